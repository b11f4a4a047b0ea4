import { systemHandlers } from '@lotusplay/api-client/testing';
import { createAuthHandlers } from '@lotusplay/auth/testing';
import { contentHandlers } from '@lotusplay/content/testing';
import { setupMswServer } from '@lotusplay/test-utils';
import { createWalletHandlers } from '@lotusplay/wallet/testing';

/**
 * The MSW server of the web tests, answering the platform's system, content, auth and wallet calls
 * with the demo brand (a member's wallets hold ¥12,345.00). A request no handler answers fails the test. The auth handlers keep accounts and
 * counters, so every test gets fresh ones.
 */
export const server = setupMswServer(() => [
  ...systemHandlers,
  ...contentHandlers,
  ...createAuthHandlers(),
  ...createWalletHandlers({ balances: { MAIN: 1_200_000, DEMOSLOT: 34_500 } }),
]);
