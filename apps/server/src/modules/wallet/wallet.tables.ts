// Tables of the wallet module: the double-entry ledger. Money is integer minor units (cents) in
// `bigint` columns read as JS numbers (mode 'number'): `WalletLimits` bounds an amount to 10^11
// and a member balance to 10^13 minor units, so every value the server reads or computes stays far
// below 2^53 (9·10^15); system accounts (house, clearing, bonus) move by the same bounded amounts.
// Guards the database keeps whoever writes (migration 0010): member balances never below 0, and
// ledger rows are never updated or deleted (triggers).
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@lotusplay/api-client/contracts';
import { members } from '../member/member.tables';

/** What an account is: a member's main or vendor wallet, or one of the brand's own accounts. */
export type WalletAccountKind =
  'main' | 'vendor' | 'house' | 'deposit_clearing' | 'withdrawal_clearing' | 'bonus';

/**
 * The house is split into this many member shards (rows `shard` 1…N, migration 0026) besides its
 * brand row (`shard` 0): a member's bets, wins and adjustments move against the shard of its id, so
 * members playing at once do not queue on one locked row. The house's balance is the sum of its
 * rows.
 */
export const HOUSE_SHARDS = 16;

/**
 * Accounts of the ledger. A member has one `main` account and one `vendor` account per game vendor
 * (created on first use); the brand's accounts (`house`, `deposit_clearing`,
 * `withdrawal_clearing`, `bonus`) have no member and may go negative (they are the other side of
 * every movement). `balance` always equals the sum of the account's entries. Only the house has
 * more than one row (`shard`, see HOUSE_SHARDS); every other account is shard 0.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').references(() => members.id),
    kind: text('kind').$type<WalletAccountKind>().notNull(),
    /** The merchant wallet code of a `vendor` account; null for every other kind. */
    vendorCode: text('vendor_code'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 0, or the house's member shard 1…HOUSE_SHARDS. */
    shard: smallint('shard').notNull().default(0),
  },
  (t) => [
    // One account per (member, kind, vendor, shard); NULLs compare equal (one bonus account, …).
    uniqueIndex('wallet_accounts_owner').on(
      sql`coalesce(${t.memberId}, 0)`,
      t.kind,
      sql`coalesce(${t.vendorCode}, '')`,
      t.shard,
    ),
    check(
      'wallet_accounts_shard',
      sql`${t.shard} = 0 or (${t.kind} = 'house' and ${t.shard} between 1 and ${sql.raw(String(HOUSE_SHARDS))})`,
    ),
    check(
      'wallet_accounts_kind',
      sql`(${t.memberId} is not null and ${t.kind} in ('main', 'vendor')) or (${t.memberId} is null and ${t.kind} in ('house', 'deposit_clearing', 'withdrawal_clearing', 'bonus'))`,
    ),
    check('wallet_accounts_vendor', sql`(${t.kind} = 'vendor') = (${t.vendorCode} is not null)`),
    check('wallet_accounts_member_balance', sql`${t.memberId} is null or ${t.balance} >= 0`),
  ],
);

/** The merchant wallet list: the game vendors whose wallets members transfer to. */
export const merchantWallets = pgTable('merchant_wallets', {
  code: text('code').primaryKey(),
  /** The name as first given: shown only where `names` has neither the language nor the default. */
  name: text('name').notNull(),
  /** The name per language; a language left empty shows the brand's default language's. */
  names: jsonb('names').$type<LocalizedText>().notNull().default({}),
  sortOrder: integer('sort_order').notNull().default(0),
  /** A disabled vendor takes no transfers in; its balances can still be transferred out. */
  enabled: boolean('enabled').notNull().default(true),
});

/** The brand's wallet settings: one row (id 1). */
export const walletSettings = pgTable(
  'wallet_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** A single-wallet brand has only the main wallet: no vendor wallets, no transfers. */
    singleWallet: boolean('single_wallet').notNull().default(false),
    /**
     * Demo mode of deposits: a pending order of a demo-provider channel completes by itself this
     * many seconds after it was created (null: off; an operator confirms it).
     */
    depositDemoDelaySeconds: integer('deposit_demo_delay_seconds'),
    /**
     * Minutes after a disbursal without the member's confirmation until a withdrawal counts as
     * received (SPEC.md §4, §9 "withdrawal auto-received {0} minutes").
     */
    withdrawalAutoReceivedMinutes: integer('withdrawal_auto_received_minutes')
      .notNull()
      .default(30),
  },
  (t) => [check('wallet_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * One movement of money: its entries (below) sum to zero. `idempotencyKey` is unique per member:
 * the same key with the same `requestHash` answers the stored `response` again; with another hash
 * it is refused. Never updated or deleted: a correction is a new, reversing transaction.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    /** The member the movement is for (the owner of the idempotency key). */
    memberId: integer('member_id').references(() => members.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the canonical request: the same key must come with the same request. */
    requestHash: text('request_hash').notNull(),
    /** The first answer, returned again to a retry. */
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency').on(
      sql`coalesce(${t.memberId}, 0)`,
      t.idempotencyKey,
    ),
  ],
);

/** The immutable entries of a transaction: signed amounts (credit > 0, debit < 0). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => walletAccounts.id),
    /** The member of the account (null for the brand's accounts), for the account record. */
    memberId: integer('member_id').references(() => members.id),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The account's balance right after this entry. */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_member_time').on(t.memberId, t.createdAt),
    index('ledger_entries_account').on(t.accountId, t.id),
    index('ledger_entries_transaction').on(t.transactionId),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/** Where a deposit order is (`DEPOSIT_ORDER_STATUSES` of the contracts). */
export type DepositOrderStatusValue = 'pending' | 'completed' | 'rejected';
/** Who changed an order's status. */
export type DepositActorValue = 'member' | 'operator' | 'provider';

/** The ways to pay in: limits in minor units (inclusive), the payment provider that handles them. */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    code: text('code').primaryKey(),
    /** The name as first given: shown only where `names` has neither the language nor the default. */
    name: text('name').notNull(),
    /** The name per language; a language left empty shows the brand's default language's. */
    names: jsonb('names').$type<LocalizedText>().notNull().default({}),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** The payment provider's code (`PaymentProvider.code`): 'demo'. */
    provider: text('provider').notNull().default('demo'),
  },
  (t) => [
    check('deposit_channels_limits', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

/**
 * A member's deposit: pending until the provider or an operator completes it (the credit is the
 * ledger transaction `ledger_transaction_id`, posted in the same database transaction as the status
 * change) or an operator rejects it. `idempotency_key` is unique per member.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique('deposit_orders_order_no'),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    channelCode: text('channel_code')
      .notNull()
      .references(() => depositChannels.code),
    /** The channel's provider when the order was made. */
    provider: text('provider').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<DepositOrderStatusValue>().notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the canonical request: the same key must come with the same request. */
    requestHash: text('request_hash').notNull(),
    /** The provider's reference of the payment (null until the provider took it). */
    providerReference: text('provider_reference'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposit_orders_idempotency').on(t.memberId, t.idempotencyKey),
    index('deposit_orders_member_time').on(t.memberId, t.createdAt),
    index('deposit_orders_pending')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('deposit_orders_amount', sql`${t.amount} > 0`),
    check('deposit_orders_status', sql`${t.status} in ('pending', 'completed', 'rejected')`),
    // Completed exactly when credited: no completed order without its ledger transaction.
    check(
      'deposit_orders_completed_credit',
      sql`(${t.status} = 'completed') = (${t.ledgerTransactionId} is not null and ${t.completedAt} is not null)`,
    ),
  ],
);

/** Every status change of an order with its time and who made it (append-only). */
export const depositOrderEvents = pgTable(
  'deposit_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => depositOrders.id),
    status: text('status').$type<DepositOrderStatusValue>().notNull(),
    actor: text('actor').$type<DepositActorValue>().notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('deposit_order_events_order').on(t.orderId, t.id),
    check('deposit_order_events_actor', sql`${t.actor} in ('member', 'operator', 'provider')`),
  ],
);

/** Where a withdrawal is (`WITHDRAWAL_STATUSES` of the contracts). */
export type WithdrawalStatusValue =
  'pending' | 'partially_disbursed' | 'disbursed' | 'received' | 'not_received' | 'rejected';
/** Who changed a withdrawal's status. */
export type WithdrawalActorValue = 'member' | 'operator' | 'system';

/**
 * A member's withdrawal. Its amount left the main wallet for `withdrawal_clearing` when it was
 * made (`hold_transaction_id`, in the same database transaction as the row); disbursals move parts
 * of it from clearing to the house account (`disbursed_amount` adds them up); a rejection or a
 * receipt gives the rest back to the main wallet, a forced receipt moves it to the house account.
 * Every movement is a ledger transaction named in a status row. `idempotency_key` is unique per
 * member.
 */
export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull().unique('withdrawal_orders_order_no'),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    disbursedAmount: bigint('disbursed_amount', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<WithdrawalStatusValue>().notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the canonical request: the same key must come with the same request. */
    requestHash: text('request_hash').notNull(),
    /** The ledger transaction that moved the amount into withdrawal clearing. */
    holdTransactionId: bigint('hold_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The last disbursal's time (the auto-received time-out runs from it). */
    disbursedAt: timestamp('disbursed_at', { withTimezone: true }),
    /** When it was received, rejected or reported not received. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * The member's bank account it is paid to, copied when the withdrawal was made (the member
     * module owns the accounts: no foreign key, and removing the account later keeps these). All
     * null for a withdrawal made without one.
     */
    bankAccountId: integer('bank_account_id'),
    bankCode: text('bank_code'),
    bankName: text('bank_name'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
  },
  (t) => [
    uniqueIndex('withdrawal_orders_idempotency').on(t.memberId, t.idempotencyKey),
    index('withdrawal_orders_member_time').on(t.memberId, t.createdAt),
    index('withdrawal_orders_disbursed')
      .on(t.disbursedAt)
      .where(sql`${t.status} in ('partially_disbursed', 'disbursed')`),
    check('withdrawal_orders_amount', sql`${t.amount} > 0`),
    check(
      'withdrawal_orders_disbursed_amount',
      sql`${t.disbursedAmount} >= 0 and ${t.disbursedAmount} <= ${t.amount}`,
    ),
    check(
      'withdrawal_orders_status',
      sql`${t.status} in ('pending', 'partially_disbursed', 'disbursed', 'received', 'not_received', 'rejected')`,
    ),
    // Disbursed in full exactly when the whole amount went; partly when some of it.
    check(
      'withdrawal_orders_disbursal',
      sql`(${t.status} <> 'disbursed' or ${t.disbursedAmount} = ${t.amount}) and (${t.status} <> 'partially_disbursed' or (${t.disbursedAmount} > 0 and ${t.disbursedAmount} < ${t.amount})) and (${t.status} <> 'pending' or ${t.disbursedAmount} = 0)`,
    ),
  ],
);

/** Every status change of a withdrawal with its time, who, and the money it moved (append-only). */
export const withdrawalOrderEvents = pgTable(
  'withdrawal_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawalOrders.id),
    status: text('status').$type<WithdrawalStatusValue>().notNull(),
    actor: text('actor').$type<WithdrawalActorValue>().notNull(),
    /** What this change moved (a disbursal's part, a refund), in minor units; null when nothing. */
    amount: bigint('amount', { mode: 'number' }),
    /** The ledger transaction of the movement, when one was made. */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('withdrawal_order_events_order').on(t.orderId, t.id),
    check('withdrawal_order_events_actor', sql`${t.actor} in ('member', 'operator', 'system')`),
    check('withdrawal_order_events_amount', sql`${t.amount} is null or ${t.amount} > 0`),
  ],
);

/** Raw bytes (PGlite answers a Uint8Array, node-postgres a Buffer: both become a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The proof image of a not-received confirmation: png or jpg by its bytes, at most 5 MB. One per
 * report: a withdrawal paid in part again after a not-received report can be reported again, and
 * every report keeps its own proof (the operator sees the latest).
 */
export const withdrawalProofs = pgTable(
  'withdrawal_proofs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawalOrders.id),
    /** 'image/png' or 'image/jpeg', from the bytes. */
    contentType: text('content_type').notNull(),
    /** The name the member's file had (shown to the operator, never trusted). */
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('withdrawal_proofs_order').on(t.orderId, t.id),
    check('withdrawal_proofs_type', sql`${t.contentType} in ('image/png', 'image/jpeg')`),
    check('withdrawal_proofs_size', sql`${t.size} > 0 and ${t.size} <= 5242880`),
  ],
);
