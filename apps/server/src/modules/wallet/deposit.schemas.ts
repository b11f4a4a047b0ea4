// JSON schemas of the deposit calls. Money goes out as decimal strings with two decimals and comes
// in as a string the route parses (`parseMoney`): a JSON number is a 400. Every string has a bound.
import {
  DEPOSIT_ACTORS,
  DEPOSIT_ORDER_STATUSES,
  DepositLimits,
  WalletLimits,
} from '@lotusplay/api-client/contracts';
import {
  idempotencyKeyField,
  moneyValue as money,
  orderNoObject,
  orderPageQuery,
  orderPageValue,
  orderValue,
  orderWithHistoryValue,
  timeValue as time,
} from './order.schemas';

const status = { type: 'string', enum: [...DEPOSIT_ORDER_STATUSES] } as const;

/** DepositChannelsResponse. */
export const depositChannelsValue = {
  type: 'object',
  required: ['channels'],
  properties: {
    channels: {
      type: 'array',
      items: {
        type: 'object',
        required: ['code', 'name', 'minAmount', 'maxAmount'],
        properties: {
          code: { type: 'string' },
          name: { type: 'string' },
          minAmount: money,
          maxAmount: money,
        },
      },
    },
  },
} as const;

const orderProperties = {
  orderNo: { type: 'string' },
  channelCode: { type: 'string' },
  channelName: { type: 'string' },
  amount: money,
  status,
  createdAt: time,
  completedAt: { type: ['string', 'null'], format: 'date-time' },
} as const;

/** DepositOrder (without its history). */
export const depositOrderValue = orderValue(orderProperties);

/** DepositOrder with its statusHistory (DEPOSIT_order). */
export const depositOrderWithHistoryValue = orderWithHistoryValue(depositOrderValue, {
  status,
  actors: DEPOSIT_ACTORS,
});

/** DepositOrdersResponse. */
export const depositOrdersValue = orderPageValue(depositOrderValue);

/** DepositCreateRequest. */
export const depositCreateBody = {
  type: 'object',
  required: ['channelCode', 'amount', 'idempotencyKey'],
  properties: {
    channelCode: {
      type: 'string',
      minLength: 1,
      maxLength: DepositLimits.channelCodeMaxLength,
      pattern: DepositLimits.channelCodePattern,
    },
    // Any string up to the bound: the route parses it (AMOUNT_INVALID, not VALIDATION_ERROR).
    amount: { type: 'string', maxLength: WalletLimits.amountMaxLength },
    idempotencyKey: idempotencyKeyField,
  },
} as const;

/** DepositOrdersQuery. */
export const depositOrdersQuery = orderPageQuery(DepositLimits);

/** DepositOrderQuery. */
export const depositOrderQuery = orderNoObject(DepositLimits);
