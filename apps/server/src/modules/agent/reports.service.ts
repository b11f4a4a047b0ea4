// Rules of the agent centre's report pages (issue 28): team betting (the downlines' game rounds
// and lottery bets), user loss (per downline: valid bets, wins, profit and loss, deposits,
// withdrawals, bonuses and salaries) and account details (the downlines' ledger entries). An agent
// sees only its own tree: a member id or exact username outside it answers 404
// DOWNLINE_NOT_FOUND. Rows come from the games, lottery and wallet services, each asked once per
// page for the whole filtered team (a member-id list, a time range), never once per member.
import type {
  AgentBetRow,
  AgentBetsPage,
  AgentBetsQuery,
  AgentProfitLossPage,
  AgentProfitLossQuery,
  AgentProfitLossRow,
  AgentTransactionsPage,
  AgentTransactionsQuery,
  LanguageCode,
  LedgerKind,
} from '@lotusplay/api-client/contracts';
import {
  ACCOUNT_RECORD_DEFAULT_TIME_ZONE,
  addCalendarDays,
  AGENT_REPORT_DEFAULT_QUICK_RANGE,
  AgentErrorCodes,
  AgentLimits,
  AgentMessages,
  AgentReportLimits,
  AgentReportMessages,
  agentReportQuickRange,
  agentReportRangeError,
  ErrorCodes,
  toMoneyString,
  zonedDayStart,
} from '@lotusplay/api-client/contracts';
import { AppError } from '../../lib/envelope';
import type { GamesService } from '../games/games.service';
import type { LotteryService } from '../lottery/lottery.service';
import type { MemberRow, MemberService, TreeMemberRow } from '../member/member.service';
import type { DepositService } from '../wallet/deposit.service';
import type { WalletService } from '../wallet/wallet.service';
import type { WithdrawalService } from '../wallet/withdrawal.service';
import { requireAgent } from './agent.service';

/** What the report service reaches of other modules: their services only. */
export interface AgentReportServiceDeps {
  members: Pick<MemberService, 'downlineTree'>;
  games: Pick<GamesService, 'roundsOfMembers' | 'roundTotalsByMember'>;
  lottery: Pick<LotteryService, 'betsOfMembers' | 'betTotalsByMember'>;
  wallet: Pick<WalletService, 'entriesOfMembers' | 'kindTotalsByMember'>;
  deposits: Pick<DepositService, 'creditedTotals'>;
  withdrawals: Pick<WithdrawalService, 'paidOutTotals'>;
  clock?: () => Date;
}

/** The filter every report shares, as the routes pass it on. */
type ReportFilter = Pick<
  AgentBetsQuery,
  'from' | 'to' | 'memberId' | 'username' | 'usernameMatch' | 'pageNo' | 'pageSize'
>;

/** A report's filter resolved: the members it covers, its instants, its days and its page. */
interface Scope {
  members: TreeMemberRow[];
  byId: Map<number, TreeMemberRow>;
  from: string;
  to: string;
  since: Date;
  until: Date;
  pageNo: number;
  pageSize: number;
}

const invalid = (message: string) => new AppError(400, ErrorCodes.Validation, message);
const downlineNotFound = () =>
  new AppError(404, AgentErrorCodes.DownlineNotFound, AgentMessages.downlineNotFound);

/** Figures of the profit-loss report while they are summed (minor units). */
interface PlSums {
  validBets: number;
  wins: number;
  deposits: number;
  withdrawals: number;
  bonuses: number;
  salaries: number;
}

const plFigures = (sums: PlSums) => ({
  validBets: toMoneyString(sums.validBets),
  wins: toMoneyString(sums.wins),
  profitLoss: toMoneyString(sums.wins - sums.validBets),
  deposits: toMoneyString(sums.deposits),
  withdrawals: toMoneyString(sums.withdrawals),
  bonuses: toMoneyString(sums.bonuses),
  salaries: toMoneyString(sums.salaries),
});

const BONUS_KINDS: readonly LedgerKind[] = ['bonus', 'salary'];

/** The agent centre's reports. */
export class AgentReportService {
  private readonly clock: () => Date;

  constructor(private readonly deps: AgentReportServiceDeps) {
    this.clock = deps.clock ?? (() => new Date());
  }

  /**
   * The members and days a query covers: the agent's tree, narrowed to one member (by id, or by
   * exact username: 404 outside the tree) or to usernames beginning with `username`; the days
   * (today when both are absent, a missing one is the other; 400 when invalid, reversed or longer
   * than `AgentReportLimits.maxRangeDays`).
   */
  private async scope(agent: MemberRow, query: ReportFilter): Promise<Scope> {
    requireAgent(agent);
    const timeZone = ACCOUNT_RECORD_DEFAULT_TIME_ZONE;
    const today = agentReportQuickRange(AGENT_REPORT_DEFAULT_QUICK_RANGE, this.clock(), timeZone);
    const from = query.from ?? query.to ?? today.from;
    const to = query.to ?? query.from ?? today.to;
    const rangeError = agentReportRangeError(from, to);
    if (rangeError !== null) throw invalid(rangeError);

    const tree = await this.deps.members.downlineTree(agent.id, AgentLimits.maxTreeDepth);
    const byId = new Map(tree.map((member) => [member.id, member]));
    let members = tree;
    if (query.memberId !== undefined) {
      const member = byId.get(query.memberId);
      if (!member) throw downlineNotFound();
      members = [member];
    }
    const username = (query.username ?? '').trim().toLowerCase();
    if (username) {
      if (query.usernameMatch === 'exact') {
        members = members.filter((member) => member.username.toLowerCase() === username);
        if (members.length === 0) throw downlineNotFound();
      } else {
        members = members.filter((member) => member.username.toLowerCase().startsWith(username));
      }
    }
    return {
      members,
      byId,
      from,
      to,
      since: zonedDayStart(from, timeZone),
      until: zonedDayStart(addCalendarDays(to, 1), timeZone),
      pageNo: query.pageNo ?? 1,
      pageSize: query.pageSize ?? AgentReportLimits.defaultPageSize,
    };
  }

  private static page(scope: Scope, total: number) {
    return {
      from: scope.from,
      to: scope.to,
      pageNo: scope.pageNo,
      pageSize: scope.pageSize,
      total,
      totalPages: Math.ceil(total / scope.pageSize),
    };
  }

  /**
   * GET /wps/agent/reports/bets: the downlines' game rounds (by the time they were recorded) and
   * lottery bets (by the time they were placed), newest first, and the sums of the whole filter.
   * Without `source` both are merged: each page reads pageNo × pageSize rows of each (at most
   * `AgentReportLimits.mergedRowsMax`, else 400); with one, plain offset paging.
   */
  async bets(
    agent: MemberRow,
    query: AgentBetsQuery,
    language?: LanguageCode,
  ): Promise<AgentBetsPage> {
    if (query.gameType !== undefined && query.source === 'lottery') {
      throw invalid(AgentReportMessages.gameTypeWithLottery);
    }
    const scope = await this.scope(agent, query);
    const { pageNo, pageSize } = scope;
    const games = query.source !== 'lottery';
    const lottery = query.source !== 'game' && query.gameType === undefined;
    const merged = games && lottery;
    const depth = pageNo * pageSize;
    if (merged && depth > AgentReportLimits.mergedRowsMax) {
      throw invalid(AgentReportMessages.pageTooDeep);
    }
    const limit = merged ? depth : pageSize;
    const offset = merged ? 0 : (pageNo - 1) * pageSize;
    const memberIds = scope.members.map((member) => member.id);
    const range = { memberIds, since: scope.since, until: scope.until };
    const [rounds, bets] = await Promise.all([
      games
        ? this.deps.games.roundsOfMembers(
            { ...range, ...(query.gameType === undefined ? {} : { gameType: query.gameType }) },
            limit,
            offset,
            language,
          )
        : null,
      lottery ? this.deps.lottery.betsOfMembers(range, limit, offset, language) : null,
    ]);
    const who = (memberId: number) => {
      const member = scope.byId.get(memberId);
      return { memberId, username: member?.username ?? '', level: member?.level ?? 0 };
    };
    const rows: (AgentBetRow & { at: number; seq: number })[] = [];
    for (const round of rounds?.rows ?? []) {
      rows.push({
        at: round.createdAt.getTime(),
        seq: round.id,
        id: `game:${round.id}`,
        time: round.createdAt.toISOString(),
        ...who(round.memberId),
        source: 'game',
        gameCode: round.gameCode,
        gameName: round.gameName,
        gameType: round.gameType,
        numero: null,
        stake: toMoneyString(round.stake),
        validBet: toMoneyString(round.stake),
        win: toMoneyString(round.win),
        profitLoss: toMoneyString(round.win - round.stake),
        status: 'SETTLED',
      });
    }
    for (const bet of bets?.rows ?? []) {
      const settled = bet.status === 'WON' || bet.status === 'LOST';
      const win = bet.winMinor ?? 0;
      const validBet = settled ? bet.totalStakeMinor : 0;
      rows.push({
        at: bet.placedAt.getTime(),
        seq: bet.id,
        id: `lottery:${bet.id}`,
        time: bet.placedAt.toISOString(),
        ...who(bet.memberId),
        source: 'lottery',
        gameCode: bet.gameCode,
        gameName: bet.gameName,
        gameType: null,
        numero: bet.numero,
        stake: toMoneyString(bet.totalStakeMinor),
        validBet: toMoneyString(validBet),
        win: toMoneyString(settled ? win : 0),
        profitLoss: toMoneyString(settled ? win - validBet : 0),
        status: bet.status,
      });
    }
    // Newest first; at the same instant rounds before bets, then the higher id first.
    rows.sort(
      (a, b) =>
        b.at - a.at || (a.source === b.source ? 0 : a.source === 'game' ? -1 : 1) || b.seq - a.seq,
    );
    const list = (merged ? rows.slice((pageNo - 1) * pageSize, depth) : rows).map(
      ({ at: _at, seq: _seq, ...row }) => row,
    );
    const g = rounds?.totals ?? { count: 0, stake: 0, win: 0 };
    const l = bets?.totals ?? { count: 0, stake: 0, settledStake: 0, settledWin: 0 };
    const validBet = g.stake + l.settledStake;
    const win = g.win + l.settledWin;
    return {
      list,
      totals: {
        count: g.count + l.count,
        stake: toMoneyString(g.stake + l.stake),
        validBet: toMoneyString(validBet),
        win: toMoneyString(win),
        profitLoss: toMoneyString(win - validBet),
      },
      ...AgentReportService.page(scope, g.count + l.count),
    };
  }

  /**
   * GET /wps/agent/reports/profit-loss: per downline of the filter with any figure in the range
   * (level, then username): valid bets and wins of its rounds and of its lottery bets settled in
   * the range (the team overview's rule), profit and loss, credited deposits, paid-out
   * withdrawals, bonuses and salaries booked; the totals of all of them. One grouped query per
   * source for the whole filter; the page is cut from it.
   */
  async profitLoss(agent: MemberRow, query: AgentProfitLossQuery): Promise<AgentProfitLossPage> {
    const scope = await this.scope(agent, query);
    const ids = scope.members.map((member) => member.id);
    const { since, until } = scope;
    const [rounds, bets, deposits, withdrawals, credits] = await Promise.all([
      this.deps.games.roundTotalsByMember(ids, since, until),
      this.deps.lottery.betTotalsByMember(ids, since, until),
      this.deps.deposits.creditedTotals(ids, since, until),
      this.deps.withdrawals.paidOutTotals(ids, since, until),
      this.deps.wallet.kindTotalsByMember({ memberIds: ids, since, until, kinds: BONUS_KINDS }),
    ]);
    const totals: PlSums = {
      validBets: 0,
      wins: 0,
      deposits: 0,
      withdrawals: 0,
      bonuses: 0,
      salaries: 0,
    };
    const rows: AgentProfitLossRow[] = [];
    const ordered = [...scope.members].sort(
      (a, b) => a.level - b.level || a.username.localeCompare(b.username) || a.id - b.id,
    );
    for (const member of ordered) {
      const round = rounds.get(member.id);
      const bet = bets.get(member.id);
      const credit = credits.get(member.id);
      const sums: PlSums = {
        validBets: (round?.stake ?? 0) + (bet?.settledStake ?? 0),
        wins: (round?.win ?? 0) + (bet?.settledWin ?? 0),
        deposits: deposits.get(member.id) ?? 0,
        withdrawals: withdrawals.get(member.id) ?? 0,
        bonuses: credit?.get('bonus') ?? 0,
        salaries: credit?.get('salary') ?? 0,
      };
      const active =
        (round?.count ?? 0) > 0 ||
        sums.validBets !== 0 ||
        sums.wins !== 0 ||
        sums.deposits !== 0 ||
        sums.withdrawals !== 0 ||
        sums.bonuses !== 0 ||
        sums.salaries !== 0;
      if (!active) continue;
      for (const key of Object.keys(totals) as (keyof PlSums)[]) totals[key] += sums[key];
      rows.push({
        memberId: member.id,
        username: member.username,
        level: member.level,
        ...plFigures(sums),
      });
    }
    const { pageNo, pageSize } = scope;
    return {
      list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      totals: { members: rows.length, ...plFigures(totals) },
      ...AgentReportService.page(scope, rows.length),
    };
  }

  /**
   * GET /wps/agent/reports/transactions: the ledger entries of the downlines of the filter booked
   * in the range (every wallet), newest first, optionally of one kind.
   */
  async transactions(
    agent: MemberRow,
    query: AgentTransactionsQuery,
    language?: LanguageCode,
  ): Promise<AgentTransactionsPage> {
    const scope = await this.scope(agent, query);
    const { pageNo, pageSize } = scope;
    const { rows, total } = await this.deps.wallet.entriesOfMembers(
      {
        memberIds: scope.members.map((member) => member.id),
        since: scope.since,
        until: scope.until,
        kinds: query.kind === undefined ? [] : [query.kind],
      },
      pageSize,
      (pageNo - 1) * pageSize,
      language,
    );
    return {
      list: rows.map((row) => {
        const member = scope.byId.get(row.memberId);
        return {
          id: row.id,
          time: row.createdAt.toISOString(),
          memberId: row.memberId,
          username: member?.username ?? '',
          level: member?.level ?? 0,
          kind: row.kind,
          wallet: row.wallet,
          amount: toMoneyString(row.amount),
          balanceAfter: toMoneyString(row.balanceAfter),
          reference: row.reference,
        };
      }),
      ...AgentReportService.page(scope, total),
    };
  }
}
