// HTTP routes of the support calls: feedback (PUT /wps/feedback and its settings), getService
// (/wps/relay/getService), the demo chat pages the demo brand's links open, and the operator's
// /ops/support routes. HTTP only: rules live in the support service.
import type { CustomerServiceEntry, FeedbackRequest } from '@lotusplay/api-client/contracts';
import { SupportLimits } from '@lotusplay/api-client/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, responses } from '../../lib/envelope';
import type { MemberRow } from '../member/member.service';
import { demoChatPage } from './support.page';
import * as s from './support.schemas';
import type { SupportService, SupportSettingsChange } from './support.service';

/** Options of the public support routes plugin. */
export interface SupportRoutesOptions {
  support: SupportService;
  /**
   * The member of the request's session when it carries a valid one, else null: feedback and
   * getService need no session, but with one they know the member.
   */
  currentMember: (request: FastifyRequest) => Promise<MemberRow | null>;
}

const tags = ['support'];
const security: Record<string, string[]>[] = [{}, { bearer: [] }];

/** Registers feedback and getService (register with prefix `/wps`). */
export async function supportRoutes(
  app: FastifyInstance,
  { support, currentMember }: SupportRoutesOptions,
) {
  app.get(
    '/feedback/settings',
    {
      schema: {
        tags,
        summary: "The brand's feedback limits: words (SPEC.md §5), images (png or jpg, 5 MB, 3)",
        response: responses(s.feedbackSettingsValue),
      },
    },
    async () => ok(await support.feedbackSettings()),
  );

  app.put<{ Body: FeedbackRequest }>(
    '/feedback',
    {
      // Up to three base64 images of 5 MB each.
      bodyLimit: SupportLimits.feedbackBodyLimitBytes,
      schema: {
        tags,
        security,
        summary:
          'Sends a feedback (no session needed; with one the member is recorded): words within the brand limits, up to 3 png/jpg images of 5 MB, rate-limited per address',
        body: s.feedbackBody,
        response: responses(s.feedbackValue, [413, 429]),
      },
    },
    async (request) =>
      ok(await support.sendFeedback(await currentMember(request), request.ip, request.body)),
  );

  app.get<{ Querystring: { type: CustomerServiceEntry['type'] } }>(
    '/relay/getService',
    {
      schema: {
        tags,
        security,
        summary:
          'getService: version.pathList with the channel (type 1) and the encrypted link (type 3, key = its last 8 characters); live chat is the VIP channel for a club rank level above 4',
        querystring: s.serviceQuery,
        response: responses(s.serviceValue, [404]),
      },
    },
    async (request) =>
      ok(await support.getService(await currentMember(request), request.query.type)),
  );
}

/** Registers the demo live-chat and VIP chat pages (register with prefix `/demo-chat`). */
export async function demoChatRoutes(app: FastifyInstance) {
  for (const channel of ['livechat', 'vip'] as const) {
    app.get(
      `/${channel}`,
      {
        schema: {
          tags,
          summary: `The demo ${channel === 'vip' ? 'VIP' : 'live'} chat page the demo brand links to`,
        },
      },
      async (_request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(demoChatPage(channel)),
    );
  }
}

/** Options of the operator's support routes. */
export interface SupportOpsRoutesOptions {
  support: SupportService;
  /** The operator module's onRequest guard (`operatorGuard(operatorService)`): app.ts passes it. */
  operatorGuard: (request: FastifyRequest) => Promise<void>;
}

const opsCommon = { hide: true, tags: ['operator'], security: [{ operatorToken: [] }] };

/** Registers the operator's support routes (register with prefix `/ops/support`). */
export async function supportOpsRoutes(
  app: FastifyInstance,
  { support, operatorGuard }: SupportOpsRoutesOptions,
) {
  app.addHook('onRequest', operatorGuard);

  app.get(
    '/settings',
    {
      schema: {
        ...opsCommon,
        summary: 'Feedback limits, the VIP link and the customer-service channels',
        response: responses(s.opsSettingsValue, [401]),
      },
    },
    async () => ok(await support.operatorSettings()),
  );

  app.put<{ Body: SupportSettingsChange }>(
    '/settings',
    {
      schema: {
        ...opsCommon,
        summary: 'Sets the feedback word limits and/or the VIP link (null: the demo VIP page)',
        body: s.opsSettingsBody,
        response: responses(s.opsSettingsValue, [401]),
      },
    },
    async (request) => ok(await support.updateSettings(request.body)),
  );

  app.put<{ Body: { type: CustomerServiceEntry['type']; url: string | null } }>(
    '/channel',
    {
      schema: {
        ...opsCommon,
        summary: "Sets a customer-service channel's link (null removes the channel)",
        body: s.opsChannelBody,
        response: responses(s.opsSettingsValue, [401]),
      },
    },
    async (request) => ok(await support.setChannel(request.body.type, request.body.url)),
  );

  app.get<{ Querystring: { last: number } }>(
    '/feedback',
    {
      schema: {
        ...opsCommon,
        summary: 'The latest feedback, newest first (images listed, not sent)',
        querystring: s.opsFeedbackQuery,
        response: responses(s.opsFeedbackValue, [401]),
      },
    },
    async (request) => ok(await support.listFeedback(request.query.last)),
  );

  app.put<{ Body: { username: string; labelName?: string | null; rankLevel: number | null } }>(
    '/member-rank',
    {
      schema: {
        ...opsCommon,
        summary: "Sets a member's club label and rank level (above 4: the VIP channel)",
        body: s.opsMemberRankBody,
        response: responses(s.opsMemberRankValue, [401, 404]),
      },
    },
    async (request) => {
      const { username, rankLevel } = request.body;
      const labelName =
        request.body.labelName !== undefined
          ? request.body.labelName
          : rankLevel === null
            ? null
            : `Club ${rankLevel}`;
      return ok(await support.setMemberRank(username, labelName, rankLevel));
    },
  );
}
