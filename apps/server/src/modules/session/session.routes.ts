// HTTP routes of the session calls: login, free play, logout. HTTP only.
import type { LoginRequest } from '@lotusplay/api-client';
import type { FastifyInstance } from 'fastify';
import { bodyParser, encryptedBodySchema, readEncrypted } from '../../lib/body-schema';
import { ok, responses, sessionResponses } from '../../lib/envelope';
import * as s from '../member/member.schemas';
import { sessionOf } from './session.guard';
import type { sessionGuards } from './session.guard';
import type { SessionService } from './session.service';

/** Options of the session routes plugin. */
export interface SessionRoutesOptions {
  sessions: SessionService;
  guards: ReturnType<typeof sessionGuards>;
}

const tags = ['session'];
const parseLogin = bodyParser<LoginRequest>(s.loginBody);

/** Registers /wps/session/* (register with prefix `/wps/session`). */
export async function sessionRoutes(
  app: FastifyInstance,
  { sessions, guards }: SessionRoutesOptions,
) {
  app.post(
    '/login',
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
      ok(await sessions.login(readEncrypted(request.body, parseLogin), request.ip)),
  );

  app.post(
    '/login/freeplay',
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
    '/logout',
    {
      preHandler: guards.requireSession,
      schema: {
        tags,
        summary: 'Ends the session: the token stops working at once',
        security: [{ bearer: [] }],
        response: sessionResponses(s.nullValue),
      },
    },
    async (request) => {
      await sessions.logout(sessionOf(request).session);
      return ok(null);
    },
  );
}
