// HTTP routes of the member calls: info, avatar, unread count and the first-login action (the
// calls that create an account or change its password are the session module's). HTTP only:
// rules live in the service.
import type { SetAvatarRequest } from '@lotusplay/api-client';
import type { PaymentPasswordSetRequest } from '@lotusplay/api-client/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, sessionResponses } from '../../lib/envelope';
import { nullValue } from '../../lib/schemas';
import * as s from './member.schemas';
import type { MemberRow, MemberService } from './member.service';

/**
 * What the member routes need of the session module's guards (createServer passes them; this
 * module does not import the session module, which uses member accounts).
 */
export interface MemberRouteGuards {
  /** preHandler: a session of any account, else 401. */
  requireSession(request: FastifyRequest): Promise<void>;
  /** preHandler: a session of a real (not trial) account, else 401 or 403. */
  requireMember(request: FastifyRequest): Promise<void>;
  /** The member of a request that passed one of them. */
  memberOf(request: FastifyRequest): MemberRow;
}

/** Options of the member routes plugin. */
export interface MemberRoutesOptions {
  members: MemberService;
  guards: MemberRouteGuards;
}

const tags = ['member'];
const security = [{ bearer: [] }];

/** Registers the member /wps/member/* and /wps/relay/* calls (register with prefix `/wps`). */
export async function memberRoutes(app: FastifyInstance, { members, guards }: MemberRoutesOptions) {
  app.get(
    '/member/info',
    {
      preHandler: guards.requireSession,
      schema: {
        tags,
        security,
        summary: 'Member information of the session',
        response: sessionResponses({ $ref: 'MemberInfo#' }),
      },
    },
    async (request) => ok(await members.getInfo(guards.memberOf(request))),
  );

  app.get(
    '/relay/MCSFE_getPlayerAvatar',
    {
      preHandler: guards.requireSession,
      schema: {
        tags,
        security,
        summary: 'The avatars a member may choose and the current one',
        response: sessionResponses(s.playerAvatarValue),
      },
    },
    async (request) => ok(await members.avatars(guards.memberOf(request))),
  );

  app.put<{ Body: SetAvatarRequest }>(
    '/member/info/icon',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: 'Sets the avatar (not for trial accounts)',
        body: s.setAvatarBody,
        response: sessionResponses(nullValue),
      },
    },
    async (request) => {
      await members.setAvatar(guards.memberOf(request), request.body.avatarId);
      return ok(null);
    },
  );

  app.get(
    '/relay/CSP_unreadCount',
    {
      preHandler: guards.requireSession,
      schema: {
        tags,
        security,
        summary: 'Unread messages and available promotions',
        response: sessionResponses(s.unreadCountValue),
      },
    },
    async (request) => ok(await members.unreadCount(guards.memberOf(request))),
  );

  app.post(
    '/relay/firstLogin',
    {
      preHandler: guards.requireSession,
      schema: {
        tags,
        security,
        summary: 'Acknowledges the first-login action (only a new password clears firstTimeLogin)',
        response: sessionResponses(nullValue),
      },
    },
    async (request) => {
      await members.firstLogin(guards.memberOf(request));
      return ok(null);
    },
  );

  app.get(
    '/member/paymentPassword',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: 'Whether the member has a payment password (withdrawals need one)',
        response: sessionResponses(s.paymentPasswordStatusValue, [404]),
      },
    },
    async (request) => ok(await members.paymentPasswordStatus(guards.memberOf(request).id)),
  );

  app.post<{ Body: PaymentPasswordSetRequest }>(
    '/member/paymentPassword',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary:
          'Sets or changes the payment password (6 digits) with the login password (and the old one)',
        body: s.paymentPasswordSetBody,
        response: sessionResponses(s.paymentPasswordStatusValue, [404, 429]),
      },
    },
    async (request) =>
      ok(await members.setPaymentPassword(guards.memberOf(request).id, request.body)),
  );
}
