// The member centre's test kit (MSW handlers typed against the contracts), for its own tests and
// stories and for an app's tests that open the centre: My account, platform messages and the
// loyalty pages (personal loss, bonus details, club rank, missions) and the reward centre.
import type { HttpHandler } from 'msw';
import { createMessageHandlers } from '../pages/message-v2/testing/message-handlers';
import {
  buildLoyaltyData,
  createLoyaltyHandlers,
} from '../pages/player-rank/testing/loyalty-handlers';
import {
  buildRewardData,
  createRewardHandlers,
} from '../pages/reward-center/testing/reward-handlers';
import {
  buildReferralData,
  createReferralHandlers,
} from '../pages/referral/testing/referral-handlers';
import {
  buildSecurityCenterData,
  createSecurityCenterHandlers,
} from '../pages/security-center/testing/security-center-handlers';

export * from '../pages/message-v2/testing/message-handlers';
export * from '../pages/player-rank/testing/loyalty-handlers';
export * from '../pages/referral/testing/referral-handlers';
export * from '../pages/reward-center/testing/reward-handlers';
export * from '../pages/security-center/testing/security-center-handlers';

/** Every call of the centre's own pages, answered from fresh demo data. */
export function createMemberCentreHandlers(): HttpHandler[] {
  return [
    ...createSecurityCenterHandlers(buildSecurityCenterData()),
    ...createMessageHandlers({}),
    ...createLoyaltyHandlers(buildLoyaltyData()),
    ...createReferralHandlers(buildReferralData()),
    ...createRewardHandlers(buildRewardData()),
  ];
}
