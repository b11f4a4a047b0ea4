// The referral module (issue 27): the member centre's invite-friends page (the member's referral
// code, the members registered with it, what their first deposits paid) and the operator's rule.
import { defineModule, route } from '../module';
import { referralOps } from './referral.ops-cli';
import { ReferralRepository } from './referral.repository';
import { referralOpsRoutes, referralRoutes } from './referral.routes';
import { ReferralService } from './referral.service';

declare module '../module' {
  interface ModuleServiceMap {
    referral: { referral: ReferralService };
  }
}

export const referralModule = defineModule({
  name: 'referral',
  ops: [referralOps],
  needs: ['member', 'session', 'wallet'],
  create({ db, clock }, { member, session, wallet }) {
    const referral = new ReferralService(
      new ReferralRepository(db),
      member.members,
      wallet.wallet,
      clock,
    );
    // A referred member's first deposit pays the referrer (after the wallet's commit, once).
    wallet.deposits.credited.subscribe((event) => referral.depositCredited(event));
    return {
      services: { referral },
      routes: [route(referralRoutes, { referral, guards: session.guards })],
      operatorRoutes: (guard) => [
        route(referralOpsRoutes, { prefix: '/ops/referral', referral, guard }),
      ],
    };
  },
});
