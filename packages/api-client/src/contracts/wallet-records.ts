// Contract types of the account record, the transfer to upline and the consolidated funds
// (SPEC.md §2 transactionHistory, transferUpline; §7 funds/consolidated). Shared with the server.
// The shapes are derived from their schemas (`schemas/wallet.ts`), where their fields are noted.
// Money is a `MoneyString` as in every wallet call (two decimals, no separators); values, limits,
// codes and messages are in `wallet-records-rules.ts`.
import type { Static } from '@sinclair/typebox';
import type {
  AccountRecordEntrySchema,
  AccountRecordQuerySchema,
  AccountRecordResponseSchema,
  ConsolidatedFundsResponseSchema,
  MerchantWalletSchema,
  TransferToUplineRequestSchema,
} from '../schemas/wallet';
import type { WalletTransferResponse } from './wallet';

/** One of the quick date ranges of the account record (SPEC.md §9). */
export type AccountRecordQuickRange = 'last7' | 'last30' | 'next7' | 'next30';

/** A range of calendar days, both inclusive, as `YYYY-MM-DD`. */
export interface AccountRecordDateRange {
  from: string;
  to: string;
}

/**
 * `GET /wps/relay/ODSFE2_MemTransDet` (token; not for trial accounts): the member's account record,
 * every ledger entry of every wallet of the member (main and vendor), newest first. Every field is
 * optional (query string).
 *
 * - `type`: one `LedgerKind` or a comma list of them (`deposit,withdrawal`); absent = all kinds.
 * - `from` / `to`: calendar days `YYYY-MM-DD`, both inclusive, in the brand's time zone (UTC while
 *   the brand has none). `to` defaults to today, `from` to six days before `to` (the last 7 days);
 *   `to` ≥ `from` and at most `AccountRecordLimits.maxRangeDays` days from `from` to `to`.
 * - `pageNo`: 1-based (default 1, at most `AccountRecordLimits.maxPageNo`); `pageSize`: default
 *   `AccountRecordLimits.defaultPageSize` (10), at most `maxPageSize` (100).
 *
 * A bad value is 400 VALIDATION_ERROR with one of `WalletRecordMessages`.
 */
export type AccountRecordQuery = Static<typeof AccountRecordQuerySchema>;

/** The wallet of an account record entry. */
export type AccountRecordWallet = Static<typeof MerchantWalletSchema>;

/** One entry of the account record: one leg of a ledger transaction on one wallet of the member. */
export type AccountRecordEntry = Static<typeof AccountRecordEntrySchema>;

/** The answer of `GET /wps/relay/ODSFE2_MemTransDet`: one page of entries and the paging totals. */
export type AccountRecordResponse = Static<typeof AccountRecordResponseSchema>;

/**
 * `POST /wps/relay/MCS_transferToUpline` (token; not for trial accounts): moves `amount` from the
 * member's main wallet to the main wallet of the member's upline (the agent above), as one ledger
 * transaction of kind `transfer` (the member −amount, the upline +amount). Allowed only when the
 * member's `toUpline` flag is on (MemberInfo.toUpline; else 403 UPLINE_TRANSFER_DISABLED) and the
 * member has an upline (else 400 NO_UPLINE). A retry with the same `idempotencyKey` and body
 * answers the first answer and moves money once; the key with another amount is 409
 * IDEMPOTENCY_CONFLICT. There is no payment password yet.
 */
export type TransferToUplineRequest = Static<typeof TransferToUplineRequestSchema>;

/** The answer of a transfer to upline: the member's balances after it, the amount, the transaction. */
export type TransferToUplineResponse = WalletTransferResponse;

/**
 * `GET /wps/member/info/funds/consolidated` (token; not for trial accounts): the member's funds at
 * a glance. Shape:
 *
 * ```
 * { sumBalance: '150.00',      // every wallet of the member
 *   mainBalance: '100.00',     // the main wallet
 *   vendorBalance: '50.00',    // every vendor wallet together
 *   wallets: [{ code: 'MAIN', name: 'Main Wallet', balance: '100.00' }, …], // as /wps/v2/wallets/balance
 *   totalDeposit: '300.00',    // every completed deposit of the member (ledger kind deposit), ever
 *   totalWithdrawal: '150.00'  // every completed withdrawal (ledger kind withdrawal), ever, positive
 * }
 * ```
 */
export type ConsolidatedFundsResponse = Static<typeof ConsolidatedFundsResponseSchema>;
