// Databases: PGlite and PostgreSQL — an agent's transfer to a member of its tree (issue 28).
// Through the real routes on a fresh database (TEST_DATABASE_URL for PostgreSQL): a transfer to a
// direct downline and to one two levels down, each one ledger transaction of two entries that sum
// to zero, shown in both members' account records, the balances equal to the sums of their
// entries; a retry of the key moves nothing more. Refused: a member outside the tree (404, as an
// unknown id; the member is found by walking up from it: at most the depth limit, a cycle of
// uplines cut off), a downline's own token (403 NOT_AGENT), the brand flag off, amounts outside the
// limits, the daily total, a wrong payment password, a balance that does not cover it, and
// concurrent transfers that together would overdraw the agent.
import type { AccountRecordResponse, AgentTransferResponse } from '@lotusplay/api-client/contracts';
import {
  AGENT_TRANSFER_FLAG,
  AgentErrorCodes,
  AgentLimits,
  AgentTransferErrorCodes,
  AgentTransferLimits,
  AgentTransferPaths,
  WalletErrorCodes,
  WithdrawalErrorCodes,
} from '@lotusplay/api-client/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import type { TestServer } from '../../testing';
import { envelope, setFlag, withToken } from '../../testing/auth-helpers';
import type { TestMember } from '../../testing/auth-helpers';
import { createMember } from '../../testing/auth-helpers';
import { createTestServer } from '../../testing/test-database';
import { addressSource, fundMember, keySource, loggedInMember } from '../../testing/wallet-kit';
import type { LoggedInMember } from '../../testing/wallet-kit';

const OPS = 'agent-transfer-test-operator-token';
const PAY = '246801';
const nextIp = addressSource(89);
const key = keySource('agent-transfer');
let server: TestServer;
let foreign: TestMember;

/** A fresh agent with a payment password and `funds` minor units, and its tree. */
interface Team {
  agent: LoggedInMember;
  /** A sub-agent, the agent's direct downline. */
  direct: LoggedInMember;
  /** A member below `direct` (level 2). */
  deeper: TestMember;
}

/** Tests run in a random order: each builds its own team (agent ── direct ── deeper). */
async function team(funds: number): Promise<Team> {
  const agent = await loggedInMember(server, nextIp(), { isAgent: 1 });
  const direct = await loggedInMember(server, nextIp(), { isAgent: 1 });
  const deeper = await createMember(server.database);
  await place(direct.id, agent.id);
  await place(deeper.id, direct.id);
  const set = await withToken(server.app, 'POST', '/wps/member/paymentPassword', agent.token, {
    loginPassword: agent.password,
    newPaymentPassword: PAY,
  });
  expect(set.statusCode, set.body).toBe(200);
  await server.app.walletService.ensureAccounts(direct.id);
  await server.app.walletService.ensureAccounts(deeper.id);
  if (funds > 0) await fundMember(server, agent.id, funds, key());
  else await server.app.walletService.ensureAccounts(agent.id);
  return { agent, direct, deeper };
}

const place = (id: number, uplineId: number) =>
  server.database.db.update(t.members).set({ uplineId }).where(eq(t.members.id, id));

const transfer = (token: string, body: Record<string, unknown>) =>
  withToken(server.app, 'POST', AgentTransferPaths.transfer, token, {
    paymentPassword: PAY,
    idempotencyKey: key(),
    ...body,
  });

/** The main wallet balance of a member, minor units, and the sum of its main wallet's entries. */
async function mainBalance(memberId: number): Promise<{ balance: number; entries: number }> {
  const db = server.database.db;
  const [account] = await db
    .select({ id: t.walletAccounts.id, balance: t.walletAccounts.balance })
    .from(t.walletAccounts)
    .where(sql`${t.walletAccounts.memberId} = ${memberId} and ${t.walletAccounts.kind} = 'main'`);
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${t.ledgerEntries.amount}), 0)::text` })
    .from(t.ledgerEntries)
    .where(eq(t.ledgerEntries.accountId, account!.id));
  return { balance: Number(account!.balance), entries: Number(sum!.total) };
}

const errorOf = (response: { statusCode: number; body: string }) => ({
  status: response.statusCode,
  code: (JSON.parse(response.body) as { code?: string }).code,
});

beforeAll(async () => {
  server = await createTestServer({ config: { operatorToken: OPS } });
  const other = await createMember(server.database, { isAgent: 1 });
  foreign = await createMember(server.database);
  await place(foreign.id, other.id);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('POST /wps/agent/team/transfer', () => {
  it('moves money to a direct downline and one deeper, as one balanced ledger transaction each', async () => {
    const { agent, direct, deeper } = await team(100_000);
    const idempotencyKey = key();
    const response = await transfer(agent.token, {
      memberId: direct.id,
      amount: '10.00',
      idempotencyKey,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = envelope<AgentTransferResponse>(response).value;
    expect(answer).toMatchObject({
      amount: '10.00',
      memberId: direct.id,
      username: direct.username,
      balance: '990.00',
    });
    const entries = await server.database.db
      .select()
      .from(t.ledgerEntries)
      .where(eq(t.ledgerEntries.transactionId, answer.transactionId));
    expect(entries.map((entry) => [entry.memberId, Number(entry.amount)]).sort()).toEqual(
      [
        [agent.id, -1_000],
        [direct.id, 1_000],
      ].sort(),
    );
    expect(entries.every((entry) => entry.kind === 'transfer')).toBe(true);
    const reference = `downline:${agent.username}>${direct.username}`;
    expect(new Set(entries.map((entry) => entry.reference))).toEqual(new Set([reference]));
    expect(await mainBalance(agent.id)).toEqual({ balance: 99_000, entries: 99_000 });
    expect(await mainBalance(direct.id)).toEqual({ balance: 1_000, entries: 1_000 });

    // A retry of the key answers the same and moves nothing more.
    const retry = await transfer(agent.token, {
      memberId: direct.id,
      amount: '10.00',
      idempotencyKey,
    });
    expect(envelope<AgentTransferResponse>(retry).value.transactionId).toBe(answer.transactionId);
    expect((await mainBalance(agent.id)).balance).toBe(99_000);

    // Both account records show it: the agent's as sent, the downline's as received.
    const record = async (token: string) => {
      const got = await withToken(server.app, 'GET', '/wps/relay/ODSFE2_MemTransDet', token);
      expect(got.statusCode, got.body).toBe(200);
      return envelope<AccountRecordResponse>(got).value.list;
    };
    expect(await record(agent.token)).toContainEqual(
      expect.objectContaining({ kind: 'transfer', amount: '-10.00', reference }),
    );
    expect(await record(direct.token)).toContainEqual(
      expect.objectContaining({ kind: 'transfer', amount: '10.00', reference }),
    );

    // Two levels down: allowed too.
    const deep = await transfer(agent.token, { memberId: deeper.id, amount: '2.50' });
    expect(deep.statusCode, deep.body).toBe(200);
    expect(await mainBalance(deeper.id)).toEqual({ balance: 250, entries: 250 });
    expect(await mainBalance(agent.id)).toEqual({ balance: 98_750, entries: 98_750 });
  });

  it('answers 404 for a member outside the tree and 403 for a non-agent', async () => {
    const { agent, direct } = await team(100_000);
    for (const memberId of [foreign.id, agent.id, 999_999]) {
      const response = await transfer(agent.token, { memberId, amount: '1.00' });
      expect(errorOf(response)).toEqual({ status: 404, code: AgentErrorCodes.DownlineNotFound });
    }
    // A sub-agent cannot send upward: its upline is not in its tree.
    const upward = await transfer(direct.token, { memberId: agent.id, amount: '1.00' });
    expect(errorOf(upward)).toEqual({ status: 404, code: AgentErrorCodes.DownlineNotFound });
    // A member's token (not an agent), even one of the agent's own tree.
    const player = await loggedInMember(server, nextIp());
    await place(player.id, agent.id);
    const notAgent = await transfer(player.token, { memberId: direct.id, amount: '1.00' });
    expect(errorOf(notAgent)).toEqual({ status: 403, code: AgentErrorCodes.NotAgent });
    const anonymous = await server.app.inject({
      method: 'POST',
      url: AgentTransferPaths.transfer,
      payload: { memberId: direct.id, amount: '1.00', paymentPassword: PAY, idempotencyKey: key() },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await mainBalance(agent.id)).toEqual({ balance: 100_000, entries: 100_000 });
  });

  it("reaches a member as deep as the tree's depth limit and no deeper; a cycle of uplines is outside", async () => {
    const { agent } = await team(100_000);
    // agent ── 1 ── 2 ── … ── maxTreeDepth ── one more
    const chain: TestMember[] = [];
    for (let level = 1; level <= AgentLimits.maxTreeDepth + 1; level += 1) {
      const member = await createMember(server.database);
      await place(member.id, chain.at(-1)?.id ?? agent.id);
      chain.push(member);
    }
    const deepest = chain[AgentLimits.maxTreeDepth - 1]!;
    const reached = await transfer(agent.token, { memberId: deepest.id, amount: '1.00' });
    expect(reached.statusCode, reached.body).toBe(200);
    const beyond = await transfer(agent.token, { memberId: chain.at(-1)!.id, amount: '1.00' });
    expect(errorOf(beyond)).toEqual({ status: 404, code: AgentErrorCodes.DownlineNotFound });
    // Two members each the other's upline: the walk up from either ends without the agent.
    const [a, b] = [await createMember(server.database), await createMember(server.database)];
    await place(a.id, b.id);
    await place(b.id, a.id);
    const cycle = await transfer(agent.token, { memberId: a.id, amount: '1.00' });
    expect(errorOf(cycle)).toEqual({ status: 404, code: AgentErrorCodes.DownlineNotFound });
    expect(await mainBalance(agent.id)).toEqual({ balance: 99_900, entries: 99_900 });
  });

  it('is refused while the brand flag is off', async () => {
    const { agent, direct } = await team(100_000);
    await setFlag(server.app, OPS, AGENT_TRANSFER_FLAG, false);
    try {
      const response = await transfer(agent.token, { memberId: direct.id, amount: '1.00' });
      expect(errorOf(response)).toEqual({ status: 403, code: AgentTransferErrorCodes.Disabled });
    } finally {
      await setFlag(server.app, OPS, AGENT_TRANSFER_FLAG, true);
    }
    expect((await mainBalance(agent.id)).balance).toBe(100_000);
    const again = await transfer(agent.token, { memberId: direct.id, amount: '1.00' });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('keeps each transfer and the day within the limits, and asks for the payment password', async () => {
    const { agent, direct } = await team(AgentTransferLimits.dailyMaxMinor + 100_000);
    const refused = async (amount: string, code: string) => {
      const response = await transfer(agent.token, { memberId: direct.id, amount });
      expect(errorOf(response), amount).toEqual({ status: 400, code });
    };
    await refused('0.99', AgentTransferErrorCodes.BelowMin);
    await refused('50000.01', AgentTransferErrorCodes.AboveMax);
    for (const amount of ['0', '-5', 'ten', '1.001']) {
      await refused(amount, WalletErrorCodes.AmountInvalid);
    }
    const wrong = await transfer(agent.token, {
      memberId: direct.id,
      amount: '1.00',
      paymentPassword: '000000',
    });
    expect(errorOf(wrong)).toEqual({
      status: 400,
      code: WithdrawalErrorCodes.PaymentPasswordWrong,
    });
    expect((await mainBalance(direct.id)).balance).toBe(0);

    // The day: transfers up to the daily total pass (the maximum each), the next cent does not.
    let left = AgentTransferLimits.dailyMaxMinor;
    while (left > 0) {
      const part = Math.min(left, AgentTransferLimits.maxMinor);
      const ok = await transfer(agent.token, {
        memberId: direct.id,
        amount: (part / 100).toFixed(2),
      });
      expect(ok.statusCode, ok.body).toBe(200);
      left -= part;
    }
    await refused('1.00', AgentTransferErrorCodes.DailyLimit);
    expect(await mainBalance(agent.id)).toEqual({ balance: 100_000, entries: 100_000 });
    expect((await mainBalance(direct.id)).balance).toBe(AgentTransferLimits.dailyMaxMinor);
  });

  it('refuses a transfer the balance does not cover', async () => {
    const { agent, direct } = await team(500);
    const response = await transfer(agent.token, { memberId: direct.id, amount: '5.01' });
    expect(errorOf(response)).toEqual({ status: 400, code: WalletErrorCodes.InsufficientBalance });
    expect(await mainBalance(agent.id)).toEqual({ balance: 500, entries: 500 });
    expect((await mainBalance(direct.id)).balance).toBe(0);
  });

  it('never overdraws with concurrent transfers', async () => {
    const { agent, direct, deeper } = await team(10_000);
    // 100.00 and four transfers of 30.00 at once, to two members: three fit. (Four: more
    // payment-password checks at once than PaymentPasswordRules.maxWrongAttempts lock it.)
    const answers = await Promise.all(
      [direct.id, deeper.id, direct.id, deeper.id].map((memberId) =>
        transfer(agent.token, { memberId, amount: '30.00' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(errorOf(answer)).toEqual({ status: 400, code: WalletErrorCodes.InsufficientBalance });
    }
    expect(await mainBalance(agent.id)).toEqual({ balance: 1_000, entries: 1_000 });
    const received =
      (await mainBalance(direct.id)).balance + (await mainBalance(deeper.id)).balance;
    expect(received).toBe(9_000);
  });
});
