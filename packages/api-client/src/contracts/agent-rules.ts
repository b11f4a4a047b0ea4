// Values of the agent calls that the server, the web client and the MSW handlers must agree on.

/** Bounds of the agent calls' requests. */
export const AgentLimits = {
  /** An affiliate (referral) code, GET /wps/agent/affiliate?code=. */
  affiliateCodeMaxLength: 64,
  /** The host the affiliate code was followed on, `?domain=`. */
  affiliateDomainMaxLength: 256,
} as const;
