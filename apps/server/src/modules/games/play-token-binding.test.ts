// Databases: PGlite — rules through the routes (a token bound to its session and client); nothing
//   here depends on the database engine.
// Issue 24, finding 1: a game's play token dies with the session that launched it (logout, the
// operator ending the member's sessions or locking the member, the session gone idle, a password
// change — in that very session too), with a later launch of the member, and is refused from
// outside the launching client's address group. A dead token is 401 PLAY_TOKEN_INVALID on the
// demo vendor's transfer and round, and moves no money.
import type { LaunchGameResponse } from '@lotusplay/api-client/contracts';
import { AuthLimits, GameErrorCodes } from '@lotusplay/api-client/contracts';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { createTestServer } from '../../testing';
import { callEncrypted, envelope, withToken } from '../../testing/auth-helpers';
import {
  addressSource,
  fundMember,
  keySource,
  loggedInMember,
  type LoggedInMember,
} from '../../testing/wallet-kit';

const OPERATOR = 'play-token-operator';
let server: Awaited<ReturnType<typeof createTestServer>>;
const address = addressSource(124);
const key = keySource('bound');
const roundIds = keySource('bound-round');
/** Two playable games of one vendor (PG plays on the PG wallet: money can be brought). */
let gameCodes: string[] = [];

beforeAll(async () => {
  server = await createTestServer({ config: { operatorToken: OPERATOR } });
  const rows = (await server.database.db.execute(
    sql`select game_code from games where vendor_code = 'PG' and not maintenance
        order by id limit 2`,
  )) as unknown as { rows: { game_code: string }[] };
  gameCodes = rows.rows.map((row) => row.game_code);
});
afterAll(async () => {
  await server?.close();
});

/** Launches a game in `who`'s session from `from`; answers the play token of the URL. */
async function launch(who: { token: string }, from: string, gameCode = gameCodes[0]!) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    remoteAddress: from,
    headers: { authorization: `Bearer ${who.token}` },
    payload: { vassalage: 'PG', gameCode, language: 'EN' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(envelope<LaunchGameResponse>(response).value.url).searchParams.get('token')!;
}

const demo = (method: 'GET' | 'POST', path: string, token: string, from: string, body?: object) =>
  server.app.inject({
    method,
    url: `/demo-vendor/api/${path}`,
    remoteAddress: from,
    headers: { 'x-play-token': token },
    ...(body ? { payload: body } : {}),
  });
const bring = (token: string, from: string, amount = '1.00') =>
  demo('POST', 'transfer', token, from, { amount, idempotencyKey: key() });
const round = (token: string, from: string) =>
  demo('POST', 'round', token, from, { roundId: roundIds(), stake: '1.00' });

/** The member's balances and ledger entries as stored. */
async function moneyOf(memberId: number) {
  const { wallets } = await server.app.walletService.balances(memberId);
  const entries = (await server.database.db.execute(
    sql`select count(*)::int as n from ledger_entries where member_id = ${memberId}`,
  )) as unknown as { rows: { n: number }[] };
  return {
    balances: Object.fromEntries(wallets.map((w) => [w.code, w.balance])),
    entries: entries.rows[0]!.n,
  };
}

/**
 * A member logged in from its own address, 100.00 in its main wallet, a game launched from that
 * address, and 10.00 brought into the game's wallet with the token (it works).
 */
async function player(): Promise<{ who: LoggedInMember; from: string; playToken: string }> {
  const from = address();
  const who = await loggedInMember(server, from);
  await fundMember(server, who.id, 100_00, key());
  const playToken = await launch(who, from);
  const brought = await bring(playToken, from, '10.00');
  expect(brought.statusCode, brought.body).toBe(200);
  return { who, from, playToken };
}

const expectRefused = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(401);
  expect(envelope(response).code).toBe(GameErrorCodes.PlayTokenInvalid);
};

/** The token's transfer and round are 401 PLAY_TOKEN_INVALID; the member's money is unchanged. */
async function expectDead(memberId: number, playToken: string, from: string) {
  const before = await moneyOf(memberId);
  expectRefused(await bring(playToken, from));
  expectRefused(await round(playToken, from));
  expectRefused(await demo('GET', 'session', playToken, from));
  expect(await moneyOf(memberId)).toEqual(before);
}

describe('a play token dies with its session', () => {
  it('after logout', async () => {
    const { who, from, playToken } = await player();
    const out = await withToken(server.app, 'DELETE', '/wps/session/logout', who.token);
    expect(out.statusCode, out.body).toBe(200);
    await expectDead(who.id, playToken, from);
  });

  it("after the operator ends the member's sessions", async () => {
    const { who, from, playToken } = await player();
    const ended = await server.app.inject({
      method: 'DELETE',
      url: `/ops/members/${who.username}/sessions`,
      headers: { authorization: `Bearer ${OPERATOR}` },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    await expectDead(who.id, playToken, from);
  });

  it('when the operator locks the member; the money stays where it is', async () => {
    const { who, from, playToken } = await player();
    const locked = await server.app.inject({
      method: 'POST',
      url: `/ops/members/${who.username}/lock`,
      headers: { authorization: `Bearer ${OPERATOR}` },
      payload: { reason: 'chargeback under review' },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(await moneyOf(who.id)).toMatchObject({ balances: { MAIN: '90.00', PG: '10.00' } });
    await expectDead(who.id, playToken, from);
  });

  it('when the member is locked while its session lives on (a login that raced the lock)', async () => {
    const { who, from, playToken } = await player();
    // The lock without its end of sessions: the member's own check refuses the token.
    await server.database.db
      .update(t.members)
      .set({ lockedAt: new Date() })
      .where(eq(t.members.id, who.id));
    await expectDead(who.id, playToken, from);
  });

  it('when the session went idle', async () => {
    const { who, from, playToken } = await player();
    await server.database.db
      .update(t.memberSessions)
      .set({ lastSeenAt: new Date(Date.now() - AuthLimits.sessionIdleMs - 60_000) })
      .where(eq(t.memberSessions.memberId, who.id));
    await expectDead(who.id, playToken, from);
  });

  it('after a password change: in another session, and in the launching session, which goes on', async () => {
    const { who, from, playToken } = await player();
    const change = (token: string, oldPassword: string, newPassword: string) =>
      callEncrypted(
        server.app,
        'POST',
        '/wps/member/password',
        { oldPassword, newPassword, confirmNewPassword: newPassword },
        { token },
      );
    // Changed in the launching session: the session stays logged in, its token does not.
    const changed = await change(who.token, who.password, 'Bound2026play');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      (await withToken(server.app, 'GET', '/wps/v2/wallets/balance', who.token)).statusCode,
    ).toBe(200);
    await expectDead(who.id, playToken, from);
    // A launch after the change plays (a few ms later: the same millisecond counts as before).
    await new Promise((resolve) => setTimeout(resolve, 3));
    const relaunched = await launch(who, from);
    expect((await bring(relaunched, from)).statusCode).toBe(200);

    // Changed in another session: the launching session ends, and its token with it.
    const other = await loggedInMember(server, address());
    const otherFrom = address();
    const login = await callEncrypted(
      server.app,
      'POST',
      '/wps/session/login',
      { username: other.username, password: other.password, type: 'username' },
      { remoteAddress: otherFrom },
    );
    const second = envelope<{ token: string }>(login).value.token;
    await fundMember(server, other.id, 50_00, key());
    const otherToken = await launch(other, otherFrom);
    expect((await bring(otherToken, otherFrom)).statusCode).toBe(200);
    expect((await change(second, other.password, 'Bound2026else')).statusCode).toBe(200);
    await expectDead(other.id, otherToken, otherFrom);
  });
});

describe('a play token is bound to the latest launch and to its client', () => {
  it('dies when the member launches another game, in any session', async () => {
    const { who, from, playToken } = await player();
    const second = await launch(who, from, gameCodes[1]);
    await expectDead(who.id, playToken, from);
    expect((await bring(second, from)).statusCode).toBe(200);
    // A launch in another session of the member ends that one too.
    const elsewhere = address();
    const login = await callEncrypted(
      server.app,
      'POST',
      '/wps/session/login',
      { username: who.username, password: who.password, type: 'username' },
      { remoteAddress: elsewhere },
    );
    const third = await launch(
      { token: envelope<{ token: string }>(login).value.token },
      elsewhere,
    );
    await expectDead(who.id, second, from);
    expect((await bring(third, elsewhere)).statusCode).toBe(200);
  });

  it('is refused from another address, and still works from its own', async () => {
    const { who, from, playToken } = await player();
    await expectDead(who.id, playToken, address());
    await expectDead(who.id, playToken, '::ffff:203.0.113.9');
    expect((await bring(playToken, from)).statusCode).toBe(200);
    // The IPv4-mapped form of the launching address is that address.
    expect((await bring(playToken, `::ffff:${from}`)).statusCode).toBe(200);
  });

  it('over IPv6, works within the launching /64 and nowhere else', async () => {
    const from = address();
    const who = await loggedInMember(server, from);
    await fundMember(server, who.id, 20_00, key());
    const playToken = await launch(who, '2001:db8:24:1::10');
    // Another address of the same /64 (privacy addresses rotate within it).
    expect((await bring(playToken, '2001:db8:24:1:a9c3:77ff:fe01:2')).statusCode).toBe(200);
    await expectDead(who.id, playToken, '2001:db8:24:2::10');
    await expectDead(who.id, playToken, '2001:db8:25:1::10');
  });
});
