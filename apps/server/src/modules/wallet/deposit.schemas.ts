// JSON schemas of the deposit calls. Money goes out as decimal strings with two decimals and comes
// in as a string the route parses (`parseMoney`): a JSON number is a 400. Every string has a bound.
import {
  DEPOSIT_ACTORS,
  DEPOSIT_ORDER_STATUSES,
  DepositLimits,
  WalletLimits,
} from '@lotusplay/api-client/contracts';

const money = { type: 'string', pattern: '^-?[0-9]+\\.[0-9]{2}$' } as const;
const time = { type: 'string', format: 'date-time' } as const;
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
const orderRequired = [
  'orderNo',
  'channelCode',
  'channelName',
  'amount',
  'status',
  'createdAt',
  'completedAt',
];

/** DepositOrder (without its history). */
export const depositOrderValue = {
  type: 'object',
  required: orderRequired,
  properties: orderProperties,
} as const;

/** DepositOrder with its statusHistory (DEPOSIT_order). */
export const depositOrderWithHistoryValue = {
  type: 'object',
  required: [...orderRequired, 'statusHistory'],
  properties: {
    ...orderProperties,
    statusHistory: {
      type: 'array',
      items: {
        type: 'object',
        required: ['status', 'actor', 'note', 'at'],
        properties: {
          status,
          actor: { type: 'string', enum: [...DEPOSIT_ACTORS] },
          note: { type: ['string', 'null'] },
          at: time,
        },
      },
    },
  },
} as const;

/** DepositOrdersResponse. */
export const depositOrdersValue = {
  type: 'object',
  required: ['orders', 'pageNo', 'pageSize', 'total'],
  properties: {
    orders: { type: 'array', items: depositOrderValue },
    pageNo: { type: 'integer' },
    pageSize: { type: 'integer' },
    total: { type: 'integer' },
  },
} as const;

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
    idempotencyKey: {
      type: 'string',
      minLength: WalletLimits.idempotencyKeyMinLength,
      maxLength: WalletLimits.idempotencyKeyMaxLength,
      pattern: WalletLimits.idempotencyKeyPattern,
    },
  },
} as const;

/** DepositOrdersQuery. */
export const depositOrdersQuery = {
  type: 'object',
  properties: {
    pageNo: { type: 'integer', minimum: 1, maximum: DepositLimits.pageNoMax, default: 1 },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: DepositLimits.pageSizeMax,
      default: DepositLimits.pageSizeDefault,
    },
  },
} as const;

/** DepositOrderQuery. */
export const depositOrderQuery = {
  type: 'object',
  required: ['orderNo'],
  properties: {
    orderNo: {
      type: 'string',
      minLength: 1,
      maxLength: DepositLimits.orderNoMaxLength,
      pattern: DepositLimits.orderNoPattern,
    },
  },
} as const;
