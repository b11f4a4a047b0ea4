// Databases: PGlite and PostgreSQL — two settlements of one period racing on the run's unique row.
// The agent contracts (issue 28, slice 2) through the real routes with a fixed clock: the gate and
// the brand's flag, offers within the offerer's own rate, the lower-rate rule's warning and its
// confirmation, accept / reject / terminate by the right party only (a foreign contract id, a
// foreign member id and a member token are all refused), the consolidated fields, the simulator,
// and settlement: the daily salary of a chain of two contracts paid through the ledger as computed
// by hand, once whatever is run again, raced, or aborted half-way.
import type {
  ConsolidatedContracts,
  CreateDownlineResponse,
  ContractCallResponse,
  ContractKind,
  IncomePage,
} from '@lotusplay/api-client/contracts';
import {
  AgentContractPaths,
  AgentErrorCodes,
  AgentPaths,
  CONTRACT_FLAGS,
  ContractErrorCodes,
  ContractPaths,
  ErrorCodes,
} from '@lotusplay/api-client/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import type { TestServer } from '../../testing';
import { createMember, envelope, login, withToken } from '../../testing/auth-helpers';
import type { LoginResponse } from '@lotusplay/api-client/contracts';
import { createTestServer } from '../../testing/test-database';
import { addressSource, keySource, loggedInMember } from '../../testing/wallet-kit';
import type { LoggedInMember } from '../../testing/wallet-kit';

// Contracts are accepted on Monday 2025-03-10 at noon; the team plays on Tuesday the 11th; the
// settlement runs on Wednesday the 12th (days in UTC: the brand has no time zone).
const ACCEPTED = new Date('2025-03-10T12:00:00Z');
const PLAYED = new Date('2025-03-11T09:00:00Z');
const NOW = new Date('2025-03-12T10:00:00Z');
let now = ACCEPTED;
let server: TestServer;
const nextIp = addressSource(91);
const key = keySource('agent-contracts');

let top: LoggedInMember;
let s1: LoggedInMember;
let s2: LoggedInMember;
let member: LoggedInMember;
let foreign: LoggedInMember;
let foreignMember: { id: number; username: string };

async function placeIn(id: number, uplineId: number) {
  await server.database.db.update(t.members).set({ uplineId }).where(eq(t.members.id, id));
}

async function round(memberId: number, stake: number, win: number, when: Date) {
  const [game] = await server.database.db.select({ id: t.games.id }).from(t.games).limit(1);
  await server.app.gamesService.recordRound({
    roundId: key(),
    memberId,
    gameId: game!.id,
    stake,
    win,
    balanceBefore: 0,
    balanceAfter: 0,
    createdAt: when,
  });
}

const call = (who: { token: string }, kind: ContractKind, body: object) =>
  withToken(server.app, 'POST', ContractPaths[kind], who.token, body);

async function ok(who: { token: string }, kind: ContractKind, body: object) {
  const response = await call(who, kind, body);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<ContractCallResponse>(response).value;
}

async function refused(who: { token: string }, kind: ContractKind, body: object, status: number) {
  const response = await call(who, kind, body);
  expect(response.statusCode, response.body).toBe(status);
  return envelope<never>(response) as unknown as { code: string; message: string };
}

const tier = (rate: string, minValidBet = '0', minActiveMembers = 1) => ({
  minValidBet,
  minActiveMembers,
  rate,
});

async function consolidated(who: { token: string }) {
  const response = await withToken(server.app, 'GET', AgentContractPaths.consolidated, who.token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<ConsolidatedContracts>(response).value;
}

async function income(who: { token: string }, query = '') {
  const response = await withToken(
    server.app,
    'GET',
    `${AgentContractPaths.income}${query}`,
    who.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return envelope<IncomePage>(response).value;
}

/** Moves the clock and logs the agents in again (their sessions idle out across days). */
async function clockTo(when: Date) {
  now = when;
  for (const who of [top, s1, s2, member, foreign]) {
    const response = await login(server.app, who.username, who.password, {}, nextIp());
    expect(response.statusCode, response.body).toBe(200);
    who.token = envelope<LoginResponse>(response).value.token;
  }
}

const balance = async (id: number) =>
  (await server.app.walletService.mainBalances([id])).get(id) ?? 0;

beforeAll(async () => {
  server = await createTestServer({ clock: () => now });
  [top, s1, s2, member, foreign] = await Promise.all([
    loggedInMember(server, nextIp(), { isAgent: 1 }),
    loggedInMember(server, nextIp(), { isAgent: 1 }),
    loggedInMember(server, nextIp(), { isAgent: 1 }),
    loggedInMember(server, nextIp()),
    loggedInMember(server, nextIp(), { isAgent: 1 }),
  ]);
  foreignMember = await createMember(server.database);
  // top ─┬─ s1 ── s2
  //      └─ member          foreign ── foreignMember
  await placeIn(s1.id, top.id);
  await placeIn(s2.id, s1.id);
  await placeIn(member.id, top.id);
  await placeIn(foreignMember.id, foreign.id);
  // The operator's contracts: the top of each tree.
  await server.app.contractService.operatorSet(top.username, 'dailySalary', [tier('1.00')]);
  await server.app.contractService.operatorSet(foreign.username, 'dailySalary', [tier('2.00')]);
}, 120_000);
afterAll(async () => server?.close());

// The steps build on each other (offers, then settlements of the days played), so this file's
// tests keep their order (the suite shuffles tests by default).
describe('agent contracts', { shuffle: false }, () => {
  describe('the gate', () => {
    it('refuses a member who is not an agent on every contract call, and income', async () => {
      for (const kind of Object.keys(ContractPaths) as ContractKind[]) {
        const body = await refused(member, kind, { action: 'view' }, 403);
        expect(body.code).toBe(AgentErrorCodes.NotAgent);
      }
      const response = await withToken(server.app, 'GET', AgentContractPaths.income, member.token);
      expect(response.statusCode).toBe(403);
      // The consolidated fields answer a member too: nothing on.
      expect(Object.values(await consolidated(member)).every((value) => value === 0)).toBe(true);
    });

    it("refuses a kind the brand's flag turns off", async () => {
      await server.database.db
        .update(t.whitelabelModules)
        .set({ enabled: false })
        .where(eq(t.whitelabelModules.moduleId, CONTRACT_FLAGS.hourSalary));
      await server.app.brandConfig.refresh();
      try {
        const body = await refused(top, 'hourSalary', { action: 'view' }, 403);
        expect(body.code).toBe(ContractErrorCodes.FeatureOff);
        expect((await consolidated(top)).hoursalinfotype).toBe(0);
      } finally {
        await server.database.db
          .update(t.whitelabelModules)
          .set({ enabled: true })
          .where(eq(t.whitelabelModules.moduleId, CONTRACT_FLAGS.hourSalary));
        await server.app.brandConfig.refresh();
      }
    });
  });

  describe('offers, answers and the lower-rate rule', () => {
    it('offers within its own rate to a direct downline agent only', async () => {
      const view = (await ok(top, 'dailySalary', { action: 'view' })).view!;
      expect(view.canOffer).toBe(true);
      expect(view.mine).toMatchObject({ maxRate: '1.00', offeredBy: null, status: 'active' });
      expect((await consolidated(top)).dailysalinfotype).toBe(2);

      const above = await refused(
        top,
        'dailySalary',
        { action: 'offer', memberId: s1.id, tiers: [tier('1.50')] },
        400,
      );
      expect(above.code).toBe(ContractErrorCodes.RateAboveOwn);
      expect(above.message).toContain('1.00%');
      // Not an agent; not direct; not in the tree (the same 404 as an id that does not exist).
      await refused(
        top,
        'dailySalary',
        { action: 'offer', memberId: member.id, tiers: [tier('0.50')] },
        400,
      );
      await refused(
        top,
        'dailySalary',
        { action: 'offer', memberId: s2.id, tiers: [tier('0.50')] },
        400,
      );
      const outside = await refused(
        top,
        'dailySalary',
        { action: 'offer', memberId: foreignMember.id, tiers: [tier('0.50')] },
        404,
      );
      expect(outside.code).toBe(AgentErrorCodes.DownlineNotFound);
      await refused(
        top,
        'dailySalary',
        { action: 'offer', memberId: 2_000_000_000, tiers: [tier('0.50')] },
        404,
      );
      // Tiers that do not rise, and a missing field.
      const order = await refused(
        top,
        'dailySalary',
        { action: 'offer', memberId: s1.id, tiers: [tier('0.50'), tier('0.40', '100')] },
        400,
      );
      expect(order.code).toBe(ContractErrorCodes.BadTiers);
      await refused(top, 'dailySalary', { action: 'offer', tiers: [tier('0.50')] }, 400);
      // s1 holds nothing yet, so it has nothing to pass on.
      const none = await refused(
        s1,
        'dailySalary',
        { action: 'offer', memberId: s2.id, tiers: [tier('0.10')] },
        409,
      );
      expect(none.code).toBe(ContractErrorCodes.NoOwnContract);
    });

    it('the offered agent accepts; nobody else can', async () => {
      const offered = await ok(top, 'dailySalary', {
        action: 'offer',
        memberId: s1.id,
        tiers: [tier('0.60')],
      });
      const id = offered.contract!.id;
      expect(offered.contract).toMatchObject({
        status: 'pending',
        holder: { id: s1.id },
        offeredBy: { id: top.id },
      });
      expect(offered.view!.given.map((c) => c.id)).toContain(id);
      expect((await consolidated(s1)).dailysalreqtype).toBe(1);
      // The offerer, a stranger and a foreign agent cannot accept it; a foreign agent cannot end it.
      expect(
        (await refused(top, 'dailySalary', { action: 'accept', contractId: id }, 404)).code,
      ).toBe(ContractErrorCodes.NotFound);
      await refused(foreign, 'dailySalary', { action: 'accept', contractId: id }, 404);
      await refused(foreign, 'dailySalary', { action: 'terminate', contractId: id }, 404);
      // Another kind's call does not reach it.
      await refused(s1, 'dividend', { action: 'accept', contractId: id }, 404);
      const accepted = await ok(s1, 'dailySalary', { action: 'accept', contractId: id });
      expect(accepted.contract).toMatchObject({ status: 'active' });
      expect(accepted.view!.mine!.id).toBe(id);
      expect(await consolidated(s1)).toMatchObject({ dailysalreqtype: 2, dailysalinfotype: 2 });
      // Twice: the state has moved on.
      const again = await refused(s1, 'dailySalary', { action: 'accept', contractId: id }, 409);
      expect(again.code).toBe(ContractErrorCodes.WrongState);
    });

    it('a rate below the downline tree’s contracts warns, naming them, and ends them once agreed', async () => {
      const offered = await ok(s1, 'dailySalary', {
        action: 'offer',
        memberId: s2.id,
        tiers: [tier('0.50')],
      });
      await ok(s2, 'dailySalary', { action: 'accept', contractId: offered.contract!.id });

      const warned = await refused(
        top,
        'dailySalary',
        { action: 'offer', memberId: s1.id, tiers: [tier('0.40')] },
        409,
      );
      expect(warned.code).toBe(ContractErrorCodes.LowerRate);
      expect(warned.message).toContain(s2.username);
      expect(warned.message).toContain(s1.username);
      // Nothing changed by the warning.
      expect((await ok(s2, 'dailySalary', { action: 'view' })).view!.mine).not.toBeNull();

      const agreed = await ok(top, 'dailySalary', {
        action: 'offer',
        memberId: s1.id,
        tiers: [tier('0.40')],
        confirmLowerRate: true,
      });
      expect(agreed.ended).toEqual([{ id: s2.id, username: s2.username }]);
      const [ended] = await server.database.db
        .select()
        .from(t.agentContracts)
        .where(eq(t.agentContracts.id, offered.contract!.id));
      expect(ended).toMatchObject({ status: 'terminated', endReason: 'lowerRate' });
      // Each is told by a message: s1 of the offer, s2 that its contract ended.
      await server.app.contractService.offered.settled();
      await server.app.contractService.endedByLowerRate.settled();
      const told = async (id: number) =>
        (
          await server.database.db
            .select({ title: t.messages.title, body: t.messages.body })
            .from(t.messages)
            .where(and(eq(t.messages.memberId, id), eq(t.messages.source, 'agent')))
            .orderBy(t.messages.id)
        ).map((row) => `${row.title}: ${row.body}`);
      expect(await told(s1.id)).toContain(
        `Contract offered: ${top.username} offers you a daily salary contract of up to 0.40%. Open the agent centre to accept or reject it.`,
      );
      expect(await told(s2.id)).toEqual([
        `Contract offered: ${s1.username} offers you a daily salary contract of up to 0.50%. Open the agent centre to accept or reject it.`,
        `Contract ended: Your daily salary contract has ended: ${s1.username}'s rate was set below it. Your upline can offer you a new contract.`,
      ]);
      // s1 rejects it first, then takes a second offer: the old contract is replaced.
      await ok(s1, 'dailySalary', { action: 'reject', contractId: agreed.contract!.id });
      const second = await ok(top, 'dailySalary', {
        action: 'offer',
        memberId: s1.id,
        tiers: [tier('0.40')],
      });
      const taken = await ok(s1, 'dailySalary', {
        action: 'accept',
        contractId: second.contract!.id,
      });
      expect(taken.view!.mine).toMatchObject({ maxRate: '0.40' });
      const old = await server.database.db
        .select({ status: t.agentContracts.status, endReason: t.agentContracts.endReason })
        .from(t.agentContracts)
        .where(eq(t.agentContracts.holderId, s1.id));
      expect(old.filter((row) => row.status === 'active')).toHaveLength(1);
      expect(old.some((row) => row.endReason === 'replaced')).toBe(true);
      expect(old.some((row) => row.status === 'rejected')).toBe(true);
    });
  });

  describe('settlement', () => {
    it('pays a chain of contracts as computed by hand, once, and records a day with nothing due', async () => {
      // Tuesday: s2 stakes 1,000.00 and wins 100.00, member stakes 200.00; the foreign tree plays
      // too. s1 (0.40 %): team s1 + s2 = 1,000.00 → 4.00. top (1.00 %): 1,200.00 → 12.00 − 4.00.
      await round(s2.id, 100_000, 10_000, PLAYED);
      await round(member.id, 20_000, 0, PLAYED);
      await round(foreignMember.id, 50_000, 0, PLAYED);
      await clockTo(NOW);
      const [topBefore, s1Before, s2Before] = await Promise.all([
        balance(top.id),
        balance(s1.id),
        balance(s2.id),
      ]);

      const runs = await server.app.contractService.settleDue('dailySalary');
      // Monday (the contracts' first day, nothing played) and Tuesday.
      expect(runs.map((run) => [run.periodStart.toISOString(), run.outcome, run.total])).toEqual([
        ['2025-03-10T00:00:00.000Z', 'settled', 0],
        ['2025-03-11T00:00:00.000Z', 'settled', 800 + 400 + 1_000],
      ]);
      expect(await balance(s1.id)).toBe(s1Before + 400);
      expect(await balance(top.id)).toBe(topBefore + 800);
      expect(await balance(s2.id)).toBe(s2Before);
      // The foreign agent: 500.00 × 2.00 % = 10.00.
      expect(await balance(foreign.id)).toBe(1_000);

      const mine = await income(s1);
      expect(mine.list).toHaveLength(1);
      expect(mine.list[0]).toMatchObject({
        kind: 'dailySalary',
        period: 'D',
        teamValidBet: '1000.00',
        teamProfitLoss: '-900.00',
        activeMembers: 1,
        rate: '0.40',
        gross: '4.00',
        deducted: '0.00',
        amount: '4.00',
      });
      expect(mine.list[0]!.transactionId).toEqual(expect.any(Number));
      expect(mine.totals.find((row) => row.kind === 'dailySalary')!.amount).toBe('4.00');
      expect((await income(top)).list[0]).toMatchObject({
        gross: '12.00',
        deducted: '4.00',
        amount: '8.00',
      });
      // The ledger: one transaction paid the day, house → agents.
      const entries = await server.database.db
        .select()
        .from(t.ledgerEntries)
        .where(eq(t.ledgerEntries.transactionId, mine.list[0]!.transactionId!));
      expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
      expect(entries).toHaveLength(4);

      // Run again: nothing new, nobody paid twice.
      expect(await server.app.contractService.settleDue('dailySalary')).toEqual([]);
      expect(await balance(s1.id)).toBe(s1Before + 400);
      const runRows = await server.database.db
        .select()
        .from(t.agentSettlementRuns)
        .where(eq(t.agentSettlementRuns.kind, 'dailySalary'));
      expect(runRows.map((run) => [run.agentsPaid, run.total])).toEqual([
        [0, 0],
        [3, 2_200],
      ]);
    });

    it('two settlements of one period racing pay it once', async () => {
      await round(s2.id, 50_000, 0, new Date('2025-03-12T09:00:00Z'));
      await clockTo(new Date('2025-03-13T01:00:00Z'));
      const before = await balance(s1.id);
      const bounds = server.app.contractService.periodAt('D', new Date('2025-03-12T09:00:00Z'));
      const outcomes = await Promise.all([
        server.app.contractService.settlePeriod('dailySalary', 'D', bounds),
        server.app.contractService.settlePeriod('dailySalary', 'D', bounds),
      ]);
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['already', 'settled']);
      // 500.00 × 0.40 % = 2.00.
      expect(await balance(s1.id)).toBe(before + 200);
    });

    it('a settlement that fails half-way leaves nothing; the next run pays the period whole', async () => {
      await round(s2.id, 25_000, 0, new Date('2025-03-13T09:00:00Z'));
      await clockTo(new Date('2025-03-14T01:00:00Z'));
      const before = await Promise.all([balance(top.id), balance(s1.id)]);
      server.app.contractService.settlementFault = () => {
        throw new Error('the process died here');
      };
      try {
        await expect(server.app.contractService.settleDue('dailySalary')).rejects.toThrow('died');
      } finally {
        server.app.contractService.settlementFault = undefined;
      }
      expect(await Promise.all([balance(top.id), balance(s1.id)])).toEqual(before);
      const runs = await server.app.contractService.settleDue('dailySalary');
      expect(runs.map((run) => run.outcome)).toEqual(['settled']);
      // 250.00: s1 1.00, top 2.50 − 1.00 = 1.50.
      expect(await Promise.all([balance(top.id), balance(s1.id)])).toEqual([
        before[0] + 150,
        before[1] + 100,
      ]);
    });

    it('simulates the last completed day at a proposed rate with the same rules', async () => {
      await clockTo(new Date('2025-03-12T10:00:00Z'));
      const { simulation } = await ok(s1, 'dailySalary', {
        action: 'simulate',
        tiers: [tier('0.30'), tier('0.45', '800', 1)],
      });
      expect(simulation).toMatchObject({
        period: 'D',
        from: '2025-03-11T00:00:00.000Z',
        to: '2025-03-12T00:00:00.000Z',
        teamValidBet: '1000.00',
        rate: '0.45',
        gross: '4.50',
        amount: '4.50',
      });
      // Below the second tier's threshold for top's own view of the same day: the lower rate.
      const topSim = await ok(top, 'dailySalary', {
        action: 'simulate',
        tiers: [tier('0.80'), tier('0.90', '5000')],
      });
      // 1,200.00 × 0.80 % = 9.60, minus s1's 4.00.
      expect(topSim.simulation).toMatchObject({
        rate: '0.80',
        gross: '9.60',
        deducted: '4.00',
        amount: '5.60',
      });
    });
  });
  describe("the operator's contracts", () => {
    it('a lower rate for a top agent is refused naming its tree’s contracts, and ends them once agreed', async () => {
      const service = server.app.contractService;
      // s1 holds 0.40 % under top's 1.00 % (the steps above).
      await expect(
        service.operatorSet(top.username, 'dailySalary', [tier('0.30')]),
      ).rejects.toMatchObject({
        statusCode: 409,
        code: ContractErrorCodes.LowerRate,
        message: expect.stringContaining(s1.username),
      });
      const set = await service.operatorSet(
        top.username,
        'dailySalary',
        [tier('0.30')],
        undefined,
        true,
      );
      expect(set.ended).toEqual([{ id: s1.id, username: s1.username }]);
      expect(set.contract).toMatchObject({ maxRate: '0.30', status: 'active', offeredBy: null });
      const s1Contracts = await server.database.db
        .select({ status: t.agentContracts.status, endReason: t.agentContracts.endReason })
        .from(t.agentContracts)
        .where(eq(t.agentContracts.holderId, s1.id));
      expect(s1Contracts.filter((row) => row.status === 'active')).toHaveLength(0);
      expect(s1Contracts.some((row) => row.endReason === 'lowerRate')).toBe(true);
    });
  });

  describe('a sub-agent created with contracts (registerCenter)', () => {
    const create = (who: { token: string }, body: object) =>
      withToken(server.app, 'POST', AgentPaths.downlines, who.token, body);
    const name = (() => {
      let n = 0;
      return () => `sub${Date.now() % 100_000}x${(n += 1)}`;
    })();
    const idOf = async (username: string) =>
      (
        await server.database.db
          .select({ id: t.members.id })
          .from(t.members)
          .where(eq(t.members.username, username))
      )[0]?.id ?? null;
    const exists = async (username: string) => (await idOf(username)) !== null;

    it('holds its contracts from its creation, in force, each within the creator’s own rate', async () => {
      // top holds 0.30 % of daily salary (the operator's step above).
      const username = name();
      const response = await create(top, {
        username,
        accountType: 'agent',
        contracts: [{ kind: 'dailySalary', tiers: [tier('0.10'), tier('0.25', '1000.00', 3)] }],
      });
      expect(response.statusCode, response.body).toBe(200);
      const created = envelope<CreateDownlineResponse>(response).value;
      expect(created.contracts).toEqual([{ kind: 'dailySalary', period: 'D', maxRate: '0.25' }]);
      const rows = await server.database.db
        .select()
        .from(t.agentContracts)
        .where(eq(t.agentContracts.holderId, (await idOf(username))!));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        kind: 'dailySalary',
        period: 'D',
        status: 'active',
        offeredBy: top.id,
        maxRateBp: 25,
      });
      expect(rows[0]!.decidedAt).not.toBeNull();
      // The creator sees it among the contracts it gave; a member downline gets none.
      const view = (await ok(top, 'dailySalary', { action: 'view' })).view!;
      expect(view.given.map((contract) => contract.holder.username)).toContain(username);
      const plain = await create(top, { username: name(), accountType: 'member' });
      expect(plain.statusCode, plain.body).toBe(200);
      expect(envelope<CreateDownlineResponse>(plain).value.contracts).toEqual([]);
    });

    it('refuses what an offer would refuse, and then makes no account', async () => {
      const cases: [object, number, string][] = [
        // Above the creator's own 0.30 %.
        [
          { accountType: 'agent', contracts: [{ kind: 'dailySalary', tiers: [tier('0.50')] }] },
          400,
          ContractErrorCodes.RateAboveOwn,
        ],
        // A member holds no contract.
        [
          { accountType: 'member', contracts: [{ kind: 'dailySalary', tiers: [tier('0.10')] }] },
          400,
          ErrorCodes.Validation,
        ],
        // One contract per kind.
        [
          {
            accountType: 'agent',
            contracts: [
              { kind: 'dailySalary', tiers: [tier('0.10')] },
              { kind: 'dailySalary', tiers: [tier('0.20')] },
            ],
          },
          400,
          ErrorCodes.Validation,
        ],
        // A kind the creator holds none of.
        [
          { accountType: 'agent', contracts: [{ kind: 'realtimeSalary', tiers: [tier('0.10')] }] },
          409,
          ContractErrorCodes.NoOwnContract,
        ],
        // Tiers that do not rise.
        [
          {
            accountType: 'agent',
            contracts: [{ kind: 'dailySalary', tiers: [tier('0.20'), tier('0.10', '10.00')] }],
          },
          400,
          ContractErrorCodes.BadTiers,
        ],
      ];
      for (const [body, status, code] of cases) {
        const username = name();
        const response = await create(top, { username, ...body });
        expect(response.statusCode, response.body).toBe(status);
        expect(envelope<never>(response).code).toBe(code);
        expect(await exists(username), JSON.stringify(body)).toBe(false);
      }
      // s1's contract was ended by the lower rate: it has nothing to pass on.
      const username = name();
      const none = await create(s1, {
        username,
        accountType: 'agent',
        contracts: [{ kind: 'dailySalary', tiers: [tier('0.10')] }],
      });
      expect(none.statusCode, none.body).toBe(409);
      expect(await exists(username)).toBe(false);
    });

    it("refuses a kind the brand's flag turns off", async () => {
      await server.database.db
        .update(t.whitelabelModules)
        .set({ enabled: false })
        .where(eq(t.whitelabelModules.moduleId, CONTRACT_FLAGS.dailySalary));
      await server.app.brandConfig.refresh();
      try {
        const username = name();
        const response = await create(top, {
          username,
          accountType: 'agent',
          contracts: [{ kind: 'dailySalary', tiers: [tier('0.10')] }],
        });
        expect(response.statusCode, response.body).toBe(403);
        expect(envelope<never>(response).code).toBe(ContractErrorCodes.FeatureOff);
        expect(await exists(username)).toBe(false);
      } finally {
        await server.database.db
          .update(t.whitelabelModules)
          .set({ enabled: true })
          .where(eq(t.whitelabelModules.moduleId, CONTRACT_FLAGS.dailySalary));
        await server.app.brandConfig.refresh();
      }
    });
  });
});
