// Helpers of the wallet tests (wallet, account record, deposits, withdrawals, operator orders): a
// logged-in member of the test's own, money in its main wallet, a trial account, fresh idempotency
// keys and client addresses, the bad amounts every money call refuses, and how a member-only call
// answers without a real member.
import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@lotusplay/api-client/contracts';
import { sql } from 'drizzle-orm';
import { AuthMessages } from '@lotusplay/api-client/contracts';
import { createServer } from '../app';
import type { LotusPlayServer, ServerDeps } from '../app';
import { openDatabase } from '../db/client';
import { acquireJobs, PeriodicJobs } from '../lib/jobs';
import type { Notifications } from '../db/notifications';
import type * as t from '../db/schema';
import { createMember, envelope, login, withToken } from './auth-helpers';
import type { TestMember, TestMemberOptions } from './auth-helpers';
import { TEST_LOGGER, testPasswordHasher } from './test-database';
import type { TestDatabase } from './test-database';

/** What the kit needs of a test server: its app and its database. */
interface Server {
  app: LotusPlayServer;
  database: TestDatabase;
}

/** A member of the test's own, logged in. */
export type LoggedInMember = TestMember & { token: string };

/** Fresh idempotency keys: `<prefix>-<n>-<random>`. */
export function keySource(prefix: string): () => string {
  let sequence = 0;
  return () => `${prefix}-${++sequence}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Fresh client addresses 10.<block>.x.y (one per login: no test meets another's rate limit). */
export function addressSource(block: number): () => string {
  let address = 0;
  return () => `10.${block}.${Math.floor(++address / 250)}.${address % 250}`;
}

/** Creates a member of the test's own and logs it in from `remoteAddress`; throws unless 200. */
export async function loggedInMember(
  server: Server,
  remoteAddress: string,
  options: TestMemberOptions = {},
): Promise<LoggedInMember> {
  const who = await createMember(server.database, options);
  const response = await login(server.app, who.username, who.password, {}, remoteAddress);
  if (response.statusCode !== 200) {
    throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  }
  return { ...who, token: envelope<LoginResponse>(response).value.token };
}

/** Credits `amount` minor units to a member's main wallet as a deposit ('test deposit'). */
export async function fundMember(
  server: Server,
  memberId: number,
  amount: number,
  idempotencyKey: string,
): Promise<void> {
  await server.app.walletService.deposit(memberId, amount, {
    idempotencyKey,
    reference: 'test deposit',
  });
}

/** Logs in a trial account (free play) from `remoteAddress`; throws unless 200. */
export async function trialLogin(server: Server, remoteAddress: string): Promise<LoginResponse> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    remoteAddress,
    payload: { os: 'Linux', platform: 'W', nonce: 'U2FsdGVkX1+abc', gatewayVersion: 3 },
  });
  if (response.statusCode !== 200) {
    throw new Error(`free play answered ${response.statusCode}: ${response.body}`);
  }
  return envelope<LoginResponse>(response).value;
}

/** A call of a test: method, url, body. */
export type TestCall = readonly [
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: object | undefined,
];

/** How one call answered without a token, with a forged one and with a trial account's. */
export interface SessionAnswers {
  url: string;
  anonymous: number;
  forged: number;
  trial: number;
  trialMessage: string;
}

/**
 * Sends each call without a token, with a forged token and with `trialToken`; answers the status
 * codes (and the trial's message) in call order. A member-only call answers 401, 401, 403 and
 * `AuthMessages.needsRealAccount` (see `memberOnly`).
 */
export async function sessionAnswers(
  server: Server,
  calls: readonly TestCall[],
  trialToken: string,
): Promise<SessionAnswers[]> {
  const answers: SessionAnswers[] = [];
  for (const [method, url, payload] of calls) {
    const anonymous = await server.app.inject({ method, url, payload });
    const forged = await withToken(server.app, method, url, 'not-a-token', payload);
    const trial = await withToken(server.app, method, url, trialToken, payload);
    answers.push({
      url,
      anonymous: anonymous.statusCode,
      forged: forged.statusCode,
      trial: trial.statusCode,
      trialMessage: envelope(trial).message,
    });
  }
  return answers;
}

/** What `sessionAnswers` answers for calls that need a real member. */
export function memberOnly(calls: readonly TestCall[]): SessionAnswers[] {
  return calls.map(([, url]) => ({
    url,
    anonymous: 401,
    forged: 401,
    trial: 403,
    trialMessage: AuthMessages.needsRealAccount,
  }));
}

/** Amounts every money call refuses as AMOUNT_INVALID (not plain decimals, or too large). */
export const INVALID_AMOUNTS: readonly string[] = [
  '-1',
  '-100.00',
  '0',
  '0.00',
  '0.001',
  '100.001',
  '1e3',
  '99999999999999',
  '',
  'abc',
  ' 100',
  '1,000',
  '0x64',
  'NaN',
  'Infinity',
];

/** Amounts the schema refuses (VALIDATION_ERROR): not strings, or longer than any amount. */
export const MALFORMED_AMOUNTS: readonly unknown[] = [
  120.5,
  null,
  ['100'],
  { value: '100' },
  '1'.repeat(17),
];

/** The sum of a member's balances (GET /wps/v2/wallets/balance), as a money string. */
export async function sumBalance(server: Server, token: string): Promise<string> {
  const response = await withToken(server.app, 'GET', '/wps/v2/wallets/balance', token);
  return envelope<{ sumBalance: string }>(response).value.sumBalance;
}

/**
 * A second app on the test server's database, as another process would run it: on PostgreSQL with
 * a connection pool of its own, on PGlite sharing the one connection. `close` closes both.
 */
export async function secondServer(
  server: Server,
  deps: Omit<ServerDeps, 'db' | 'passwordHasher'>,
): Promise<{ app: LotusPlayServer; notifications: Notifications; close(): Promise<void> }> {
  const url = server.database.url;
  const pool = url ? await openDatabase({ kind: 'postgres', url }) : null;
  const notifications = pool?.notifications ?? server.database.notifications;
  const app = await createServer({
    db: pool?.db ?? server.database.db,
    notifications,
    passwordHasher: testPasswordHasher,
    logger: TEST_LOGGER,
    ...deps,
  });
  return {
    app,
    notifications,
    close: async () => {
      await app.close();
      await pool?.close();
    },
  };
}

/**
 * Runs `sweep` as a periodic job of 20 ms on the job engine of `server`'s database (as the wallet
 * module's jobs run: lib/jobs.ts PeriodicJobs) until `readStatus` answers `status` (read every
 * 25 ms, for 5 s at most), then stops it; answers the last status read.
 */
export async function sweepUntil(
  server: Server,
  sweep: () => Promise<unknown>,
  readStatus: () => Promise<string>,
  status: string,
): Promise<string> {
  const jobs = new PeriodicJobs(acquireJobs(server.database.db), [
    { queue: `test-sweep-${randomUUID()}`, everyMs: 20, run: sweep },
  ]);
  await jobs.start();
  try {
    const deadline = Date.now() + 5_000;
    let last = '';
    while (last !== status && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      last = await readStatus();
    }
    return last;
  } finally {
    await jobs.stop();
  }
}

/** The status of an order as stored (a member's read may change it: a withdrawal's time-out). */
export async function storedStatus(
  server: Server,
  table: typeof t.depositOrders | typeof t.withdrawalOrders,
  orderNo: string,
): Promise<string> {
  const result = await server.database.db.execute(
    sql`select status from ${table} where order_no = ${orderNo}`,
  );
  return (result as unknown as { rows: { status: string }[] }).rows[0]!.status;
}
