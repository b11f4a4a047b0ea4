// Values of the agent centre's salary and dividend contracts (issue 28, slice 2) that the server,
// the web client and the MSW handlers must agree on: the four contract calls of SPEC.md §7, the
// consolidated contract fields of SPEC.md §3, the brand flags that turn each kind on (SPEC.md §6),
// the rate and tier bounds, and the settlement periods.
import { FieldLimits } from './field-limits';

/** A kind of agent contract: three salaries on the team's valid bets, a dividend on its loss. */
export type ContractKind = 'dailySalary' | 'hourSalary' | 'realtimeSalary' | 'dividend';

/** Every contract kind, in the agent centre's menu order. */
export const CONTRACT_KINDS = [
  'dividend',
  'dailySalary',
  'hourSalary',
  'realtimeSalary',
] as const satisfies readonly ContractKind[];

/**
 * The call of each kind (POST, SPEC.md §7): one body with an `action` (view, offer, accept, reject,
 * terminate, simulate).
 */
export const ContractPaths = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  dailySalary: '/wps/relay/MCS2_processDailySalContract',
  hourSalary: '/wps/relay/MCS2_processContractHourSalary',
  realtimeSalary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
} as const satisfies Record<ContractKind, string>;

/** The other agent-contract calls. */
export const AgentContractPaths = {
  /** GET: the consolidated contract fields of the session's member (SPEC.md §3). */
  consolidated: '/wps/relay/getConsolidated',
  /** GET: the agent's income, every settlement paid to it (my income). */
  income: '/wps/agent/income',
} as const;

/** The brand flag (whitelabel module id) that offers each kind; off when absent. */
export const CONTRACT_FLAGS = {
  dividend: 'DIVIDEND3',
  dailySalary: 'DAILYSALARY3',
  hourSalary: 'HOURSALARY3',
  realtimeSalary: 'REALTIMESALARY3',
} as const satisfies Record<ContractKind, string>;

/** The consolidated call's request-type field of each kind (SPEC.md §3's names). */
export const CONTRACT_REQ_FIELDS = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourSalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, string>;

/** The consolidated call's info-type field of each kind. */
export const CONTRACT_INFO_FIELDS = {
  dividend: 'divinfotype',
  dailySalary: 'dailysalinfotype',
  hourSalary: 'hoursalinfotype',
  realtimeSalary: 'realtimesalinfotype',
} as const satisfies Record<ContractKind, string>;

/** A request type: 0 no contract of the kind, 1 one offered and waiting for the member, 2 active. */
export const ContractReqTypes = { none: 0, offered: 1, active: 2 } as const;

/**
 * An info type: 0 the brand does not offer the kind (no menu entry), 1 offered (the entry shows),
 * 2 offered and the member holds an active contract it may pass on to its downlines.
 */
export const ContractInfoTypes = { off: 0, on: 1, canOffer: 2 } as const;

/**
 * A settlement period: `M5` five minutes (real-time salary), `HOUR` an hour (hourly salary), and
 * SPEC.md §3's D (day), W (week from Monday), H (semimonthly: the 1st to the 15th, the 16th to the
 * month's end) and M (month), in the brand's time zone.
 */
export type SettlementPeriod = 'M5' | 'HOUR' | 'D' | 'W' | 'H' | 'M';

/** The periods a dividend contract may have (SPEC.md §3). */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const satisfies readonly SettlementPeriod[];

/** A dividend contract's period when the offer names none. */
export const DIVIDEND_DEFAULT_PERIOD = 'W' satisfies SettlementPeriod;

/** The fixed period of each salary kind. */
export const SALARY_PERIODS = {
  dailySalary: 'D',
  hourSalary: 'HOUR',
  realtimeSalary: 'M5',
} as const satisfies Record<Exclude<ContractKind, 'dividend'>, SettlementPeriod>;

/** Every settlement period. */
export const SETTLEMENT_PERIODS = [
  'M5',
  'HOUR',
  'D',
  'W',
  'H',
  'M',
] as const satisfies readonly SettlementPeriod[];

/** A contract's state. */
export type ContractStatus = 'pending' | 'active' | 'rejected' | 'terminated';

export const CONTRACT_STATUSES = [
  'pending',
  'active',
  'rejected',
  'terminated',
] as const satisfies readonly ContractStatus[];

/** Why a contract ended. */
export type ContractEndReason =
  'rejected' | 'terminatedByHolder' | 'terminatedByUpline' | 'lowerRate' | 'replaced' | 'operator';

export const CONTRACT_END_REASONS = [
  'rejected',
  'terminatedByHolder',
  'terminatedByUpline',
  'lowerRate',
  'replaced',
  'operator',
] as const satisfies readonly ContractEndReason[];

/** The actions of a contract call. */
export const CONTRACT_ACTIONS = [
  'view',
  'offer',
  'accept',
  'reject',
  'terminate',
  'simulate',
] as const;

/** An action of a contract call. */
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** Bounds of contracts and settlements. */
export const ContractLimits = {
  /** Rate tiers of one contract. */
  minTiers: 1,
  maxTiers: 5,
  /** A rate as sent: a percentage with at most two decimals ("0.50"), above 0. */
  ratePattern: '^(?:0|[1-9][0-9]{0,2})(?:\\.[0-9]{1,2})?$',
  rateMaxLength: 6,
  /** The highest rate of each kind, in basis points (1 = 0.01 %). */
  maxRateBasisPoints: {
    dividend: 6_000,
    dailySalary: 300,
    hourSalary: 300,
    realtimeSalary: 300,
  } satisfies Record<ContractKind, number>,
  /** A tier's minimum active members. */
  maxActiveMembers: 100_000,
  /** A username the operator names. */
  usernameMaxLength: FieldLimits.usernameMaxLength,
  /** Ids a request may name. */
  idMin: FieldLimits.idMin,
  idMax: FieldLimits.idMax,
  /** Settlements per page of my income. */
  defaultPageSize: 20,
  maxPageSize: 100,
  maxPageNo: 10_000,
  /** Completed periods a settlement run catches up on at most (older ones are left unpaid). */
  catchUpPeriods: { M5: 288, HOUR: 48, D: 7, W: 2, H: 2, M: 2 } satisfies Record<
    SettlementPeriod,
    number
  >,
  /** How often each kind's settlement job runs (ms): real-time every five minutes (SPEC.md §9). */
  jobEveryMs: {
    realtimeSalary: 300_000,
    hourSalary: 300_000,
    dailySalary: 900_000,
    dividend: 900_000,
  } satisfies Record<ContractKind, number>,
} as const;

/** Error codes of the contract calls. */
export const ContractErrorCodes = {
  /** 403: the brand does not offer this kind of contract (its flag is off). */
  FeatureOff: 'CONTRACT_FEATURE_OFF',
  /** 404: no contract of the caller's (offered to it, held by it, or given by it) has this id. */
  NotFound: 'CONTRACT_NOT_FOUND',
  /** 409: the agent holds no active contract of the kind, so it has none to pass on. */
  NoOwnContract: 'CONTRACT_NO_OWN',
  /** 400: a tier's rate is above the agent's own highest rate of the kind. */
  RateAboveOwn: 'CONTRACT_RATE_ABOVE_OWN',
  /** 409: the rate is below contracts the downline gave; `confirmLowerRate` ends them. */
  LowerRate: 'CONTRACT_LOWER_RATE',
  /** 409: the contract is no longer in a state the action applies to. */
  WrongState: 'CONTRACT_WRONG_STATE',
  /** 400: the tiers are not a valid ladder. */
  BadTiers: 'CONTRACT_BAD_TIERS',
} as const;

/** An error code of the contract calls. */
export type ContractErrorCode = (typeof ContractErrorCodes)[keyof typeof ContractErrorCodes];

/** The texts of refused contract calls ({0}, {1}: values filled in by the server). */
export const ContractMessages = {
  featureOff: 'The brand does not offer this kind of contract',
  notFound: 'Contract not found',
  noOwnContract: 'You need an active contract of this kind before you can offer one',
  rateAboveOwn: 'A downline’s rate cannot be above your own ({0}%)',
  lowerRate:
    'This rate is below the contracts {0} gave to its downlines ({1}); offering it ends those contracts',
  wrongState: 'This contract can no longer be changed',
  tiersCount: 'A contract has 1 to 5 tiers',
  tiersOrder: 'Each tier needs a higher rate and no lower thresholds than the one before it',
  rateFormat: 'A rate is a percentage above 0 with at most two decimals',
  rateTooHigh: 'A rate of this kind is at most {0}%',
  selfOffer: 'A contract is offered to a downline, not to yourself',
  notDirect: 'Contracts are offered to your direct downline agents',
  notAgentDownline: 'Only an agent downline can hold a contract',
  kindTwice: 'Each kind of contract can be set once',
} as const;
