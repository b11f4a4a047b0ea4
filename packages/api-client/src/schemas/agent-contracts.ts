// Schemas of the agent contract calls (issue 28, slice 2).
import { Type } from '@sinclair/typebox';
import {
  CONTRACT_ACTIONS,
  CONTRACT_END_REASONS,
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  ContractLimits,
  DIVIDEND_PERIODS,
  SETTLEMENT_PERIODS,
} from '../contracts/agent-contract-rules';
import { MoneyInputSchema, MoneyValueSchema } from './fields';
import { NullableTimeSchema, TimeSchema } from './orders';
import { IntegerEnum, Nullable, StringEnum } from './shared';

const int = Type.Integer();
const money = MoneyValueSchema;
const id = Type.Integer({ minimum: ContractLimits.idMin, maximum: ContractLimits.idMax });
const reqType = IntegerEnum([0, 1, 2] as const);

/** A rate as sent and answered: a percentage with at most two decimals ("0.50" is 0.5 %). */
const RateSchema = Type.String({
  pattern: ContractLimits.ratePattern,
  maxLength: ContractLimits.rateMaxLength,
});

/**
 * One rate tier: the rate applies when the team's valid bets of the period reach `minValidBet`
 * and at least `minActiveMembers` of it played; the highest tier reached applies.
 */
export const ContractTierSchema = Type.Object(
  {
    minValidBet: MoneyInputSchema,
    minActiveMembers: Type.Integer({ minimum: 0, maximum: ContractLimits.maxActiveMembers }),
    rate: RateSchema,
  },
  { additionalProperties: false },
);

const Tiers = Type.Array(ContractTierSchema, {
  minItems: ContractLimits.minTiers,
  maxItems: ContractLimits.maxTiers,
});

/**
 * A contract a new sub-agent holds from its creation (POST /wps/agent/downlines): a kind its
 * creator holds in force, with tiers whose highest rate is at most the creator's own (dividends:
 * `period`, DIVIDEND_DEFAULT_PERIOD when absent). It is in force at once: nothing to accept.
 */
export const InitialContractSchema = Type.Object(
  {
    kind: StringEnum(CONTRACT_KINDS),
    tiers: Tiers,
    period: Type.Optional(StringEnum(DIVIDEND_PERIODS)),
  },
  { additionalProperties: false },
);

/** A contract of a new sub-agent, as the creation answers it. */
export const InitialContractValueSchema = Type.Object({
  kind: StringEnum(CONTRACT_KINDS),
  period: StringEnum(SETTLEMENT_PERIODS),
  maxRate: RateSchema,
});

/** A member a contract names. */
export const ContractPartySchema = Type.Object({ id: int, username: Type.String() });

/** One contract as the agent centre shows it. */
export const AgentContractSchema = Type.Object({
  id: int,
  kind: StringEnum(CONTRACT_KINDS),
  period: StringEnum(SETTLEMENT_PERIODS),
  status: StringEnum(CONTRACT_STATUSES),
  /** Who is paid by it. */
  holder: ContractPartySchema,
  /** Its upline that offered it; null: the operator. */
  offeredBy: Nullable(ContractPartySchema),
  /** Lowest rate first. */
  tiers: Type.Array(ContractTierSchema),
  /** The highest rate of its tiers. */
  maxRate: RateSchema,
  createdAt: TimeSchema,
  /** Accepted or rejected (null while pending). */
  decidedAt: NullableTimeSchema,
  endedAt: NullableTimeSchema,
  endReason: Nullable(StringEnum(CONTRACT_END_REASONS)),
});

/**
 * The body of a contract call: an action and what it needs — offer: `memberId` (a direct downline
 * agent), `tiers`, `period` (dividends only; DIVIDEND_DEFAULT_PERIOD when absent) and
 * `confirmLowerRate` (agreed to the warning of CONTRACT_LOWER_RATE: the contracts it names end);
 * accept, reject, terminate: `contractId`; simulate: `tiers` (and `period`). One object rather than
 * a union of one per action: the server's validator drops unknown properties, which would strip
 * one branch's fields while it tries another.
 */
export const ContractCallSchema = Type.Object(
  {
    action: StringEnum(CONTRACT_ACTIONS),
    memberId: Type.Optional(id),
    contractId: Type.Optional(id),
    tiers: Type.Optional(Tiers),
    period: Type.Optional(StringEnum(DIVIDEND_PERIODS)),
    confirmLowerRate: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** What the contract page shows of one kind. */
export const ContractViewSchema = Type.Object({
  kind: StringEnum(CONTRACT_KINDS),
  /** The active contract the member holds (from its upline or the operator). */
  mine: Nullable(AgentContractSchema),
  /** A contract offered to the member and waiting for its answer. */
  offer: Nullable(AgentContractSchema),
  /** The pending and active contracts the member offered to its downlines. */
  given: Type.Array(AgentContractSchema),
  /** The member holds an active contract of the kind and may offer rates up to its own. */
  canOffer: Type.Boolean(),
});

/**
 * What a settlement computes for one agent and period: the team (the agent and its whole tree)'s
 * valid bets, profit and loss (negative: the team lost) and active members; the tier's rate; the
 * gross (rate × valid bets for a salary, rate × the team's loss for a dividend); what the agent's
 * contract-holding downlines earn of it (`deducted`); and the amount paid (gross − deducted, ≥ 0).
 */
export const SettlementFiguresSchema = Type.Object({
  teamValidBet: money,
  teamProfitLoss: money,
  activeMembers: int,
  /** The tier's rate; "0" when no tier was reached. */
  rate: Type.String(),
  gross: money,
  deducted: money,
  amount: money,
});

/** A simulation: what the agent would have earned in the last completed period at `tiers`. */
export const ContractSimulationSchema = Type.Composite([
  Type.Object({ period: StringEnum(SETTLEMENT_PERIODS), from: TimeSchema, to: TimeSchema }),
  SettlementFiguresSchema,
]);

/** The answer of a contract call: what its action produced. */
export const ContractCallResponseSchema = Type.Object({
  /** view: the page's contracts (also after every other action but simulate). */
  view: Type.Optional(ContractViewSchema),
  /** offer, accept, reject, terminate: the contract acted on. */
  contract: Type.Optional(AgentContractSchema),
  /** offer with confirmLowerRate: the contracts it ended. */
  ended: Type.Optional(Type.Array(ContractPartySchema)),
  /** simulate. */
  simulation: Type.Optional(ContractSimulationSchema),
});

/** GET /wps/relay/getConsolidated: the consolidated contract fields (SPEC.md §3). */
export const ConsolidatedContractsSchema = Type.Object({
  dailysalreqtype: reqType,
  divtypereq: reqType,
  contracthoursalreq: reqType,
  realtimesalreqtype: reqType,
  dailysalinfotype: reqType,
  divinfotype: reqType,
  hoursalinfotype: reqType,
  realtimesalinfotype: reqType,
});

/** Query of GET /wps/agent/income. */
export const IncomeQuerySchema = Type.Object(
  {
    kind: Type.Optional(StringEnum(CONTRACT_KINDS)),
    pageNo: Type.Optional(
      Type.Integer({ minimum: 1, maximum: ContractLimits.maxPageNo, default: 1 }),
    ),
    pageSize: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: ContractLimits.maxPageSize,
        default: ContractLimits.defaultPageSize,
      }),
    ),
  },
  { additionalProperties: false },
);

/** One settlement paid (or found nothing due) for the agent. */
export const SettlementSchema = Type.Composite([
  Type.Object({
    id: int,
    kind: StringEnum(CONTRACT_KINDS),
    contractId: int,
    period: StringEnum(SETTLEMENT_PERIODS),
    periodStart: TimeSchema,
    periodEnd: TimeSchema,
    /** The ledger transaction that paid it (null: nothing was due). */
    transactionId: Nullable(int),
    settledAt: TimeSchema,
  }),
  SettlementFiguresSchema,
]);

/** GET /wps/agent/income: the totals paid by kind (all time) and a page of settlements. */
export const IncomePageSchema = Type.Object({
  totals: Type.Array(Type.Object({ kind: StringEnum(CONTRACT_KINDS), amount: money })),
  list: Type.Array(SettlementSchema),
  pageNo: int,
  pageSize: int,
  total: int,
  totalPages: int,
});

/** PUT /ops/agent/contracts: the operator gives an agent an active contract (the top of a tree). */
export const OpsContractSetInputSchema = Type.Object(
  {
    username: Type.String({ maxLength: ContractLimits.usernameMaxLength }),
    kind: StringEnum(CONTRACT_KINDS),
    tiers: Tiers,
    period: Type.Optional(StringEnum(DIVIDEND_PERIODS)),
    /** Agreed that the contracts in the agent's tree above the new rate end (the lower-rate rule). */
    confirmLowerRate: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** The answer of PUT /ops/agent/contracts: the contract, and the contracts it ended. */
export const OpsContractSetResultSchema = Type.Object({
  contract: AgentContractSchema,
  ended: Type.Array(ContractPartySchema),
});

/** Params of DELETE /ops/agent/contracts/:id. */
export const OpsContractParamsSchema = Type.Object({ id });

/** Body of POST /ops/agent/settle: settles the completed periods of a kind not settled yet. */
export const OpsSettleInputSchema = Type.Object(
  { kind: StringEnum(CONTRACT_KINDS) },
  { additionalProperties: false },
);

/** Query of GET /ops/agent/settlements. */
export const OpsSettlementRunsQuerySchema = Type.Object(
  { kind: Type.Optional(StringEnum(CONTRACT_KINDS)) },
  { additionalProperties: false },
);

/** One settlement run as the operator sees it. */
export const OpsSettlementRunSchema = Type.Object({
  kind: StringEnum(CONTRACT_KINDS),
  period: StringEnum(SETTLEMENT_PERIODS),
  periodStart: TimeSchema,
  periodEnd: TimeSchema,
  /** settled: this call paid it; already: another run had. Absent in the list of runs. */
  outcome: Type.Optional(StringEnum(['settled', 'already'] as const)),
  agentsPaid: int,
  total: money,
  transactionId: Nullable(int),
});

/** The answer of POST /ops/agent/settle and GET /ops/agent/settlements. */
export const OpsSettlementRunsSchema = Type.Object({ runs: Type.Array(OpsSettlementRunSchema) });
