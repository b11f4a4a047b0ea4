// The wallet module: balances and the ledger (the only way any module moves money), deposits
// through payment providers, withdrawals; and the sweeps of due deposits and withdrawals.
import { MemberCache } from '../../lib/member-cache';
import { seedDepositChannels, seedMerchantWallets } from './wallet.seed';
import { defineModule, logged, route } from '../module';
import { walletOps } from './wallet.ops-cli';
import { DemoPaymentProvider } from './deposit.provider';
import { DepositRepository } from './deposit.repository';
import { depositRoutes } from './deposit.routes';
import { opsNamesRoutes } from './names.routes';
import { DEPOSIT_SWEEP_INTERVAL_MS, DepositService } from './deposit.service';
import { WalletRepository, type WalletAccountRow } from './wallet.repository';
import { walletRoutes } from './wallet.routes';
import { WALLET_CACHE_OPTIONS, WalletService } from './wallet.service';
import { WithdrawalRepository } from './withdrawal.repository';
import { withdrawalRoutes } from './withdrawal.routes';
import { WITHDRAWAL_SWEEP_INTERVAL_MS, WithdrawalService } from './withdrawal.service';

declare module '../module' {
  interface ModuleServiceMap {
    wallet: { wallet: WalletService; deposits: DepositService; withdrawals: WithdrawalService };
  }
}

export const walletModule = defineModule({
  name: 'wallet',
  ops: [walletOps],
  needs: ['system', 'member', 'session'],
  seedBrand: async (tx) => {
    await seedDepositChannels(tx);
    await seedMerchantWallets(tx);
  },
  seed: (db) => seedDepositChannels(db),
  create({ db, deps, clock, log }, { system, member, session }) {
    // Per-member balances in memory, right across processes (lib/member-cache.ts says how).
    const cache = deps.notifications
      ? new MemberCache<number, readonly WalletAccountRow[]>(
          deps.notifications,
          WALLET_CACHE_OPTIONS,
        )
      : null;
    const wallet = new WalletService(
      new WalletRepository(db),
      member.members,
      system.system,
      cache,
    );
    const deposits = new DepositService(
      new DepositRepository(db),
      wallet,
      deps.paymentProviders ?? [new DemoPaymentProvider()],
      clock,
      log,
    );
    const withdrawals = new WithdrawalService(
      new WithdrawalRepository(db),
      wallet,
      member.members,
      member.account,
      clock,
      log,
    );
    const { guards } = session;
    // One sweep per period across processes (pg-boss); SKIP LOCKED and the order's status would
    // make each order change once even if two ran at once.
    const depositSweepMs =
      deps.depositSweepMs === undefined ? DEPOSIT_SWEEP_INTERVAL_MS : deps.depositSweepMs;
    const withdrawalSweepMs =
      deps.withdrawalSweepMs === undefined ? WITHDRAWAL_SWEEP_INTERVAL_MS : deps.withdrawalSweepMs;
    return {
      services: { wallet, deposits, withdrawals },
      routes: [
        route(walletRoutes, { prefix: '/wps', wallet, guards }),
        route(depositRoutes, { prefix: '/wps', deposits, guards }),
        route(withdrawalRoutes, { prefix: '/wps', withdrawals, guards }),
      ],
      // The names of the wallets and deposit channels per language.
      operatorRoutes: (operatorGuard) => [
        route(opsNamesRoutes, { wallet, deposits, operatorGuard }),
      ],
      jobs: [
        {
          queue: 'wallet-deposit-sweep',
          everyMs: depositSweepMs,
          run: async () => {
            const completed = await logged(log, 'deposit sweep failed', () =>
              deposits.completeDue(),
            );
            if (completed > 0) log.info({ completed }, 'demo deposits completed');
            return { completed };
          },
        },
        {
          queue: 'wallet-withdrawal-sweep',
          everyMs: withdrawalSweepMs,
          run: async () => {
            const received = await logged(log, 'withdrawal sweep failed', () =>
              withdrawals.receiveDue(),
            );
            if (received > 0) log.info({ received }, 'withdrawals received by time-out');
            return { received };
          },
        },
      ],
      onReady: async () => {
        await cache?.start();
      },
    };
  },
});
