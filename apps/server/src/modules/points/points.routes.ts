// HTTP routes of the points calls (SPEC.md §7, all under /wps/relay/) and of the operator's points
// commands (/ops/points…). HTTP only: rules live in the service.
import type {
  ConvertPointRequest,
  LanguageCode,
  RedeemPointListQuery,
  RedeemPointRequest,
  RedeemStatus,
} from '@lotusplay/api-client/contracts';
import { LANGUAGE_HEADER, languageFromHeader } from '@lotusplay/api-client/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, responses, sessionResponses } from '../../lib/envelope';
import * as s from './points.schemas';
import type { AddGoodInput, PointsService, SetConfigInput } from './points.service';

/** What the points routes need of the session module's guards (createServer passes them). */
export interface PointsRouteGuards {
  /** preHandler: a session of a real (not trial) account, else 401 or 403. */
  requireMember(request: FastifyRequest): Promise<void>;
  /** The member of a request that passed it. */
  memberOf(request: FastifyRequest): { id: number };
}

/** Options of the points routes plugin. */
export interface PointsRoutesOptions {
  points: PointsService;
  guards: PointsRouteGuards;
}

const tags = ['points'];
const security = [{ bearer: [] }];

/** The language asked for: `lang`, else x-language / Accept-Language when supported, else EN. */
function languageOf(request: FastifyRequest, lang?: LanguageCode): LanguageCode {
  return (
    lang ??
    languageFromHeader(
      String(request.headers[LANGUAGE_HEADER] ?? request.headers['accept-language'] ?? ''),
    ) ??
    'EN'
  );
}

/** Registers the points calls (register with prefix `/wps`). */
export async function pointsRoutes(app: FastifyInstance, { points, guards }: PointsRoutesOptions) {
  app.get(
    '/relay/MCS2_getPointBalance',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: "The member's points (they never expire)",
        response: sessionResponses(s.balanceValue),
      },
    },
    async (request) => ok(await points.balance(guards.memberOf(request).id)),
  );

  app.get(
    '/relay/MCS2_getPointConfig',
    {
      schema: {
        tags,
        summary: 'The conversion rule: ratio of points to money, minimum and step',
        response: responses(s.configValue),
      },
    },
    async () => ok(await points.config()),
  );

  app.get<{ Querystring: { lang?: LanguageCode } }>(
    '/relay/MCS2_getPointReward',
    {
      schema: {
        tags,
        summary: 'The rewards catalogue in one language (plain-text names and descriptions)',
        querystring: s.langQuery,
        response: responses(s.rewardValue),
      },
    },
    async (request) => ok(await points.rewards(languageOf(request, request.query.lang))),
  );

  app.post<{ Body: RedeemPointRequest; Querystring: { lang?: LanguageCode } }>(
    '/relay/passwordCheck/MCS2_redeemPointReward',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary:
          'Redeems one unit of a good with the payment password: points taken at once, in process (idempotent per key)',
        querystring: s.langQuery,
        body: s.redeemBody,
        response: sessionResponses(s.redeemValue, [404, 409, 429]),
      },
    },
    async (request) =>
      ok(
        await points.redeem(
          guards.memberOf(request).id,
          request.body,
          languageOf(request, request.query.lang),
        ),
      ),
  );

  app.get<{ Querystring: RedeemPointListQuery }>(
    '/relay/MCS2_getRedeemPointList',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: "The member's redemptions, newest first (in_process, approved, rejected)",
        querystring: s.listQuery,
        response: sessionResponses(s.listValue),
      },
    },
    async (request) =>
      ok(
        await points.redemptions(
          guards.memberOf(request).id,
          request.query,
          languageOf(request, request.query.lang),
        ),
      ),
  );

  app.post<{ Body: ConvertPointRequest }>(
    '/relay/passwordCheck/MCS2_convertPoint',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary:
          'Converts points to money in the main wallet at the configured ratio, with the payment password (idempotent per key)',
        body: s.convertBody,
        response: sessionResponses(s.convertValue, [404, 409, 429]),
      },
    },
    async (request) => ok(await points.convert(guards.memberOf(request).id, request.body)),
  );
}

/** Options of the operator's points plugin: the operator guard comes from createServer. */
export interface PointsOpsRoutesOptions {
  points: PointsService;
  /** onRequest hook refusing requests without an operator token (operatorGuard). */
  guard: (request: FastifyRequest) => Promise<void>;
}

const opsCommon = { hide: true, tags: ['operator'], security: [{ operatorToken: [] }] };

/** Registers the operator's points commands (register with prefix `/ops/points`). */
export async function pointsOpsRoutes(
  app: FastifyInstance,
  { points, guard }: PointsOpsRoutesOptions,
) {
  app.addHook('onRequest', guard);

  app.post<{ Body: AddGoodInput }>(
    '/goods',
    {
      schema: {
        ...opsCommon,
        summary: 'Adds a good to the rewards catalogue (texts per language, HTML stripped)',
        body: s.addGoodBody,
        response: responses(s.addGoodValue, [401]),
      },
    },
    async (request) => ok(await points.addGood(request.body)),
  );

  app.post<{
    Body: { username: string; points: number; idempotencyKey?: string; remark?: string };
  }>(
    '/grants',
    {
      schema: {
        ...opsCommon,
        summary: 'Gives a member points (negative: takes them, never below 0); once per key',
        body: s.grantBody,
        response: responses(s.grantValue, [401, 403, 404]),
      },
    },
    async (request) => {
      const { username, points: amount, idempotencyKey, remark } = request.body;
      return ok(await points.grant(username, amount, { idempotencyKey, remark }));
    },
  );

  app.get<{ Querystring: { status?: RedeemStatus; last: number } }>(
    '/redemptions',
    {
      schema: {
        ...opsCommon,
        summary: 'The latest redemptions, newest first, optionally of one status',
        querystring: s.opsListQuery,
        response: responses(s.opsListValue, [401]),
      },
    },
    async (request) => ok(await points.opsRedemptions(request.query.status, request.query.last)),
  );

  app.post<{
    Params: { referenceNo: string; decision: 'approve' | 'reject' };
    Body: { remark?: string } | null;
  }>(
    '/redemptions/:referenceNo/:decision',
    {
      schema: {
        ...opsCommon,
        summary:
          'Approves (stock stays taken) or rejects (points and stock given back) a redemption',
        params: s.decideParams,
        body: s.decideBody,
        response: responses(s.listValue.properties.list.items, [401, 404, 409]),
      },
    },
    async (request) =>
      ok(
        await points.decide(
          request.params.referenceNo,
          request.params.decision === 'approve' ? 'approved' : 'rejected',
          request.body?.remark ?? '',
        ),
      ),
  );

  app.put<{ Body: SetConfigInput }>(
    '/config',
    {
      schema: {
        ...opsCommon,
        summary: 'Sets the conversion rule (ratio, minimum, step, on/off)',
        body: s.setConfigBody,
        response: responses(s.configValue, [401]),
      },
    },
    async (request) => ok(await points.setConfig(request.body)),
  );
}
