// The operator module: the operator's token, its /ops routes over members, wallets, deposits,
// withdrawals and games, and the guard every module's /ops routes are registered behind.
import { defineModule, route } from '../module';
import { memberLockOps } from './member-lock.ops-cli';
import type { OperatorGuard } from '../module';
import { OperatorRepository } from './operator.repository';
import { operatorGuard, operatorRoutes } from './operator.routes';
import { OperatorService } from './operator.service';

declare module '../module' {
  interface ModuleServiceMap {
    operator: { operator: OperatorService; guard: OperatorGuard };
  }
}

export const operatorModule = defineModule({
  name: 'operator',
  ops: [memberLockOps],
  needs: ['system', 'verification', 'session', 'member', 'wallet', 'games'],
  create({ db, config }, { system, verification, session, member, wallet, games }) {
    const operator = new OperatorService(
      new OperatorRepository(db),
      config.operatorToken ?? null,
      system.system,
      verification.verification,
      session.sessions,
      member.members,
      wallet.wallet,
      wallet.deposits,
      wallet.withdrawals,
      games.games,
    );
    return {
      services: { operator, guard: operatorGuard(operator) },
      routes: [route(operatorRoutes, { prefix: '/ops', operator })],
    };
  },
});
