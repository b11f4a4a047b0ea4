// The session module: login, registration, sessions (cached per member across processes when the
// database has notifications), account changes, and the guards of member routes.
import { MemberCache } from '../../lib/member-cache';
import { defineModule, route } from '../module';
import { sessionOps } from './session.ops-cli';
import { AccountService } from './account.service';
import { IpVerificationService } from './ip-verification.service';
import { sessionGuards } from './session.guard';
import { SessionRepository } from './session.repository';
import { sessionRoutes } from './session.routes';
import { sharedSessionSchemas } from './session.schemas';
import { type ActiveSession, SESSION_CACHE_OPTIONS, SessionService } from './session.service';

declare module '../module' {
  interface ModuleServiceMap {
    session: {
      sessions: SessionService;
      accounts: AccountService;
      guards: ReturnType<typeof sessionGuards>;
    };
  }
}

export const sessionModule = defineModule({
  name: 'session',
  ops: [sessionOps],
  needs: ['system', 'member', 'verification'],
  schemas: sharedSessionSchemas,
  create({ db, deps, clock, passwordHasher, sleep }, { system, member, verification }) {
    // Per-member data in memory, right across processes (lib/member-cache.ts says how).
    const cache = deps.notifications
      ? new MemberCache<string, ActiveSession>(deps.notifications, SESSION_CACHE_OPTIONS)
      : null;
    const sessions = new SessionService(
      new SessionRepository(db),
      member.members,
      system.system,
      verification.verification,
      clock,
      passwordHasher,
      sleep,
      cache,
      member.account,
    );
    const accounts = new AccountService(
      sessions,
      member.members,
      system.system,
      verification.verification,
      clock,
      passwordHasher,
      member.account,
    );
    const guards = sessionGuards(sessions);
    const proofs = new IpVerificationService(
      sessions,
      member.account,
      verification.verification,
      system.system,
    );
    return {
      services: { sessions, accounts, guards },
      routes: [route(sessionRoutes, { prefix: '/wps', sessions, accounts, proofs, guards })],
      onReady: async () => {
        await cache?.start();
      },
    };
  },
});
