// HTTP routes of the promotions (under /wps/relay, as SPEC.md §7 places the relay calls) and the
// operator's promotion commands (under /ops/promotions). HTTP only: rules live in the service.
import type { LanguageCode } from '@lotusplay/api-client';
import type {
  ClaimRaffleRequest,
  PromotionCategory,
  PromotionClaimRequest,
} from '@lotusplay/api-client/contracts';
import { LANGUAGE_HEADER, languageFromHeader } from '@lotusplay/api-client/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, responses, sessionResponses } from '../../lib/envelope';
import * as s from './promotions.schemas';
import type { PromotionInput, PromotionsMember, PromotionsService } from './promotions.service';

/** What the promotions routes need of the session guards (createServer passes them). */
export interface PromotionsRouteGuards {
  /** preHandler: any session (a trial account too: the service refuses its claim clearly). */
  requireSession(request: FastifyRequest): Promise<void>;
  memberOf(request: FastifyRequest): PromotionsMember;
}

/** Options of the promotions routes plugin. */
export interface PromotionsRoutesOptions {
  promotions: PromotionsService;
  guards: PromotionsRouteGuards;
}

const tags = ['promotions'];
const security = [{ bearer: [] }];

/** The language asked for in the query, else in x-language / Accept-Language, else EN. */
function languageOf(request: FastifyRequest<{ Querystring: { language?: LanguageCode } }>) {
  return (
    request.query.language ??
    languageFromHeader(
      String(request.headers[LANGUAGE_HEADER] ?? request.headers['accept-language'] ?? ''),
    ) ??
    'EN'
  );
}

/** Registers the promotions calls (register with prefix `/wps`). */
export async function promotionsRoutes(
  app: FastifyInstance,
  { promotions, guards }: PromotionsRoutesOptions,
) {
  app.get<{ Querystring: { language?: LanguageCode; category?: PromotionCategory } }>(
    '/relay/MCSFE_getPromotionList',
    {
      schema: {
        tags,
        summary: 'Running, upcoming and recently ended promotions in one language, in order',
        querystring: s.listQuery,
        response: responses(s.listValue),
      },
    },
    async (request) => ok(await promotions.list(languageOf(request), request.query.category)),
  );

  app.get<{ Querystring: { id: number; language?: LanguageCode } }>(
    '/relay/MCSFE_getPromotionDetail',
    {
      schema: {
        tags,
        summary: 'One promotion: sanitised detail HTML, rules and a raffle’s prizes',
        querystring: s.detailQuery,
        response: responses(s.detailValue, [404]),
      },
    },
    async (request) => ok(await promotions.detail(request.query.id, languageOf(request))),
  );

  app.get<{ Querystring: PromotionClaimRequest }>(
    '/relay/MCSFE_getPromotionClaim',
    {
      preHandler: guards.requireSession,
      schema: {
        tags,
        security,
        summary: 'The member’s claim of a promotion, or whether it may claim and why not',
        querystring: s.claimQuery,
        response: sessionResponses(s.claimStateValue, [404]),
      },
    },
    async (request) => ok(await promotions.claimState(guards.memberOf(request), request.query.id)),
  );

  app.post<{ Body: ClaimRaffleRequest }>(
    '/relay/MCS2_claimRafflePromotion',
    {
      preHandler: guards.requireSession,
      schema: {
        tags,
        security,
        summary: 'Draws a raffle prize on the server and pays it once per member and promotion',
        body: s.claimBody,
        response: sessionResponses(s.claimValue, [404, 409]),
      },
    },
    async (request) => ok(await promotions.claim(guards.memberOf(request), request.body.id)),
  );
}

const common = { hide: true, tags: ['operator'], security: [{ operatorToken: [] }] };

/** Options of the operator's promotion routes. */
export interface PromotionsOpsRoutesOptions {
  promotions: PromotionsService;
  /** The operator module's onRequest guard (`operatorGuard(operatorService)`): app.ts passes it. */
  operatorGuard: (request: FastifyRequest) => Promise<void>;
}

/** Registers the operator's promotion commands (register with prefix `/ops/promotions`). */
export async function promotionsOpsRoutes(
  app: FastifyInstance,
  { promotions, operatorGuard }: PromotionsOpsRoutesOptions,
) {
  app.addHook('onRequest', operatorGuard);

  app.get(
    '/',
    {
      schema: {
        ...common,
        summary: 'Every promotion (not removed) with its claim count',
        response: responses(s.operatorList, [401]),
      },
    },
    async () => ok(await promotions.all()),
  );

  app.post<{ Body: PromotionInput }>(
    '/',
    {
      schema: {
        ...common,
        summary: 'Adds a promotion (texts per language, sanitised; a raffle’s prizes)',
        body: s.addBody,
        response: responses(s.operatorPromotion, [401, 409]),
      },
    },
    async (request) => ok(await promotions.add(request.body)),
  );

  app.delete<{ Params: { code: string } }>(
    '/:code',
    {
      schema: {
        ...common,
        summary: 'Removes a promotion (no longer listed or claimable; its claims stay)',
        params: s.codeParams,
        response: responses(s.removedValue, [401, 404]),
      },
    },
    async (request) => {
      await promotions.remove(request.params.code);
      return ok({ code: request.params.code, removed: true });
    },
  );
}
