// The rewards module (issue 27, rewardCenter): the reward an operator sets on a promotion, the
// members' joins and applications (comment, png/jpg images, a Zalo / WhatsApp number where the
// reward needs one), the operator's review, and the payment through the ledger exactly once.
import { defineModule, route } from '../module';
import { rewardOps } from './rewards.ops-cli';
import { RewardsRepository } from './rewards.repository';
import { rewardOpsRoutes, rewardRoutes } from './rewards.routes';
import { seedRewards } from './rewards.seed';
import { RewardsService } from './rewards.service';

declare module '../module' {
  interface ModuleServiceMap {
    rewards: { rewards: RewardsService };
  }
}

export const rewardsModule = defineModule({
  name: 'rewards',
  ops: [rewardOps],
  needs: ['member', 'session', 'wallet', 'content', 'events'],
  seed: (db) => seedRewards(db),
  create({ db, clock }, { member, session, wallet, content, events }) {
    const rewards = new RewardsService(
      new RewardsRepository(db),
      content.promotions,
      wallet.wallet,
      member.members,
      member.account,
      events.events,
      clock,
    );
    return {
      services: { rewards },
      routes: [route(rewardRoutes, { rewards, guards: session.guards })],
      operatorRoutes: (guard) => [
        route(rewardOpsRoutes, { prefix: '/ops/rewards', rewards, guard }),
      ],
      memberSummary: { availablePromotionCount: (memberId) => rewards.claimableCount(memberId) },
    };
  },
});
