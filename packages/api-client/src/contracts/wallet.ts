// Contract types of the wallet calls (SPEC.md §7 "Wallet"): balances, the merchant wallet list and
// the transfer between the main wallet and a game vendor's wallet. Shared with the server.
//
// Money on the wire is a plain decimal string with exactly two decimals ('1234.50'), never a JSON
// number: the server parses what the browser sends with `parseMoney` into integer minor units
// (cents) and answers with `toMoneyString`. The ledger stores minor units only.

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
export interface WalletBalance {
  /** `MAIN` or the vendor code of the merchant wallet list. */
  code: string;
  name: string;
  balance: MoneyString;
}

/** `GET /wps/v2/wallets/balance` (token; not for trial accounts). */
export interface WalletBalanceResponse {
  /** The sum of every wallet of the member. */
  sumBalance: MoneyString;
  /** The main wallet first, then the vendor wallets in the brand's order. */
  wallets: WalletBalance[];
}

/** One entry of the merchant wallet list. */
export interface MerchantWallet {
  code: string;
  name: string;
}

/** `GET /wps/relay/GCS_merchantWallet` (token; not for trial accounts). */
export interface MerchantWalletResponse {
  /** True when the brand runs a single (main) wallet: no vendor wallets, no transfers. */
  isSingle: boolean;
  /** The main wallet first, then the enabled vendor wallets (none when `isSingle`). */
  wallets: MerchantWallet[];
}

/**
 * `POST /wps/relay/GCS_walletTransfer` (token; not for trial accounts): moves money between the
 * main wallet and a vendor wallet. Either `amount` or `all: true` (the whole balance of `from`:
 * "all in" from MAIN, "all out" from a vendor wallet). A retry with the same `idempotencyKey` and
 * the same body answers the first answer and moves money once; the same key with another body is
 * 409 IDEMPOTENCY_CONFLICT.
 */
export interface WalletTransferRequest {
  from: string;
  to: string;
  /** A `MoneyString` with at most two decimals, > 0 (see `parseMoney`). */
  amount?: string;
  all?: boolean;
  /** 8–64 characters of [A-Za-z0-9_-], chosen by the client once per intended transfer. */
  idempotencyKey: string;
}

/** The answer of a transfer: what moved, and the balances after it. */
export interface WalletTransferResponse extends WalletBalanceResponse {
  /** The amount moved. */
  amount: MoneyString;
  /** The ledger transaction that moved it. */
  transactionId: number;
}
