// HTTP routes of the session module: login, free play and logout, and the calls that create an
// account or change how it logs in (registration, password change and recovery, under
// /wps/member as SPEC.md §7 names them). HTTP only: rules live in the services.
import type {
  ChangePasswordRequest,
  ForgotByEmailRequest,
  LoginRequest,
  RegisterRequest,
  ResetByPhoneRequest,
} from '@lotusplay/api-client';
import type {
  BindContactRequest,
  ContactCodeRequest,
  IpProofCodeRequest,
  IpProofRequest,
} from '@lotusplay/api-client/contracts';
import * as ms from '@lotusplay/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import { bodyParser, encryptedBodySchema, readEncrypted } from '../../lib/body-schema';
import { ok, responses, sessionResponses } from '../../lib/envelope';
import { nullValue } from '../../lib/schemas';
import * as s from './session.schemas';
import { sessionOf } from './session.guard';
import type { AccountService } from './account.service';
import type { IpVerificationService } from './ip-verification.service';
import type { sessionGuards } from './session.guard';
import type { SessionService } from './session.service';

/** Options of the session routes plugin. */
export interface SessionRoutesOptions {
  sessions: SessionService;
  accounts: AccountService;
  proofs: IpVerificationService;
  guards: ReturnType<typeof sessionGuards>;
}

const tags = ['session'];
// The account calls keep the API's grouping of their paths (/wps/member/…).
const memberTags = ['member'];
const security = [{ bearer: [] }];
const parseLogin = bodyParser<LoginRequest>(s.loginBody);
const parseRegister = bodyParser<RegisterRequest>(s.registerBody);
const parseChangePassword = bodyParser<ChangePasswordRequest>(s.changePasswordBody);
const parseResetByPhone = bodyParser<ResetByPhoneRequest>(s.resetByPhoneBody);

/** Registers /wps/session/* and the account calls under /wps/member (register with prefix `/wps`). */
export async function sessionRoutes(
  app: FastifyInstance,
  { sessions, accounts, proofs, guards }: SessionRoutesOptions,
) {
  app.get(
    '/session/ipVerification',
    {
      preHandler: guards.requireIpVerificationPending,
      schema: {
        tags,
        security,
        summary: 'A login from a new address: the proofs the member can give (SPEC.md §4)',
        response: sessionResponses(ms.IpVerificationStateSchema),
      },
    },
    async (request) => ok(await proofs.state(sessionOf(request), request.ip)),
  );

  app.post<{ Body: IpProofCodeRequest }>(
    '/session/ipVerification/code',
    {
      preHandler: guards.requireIpVerificationPending,
      schema: {
        tags,
        security,
        summary: 'Sends a code to the bound mobile number or e-mail for the new-address proof',
        body: ms.IpProofCodeRequestSchema,
        response: sessionResponses(ms.CodeSentResponseSchema, [429]),
      },
    },
    async (request) =>
      ok(await proofs.sendCode(sessionOf(request), request.body.method, request.ip)),
  );

  app.post<{ Body: IpProofRequest }>(
    '/session/ipVerification',
    {
      preHandler: guards.requireIpVerificationPending,
      schema: {
        tags,
        security,
        summary:
          'Proves the new address (code, bank account name or authenticator); a wrong one is a failed login',
        body: ms.IpProofRequestSchema,
        response: sessionResponses(nullValue, [429]),
      },
    },
    async (request) => {
      await proofs.prove(sessionOf(request), request.body.method, request.body.answer, request.ip);
      return ok(null);
    },
  );

  app.post<{ Body: ContactCodeRequest }>(
    '/member/contact/code',
    {
      preHandler: guards.requireMember,
      schema: {
        tags: memberTags,
        security,
        summary: 'Sends a code to a new mobile number or e-mail to bind it',
        body: ms.ContactCodeRequestSchema,
        response: sessionResponses(ms.CodeSentResponseSchema, [429]),
      },
    },
    async (request) => ok(await proofs.contactCode(sessionOf(request), request.body, request.ip)),
  );

  app.post<{ Body: BindContactRequest }>(
    '/member/contact',
    {
      preHandler: guards.requireMember,
      schema: {
        tags: memberTags,
        security,
        summary: 'Binds (or changes) the mobile number or e-mail with the code sent to it',
        body: ms.BindContactRequestSchema,
        response: sessionResponses(nullValue, [409]),
      },
    },
    async (request) => {
      await proofs.bindContact(sessionOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/session/login',
    {
      schema: {
        tags,
        summary:
          'Login by username and password or by mobile number and SMS code (encrypted LoginRequest)',
        body: encryptedBodySchema,
        response: responses({ $ref: 'LoginResponse#' }, [401, 403, 429]),
      },
    },
    async (request) =>
      ok(
        await sessions.login(
          readEncrypted(request.body, parseLogin),
          request.ip,
          request.headers['user-agent'] ?? '',
        ),
      ),
  );

  app.post(
    '/session/login/freeplay',
    {
      schema: {
        tags,
        summary: 'Creates a trial account (type 4) and logs it in (whitelabel FREEPLAY3)',
        body: s.freePlayBody,
        response: responses({ $ref: 'LoginResponse#' }, [403, 429]),
      },
    },
    async (request) => ok(await sessions.freePlay(request.ip)),
  );

  app.delete(
    '/session/logout',
    {
      preHandler: guards.requireSessionDuringForcedChange,
      schema: {
        tags,
        summary: 'Ends the session: the token stops working at once',
        security,
        response: sessionResponses(nullValue),
      },
    },
    async (request) => {
      await sessions.logout(sessionOf(request).session);
      return ok(null);
    },
  );

  for (const [path, mode] of [
    ['/member/register', 'username'],
    ['/member/register/mobile', 'mobile'],
  ] as const) {
    app.put(
      path,
      {
        schema: {
          tags: memberTags,
          summary:
            mode === 'username'
              ? 'Registers by username (encrypted RegisterRequest) and logs in'
              : 'Registers by mobile number with an SMS code (encrypted RegisterRequest) and logs in',
          body: encryptedBodySchema,
          response: responses({ $ref: 'LoginResponse#' }, [403, 409, 429]),
        },
      },
      async (request) =>
        ok(
          await accounts.register(
            readEncrypted(request.body, parseRegister),
            mode,
            request.ip,
            request.headers['user-agent'] ?? '',
          ),
        ),
    );
  }

  app.post(
    '/member/password',
    {
      preHandler: guards.requireMemberDuringForcedChange,
      schema: {
        tags: memberTags,
        security,
        summary: 'Changes the password (encrypted ChangePasswordRequest); ends other sessions',
        body: encryptedBodySchema,
        response: sessionResponses(nullValue),
      },
    },
    async (request) => {
      await accounts.changePassword(
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
        tags: memberTags,
        summary:
          'Mails a temporary password when username and e-mail match (form-encoded); same answer otherwise',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: s.forgotByEmailBody,
        response: responses(nullValue, [429]),
      },
    },
    async (request) => {
      await accounts.forgotByEmail(request.body, request.ip);
      return ok(null);
    },
  );

  app.post(
    '/member/password/verification',
    {
      schema: {
        tags: memberTags,
        summary: 'Sets a new password with an SMS code (encrypted ResetByPhoneRequest)',
        body: encryptedBodySchema,
        response: responses(nullValue, [403]),
      },
    },
    async (request) => {
      await accounts.resetByPhone(readEncrypted(request.body, parseResetByPhone), request.ip);
      return ok(null);
    },
  );
}
