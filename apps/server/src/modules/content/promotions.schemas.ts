// JSON schemas of the promotions calls and the operator's promotion commands: they validate
// requests (every value bounded), shape responses and feed OpenAPI.
import {
  LANGUAGE_CODES,
  PROMOTION_CATEGORIES,
  PROMOTION_KINDS,
  PromotionErrorCodes,
  PromotionLimits,
} from '@lotusplay/api-client/contracts';
import { moneyInput, moneyValue as money, str } from '../../lib/schemas';

const language = {
  type: 'string',
  enum: [...LANGUAGE_CODES],
  description: 'Default: x-language / Accept-Language when supported, else EN',
} as const;
const id = { type: 'integer', minimum: 1, maximum: PromotionLimits.maxId } as const;
const category = { type: 'string', enum: [...PROMOTION_CATEGORIES] } as const;
const kind = { type: 'string', enum: [...PROMOTION_KINDS] } as const;
const status = { type: 'string', enum: ['UPCOMING', 'ONGOING', 'ENDED'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const errorCode = {
  type: ['string', 'null'],
  enum: [...Object.values(PromotionErrorCodes), null],
} as const;

export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { language, category },
} as const;

export const detailQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id, language },
} as const;

export const claimQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id },
} as const;

export const claimBody = {
  type: 'object',
  required: ['id'],
  properties: { id },
} as const;

const summaryProperties = {
  id: { type: 'integer' },
  kind,
  category,
  title: { type: 'string', description: 'Plain text' },
  summary: { type: 'string', description: 'Plain text' },
  imageUrl: { type: 'string' },
  startTime: dateTime,
  endTime: nullableDateTime,
  status,
} as const;
const summaryRequired = Object.keys(summaryProperties);

export const listValue = {
  type: 'object',
  required: ['list'],
  properties: {
    list: {
      type: 'array',
      items: { type: 'object', required: summaryRequired, properties: summaryProperties },
    },
  },
} as const;

export const detailValue = {
  type: 'object',
  required: [...summaryRequired, 'html', 'rules', 'prizes'],
  properties: {
    ...summaryProperties,
    html: { type: 'string', description: 'Sanitised HTML (the client sanitises it again)' },
    rules: {
      type: 'object',
      required: ['realAccountOnly', 'minDeposit', 'memberLabel'],
      properties: {
        realAccountOnly: { type: 'boolean' },
        minDeposit: { anyOf: [money, { type: 'null' }] },
        memberLabel: { type: ['string', 'null'] },
      },
    },
    prizes: { anyOf: [{ type: 'array', items: money }, { type: 'null' }] },
  },
} as const;

export const claimStateValue = {
  type: 'object',
  required: ['id', 'claimed', 'prize', 'claimedAt', 'claimable', 'reason'],
  properties: {
    id: { type: 'integer' },
    claimed: { type: 'boolean' },
    prize: { anyOf: [money, { type: 'null' }] },
    claimedAt: nullableDateTime,
    claimable: { type: 'boolean' },
    reason: errorCode,
  },
} as const;

export const claimValue = {
  type: 'object',
  required: ['id', 'prize', 'claimedAt', 'transactionId'],
  properties: {
    id: { type: 'integer' },
    prize: money,
    claimedAt: dateTime,
    transactionId: { type: 'integer' },
  },
} as const;

// Operator commands.

const text = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'summary', 'html'],
  properties: {
    title: { type: 'string', minLength: 1, maxLength: PromotionLimits.titleMaxLength },
    summary: { type: 'string', minLength: 1, maxLength: PromotionLimits.summaryMaxLength },
    html: { type: 'string', maxLength: PromotionLimits.htmlMaxLength },
  },
} as const;

export const addBody = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'kind', 'category', 'imageUrl', 'startTime', 'texts'],
  properties: {
    code: { type: 'string', pattern: PromotionLimits.codePattern },
    kind,
    category,
    imageUrl: { type: 'string', minLength: 1, maxLength: PromotionLimits.imageUrlMaxLength },
    startTime: dateTime,
    endTime: nullableDateTime,
    sortOrder: { type: 'integer', minimum: -1000, maximum: 1000 },
    minDeposit: { anyOf: [moneyInput, { type: 'null' }] },
    memberLabel: {
      anyOf: [str(PromotionLimits.memberLabelMaxLength), { type: 'null' }],
    },
    texts: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, text])),
    },
    prizes: {
      type: 'array',
      maxItems: PromotionLimits.maxPrizes,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['amount', 'weight'],
        properties: {
          amount: moneyInput,
          weight: { type: 'integer', minimum: 1, maximum: PromotionLimits.maxPrizeWeight },
        },
      },
    },
  },
} as const;

export const operatorPromotion = {
  type: 'object',
  required: ['id', 'code', 'kind', 'category', 'startTime', 'endTime', 'status', 'claims'],
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    kind,
    category,
    startTime: dateTime,
    endTime: nullableDateTime,
    status,
    claims: { type: 'integer' },
  },
} as const;

export const operatorList = { type: 'array', items: operatorPromotion } as const;

export const codeParams = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', pattern: PromotionLimits.codePattern } },
} as const;

export const removedValue = {
  type: 'object',
  required: ['code', 'removed'],
  properties: { code: { type: 'string' }, removed: { type: 'boolean' } },
} as const;
