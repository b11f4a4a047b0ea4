// Databases: PGlite and PostgreSQL — LISTEN/NOTIFY between two pools of one database.
// The per-member caches (sessions, balances) across processes: two servers on one database (two
// pools and two notification connections on PostgreSQL, as two processes run them), then what
// MemberCache itself promises about races, resets and age.
import type { WalletBalanceResponse } from '@lotusplay/api-client/contracts';
import { TRIAL_ACCOUNT_TYPE } from '@lotusplay/api-client/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createServer } from '../app';
import { LISTENER_NAME, postgresNotifications } from '../db/notifications';
import type { NotificationSubscriber, Notifications } from '../db/notifications';
import * as t from '../db/schema';
import { envelope, withToken } from '../testing/auth-helpers';
import { createTestServer, testPasswordHasher } from '../testing/test-database';
import {
  addressSource,
  fundMember,
  keySource,
  loggedInMember,
  secondServer,
} from '../testing/wallet-kit';
import { MemberCache } from './member-cache';

type Server = Awaited<ReturnType<typeof createTestServer>>;
type Second = Awaited<ReturnType<typeof secondServer>>;

let a: Server;
let b: Second;
const nextIp = addressSource(61);
const key = keySource('cache');

beforeAll(async () => {
  a = await createTestServer({ depositSweepMs: null, withdrawalSweepMs: null });
  b = await secondServer(a, { depositSweepMs: null, withdrawalSweepMs: null });
  await Promise.all([a.app.ready(), b.app.ready()]);
});

afterAll(async () => {
  await b?.close();
  await a?.close();
});

const balanceOn = (app: Server['app'], token: string) =>
  withToken(app, 'GET', '/wps/v2/wallets/balance', token);
const mainOn = async (app: Server['app'], token: string) => {
  const response = await balanceOn(app, token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<WalletBalanceResponse>(response).value.wallets.find((w) => w.code === 'MAIN')!
    .balance;
};
/** Once a's announcements have gone out and b has handled every notification sent before. */
const announced = async () => {
  await a.database.notifications.sync();
  await b.notifications.sync();
};
const vendorCode = async () => (await a.database.db.select().from(t.merchantWallets))[0]!.code;

describe('two servers on one database keep sessions and balances right', () => {
  it('shows a transfer at once on the server that made it, and on the other once announced', async () => {
    const who = await loggedInMember(a, nextIp());
    await fundMember(a, who.id, 10_000, key());
    // Both servers keep the session and the balance.
    expect(await mainOn(a.app, who.token)).toBe('100.00');
    expect(await mainOn(b.app, who.token)).toBe('100.00');
    expect(await mainOn(b.app, who.token)).toBe('100.00');

    const moved = await withToken(a.app, 'POST', '/wps/relay/GCS_walletTransfer', who.token, {
      from: 'MAIN',
      to: await vendorCode(),
      amount: '30.00',
      idempotencyKey: key(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // No waiting on the server that moved the money.
    expect(await mainOn(a.app, who.token)).toBe('70.00');
    // The other one drops it when the announcement arrives (sync: a's announcements sent, then
    // every notification sent before b's marker handled by b).
    await announced();
    expect(await mainOn(b.app, who.token)).toBe('70.00');

    // A deposit completed through the service (an operator's adjustment) too.
    await a.app.walletService.adjust(who.id, 500, 'cache test', key());
    expect(await mainOn(a.app, who.token)).toBe('75.00');
    await announced();
    expect(await mainOn(b.app, who.token)).toBe('75.00');
  });

  it('ends a session on every server: logout on one, the token refused on the other', async () => {
    const who = await loggedInMember(a, nextIp());
    expect((await balanceOn(b.app, who.token)).statusCode).toBe(200);
    expect((await balanceOn(a.app, who.token)).statusCode).toBe(200);
    const out = await withToken(a.app, 'DELETE', '/wps/session/logout', who.token);
    expect(out.statusCode, out.body).toBe(200);
    expect((await balanceOn(a.app, who.token)).statusCode).toBe(401);
    await b.notifications.sync();
    expect((await balanceOn(b.app, who.token)).statusCode).toBe(401);
  });

  it('ends a session deleted with plain SQL (the trigger announces it), and an operator revoke', async () => {
    const first = await loggedInMember(a, nextIp());
    const second = await loggedInMember(a, nextIp());
    for (const who of [first, second]) {
      expect((await balanceOn(a.app, who.token)).statusCode).toBe(200);
      expect((await balanceOn(b.app, who.token)).statusCode).toBe(200);
    }
    await a.database.db.delete(t.memberSessions).where(eq(t.memberSessions.memberId, first.id));
    await Promise.all([a.database.notifications.sync(), b.notifications.sync()]);
    expect((await balanceOn(a.app, first.token)).statusCode).toBe(401);
    expect((await balanceOn(b.app, first.token)).statusCode).toBe(401);

    expect((await b.app.operatorService.endSessions(second.username)).ended).toBe(1);
    expect((await balanceOn(b.app, second.token)).statusCode).toBe(401);
    await a.database.notifications.sync();
    expect((await balanceOn(a.app, second.token)).statusCode).toBe(401);
  });

  it('drops a kept member when its row changes with plain SQL (made a trial account: refused)', async () => {
    const who = await loggedInMember(a, nextIp());
    expect((await balanceOn(b.app, who.token)).statusCode).toBe(200);
    await a.database.db.execute(
      sql`update members set is_agent = ${TRIAL_ACCOUNT_TYPE} where id = ${who.id}`,
    );
    await b.notifications.sync();
    expect((await balanceOn(b.app, who.token)).statusCode).toBe(403);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;

describe('a notification connection that is lost, or never made', () => {
  // On PostgreSQL the listening connections are ended from the database side; on PGlite (whose
  // listening cannot be lost) a third app gets notifications of a PostgreSQL that never answers.
  it(
    pgUrl
      ? 'forgets everything, keeps nothing until it listens again, then follows changes again'
      : 'keeps nothing while it cannot listen: every answer is read from the database',
    async () => {
      if (!pgUrl) {
        const dead = postgresNotifications(
          'postgres://nobody@127.0.0.1:1/none',
          new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' }),
        );
        const c = await createServer({
          db: a.database.db,
          notifications: dead,
          passwordHasher: testPasswordHasher,
          depositSweepMs: null,
          withdrawalSweepMs: null,
        });
        try {
          const who = await loggedInMember(a, nextIp());
          await fundMember(a, who.id, 2_000, key());
          expect(await mainOn(c, who.token)).toBe('20.00');
          expect(dead.live).toBe(false);
          await a.app.walletService.adjust(who.id, 100, 'cache test', key());
          expect(await mainOn(c, who.token)).toBe('21.00');
          await withToken(a.app, 'DELETE', '/wps/session/logout', who.token);
          expect((await balanceOn(c, who.token)).statusCode).toBe(401);
        } finally {
          await c.close();
          await dead.close();
        }
        return;
      }
      const who = await loggedInMember(a, nextIp());
      await fundMember(a, who.id, 2_000, key());
      expect(await mainOn(b.app, who.token)).toBe('20.00');
      await a.database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = ${LISTENER_NAME}
      `);
      const deadline = Date.now() + 10_000;
      while (b.notifications.live && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 10));
      }
      // Changed while b cannot hear it: b must not answer from what it kept.
      await a.database.db.execute(
        sql`update member_sessions set expires_at = now() - interval '1 second' where member_id = ${who.id}`,
      );
      expect((await balanceOn(b.app, who.token)).statusCode).toBe(401);

      const again = await loggedInMember(a, nextIp());
      while (!b.notifications.live && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(b.notifications.live).toBe(true);
      expect((await balanceOn(b.app, again.token)).statusCode).toBe(200);
      await withToken(a.app, 'DELETE', '/wps/session/logout', again.token);
      await b.notifications.sync();
      expect((await balanceOn(b.app, again.token)).statusCode).toBe(401);
    },
  );
});

/** Notifications under the test's control: live or not, payloads and resets on demand. */
function controlledNotifications() {
  const subscribers: NotificationSubscriber[] = [];
  const notifications: Notifications & { live: boolean } = {
    live: true,
    async subscribe(_channel, subscriber) {
      subscribers.push(subscriber);
    },
    async sync() {},
    announce() {},
    async close() {},
  };
  return {
    notifications,
    send: (payload: string) => subscribers.forEach((s) => s.onMessage(payload)),
    reset: () => subscribers.forEach((s) => s.onReset()),
  };
}

describe('MemberCache', () => {
  const options = { channel: 'test_channel', maxAgeMs: 1_000, maxEntries: 3 };
  const deferred = <T>() => {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((done) => (resolve = done));
    return { promise, resolve };
  };

  it('keeps nothing before it listens, nor while notifications are not live', async () => {
    const control = controlledNotifications();
    const cache = new MemberCache<string, number>(control.notifications, options);
    let reads = 0;
    const load = async () => ({ value: ++reads, memberId: 1 });
    await cache.get('k', load);
    expect(cache.size).toBe(0);
    await cache.start();
    control.notifications.live = false;
    await cache.get('k', load);
    expect(cache.size).toBe(0);
    control.notifications.live = true;
    expect(await cache.get('k', load)).toBe(3);
    expect(await cache.get('k', load)).toBe(3);
  });

  it('does not keep a value read while its member was dropped or everything reset', async () => {
    const control = controlledNotifications();
    const cache = new MemberCache<string, string>(control.notifications, options);
    await cache.start();
    for (const interrupt of [() => control.send('7'), () => control.send('*'), control.reset]) {
      const read = deferred<{ value: string; memberId: number }>();
      const pending = cache.get('k', () => read.promise);
      interrupt();
      read.resolve({ value: 'old', memberId: 7 });
      expect(await pending).toBe('old');
      expect(cache.size).toBe(0);
    }
    // A drop of another member does not stop it.
    const read = deferred<{ value: string; memberId: number }>();
    const pending = cache.get('k', () => read.promise);
    control.send('8,9');
    read.resolve({ value: 'new', memberId: 7 });
    await pending;
    expect(cache.size).toBe(1);
    control.send('9,7');
    expect(cache.size).toBe(0);
  });

  it('reads again after maxAgeMs or when `fresh` says no, and keeps the newest maxEntries', async () => {
    let now = 0;
    const control = controlledNotifications();
    const cache = new MemberCache<string, number>(control.notifications, {
      ...options,
      clock: () => now,
    });
    await cache.start();
    let reads = 0;
    const load = async () => ({ value: ++reads, memberId: 1 });
    expect(await cache.get('k', load)).toBe(1);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1_000;
    expect(await cache.get('k', load)).toBe(2);
    expect(await cache.get('k', load, (value) => value > 2)).toBe(3);
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => ({ value: 0, memberId: 2 }));
    expect(cache.size).toBe(3);
    expect(await cache.get('k', load)).toBe(4);
  });
});
