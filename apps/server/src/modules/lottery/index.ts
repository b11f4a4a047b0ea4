// The lottery module (issue 13): its calls under /lgw and /lotto/lgw, its /ops routes, and the
// draw scheduler (pg-boss jobs, each draw drawn once across processes).
import { acquireJobs } from '../../lib/jobs';
import { seedLottery } from './lottery.seed';
import { defineModule, route } from '../module';
import { lotteryOps } from './lottery.ops-cli';
import { LotteryRepository } from './lottery.repository';
import { lotteryOpsRoutes, lotteryRoutes } from './lottery.routes';
import { LotteryScheduler } from './lottery.scheduler';
import { LotteryService } from './lottery.service';

declare module '../module' {
  interface ModuleServiceMap {
    lottery: { lottery: LotteryService };
  }
}

export const lotteryModule = defineModule({
  name: 'lottery',
  ops: [lotteryOps],
  needs: ['wallet', 'session'],
  seed: (db) => seedLottery(db),
  create({ db, deps, config, clock, log }, { wallet, session }) {
    const lottery = new LotteryService(new LotteryRepository(db), wallet.wallet, clock, {
      fastDrawSeconds: config.lottery?.fastDrawSeconds ?? null,
    });
    // The draw scheduler: main.ts asks for it (unless LOTTERY_SCHEDULER=off); tests that do not
    // pass `lotteryScheduler` run none.
    const scheduler = deps.lotteryScheduler
      ? new LotteryScheduler(
          acquireJobs(db, { onError: (error) => log.warn({ err: error }, 'job engine error') }),
          lottery,
          {
            onError: (error, what) => log.warn({ err: error }, `lottery scheduler: ${what} failed`),
            ...deps.lotteryScheduler,
          },
        )
      : null;
    return {
      services: { lottery },
      routes: [route(lotteryRoutes, { lottery, guards: session.guards })],
      operatorRoutes: (guard) => [
        route(lotteryOpsRoutes, { prefix: '/ops/lottery', lottery, guard }),
      ],
      onReady: async () => scheduler?.start(),
      onClose: async () => scheduler?.stop(),
    };
  },
});
