// Rules of the agent module: affiliate codes (an agent's code makes new members its downline) and
// the agent centre's team pages (issue 28, slice 1): the team overview of a period, creating a
// direct downline with the brand's default password, and the team management list. An agent sees
// only its own tree (the members whose upline chain reaches it): any other member id answers 404
// DOWNLINE_NOT_FOUND, so the answer never tells that the id exists. Accounts come from the member
// service; money, rounds and bets from the wallet, games and lottery services, each asked once
// per call for the whole team (grouped sums, no query per member).
import type {
  AgentPeriod,
  AgentTransferRequest,
  AgentTransferResponse,
  CreateDownlineInput,
  CreateDownlineResponse,
  Downline,
  DownlineBreadcrumb,
  DownlinePage,
  DownlineQuery,
  TeamFigures,
  TeamOverviewResponse,
} from '@lotusplay/api-client/contracts';
import {
  ACCOUNT_RECORD_DEFAULT_TIME_ZONE,
  addCalendarDays,
  AGENT_ACCOUNT_TYPES,
  AGENT_DEFAULT_PERIOD,
  AGENT_TRANSFER_FLAG,
  AgentErrorCodes,
  AgentLimits,
  AgentMessages,
  AgentTransferErrorCodes,
  AgentTransferLimits,
  AgentTransferMessages,
  AuthErrorCodes,
  AuthMessages,
  calendarDayOf,
  ContractMessages,
  DEFAULT_PROFILE_RULES,
  ErrorCodes,
  MAIN_WALLET_CODE,
  parseMoney,
  toMoneyString,
  WalletErrorCodes,
  WalletMessages,
  zonedDayStart,
} from '@lotusplay/api-client/contracts';
import type { AccountType } from '@lotusplay/api-client/contracts';
import { checkField, fieldProblemMessage } from '@lotusplay/api-client/validation';
import { AppError } from '../../lib/envelope';
import type { PasswordHasher } from '../../lib/password';
import type { GamesService } from '../games/games.service';
import type { LotteryService } from '../lottery/lottery.service';
import { AccountTakenError } from '../member/member.service';
import type { MemberRow, MemberService, TreeMemberRow } from '../member/member.service';
import type { SessionService } from '../session/session.service';
import type { ContractService } from './contracts.service';
import type { SystemService } from '../system/system.service';
import type { VerificationService } from '../verification/verification.service';
import type { DepositService } from '../wallet/deposit.service';
import type { WalletService } from '../wallet/wallet.service';
import type { WithdrawalService } from '../wallet/withdrawal.service';

/** The rate-event kind of downline creations (counted per agent by the verification module). */
const DOWNLINE_RATE_KIND = 'agent_downline';

/** What the agent service reaches of other modules: their services only. */
export interface AgentServiceDeps {
  members: MemberService;
  /** The contracts a new sub-agent holds from its creation (registerCenter). */
  contracts?: Pick<ContractService, 'checkInitial' | 'grantInitial'>;
  system?: Pick<SystemService, 'getBrand' | 'listRegisterValidators' | 'flags'>;
  sessions?: Pick<SessionService, 'lastSeenByMember'>;
  wallet?: Pick<WalletService, 'mainBalances' | 'transferToDownline'>;
  deposits?: Pick<DepositService, 'creditedTotals'>;
  withdrawals?: Pick<WithdrawalService, 'paidOutTotals'>;
  games?: Pick<GamesService, 'roundTotalsByMember'>;
  lottery?: Pick<LotteryService, 'betTotalsByMember'>;
  verification?: Pick<VerificationService, 'hitRateLimit'>;
  passwords?: Pick<PasswordHasher, 'hash'>;
  clock?: () => Date;
}

/** Whether a member may use the agent centre (isAgent in AGENT_ACCOUNT_TYPES). */
export function isAgentAccount(member: Pick<MemberRow, 'isAgent'>): boolean {
  return AGENT_ACCOUNT_TYPES.includes(member.isAgent as AccountType);
}

/** 403 NOT_AGENT unless `member` is an agent. */
export function requireAgent(member: Pick<MemberRow, 'isAgent'>): void {
  if (!isAgentAccount(member)) {
    throw new AppError(403, AgentErrorCodes.NotAgent, AgentMessages.notAgent);
  }
}

const downlineNotFound = () =>
  new AppError(404, AgentErrorCodes.DownlineNotFound, AgentMessages.downlineNotFound);

/**
 * The bounds of a period of the team overview around `now`: [from, to), days in `timeZone`
 * (the brand has none yet: UTC), weeks from Monday, months from their first day.
 */
export function periodRange(
  period: AgentPeriod,
  now: Date,
  timeZone: string = ACCOUNT_RECORD_DEFAULT_TIME_ZONE,
): { from: Date; to: Date } {
  const today = calendarDayOf(now, timeZone);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = addCalendarDays(today, -((weekday + 6) % 7));
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const monthAfter = (first: string) => {
    const [year, month] = first.split('-').map(Number) as [number, number];
    return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  };
  const monthBefore = (first: string) => {
    const [year, month] = first.split('-').map(Number) as [number, number];
    return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
  };
  const days: Record<AgentPeriod, [string, string]> = {
    today: [today, addCalendarDays(today, 1)],
    yesterday: [addCalendarDays(today, -1), today],
    thisWeek: [monday, addCalendarDays(monday, 7)],
    lastWeek: [addCalendarDays(monday, -7), monday],
    thisMonth: [firstOfMonth, monthAfter(firstOfMonth)],
    lastMonth: [monthBefore(firstOfMonth), firstOfMonth],
  };
  const [from, to] = days[period];
  return { from: zonedDayStart(from, timeZone), to: zonedDayStart(to, timeZone) };
}

/** Figures in minor units while they are summed. */
interface Sums {
  members: number;
  newMembers: number;
  activeMembers: number;
  deposits: number;
  withdrawals: number;
  validBets: number;
  profitLoss: number;
}

const emptySums = (): Sums => ({
  members: 0,
  newMembers: 0,
  activeMembers: 0,
  deposits: 0,
  withdrawals: 0,
  validBets: 0,
  profitLoss: 0,
});

function addSums(into: Sums, add: Sums): void {
  into.members += add.members;
  into.newMembers += add.newMembers;
  into.activeMembers += add.activeMembers;
  into.deposits += add.deposits;
  into.withdrawals += add.withdrawals;
  into.validBets += add.validBets;
  into.profitLoss += add.profitLoss;
}

const figures = (sums: Sums): TeamFigures => ({
  members: sums.members,
  newMembers: sums.newMembers,
  activeMembers: sums.activeMembers,
  deposits: toMoneyString(sums.deposits),
  withdrawals: toMoneyString(sums.withdrawals),
  validBets: toMoneyString(sums.validBets),
  profitLoss: toMoneyString(sums.profitLoss),
});

const accountTypeOf = (isAgent: number) => (isAgentAccount({ isAgent }) ? 'agent' : 'member');

/** The agent calls. */
export class AgentService {
  private readonly members: MemberService;
  private readonly clock: () => Date;

  constructor(private readonly deps: AgentServiceDeps) {
    this.members = deps.members;
    this.clock = deps.clock ?? (() => new Date());
  }

  private need<K extends keyof AgentServiceDeps>(key: K): NonNullable<AgentServiceDeps[K]> {
    const value = this.deps[key];
    if (value === undefined) throw new Error(`the agent service was created without ${key}`);
    return value as NonNullable<AgentServiceDeps[K]>;
  }

  /** GET /wps/agent/affiliate: whether an affiliate / referral code exists and may be used. */
  async checkAffiliate(code: string): Promise<boolean> {
    return (await this.members.findAffiliateOwner(code)) !== null;
  }

  /** The agent's whole tree (level 1: its direct downlines). */
  private tree(agentId: number): Promise<TreeMemberRow[]> {
    return this.members.downlineTree(agentId, AgentLimits.maxTreeDepth);
  }

  /**
   * GET /wps/agent/team/overview: the figures of the agent's tree (not the agent itself) over the
   * period, in total and per level.
   */
  async teamOverview(
    agent: MemberRow,
    period: AgentPeriod = AGENT_DEFAULT_PERIOD,
  ): Promise<TeamOverviewResponse> {
    requireAgent(agent);
    const { from, to } = periodRange(period, this.clock());
    const tree = await this.tree(agent.id);
    const ids = tree.map((member) => member.id);
    const [deposits, withdrawals, rounds, bets] = await Promise.all([
      this.need('deposits').creditedTotals(ids, from, to),
      this.need('withdrawals').paidOutTotals(ids, from, to),
      this.need('games').roundTotalsByMember(ids, from, to),
      this.need('lottery').betTotalsByMember(ids, from, to),
    ]);
    const totals = emptySums();
    const byLevel = new Map<number, Sums>();
    for (const member of tree) {
      const round = rounds.get(member.id);
      const bet = bets.get(member.id);
      const stake = (round?.stake ?? 0) + (bet?.settledStake ?? 0);
      const win = (round?.win ?? 0) + (bet?.settledWin ?? 0);
      const created = member.createdAt.getTime();
      const sums: Sums = {
        members: 1,
        newMembers: created >= from.getTime() && created < to.getTime() ? 1 : 0,
        activeMembers: (round?.count ?? 0) > 0 || (bet?.placed ?? 0) > 0 ? 1 : 0,
        deposits: deposits.get(member.id) ?? 0,
        withdrawals: withdrawals.get(member.id) ?? 0,
        validBets: stake,
        profitLoss: win - stake,
      };
      let level = byLevel.get(member.level);
      if (!level) byLevel.set(member.level, (level = emptySums()));
      addSums(level, sums);
      addSums(totals, sums);
    }
    return {
      period,
      from: from.toISOString(),
      to: to.toISOString(),
      totals: figures(totals),
      levels: [...byLevel.entries()]
        .sort(([a], [b]) => a - b)
        .map(([level, sums]) => ({ level, ...figures(sums) })),
    };
  }

  /**
   * POST /wps/agent/downlines: a direct downline of the agent with the brand's default password
   * (the first login with it must change it: the session module forces a change of the default
   * password, and `firstLogin` is set too). The username follows registration's rule and is
   * unique regardless of case (409 USERNAME_TAKEN); a sub-agent gets an affiliate code of its
   * own. At most AgentLimits.downlinesPerHour per agent per hour, counted atomically before the
   * account is made (a taken name counts too: the limit also bounds probing of names).
   */
  async createDownline(
    agent: MemberRow,
    input: CreateDownlineInput,
  ): Promise<CreateDownlineResponse> {
    requireAgent(agent);
    const system = this.need('system');
    const username = input.username.trim();
    const validators = await system.listRegisterValidators();
    const rule = validators.find((row) => row.key === 'username');
    const usernameProblem = rule?.enabled
      ? checkField(username, { ...rule, required: true })
      : username
        ? null
        : 'required';
    if (usernameProblem) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        fieldProblemMessage('username', usernameProblem, rule),
      );
    }
    const nickname = (input.nickname ?? '').trim();
    if (nickname) {
      const nicknameRule = validators.find((row) => row.key === 'nickname');
      const problem = checkField(
        nickname,
        nicknameRule?.enabled
          ? { ...nicknameRule, required: false }
          : { ...DEFAULT_PROFILE_RULES.nickname, required: false, acceptedPattern: '*' },
      );
      if (problem) {
        throw new AppError(400, ErrorCodes.Validation, fieldProblemMessage('nickname', problem));
      }
    }
    const brand = await system.getBrand();
    if (!brand.defaultPassword) {
      throw new AppError(
        409,
        AgentErrorCodes.DefaultPasswordNotSet,
        AgentMessages.defaultPasswordNotSet,
      );
    }
    const isAgent = input.accountType === 'agent' ? 1 : 0;
    const wanted = input.contracts ?? [];
    if (wanted.length > 0 && !isAgent) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        `contracts: ${ContractMessages.notAgentDownline}`,
      );
    }
    // Checked before the account is made: a refused contract leaves no account behind.
    const contracts = wanted.length > 0 ? this.need('contracts') : null;
    const checked = contracts ? await contracts.checkInitial(agent, wanted) : [];
    try {
      await this.need('verification').hitRateLimit(
        DOWNLINE_RATE_KIND,
        String(agent.id),
        AgentLimits.downlinesPerHour,
        AgentLimits.downlinesWindowMs,
        AgentMessages.downlinesRateLimited,
      );
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 429) {
        throw new AppError(
          429,
          AgentErrorCodes.DownlinesRateLimited,
          AgentMessages.downlinesRateLimited,
        );
      }
      throw error;
    }
    if (await this.members.findByUsername(username)) throw usernameTaken();
    let member: MemberRow;
    try {
      member = await this.members.create({
        username,
        nickname: nickname || username,
        isAgent,
        passwordHash: await this.need('passwords').hash(brand.defaultPassword),
        passwordChangedAt: this.clock(),
        createdAt: this.clock(),
        uplineId: agent.id,
        firstLogin: true,
        registerMethod: 'AGENT',
      });
    } catch (error) {
      // Taken by a request that made the same name a moment earlier (the unique index decides).
      if (error instanceof AccountTakenError) throw usernameTaken();
      throw error;
    }
    if (isAgent) await this.members.ensureAffiliateCode(member.id);
    return {
      username: member.username,
      nickname: member.nickname,
      accountType: accountTypeOf(member.isAgent),
      isAgent: member.isAgent,
      createdAt: member.createdAt.toISOString(),
      contracts: contracts ? await contracts.grantInitial(agent, member.id, checked) : [],
    };
  }

  /**
   * GET /wps/agent/downlines: the direct downlines of `parentId` (the agent when absent), or with
   * `search` the members of the whole tree whose username starts with it (any case). A parent
   * outside the tree answers 404 DOWNLINE_NOT_FOUND. Newest first.
   */
  async downlines(agent: MemberRow, query: DownlineQuery): Promise<DownlinePage> {
    requireAgent(agent);
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? AgentLimits.defaultPageSize;
    const tree = await this.tree(agent.id);
    const byId = new Map(tree.map((member) => [member.id, member]));
    const self: DownlineBreadcrumb = { id: agent.id, username: agent.username, level: 0 };
    const search = (query.search ?? '').trim().toLowerCase();
    const parentId = search ? agent.id : (query.parentId ?? agent.id);
    const parentRow = parentId === agent.id ? null : byId.get(parentId);
    if (parentId !== agent.id && !parentRow) throw downlineNotFound();

    // Direct counts and team sizes of every member, from the tree (deepest levels first).
    const direct = new Map<number, number>();
    const team = new Map<number, number>();
    for (const member of [...tree].sort((a, b) => b.level - a.level)) {
      direct.set(member.uplineId, (direct.get(member.uplineId) ?? 0) + 1);
      team.set(member.uplineId, (team.get(member.uplineId) ?? 0) + 1 + (team.get(member.id) ?? 0));
    }

    const path: DownlineBreadcrumb[] = [];
    for (let at = parentRow; at; at = byId.get(at.uplineId)) {
      path.unshift({ id: at.id, username: at.username, level: at.level });
    }
    path.unshift(self);
    const parent = path[path.length - 1]!;

    const rows = (
      search
        ? tree.filter((member) => member.username.toLowerCase().startsWith(search))
        : tree.filter((member) => member.uplineId === parentId)
    ).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    const total = rows.length;
    const page = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    const ids = page.map((member) => member.id);
    const now = this.clock();
    const [balances, seen, rounds] = await Promise.all([
      this.need('wallet').mainBalances(ids),
      this.need('sessions').lastSeenByMember(ids),
      // Only the latest round of all time is read here (the empty range sums nothing).
      this.need('games').roundTotalsByMember(ids, now, now),
    ]);
    const list: Downline[] = page.map((member) => {
      const times = [seen.get(member.id), rounds.get(member.id)?.lastAt ?? undefined].filter(
        (time): time is Date => time !== undefined,
      );
      const last = times.length ? Math.max(...times.map((time) => time.getTime())) : null;
      return {
        id: member.id,
        username: member.username,
        nickname: member.nickname,
        accountType: accountTypeOf(member.isAgent),
        isAgent: member.isAgent,
        level: member.level,
        directCount: direct.get(member.id) ?? 0,
        teamSize: team.get(member.id) ?? 0,
        balance: toMoneyString(balances.get(member.id) ?? 0),
        registeredAt: member.createdAt.toISOString(),
        lastActiveAt: last === null ? null : new Date(last).toISOString(),
        locked: member.lockedAt !== null,
      };
    });
    return {
      parent,
      path,
      list,
      pageNo,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
    };
  }

  /**
   * POST /wps/agent/team/transfer: `amount` from the agent's main wallet to the main wallet of a
   * member of its tree — a direct downline or one deeper (the agent answers for its whole tree;
   * any other id is 404 DOWNLINE_NOT_FOUND, never telling that it exists). Only when the brand
   * flag AGENT_TRANSFER_FLAG is on (403), within AgentTransferLimits per transfer and per day
   * (400), with the agent's payment password (as a withdrawal: 400 wrong or not set, 429 locked).
   * The wallet service moves the money in one ledger transaction under the agent's account lock:
   * two transfers at once never overdraw it (400 INSUFFICIENT_BALANCE) nor pass the daily total.
   */
  async transferToDownline(
    agent: MemberRow,
    request: AgentTransferRequest,
  ): Promise<AgentTransferResponse> {
    requireAgent(agent);
    if ((await this.need('system').flags())[AGENT_TRANSFER_FLAG] !== true) {
      throw new AppError(403, AgentTransferErrorCodes.Disabled, AgentTransferMessages.disabled);
    }
    const amount = parseMoney(request.amount);
    if (amount === null || amount <= 0) {
      throw new AppError(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountInvalid);
    }
    if (amount < AgentTransferLimits.minMinor) {
      throw new AppError(400, AgentTransferErrorCodes.BelowMin, AgentTransferMessages.belowMin);
    }
    if (amount > AgentTransferLimits.maxMinor) {
      throw new AppError(400, AgentTransferErrorCodes.AboveMax, AgentTransferMessages.aboveMax);
    }
    // Walked up from the member, not down the agent's whole tree (issue 28's note: a transfer
    // read every member of a large tree to find one).
    const level = await this.members.levelBelow(
      agent.id,
      request.memberId,
      AgentLimits.maxTreeDepth,
    );
    const member = level === null ? null : await this.members.findById(request.memberId);
    if (!member) throw downlineNotFound();
    await this.members.checkPaymentPassword(agent.id, request.paymentPassword);
    const now = this.clock();
    const timeZone = ACCOUNT_RECORD_DEFAULT_TIME_ZONE;
    const moved = await this.need('wallet').transferToDownline(
      { id: agent.id, username: agent.username },
      { id: member.id, username: member.username },
      amount,
      request.idempotencyKey,
      {
        since: zonedDayStart(calendarDayOf(now, timeZone), timeZone),
        maxMinor: AgentTransferLimits.dailyMaxMinor,
        refusal: () =>
          new AppError(400, AgentTransferErrorCodes.DailyLimit, AgentTransferMessages.dailyLimit),
      },
    );
    const main = moved.wallets.find((wallet) => wallet.code === MAIN_WALLET_CODE);
    return {
      transactionId: moved.transactionId,
      amount: moved.amount,
      memberId: member.id,
      username: member.username,
      balance: main?.balance ?? toMoneyString(0),
    };
  }
}

const usernameTaken = () =>
  new AppError(409, AuthErrorCodes.UsernameTaken, AuthMessages.usernameTaken);
