// HTTP routes of the member calls: info, registration, passwords, avatar, unread count and the
// first-login action. HTTP only: rules live in the service.
import type {
  ChangePasswordRequest,
  ForgotByEmailRequest,
  RegisterRequest,
  ResetByPhoneRequest,
  SetAvatarRequest,
} from '@lotusplay/api-client';
import type { FastifyInstance } from 'fastify';
import { bodyParser, encryptedBodySchema, readEncrypted } from '../../lib/body-schema';
import { ok, responses, sessionResponses } from '../../lib/envelope';
import { sessionOf } from '../session/session.guard';
import type { sessionGuards } from '../session/session.guard';
import * as s from './member.schemas';
import type { MemberService } from './member.service';

/** Options of the member routes plugin. */
export interface MemberRoutesOptions {
  members: MemberService;
  guards: ReturnType<typeof sessionGuards>;
}

const tags = ['member'];
const security = [{ bearer: [] }];
const parseRegister = bodyParser<RegisterRequest>(s.registerBody);
const parseChangePassword = bodyParser<ChangePasswordRequest>(s.changePasswordBody);
const parseResetByPhone = bodyParser<ResetByPhoneRequest>(s.resetByPhoneBody);

/** Registers /wps/member/* and the member /wps/relay/* calls (register with prefix `/wps`). */
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
    async (request) => ok(await members.getInfo(sessionOf(request).member)),
  );

  for (const [path, mode] of [
    ['/member/register', 'username'],
    ['/member/register/mobile', 'mobile'],
  ] as const) {
    app.put(
      path,
      {
        schema: {
          tags,
          summary:
            mode === 'username'
              ? 'Registers by username (encrypted RegisterRequest) and logs in'
              : 'Registers by mobile number with an SMS code (encrypted RegisterRequest) and logs in',
          body: encryptedBodySchema,
          response: responses({ $ref: 'LoginResponse#' }, [403, 409, 429]),
        },
      },
      async (request) =>
        ok(await members.register(readEncrypted(request.body, parseRegister), mode, request.ip)),
    );
  }

  app.post(
    '/member/password',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: 'Changes the password (encrypted ChangePasswordRequest); ends other sessions',
        body: encryptedBodySchema,
        response: sessionResponses(s.nullValue),
      },
    },
    async (request) => {
      await members.changePassword(
        sessionOf(request),
        readEncrypted(request.body, parseChangePassword),
      );
      return ok(null);
    },
  );

  app.post<{ Body: ForgotByEmailRequest }>(
    '/member/password/email',
    {
      schema: {
        tags,
        summary:
          'Mails a temporary password when username and e-mail match (form-encoded); same answer otherwise',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: s.forgotByEmailBody,
        response: responses(s.nullValue, [429]),
      },
    },
    async (request) => {
      await members.forgotByEmail(request.body, request.ip);
      return ok(null);
    },
  );

  app.post(
    '/member/password/verification',
    {
      schema: {
        tags,
        summary: 'Sets a new password with an SMS code (encrypted ResetByPhoneRequest)',
        body: encryptedBodySchema,
        response: responses(s.nullValue, [403]),
      },
    },
    async (request) => {
      await members.resetByPhone(readEncrypted(request.body, parseResetByPhone));
      return ok(null);
    },
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
    async (request) => ok(await members.avatars(sessionOf(request).member)),
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
        response: sessionResponses(s.nullValue),
      },
    },
    async (request) => {
      await members.setAvatar(sessionOf(request).member, request.body.avatarId);
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
    async (request) => ok(await members.unreadCount(sessionOf(request).member)),
  );

  app.post(
    '/relay/firstLogin',
    {
      preHandler: guards.requireSession,
      schema: {
        tags,
        security,
        summary: 'Records that the first-login action ran (clears firstTimeLogin)',
        response: sessionResponses(s.nullValue),
      },
    },
    async (request) => {
      await members.firstLogin(sessionOf(request).member);
      return ok(null);
    },
  );
}
