// The server's modules, each declared once in its folder's index.ts (module.ts says what a
// declaration holds). createServer, the seed runner and the job runner take them in dependency
// order (each after the modules it needs); adding a module is its folder plus one line here.
import { agentModule } from './agent';
import { artModule } from './art';
import { contentModule } from './content';
import { eventsModule } from './events';
import { gamesModule } from './games';
import { lotteryModule } from './lottery';
import { loyaltyModule } from './loyalty';
import { memberModule } from './member';
import { messagesModule } from './messages';
import type { AnyModuleDeclaration } from './module';
import { operatorModule } from './operator';
import { pointsModule } from './points';
import { referralModule } from './referral';
import { rewardsModule } from './rewards';
import { sessionModule } from './session';
import { systemModule } from './system';
import { verificationModule } from './verification';
import { walletModule } from './wallet';

export const serverModules: readonly AnyModuleDeclaration[] = [
  systemModule,
  memberModule,
  verificationModule,
  sessionModule,
  agentModule,
  walletModule,
  lotteryModule,
  gamesModule,
  operatorModule,
  contentModule,
  pointsModule,
  artModule,
  eventsModule,
  messagesModule,
  loyaltyModule,
  referralModule,
  rewardsModule,
];
