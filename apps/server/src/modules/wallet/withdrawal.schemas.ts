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
import {
  idempotencyKeyField,
  moneyValue as money,
  orderNoField,
  orderNoObject,
  orderPageQuery,
  orderPageValue,
  orderValue,
  orderWithHistoryValue,
  timeValue as time,
} from './order.schemas';

const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;
const status = { type: 'string', enum: [...WITHDRAWAL_STATUSES] } as const;
const orderNo = orderNoField(WithdrawalLimits);

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

/** WithdrawalOrder (without its history). */
export const withdrawalOrderValue = orderValue(orderProperties);

/** WithdrawalOrder with its statusHistory (WITHDRAW_order, WITHDRAW_confirm). */
export const withdrawalOrderWithHistoryValue = orderWithHistoryValue(withdrawalOrderValue, {
  status,
  actors: WITHDRAWAL_ACTORS,
  extra: { amount: { anyOf: [money, { type: 'null' }] } },
});

/** WithdrawalOrdersResponse. */
export const withdrawalOrdersValue = orderPageValue(withdrawalOrderValue);

/** WithdrawalCreateRequest. */
export const withdrawalCreateBody = {
  type: 'object',
  required: ['amount', 'paymentPassword', 'idempotencyKey'],
  properties: {
    // Any string up to the bound: the route parses it (AMOUNT_INVALID, not VALIDATION_ERROR).
    amount: { type: 'string', maxLength: WalletLimits.amountMaxLength },
    // Any string up to the bound: a malformed one is a wrong password (counted).
    paymentPassword: { type: 'string', maxLength: PaymentPasswordRules.maxInputLength },
    idempotencyKey: idempotencyKeyField,
  },
} as const;

/** WithdrawalOrdersQuery. */
export const withdrawalOrdersQuery = orderPageQuery(WithdrawalLimits);

/** WithdrawalOrderQuery. */
export const withdrawalOrderQuery = orderNoObject(WithdrawalLimits);

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
