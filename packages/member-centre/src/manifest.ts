// What the member-centre package declares to the app (DESIGN.md: a package declares itself): its
// namespace, its slice and its own pages (those of no other feature); the other pages it hosts
// come from the other packages' manifests.
import type { FeatureManifest } from '@lotusplay/ui-kit';

/** The member-centre package's namespace and slice, composed by the app. */
export const memberCentreManifest = {
  name: 'member-centre',
  i18nNamespaces: ['memberCentre', 'securityCenter', 'loyalty', 'referral'],
  slices: ['memberCentre'],
  memberCentrePages: {
    securityCenter: () => import('./pages/security-center/security-center-page'),
    personalProfit: () => import('./pages/personal-profit/personal-profit-page'),
    playerRank: () => import('./pages/player-rank/player-rank-page'),
    bonusDetails: () => import('./pages/bonus-details/bonus-details-page'),
    missionLeaderboard: () => import('./pages/mission-leaderboard/mission-leaderboard-page'),
    messageV2: () => import('./pages/message-v2/message-v2-page'),
    referral: () => import('./pages/referral/referral-page'),
    rewardCenter: () => import('./pages/reward-center/reward-center-page'),
  },
} satisfies FeatureManifest;
