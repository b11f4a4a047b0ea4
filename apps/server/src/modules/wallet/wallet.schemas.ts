// JSON schemas of the wallet calls. Money goes out as decimal strings with two decimals and comes
// in as a string the service parses (`parseMoney`): a JSON number is a 400. Every string has a
// bound.
import { WalletLimits } from '@lotusplay/api-client/contracts';

const money = { type: 'string', pattern: '^-?[0-9]+\\.[0-9]{2}$' } as const;
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
    amount: { type: 'string', minLength: 1, maxLength: WalletLimits.amountMaxLength },
    all: { type: 'boolean' },
    idempotencyKey: {
      type: 'string',
      minLength: WalletLimits.idempotencyKeyMinLength,
      maxLength: WalletLimits.idempotencyKeyMaxLength,
      pattern: WalletLimits.idempotencyKeyPattern,
    },
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
