// HTTP routes of the content calls: the help centre (under /wps/system, as SPEC.md §7 names them).
// HTTP only: rules live in the service.
import type { LanguageCode } from '@lotusplay/api-client';
import { LANGUAGE_HEADER, languageFromHeader } from '@lotusplay/api-client/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { responses, sharedAnswer } from '../../lib/envelope';
import * as s from './content.schemas';
import type { ContentService, HelpDevice } from './content.service';

/** Options of the content routes plugin. */
export interface ContentRoutesOptions {
  content: ContentService;
}

// The help calls are system calls in the API's own grouping (their paths say so).
const tags = ['system'];

/** The language the client asked for in x-language / Accept-Language, when it is one we have. */
function headerLanguage(request: FastifyRequest): LanguageCode | undefined {
  return languageFromHeader(
    String(request.headers[LANGUAGE_HEADER] ?? request.headers['accept-language'] ?? ''),
  );
}

/** Registers the help calls (register with prefix `/wps/system`). */
export async function contentRoutes(app: FastifyInstance, { content }: ContentRoutesOptions) {
  // The same for every visitor until the brand changes: serialised once per brand snapshot.
  const helpV2 = sharedAnswer();
  const helpCenter = sharedAnswer();

  app.get<{ Querystring: { lang?: LanguageCode; device: HelpDevice } }>(
    '/helpV2',
    {
      schema: {
        tags,
        summary: 'getHelpV2: help categories with their articles in one language',
        querystring: s.helpV2Query,
        response: responses(s.helpV2Value),
      },
    },
    async (request, reply) =>
      helpV2(
        reply,
        await content.getHelpV2(
          request.query.lang ?? headerLanguage(request) ?? 'EN',
          request.query.device,
        ),
      ),
  );

  app.get<{ Querystring: { lang?: LanguageCode } }>(
    '/helpCenter',
    {
      schema: {
        tags,
        summary: 'Help-menu entries for the footer',
        querystring: s.helpCenterQuery,
        response: responses(s.helpCenterValue),
      },
    },
    async (request, reply) =>
      helpCenter(
        reply,
        await content.getHelpCenter(request.query.lang ?? headerLanguage(request) ?? 'EN'),
      ),
  );
}
