// Databases: PGlite and PostgreSQL — the stream is fed by LISTEN/NOTIFY; two servers on one database.
// The member event stream over real HTTP: refused without a session (none, unknown, expired or
// ended token; no token in the URL either), `ready` first, then balance, message and logout as
// they happen; a member hears only their own; and, with two servers on one database (two real
// processes on PostgreSQL, two apps on PGlite), a deposit approved through one reaches a stream
// held by the other within 2 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DepositOrder } from '@lotusplay/api-client/contracts';
import { AuthLimits, MEMBER_EVENTS_PATH } from '@lotusplay/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../app';
import * as t from '../../db/schema';
import type { TestServer } from '../../testing';
import { createMember, envelope, withToken } from '../../testing/auth-helpers';
import { openEventStream } from '../../testing/event-stream';
import type { OpenStream } from '../../testing/event-stream';
import {
  createProcessMember,
  listenInProcess,
  loginOverHttp,
  startServerProcess,
} from '../../testing/server-process';
import type { ServerEndpoint } from '../../testing/server-process';
import { createTestServer, testPasswordHasher, TEST_LOGGER } from '../../testing/test-database';
import { addressSource, keySource, loggedInMember } from '../../testing/wallet-kit';

const OPS = 'events-test-operator-token';
const nextIp = addressSource(43);
const key = keySource('ev-key');

/** The two endpoints of a pair started together. */
function two<T>(items: readonly T[]): [T, T] {
  const [first, second] = items;
  if (first === undefined || second === undefined) throw new Error('two servers expected');
  return [first, second];
}

describe('the member event stream on one server', () => {
  let server: TestServer;
  let base: string;
  const streams: OpenStream[] = [];
  const open = async (token: string | null) => {
    const stream = await openEventStream(base, token);
    streams.push(stream);
    return stream;
  };
  beforeAll(async () => {
    server = await createTestServer({ config: { operatorToken: OPS } });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = server.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }, 60_000);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server?.close();
  });
  const ops = (method: 'POST' | 'PUT', url: string, payload: object) =>
    server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${OPS}` } });

  it('refuses a stream without a token, with an unknown one, or with one in the URL', async () => {
    expect((await open(null)).status).toBe(401);
    expect((await open('x'.repeat(40))).status).toBe(401);
    expect((await open('a'.repeat(300))).status).toBe(401);
    const who = await loggedInMember(server, nextIp());
    const inUrl = await fetch(`${base}${MEMBER_EVENTS_PATH}?token=${who.token}`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(inUrl.status).toBe(401);
    // A client that refuses event streams is told so.
    const refused = await fetch(base + MEMBER_EVENTS_PATH, {
      headers: { accept: 'text/event-stream;q=0', authorization: `Bearer ${who.token}` },
    });
    expect(refused.status).toBe(406);
  });

  it('refuses a stream with an expired session', async () => {
    const who = await loggedInMember(server, nextIp());
    await server.database.db
      .update(t.memberSessions)
      .set({ lastSeenAt: new Date(Date.now() - AuthLimits.sessionIdleMs - 1000) })
      .where(eq(t.memberSessions.memberId, who.id));
    expect((await open(who.token)).status).toBe(401);
  });

  it('sends ready, then balance and message events of the member only, then logout', async () => {
    const [ann, bob] = await Promise.all([
      loggedInMember(server, nextIp()),
      loggedInMember(server, nextIp()),
    ]);
    const annStream = await open(ann.token);
    const bobStream = await open(bob.token);
    expect(annStream.status).toBe(200);
    await annStream.next('ready');
    await bobStream.next('ready');
    expect(server.app.eventHub.openStreams).toBeGreaterThanOrEqual(2);

    // A deposit approved by the operator: balance and message, to Ann only.
    const created = await withToken(server.app, 'POST', '/wps/relay/DEPOSIT_create', ann.token, {
      channelCode: 'BANK',
      amount: '120.00',
      idempotencyKey: key(),
    });
    const { orderNo } = envelope<DepositOrder>(created).value;
    const seen = annStream.events.length;
    expect((await ops('POST', `/ops/deposits/${orderNo}/approve`, {})).statusCode).toBe(200);
    await annStream.next('balance', seen);
    await annStream.next('message', seen);
    // A message to everyone reaches both, marked as such.
    const bobSeen = bobStream.events.length;
    await ops('POST', '/ops/messages', { audience: 'all', title: 'All', body: 'x' });
    expect((await bobStream.next('message', bobSeen)).scope).toBe('all');
    expect(bobStream.events.slice(bobSeen).map((e) => e.type)).not.toContain('balance');

    // Logging out ends the stream with a logout event.
    const out = await withToken(server.app, 'DELETE', '/wps/session/logout', ann.token);
    expect(out.statusCode).toBe(200);
    await annStream.next('logout', seen);
    await annStream.ended;
    bobStream.close();
  });

  it('ends a stream with logout when the operator locks the member', async () => {
    const who = await loggedInMember(server, nextIp());
    const stream = await open(who.token);
    await stream.next('ready');
    const locked = await ops('POST', `/ops/members/${who.username}/lock`, { reason: 'test' });
    expect(locked.statusCode, locked.body).toBe(200);
    await stream.next('logout');
  });

  it('keeps at most 8 streams per member: a ninth closes the oldest', async () => {
    const who = await loggedInMember(server, nextIp());
    const opened: OpenStream[] = [];
    for (let i = 0; i < 9; i++) {
      const stream = await open(who.token);
      await stream.next('ready');
      opened.push(stream);
    }
    await opened[0]!.ended;
    expect(opened.slice(1).every((s) => s.events.length === 1)).toBe(true);
    for (const stream of opened) stream.close();
  });
});

describe('two servers on one database', () => {
  // On PostgreSQL two real server processes; on PGlite (one process only) two apps in this
  // process. Either way only the database connects them.
  let close: () => Promise<void> = async () => undefined;
  let a: ServerEndpoint;
  let b: ServerEndpoint;
  let token: string;
  let server: TestServer | null = null;

  beforeAll(async () => {
    server = await createTestServer({ config: { operatorToken: OPS } });
    const database = server.database;
    // A real process refuses the tests' cheap password hashes; an app of this process uses them.
    const member = database.url
      ? await createProcessMember(database)
      : await createMember(database);
    if (database.url) {
      const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'lotusplay-events-')));
      const processes = await Promise.all(
        dirs.map((dataDir) => startServerProcess({ databaseUrl: database.url, dataDir })),
      );
      [a, b] = two(processes);
      close = async () => {
        await Promise.all(processes.map((p) => p.close()));
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      };
    } else {
      const apps = await Promise.all(
        [0, 1].map(() =>
          createServer({
            db: database.db,
            notifications: database.notifications,
            config: { operatorToken: 'server-process-test-operator-token' },
            passwordHasher: testPasswordHasher,
            logger: TEST_LOGGER,
            depositSweepMs: null,
            withdrawalSweepMs: null,
            playTokenSweepMs: null,
          }),
        ),
      );
      [a, b] = two(await Promise.all(apps.map((app) => listenInProcess(app))));
      close = async () => {
        await Promise.all([a.close(), b.close()]);
      };
    }
    token = await loginOverHttp(b, member.username, member.password);
  }, 120_000);
  afterAll(async () => {
    await close();
    await server?.close();
  });

  it('shows a deposit approved through one server on a stream held by the other within 2 s', async () => {
    const stream = await openEventStream(b.base, token);
    try {
      await stream.next('ready');
      const created = await a.call<DepositOrder>(
        'POST',
        '/wps/relay/DEPOSIT_create',
        { channelCode: 'BANK', amount: '200.00', idempotencyKey: key() },
        token,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const seen = stream.events.length;
      const started = performance.now();
      const approved = await a.call(
        'POST',
        `/ops/deposits/${created.body.value.orderNo}/approve`,
        {},
      );
      expect(approved.status).toBe(200);
      const balance = await stream.next('balance', seen, 2_000);
      const message = await stream.next('message', seen, 2_000);
      expect(balance.at - started).toBeLessThan(2_000);
      expect(message.at - started).toBeLessThan(2_000);
      // And the other server answers the new balance.
      const answer = await b.call<{ sumBalance: string }>(
        'GET',
        '/wps/v2/wallets/balance',
        undefined,
        token,
      );
      expect(answer.body.value.sumBalance).toBe('200.00');
    } finally {
      stream.close();
    }
  });
});
