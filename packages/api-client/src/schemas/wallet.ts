// Schemas of the wallet calls. Money goes out as decimal strings with two decimals and comes in as
// a string the service parses (`parseMoney`): a JSON number is a 400. Every string has a bound.
// The contract types of these shapes are derived from them (contracts/wallet.ts,
// contracts/wallet-records.ts).
import { Type } from '@sinclair/typebox';
import { FieldLimits } from '../contracts/field-limits';
import { AccountRecordLimits } from '../contracts/wallet-records-rules';
import { LEDGER_KINDS, WalletLimits } from '../contracts/wallet-rules';
import { IdempotencyKeySchema, MoneyInputSchema, MoneyValueSchema as money } from './fields';
import { TimeSchema } from './orders';
import { StringEnum } from './shared';

const walletCode = Type.String({
  minLength: FieldLimits.nonEmptyMinLength,
  maxLength: WalletLimits.walletCodeMaxLength,
  pattern: WalletLimits.walletCodePattern,
});

const walletCodeField = {
  /** `MAIN` or the vendor code of the merchant wallet list. */
  code: Type.String(),
  name: Type.String(),
};

/** WalletBalance: one wallet of the member, the main wallet (`MAIN_WALLET_CODE`) or a vendor's. */
export const WalletBalanceSchema = Type.Object({ ...walletCodeField, balance: money });

/** MerchantWallet: one entry of the merchant wallet list (also the wallet of a record entry). */
export const MerchantWalletSchema = Type.Object(walletCodeField);

const balances = {
  /** The sum of every wallet of the member. */
  sumBalance: money,
  /** The main wallet first, then the vendor wallets in the brand's order. */
  wallets: Type.Array(WalletBalanceSchema),
};

/** WalletBalanceResponse. */
export const WalletBalanceResponseSchema = Type.Object(balances);

/** MerchantWalletResponse. */
export const MerchantWalletResponseSchema = Type.Object({
  /** True when the brand runs a single (main) wallet: no vendor wallets, no transfers. */
  isSingle: Type.Boolean(),
  /** The main wallet first, then the enabled vendor wallets (none when `isSingle`). */
  wallets: Type.Array(MerchantWalletSchema),
});

/** WalletTransferRequest. */
export const WalletTransferRequestSchema = Type.Object({
  from: walletCode,
  to: walletCode,
  /** A `MoneyString` with at most two decimals, > 0 (see `parseMoney`). */
  amount: Type.Optional(MoneyInputSchema),
  all: Type.Optional(Type.Boolean()),
  /** 8–64 characters of [A-Za-z0-9_-], chosen by the client once per intended transfer. */
  idempotencyKey: IdempotencyKeySchema,
});

/** WalletTransferResponse. */
export const WalletTransferResponseSchema = Type.Object({
  ...balances,
  /** The amount moved. */
  amount: money,
  /** The ledger transaction that moved it. */
  transactionId: Type.Integer(),
});

const calendarDay = Type.Optional(
  Type.String({
    maxLength: AccountRecordLimits.dayMaxLength,
    description: 'A calendar day YYYY-MM-DD (inclusive), in the brand time zone (UTC)',
  }),
);

/** AccountRecordQuery (types coerced from the query string; the service checks every value). */
export const AccountRecordQuerySchema = Type.Object({
  type: Type.Optional(
    Type.String({
      maxLength: AccountRecordLimits.typeMaxLength,
      description: 'A ledger kind or a comma list of them; absent: every kind',
    }),
  ),
  from: calendarDay,
  to: calendarDay,
  pageNo: Type.Optional(
    Type.Integer({
      description: `1-based page number, at most ${AccountRecordLimits.maxPageNo} (default 1)`,
    }),
  ),
  pageSize: Type.Optional(
    Type.Integer({
      description: `Entries per page, 1 to ${AccountRecordLimits.maxPageSize} (default ${AccountRecordLimits.defaultPageSize})`,
    }),
  ),
});

/** AccountRecordEntry: one leg of a ledger transaction on one wallet of the member. */
export const AccountRecordEntrySchema = Type.Object({
  /** The ledger entry id (unique, stable). */
  id: Type.Integer(),
  /** When it was booked (ISO 8601, UTC: `2026-11-25T12:34:56.789Z`). */
  time: TimeSchema,
  kind: StringEnum(LEDGER_KINDS),
  wallet: MerchantWalletSchema,
  /** Signed: money in is positive ('100.00'), money out negative ('-25.50'). */
  amount: money,
  /** The wallet's balance right after this entry. */
  balanceAfter: money,
  /**
   * What the movement was about: `MAIN>JILI` for a transfer between wallets, `upline:<from>><to>`
   * (usernames) for a transfer to upline, `downline:<agent>><member>` for an agent's transfer to
   * a downline (both records show it), `operator: <reason>` for an operator adjustment, a
   * deposit order, a bet id, ….
   */
  reference: Type.String(),
});

/** AccountRecordResponse. */
export const AccountRecordResponseSchema = Type.Object({
  list: Type.Array(AccountRecordEntrySchema),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  /** The number of entries matching the query (every page). */
  total: Type.Integer(),
  /** `ceil(total / pageSize)`; 0 when nothing matches. */
  totalPages: Type.Integer(),
});

/** TransferToUplineRequest. */
export const TransferToUplineRequestSchema = Type.Object({
  /** A `MoneyString` with at most two decimals, > 0 (see `parseMoney`); never a JSON number. */
  amount: MoneyInputSchema,
  /** 8–64 characters of [A-Za-z0-9_-], chosen by the client once per intended transfer. */
  idempotencyKey: IdempotencyKeySchema,
});

/** ConsolidatedFundsResponse. */
export const ConsolidatedFundsResponseSchema = Type.Object({
  ...balances,
  /** The main wallet. */
  mainBalance: money,
  /** Every vendor wallet together. */
  vendorBalance: money,
  /** The sum of the member's completed deposits (ledger kind deposit), all time. */
  totalDeposit: money,
  /** The sum of the member's completed withdrawals (ledger kind withdrawal), all time, positive. */
  totalWithdrawal: money,
});
