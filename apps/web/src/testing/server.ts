import { createAgentCentreHandlers } from '@lotusplay/agent-centre/testing';
import { systemHandlers } from '@lotusplay/api-client/testing';
import { createAuthHandlers } from '@lotusplay/auth/testing';
import {
  contentHandlers,
  createPointsHandlers,
  createPromotionsHandlers,
} from '@lotusplay/content/testing';
import { createGameHandlers } from '@lotusplay/game-lobby/testing';
import { createLotteryHandlers } from '@lotusplay/lottery/testing';
import { createMemberCentreHandlers } from '@lotusplay/member-centre/testing';
import { createMswServer } from '@lotusplay/test-utils';
import { createWalletHandlers } from '@lotusplay/wallet/testing';

/**
 * The MSW server of the web tests, answering the platform's system, content, auth, wallet and game
 * calls (and the lottery's) with the demo brand (a member's wallets hold ¥12,345.00; the game-lobby test catalogue).
 * A request no handler answers fails the test. The auth and game handlers keep accounts, counters
 * and favourites, so every test gets fresh ones. The setup file registers its lifecycle in every
 * test file (`useInThisFile`).
 */
export const { server, useInThisFile } = createMswServer(() => [
  ...systemHandlers,
  ...contentHandlers,
  ...createPromotionsHandlers().handlers,
  ...createPointsHandlers().handlers,
  ...createAuthHandlers(),
  ...createWalletHandlers({ balances: { MAIN: 1_200_000, DEMOSLOT: 34_500 } }),
  ...createGameHandlers(),
  // After the game handlers: the vendor list is theirs.
  ...createLotteryHandlers().handlers,
  ...createMemberCentreHandlers(),
  ...createAgentCentreHandlers(),
]);
