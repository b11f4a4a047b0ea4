// Values of the payment password and withdrawal calls that the server and the web client must
// agree on: error codes, messages, limits, states. Written once, here. A bad amount is the
// wallet's `WalletErrorCodes.AmountInvalid` (parsed with `parseMoney`); more than the main
// wallet holds is `WalletErrorCodes.InsufficientBalance`; a reused idempotency key with another
// amount is `WalletErrorCodes.IdempotencyConflict`.

import type { WithdrawalActor, WithdrawalStatus } from './withdrawal';
import { formatMoneyText } from './wallet-rules';

/** Every state of a withdrawal (see `WithdrawalStatus`). */
export const WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = [
  'pending',
  'partially_disbursed',
  'disbursed',
  'received',
  'not_received',
  'rejected',
];

/** States in which the member may confirm received or not received (after a disbursal). */
export const WITHDRAWAL_CONFIRMABLE_STATUSES: readonly WithdrawalStatus[] = [
  'partially_disbursed',
  'disbursed',
];

/** Final states: nothing changes a withdrawal any more. */
export const WITHDRAWAL_CLOSED_STATUSES: readonly WithdrawalStatus[] = ['received', 'rejected'];

/** Who may change a withdrawal's status. */
export const WITHDRAWAL_ACTORS: readonly WithdrawalActor[] = ['member', 'operator', 'system'];

const MEGABYTE = 1024 * 1024;

/** Limits of the withdrawal calls. Money limits are in minor units (cents). */
export const WithdrawalLimits = {
  /** The smallest withdrawal: 100.00. */
  minAmountMinor: 10_000,
  /** The largest withdrawal: 50,000.00. */
  maxAmountMinor: 5_000_000,
  /** Withdrawals per page of `WITHDRAW_orders` unless `pageSize` says otherwise. */
  pageSizeDefault: 10,
  pageSizeMax: 50,
  /** The highest page number accepted. */
  pageNoMax: 100_000,
  /** An order number as a request may carry it (the server makes 'W' + date + 10 characters). */
  orderNoPattern: '^[A-Za-z0-9]{1,40}$',
  orderNoMaxLength: 40,
  /** An operator's note on a rejection. */
  noteMaxLength: 200,
  /** Default minutes after a disbursal without a confirmation until it counts as received. */
  autoReceivedMinutesDefault: 30,
  /** The longest auto-received time an operator may set: one week. */
  autoReceivedMinutesMax: 10_080,
  /** The proof image of a not-received confirmation: at most 5 MB (5,242,880 bytes)… */
  proofMaxBytes: 5 * MEGABYTE,
  /** …png or jpg, judged by the bytes (magic numbers), never by the name. */
  proofContentTypes: ['image/png', 'image/jpeg'],
  /** The longest file name kept with a proof. */
  proofFileNameMaxLength: 200,
  /** The base64 text of the largest proof (4 characters per 3 bytes). */
  proofBase64MaxLength: Math.ceil((5 * MEGABYTE) / 3) * 4,
  /**
   * What a confirmation's proof fields may carry before the service looks at them: a file name
   * and content type of any length up to these (the service keeps or refuses them), and base64 a
   * little above the largest proof's (the service answers PROOF_TOO_LARGE in between).
   */
  proofFileNameInputMaxLength: 1_000,
  proofContentTypeInputMaxLength: 100,
  proofBase64InputMaxLength: Math.ceil((5 * MEGABYTE) / 3) * 4 + 65_536,
  /** The largest body `WITHDRAW_confirm` accepts: the base64 proof plus room for the rest. */
  confirmBodyLimitBytes: Math.ceil((5 * MEGABYTE) / 3) * 4 + 64 * 1024,
} as const;

/** Rules of the payment password (as the registration field `paymentPassword`: pattern 6, 6–6). */
export const PaymentPasswordRules = {
  /** Exactly six digits. */
  pattern: '^[0-9]{6}$',
  length: 6,
  /** The longest text a request may carry in a password field (checked before anything else). */
  maxInputLength: 64,
  /** Wrong payment passwords (or login passwords when setting one) that lock it… */
  maxWrongAttempts: 5,
  /** …within this window; the lock lasts until the oldest of them is this old. */
  wrongAttemptWindowMs: 15 * 60_000,
} as const;

/** Attributes of a payment password input: hidden, the numeric keypad, at most 6 characters. */
export const PAYMENT_PASSWORD_INPUT = {
  type: 'password',
  inputMode: 'numeric',
  autoComplete: 'off',
  maxLength: PaymentPasswordRules.length,
} as const;

/** Whether `text` is a well-formed payment password (6 digits). */
export function isPaymentPassword(text: unknown): text is string {
  return typeof text === 'string' && new RegExp(PaymentPasswordRules.pattern).test(text);
}

/** Error codes of the payment password and withdrawal calls, beyond the shared and wallet ones. */
export const WithdrawalErrorCodes = {
  /** 400: the new payment password is not 6 digits. */
  PaymentPasswordInvalid: 'PAYMENT_PASSWORD_INVALID',
  /** 400: a withdrawal needs a payment password and the member has none (set it first). */
  PaymentPasswordNotSet: 'PAYMENT_PASSWORD_NOT_SET',
  /** 400: the payment password (or the old one, when changing it) is wrong. */
  PaymentPasswordWrong: 'PAYMENT_PASSWORD_WRONG',
  /** 400: the login password given to set the payment password is wrong. */
  LoginPasswordWrong: 'LOGIN_PASSWORD_WRONG',
  /** 429: too many wrong passwords within the window; try again later. */
  PaymentPasswordLocked: 'PAYMENT_PASSWORD_LOCKED',
  /** 400: the amount is outside `WithdrawalLimits` (or, for a disbursal, above what remains). */
  AmountOutOfRange: 'AMOUNT_OUT_OF_RANGE',
  /** 404: the member has no withdrawal with this number (another member's included). */
  OrderNotFound: 'WITHDRAWAL_NOT_FOUND',
  /** 409: confirmed before any disbursal. */
  NotDisbursed: 'WITHDRAWAL_NOT_DISBURSED',
  /** 409: the withdrawal is in a state that does not allow this (closed, or reported already). */
  WrongState: 'WITHDRAWAL_WRONG_STATE',
  /** 400: the proof is not a png or jpg by its bytes, or its content type does not match them. */
  ProofInvalid: 'PROOF_INVALID',
  /** 400: the proof is larger than `WithdrawalLimits.proofMaxBytes`. */
  ProofTooLarge: 'PROOF_TOO_LARGE',
  /** 400: not received needs a proof image. */
  ProofRequired: 'PROOF_REQUIRED',
} as const;

/** One of the withdrawal error codes. */
export type WithdrawalErrorCode = (typeof WithdrawalErrorCodes)[keyof typeof WithdrawalErrorCodes];

/** The messages the server answers the withdrawal codes with ({min}, {max}: formatted money). */
export const WithdrawalMessages = {
  paymentPasswordInvalid: 'The payment password must be 6 digits',
  paymentPasswordNotSet: 'Please set your payment password first',
  paymentPasswordWrong: 'The payment password is not correct',
  loginPasswordWrong: 'The login password is not correct',
  paymentPasswordLocked: 'Too many wrong passwords. Please try again in 15 minutes',
  amountOutOfRange: 'The amount must be between {min} and {max}',
  disburseTooLarge: 'The amount must be at most the remaining {max}',
  orderNotFound: 'Withdrawal not found',
  notDisbursed: 'This withdrawal has not been paid out yet',
  wrongState: 'This withdrawal cannot be changed this way any more',
  proofInvalid: 'The proof must be a png or jpg image',
  proofTooLarge: 'The proof image must be at most 5 MB',
  proofRequired: 'Please upload a proof image (png or jpg)',
} as const satisfies Record<string, string>;

/** The out-of-range message: 'The amount must be between 100.00 and 50,000.00'. */
export function withdrawalRangeMessage(
  minMinor: number = WithdrawalLimits.minAmountMinor,
  maxMinor: number = WithdrawalLimits.maxAmountMinor,
): string {
  return WithdrawalMessages.amountOutOfRange
    .replace('{min}', formatMoneyText(minMinor))
    .replace('{max}', formatMoneyText(maxMinor));
}

/** The image type of a file by its first bytes (PNG 89 50 4E 47 0D 0A 1A 0A, JPEG FF D8 FF). */
export function proofImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  return null;
}
