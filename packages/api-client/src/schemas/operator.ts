// Schemas of the operator routes (/ops). Hidden from the public OpenAPI document.
import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { AuthLimits } from '../contracts/auth-limits';
import { DEPOSIT_ORDER_STATUSES, DepositLimits } from '../contracts/deposit-rules';
import { FieldLimits } from '../contracts/field-limits';
import { GameLimits } from '../contracts/games-rules';
import { OperatorLimits as L } from '../contracts/operator-rules';
import { WalletLimits } from '../contracts/wallet-rules';
import { WITHDRAWAL_STATUSES, WithdrawalLimits } from '../contracts/withdrawal-rules';
import { MoneyInputSchema } from './fields';
import { OrderNoObjectSchema } from './orders';
import { MapOf, Nullable, StringEnum } from './shared';
import { WithdrawalBankAccountSchema } from './withdrawal';

const Opt = Type.Optional;
const str = Type.String();
const int = Type.Integer();
const bool = Type.Boolean();
const nullableStr = Nullable(Type.String());
const nonEmpty = FieldLimits.nonEmptyMinLength;

/** An object of optional fields (the operator's answers). */
function Answer<T extends Record<string, TSchema>>(properties: T) {
  return Type.Partial(Type.Object(properties));
}

/** The query of an order list: a status (or a group of them) and how many. */
function ordersQuery<const T extends readonly string[]>(statuses: T, defaultStatus: T[number]) {
  return Answer({
    status: StringEnum(statuses, { default: defaultStatus }),
    last: Type.Integer({
      minimum: L.listMin,
      maximum: L.ordersListMax,
      default: L.ordersListDefault,
    }),
  });
}

/** The body of an order action with an optional note. */
function noteBody(noteMaxLength: number) {
  return Nullable(
    Type.Object(
      { note: Opt(Type.String({ maxLength: noteMaxLength })) },
      { additionalProperties: false },
    ),
  );
}

const idempotencyKey = Type.String({ pattern: WalletLimits.idempotencyKeyPattern });

/** DELETE /ops/members/:username/sessions. */
export const OpsEndedSessionsSchema = Answer({ username: str, ended: int });

/** POST /ops/members/:username/adjustments: the member and the movement. */
export const OpsAdjustmentSchema = Answer({
  username: str,
  amount: str,
  transactionId: int,
  idempotencyKey: str,
  sumBalance: str,
});

/** PUT /ops/wallet: the wallet settings afterwards. */
export const OpsWalletSettingsSchema = Answer({
  singleWallet: bool,
  depositDemoDelaySeconds: Nullable(Type.Integer()),
  withdrawalAutoReceivedMinutes: int,
});

/** A deposit order as the operator sees it (OpsDepositOrder). */
export const OpsDepositOrderSchema = Answer({
  orderNo: str,
  username: str,
  memberId: int,
  channelCode: str,
  channelName: str,
  amount: str,
  status: str,
  createdAt: str,
  completedAt: nullableStr,
  providerReference: nullableStr,
  ledgerTransactionId: Nullable(Type.Integer()),
});

/** GET /ops/deposits. */
export const OpsDepositOrdersSchema = Type.Array(OpsDepositOrderSchema);

/** Query of GET /ops/deposits. */
export const OpsDepositsQuerySchema = ordersQuery([...DEPOSIT_ORDER_STATUSES, 'all'], 'pending');

/** The params of a deposit route. */
export const OpsDepositParamsSchema = OrderNoObjectSchema(DepositLimits);

/** POST /ops/deposits/:orderNo/approve|reject: an optional note (a rejection's reason). */
export const OpsDepositDecisionRequestSchema = noteBody(DepositLimits.noteMaxLength);

/** GET /ops/outbox. */
export const OpsOutboxSchema = Type.Array(
  Answer({
    id: int,
    channel: str,
    to: str,
    subject: nullableStr,
    body: str,
    createdAt: str,
  }),
);

/** Every switch as stored (OperatorStatus). */
export const OperatorStatusSchema = Answer({
  maintenance: Answer({
    enabled: bool,
    active: bool,
    startTime: nullableStr,
    endTime: nullableStr,
    message: str,
  }),
  regionRestriction: Answer({
    enabled: bool,
    blockAll: bool,
    blockedCountries: Type.Array(str),
    allowedIps: Type.Array(str),
    message: str,
  }),
  brand: Answer({ merchantCode: str, redirectToLogin: bool, showCountryCode: bool }),
  security: Answer({
    tempPasswordMinutes: int,
    passwordExpiryDays: int,
    smsDailyBudget: int,
    smsCountryDailyBudget: int,
    smsCountryBudgets: MapOf(int),
    ipv6GroupPrefix: int,
    humanCheck: StringEnum(['altcha', 'recaptcha']),
    recaptchaSiteKey: str,
  }),
  flags: MapOf(bool),
});

const message = Type.String({ maxLength: L.messageMaxLength });

/** Query of GET /ops/outbox. */
export const OpsOutboxQuerySchema = Type.Object({
  channel: StringEnum(['sms', 'email', 'ops']),
  to: Opt(Type.String({ maxLength: L.outboxToMaxLength })),
  last: Opt(
    Type.Integer({ minimum: L.listMin, maximum: L.outboxListMax, default: L.outboxListDefault }),
  ),
});

/** The maintenance switch. */
export const OpsMaintenanceRequestSchema = Type.Object(
  {
    enabled: bool,
    startTime: Opt(Nullable(Type.String({ format: 'date-time' }))),
    endTime: Opt(Nullable(Type.String({ format: 'date-time' }))),
    message: Opt(message),
  },
  { additionalProperties: false },
);

/** The region restriction switch. */
export const OpsRegionRequestSchema = Type.Object(
  {
    enabled: bool,
    countries: Opt(
      Type.Union([
        Type.Unsafe<'ALL'>({ type: 'string', const: 'ALL' }),
        Type.Array(Type.String({ pattern: L.countryCodePattern }), {
          maxItems: L.regionCountriesMaxItems,
        }),
      ]),
    ),
    allowedIps: Opt(
      Type.Array(Type.String({ maxLength: L.ipMaxLength }), { maxItems: L.allowedIpsMaxItems }),
    ),
    message: Opt(message),
  },
  { additionalProperties: false },
);

/** The params of a whitelabel switch. */
export const OpsWhitelabelParamsSchema = Type.Object({
  moduleId: Type.String({ pattern: L.moduleIdPattern }),
});

/** A whitelabel switch. */
export const OpsWhitelabelRequestSchema = Type.Object(
  { enabled: bool },
  { additionalProperties: false },
);

const smsBudget = Type.Integer({ minimum: L.smsBudgetMin, maximum: L.smsBudgetMax });
const recaptchaKey = Type.String({
  maxLength: L.recaptchaKeyMaxLength,
  pattern: L.recaptchaKeyPattern,
});

/** The brand settings (at least one). */
export const OpsBrandRequestSchema = Type.Partial(
  Type.Object({
    redirectToLogin: bool,
    showCountryCode: bool,
    /** Minutes an e-mailed temporary password stays usable. */
    tempPasswordMinutes: Type.Integer({
      minimum: L.tempPasswordMinutesMin,
      maximum: L.tempPasswordMinutesMax,
    }),
    /** Days before a password expires (while PWDEXPFORCECHANGE3 is on). */
    passwordExpiryDays: Type.Integer({
      minimum: L.passwordExpiryDaysMin,
      maximum: L.passwordExpiryDaysMax,
    }),
    /** SMS messages a rolling day, all numbers together (0 sends none). */
    smsDailyBudget: smsBudget,
    /** SMS messages a rolling day per country dialing code, unless smsCountryBudgets names it. */
    smsCountryDailyBudget: smsBudget,
    /** Per dialing code ("+63"): a budget, or null to fall back to smsCountryDailyBudget. */
    smsCountryBudgets: Type.Unsafe<Record<string, number | null>>({
      type: 'object',
      minProperties: FieldLimits.nonEmptyMinItems,
      maxProperties: L.smsCountryBudgetsMaxProperties,
      // propertyNames, not patternProperties: Fastify's Ajv drops unknown properties silently.
      propertyNames: { pattern: L.dialingCodeKeyPattern },
      additionalProperties: Type.Union([smsBudget, Type.Null()]),
    }),
    /** IPv6 addresses sharing this many leading bits count as one client (per-address limits). */
    ipv6GroupPrefix: Type.Integer({
      minimum: AuthLimits.ipv6GroupPrefixMin,
      maximum: AuthLimits.ipv6GroupPrefixMax,
    }),
    /** Both set: reCAPTCHA is the human check; both empty: proof of work. */
    recaptchaSiteKey: recaptchaKey,
    recaptchaSecretKey: recaptchaKey,
  }),
  { minProperties: FieldLimits.nonEmptyMinItems, additionalProperties: false },
);

/** The params of a member route. */
export const OpsMemberParamsSchema = Type.Object({
  username: Type.String({ minLength: nonEmpty, maxLength: L.usernameMaxLength }),
});

/** A balance adjustment. */
export const OpsAdjustmentRequestSchema = Type.Object(
  {
    /** A signed decimal with at most two decimals: '100', '-12.50' (checked with parseMoney). */
    amount: Type.String({ minLength: nonEmpty, maxLength: L.adjustmentAmountMaxLength }),
    reason: Type.String({ minLength: nonEmpty, maxLength: L.reasonMaxLength }),
    idempotencyKey,
  },
  { additionalProperties: false },
);

/** The wallet settings (at least one). */
export const OpsWalletSettingsRequestSchema = Type.Partial(
  Type.Object({
    singleWallet: bool,
    /** Seconds after which a demo deposit completes by itself; null or 0: off. */
    depositDemoDelaySeconds: Type.Union([
      Type.Integer({ minimum: L.demoDelayMinSeconds, maximum: DepositLimits.demoDelayMaxSeconds }),
      Type.Null(),
    ]),
    /** Minutes after a disbursal until a withdrawal counts as received (SPEC.md §4). */
    withdrawalAutoReceivedMinutes: Type.Integer({
      minimum: L.autoReceivedMinutesMin,
      maximum: WithdrawalLimits.autoReceivedMinutesMax,
    }),
  }),
  { minProperties: FieldLimits.nonEmptyMinItems, additionalProperties: false },
);

/** A withdrawal as the operator sees it (OpsWithdrawalOrder). */
export const OpsWithdrawalOrderSchema = Answer({
  orderNo: str,
  username: str,
  memberId: int,
  amount: str,
  disbursedAmount: str,
  remainingAmount: str,
  status: str,
  createdAt: str,
  disbursedAt: nullableStr,
  autoReceivedAt: nullableStr,
  closedAt: nullableStr,
  hasProof: bool,
  /** The bank account to pay, with the whole number; null for one made without an account. */
  bankAccount: Type.Union([WithdrawalBankAccountSchema, Type.Null()]),
});

/** GET /ops/withdrawals. */
export const OpsWithdrawalOrdersSchema = Type.Array(OpsWithdrawalOrderSchema);

/** Query of GET /ops/withdrawals. */
export const OpsWithdrawalsQuerySchema = ordersQuery(
  [...WITHDRAWAL_STATUSES, 'open', 'all'],
  'open',
);

/** The params of a withdrawal route. */
export const OpsWithdrawalParamsSchema = OrderNoObjectSchema(WithdrawalLimits);

/**
 * POST /ops/withdrawals/:orderNo/disburse: an optional amount (absent: all that remains) and the
 * operator's idempotency key (a retry with it pays nothing again).
 */
export const OpsWithdrawalDisburseRequestSchema = Type.Object(
  { amount: Opt(MoneyInputSchema), idempotencyKey },
  { additionalProperties: false },
);

/** POST /ops/withdrawals/:orderNo/reject|force-received: an optional note. */
export const OpsWithdrawalNoteRequestSchema = noteBody(WithdrawalLimits.noteMaxLength);

/** PUT /ops/games/:vendor: a vendor (no gameCode) or one game under maintenance, or a game hot. */
export const OpsGameParamsSchema = Type.Object({
  vendor: Type.String({ pattern: GameLimits.vendorCodePattern }),
});

/** The game switch (at least one field). */
export const OpsGameRequestSchema = Type.Partial(
  Type.Object({
    gameCode: Type.String({ minLength: nonEmpty, maxLength: L.gameCodeMaxLength }),
    maintenance: bool,
    hot: bool,
  }),
  { minProperties: FieldLimits.nonEmptyMinItems, additionalProperties: false },
);

/** PUT /ops/games/:vendor: what was set. */
export const OpsGameSchema = Type.Object({
  vendor: str,
  gameCode: nullableStr,
  maintenance: Opt(bool),
  hot: Opt(bool),
});

/** POST /ops/members/:username/lock and …/unlock: why, and who (default 'operator'). */
export const OpsMemberLockRequestSchema = Type.Object(
  {
    reason: Type.String({ minLength: nonEmpty, maxLength: L.reasonMaxLength }),
    by: Opt(Type.String({ minLength: nonEmpty, maxLength: L.byMaxLength })),
  },
  { additionalProperties: false },
);

/** GET, POST /ops/members/:username/lock (and …/unlock): the lock and its latest changes. */
export const OpsMemberLockSchema = Type.Object({
  username: str,
  locked: bool,
  lockedAt: nullableStr,
  history: Type.Array(Answer({ locked: bool, reason: str, by: str, at: str })),
  changed: Opt(bool),
  ended: Opt(int),
});
