// Values of the agent centre's report calls (issue 28: team betting, user loss, account details)
// that the server, the web client and the MSW handlers must agree on: paths, bounds, quick ranges,
// messages. Written once, here. Days are calendar days `YYYY-MM-DD` of the brand's time zone
// (ACCOUNT_RECORD_DEFAULT_TIME_ZONE while the brand has none); `from` and `to` both included.
import { AgentLimits } from './agent-rules';
import type { AgentBetSource, AgentBetStatus, AgentReportQuickRange } from './agent-reports';
import type { AccountRecordDateRange } from './wallet-records';
import {
  ACCOUNT_RECORD_DEFAULT_TIME_ZONE,
  addCalendarDays,
  calendarDayOf,
  calendarDaysBetween,
  isCalendarDay,
  quickDateRange,
  WalletRecordMessages,
} from './wallet-records-rules';

/** The paths of the agent centre's report calls (GET, under the token and the agent gate). */
export const AgentReportPaths = {
  /** The downlines' game rounds and lottery bets (team betting). */
  bets: '/wps/agent/reports/bets',
  /** Per downline: bets, wins, profit and loss, deposits, withdrawals, bonuses (user loss). */
  profitLoss: '/wps/agent/reports/profit-loss',
  /** The downlines' ledger entries (account details). */
  transactions: '/wps/agent/reports/transactions',
} as const;

/** Bounds of the report queries. */
export const AgentReportLimits = {
  /** Rows per page when `pageSize` is absent. */
  defaultPageSize: 20,
  maxPageSize: 100,
  maxPageNo: 10_000,
  /** The longest range: `from` to `to`, both included (a quarter). */
  maxRangeDays: 92,
  /** The longest `from` / `to` value ('YYYY-MM-DD'). */
  dayMaxLength: 10,
  /** A username (exact) or its beginning (prefix search). */
  usernameMaxLength: AgentLimits.searchMaxLength,
  /** Member ids a query may name. */
  idMin: AgentLimits.idMin,
  idMax: AgentLimits.idMax,
  /**
   * The deepest row (pageNo × pageSize) of the bets report when rounds and lottery bets are
   * merged (no `source`): each page reads that many rows of both; with a `source` paging goes to
   * `maxPageNo`.
   */
  mergedRowsMax: 10_000,
} as const;

/** Where a row of the bets report comes from: a game round or a lottery bet. */
export const AGENT_BET_SOURCES = ['game', 'lottery'] as const satisfies readonly AgentBetSource[];

/** A bets report row's status: a game round is SETTLED; a lottery bet OPEN, WON, LOST or VOID. */
export const AGENT_BET_STATUSES = [
  'SETTLED',
  'OPEN',
  'WON',
  'LOST',
  'VOID',
] as const satisfies readonly AgentBetStatus[];

/** How `username` matches: one member exactly (404 outside the tree) or usernames it begins. */
export const AGENT_REPORT_USERNAME_MATCHES = ['exact', 'prefix'] as const;

/** The match when `usernameMatch` is absent. */
export const AGENT_REPORT_DEFAULT_USERNAME_MATCH = 'prefix';

/** The quick ranges of the report filter bar, in display order. */
export const AGENT_REPORT_QUICK_RANGES = [
  'today',
  'yesterday',
  'last7',
  'last30',
] as const satisfies readonly AgentReportQuickRange[];

/** The quick range a report opens with (also the server's range when `from` / `to` are absent). */
export const AGENT_REPORT_DEFAULT_QUICK_RANGE: AgentReportQuickRange = 'today';

/** The messages of refused report queries (400 VALIDATION_ERROR). */
export const AgentReportMessages = {
  dateInvalid: WalletRecordMessages.dateInvalid,
  rangeReversed: WalletRecordMessages.rangeReversed,
  rangeTooLong: `Please choose at most ${AgentReportLimits.maxRangeDays} days`,
  pageTooDeep: `Without a source filter the report pages at most ${AgentReportLimits.mergedRowsMax} rows deep: choose game rounds or lottery bets to page further`,
  gameTypeWithLottery:
    'A game type filters game rounds only: it cannot be combined with lottery bets',
} as const satisfies Record<string, string>;

/**
 * The days of a quick range, both included, around `now` (its calendar day in `timeZone`):
 * `today`, `yesterday`, `last7` (today and the 6 days before) and `last30`.
 */
export function agentReportQuickRange(
  range: AgentReportQuickRange,
  now: Date,
  timeZone: string = ACCOUNT_RECORD_DEFAULT_TIME_ZONE,
): AccountRecordDateRange {
  const today = calendarDayOf(now, timeZone);
  switch (range) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addCalendarDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7':
    case 'last30':
      return quickDateRange(range, now, timeZone);
    default:
      throw new RangeError(`agentReportQuickRange: unknown range ${String(range)}`);
  }
}

/** Why a report's date range may not be asked for. */
export type AgentReportRangeProblem = 'rangeInvalid' | 'rangeReversed' | 'rangeTooLong';

/**
 * Why a report's date range may not be asked for, or null when it may: two real calendar days,
 * `to` not before `from`, at most `AgentReportLimits.maxRangeDays` days. A key for the web's texts.
 */
export function agentReportRangeProblem(
  from: unknown,
  to: unknown,
): AgentReportRangeProblem | null {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return 'rangeInvalid';
  const days = calendarDaysBetween(from, to);
  if (days < 0) return 'rangeReversed';
  if (days + 1 > AgentReportLimits.maxRangeDays) return 'rangeTooLong';
  return null;
}

const RANGE_MESSAGES: Record<AgentReportRangeProblem, string> = {
  rangeInvalid: AgentReportMessages.dateInvalid,
  rangeReversed: AgentReportMessages.rangeReversed,
  rangeTooLong: AgentReportMessages.rangeTooLong,
};

/** The message of `agentReportRangeProblem` (the server answers it with 400), or null. */
export function agentReportRangeError(from: unknown, to: unknown): string | null {
  const problem = agentReportRangeProblem(from, to);
  return problem && RANGE_MESSAGES[problem];
}
