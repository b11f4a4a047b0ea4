// Schemas of the agent centre's report calls (issue 28: team betting, user loss, account details).
import { Type } from '@sinclair/typebox';
import {
  AGENT_BET_SOURCES,
  AGENT_BET_STATUSES,
  AGENT_REPORT_DEFAULT_USERNAME_MATCH,
  AGENT_REPORT_USERNAME_MATCHES,
  AgentReportLimits,
} from '../contracts/agent-report-rules';
import { GAME_TYPES } from '../contracts/games-rules';
import { LEDGER_KINDS } from '../contracts/wallet-rules';
import { MoneyValueSchema, Str } from './fields';
import { TimeSchema } from './orders';
import { Nullable, StringEnum } from './shared';
import { MerchantWalletSchema } from './wallet';

const int = Type.Integer();
const money = MoneyValueSchema;

/**
 * The filter every report shares: the days (today when both are absent; a missing one is the
 * other), one member of the tree by id or by exact username, or a username prefix, and the page.
 */
const reportFilter = {
  /** First day, included ('YYYY-MM-DD', the brand's time zone). */
  from: Type.Optional(Str(AgentReportLimits.dayMaxLength)),
  /** Last day, included. */
  to: Type.Optional(Str(AgentReportLimits.dayMaxLength)),
  /** One member of the agent's tree (404 DOWNLINE_NOT_FOUND outside it). */
  memberId: Type.Optional(
    Type.Integer({ minimum: AgentReportLimits.idMin, maximum: AgentReportLimits.idMax }),
  ),
  /** A username: exactly one member of the tree (404 outside it) or the beginning of usernames. */
  username: Type.Optional(Str(AgentReportLimits.usernameMaxLength)),
  usernameMatch: Type.Optional(
    StringEnum(AGENT_REPORT_USERNAME_MATCHES, { default: AGENT_REPORT_DEFAULT_USERNAME_MATCH }),
  ),
  pageNo: Type.Optional(
    Type.Integer({ minimum: 1, maximum: AgentReportLimits.maxPageNo, default: 1 }),
  ),
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: AgentReportLimits.maxPageSize,
      default: AgentReportLimits.defaultPageSize,
    }),
  ),
};

/** The days a report answered, both included, and its page. */
const pageFields = {
  from: Type.String(),
  to: Type.String(),
  pageNo: int,
  pageSize: int,
  /** Rows matching the filter (every page). */
  total: int,
  /** `ceil(total / pageSize)`; 0 when nothing matches. */
  totalPages: int,
};

/** The downline a row is about, and its level below the agent (1: direct downline). */
const who = { memberId: int, username: Type.String(), level: int };

/**
 * Query of GET /wps/agent/reports/bets: rows by the time they were placed. `source` keeps game
 * rounds or lottery bets only; `gameType` keeps game rounds of one type (not with lottery).
 */
export const AgentBetsQuerySchema = Type.Object(
  {
    ...reportFilter,
    source: Type.Optional(StringEnum(AGENT_BET_SOURCES)),
    gameType: Type.Optional(StringEnum(GAME_TYPES)),
  },
  { additionalProperties: false },
);

/**
 * One row of the bets report. `validBet` is the stake that counts: a round's, a settled lottery
 * bet's (0 while open or void); `profitLoss` is the downline's: win − validBet.
 */
export const AgentBetRowSchema = Type.Object({
  /** `game:<round id>` or `lottery:<bet id>`: unique across both sources. */
  id: Type.String(),
  time: TimeSchema,
  ...who,
  source: StringEnum(AGENT_BET_SOURCES),
  /** The game's code (a round) or the lottery game's code. */
  gameCode: Type.String(),
  /** The game's or lottery game's name in the asked language ('' when unknown). */
  gameName: Type.String(),
  /** A round's game type; null for a lottery bet. */
  gameType: Nullable(StringEnum(GAME_TYPES)),
  /** The draw of a lottery bet; null for a round. */
  numero: Nullable(Type.String()),
  stake: money,
  validBet: money,
  win: money,
  profitLoss: money,
  status: StringEnum(AGENT_BET_STATUSES),
});

/** The sums of every row matching a bets query. */
export const AgentBetTotalsSchema = Type.Object({
  count: int,
  stake: money,
  validBet: money,
  win: money,
  profitLoss: money,
});

/** GET /wps/agent/reports/bets: newest first. */
export const AgentBetsPageSchema = Type.Object({
  list: Type.Array(AgentBetRowSchema),
  totals: AgentBetTotalsSchema,
  ...pageFields,
});

/** Query of GET /wps/agent/reports/profit-loss. */
export const AgentProfitLossQuerySchema = Type.Object(reportFilter, {
  additionalProperties: false,
});

/**
 * A downline's figures over the range: valid bets and wins of its rounds and settled lottery
 * bets, profit and loss (wins − valid bets: negative when it lost), credited deposits, paid-out
 * withdrawals, and bonuses and salaries credited to it.
 */
const plFigures = {
  validBets: money,
  wins: money,
  profitLoss: money,
  deposits: money,
  withdrawals: money,
  bonuses: money,
  salaries: money,
};

/** One downline of the profit-loss report. */
export const AgentProfitLossRowSchema = Type.Object({ ...who, ...plFigures });

/** The figures of every downline matching a profit-loss query; `members`: how many. */
export const AgentProfitLossTotalsSchema = Type.Object({ members: int, ...plFigures });

/**
 * GET /wps/agent/reports/profit-loss: the downlines with a figure in the range (level, then
 * username), and the totals of all of them.
 */
export const AgentProfitLossPageSchema = Type.Object({
  list: Type.Array(AgentProfitLossRowSchema),
  totals: AgentProfitLossTotalsSchema,
  ...pageFields,
});

/** Query of GET /wps/agent/reports/transactions: `kind` keeps one ledger kind. */
export const AgentTransactionsQuerySchema = Type.Object(
  { ...reportFilter, kind: Type.Optional(StringEnum(LEDGER_KINDS)) },
  { additionalProperties: false },
);

/** One ledger entry of a downline, on one of its wallets. */
export const AgentTransactionRowSchema = Type.Object({
  /** The ledger entry id. */
  id: int,
  time: TimeSchema,
  ...who,
  kind: StringEnum(LEDGER_KINDS),
  wallet: MerchantWalletSchema,
  /** Signed: money in positive, money out negative. */
  amount: money,
  balanceAfter: money,
  reference: Type.String(),
});

/** GET /wps/agent/reports/transactions: newest first. */
export const AgentTransactionsPageSchema = Type.Object({
  list: Type.Array(AgentTransactionRowSchema),
  ...pageFields,
});
