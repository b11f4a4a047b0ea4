// Values of the agent calls that the server, the web client and the MSW handlers must agree on.
import { FieldLimits } from './field-limits';

/** The paths of the agent centre's team calls (issue 28, slice 1). */
export const AgentPaths = {
  /** GET: the team's figures of a period, in total and per level. */
  teamOverview: '/wps/agent/team/overview',
  /** GET: a page of the agent's downlines (or a search of its tree); POST: creates a downline. */
  downlines: '/wps/agent/downlines',
} as const;

/** Bounds of the agent calls' requests. */
export const AgentLimits = {
  /** An affiliate (referral) code, GET /wps/agent/affiliate?code=. */
  affiliateCodeMaxLength: 64,
  /** The host the affiliate code was followed on, `?domain=`. */
  affiliateDomainMaxLength: 256,
  /** Downlines an agent may create per window (`downlinesWindowMs`), counted atomically. */
  downlinesPerHour: 30,
  /** The window of `downlinesPerHour`: one hour. */
  downlinesWindowMs: 3_600_000,
  /** Downlines per page when `pageSize` is absent. */
  defaultPageSize: 20,
  maxPageSize: 100,
  maxPageNo: 10_000,
  /** A typed username prefix of the downline search. */
  searchMaxLength: FieldLimits.usernameMaxLength,
  /** A new downline's username as typed (the brand's username rule decides the rest). */
  usernameMaxLength: FieldLimits.usernameMaxLength,
  /** A new downline's nickname as typed (its profile rule decides the rest). */
  nicknameMaxLength: FieldLimits.nameMaxLength,
  /** Ids a request may name (a parent member id). */
  idMin: FieldLimits.idMin,
  idMax: FieldLimits.idMax,
  /** Levels of a tree the server follows below an agent (a guard against a cycle of uplines). */
  maxTreeDepth: 100,
} as const;

/** A period of the team overview; weeks start on Monday, days in the brand's time zone. */
export type AgentPeriod =
  'today' | 'yesterday' | 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth';

/** Every period of the team overview, in the order the page offers them. */
export const AGENT_PERIODS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
] as const satisfies readonly AgentPeriod[];

/** The period when `period` is absent. */
export const AGENT_DEFAULT_PERIOD: AgentPeriod = 'today';

/** What kind of account an agent creates: a member (isAgent 0) or a sub-agent (isAgent 1). */
export type DownlineAccountType = 'member' | 'agent';

/** Every downline account type. */
export const DOWNLINE_ACCOUNT_TYPES = [
  'member',
  'agent',
] as const satisfies readonly DownlineAccountType[];

/** Error codes of the agent calls, beyond the shared `ErrorCodes` and `AuthErrorCodes`. */
export const AgentErrorCodes = {
  /** 403: the session's member is not an agent (isAgent not in AGENT_ACCOUNT_TYPES). */
  NotAgent: 'NOT_AGENT',
  /** 404: no member of the agent's downline tree has this id (also: it exists elsewhere). */
  DownlineNotFound: 'DOWNLINE_NOT_FOUND',
  /** 409: the brand has no default password, so no downline can be created. */
  DefaultPasswordNotSet: 'DEFAULT_PASSWORD_NOT_SET',
  /** 429: the agent created `AgentLimits.downlinesPerHour` downlines within the hour. */
  DownlinesRateLimited: 'DOWNLINES_RATE_LIMITED',
} as const;

/** An error code of the agent calls. */
export type AgentErrorCode = (typeof AgentErrorCodes)[keyof typeof AgentErrorCodes];

/** The texts of refused agent calls. */
export const AgentMessages = {
  /** A call of the agent centre by a member that is not an agent. */
  notAgent: 'This is only for agents',
  /** SPEC's wording for the agent login area. */
  notAgentLogin: 'Non-agents cannot log in',
  downlineNotFound: 'Downline not found',
  defaultPasswordNotSet:
    'The brand has no default password: downlines cannot be created until the operator sets one',
  downlinesRateLimited: 'Too many downlines created in the last hour; please try again later',
} as const;
