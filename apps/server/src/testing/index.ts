// What other workspaces' tests may use of the server (`@lotusplay/server/testing`, resolved from
// the sources through the source condition): a server on a fresh database, and the helpers that
// read what a test cannot see over HTTP (the SMS outbox, a captcha with a known answer).
import { createTestServer } from './test-database';

export { knownCaptcha, lastSmsCode, solveAltchaChallenge, solveHumanCheck } from './auth-helpers';
export { createTestDatabase } from './test-database';
export { createTestServer };
export type { TestDatabase } from './test-database';

/** A server on a fresh database, as createTestServer answers it. */
export type TestServer = Awaited<ReturnType<typeof createTestServer>>;
