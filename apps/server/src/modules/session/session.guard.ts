// preHandlers that resolve the member from `Authorization: Bearer <token>`.
import type { FastifyRequest } from 'fastify';
import {
  AuthErrorCodes,
  AuthMessages,
  ErrorCodes,
  MemberAccountErrorCodes,
  MemberAccountMessages,
  TRIAL_ACCOUNT_TYPE,
} from '@lotusplay/api-client/contracts';
import { AppError } from '../../lib/envelope';
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

/**
 * Builds the guards: any session, or a session of a real (non-trial) account, and the readers of
 * what they found. createServer hands them to other modules' routes (the member routes), which
 * need only their shape. A session whose password change is due (decided at login, stored on the
 * session row) passes only the `…DuringForcedChange` guards, which the password change and logout
 * use: every other call answers 403 PASSWORD_CHANGE_REQUIRED.
 */
export function sessionGuards(sessions: SessionService) {
  const resolve = async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const active = match ? await sessions.authenticate(match[1]!) : null;
    if (!active) throw new AppError(401, ErrorCodes.Unauthorized, AuthMessages.notLoggedIn);
    request.auth = active;
  };
  const refuseForcedChange = (request: FastifyRequest) => {
    if (request.auth!.session.forcedChangeReason !== null) {
      throw new AppError(
        403,
        AuthErrorCodes.PasswordChangeRequired,
        AuthMessages.passwordChangeRequired,
      );
    }
  };
  // A session started from a new address does nothing until the address is proved (SPEC.md §4).
  const refuseIpPending = (request: FastifyRequest) => {
    if (request.auth!.session.ipVerificationPending) {
      throw new AppError(
        403,
        MemberAccountErrorCodes.IpVerificationRequired,
        MemberAccountMessages.ipVerificationRequired,
      );
    }
  };
  const refuseTrial = (request: FastifyRequest) => {
    if (request.auth!.member.isAgent === TRIAL_ACCOUNT_TYPE) {
      throw new AppError(403, ErrorCodes.Forbidden, AuthMessages.needsRealAccount);
    }
  };
  const requireSession = async (request: FastifyRequest) => {
    await resolve(request);
    refuseIpPending(request);
    refuseForcedChange(request);
  };
  const requireMember = async (request: FastifyRequest) => {
    await requireSession(request);
    refuseTrial(request);
  };
  return {
    requireSession,
    requireMember,
    /** Any session, a forced change due or not (logout). */
    requireSessionDuringForcedChange: resolve,
    /** A real account's session, a forced change due or not (the password change). */
    requireMemberDuringForcedChange: async (request: FastifyRequest) => {
      await resolve(request);
      refuseIpPending(request);
      refuseTrial(request);
    },
    /** A session waiting for the proof of its new address (the proof calls). */
    requireIpVerificationPending: async (request: FastifyRequest) => {
      await resolve(request);
      if (!request.auth!.session.ipVerificationPending) {
        throw new AppError(400, ErrorCodes.Validation, 'No verification is pending');
      }
    },
    sessionOf,
    /** The member of a request that passed a guard. */
    memberOf: (request: FastifyRequest) => sessionOf(request).member,
  };
}
