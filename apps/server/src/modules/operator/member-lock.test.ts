// Databases: PGlite — rules through the routes and the ops command; nothing here depends on the
//   database engine.
// Issue 24, finding 1: the operator locks a member (with who, when and why kept) and unlocks it. A
// lock ends every session at once; until the unlock the member's Bearer calls answer 401, and its
// right credentials (the password, a temporary password) 403 ACCOUNT_LOCKED; its money stays. The
// play tokens that die with the lock: games/play-token-binding.test.ts.
import type { LoginResponse } from '@lotusplay/api-client/contracts';
import { AuthErrorCodes, AuthMessages, ErrorCodes } from '@lotusplay/api-client/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { createTestServer } from '../../testing';
import { envelope, login, withToken } from '../../testing/auth-helpers';
import { OpsCommands, opsCaller } from '../../testing/ops-kit';
import { testPasswordHasher } from '../../testing/test-database';
import {
  addressSource,
  fundMember,
  keySource,
  loggedInMember,
  sumBalance,
} from '../../testing/wallet-kit';
import type { MemberLockStatus } from './operator.service';

const OPERATOR = 'member-lock-operator';
let server: Awaited<ReturnType<typeof createTestServer>>;
const ops = opsCaller(() => server.app, OPERATOR);
const cli = new OpsCommands(OPERATOR);
const address = addressSource(125);
const key = keySource('lock');

beforeAll(async () => {
  server = await createTestServer({ config: { operatorToken: OPERATOR } });
  await cli.listen(server.app);
});
afterAll(async () => {
  await server?.close();
});

const lockValue = (response: { statusCode: number; body: string }) => {
  expect(response.statusCode, response.body).toBe(200);
  return envelope<MemberLockStatus>(response as never).value;
};

/** The status of a Bearer call with `token` (the member's info). */
const bearerStatus = async (token: string) =>
  (await withToken(server.app, 'GET', '/wps/member/info', token)).statusCode;

const sessionRows = async (memberId: number) => {
  const result = (await server.database.db.execute(
    sql`select count(*)::int as n from member_sessions where member_id = ${memberId}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
};

describe('the operator locks and unlocks a member', () => {
  it('a lock ends every session and refuses login until the unlock; money stays', async () => {
    const who = await loggedInMember(server, address());
    const second = envelope<LoginResponse>(
      await login(server.app, who.username, who.password, {}, address()),
    ).value.token;
    await fundMember(server, who.id, 25_00, key());

    const locked = lockValue(
      await ops('POST', `/ops/members/${who.username.toUpperCase()}/lock`, {
        reason: '  chargeback under review ',
        by: 'alice',
      }),
    );
    expect(locked).toMatchObject({
      username: who.username,
      locked: true,
      changed: true,
      ended: 2,
      history: [{ locked: true, reason: 'chargeback under review', by: 'alice' }],
    });
    expect(Date.parse(locked.lockedAt!)).toBe(Date.parse(locked.history[0]!.at));
    expect(await bearerStatus(who.token)).toBe(401);
    expect(await bearerStatus(second)).toBe(401);

    // The right password: 403 ACCOUNT_LOCKED with its message; a wrong one: as for any account.
    const refused = await login(server.app, who.username, who.password, {}, address());
    expect(refused.statusCode, refused.body).toBe(403);
    expect(envelope(refused)).toMatchObject({
      code: AuthErrorCodes.AccountLocked,
      message: AuthMessages.accountLocked,
    });
    const wrong = await login(server.app, who.username, 'Wrong2025x', {}, address());
    expect(wrong.statusCode).toBe(401);
    expect(envelope(wrong).code).toBe(AuthErrorCodes.LoginFailed);
    expect(await sessionRows(who.id)).toBe(0);

    // A retry changes nothing and records nothing; the state reads back.
    const again = lockValue(
      await ops('POST', `/ops/members/${who.username}/lock`, { reason: 'twice' }),
    );
    expect(again).toMatchObject({ changed: false, ended: 0, lockedAt: locked.lockedAt });
    expect(again.history).toHaveLength(1);
    const status = lockValue(await ops('GET', `/ops/members/${who.username}/lock`));
    expect(status).toMatchObject({ locked: true, lockedAt: locked.lockedAt });
    expect(status.changed).toBeUndefined();

    const unlocked = lockValue(
      await ops('POST', `/ops/members/${who.username}/unlock`, { reason: 'cleared' }),
    );
    expect(unlocked).toMatchObject({ locked: false, lockedAt: null, changed: true, ended: 0 });
    expect(unlocked.history.map((event) => [event.locked, event.reason, event.by])).toEqual([
      [false, 'cleared', 'operator'],
      [true, 'chargeback under review', 'alice'],
    ]);
    // No captcha: the refused right password did not count as a failure (the wrong one did).
    const back = await login(server.app, who.username, who.password, {}, address());
    expect(back.statusCode, back.body).toBe(200);
    const token = envelope<LoginResponse>(back).value.token;
    expect(await bearerStatus(token)).toBe(200);
    expect(await sumBalance(server, token)).toBe('25.00');
    expect(
      lockValue(await ops('POST', `/ops/members/${who.username}/unlock`, { reason: 'again' })),
    ).toMatchObject({ changed: false, locked: false });
  });

  it('a session that outlived the lock (a login racing it) is refused and ends', async () => {
    const who = await loggedInMember(server, address());
    await server.database.db
      .update(t.members)
      .set({ lockedAt: new Date() })
      .where(eq(t.members.id, who.id));
    expect(await bearerStatus(who.token)).toBe(401);
    expect(await sessionRows(who.id)).toBe(0);
  });

  it('a temporary password of a locked member is refused, and kept for after the unlock', async () => {
    const who = await loggedInMember(server, address());
    const temporary = 'Temp2026lock';
    const now = Date.now();
    await server.database.db.insert(t.temporaryPasswords).values({
      memberId: who.id,
      passwordHash: await testPasswordHasher.hash(temporary),
      createdAt: new Date(now),
      expiresAt: new Date(now + 30 * 60_000),
    });
    lockValue(await ops('POST', `/ops/members/${who.username}/lock`, { reason: 'fraud check' }));
    const refused = await login(server.app, who.username, temporary, {}, address());
    expect(refused.statusCode, refused.body).toBe(403);
    expect(envelope(refused).code).toBe(AuthErrorCodes.AccountLocked);
    lockValue(await ops('POST', `/ops/members/${who.username}/unlock`, { reason: 'ok' }));
    const viaTemporary = await login(server.app, who.username, temporary, {}, address());
    expect(viaTemporary.statusCode, viaTemporary.body).toBe(200);
    expect(envelope<LoginResponse>(viaTemporary).value.mustChangePassword).toBe(true);
  });

  it('refuses a blank reason, an unknown member and a missing token', async () => {
    const who = await loggedInMember(server, address());
    for (const body of [
      {},
      { reason: '' },
      { reason: 'x'.repeat(201) },
      { reason: 'ok', by: '' },
    ]) {
      const response = await ops('POST', `/ops/members/${who.username}/lock`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(envelope(response).code).toBe(ErrorCodes.Validation);
    }
    const blank = await ops('POST', `/ops/members/${who.username}/lock`, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    for (const [method, path] of [
      ['POST', 'lock'],
      ['POST', 'unlock'],
      ['GET', 'lock'],
    ] as const) {
      const body = method === 'POST' ? { reason: 'r' } : undefined;
      const unknown = await ops(method, `/ops/members/nobody_here/${path}`, body);
      expect(unknown.statusCode).toBe(404);
      expect(envelope(unknown).code).toBe(ErrorCodes.NotFound);
      const anonymous = await ops(method, `/ops/members/${who.username}/${path}`, body, 'wrong');
      expect(anonymous.statusCode).toBe(401);
    }
    expect(await bearerStatus(who.token)).toBe(200);
  });
});

describe('ops member', () => {
  it('locks, shows and unlocks a member', async () => {
    const who = await loggedInMember(server, address());
    expect(await cli.run('member', 'locks', who.username)).toBe(0);
    expect(cli.out).toEqual([`${who.username}: not locked`, '  (never locked)']);

    const lock = ['member', 'lock', who.username, '--reason', 'account sharing', '--by', 'bob'];
    expect(await cli.run(...lock)).toBe(0);
    expect(cli.out).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Locked ${who.username} since \\S+: account sharing \\(by bob\\); 1 session ended$`,
        ),
      ),
    ]);
    expect(await bearerStatus(who.token)).toBe(401);
    expect(await cli.run(...lock)).toBe(0);
    expect(cli.out[0]).toMatch(`${who.username} was already locked since`);

    expect(await cli.run('member', 'unlock', who.username, '--reason', 'verified')).toBe(0);
    expect(cli.out).toEqual([`Unlocked ${who.username}: verified (by operator)`]);
    expect(await cli.run('member', 'unlock', who.username, '--reason', 'verified')).toBe(0);
    expect(cli.out).toEqual([`${who.username} was not locked`]);
    expect(await cli.run('member', 'locks', who.username)).toBe(0);
    expect(cli.out[0]).toBe(`${who.username}: not locked`);
    expect(cli.out.slice(1)).toEqual([
      expect.stringMatching(/^ {2}\S+ unlocked by operator: verified$/),
      expect.stringMatching(/^ {2}\S+ locked by bob: account sharing$/),
    ]);

    expect(await cli.run('member', 'lock', who.username)).toBe(2);
    expect(cli.err[0]).toBe('member lock needs --reason');
    expect(await cli.run('member', 'lock', '--reason', 'r')).toBe(2);
    expect(cli.err[0]).toBe('member lock needs a username');
    expect(await cli.run('member', 'ban', who.username)).toBe(2);
    expect(await cli.run('member', 'lock', 'nobody_here', '--reason', 'r')).toBe(1);
    expect(cli.err.join('\n')).toContain(ErrorCodes.NotFound);
  });
});
