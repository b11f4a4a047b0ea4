// Values of an agent's transfer to a downline (issue 28) that the server, the web client and the
// MSW handlers must agree on: the call, the brand flag that allows it, its limits, its error codes
// and texts. The target may be any member of the agent's tree (a direct downline or one deeper):
// the agent answers for its whole tree, and the team management page shows every level of it.

/** The path of the transfer to a downline (POST, under the token and the agent gate). */
export const AgentTransferPaths = {
  /** POST: moves money from the agent's main wallet to a downline's main wallet. */
  transfer: '/wps/agent/team/transfer',
} as const;

/** The brand flag (whitelabel module id, under AGENT) that allows transfers to downlines. */
export const AGENT_TRANSFER_FLAG = 'AGENT_TRANSFER';

/**
 * Bounds of one transfer and of an agent's transfers in a day, minor units. The day is the brand's
 * calendar day (UTC while the brand has no time zone).
 */
export const AgentTransferLimits = {
  /** The smallest transfer: 1.00. */
  minMinor: 100,
  /** The largest single transfer: 50,000.00. */
  maxMinor: 5_000_000,
  /** All of an agent's transfers to downlines in one day together: 200,000.00. */
  dailyMaxMinor: 20_000_000,
} as const;

/** Error codes of the transfer to a downline, beyond the agent, wallet and withdrawal codes. */
export const AgentTransferErrorCodes = {
  /** 403: the brand does not allow agents to transfer to downlines. */
  Disabled: 'AGENT_TRANSFER_DISABLED',
  /** 400: the amount is below `AgentTransferLimits.minMinor`. */
  BelowMin: 'AGENT_TRANSFER_BELOW_MIN',
  /** 400: the amount is above `AgentTransferLimits.maxMinor`. */
  AboveMax: 'AGENT_TRANSFER_ABOVE_MAX',
  /** 400: the agent's transfers of the day would pass `AgentTransferLimits.dailyMaxMinor`. */
  DailyLimit: 'AGENT_TRANSFER_DAILY_LIMIT',
} as const;

/** An error code of the transfer to a downline. */
export type AgentTransferErrorCode =
  (typeof AgentTransferErrorCodes)[keyof typeof AgentTransferErrorCodes];

/** The texts of refused transfers to a downline. */
export const AgentTransferMessages = {
  disabled: 'Transfers to downlines are not available',
  belowMin: 'The amount is below the minimum transfer of 1.00',
  aboveMax: 'The amount is above the maximum transfer of 50,000.00',
  dailyLimit: 'This transfer would pass your daily transfer limit of 200,000.00',
} as const;

/** The ledger reference of a transfer from agent `from` to downline `to` (both records show it). */
export const agentTransferReference = (from: string, to: string): string =>
  `downline:${from}>${to}`;

/** The prefix of every transfer-to-downline reference (the daily total counts them). */
export const AGENT_TRANSFER_REFERENCE_PREFIX = 'downline:';
