// Schemas of the agent calls.
import { Type } from '@sinclair/typebox';
import { AGENT_DEFAULT_PERIOD, AGENT_PERIODS, AgentLimits } from '../contracts/agent-rules';
import { DOWNLINE_ACCOUNT_TYPES } from '../contracts/agent-rules';
import { CONTRACT_KINDS } from '../contracts/agent-contract-rules';
import { PaymentPasswordRules } from '../contracts/withdrawal-rules';
import { InitialContractSchema, InitialContractValueSchema } from './agent-contracts';
import { IdempotencyKeySchema, MoneyInputSchema, MoneyValueSchema, Str } from './fields';
import { NullableTimeSchema, TimeSchema } from './orders';
import { Sent, StringEnum } from './shared';

const int = Type.Integer();
const money = MoneyValueSchema;

/** Query of GET /wps/agent/affiliate. */
export const AffiliateCheckQuerySchema = Type.Object({
  code: Type.String({ maxLength: AgentLimits.affiliateCodeMaxLength }),
  domain: Type.Optional(Type.String({ maxLength: AgentLimits.affiliateDomainMaxLength })),
});

/** AffiliateCheckResponse (as serialised: `success` not required). */
export const AffiliateCheckResponseSchema = Type.Object({ success: Sent(Type.Boolean()) });

/** Query of GET /wps/agent/team/overview: the period (AGENT_DEFAULT_PERIOD when absent). */
export const AgentPeriodQuerySchema = Type.Object(
  { period: Type.Optional(StringEnum(AGENT_PERIODS, { default: AGENT_DEFAULT_PERIOD })) },
  { additionalProperties: false },
);

/**
 * The figures of a team over a period: `members` is the team's size now; `newMembers` registered
 * in the period; `activeMembers` placed at least one game round or lottery bet in it. Money:
 * credited deposits, paid-out withdrawals, settled stakes (`validBets`) and the team's payouts
 * minus those stakes (`profitLoss`, negative when the team lost).
 */
export const TeamFiguresSchema = Type.Object({
  members: int,
  newMembers: int,
  activeMembers: int,
  deposits: money,
  withdrawals: money,
  validBets: money,
  profitLoss: money,
});

/** The figures of one level of the tree (1: the agent's direct downlines). */
export const TeamLevelFiguresSchema = Type.Composite([
  Type.Object({ level: int }),
  TeamFiguresSchema,
]);

/** GET /wps/agent/team/overview: the period's bounds, the team's totals and each level's. */
export const TeamOverviewResponseSchema = Type.Object({
  period: StringEnum(AGENT_PERIODS),
  /** The period's start. */
  from: TimeSchema,
  /** The period's end (exclusive). */
  to: TimeSchema,
  totals: TeamFiguresSchema,
  /** Level 1 first; only levels with members. */
  levels: Type.Array(TeamLevelFiguresSchema),
});

/** Body of POST /wps/agent/downlines: a direct downline with the brand's default password. */
export const CreateDownlineInputSchema = Type.Object(
  {
    username: Str(AgentLimits.usernameMaxLength),
    accountType: StringEnum(DOWNLINE_ACCOUNT_TYPES),
    /** The username when absent. */
    nickname: Type.Optional(Str(AgentLimits.nicknameMaxLength)),
    /** accountType `agent` only: the contracts it holds from its creation, one per kind. */
    contracts: Type.Optional(
      Type.Array(InitialContractSchema, { maxItems: CONTRACT_KINDS.length }),
    ),
  },
  { additionalProperties: false },
);

/**
 * POST /wps/agent/downlines: the new account. Its password is the brand's default password
 * (never in the answer); the first login with it must change it.
 */
export const CreateDownlineResponseSchema = Type.Object({
  username: Type.String(),
  nickname: Type.String(),
  accountType: StringEnum(DOWNLINE_ACCOUNT_TYPES),
  isAgent: int,
  createdAt: TimeSchema,
  /** The contracts in force from its creation (none for a member). */
  contracts: Type.Array(InitialContractValueSchema),
});

/**
 * Query of GET /wps/agent/downlines: the direct downlines of `parentId` (the agent itself when
 * absent), or — with `search` — the members of the whole tree whose username starts with it
 * (case-insensitive; `parentId` is then ignored).
 */
export const DownlineQuerySchema = Type.Object(
  {
    parentId: Type.Optional(
      Type.Integer({ minimum: AgentLimits.idMin, maximum: AgentLimits.idMax }),
    ),
    search: Type.Optional(Str(AgentLimits.searchMaxLength)),
    pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: AgentLimits.maxPageNo, default: 1 })),
    pageSize: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: AgentLimits.maxPageSize,
        default: AgentLimits.defaultPageSize,
      }),
    ),
  },
  { additionalProperties: false },
);

/** A member of the tree as the breadcrumb names it (level 0: the agent itself). */
export const DownlineBreadcrumbSchema = Type.Object({
  id: int,
  username: Type.String(),
  level: int,
});

/** One downline of the team management list. */
export const DownlineSchema = Type.Object({
  id: int,
  username: Type.String(),
  nickname: Type.String(),
  accountType: StringEnum(DOWNLINE_ACCOUNT_TYPES),
  isAgent: int,
  /** Below the calling agent (1: direct downline). */
  level: int,
  /** Its own direct downlines. */
  directCount: int,
  /** Its whole tree below it. */
  teamSize: int,
  /** Main wallet balance. */
  balance: money,
  registeredAt: TimeSchema,
  /** Its last session seen or game round (null: never). */
  lastActiveAt: NullableTimeSchema,
  /** The operator locked it. */
  locked: Type.Boolean(),
});

/** GET /wps/agent/downlines: where the list stands in the tree, and a page of downlines. */
export const DownlinePageSchema = Type.Object({
  parent: DownlineBreadcrumbSchema,
  /** From the agent (level 0) down to `parent`, both included. */
  path: Type.Array(DownlineBreadcrumbSchema),
  list: Type.Array(DownlineSchema),
  pageNo: int,
  pageSize: int,
  total: int,
  totalPages: int,
});

/**
 * Body of POST /wps/agent/team/transfer: moves `amount` from the agent's main wallet to the main
 * wallet of `memberId`, a member of its tree (any level), with the agent's payment password.
 */
export const AgentTransferRequestSchema = Type.Object(
  {
    memberId: Type.Integer({ minimum: AgentLimits.idMin, maximum: AgentLimits.idMax }),
    /** A `MoneyString` with at most two decimals (see `parseMoney`); never a JSON number. */
    amount: MoneyInputSchema,
    /** The agent's payment password (6 digits), as for a withdrawal. */
    paymentPassword: Type.String({ maxLength: PaymentPasswordRules.maxInputLength }),
    /** 8–64 characters of [A-Za-z0-9_-], chosen by the client once per intended transfer. */
    idempotencyKey: IdempotencyKeySchema,
  },
  { additionalProperties: false },
);

/** POST /wps/agent/team/transfer: what moved, and the agent's main balance after it. */
export const AgentTransferResponseSchema = Type.Object({
  /** The ledger transaction (its two entries: the agent's and the downline's). */
  transactionId: int,
  amount: money,
  memberId: int,
  username: Type.String(),
  /** The agent's main wallet after the transfer. */
  balance: money,
});
