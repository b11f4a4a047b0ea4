// preHandlers that resolve the member from `Authorization: Bearer <token>`.
import type { FastifyRequest } from 'fastify';
import { AuthMessages, ErrorCodes } from '@lotusplay/api-client/contracts';
import { AppError } from '../../lib/envelope';
import { TRIAL_TYPE } from '../member/member-info';
import type { ActiveSession, SessionService } from './session.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireSession. */
    auth: ActiveSession | null;
  }
}

/** The session of a request that passed requireSession. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.auth) throw new AppError(401, ErrorCodes.Unauthorized, AuthMessages.notLoggedIn);
  return request.auth;
}

/** Builds the guards: any session, or a session of a real (non-trial) account. */
export function sessionGuards(sessions: SessionService) {
  const requireSession = async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const active = match ? await sessions.authenticate(match[1]!) : null;
    if (!active) throw new AppError(401, ErrorCodes.Unauthorized, AuthMessages.notLoggedIn);
    request.auth = active;
  };
  const requireMember = async (request: FastifyRequest) => {
    await requireSession(request);
    if (request.auth!.member.isAgent === TRIAL_TYPE) {
      throw new AppError(403, ErrorCodes.Forbidden, AuthMessages.needsRealAccount);
    }
  };
  return { requireSession, requireMember };
}
