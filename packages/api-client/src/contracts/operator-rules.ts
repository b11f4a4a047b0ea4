// Values of the operator routes (/ops) that the server's schemas and the ops command line agree
// on. Not imported by the web client.

/** Bounds of the operator routes' requests. */
export const OperatorLimits = {
  /** A list's `last`: 1 and up. */
  listMin: 1,
  /** The order lists (deposits, withdrawals). */
  ordersListMax: 500,
  ordersListDefault: 50,
  /** The outbox. */
  outboxListMax: 100,
  outboxListDefault: 10,
  outboxToMaxLength: 256,
  /** The maintenance and region messages. */
  messageMaxLength: 500,
  /** The region restriction: countries (ISO 3166 alpha-2) and allowed addresses. */
  regionCountriesMaxItems: 300,
  countryCodePattern: '^[A-Za-z]{2}$',
  allowedIpsMaxItems: 100,
  ipMaxLength: 45,
  /** A whitelabel module id. */
  moduleIdPattern: '^[A-Za-z0-9_]{1,64}$',
  /** Minutes an e-mailed temporary password stays usable. */
  tempPasswordMinutesMin: 1,
  tempPasswordMinutesMax: 1440,
  /** Days before a password expires. */
  passwordExpiryDaysMin: 1,
  passwordExpiryDaysMax: 3650,
  /** SMS budgets a rolling day (0 sends none). */
  smsBudgetMin: 0,
  smsBudgetMax: 10_000_000,
  /** Per-dialing-code budgets: at most this many codes, each named like '+63'. */
  smsCountryBudgetsMaxProperties: 50,
  dialingCodeKeyPattern: '^\\+[1-9][0-9]{0,3}$',
  /** reCAPTCHA keys. */
  recaptchaKeyMaxLength: 200,
  recaptchaKeyPattern: '^[A-Za-z0-9_-]*$',
  /** A member's username in a route. */
  usernameMaxLength: 64,
  /** An adjustment's signed amount ('-12.50') and reason, a lock's reason and who. */
  adjustmentAmountMaxLength: 17,
  reasonMaxLength: 200,
  byMaxLength: 64,
  /** The demo deposit delay (0: off) and the withdrawal auto-received minutes. */
  demoDelayMinSeconds: 0,
  autoReceivedMinutesMin: 1,
  /** A game code in a game switch. */
  gameCodeMaxLength: 64,
} as const;
