// JSON schemas of the lottery calls: they validate requests, shape responses and feed OpenAPI.
// Only the shape is checked here; the rules (play types, numbers, stake limits, closed draws)
// are the service's, each with its lottery code.
import {
  LANGUAGE_CODES,
  LOTTERY_BET_STATUSES,
  LotteryLimits,
} from '@lotusplay/api-client/contracts';
import { idempotencyKeyField, moneyInput, moneyValue } from '../../lib/schemas';

const int = { type: 'integer' } as const;
const text = { type: 'string' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;

const PLAY_TYPES = [
  'VN_LO2',
  'VN_DE',
  'VN_3D',
  'VN_4D',
  'SEA_BIG',
  'SEA_SMALL',
  'FAST_3D',
  'FAST_2D',
  'FAST_1D',
  'ELOTT_POS',
  'ELOTT_BS',
] as const;
const TIERS = [
  'SPECIAL',
  'FIRST',
  'SECOND',
  'THIRD',
  'FOURTH',
  'FIFTH',
  'SIXTH',
  'SEVENTH',
  'EIGHTH',
  'STARTER',
  'CONSOLATION',
  'MAIN',
] as const;
const prizeModes = ['Lott', 'ZY', 'Elott', 'SEA'] as const;

/** A language: any case of the contract's codes; anything else answers in EN. */
const language = {
  type: 'string',
  maxLength: 8,
  description: `One of ${LANGUAGE_CODES.join(', ')}; default EN`,
} as const;
const gameCode = { type: 'string', pattern: LotteryLimits.gameCodePattern } as const;
const prizeMode = { type: 'string', enum: [...prizeModes] } as const;
const device = { type: 'string', maxLength: 16 } as const;

export const menusQuery = {
  type: 'object',
  properties: { language, device },
} as const;

export const menuQuery = {
  type: 'object',
  required: ['prizeMode'],
  properties: { prizeMode, device, language },
} as const;

export const popularQuery = {
  type: 'object',
  properties: {
    count: { type: 'integer', minimum: 1, maximum: LotteryLimits.popularCount },
    prizeMode,
    device,
    language,
  },
} as const;

export const openedQuery = {
  type: 'object',
  required: ['gameCode'],
  properties: {
    gameCode,
    count: { type: 'integer', minimum: 1, maximum: LotteryLimits.openedCount },
  },
} as const;

export const currentQuery = {
  type: 'object',
  required: ['gameCode'],
  properties: { gameCode },
} as const;

export const betBody = {
  type: 'object',
  required: ['gameCode', 'numero', 'playType', 'numbers', 'stake', 'idempotencyKey'],
  additionalProperties: false,
  properties: {
    gameCode,
    numero: { type: 'string', minLength: 1, maxLength: 32 },
    playType: { type: 'string', enum: [...PLAY_TYPES] },
    // How many and which: the service's rule (LOTTERY_NUMBERS_INVALID); this only bounds the size.
    numbers: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 16 } },
    stake: moneyInput,
    idempotencyKey: idempotencyKeyField,
  },
} as const;

export const betsQuery = {
  type: 'object',
  properties: {
    gameCode,
    status: { type: 'string', enum: [...LOTTERY_BET_STATUSES] },
    pageNo: { type: 'integer', minimum: 1, maximum: 100_000 },
    pageSize: { type: 'integer', minimum: 1, maximum: LotteryLimits.maxBetsPageSize },
    language,
  },
} as const;

export const languageQuery = { type: 'object', properties: { language } } as const;

const numero = {
  type: 'object',
  required: ['numero', 'closeTime', 'drawTime', 'status'],
  properties: {
    numero: text,
    closeTime: dateTime,
    drawTime: dateTime,
    status: { type: 'string', enum: ['OPEN', 'CLOSED', 'DRAWN', 'SETTLED'] },
  },
} as const;

const playTypeInfo = {
  type: 'object',
  required: ['playType', 'odds', 'minStake', 'maxStake'],
  properties: {
    playType: { type: 'string', enum: [...PLAY_TYPES] },
    odds: text,
    oddsByTier: {
      type: 'object',
      properties: Object.fromEntries(TIERS.map((tier) => [tier, text])),
    },
    minStake: moneyValue,
    maxStake: moneyValue,
  },
} as const;

const game = {
  type: 'object',
  required: [
    'gameId',
    'gameCode',
    'name',
    'kind',
    'vendor',
    'prizeMode',
    'groupTag',
    'defaultPlayType',
    'playTypes',
    'drawIntervalSeconds',
    'closeBeforeSeconds',
    'nextNumero',
  ],
  properties: {
    gameId: int,
    gameCode: text,
    name: text,
    kind: { type: 'string', enum: ['VN', 'SEA', 'FAST', 'ELOTT'] },
    region: { type: 'string', enum: ['NORTH', 'CENTRAL', 'SOUTH'] },
    vendor: text,
    prizeMode: text,
    groupTag: text,
    defaultPlayType: { type: ['string', 'null'] },
    playTypes: { type: 'array', items: playTypeInfo },
    drawIntervalSeconds: int,
    closeBeforeSeconds: int,
    nextNumero: { anyOf: [numero, { type: 'null' }] },
  },
} as const;

export const menuValue = {
  type: 'object',
  required: ['gameMenus'],
  properties: {
    gameMenus: {
      type: 'array',
      items: {
        type: 'object',
        required: ['groupTag', 'name', 'accountTypeName', 'games'],
        properties: {
          groupTag: text,
          name: text,
          accountTypeName: text,
          games: { type: 'array', items: game },
        },
      },
    },
  },
} as const;

export const gameListValue = {
  type: 'object',
  required: ['list'],
  properties: { list: { type: 'array', items: game } },
} as const;

const opened = {
  type: 'object',
  required: ['gameCode', 'numero', 'drawTime', 'prizes'],
  properties: {
    gameCode: text,
    numero: text,
    drawTime: dateTime,
    prizes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['tier', 'numbers'],
        properties: {
          tier: { type: 'string', enum: [...TIERS] },
          numbers: { type: 'array', items: text },
        },
      },
    },
  },
} as const;

export const openedValue = {
  type: 'object',
  required: ['list'],
  properties: { list: { type: 'array', items: opened } },
} as const;

export const currentValue = {
  type: 'object',
  required: ['gameCode', 'current', 'latest', 'serverTime'],
  properties: {
    gameCode: text,
    current: { anyOf: [numero, { type: 'null' }] },
    latest: { anyOf: [opened, { type: 'null' }] },
    serverTime: dateTime,
  },
} as const;

const bet = {
  type: 'object',
  required: [
    'betId',
    'gameCode',
    'gameName',
    'numero',
    'playType',
    'numbers',
    'stake',
    'totalStake',
    'odds',
    'possibleWin',
    'status',
    'win',
    'placedAt',
    'settledAt',
  ],
  properties: {
    betId: text,
    gameCode: text,
    gameName: text,
    numero: text,
    playType: text,
    numbers: { type: 'array', items: text },
    stake: moneyValue,
    totalStake: moneyValue,
    odds: text,
    possibleWin: moneyValue,
    status: { type: 'string', enum: [...LOTTERY_BET_STATUSES] },
    win: { anyOf: [moneyValue, { type: 'null' }] },
    placedAt: dateTime,
    settledAt: { anyOf: [dateTime, { type: 'null' }] },
  },
} as const;

export const betValue = {
  type: 'object',
  required: ['bet', 'balance'],
  properties: { bet, balance: moneyValue },
} as const;

export const betsValue = {
  type: 'object',
  required: ['list', 'pageNo', 'totalPages', 'totalCount'],
  properties: {
    list: { type: 'array', items: bet },
    pageNo: int,
    totalPages: int,
    totalCount: int,
  },
} as const;

export const opsDrawBody = {
  type: 'object',
  required: ['gameCode'],
  properties: { gameCode, numero: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

export const opsDrawValue = {
  type: 'object',
  required: ['gameCode', 'numero', 'outcome', 'result'],
  properties: {
    gameCode: text,
    numero: text,
    outcome: { type: 'string', enum: ['settled', 'already'] },
    result: { anyOf: [opened, { type: 'null' }] },
  },
} as const;
