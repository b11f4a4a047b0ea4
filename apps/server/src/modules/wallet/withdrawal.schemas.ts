// JSON schemas of the withdrawal calls. Money goes out as decimal strings with two decimals and
// comes in as a string the route parses (`parseMoney`): a JSON number is a 400. Every string has
// a bound; the proof's base64 is bounded by the 5 MB image it may carry.
import {
  PaymentPasswordRules,
  WITHDRAWAL_ACTORS,
  WITHDRAWAL_STATUSES,
  WalletLimits,
  WithdrawalLimits,
} from '@lotusplay/api-client/contracts';

const money = { type: 'string', pattern: '^-?[0-9]+\\.[0-9]{2}$' } as const;
const time = { type: 'string', format: 'date-time' } as const;
const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;
const status = { type: 'string', enum: [...WITHDRAWAL_STATUSES] } as const;
const orderNo = {
  type: 'string',
  minLength: 1,
  maxLength: WithdrawalLimits.orderNoMaxLength,
  pattern: WithdrawalLimits.orderNoPattern,
} as const;

const orderProperties = {
  orderNo: { type: 'string' },
  amount: money,
  disbursedAmount: money,
  remainingAmount: money,
  status,
  createdAt: time,
  disbursedAt: nullableTime,
  autoReceivedAt: nullableTime,
  closedAt: nullableTime,
  hasProof: { type: 'boolean' },
} as const;
const orderRequired = Object.keys(orderProperties);

/** WithdrawalOrder (without its history). */
export const withdrawalOrderValue = {
  type: 'object',
  required: orderRequired,
  properties: orderProperties,
} as const;

/** WithdrawalOrder with its statusHistory (WITHDRAW_order, WITHDRAW_confirm). */
export const withdrawalOrderWithHistoryValue = {
  type: 'object',
  required: [...orderRequired, 'statusHistory'],
  properties: {
    ...orderProperties,
    statusHistory: {
      type: 'array',
      items: {
        type: 'object',
        required: ['status', 'actor', 'amount', 'note', 'at'],
        properties: {
          status,
          actor: { type: 'string', enum: [...WITHDRAWAL_ACTORS] },
          amount: { anyOf: [money, { type: 'null' }] },
          note: { type: ['string', 'null'] },
          at: time,
        },
      },
    },
  },
} as const;

/** WithdrawalOrdersResponse. */
export const withdrawalOrdersValue = {
  type: 'object',
  required: ['orders', 'pageNo', 'pageSize', 'total'],
  properties: {
    orders: { type: 'array', items: withdrawalOrderValue },
    pageNo: { type: 'integer' },
    pageSize: { type: 'integer' },
    total: { type: 'integer' },
  },
} as const;

/** WithdrawalCreateRequest. */
export const withdrawalCreateBody = {
  type: 'object',
  required: ['amount', 'paymentPassword', 'idempotencyKey'],
  properties: {
    // Any string up to the bound: the route parses it (AMOUNT_INVALID, not VALIDATION_ERROR).
    amount: { type: 'string', maxLength: WalletLimits.amountMaxLength },
    // Any string up to the bound: a malformed one is a wrong password (counted).
    paymentPassword: { type: 'string', maxLength: PaymentPasswordRules.maxInputLength },
    idempotencyKey: {
      type: 'string',
      minLength: WalletLimits.idempotencyKeyMinLength,
      maxLength: WalletLimits.idempotencyKeyMaxLength,
      pattern: WalletLimits.idempotencyKeyPattern,
    },
  },
} as const;

/** WithdrawalOrdersQuery. */
export const withdrawalOrdersQuery = {
  type: 'object',
  properties: {
    pageNo: { type: 'integer', minimum: 1, maximum: WithdrawalLimits.pageNoMax, default: 1 },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: WithdrawalLimits.pageSizeMax,
      default: WithdrawalLimits.pageSizeDefault,
    },
  },
} as const;

/** WithdrawalOrderQuery. */
export const withdrawalOrderQuery = {
  type: 'object',
  required: ['orderNo'],
  properties: { orderNo },
} as const;

/** WithdrawalConfirmRequest (JSON; the proof's bytes as base64). */
export const withdrawalConfirmBody = {
  type: 'object',
  required: ['orderNo', 'received'],
  properties: {
    orderNo,
    received: { type: 'boolean' },
    proof: {
      type: 'object',
      required: ['fileName', 'contentType', 'dataBase64'],
      properties: {
        fileName: { type: 'string', maxLength: 1_000 },
        contentType: { type: 'string', maxLength: 100 },
        // A little above the base64 of 5 MB: the service answers PROOF_TOO_LARGE in between.
        dataBase64: { type: 'string', maxLength: WithdrawalLimits.proofBase64MaxLength + 65_536 },
      },
    },
  },
} as const;
