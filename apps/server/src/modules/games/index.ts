// The games module: the catalogue, play tokens and rounds, the demo vendor's game page and API;
// the lottery's vendors launch the site's own lottery page (the lottery module's service).
import { seedGames } from './games.seed';
import { defineModule, logged, route } from '../module';
import { gamesOps } from './games.ops-cli';
import { DemoVendorRepository } from './demo/demo.repository';
import { demoVendorRoutes } from './demo/demo.routes';
import { DemoVendorService } from './demo/demo.service';
import { GamesRepository } from './games.repository';
import { gamesRoutes } from './games.routes';
import { GamesService, PLAY_TOKEN_SWEEP_MS } from './games.service';

declare module '../module' {
  interface ModuleServiceMap {
    games: { games: GamesService };
  }
}

export const gamesModule = defineModule({
  name: 'games',
  ops: [gamesOps],
  needs: ['system', 'member', 'session', 'wallet', 'lottery'],
  // The demo catalogue (about 10,000 rows, in batches of its own transactions).
  seed: async (db) => {
    await seedGames(db);
  },
  create({ db, deps, clock, log }, { system, member, session, wallet, lottery }) {
    const games = new GamesService(
      new GamesRepository(db),
      system.system,
      wallet.wallet,
      member.members,
      session.sessions,
      clock,
      // The lottery's vendors: their launch answers the site's lottery page (backUrl only on the
      // brand's hosts).
      {
        handles: (vendorCode) => lottery.lottery.isLotteryVendor(vendorCode),
        launch: async (vendorCode, request, origin) =>
          lottery.lottery.launchUrl(
            vendorCode,
            request,
            origin,
            (await system.system.getDomainRoutes()).domainList.map((d) => d.domain),
          ),
      },
    );
    // The demo vendor's game page and its API (the URL launchGame answers).
    const demo = new DemoVendorService(new DemoVendorRepository(db), games, wallet.wallet);
    return {
      services: { games },
      routes: [
        route(gamesRoutes, { prefix: '/wps', games, guards: session.guards }),
        route(demoVendorRoutes, { prefix: '/demo-vendor', demo }),
      ],
      // Expired play tokens go every 10 minutes (one run across processes).
      jobs: [
        {
          queue: 'games-play-token-sweep',
          everyMs:
            deps.playTokenSweepMs === undefined ? PLAY_TOKEN_SWEEP_MS : deps.playTokenSweepMs,
          run: async () => ({
            deleted: await logged(log, 'deleting expired play tokens failed', () =>
              games.deleteExpiredPlayTokens(),
            ),
          }),
        },
      ],
    };
  },
});
