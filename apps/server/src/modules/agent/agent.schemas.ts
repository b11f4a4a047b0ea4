// JSON schemas of the agent calls.

/** The affiliate-code check's query. */
export const affiliateQuery = {
  type: 'object',
  required: ['code'],
  properties: {
    code: { type: 'string', maxLength: 64 },
    domain: { type: 'string', maxLength: 256 },
  },
} as const;

/** AffiliateCheckResponse. */
export const affiliateValue = {
  type: 'object',
  properties: { success: { type: 'boolean' } },
} as const;
