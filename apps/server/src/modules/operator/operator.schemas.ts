// JSON schemas of the operator routes (/ops). Hidden from the public OpenAPI document.
import {
  AuthLimits,
  DEPOSIT_ORDER_STATUSES,
  DepositLimits,
  GameLimits,
  WalletLimits,
  WITHDRAWAL_STATUSES,
  WithdrawalLimits,
} from '@lotusplay/api-client/contracts';
import { responses } from '../../lib/envelope';
import { moneyInput } from '../../lib/schemas';

// The deposit and withdrawal routes share their shapes; each passes its own limits and states.
// (The member side's order pieces live in wallet/order.schemas.ts, which a module may not import.)

/** The query of an order list: a status (or a group of them) and how many. */
function ordersQuery(statuses: readonly string[], defaultStatus: string) {
  return {
    type: 'object',
    properties: {
      status: { type: 'string', enum: [...statuses], default: defaultStatus },
      last: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
    },
  } as const;
}

/** The params of an order route: its order number. */
function orderParams(limits: { orderNoMaxLength: number; orderNoPattern: string }) {
  return {
    type: 'object',
    required: ['orderNo'],
    properties: {
      orderNo: {
        type: 'string',
        minLength: 1,
        maxLength: limits.orderNoMaxLength,
        pattern: limits.orderNoPattern,
      },
    },
  } as const;
}

/** The body of an order action with an optional note. */
function noteBody(noteMaxLength: number) {
  return {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { note: { type: 'string', maxLength: noteMaxLength } },
  } as const;
}

/** DELETE /ops/members/:username/sessions. */
export const endedSessionsValue = {
  type: 'object',
  properties: { username: { type: 'string' }, ended: { type: 'integer' } },
} as const;

/** POST /ops/members/:username/adjustments: the member and the movement. */
export const adjustmentValue = {
  type: 'object',
  properties: {
    username: { type: 'string' },
    amount: { type: 'string' },
    transactionId: { type: 'integer' },
    idempotencyKey: { type: 'string' },
    sumBalance: { type: 'string' },
  },
} as const;

/** PUT /ops/wallet: the wallet settings afterwards. */
export const walletSettingsValue = {
  type: 'object',
  properties: {
    singleWallet: { type: 'boolean' },
    depositDemoDelaySeconds: { type: ['integer', 'null'] },
    withdrawalAutoReceivedMinutes: { type: 'integer' },
  },
} as const;

/** A deposit order as the operator sees it (OpsDepositOrder). */
export const opsDepositOrderValue = {
  type: 'object',
  properties: {
    orderNo: { type: 'string' },
    username: { type: 'string' },
    memberId: { type: 'integer' },
    channelCode: { type: 'string' },
    channelName: { type: 'string' },
    amount: { type: 'string' },
    status: { type: 'string' },
    createdAt: { type: 'string' },
    completedAt: { type: ['string', 'null'] },
    providerReference: { type: ['string', 'null'] },
    ledgerTransactionId: { type: ['integer', 'null'] },
  },
} as const;

/** GET /ops/deposits. */
export const opsDepositOrdersValue = { type: 'array', items: opsDepositOrderValue } as const;

export const depositsQuery = ordersQuery([...DEPOSIT_ORDER_STATUSES, 'all'], 'pending');

export const depositParams = orderParams(DepositLimits);

/** POST /ops/deposits/:orderNo/approve|reject: an optional note (a rejection's reason). */
export const depositDecisionBody = noteBody(DepositLimits.noteMaxLength);

/** GET /ops/outbox. */
export const outboxValue = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      channel: { type: 'string' },
      to: { type: 'string' },
      subject: { type: ['string', 'null'] },
      body: { type: 'string' },
      createdAt: { type: 'string' },
    },
  },
} as const;

/** Every switch as stored (OperatorStatus). */
export const operatorStatusValue = {
  type: 'object',
  properties: {
    maintenance: {
      type: 'object',
      properties: {
        enabled: { type: 'boolean' },
        active: { type: 'boolean' },
        startTime: { type: ['string', 'null'] },
        endTime: { type: ['string', 'null'] },
        message: { type: 'string' },
      },
    },
    regionRestriction: {
      type: 'object',
      properties: {
        enabled: { type: 'boolean' },
        blockAll: { type: 'boolean' },
        blockedCountries: { type: 'array', items: { type: 'string' } },
        allowedIps: { type: 'array', items: { type: 'string' } },
        message: { type: 'string' },
      },
    },
    brand: {
      type: 'object',
      properties: {
        merchantCode: { type: 'string' },
        redirectToLogin: { type: 'boolean' },
        showCountryCode: { type: 'boolean' },
      },
    },
    security: {
      type: 'object',
      properties: {
        tempPasswordMinutes: { type: 'integer' },
        passwordExpiryDays: { type: 'integer' },
        smsDailyBudget: { type: 'integer' },
        smsCountryDailyBudget: { type: 'integer' },
        smsCountryBudgets: { type: 'object', additionalProperties: { type: 'integer' } },
        ipv6GroupPrefix: { type: 'integer' },
        humanCheck: { type: 'string', enum: ['altcha', 'recaptcha'] },
        recaptchaSiteKey: { type: 'string' },
      },
    },
    flags: { type: 'object', additionalProperties: { type: 'boolean' } },
  },
} as const;

const message = { type: 'string', maxLength: 500 } as const;

/** The answers of the routes that change a switch: the switches afterwards. */
export const opsResponses = responses(operatorStatusValue, [401, 404]);

export const outboxQuery = {
  type: 'object',
  required: ['channel'],
  properties: {
    channel: { type: 'string', enum: ['sms', 'email', 'ops'] },
    to: { type: 'string', maxLength: 256 },
    last: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  },
} as const;

export const maintenanceBody = {
  type: 'object',
  required: ['enabled'],
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    startTime: { type: ['string', 'null'], format: 'date-time' },
    endTime: { type: ['string', 'null'], format: 'date-time' },
    message,
  },
} as const;

export const regionBody = {
  type: 'object',
  required: ['enabled'],
  additionalProperties: false,
  properties: {
    enabled: { type: 'boolean' },
    countries: {
      anyOf: [
        { type: 'string', const: 'ALL' },
        {
          type: 'array',
          maxItems: 300,
          items: { type: 'string', pattern: '^[A-Za-z]{2}$' },
        },
      ],
    },
    allowedIps: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 45 } },
    message,
  },
} as const;

export const whitelabelParams = {
  type: 'object',
  required: ['moduleId'],
  properties: { moduleId: { type: 'string', pattern: '^[A-Za-z0-9_]{1,64}$' } },
} as const;

export const whitelabelBody = {
  type: 'object',
  required: ['enabled'],
  additionalProperties: false,
  properties: { enabled: { type: 'boolean' } },
} as const;

export const brandBody = {
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  properties: {
    redirectToLogin: { type: 'boolean' },
    showCountryCode: { type: 'boolean' },
    /** Minutes an e-mailed temporary password stays usable. */
    tempPasswordMinutes: { type: 'integer', minimum: 1, maximum: 1440 },
    /** Days before a password expires (while PWDEXPFORCECHANGE3 is on). */
    passwordExpiryDays: { type: 'integer', minimum: 1, maximum: 3650 },
    /** SMS messages a rolling day, all numbers together (0 sends none). */
    smsDailyBudget: { type: 'integer', minimum: 0, maximum: 10_000_000 },
    /** SMS messages a rolling day per country dialing code, unless smsCountryBudgets names it. */
    smsCountryDailyBudget: { type: 'integer', minimum: 0, maximum: 10_000_000 },
    /** Per dialing code ("+63"): a budget, or null to fall back to smsCountryDailyBudget. */
    smsCountryBudgets: {
      type: 'object',
      minProperties: 1,
      maxProperties: 50,
      // propertyNames, not patternProperties: Fastify's Ajv drops unknown properties silently.
      propertyNames: { pattern: '^\\+[1-9][0-9]{0,3}$' },
      additionalProperties: {
        anyOf: [{ type: 'integer', minimum: 0, maximum: 10_000_000 }, { type: 'null' }],
      },
    },
    /** IPv6 addresses sharing this many leading bits count as one client (per-address limits). */
    ipv6GroupPrefix: {
      type: 'integer',
      minimum: AuthLimits.ipv6GroupPrefixMin,
      maximum: AuthLimits.ipv6GroupPrefixMax,
    },
    /** Both set: reCAPTCHA is the human check; both empty: proof of work. */
    recaptchaSiteKey: { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9_-]*$' },
    recaptchaSecretKey: { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9_-]*$' },
  },
} as const;

export const memberParams = {
  type: 'object',
  required: ['username'],
  properties: { username: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

export const adjustmentBody = {
  type: 'object',
  required: ['amount', 'reason', 'idempotencyKey'],
  additionalProperties: false,
  properties: {
    /** A signed decimal with at most two decimals: '100', '-12.50' (checked with parseMoney). */
    amount: { type: 'string', minLength: 1, maxLength: 17 },
    reason: { type: 'string', minLength: 1, maxLength: 200 },
    idempotencyKey: { type: 'string', pattern: WalletLimits.idempotencyKeyPattern },
  },
} as const;

export const walletSettingsBody = {
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  properties: {
    singleWallet: { type: 'boolean' },
    /** Seconds after which a demo deposit completes by itself; null or 0: off. */
    depositDemoDelaySeconds: {
      anyOf: [
        { type: 'integer', minimum: 0, maximum: DepositLimits.demoDelayMaxSeconds },
        { type: 'null' },
      ],
    },
    /** Minutes after a disbursal until a withdrawal counts as received (SPEC.md §4). */
    withdrawalAutoReceivedMinutes: {
      type: 'integer',
      minimum: 1,
      maximum: WithdrawalLimits.autoReceivedMinutesMax,
    },
  },
} as const;

/** A withdrawal as the operator sees it (OpsWithdrawalOrder). */
export const opsWithdrawalOrderValue = {
  type: 'object',
  properties: {
    orderNo: { type: 'string' },
    username: { type: 'string' },
    memberId: { type: 'integer' },
    amount: { type: 'string' },
    disbursedAmount: { type: 'string' },
    remainingAmount: { type: 'string' },
    status: { type: 'string' },
    createdAt: { type: 'string' },
    disbursedAt: { type: ['string', 'null'] },
    autoReceivedAt: { type: ['string', 'null'] },
    closedAt: { type: ['string', 'null'] },
    hasProof: { type: 'boolean' },
  },
} as const;

/** GET /ops/withdrawals. */
export const opsWithdrawalOrdersValue = { type: 'array', items: opsWithdrawalOrderValue } as const;

export const withdrawalsQuery = ordersQuery([...WITHDRAWAL_STATUSES, 'open', 'all'], 'open');

export const withdrawalParams = orderParams(WithdrawalLimits);

/**
 * POST /ops/withdrawals/:orderNo/disburse: an optional amount (absent: all that remains) and the
 * operator's idempotency key (a retry with it pays nothing again).
 */
export const withdrawalDisburseBody = {
  type: 'object',
  required: ['idempotencyKey'],
  additionalProperties: false,
  properties: {
    amount: moneyInput,
    idempotencyKey: { type: 'string', pattern: WalletLimits.idempotencyKeyPattern },
  },
} as const;

/** POST /ops/withdrawals/:orderNo/reject|force-received: an optional note. */
export const withdrawalNoteBody = noteBody(WithdrawalLimits.noteMaxLength);

/** PUT /ops/games/:vendor: a vendor (no gameCode) or one game under maintenance, or a game hot. */
export const gameParams = {
  type: 'object',
  required: ['vendor'],
  properties: { vendor: { type: 'string', pattern: GameLimits.vendorCodePattern } },
} as const;

export const gameBody = {
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  properties: {
    gameCode: { type: 'string', minLength: 1, maxLength: 64 },
    maintenance: { type: 'boolean' },
    hot: { type: 'boolean' },
  },
} as const;

/** PUT /ops/games/:vendor: what was set. */
export const gameValue = {
  type: 'object',
  required: ['vendor', 'gameCode'],
  properties: {
    vendor: { type: 'string' },
    gameCode: { type: ['string', 'null'] },
    maintenance: { type: 'boolean' },
    hot: { type: 'boolean' },
  },
} as const;

/** POST /ops/members/:username/lock and …/unlock: why, and who (default 'operator'). */
export const memberLockBody = {
  type: 'object',
  required: ['reason'],
  additionalProperties: false,
  properties: {
    reason: { type: 'string', minLength: 1, maxLength: 200 },
    by: { type: 'string', minLength: 1, maxLength: 64 },
  },
} as const;

/** GET, POST /ops/members/:username/lock (and …/unlock): the lock and its latest changes. */
export const memberLockValue = {
  type: 'object',
  required: ['username', 'locked', 'lockedAt', 'history'],
  properties: {
    username: { type: 'string' },
    locked: { type: 'boolean' },
    lockedAt: { type: ['string', 'null'] },
    history: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          locked: { type: 'boolean' },
          reason: { type: 'string' },
          by: { type: 'string' },
          at: { type: 'string' },
        },
      },
    },
    changed: { type: 'boolean' },
    ended: { type: 'integer' },
  },
} as const;
