// HTTP routes of the banners: the public call (under /wps/relay, as the site's other relay calls),
// the demo images (hashed names, cached for a year) and the operator's /ops/banners plugin.
// HTTP only: rules live in the service.
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type {
  BannerGroup,
  LanguageCode,
  OpsBannerInput,
  OpsBannerTextInput,
} from '@lotusplay/api-client/contracts';
import { LANGUAGE_HEADER, languageFromHeader } from '@lotusplay/api-client/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, responses, sharedAnswer } from '../../lib/envelope';
import { publicFolder } from '../../paths';
import * as s from './banners.schemas';
import type { BannersService } from './banners.service';

/** Options of the public banner routes plugin. */
export interface BannersRoutesOptions {
  banners: BannersService;
}

/** The language the client asked for in x-language / Accept-Language, when it is one we have. */
function headerLanguage(request: FastifyRequest): LanguageCode | undefined {
  return languageFromHeader(
    String(request.headers[LANGUAGE_HEADER] ?? request.headers['accept-language'] ?? ''),
  );
}

/** Registers MCSFE_getBanners (register with prefix `/wps`) . */
export async function bannersRoutes(app: FastifyInstance, { banners }: BannersRoutesOptions) {
  // The same for every visitor until the brand changes: serialised once per brand snapshot.
  const answer = sharedAnswer();
  app.get<{ Querystring: { groupName: BannerGroup; language?: LanguageCode } }>(
    '/relay/MCSFE_getBanners',
    {
      schema: {
        tags: ['content'],
        summary: 'MCSFE_getBanners: the banners of a route group in one language, in order',
        querystring: s.bannersQuery,
        response: responses(s.bannersValue),
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await banners.getBanners(
          request.query.groupName,
          request.query.language ?? headerLanguage(request),
        ),
      ),
  );
}

/**
 * The demo banner images (register at the root): their names carry their content's hash, so they
 * are cached for a year, like the web build's assets.
 */
export async function bannerImageRoutes(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: join(publicFolder, 'banners'),
    prefix: '/static/banners/',
    decorateReply: false,
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}

/** Options of the operator's banner routes. */
export interface OpsBannersRoutesOptions {
  banners: BannersService;
  /** The operator module's onRequest guard (`operatorGuard(operatorService)`): app.ts passes it. */
  operatorGuard: (request: FastifyRequest) => Promise<void>;
}

const common = { hide: true, tags: ['operator'], security: [{ operatorToken: [] }] };

/** Registers the operator's banner commands (register with prefix `/ops/banners`). */
export async function opsBannersRoutes(
  app: FastifyInstance,
  { banners, operatorGuard }: OpsBannersRoutesOptions,
) {
  app.addHook('onRequest', operatorGuard);

  app.get<{ Querystring: { groupName?: BannerGroup; language?: LanguageCode } }>(
    '/',
    {
      schema: {
        ...common,
        summary: 'Every banner (of a group; with a text in a language), as stored',
        querystring: s.opsBannersQuery,
        response: responses(s.opsBannersValue, [401]),
      },
    },
    async (request) => ok(await banners.list(request.query.groupName, request.query.language)),
  );

  app.post<{ Body: OpsBannerInput }>(
    '/',
    {
      schema: {
        ...common,
        summary:
          'Add a banner (texts per language, stripped of tags, the default language’s title required; image and target a site path or http(s))',
        body: s.opsBannerBody,
        response: responses(s.opsBannerValue, [401, 409]),
      },
    },
    async (request) => ok(await banners.add(request.body)),
  );

  app.put<{ Params: { id: number; language: LanguageCode }; Body: OpsBannerTextInput }>(
    '/:id/texts/:language',
    {
      schema: {
        ...common,
        summary:
          "Change a banner's texts in one language (the fields given; '' leaves one empty, so the default language's shows)",
        params: s.opsBannerTextParams,
        body: s.opsBannerTextBody,
        response: responses(s.opsBannerValue, [401, 404]),
      },
    },
    async (request) =>
      ok(await banners.setText(request.params.id, request.params.language, request.body)),
  );

  app.delete<{ Params: { id: number } }>(
    '/:id',
    {
      schema: {
        ...common,
        summary: 'Remove a banner',
        params: s.opsBannerParams,
        response: responses(s.removedValue, [401, 404]),
      },
    },
    async (request) => {
      await banners.remove(request.params.id);
      return ok({ bannerId: request.params.id, removed: true });
    },
  );
}
