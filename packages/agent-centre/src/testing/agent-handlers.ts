// MSW handlers of the agent centre's calls (issue 28) for its component tests and stories:
// in-memory answers shaped like the server's (the tree below the agent, paging, the search of the
// whole tree, the 404 of a member outside it; the consolidated contract fields, the four contract
// calls and my income, from `contract-data.ts`; the transfer to a downline, refused as the server
// would), and failure or never-answering variants of each.
import {
  AGENT_DEFAULT_PERIOD,
  AGENT_PERIODS,
  AgentContractPaths,
  AgentErrorCodes,
  AgentLimits,
  AgentMessages,
  AgentPaths,
  AgentTransferErrorCodes,
  AgentTransferLimits,
  AgentTransferMessages,
  AgentTransferPaths,
  AuthErrorCodes,
  AuthMessages,
  CONTRACT_KINDS,
  ContractPaths,
  ContractMessages,
  ErrorCodes,
  parseMoney,
  WalletErrorCodes,
  WalletMessages,
} from '@lotusplay/api-client';
import type {
  AgentPeriod,
  AgentTransferRequest,
  AgentTransferResponse,
  ContractCall,
  CreateDownlineInput,
  CreateDownlineResponse,
  Downline,
  DownlineAccountType,
  DownlineBreadcrumb,
  DownlinePage,
  DownlineQuery,
  TeamFigures,
  TeamLevelFigures,
  TeamOverviewResponse,
} from '@lotusplay/api-client';
import { envelope, errorEnvelope } from '@lotusplay/api-client/testing';
import { delay, http } from 'msw';
import type { HttpHandler } from 'msw';
import {
  applyContractCall,
  buildContractData,
  applyInitialContracts,
  consolidatedAnswer,
  incomeAnswer,
  type ContractData,
} from './contract-data';

/** What a call does: answer from the data, fail with 500, or never answer (loading). */
export type AgentCallMode = 'data' | 'error' | 'loading';

/** The mode of each agent call ('data' when omitted). */
export interface AgentCallModes {
  overview?: AgentCallMode;
  downlines?: AgentCallMode;
  create?: AgentCallMode;
  /** GET getConsolidated (the menu's contract entries). */
  consolidated?: AgentCallMode;
  /** A contract call with action 'view'. */
  contractView?: AgentCallMode;
  /** A contract call with any other action. */
  contractAction?: AgentCallMode;
  /** POST the transfer to a downline. */
  transfer?: AgentCallMode;
  /** GET my income. */
  income?: AgentCallMode;
}

/** A member of the demo tree below the agent. */
export interface DemoDownline {
  id: number;
  username: string;
  nickname: string;
  accountType: DownlineAccountType;
  /** Its upline: the agent's id, or another demo downline's. */
  parentId: number;
  balance: string;
  registeredAt: string;
  lastActiveAt: string | null;
  locked: boolean;
}

/** The demo data of the agent centre's team pages, and what the pages asked. */
export interface AgentData {
  /** The logged-in agent (level 0). */
  agent: { id: number; username: string };
  /** Its whole downline tree. */
  members: DemoDownline[];
  /** The money figures of each level for the period `today`; other periods scale them. */
  levelMoney: Pick<TeamFigures, 'deposits' | 'withdrawals' | 'validBets' | 'profitLoss'>[];
  /** False: the brand has no default password, creating a downline answers 409. */
  defaultPasswordSet: boolean;
  overviewQueries: { period: AgentPeriod }[];
  downlineQueries: DownlineQuery[];
  created: CreateDownlineInput[];
  /** The agent's main wallet balance (a transfer to a downline takes from it). */
  agentBalance: string;
  /** The transfers to downlines asked for. */
  transfers: AgentTransferRequest[];
  /** Set: every transfer is refused with it (a story's or a test's refusal). */
  transferRefusal: { code: string; message: string; status: number } | null;
  /** The salary and dividend contracts, the income, and what the contract pages asked. */
  contracts: ContractData;
}

/** How many times the figures of `today` each period holds (demo numbers only). */
const PERIOD_SCALE: Record<AgentPeriod, number> = {
  today: 1,
  yesterday: 2,
  thisWeek: 5,
  lastWeek: 4,
  thisMonth: 12,
  lastMonth: 10,
};

const AGENT_ID = 100;

function downline(
  id: number,
  username: string,
  parentId: number,
  overrides: Partial<DemoDownline> = {},
): DemoDownline {
  return {
    id,
    username,
    nickname: username,
    accountType: 'member',
    parentId,
    balance: '0.00',
    registeredAt: `2026-11-${String(id - 90).padStart(2, '0')}T08:30:00.000Z`,
    lastActiveAt: null,
    locked: false,
    ...overrides,
  };
}

/**
 * The demo tree of the server's seed: demo_agent above demo_player and two sub-agents with three
 * members each, one of whom has a member of its own (3 levels, 10 downlines).
 */
export function buildDemoDownlines(): DemoDownline[] {
  return [
    downline(101, 'demo_player', AGENT_ID, {
      nickname: 'Demo player',
      balance: '1250.75',
      lastActiveAt: '2026-11-27T20:15:00.000Z',
    }),
    downline(102, 'demo_subagent1', AGENT_ID, {
      accountType: 'agent',
      balance: '3400.00',
      lastActiveAt: '2026-11-27T18:00:00.000Z',
    }),
    downline(103, 'demo_subagent2', AGENT_ID, { accountType: 'agent', balance: '12.50' }),
    downline(104, 'sub1_member1', 102, {
      balance: '880.00',
      lastActiveAt: '2026-11-26T10:00:00.000Z',
    }),
    downline(105, 'sub1_member2', 102, { balance: '45.10' }),
    downline(106, 'sub1_member3', 102, { locked: true }),
    downline(107, 'sub2_member1', 103, {
      balance: '2000.00',
      lastActiveAt: '2026-11-25T09:00:00.000Z',
    }),
    downline(108, 'sub2_member2', 103),
    downline(109, 'sub2_member3', 103),
    downline(110, 'sub1_member1_friend', 104, { balance: '5.00' }),
  ];
}

/** `count` direct members of the agent, named member001…, for paging. */
export function buildManyDownlines(count: number): DemoDownline[] {
  return Array.from({ length: count }, (_, i) =>
    downline(200 + i, `member${String(i + 1).padStart(3, '0')}`, AGENT_ID, {
      registeredAt: '2026-11-20T08:30:00.000Z',
    }),
  );
}

/** Demo data: the seed's tree below demo_agent, with figures on each of its three levels. */
export function buildAgentData(overrides: Partial<AgentData> = {}): AgentData {
  return {
    agent: { id: AGENT_ID, username: 'demo_agent' },
    members: buildDemoDownlines(),
    levelMoney: [
      { deposits: '1500.00', withdrawals: '200.00', validBets: '3200.50', profitLoss: '-420.25' },
      { deposits: '300.00', withdrawals: '0.00', validBets: '880.00', profitLoss: '95.60' },
      { deposits: '50.00', withdrawals: '0.00', validBets: '120.00', profitLoss: '-12.50' },
    ],
    defaultPasswordSet: true,
    overviewQueries: [],
    downlineQueries: [],
    created: [],
    agentBalance: '5000.00',
    transfers: [],
    transferRefusal: null,
    contracts: buildContractData(),
    ...overrides,
  };
}

const cents = (value: string) => Math.round(Number(value) * 100);
const money = (minor: number) => (minor / 100).toFixed(2);

/** The level of each member below the agent (1: direct downline). */
function levelsOf(data: AgentData): Map<number, number> {
  const levels = new Map<number, number>([[data.agent.id, 0]]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const member of data.members) {
      const parent = levels.get(member.parentId);
      if (parent !== undefined && !levels.has(member.id)) {
        levels.set(member.id, parent + 1);
        grew = true;
      }
    }
  }
  levels.delete(data.agent.id);
  return levels;
}

/** Every member below `id` (not `id` itself). */
function treeBelow(data: AgentData, id: number): DemoDownline[] {
  const below: DemoDownline[] = [];
  const queue = [id];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const member of data.members.filter((m) => m.parentId === parent)) {
      below.push(member);
      queue.push(member.id);
    }
  }
  return below;
}

/** The answer of the team overview for `data` and a period. */
export function teamOverviewAnswer(data: AgentData, period: AgentPeriod): TeamOverviewResponse {
  const scale = PERIOD_SCALE[period];
  const levels = levelsOf(data);
  const deepest = Math.max(0, ...levels.values());
  const rows: TeamLevelFigures[] = [];
  for (let level = 1; level <= deepest; level += 1) {
    const members = [...levels.values()].filter((l) => l === level).length;
    const figures = data.levelMoney[level - 1] ?? data.levelMoney.at(-1);
    rows.push({
      level,
      members,
      newMembers: Math.min(members, Math.ceil(scale / 2)),
      activeMembers: Math.min(members, scale + 1),
      deposits: money(cents(figures?.deposits ?? '0') * scale),
      withdrawals: money(cents(figures?.withdrawals ?? '0') * scale),
      validBets: money(cents(figures?.validBets ?? '0') * scale),
      profitLoss: money(cents(figures?.profitLoss ?? '0') * scale),
    });
  }
  const sum = (pick: (row: TeamLevelFigures) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  return {
    period,
    from: '2026-11-28T00:00:00.000Z',
    to: '2026-11-29T00:00:00.000Z',
    totals: {
      members: sum((r) => r.members),
      newMembers: sum((r) => r.newMembers),
      activeMembers: sum((r) => r.activeMembers),
      deposits: money(sum((r) => cents(r.deposits))),
      withdrawals: money(sum((r) => cents(r.withdrawals))),
      validBets: money(sum((r) => cents(r.validBets))),
      profitLoss: money(sum((r) => cents(r.profitLoss))),
    },
    levels: rows,
  };
}

function breadcrumb(data: AgentData, id: number, levels: Map<number, number>): DownlineBreadcrumb {
  if (id === data.agent.id) return { ...data.agent, level: 0 };
  const member = data.members.find((m) => m.id === id)!;
  return { id, username: member.username, level: levels.get(id) ?? 0 };
}

/** The answer of the team list for `data` and a query, or null when the parent is not below the agent. */
export function downlinePageAnswer(data: AgentData, query: DownlineQuery): DownlinePage | null {
  const levels = levelsOf(data);
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? AgentLimits.defaultPageSize;
  const search = query.search?.trim().toLowerCase();
  const parentId = search ? data.agent.id : (query.parentId ?? data.agent.id);
  if (parentId !== data.agent.id && !levels.has(parentId)) return null;
  const path: DownlineBreadcrumb[] = [];
  for (let id: number | undefined = parentId; id !== undefined;) {
    path.unshift(breadcrumb(data, id, levels));
    id = id === data.agent.id ? undefined : data.members.find((m) => m.id === id)?.parentId;
  }
  const rows = search
    ? data.members.filter((m) => levels.has(m.id) && m.username.toLowerCase().startsWith(search))
    : data.members.filter((m) => m.parentId === parentId);
  const list: Downline[] = rows.map((m) => ({
    id: m.id,
    username: m.username,
    nickname: m.nickname,
    accountType: m.accountType,
    isAgent: m.accountType === 'agent' ? 1 : 0,
    level: levels.get(m.id) ?? 1,
    directCount: data.members.filter((c) => c.parentId === m.id).length,
    teamSize: treeBelow(data, m.id).length,
    balance: m.balance,
    registeredAt: m.registeredAt,
    lastActiveAt: m.lastActiveAt,
    locked: m.locked,
  }));
  return {
    parent: breadcrumb(data, parentId, levels),
    path,
    list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNo,
    pageSize,
    total: list.length,
    totalPages: Math.ceil(list.length / pageSize),
  };
}

const number = (value: string | null) => (value === null ? undefined : Number(value));

/** The contract calls, the consolidated fields and my income, answered from `data`. */
function contractHandlers(
  data: ContractData,
  modes: AgentCallModes,
  failOrWait: (mode: AgentCallMode | undefined) => Promise<Response | null>,
): HttpHandler[] {
  return [
    http.get(`*${AgentContractPaths.consolidated}`, async () => {
      return (await failOrWait(modes.consolidated)) ?? envelope(consolidatedAnswer(data));
    }),
    ...CONTRACT_KINDS.map((kind) =>
      http.post(`*${ContractPaths[kind]}`, async ({ request }) => {
        const body = (await request.json()) as ContractCall;
        const failed = await failOrWait(
          body.action === 'view' ? modes.contractView : modes.contractAction,
        );
        if (failed) {
          data.calls.push({ kind, body });
          return failed;
        }
        const answer = applyContractCall(data, kind, body);
        return answer.ok
          ? envelope(answer.value)
          : errorEnvelope(answer.code, answer.message, answer.status);
      }),
    ),
    http.get(`*${AgentContractPaths.income}`, async ({ request }) => {
      const params = new URL(request.url).searchParams;
      const asked = params.get('kind');
      const kind = CONTRACT_KINDS.find((k) => k === asked);
      if (asked !== null && !kind)
        return errorEnvelope(ErrorCodes.Validation, 'kind: Format is incorrect', 400);
      const query = {
        ...(kind ? { kind } : {}),
        pageNo: number(params.get('pageNo')),
        pageSize: number(params.get('pageSize')),
      };
      data.incomeQueries.push(query);
      return (await failOrWait(modes.income)) ?? envelope(incomeAnswer(data, query));
    }),
  ];
}

/** Why the server would refuse a transfer to a downline (the tree, the limits, the balance). */
function transferRefusal(
  data: AgentData,
  body: AgentTransferRequest,
): { code: string; message: string; status: number } | null {
  if (data.transferRefusal) return data.transferRefusal;
  if (!levelsOf(data).has(body.memberId))
    return {
      code: AgentErrorCodes.DownlineNotFound,
      message: AgentMessages.downlineNotFound,
      status: 404,
    };
  const amount = parseMoney(body.amount);
  if (amount === null || amount <= 0)
    return {
      code: WalletErrorCodes.AmountInvalid,
      message: WalletMessages.amountInvalid,
      status: 400,
    };
  if (amount < AgentTransferLimits.minMinor)
    return {
      code: AgentTransferErrorCodes.BelowMin,
      message: AgentTransferMessages.belowMin,
      status: 400,
    };
  if (amount > AgentTransferLimits.maxMinor)
    return {
      code: AgentTransferErrorCodes.AboveMax,
      message: AgentTransferMessages.aboveMax,
      status: 400,
    };
  if (amount > cents(data.agentBalance))
    return {
      code: WalletErrorCodes.InsufficientBalance,
      message: WalletMessages.insufficientBalance,
      status: 400,
    };
  return null;
}

/** The agent centre's team calls answered from `data` (or failing, or never answering). */
export function createAgentHandlers(data: AgentData, modes: AgentCallModes = {}): HttpHandler[] {
  const failOrWait = async (mode: AgentCallMode | undefined) => {
    if (mode === 'loading') await delay('infinite');
    return mode === 'error' ? errorEnvelope(ErrorCodes.Internal, 'Server error', 500) : null;
  };
  return [
    ...contractHandlers(data.contracts, modes, failOrWait),
    http.get(`*${AgentPaths.teamOverview}`, async ({ request }) => {
      const asked = new URL(request.url).searchParams.get('period') ?? AGENT_DEFAULT_PERIOD;
      const period = AGENT_PERIODS.find((p) => p === asked);
      if (!period) return errorEnvelope(ErrorCodes.Validation, 'period: Format is incorrect', 400);
      data.overviewQueries.push({ period });
      return (await failOrWait(modes.overview)) ?? envelope(teamOverviewAnswer(data, period));
    }),
    http.get(`*${AgentPaths.downlines}`, async ({ request }) => {
      const params = new URL(request.url).searchParams;
      const query: DownlineQuery = {
        parentId: number(params.get('parentId')),
        search: params.get('search') ?? undefined,
        pageNo: number(params.get('pageNo')),
        pageSize: number(params.get('pageSize')),
      };
      data.downlineQueries.push(query);
      const failed = await failOrWait(modes.downlines);
      if (failed) return failed;
      const answer = downlinePageAnswer(data, query);
      return answer
        ? envelope(answer)
        : errorEnvelope(AgentErrorCodes.DownlineNotFound, AgentMessages.downlineNotFound, 404);
    }),
    http.post(`*${AgentTransferPaths.transfer}`, async ({ request }) => {
      const body = (await request.json()) as AgentTransferRequest;
      data.transfers.push(body);
      const failed = await failOrWait(modes.transfer);
      if (failed) return failed;
      const refusal = transferRefusal(data, body);
      if (refusal) return errorEnvelope(refusal.code, refusal.message, refusal.status);
      const member = data.members.find((m) => m.id === body.memberId)!;
      const amount = parseMoney(body.amount)!;
      member.balance = money(cents(member.balance) + amount);
      data.agentBalance = money(cents(data.agentBalance) - amount);
      const answer: AgentTransferResponse = {
        transactionId: 9000 + data.transfers.length,
        amount: money(amount),
        memberId: member.id,
        username: member.username,
        balance: data.agentBalance,
      };
      return envelope(answer);
    }),
    http.post(`*${AgentPaths.downlines}`, async ({ request }) => {
      const body = (await request.json()) as CreateDownlineInput;
      data.created.push(body);
      const failed = await failOrWait(modes.create);
      if (failed) return failed;
      if (!data.defaultPasswordSet)
        return errorEnvelope(
          AgentErrorCodes.DefaultPasswordNotSet,
          AgentMessages.defaultPasswordNotSet,
          409,
        );
      const username = body.username.trim();
      const taken = [data.agent, ...data.members].some(
        (m) => m.username.toLowerCase() === username.toLowerCase(),
      );
      if (taken)
        return errorEnvelope(AuthErrorCodes.UsernameTaken, AuthMessages.usernameTaken, 409);
      const id = Math.max(data.agent.id, ...data.members.map((m) => m.id)) + 1;
      if (body.contracts?.length && body.accountType !== 'agent')
        return errorEnvelope(
          ErrorCodes.Validation,
          `contracts: ${ContractMessages.notAgentDownline}`,
          400,
        );
      const contracts = applyInitialContracts(
        data.contracts,
        { id, username },
        body.contracts ?? [],
      );
      if (!contracts.ok) return errorEnvelope(contracts.code, contracts.message, contracts.status);
      const created: DemoDownline = {
        id,
        username,
        nickname: body.nickname?.trim() || username,
        accountType: body.accountType,
        parentId: data.agent.id,
        balance: '0.00',
        registeredAt: '2026-11-28T12:00:00.000Z',
        lastActiveAt: null,
        locked: false,
      };
      data.members.push(created);
      const answer: CreateDownlineResponse = {
        username: created.username,
        nickname: created.nickname,
        accountType: created.accountType,
        isAgent: created.accountType === 'agent' ? 1 : 0,
        createdAt: created.registeredAt,
        contracts: contracts.value,
      };
      return envelope(answer);
    }),
  ];
}
