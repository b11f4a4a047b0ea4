// Tables of the points module (SPEC.md §3 Points): a points ledger of its own (every change one
// immutable row; the balance is their sum and never below 0; points never expire), the brand's
// conversion rule, the rewards catalogue, redemptions and conversions.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../member/member.tables';

/** A member's points: the sum of its ledger rows, locked (FOR UPDATE) by every change. */
export const pointAccounts = pgTable(
  'point_accounts',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('point_accounts_balance', sql`${t.balance} >= 0`)],
);

/**
 * The points ledger: one immutable row per change (never updated or deleted; drizzle 0018's
 * trigger refuses both). `reference` names what caused it (a redemption's or conversion's
 * reference number, an operator grant's key); one row per (member, kind, reference).
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('point_entries_delta', sql`${t.delta} <> 0`),
    check('point_entries_balance_after', sql`${t.balanceAfter} >= 0`),
    check(
      'point_entries_kind',
      sql`${t.kind} in ('earn', 'redeem', 'refund', 'convert', 'adjust')`,
    ),
    uniqueIndex('point_entries_member_kind_reference').on(t.memberId, t.kind, t.reference),
    index('point_entries_member').on(t.memberId, t.id),
  ],
);

/** The brand's conversion rule (one row, id 1). */
export const pointConfig = pgTable(
  'point_config',
  {
    id: integer('id').primaryKey().default(1),
    ratioPoints: integer('ratio_points').notNull(),
    ratioAmountMinor: integer('ratio_amount_minor').notNull(),
    minPoints: integer('min_points').notNull(),
    stepPoints: integer('step_points').notNull(),
    convertEnabled: boolean('convert_enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('point_config_single', sql`${t.id} = 1`),
    check(
      'point_config_values',
      sql`${t.ratioPoints} > 0 and ${t.ratioAmountMinor} > 0 and ${t.stepPoints} > 0 and ${t.minPoints} >= ${t.stepPoints}`,
    ),
  ],
);

/** The rewards catalogue. */
export const pointGoods = pgTable(
  'point_goods',
  {
    id: serial('id').primaryKey(),
    imageUrl: text('image_url').notNull().default(''),
    pointsCost: integer('points_cost').notNull(),
    stock: integer('stock').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('point_goods_cost', sql`${t.pointsCost} > 0`),
    check('point_goods_stock', sql`${t.stock} >= 0`),
  ],
);

/** A good's name and description (plain text) in one language. */
export const pointGoodTranslations = pgTable(
  'point_good_translations',
  {
    goodId: integer('good_id')
      .notNull()
      .references(() => pointGoods.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.goodId, t.lang] })],
);

/** A member's redemption of a good: in_process until the operator approves or rejects it. */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referenceNo: text('reference_no').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    goodId: integer('good_id')
      .notNull()
      .references(() => pointGoods.id),
    points: integer('points').notNull(),
    units: integer('units').notNull().default(1),
    status: text('status').notNull().default('in_process'),
    remark: text('remark').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('point_redemptions_status', sql`${t.status} in ('in_process', 'approved', 'rejected')`),
    check('point_redemptions_points', sql`${t.points} > 0 and ${t.units} > 0`),
    uniqueIndex('point_redemptions_member_key').on(t.memberId, t.idempotencyKey),
    index('point_redemptions_member').on(t.memberId, t.id),
    index('point_redemptions_status').on(t.status, t.id),
  ],
);

/** A conversion of points to money (the wallet credit commits in the same transaction). */
export const pointConversions = pgTable(
  'point_conversions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referenceNo: text('reference_no').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('point_conversions_values', sql`${t.points} > 0 and ${t.amountMinor} > 0`),
    uniqueIndex('point_conversions_member_key').on(t.memberId, t.idempotencyKey),
  ],
);
