// The loyalty module (issue 27): the member centre's personal loss (from the betting record's
// rounds), club ranks from valid bets (upgrade bonuses, the club rank that routes customer service
// to VIP), missions with progress from real activity, claimed once, and their leaderboard.
import { defineModule, route } from '../module';
import { LoyaltyRepository } from './loyalty.repository';
import { loyaltyOpsRoutes, loyaltyRoutes } from './loyalty.routes';
import { loyaltyOps } from './loyalty.ops-cli';
import { seedLoyalty } from './loyalty.seed';
import { LoyaltyService } from './loyalty.service';

declare module '../module' {
  interface ModuleServiceMap {
    loyalty: { loyalty: LoyaltyService };
  }
}

export const loyaltyModule = defineModule({
  name: 'loyalty',
  ops: [loyaltyOps],
  needs: ['member', 'session', 'wallet', 'games', 'events'],
  seed: (db) => seedLoyalty(db),
  create({ db, clock }, { member, session, wallet, games, events }) {
    const loyalty = new LoyaltyService(
      new LoyaltyRepository(db),
      games.games,
      wallet.wallet,
      member.members,
      member.account,
      events.events,
      clock,
    );
    // Deposits count toward deposit missions (after the wallet's commit, once per order).
    wallet.deposits.credited.subscribe((event) => loyalty.depositCredited(event));
    return {
      services: { loyalty },
      routes: [route(loyaltyRoutes, { loyalty, guards: session.guards })],
      operatorRoutes: (guard) => [
        route(loyaltyOpsRoutes, { prefix: '/ops/loyalty', loyalty, guard }),
      ],
    };
  },
});
