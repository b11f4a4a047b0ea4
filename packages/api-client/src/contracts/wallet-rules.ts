// Values of the wallet calls that the server and the web client must agree on: money parsing and
// formatting, error codes and messages, limits. Written once, here; the server imports them at
// run time through `@lotusplay/api-client/contracts`.

import type { LedgerKind } from './wallet';

/** The code of the member's main wallet in every wallet call. */
export const MAIN_WALLET_CODE = 'MAIN';

/** Every ledger movement kind. */
export const LEDGER_KINDS: readonly LedgerKind[] = [
  'deposit',
  'withdrawal',
  'transfer',
  'bet',
  'win',
  'bonus',
  'salary',
  'points',
  'adjustment',
];

/**
 * Money in the server's schemas: an amount a request carries is never empty, and money goes out
 * as a decimal string with exactly two decimals ('1234.50', '-0.10'). Apart from WalletLimits,
 * which the web client imports, so that these stay out of its bundle.
 */
export const MoneySchemaLimits = {
  amountMinLength: 1,
  moneyPattern: '^-?[0-9]+\\.[0-9]{2}$',
} as const;

/** Limits of the wallet calls. Money limits are in minor units (cents). */
export const WalletLimits = {
  /** The largest amount one call may move: 1,000,000,000.00. */
  maxAmountMinor: 100_000_000_000,
  /**
   * The largest balance a member wallet may reach: 100,000,000,000.00 (10^13 minor units). With
   * it every balance and every sum the server computes stays far below 2^53, so minor units are
   * exact JavaScript numbers.
   */
  maxBalanceMinor: 10_000_000_000_000,
  /** The longest amount string a request may carry ('1000000000.00' is 13). */
  amountMaxLength: 16,
  idempotencyKeyMinLength: 8,
  idempotencyKeyMaxLength: 64,
  /** An idempotency key: 8–64 characters of [A-Za-z0-9_-]. */
  idempotencyKeyPattern: '^[A-Za-z0-9_-]{8,64}$',
  /** A wallet code: MAIN or a vendor code. */
  walletCodePattern: '^[A-Za-z0-9_]{1,32}$',
  walletCodeMaxLength: 32,
} as const;

/** Error codes of the wallet calls, beyond the shared `ErrorCodes`. */
export const WalletErrorCodes = {
  /** 400: the amount is not a plain decimal > 0 with at most two decimals, or too large. */
  AmountInvalid: 'AMOUNT_INVALID',
  /** 400: the wallet to take money from holds less than the amount. */
  InsufficientBalance: 'INSUFFICIENT_BALANCE',
  /** 404: no wallet of the member has this code (or it is closed for transfers into it). */
  WalletNotFound: 'WALLET_NOT_FOUND',
  /** 400: from and to are the same wallet, or neither is the main wallet. */
  TransferInvalid: 'TRANSFER_INVALID',
  /** 400: the brand runs a single wallet: there is nothing to transfer between. */
  SingleWallet: 'SINGLE_WALLET',
  /** 409: this idempotency key was used with another request. */
  IdempotencyConflict: 'IDEMPOTENCY_CONFLICT',
  /** 400: the balance would pass `WalletLimits.maxBalanceMinor`. */
  BalanceLimit: 'BALANCE_LIMIT',
} as const;

/** One of the wallet error codes. */
export type WalletErrorCode = (typeof WalletErrorCodes)[keyof typeof WalletErrorCodes];

/** The messages the server answers the wallet codes with. */
export const WalletMessages = {
  amountInvalid: 'Please enter a valid amount (more than 0, at most 2 decimals)',
  amountTooLarge: 'The amount is too large',
  amountOrAll: 'Please enter an amount, or transfer all',
  insufficientBalance: 'Insufficient balance',
  walletNotFound: 'Wallet not found',
  sameWallet: 'Please choose two different wallets',
  mainWalletRequired: 'Transfers go between the main wallet and a game wallet',
  singleWallet: 'This site has a single wallet: there is nothing to transfer',
  idempotencyConflict: 'This request key was already used for another request',
  balanceLimit: 'The balance would exceed the wallet limit',
} as const satisfies Record<string, string>;

const MONEY = /^(0|[1-9][0-9]{0,14})(\.[0-9]{1,2})?$/;

/**
 * Parses a money amount the browser sent into integer minor units: only a plain decimal string
 * (digits, an optional '.' and one or two decimals, no sign, spaces, separators, exponent or
 * leading zeros) that is more than 0 and at most `max` (default `WalletLimits.maxAmountMinor`).
 * '12.34' → 1234, '5' → 500, '0.5' → 50. Anything else — a number, '', '0', '0.001', ' 1',
 * '1,000', '1e3', '0x10', '-1', 'NaN', a huge value — is null.
 */
export function parseMoney(
  text: unknown,
  max: number = WalletLimits.maxAmountMinor,
): number | null {
  if (typeof text !== 'string' || text.length > WalletLimits.amountMaxLength) return null;
  const match = MONEY.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = match[2] ? Number(match[2].slice(1).padEnd(2, '0')) : 0;
  const minor = whole * 100 + fraction;
  if (!Number.isSafeInteger(minor) || minor <= 0 || minor > max) return null;
  return minor;
}

/**
 * Formats integer minor units as the wire's money string: exactly two decimals, a '-' when
 * negative, no separators (1234 → '12.34', -5 → '-0.05', 0 → '0.00'). Throws on a non-integer.
 */
export function toMoneyString(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an amount in minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Minor units as display money (SPEC.md §9): two decimals, comma thousands, a '-' when negative
 * (1234500 → '12,345.00', -5 → '-0.05'). The text of the range messages; not the wire format
 * (see `toMoneyString`).
 */
export function formatMoneyText(minor: number): string {
  const whole = String(Math.floor(Math.abs(minor) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${minor < 0 ? '-' : ''}${whole}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;
}
