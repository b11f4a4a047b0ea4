// JSON schemas of the wallet calls. Money goes out as decimal strings with two decimals and comes
// in as a string the service parses (`parseMoney`): a JSON number is a 400. Every string has a
// bound.
import { AccountRecordLimits, LEDGER_KINDS, WalletLimits } from '@lotusplay/api-client/contracts';
import { moneyInput } from '../../lib/schemas';
import { idempotencyKeyField, moneyValue as money } from './order.schemas';

const walletCode = {
  type: 'string',
  minLength: 1,
  maxLength: WalletLimits.walletCodeMaxLength,
  pattern: WalletLimits.walletCodePattern,
} as const;

const walletBalance = {
  type: 'object',
  required: ['code', 'name', 'balance'],
  properties: { code: { type: 'string' }, name: { type: 'string' }, balance: money },
} as const;

/** WalletBalanceResponse. */
export const walletBalanceValue = {
  type: 'object',
  required: ['sumBalance', 'wallets'],
  properties: { sumBalance: money, wallets: { type: 'array', items: walletBalance } },
} as const;

/** MerchantWalletResponse. */
export const merchantWalletValue = {
  type: 'object',
  required: ['isSingle', 'wallets'],
  properties: {
    isSingle: { type: 'boolean' },
    wallets: {
      type: 'array',
      items: {
        type: 'object',
        required: ['code', 'name'],
        properties: { code: { type: 'string' }, name: { type: 'string' } },
      },
    },
  },
} as const;

/** WalletTransferRequest. */
export const walletTransferBody = {
  type: 'object',
  required: ['from', 'to', 'idempotencyKey'],
  properties: {
    from: walletCode,
    to: walletCode,
    amount: moneyInput,
    all: { type: 'boolean' },
    idempotencyKey: idempotencyKeyField,
  },
} as const;

/** WalletTransferResponse. */
export const walletTransferValue = {
  type: 'object',
  required: ['sumBalance', 'wallets', 'amount', 'transactionId'],
  properties: {
    ...walletBalanceValue.properties,
    amount: money,
    transactionId: { type: 'integer' },
  },
} as const;

// The account record, the transfer to upline and the consolidated funds.

const ledgerKind = { type: 'string', enum: [...LEDGER_KINDS] } as const;
const calendarDay = {
  type: 'string',
  maxLength: 10,
  description: 'A calendar day YYYY-MM-DD (inclusive), in the brand time zone (UTC)',
} as const;

/** AccountRecordQuery (types coerced from the query string; the service checks every value). */
export const accountRecordQuery = {
  type: 'object',
  properties: {
    type: {
      type: 'string',
      maxLength: AccountRecordLimits.typeMaxLength,
      description: 'A ledger kind or a comma list of them; absent: every kind',
    },
    from: calendarDay,
    to: calendarDay,
    pageNo: {
      type: 'integer',
      description: `1-based page number, at most ${AccountRecordLimits.maxPageNo} (default 1)`,
    },
    pageSize: {
      type: 'integer',
      description: `Entries per page, 1 to ${AccountRecordLimits.maxPageSize} (default ${AccountRecordLimits.defaultPageSize})`,
    },
  },
} as const;

/** AccountRecordResponse. */
export const accountRecordValue = {
  type: 'object',
  required: ['list', 'pageNo', 'pageSize', 'total', 'totalPages'],
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'time', 'kind', 'wallet', 'amount', 'balanceAfter', 'reference'],
        properties: {
          id: { type: 'integer' },
          time: { type: 'string', format: 'date-time' },
          kind: ledgerKind,
          wallet: {
            type: 'object',
            required: ['code', 'name'],
            properties: { code: { type: 'string' }, name: { type: 'string' } },
          },
          amount: money,
          balanceAfter: money,
          reference: { type: 'string' },
        },
      },
    },
    pageNo: { type: 'integer' },
    pageSize: { type: 'integer' },
    total: { type: 'integer' },
    totalPages: { type: 'integer' },
  },
} as const;

/** TransferToUplineRequest. */
export const transferToUplineBody = {
  type: 'object',
  required: ['amount', 'idempotencyKey'],
  properties: {
    amount: walletTransferBody.properties.amount,
    idempotencyKey: walletTransferBody.properties.idempotencyKey,
  },
} as const;

/** ConsolidatedFundsResponse. */
export const consolidatedFundsValue = {
  type: 'object',
  required: [
    'sumBalance',
    'mainBalance',
    'vendorBalance',
    'wallets',
    'totalDeposit',
    'totalWithdrawal',
  ],
  properties: {
    ...walletBalanceValue.properties,
    mainBalance: money,
    vendorBalance: money,
    totalDeposit: money,
    totalWithdrawal: money,
  },
} as const;
