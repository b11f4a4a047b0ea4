// Databases: PGlite and PostgreSQL — a burst of concurrent probes races on separate connections
//   (PostgreSQL); the brake must count under its lock on both.
// Issue 24, finding 3: the brake on "taken" answers read its count before any answer of a burst
// was counted, so 20 registrations of one taken name sent at once were all answered 409 although
// the limit is takenAnswersPerAddressPerHour. Now each answer is counted and checked in one locked
// step, and the answers of a burst past the first few are slowed too.
import { AuthLimits, ErrorCodes } from '@lotusplay/api-client/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  callEncrypted,
  createMember,
  envelope,
  setFlag,
  solveHumanCheck,
  usernameRegistration,
} from '../../testing/auth-helpers';
import { createTestServer } from '../../testing/test-database';

const OPS = 'taken-brake-race-operator-token';
let server: Awaited<ReturnType<typeof createTestServer>>;
const waits: number[] = [];

beforeAll(async () => {
  server = await createTestServer({
    config: { operatorToken: OPS },
    // The brake's waits are real here (a fifth of a second at most): a probe that waits lets the
    // others of the burst catch up, as on a live server.
    sleep: async (ms) => {
      waits.push(ms);
      await new Promise((resolve) => setTimeout(resolve, Math.min(ms, 200)));
    },
  });
  // Registration by username without an SMS code: only the limits stand before the answer.
  await setFlag(server.app, OPS, 'REGMOBVERF3', false);
});
afterAll(async () => {
  await server?.close();
});

it('a burst of probes of one taken name: only the limit is answered "taken", the rest 429', async () => {
  const member = await createMember(server.database);
  const ip = '10.61.0.1';
  // Every human check solved first, so that the probes really arrive together.
  const checks = [];
  for (let i = 0; i < AuthLimits.registrationsPerAddressPerHour; i++) {
    checks.push(await solveHumanCheck(server.app));
  }
  const answers = await Promise.all(
    checks.map((check) =>
      callEncrypted(
        server.app,
        'PUT',
        '/wps/member/register',
        usernameRegistration({ ...check, username: member.username }),
        { remoteAddress: ip },
      ),
    ),
  );
  const statuses = answers.map((answer) => answer.statusCode).sort();
  expect(statuses).toEqual([
    ...Array(AuthLimits.takenAnswersPerAddressPerHour).fill(409),
    ...Array(
      AuthLimits.registrationsPerAddressPerHour - AuthLimits.takenAnswersPerAddressPerHour,
    ).fill(429),
  ]);
  for (const answer of answers.filter((a) => a.statusCode === 429)) {
    expect(envelope(answer).code).toBe(ErrorCodes.RateLimited);
  }
  // Past the first few, the answers of the burst waited too.
  expect(waits.filter((ms) => ms > 0).length).toBeGreaterThanOrEqual(
    AuthLimits.takenAnswersPerAddressPerHour - AuthLimits.takenAnswersBeforeDelay,
  );
});
