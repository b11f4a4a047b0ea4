// Contract types of the wallet calls (SPEC.md §7 "Wallet"): balances, the merchant wallet list and
// the transfer between the main wallet and a game vendor's wallet. Shared with the server. The
// shapes are derived from their schemas (`schemas/wallet.ts`), where their fields are noted.
//
// Money on the wire is a plain decimal string with exactly two decimals ('1234.50'), never a JSON
// number: the server parses what the browser sends with `parseMoney` into integer minor units
// (cents) and answers with `toMoneyString`. The ledger stores minor units only.
import type { Static } from '@sinclair/typebox';
import type {
  MerchantWalletResponseSchema,
  MerchantWalletSchema,
  WalletBalanceResponseSchema,
  WalletBalanceSchema,
  WalletTransferRequestSchema,
  WalletTransferResponseSchema,
} from '../schemas/wallet';

/** What every ledger transaction and entry is: the movement kinds. */
export type LedgerKind =
  | 'deposit'
  | 'withdrawal'
  | 'transfer'
  | 'bet'
  | 'win'
  | 'bonus'
  | 'salary'
  | 'points'
  | 'adjustment';

/** A decimal money string with exactly two decimals, e.g. '0.00', '1234.50' (no separators). */
export type MoneyString = string;

/** One wallet of the member: the main wallet (`MAIN_WALLET_CODE`) or a game vendor's. */
export type WalletBalance = Static<typeof WalletBalanceSchema>;

/** `GET /wps/v2/wallets/balance` (token; not for trial accounts). */
export type WalletBalanceResponse = Static<typeof WalletBalanceResponseSchema>;

/** One entry of the merchant wallet list. */
export type MerchantWallet = Static<typeof MerchantWalletSchema>;

/** `GET /wps/relay/GCS_merchantWallet` (token; not for trial accounts). */
export type MerchantWalletResponse = Static<typeof MerchantWalletResponseSchema>;

/**
 * `POST /wps/relay/GCS_walletTransfer` (token; not for trial accounts): moves money between the
 * main wallet and a vendor wallet. Either `amount` or `all: true` (the whole balance of `from`:
 * "all in" from MAIN, "all out" from a vendor wallet). A retry with the same `idempotencyKey` and
 * the same body answers the first answer and moves money once; the same key with another body is
 * 409 IDEMPOTENCY_CONFLICT.
 */
export type WalletTransferRequest = Static<typeof WalletTransferRequestSchema>;

/** The answer of a transfer: what moved, and the balances after it. */
export type WalletTransferResponse = Static<typeof WalletTransferResponseSchema>;
