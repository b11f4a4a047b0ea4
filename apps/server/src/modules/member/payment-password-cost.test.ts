// Databases: PGlite — which cost a payment password is hashed at; nothing here depends on the engine.
// The payment password at its own, lower scrypt cost (issue 24, finding 9), through the real routes
// on a server whose hasher pairs a login cost with a lower payment cost, as production does
// (lib/password.ts: N=2^17 and 2^12; here 2^10 and 2^6 so that it stays cheap): a new payment
// password is hashed at the payment cost and checked; one hashed at the login cost before the cost
// was lowered still works, and the first right check hashes it again at the payment cost, never
// over a payment password changed meanwhile.
import { WithdrawalErrorCodes } from '@lotusplay/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { onScryptDerivation, PasswordHasher } from '../../lib/password';
import type { ScryptCost } from '../../lib/password';
import { envelope, withToken } from '../../testing/auth-helpers';
import type { TestServer } from '../../testing';
import { createTestServer, testPasswordHasher } from '../../testing/test-database';
import { addressSource, fundMember, keySource, loggedInMember } from '../../testing/wallet-kit';
import type { LoggedInMember } from '../../testing/wallet-kit';
import { MemberRepository } from './member.repository';

const paymentCost = { N: 2 ** 6, r: 8, p: 1 };
/** The login cost of test servers (so test members log in), and a lower payment cost. */
const hasher = new PasswordHasher(testPasswordHasher.cost, { paymentCost });
const PAY = '246810';
const nextIp = addressSource(31);
const key = keySource('pay-cost');

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ passwordHasher: hasher });
});
afterAll(async () => {
  await server?.close();
});

/** A member of the test's own, logged in, with 1,000.00 and `paymentHash` stored as is. */
async function memberWith(paymentHash: string | null): Promise<LoggedInMember> {
  const who = await loggedInMember(server, nextIp());
  await fundMember(server, who.id, 100_000, key());
  await server.database.db
    .update(t.members)
    .set({ paymentPasswordHash: paymentHash })
    .where(eq(t.members.id, who.id));
  return who;
}

const storedHash = async (memberId: number) =>
  (
    await server.database.db
      .select({ hash: t.members.paymentPasswordHash })
      .from(t.members)
      .where(eq(t.members.id, memberId))
  )[0]!.hash!;

const withdraw = (who: LoggedInMember, paymentPassword: string) =>
  withToken(server.app, 'POST', '/wps/relay/WITHDRAW_create', who.token, {
    amount: '100.00',
    paymentPassword,
    idempotencyKey: key(),
  });

/** The costs of the scrypt derivations `work` starts. */
async function derivationsOf(work: () => Promise<unknown>): Promise<ScryptCost[]> {
  const seen: ScryptCost[] = [];
  const stop = onScryptDerivation((cost) => seen.push(cost));
  try {
    await work();
  } finally {
    stop();
  }
  return seen;
}

describe('the payment password at its own cost', () => {
  it('hashes a new payment password at the payment cost, which a withdrawal then checks', async () => {
    const who = await memberWith(null);
    const set = await withToken(server.app, 'POST', '/wps/member/paymentPassword', who.token, {
      loginPassword: who.password,
      newPaymentPassword: PAY,
    });
    expect(set.statusCode, set.body).toBe(200);
    const hash = await storedHash(who.id);
    expect(hash).toMatch(/^scrypt\$64\$8\$1\$/);
    const checked = await derivationsOf(async () => {
      expect((await withdraw(who, PAY)).statusCode).toBe(200);
    });
    expect(checked).toEqual([paymentCost]);
    expect(await storedHash(who.id)).toBe(hash);
    expect(envelope(await withdraw(who, '135790')).code).toBe(
      WithdrawalErrorCodes.PaymentPasswordWrong,
    );
  });

  it('checks one hashed at the login cost, then hashes it again at the payment cost', async () => {
    const old = await testPasswordHasher.hash(PAY);
    const who = await memberWith(old);
    // A wrong one changes nothing.
    expect(envelope(await withdraw(who, '135790')).code).toBe(
      WithdrawalErrorCodes.PaymentPasswordWrong,
    );
    expect(await storedHash(who.id)).toBe(old);
    const first = await derivationsOf(async () => {
      const answer = await withdraw(who, PAY);
      expect(answer.statusCode, answer.body).toBe(200);
    });
    expect(first).toEqual([testPasswordHasher.cost, paymentCost]);
    const upgraded = await storedHash(who.id);
    expect(upgraded).toMatch(/^scrypt\$64\$8\$1\$/);
    expect(await hasher.payment.verify(PAY, upgraded)).toBe(true);
    const second = await derivationsOf(async () => {
      expect((await withdraw(who, PAY)).statusCode).toBe(200);
    });
    expect(second).toEqual([paymentCost]);
  });

  it('changes one hashed at the login cost with the old one given', async () => {
    const who = await memberWith(await testPasswordHasher.hash(PAY));
    const set = await withToken(server.app, 'POST', '/wps/member/paymentPassword', who.token, {
      loginPassword: who.password,
      oldPaymentPassword: PAY,
      newPaymentPassword: '135790',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await storedHash(who.id)).toMatch(/^scrypt\$64\$8\$1\$/);
    expect((await withdraw(who, '135790')).statusCode).toBe(200);
  });

  it('never writes the new hash over a payment password changed since it was read', async () => {
    const who = await memberWith(await testPasswordHasher.hash(PAY));
    const changed = await hasher.payment.hash('135790');
    await server.database.db
      .update(t.members)
      .set({ paymentPasswordHash: changed })
      .where(eq(t.members.id, who.id));
    const repository = new MemberRepository(server.database.db);
    await repository.replacePaymentPasswordHash(
      who.id,
      await testPasswordHasher.hash(PAY),
      await hasher.payment.hash(PAY),
    );
    expect(await storedHash(who.id)).toBe(changed);
  });
});
