// MSW handlers of the agent centre's report calls (issue 28), answering from data typed against
// the contracts: filtered by days, username prefix, source and kind, paged as the server pages.
import {
  AgentReportLimits,
  AgentReportPaths,
  agentReportRangeError,
  ErrorCodes,
} from '@lotusplay/api-client';
import type {
  AgentBetRow,
  AgentBetsPage,
  AgentProfitLossPage,
  AgentProfitLossRow,
  AgentTransactionRow,
  AgentTransactionsPage,
} from '@lotusplay/api-client';
import { envelope, errorEnvelope } from '@lotusplay/api-client/testing';
import { delay, http } from 'msw';
import type { HttpHandler } from 'msw';

/** What a report call does: answer from the data, fail with 500, or never answer (loading). */
export type ReportCallMode = 'data' | 'error' | 'loading';

/** The mode of each report call ('data' when omitted). */
export interface ReportCallModes {
  bets?: ReportCallMode;
  profitLoss?: ReportCallMode;
  transactions?: ReportCallMode;
}

/** The rows the report handlers answer from. */
export interface ReportData {
  bets: AgentBetRow[];
  profitLoss: AgentProfitLossRow[];
  transactions: AgentTransactionRow[];
}

const at = (day: string, time = '10:00:00') => `${day}T${time}.000Z`;

/** A lottery bet and a game round of a downline, around `day`. */
function betRow(n: number, day: string): AgentBetRow {
  const game = n % 2 === 0;
  return {
    id: `${game ? 'game' : 'lottery'}:${n}`,
    time: at(day, `${String(23 - (n % 24)).padStart(2, '0')}:00:00`),
    memberId: 100 + (n % 3),
    username: `demo_member${n % 3}`,
    level: 1 + (n % 2),
    source: game ? 'game' : 'lottery',
    gameCode: game ? 'TCG_SEA_0001' : 'VN_NORTH',
    gameName: game ? 'Wild Carnival' : 'Hanoi (Northern)',
    gameType: game ? 'RNG' : null,
    numero: game ? null : '20261127001',
    stake: '10.00',
    validBet: '10.00',
    win: game ? '25.50' : '0.00',
    profitLoss: game ? '15.50' : '-10.00',
    status: game ? 'SETTLED' : 'LOST',
  };
}

/** The report data of a small team on 2026-11-27 (`bets` rows of bets). */
export function buildReportData(bets = 3): ReportData {
  return {
    bets: Array.from({ length: bets }, (_, i) => betRow(i, '2026-11-27')),
    profitLoss: [
      {
        memberId: 100,
        username: 'demo_player',
        level: 1,
        validBets: '1250.00',
        wins: '900.00',
        profitLoss: '-350.00',
        deposits: '2000.00',
        withdrawals: '500.00',
        bonuses: '18.00',
        salaries: '0.00',
      },
      {
        memberId: 101,
        username: 'demo_subagent1',
        level: 1,
        validBets: '300.00',
        wins: '420.50',
        profitLoss: '120.50',
        deposits: '0.00',
        withdrawals: '0.00',
        bonuses: '0.00',
        salaries: '36.00',
      },
    ],
    transactions: [
      {
        id: 9001,
        time: at('2026-11-27', '12:00:00'),
        memberId: 100,
        username: 'demo_player',
        level: 1,
        kind: 'deposit',
        wallet: { code: 'MAIN', name: 'Main Wallet' },
        amount: '2000.00',
        balanceAfter: '2000.00',
        reference: 'D20261127001',
      },
      {
        id: 9000,
        time: at('2026-11-27', '09:00:00'),
        memberId: 101,
        username: 'demo_subagent1',
        level: 1,
        kind: 'withdrawal',
        wallet: { code: 'MAIN', name: 'Main Wallet' },
        amount: '-500.00',
        balanceAfter: '1500.00',
        reference: 'W20261127001',
      },
    ],
  };
}

const money = (minor: number) => (minor / 100).toFixed(2);
const minor = (value: string) => Math.round(Number(value) * 100);
const sum = <T>(rows: readonly T[], pick: (row: T) => string) =>
  money(rows.reduce((total, row) => total + minor(pick(row)), 0));

/** The filter and page of a report request, or its 400 answer. */
function parse(request: Request) {
  const params = new URL(request.url).searchParams;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? from;
  const problem = agentReportRangeError(from, to);
  const pageNo = Number(params.get('pageNo') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? AgentReportLimits.defaultPageSize);
  const since = `${from}T00:00:00.000Z`;
  const until = `${to}T23:59:59.999Z`;
  const username = (params.get('username') ?? '').toLowerCase();
  const exact = params.get('usernameMatch') === 'exact';
  const keep = (row: { time?: string; username: string }) =>
    (row.time === undefined || (row.time >= since && row.time <= until)) &&
    (!username ||
      (exact
        ? row.username.toLowerCase() === username
        : row.username.toLowerCase().startsWith(username)));
  const page = <T>(rows: T[]) => ({
    list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    from,
    to,
    pageNo,
    pageSize,
    total: rows.length,
    totalPages: Math.ceil(rows.length / pageSize),
  });
  return { params, problem, keep, page };
}

async function failOrWait(mode: ReportCallMode | undefined) {
  if (mode === 'error') return errorEnvelope(ErrorCodes.Internal, 'Server error', 500);
  if (mode === 'loading') await delay('infinite');
  return null;
}

const refused = (message: string) => errorEnvelope(ErrorCodes.Validation, message, 400);

/** MSW handlers of the three report calls, answering from `data`. */
export function createReportHandlers(
  data: ReportData = buildReportData(),
  modes: ReportCallModes = {},
): HttpHandler[] {
  return [
    http.get(`*${AgentReportPaths.bets}`, async ({ request }) => {
      const failed = await failOrWait(modes.bets);
      if (failed) return failed;
      const { params, problem, keep, page } = parse(request);
      if (problem) return refused(problem);
      const source = params.get('source');
      const rows = data.bets.filter((row) => keep(row) && (!source || row.source === source));
      const answer: AgentBetsPage = {
        ...page(rows),
        totals: {
          count: rows.length,
          stake: sum(rows, (row) => row.stake),
          validBet: sum(rows, (row) => row.validBet),
          win: sum(rows, (row) => row.win),
          profitLoss: sum(rows, (row) => row.profitLoss),
        },
      };
      return envelope(answer);
    }),
    http.get(`*${AgentReportPaths.profitLoss}`, async ({ request }) => {
      const failed = await failOrWait(modes.profitLoss);
      if (failed) return failed;
      const { problem, keep, page } = parse(request);
      if (problem) return refused(problem);
      const rows = data.profitLoss.filter(keep);
      const answer: AgentProfitLossPage = {
        ...page(rows),
        totals: {
          members: rows.length,
          validBets: sum(rows, (row) => row.validBets),
          wins: sum(rows, (row) => row.wins),
          profitLoss: sum(rows, (row) => row.profitLoss),
          deposits: sum(rows, (row) => row.deposits),
          withdrawals: sum(rows, (row) => row.withdrawals),
          bonuses: sum(rows, (row) => row.bonuses),
          salaries: sum(rows, (row) => row.salaries),
        },
      };
      return envelope(answer);
    }),
    http.get(`*${AgentReportPaths.transactions}`, async ({ request }) => {
      const failed = await failOrWait(modes.transactions);
      if (failed) return failed;
      const { params, problem, keep, page } = parse(request);
      if (problem) return refused(problem);
      const kind = params.get('kind');
      const rows = data.transactions.filter((row) => keep(row) && (!kind || row.kind === kind));
      const answer: AgentTransactionsPage = page(rows);
      return envelope(answer);
    }),
  ];
}

/** The day the report data is about: stories and tests fix today to it. */
export const REPORT_TODAY = new Date('2026-11-27T15:00:00Z');
