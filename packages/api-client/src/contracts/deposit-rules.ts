// Values of the deposit calls that the server and the web client must agree on: error codes,
// messages, limits, order states. Written once, here. A bad amount is the wallet's
// `WalletErrorCodes.AmountInvalid` (parsed with `parseMoney`); a reused idempotency key with
// another body is `WalletErrorCodes.IdempotencyConflict`.

import type { DepositActor, DepositOrderStatus } from './deposit';
import { formatMoneyText } from './wallet-rules';

/** Every state of a deposit order: pending → completed (credited once) or rejected (no money). */
export const DEPOSIT_ORDER_STATUSES: readonly DepositOrderStatus[] = [
  'pending',
  'completed',
  'rejected',
];

/** Who may change an order's status. */
export const DEPOSIT_ACTORS: readonly DepositActor[] = ['member', 'operator', 'provider'];

/** Limits of the deposit calls. */
export const DepositLimits = {
  /** Orders per page of `DEPOSIT_orders` unless `pageSize` says otherwise. */
  pageSizeDefault: 10,
  pageSizeMax: 50,
  /** The highest page number accepted. */
  pageNoMax: 100_000,
  /** A channel code. */
  channelCodePattern: '^[A-Za-z0-9_]{1,32}$',
  channelCodeMaxLength: 32,
  /** An order number as a request may carry it (the server makes 'D' + date + 10 characters). */
  orderNoPattern: '^[A-Za-z0-9]{1,40}$',
  orderNoMaxLength: 40,
  /** An operator's note on an approval or rejection. */
  noteMaxLength: 200,
  /** The longest demo auto-completion delay an operator may set: one day. */
  demoDelayMaxSeconds: 86_400,
} as const;

/** Error codes of the deposit calls, beyond the shared `ErrorCodes` and `WalletErrorCodes`. */
export const DepositErrorCodes = {
  /** 404: no enabled channel has this code. */
  ChannelNotFound: 'CHANNEL_NOT_FOUND',
  /** 400: the amount is outside the channel's minimum and maximum. */
  AmountOutOfRange: 'AMOUNT_OUT_OF_RANGE',
  /** 404: the member has no order with this number (another member's order included). */
  OrderNotFound: 'ORDER_NOT_FOUND',
  /** 409: the order is already completed or rejected. */
  OrderNotPending: 'ORDER_NOT_PENDING',
  /** 502: the payment provider did not take the order (it is rejected). */
  ProviderFailed: 'PAYMENT_PROVIDER_FAILED',
} as const;

/** One of the deposit error codes. */
export type DepositErrorCode = (typeof DepositErrorCodes)[keyof typeof DepositErrorCodes];

/** The messages the server answers the deposit codes with ({min} and {max}: formatted money). */
export const DepositMessages = {
  channelNotFound: 'This deposit channel is not available',
  amountOutOfRange: 'The amount must be between {min} and {max}',
  orderNotFound: 'Deposit order not found',
  orderNotPending: 'This deposit order is no longer pending',
  providerFailed: 'The payment could not be started. Please try again later',
} as const satisfies Record<string, string>;

/** The out-of-range message of a channel: 'The amount must be between 100.00 and 50,000.00'. */
export function depositRangeMessage(minMinor: number, maxMinor: number): string {
  return DepositMessages.amountOutOfRange
    .replace('{min}', formatMoneyText(minMinor))
    .replace('{max}', formatMoneyText(maxMinor));
}
