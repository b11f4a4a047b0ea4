// The agent centre's salary and dividend contracts (issue 28, slice 2) in memory, for the MSW
// handlers of its tests and stories: demo_agent's own contracts, the ones it gave its downline
// agents (and one a sub-agent passed on), the settlements paid to it, and the rules of the
// contract calls as the server applies them (tiers, rates, the lower-rate warning, states).
import {
  CONTRACT_INFO_FIELDS,
  CONTRACT_KINDS,
  CONTRACT_REQ_FIELDS,
  ContractErrorCodes,
  ContractInfoTypes,
  ContractLimits,
  ContractMessages,
  ContractReqTypes,
  DIVIDEND_DEFAULT_PERIOD,
  ErrorCodes,
  SALARY_PERIODS,
} from '@lotusplay/api-client';
import type {
  AgentContract,
  ConsolidatedContracts,
  ContractCall,
  ContractCallResponse,
  ContractKind,
  ContractParty,
  ContractSimulation,
  ContractTier,
  ContractView,
  IncomePage,
  IncomeQuery,
  InitialContract,
  InitialContractValue,
  Settlement,
  SettlementPeriod,
} from '@lotusplay/api-client';

/** What the team did in the last completed period of a kind (what a simulation applies tiers to). */
export interface LastPeriodFigures {
  teamValidBet: string;
  teamProfitLoss: string;
  activeMembers: number;
  /** What the agent's contract-holding downlines earn of it. */
  deducted: string;
}

/** The contracts, settlements and calls of the agent centre's contract pages. */
export interface ContractData {
  /** The kinds the brand offers (their flags on); the others answer 403 CONTRACT_FEATURE_OFF. */
  offered: ContractKind[];
  /** Every contract: held by the agent, given by it, and given by its downlines. */
  contracts: AgentContract[];
  /** Every settlement paid (or found nothing due) to the agent, newest first. */
  settlements: Settlement[];
  lastPeriod: Record<ContractKind, LastPeriodFigures>;
  /** The direct downline agents a contract may be offered to (by id). */
  downlineAgents: ContractParty[];
  /** What the pages asked: each contract call, and each income query. */
  calls: { kind: ContractKind; body: ContractCall }[];
  incomeQueries: IncomeQuery[];
}

/** The answer of a contract call: a value, or a refusal with the server's status and message. */
export type ContractAnswer<T> =
  { ok: true; value: T } | { ok: false; status: number; code: string; message: string };

/** The demo agent (level 0) and the upline that offered it its salaries. */
export const DEMO_AGENT: ContractParty = { id: 100, username: 'demo_agent' };
export const DEMO_UPLINE: ContractParty = { id: 50, username: 'lotus_master' };
const SUB_AGENT_1: ContractParty = { id: 102, username: 'demo_subagent1' };
const SUB_AGENT_2: ContractParty = { id: 103, username: 'demo_subagent2' };
/** An agent below demo_subagent1 that holds a contract from it (not in the team pages' tree). */
const SUB_PARTNER: ContractParty = { id: 120, username: 'sub1_partner' };

/** "Now" of the demo data: Saturday 2026-11-28, 12:03 UTC (the brand's zone is UTC). */
export const DEMO_NOW = '2026-11-28T12:03:00.000Z';

/** The last completed period of each settlement period at DEMO_NOW: [from, to). */
const LAST_PERIOD: Record<SettlementPeriod, { from: string; to: string }> = {
  M5: { from: '2026-11-28T11:55:00.000Z', to: '2026-11-28T12:00:00.000Z' },
  HOUR: { from: '2026-11-28T11:00:00.000Z', to: '2026-11-28T12:00:00.000Z' },
  D: { from: '2026-11-27T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' },
  W: { from: '2026-11-16T00:00:00.000Z', to: '2026-11-23T00:00:00.000Z' },
  H: { from: '2026-11-01T00:00:00.000Z', to: '2026-11-16T00:00:00.000Z' },
  M: { from: '2026-10-01T00:00:00.000Z', to: '2026-11-01T00:00:00.000Z' },
};

const tier = (minValidBet: string, minActiveMembers: number, rate: string): ContractTier => ({
  minValidBet,
  minActiveMembers,
  rate,
});

/** A contract of the demo data; active since `since` unless told otherwise. */
export function buildContract(
  fields: Pick<AgentContract, 'id' | 'kind' | 'holder' | 'offeredBy' | 'tiers'> &
    Partial<AgentContract>,
): AgentContract {
  const since = fields.createdAt ?? '2026-10-01T08:00:00.000Z';
  return {
    period: fields.kind === 'dividend' ? DIVIDEND_DEFAULT_PERIOD : SALARY_PERIODS[fields.kind],
    status: 'active',
    maxRate: fields.tiers.at(-1)?.rate ?? '0.00',
    createdAt: since,
    decidedAt: fields.status === 'pending' ? null : since,
    endedAt: null,
    endReason: null,
    ...fields,
  };
}

/**
 * demo_agent's contracts: a weekly dividend from the operator and a daily salary from its upline
 * (both active, so it may pass them on), an hourly salary its upline offers and waits on, no
 * real-time salary. It gave demo_subagent1 a daily salary (active) and offered demo_subagent2 one
 * (pending); demo_subagent1 passed 0.60 % on to sub1_partner.
 */
export function buildDemoContracts(): AgentContract[] {
  return [
    buildContract({
      id: 1,
      kind: 'dividend',
      holder: DEMO_AGENT,
      offeredBy: null,
      tiers: [
        tier('0.00', 0, '10.00'),
        tier('50000.00', 5, '20.00'),
        tier('200000.00', 10, '30.00'),
      ],
    }),
    buildContract({
      id: 2,
      kind: 'dailySalary',
      holder: DEMO_AGENT,
      offeredBy: DEMO_UPLINE,
      tiers: [
        tier('10000.00', 3, '0.50'),
        tier('50000.00', 5, '1.00'),
        tier('100000.00', 10, '1.50'),
      ],
      createdAt: '2026-10-15T09:30:00.000Z',
    }),
    buildContract({
      id: 3,
      kind: 'hourSalary',
      holder: DEMO_AGENT,
      offeredBy: DEMO_UPLINE,
      status: 'pending',
      tiers: [tier('1000.00', 1, '0.20'), tier('5000.00', 3, '0.40')],
      createdAt: '2026-11-27T16:45:00.000Z',
    }),
    buildContract({
      id: 4,
      kind: 'dailySalary',
      holder: SUB_AGENT_1,
      offeredBy: DEMO_AGENT,
      tiers: [tier('10000.00', 2, '0.30'), tier('50000.00', 4, '0.80')],
      createdAt: '2026-11-02T10:00:00.000Z',
    }),
    buildContract({
      id: 5,
      kind: 'dailySalary',
      holder: SUB_AGENT_2,
      offeredBy: DEMO_AGENT,
      status: 'pending',
      tiers: [tier('5000.00', 1, '0.20')],
      createdAt: '2026-11-26T14:00:00.000Z',
    }),
    buildContract({
      id: 6,
      kind: 'dailySalary',
      holder: SUB_PARTNER,
      offeredBy: SUB_AGENT_1,
      tiers: [tier('10000.00', 2, '0.60')],
      createdAt: '2026-11-05T10:00:00.000Z',
    }),
  ];
}

const cents = (value: string) => Math.round(Number(value) * 100);
const money = (minor: number) => (minor / 100).toFixed(2);
const DAY_MS = 86_400_000;

/** A rate string ("0.50") in basis points (50). */
export function basisPoints(rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Basis points (50) as a rate string ("0.50"). */
const rateOf = (bp: number) => (bp / 100).toFixed(2);

/** The figures of one period at a contract's tiers: the highest tier reached applies. */
function settle(
  kind: ContractKind,
  tiers: readonly ContractTier[],
  team: Omit<LastPeriodFigures, 'deducted'>,
  deducted: string,
) {
  const validBet = cents(team.teamValidBet);
  const reached = tiers.filter(
    (t) => validBet >= cents(t.minValidBet) && team.activeMembers >= t.minActiveMembers,
  );
  const bp = reached.length ? basisPoints(reached.at(-1)!.rate) : 0;
  const base = kind === 'dividend' ? Math.max(0, -cents(team.teamProfitLoss)) : validBet;
  const gross = Math.floor((base * bp) / 10_000);
  const taken = Math.min(gross, cents(deducted));
  return {
    ...team,
    rate: bp ? rateOf(bp) : '0',
    gross: money(gross),
    deducted: money(taken),
    amount: money(gross - taken),
  };
}

/**
 * `days` daily salary settlements (the days before DEMO_NOW, newest first), one of them with
 * nothing due, and three weekly dividends: the agent's income.
 */
export function buildDemoSettlements(days = 22): Settlement[] {
  const daily = buildDemoContracts()[1]!;
  const dividend = buildDemoContracts()[0]!;
  const rows: Settlement[] = [];
  let id = 1000;
  for (let back = 1; back <= days; back += 1) {
    const start = Date.parse(LAST_PERIOD.D.from) - (back - 1) * DAY_MS;
    const quiet = back === 3;
    const figures = settle(
      'dailySalary',
      daily.tiers,
      {
        teamValidBet: quiet ? '4200.00' : money(2_400_000 + back * 137_550),
        teamProfitLoss: money(-(150_000 + back * 12_345)),
        activeMembers: quiet ? 2 : 4 + (back % 5),
      },
      quiet ? '0.00' : money(7_200 + back * 300),
    );
    rows.push({
      id: (id += 1),
      kind: 'dailySalary',
      contractId: daily.id,
      period: 'D',
      periodStart: new Date(start).toISOString(),
      periodEnd: new Date(start + DAY_MS).toISOString(),
      transactionId: Number(figures.amount) > 0 ? 880_000 + back : null,
      settledAt: new Date(start + DAY_MS + 15 * 60_000).toISOString(),
      ...figures,
    });
  }
  for (let back = 1; back <= 3; back += 1) {
    const start = Date.parse(LAST_PERIOD.W.from) - (back - 1) * 7 * DAY_MS;
    const figures = settle(
      'dividend',
      dividend.tiers,
      {
        teamValidBet: money(6_500_000 + back * 410_000),
        teamProfitLoss: money(-(820_000 + back * 95_500)),
        activeMembers: 6 + back,
      },
      money(35_000 * back),
    );
    rows.push({
      id: (id += 1),
      kind: 'dividend',
      contractId: dividend.id,
      period: 'W',
      periodStart: new Date(start).toISOString(),
      periodEnd: new Date(start + 7 * DAY_MS).toISOString(),
      transactionId: 870_000 + back,
      settledAt: new Date(start + 7 * DAY_MS + 20 * 60_000).toISOString(),
      ...figures,
    });
  }
  return rows.sort((a, b) => b.settledAt.localeCompare(a.settledAt));
}

/** The demo contract data: every kind offered by the brand. */
export function buildContractData(overrides: Partial<ContractData> = {}): ContractData {
  return {
    offered: [...CONTRACT_KINDS],
    contracts: buildDemoContracts(),
    settlements: buildDemoSettlements(),
    lastPeriod: {
      dividend: {
        teamValidBet: '72000.00',
        teamProfitLoss: '-9150.00',
        activeMembers: 8,
        deducted: '0.00',
      },
      dailySalary: {
        teamValidBet: '62500.00',
        teamProfitLoss: '-1830.40',
        activeMembers: 6,
        deducted: '300.00',
      },
      hourSalary: {
        teamValidBet: '5600.00',
        teamProfitLoss: '240.00',
        activeMembers: 3,
        deducted: '0.00',
      },
      realtimeSalary: {
        teamValidBet: '480.00',
        teamProfitLoss: '-35.00',
        activeMembers: 2,
        deducted: '0.00',
      },
    },
    downlineAgents: [SUB_AGENT_1, SUB_AGENT_2],
    calls: [],
    incomeQueries: [],
    ...overrides,
  };
}

/** No contract of any kind, nothing paid, every kind offered by the brand. */
export function buildEmptyContractData(overrides: Partial<ContractData> = {}): ContractData {
  return buildContractData({ contracts: [], settlements: [], ...overrides });
}

const mineOf = (data: ContractData, kind: ContractKind, status: AgentContract['status']) =>
  data.contracts.find(
    (c) => c.kind === kind && c.holder.id === DEMO_AGENT.id && c.status === status,
  ) ?? null;

/** The consolidated contract fields of the agent. */
export function consolidatedAnswer(data: ContractData): ConsolidatedContracts {
  const answer: Partial<Record<string, number>> = {};
  for (const kind of CONTRACT_KINDS) {
    const active = mineOf(data, kind, 'active');
    const offer = mineOf(data, kind, 'pending');
    answer[CONTRACT_REQ_FIELDS[kind]] = offer
      ? ContractReqTypes.offered
      : active
        ? ContractReqTypes.active
        : ContractReqTypes.none;
    answer[CONTRACT_INFO_FIELDS[kind]] = !data.offered.includes(kind)
      ? ContractInfoTypes.off
      : active
        ? ContractInfoTypes.canOffer
        : ContractInfoTypes.on;
  }
  return answer as ConsolidatedContracts;
}

/** What the contract page of `kind` shows. */
export function contractViewAnswer(data: ContractData, kind: ContractKind): ContractView {
  const mine = mineOf(data, kind, 'active');
  return {
    kind,
    mine,
    offer: mineOf(data, kind, 'pending'),
    given: data.contracts.filter(
      (c) =>
        c.kind === kind &&
        c.offeredBy?.id === DEMO_AGENT.id &&
        (c.status === 'pending' || c.status === 'active'),
    ),
    canOffer: mine !== null,
  };
}

const refused = (status: number, code: string, message: string): ContractAnswer<never> => ({
  ok: false,
  status,
  code,
  message,
});

const fill = (text: string, ...values: string[]) =>
  values.reduce((out, value, index) => out.replace(`{${index}}`, value), text);

const THRESHOLD = /^(0|[1-9][0-9]{0,14})(\.[0-9]{1,2})?$/;

/** Why `tiers` are not a valid ladder of `kind`, or null. */
function tiersProblem(kind: ContractKind, tiers: readonly ContractTier[]): string | null {
  if (tiers.length < ContractLimits.minTiers || tiers.length > ContractLimits.maxTiers)
    return ContractMessages.tiersCount;
  const rate = new RegExp(ContractLimits.ratePattern);
  for (const t of tiers) {
    if (!rate.test(t.rate) || basisPoints(t.rate) <= 0) return ContractMessages.rateFormat;
    if (basisPoints(t.rate) > ContractLimits.maxRateBasisPoints[kind])
      return fill(ContractMessages.rateTooHigh, rateOf(ContractLimits.maxRateBasisPoints[kind]));
    if (!THRESHOLD.test(t.minValidBet)) return ContractMessages.tiersOrder;
  }
  for (let i = 1; i < tiers.length; i += 1) {
    const [before, next] = [tiers[i - 1]!, tiers[i]!];
    if (
      basisPoints(next.rate) <= basisPoints(before.rate) ||
      cents(next.minValidBet) < cents(before.minValidBet) ||
      next.minActiveMembers < before.minActiveMembers
    )
      return ContractMessages.tiersOrder;
  }
  return null;
}

const normalised = (tiers: readonly ContractTier[]) =>
  tiers.map((t) => ({
    ...t,
    minValidBet: money(cents(t.minValidBet)),
    rate: rateOf(basisPoints(t.rate)),
  }));

/**
 * The contracts of a sub-agent created with them (POST downlines), checked as the server checks
 * them before the account is made; once valid, in force at once among those the agent gave.
 */
export function applyInitialContracts(
  data: ContractData,
  holder: ContractParty,
  contracts: readonly InitialContract[],
  now: string = DEMO_NOW,
): ContractAnswer<InitialContractValue[]> {
  if (new Set(contracts.map((c) => c.kind)).size !== contracts.length)
    return refused(400, ErrorCodes.Validation, `contracts: ${ContractMessages.kindTwice}`);
  for (const contract of contracts) {
    if (!data.offered.includes(contract.kind))
      return refused(403, ContractErrorCodes.FeatureOff, ContractMessages.featureOff);
    const problem = tiersProblem(contract.kind, contract.tiers);
    if (problem) return refused(400, ContractErrorCodes.BadTiers, problem);
    const mine = mineOf(data, contract.kind, 'active');
    if (!mine)
      return refused(409, ContractErrorCodes.NoOwnContract, ContractMessages.noOwnContract);
    if (basisPoints(normalised(contract.tiers).at(-1)!.rate) > basisPoints(mine.maxRate))
      return refused(
        400,
        ContractErrorCodes.RateAboveOwn,
        fill(ContractMessages.rateAboveOwn, mine.maxRate),
      );
  }
  const lastId = Math.max(0, ...data.contracts.map((c) => c.id));
  const made = contracts.map((contract, index) =>
    buildContract({
      id: lastId + index + 1,
      kind: contract.kind,
      holder,
      offeredBy: DEMO_AGENT,
      tiers: normalised(contract.tiers),
      createdAt: now,
      ...(contract.kind === 'dividend' && contract.period ? { period: contract.period } : {}),
    }),
  );
  for (const contract of made) data.contracts.push(contract);
  return {
    ok: true,
    value: made.map((c) => ({ kind: c.kind, period: c.period, maxRate: c.maxRate })),
  };
}

/** Applies a contract call of `kind` to `data`, as the server does. */
export function applyContractCall(
  data: ContractData,
  kind: ContractKind,
  call: ContractCall,
  now: string = DEMO_NOW,
): ContractAnswer<ContractCallResponse> {
  data.calls.push({ kind, body: call });
  if (!data.offered.includes(kind))
    return refused(403, ContractErrorCodes.FeatureOff, ContractMessages.featureOff);
  const view = () => contractViewAnswer(data, kind);
  const tiersAsked = call.tiers ?? [];
  switch (call.action) {
    case 'view':
      return { ok: true, value: { view: view() } };
    case 'simulate': {
      const problem = tiersProblem(kind, tiersAsked);
      if (problem) return refused(400, ContractErrorCodes.BadTiers, problem);
      const period: SettlementPeriod =
        kind === 'dividend' ? (call.period ?? DIVIDEND_DEFAULT_PERIOD) : SALARY_PERIODS[kind];
      const { deducted, ...team } = data.lastPeriod[kind];
      const simulation: ContractSimulation = {
        period,
        ...LAST_PERIOD[period],
        ...settle(kind, normalised(tiersAsked), team, deducted),
      };
      return { ok: true, value: { simulation } };
    }
    case 'offer': {
      const mine = mineOf(data, kind, 'active');
      if (!mine)
        return refused(409, ContractErrorCodes.NoOwnContract, ContractMessages.noOwnContract);
      const downline = data.downlineAgents.find((a) => a.id === call.memberId);
      if (call.memberId === undefined)
        return refused(400, ErrorCodes.Validation, 'memberId: Required');
      if (call.memberId === DEMO_AGENT.id)
        return refused(400, ErrorCodes.Validation, ContractMessages.selfOffer);
      if (!downline) return refused(400, ErrorCodes.Validation, ContractMessages.notDirect);
      const problem = tiersProblem(kind, tiersAsked);
      if (problem) return refused(400, ContractErrorCodes.BadTiers, problem);
      const tiers = normalised(tiersAsked);
      const maxRate = tiers.at(-1)!.rate;
      if (basisPoints(maxRate) > basisPoints(mine.maxRate))
        return refused(
          400,
          ContractErrorCodes.RateAboveOwn,
          fill(ContractMessages.rateAboveOwn, mine.maxRate),
        );
      const above = data.contracts.filter(
        (c) =>
          c.kind === kind &&
          c.offeredBy?.id === downline.id &&
          (c.status === 'pending' || c.status === 'active') &&
          basisPoints(c.maxRate) > basisPoints(maxRate),
      );
      if (above.length && !call.confirmLowerRate)
        return refused(
          409,
          ContractErrorCodes.LowerRate,
          fill(
            ContractMessages.lowerRate,
            downline.username,
            above.map((c) => c.holder.username).join(', '),
          ),
        );
      for (const c of above)
        Object.assign(c, { status: 'terminated', endedAt: now, endReason: 'lowerRate' });
      for (const c of data.contracts)
        if (c.kind === kind && c.holder.id === downline.id && c.status === 'pending')
          Object.assign(c, { status: 'terminated', endedAt: now, endReason: 'replaced' });
      const contract = buildContract({
        id: Math.max(0, ...data.contracts.map((c) => c.id)) + 1,
        kind,
        holder: downline,
        offeredBy: DEMO_AGENT,
        tiers,
        status: 'pending',
        createdAt: now,
        ...(kind === 'dividend' ? { period: call.period ?? DIVIDEND_DEFAULT_PERIOD } : {}),
      });
      data.contracts.push(contract);
      return {
        ok: true,
        value: {
          contract,
          view: view(),
          ...(call.confirmLowerRate ? { ended: above.map((c) => c.holder) } : {}),
        },
      };
    }
    default: {
      if (call.contractId === undefined)
        return refused(400, ErrorCodes.Validation, 'contractId: Required');
      const contract = data.contracts.find(
        (c) =>
          c.id === call.contractId &&
          c.kind === kind &&
          (c.holder.id === DEMO_AGENT.id || c.offeredBy?.id === DEMO_AGENT.id),
      );
      if (!contract) return refused(404, ContractErrorCodes.NotFound, ContractMessages.notFound);
      const held = contract.holder.id === DEMO_AGENT.id;
      if (call.action === 'terminate') {
        if (contract.status !== 'active' && contract.status !== 'pending')
          return refused(409, ContractErrorCodes.WrongState, ContractMessages.wrongState);
        if (held && contract.status === 'pending')
          return refused(409, ContractErrorCodes.WrongState, ContractMessages.wrongState);
        Object.assign(contract, {
          status: 'terminated',
          endedAt: now,
          endReason: held ? 'terminatedByHolder' : 'terminatedByUpline',
        });
      } else {
        if (!held) return refused(404, ContractErrorCodes.NotFound, ContractMessages.notFound);
        if (contract.status !== 'pending')
          return refused(409, ContractErrorCodes.WrongState, ContractMessages.wrongState);
        if (call.action === 'accept') {
          const before = mineOf(data, kind, 'active');
          if (before)
            Object.assign(before, { status: 'terminated', endedAt: now, endReason: 'replaced' });
          Object.assign(contract, { status: 'active', decidedAt: now });
        } else {
          Object.assign(contract, {
            status: 'rejected',
            decidedAt: now,
            endedAt: now,
            endReason: 'rejected',
          });
        }
      }
      return { ok: true, value: { contract: { ...contract }, view: view() } };
    }
  }
}

/** The answer of my income for `query`. */
export function incomeAnswer(data: ContractData, query: IncomeQuery): IncomePage {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? ContractLimits.defaultPageSize;
  const rows = data.settlements.filter((s) => !query.kind || s.kind === query.kind);
  return {
    totals: CONTRACT_KINDS.map((kind) => ({
      kind,
      amount: money(
        data.settlements
          .filter((s) => s.kind === kind)
          .reduce((sum, s) => sum + cents(s.amount), 0),
      ),
    })),
    list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNo,
    pageSize,
    total: rows.length,
    totalPages: Math.ceil(rows.length / pageSize),
  };
}
