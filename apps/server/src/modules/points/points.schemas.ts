// JSON schemas of the points calls and the operator's points commands: they validate requests,
// shape responses and feed OpenAPI.
import {
  LANGUAGE_CODES,
  PaymentPasswordRules,
  PointLimits,
  REDEEM_STATUSES,
} from '@lotusplay/api-client/contracts';
import { idempotencyKeyField, moneyValue, str } from '../../lib/schemas';

const int = { type: 'integer' } as const;
const text = { type: 'string' } as const;

/** A `lang`: one of the contract's languages; without it the headers decide. */
const lang = {
  type: 'string',
  enum: [...LANGUAGE_CODES],
  description: 'Default: x-language / Accept-Language when supported, else EN',
} as const;

const paymentPassword = { type: 'string', maxLength: PaymentPasswordRules.maxInputLength } as const;

export const langQuery = { type: 'object', properties: { lang } } as const;

export const balanceValue = {
  type: 'object',
  required: ['points'],
  properties: { points: int },
} as const;

export const configValue = {
  type: 'object',
  required: ['ratioPoints', 'ratioAmount', 'minPoints', 'stepPoints', 'convertEnabled'],
  properties: {
    ratioPoints: int,
    ratioAmount: moneyValue,
    minPoints: int,
    stepPoints: int,
    convertEnabled: { type: 'boolean' },
  },
} as const;

const good = {
  type: 'object',
  properties: {
    id: int,
    name: text,
    description: text,
    imageUrl: text,
    points: int,
    stock: int,
  },
} as const;

export const rewardValue = {
  type: 'object',
  properties: { goods: { type: 'array', items: good } },
} as const;

const redemption = {
  type: 'object',
  properties: {
    referenceNo: text,
    goodId: int,
    goodName: text,
    points: int,
    units: int,
    status: { type: 'string', enum: [...REDEEM_STATUSES] },
    remark: text,
    time: { type: 'string', format: 'date-time' },
  },
} as const;

export const redeemBody = {
  type: 'object',
  required: ['goodId', 'paymentPassword', 'idempotencyKey'],
  additionalProperties: false,
  properties: {
    goodId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    paymentPassword,
    idempotencyKey: idempotencyKeyField,
  },
} as const;

export const redeemValue = {
  type: 'object',
  properties: { redemption, points: int },
} as const;

export const listQuery = {
  type: 'object',
  properties: {
    pageNo: { type: 'integer', minimum: 1, maximum: PointLimits.pageNoMax, default: 1 },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: PointLimits.pageSizeMax,
      default: PointLimits.pageSizeDefault,
    },
    status: { type: 'string', enum: [...REDEEM_STATUSES] },
    lang,
  },
} as const;

export const listValue = {
  type: 'object',
  properties: {
    list: { type: 'array', items: redemption },
    pageNo: int,
    pageSize: int,
    total: int,
    totalPages: int,
  },
} as const;

export const convertBody = {
  type: 'object',
  required: ['points', 'paymentPassword', 'idempotencyKey'],
  additionalProperties: false,
  properties: {
    // Any number: the service answers POINTS_INVALID for a fraction, 0 or too many.
    points: { type: 'number' },
    paymentPassword,
    idempotencyKey: idempotencyKeyField,
  },
} as const;

export const convertValue = {
  type: 'object',
  properties: { referenceNo: text, points: int, amount: moneyValue, balance: int },
} as const;

// Operator commands.

const goodText = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name: str(2000), description: str(10_000) },
} as const;

export const addGoodBody = {
  type: 'object',
  required: ['texts', 'points', 'stock'],
  additionalProperties: false,
  properties: {
    texts: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, goodText])),
    },
    imageUrl: str(PointLimits.imageUrlMaxLength),
    points: { type: 'integer', minimum: 1, maximum: PointLimits.goodMaxPoints },
    stock: { type: 'integer', minimum: 0, maximum: PointLimits.goodMaxStock },
    enabled: { type: 'boolean' },
    sortOrder: { type: 'integer', minimum: -1_000_000, maximum: 1_000_000 },
  },
} as const;

export const addGoodValue = { type: 'object', properties: { id: int } } as const;

export const grantBody = {
  type: 'object',
  required: ['username', 'points'],
  additionalProperties: false,
  properties: {
    username: str(64),
    points: { type: 'integer', minimum: -PointLimits.maxPoints, maximum: PointLimits.maxPoints },
    idempotencyKey: idempotencyKeyField,
    remark: str(2000),
  },
} as const;

export const grantValue = {
  type: 'object',
  properties: { username: text, points: int, balance: int, replayed: { type: 'boolean' } },
} as const;

export const decideParams = {
  type: 'object',
  required: ['referenceNo', 'decision'],
  properties: {
    referenceNo: str(40),
    decision: { type: 'string', enum: ['approve', 'reject'] },
  },
} as const;

export const decideBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { remark: str(2000) },
} as const;

export const opsListQuery = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: [...REDEEM_STATUSES] },
    last: { type: 'integer', minimum: 1, maximum: 200, default: 20 },
  },
} as const;

export const opsListValue = {
  type: 'array',
  items: {
    type: 'object',
    properties: { ...redemption.properties, memberId: int, username: text },
  },
} as const;

export const setConfigBody = {
  type: 'object',
  required: ['ratioPoints', 'ratioAmount', 'minPoints', 'stepPoints'],
  additionalProperties: false,
  properties: {
    ratioPoints: int,
    ratioAmount: str(16),
    minPoints: int,
    stepPoints: int,
    convertEnabled: { type: 'boolean' },
  },
} as const;
