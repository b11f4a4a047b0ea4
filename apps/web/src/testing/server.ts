import { systemHandlers } from '@lotusplay/api-client/testing';
import { createAuthHandlers } from '@lotusplay/auth/testing';
import { contentHandlers } from '@lotusplay/content/testing';
import { setupMswServer } from '@lotusplay/test-utils';

/**
 * The MSW server of the web tests, answering the platform's system, content and auth calls with
 * the demo brand. A request no handler answers fails the test. The auth handlers keep accounts and
 * counters, so every test gets fresh ones.
 */
export const server = setupMswServer(() => [
  ...systemHandlers,
  ...contentHandlers,
  ...createAuthHandlers(),
]);
