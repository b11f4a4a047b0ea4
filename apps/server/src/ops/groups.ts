// The ops command line's groups: the `ops` of the module declarations (modules/<domain>/index.ts),
// in the order of the module list. The command line imports them from here rather than through
// modules/modules.ts: that would load the whole server (its routes, services and Fastify) into
// every call of the command, 950 KB instead of 50 KB and 0.85 s instead of 0.05 s of CPU (measured:
// `node dist/ops.js --help`), and the e2e suite calls it often. ops-groups.test.ts checks that this
// list is exactly the declarations' groups, in their order.
import { agentOps } from '../modules/agent/agent.ops-cli';
import { announcementOps } from '../modules/content/announcements.ops-cli';
import { bannerOps } from '../modules/content/banners.ops-cli';
import { promotionOps } from '../modules/content/promotions.ops-cli';
import { serviceOps } from '../modules/content/support.ops-cli';
import { gamesOps } from '../modules/games/games.ops-cli';
import { lotteryOps } from '../modules/lottery/lottery.ops-cli';
import { loyaltyOps } from '../modules/loyalty/loyalty.ops-cli';
import { messageOps } from '../modules/messages/messages.ops-cli';
import { memberLockOps } from '../modules/operator/member-lock.ops-cli';
import { pointsOps } from '../modules/points/points.ops-cli';
import { referralOps } from '../modules/referral/referral.ops-cli';
import { rewardOps } from '../modules/rewards/rewards.ops-cli';
import { sessionOps } from '../modules/session/session.ops-cli';
import { systemOps } from '../modules/system/system.ops-cli';
import { verificationOps } from '../modules/verification/verification.ops-cli';
import { walletOps } from '../modules/wallet/wallet.ops-cli';
import type { OpsCommandGroup } from './ops-command';

/** Every group of the ops command line. */
export const OPS_GROUPS: readonly OpsCommandGroup[] = [
  systemOps,
  verificationOps,
  sessionOps,
  agentOps,
  walletOps,
  lotteryOps,
  gamesOps,
  memberLockOps,
  bannerOps,
  promotionOps,
  announcementOps,
  serviceOps,
  pointsOps,
  messageOps,
  loyaltyOps,
  referralOps,
  rewardOps,
];
