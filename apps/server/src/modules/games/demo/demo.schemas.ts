// JSON schemas of the demo vendor's calls. Money goes out and comes in as decimal strings.
import {
  idempotencyKeyField,
  moneyInput as moneyIn,
  moneyValue as money,
} from '../../../lib/schemas';
import { DemoLimits } from './demo.service';

const open = { type: 'object', additionalProperties: true } as const;

/** The play token: a header of every API call (never in an API URL). */
export const playTokenHeaders = {
  type: 'object',
  properties: { 'x-play-token': { type: 'string', maxLength: 256 } },
} as const;

export const sessionQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { lang: { type: 'string', maxLength: 8, pattern: '^[A-Za-z]{2,8}$' } },
} as const;

const balance = {
  type: 'object',
  required: ['code', 'balance'],
  properties: { code: { type: 'string' }, name: { type: 'string' }, balance: money },
} as const;

/** DemoSession. */
export const sessionValue = {
  type: 'object',
  required: ['vendor', 'game', 'rtp', 'rules', 'stake', 'wallet', 'main', 'singleWallet'],
  properties: {
    vendor: open,
    game: open,
    rtp: { type: 'string' },
    rules: open,
    stake: {
      type: 'object',
      required: ['min', 'max', 'step', 'options'],
      properties: { min: money, max: money, step: money, options: { type: 'array', items: money } },
    },
    wallet: balance,
    main: { type: 'object', required: ['balance'], properties: { balance: money } },
    singleWallet: { type: 'boolean' },
    expiresAt: { type: 'string', format: 'date-time' },
  },
} as const;

/** RoundRequest. */
export const roundBody = {
  type: 'object',
  additionalProperties: false,
  required: ['roundId', 'stake'],
  properties: {
    roundId: { type: 'string', minLength: 8, maxLength: 64, pattern: DemoLimits.roundIdPattern },
    stake: moneyIn,
    bet: { type: 'string', enum: ['PLAYER', 'BANKER', 'TIE'] },
  },
} as const;

/** RoundAnswer. */
export const roundValue = {
  type: 'object',
  required: [
    'roundId',
    'vendorRoundId',
    'skin',
    'stake',
    'win',
    'walletCode',
    'balanceBefore',
    'balanceAfter',
    'time',
    'replayed',
  ],
  properties: {
    roundId: { type: 'string' },
    vendorRoundId: { type: 'string' },
    skin: { type: 'string', enum: ['slot', 'baccarat'] },
    stake: money,
    win: money,
    walletCode: { type: 'string' },
    balanceBefore: money,
    balanceAfter: money,
    time: { type: 'string', format: 'date-time' },
    replayed: { type: 'boolean' },
    slot: open,
    baccarat: open,
  },
} as const;

export const transferBody = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'idempotencyKey'],
  properties: {
    amount: moneyIn,
    idempotencyKey: idempotencyKeyField,
  },
} as const;

export const transferValue = {
  type: 'object',
  required: ['wallet', 'main'],
  properties: {
    wallet: balance,
    main: { type: 'object', required: ['balance'], properties: { balance: money } },
  },
} as const;
