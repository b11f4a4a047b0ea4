// Tables of the content module's promotions (SPEC.md §3): the promotions with their texts per
// language, the prizes of a raffle, and the claims. Money is integer minor units in `bigint`
// columns read as JS numbers, as in the wallet module. A claim row is unique per (promotion,
// member): it is written in the same transaction as the prize's ledger credit, so a member is paid
// once per promotion whatever replays or concurrent claims arrive, on any number of processes.
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import type { PromotionCategory, PromotionKind } from '@lotusplay/api-client/contracts';
import { members } from '../member/member.tables';

/**
 * A promotion. `code` is the operator's handle (unique); a removed promotion keeps its row (its
 * claims stay with it) with `removedAt` set and is no longer listed or claimable. The eligibility
 * rules: within [startsAt, endsAt), a real account, and when set a completed-deposit total of at
 * least `minDeposit` minor units and the member label `memberLabel`.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    category: text('category').$type<PromotionCategory>().notNull(),
    imageUrl: text('image_url').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    minDeposit: bigint('min_deposit', { mode: 'number' }),
    memberLabel: text('member_label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('promotions_code').on(table.code),
    check('promotions_window', sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
    check('promotions_min_deposit', sql`${table.minDeposit} is null or ${table.minDeposit} > 0`),
  ],
);

/** Title, summary (plain text) and detail HTML (sanitised when stored) of a promotion in one language. */
export const promotionTranslations = pgTable(
  'promotion_translations',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    html: text('html').notNull(),
  },
  (table) => [primaryKey({ columns: [table.promotionId, table.lang] })],
);

/** The prizes of a raffle promotion: an amount drawn with probability weight / Σ weights. */
export const promotionPrizes = pgTable(
  'promotion_prizes',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    weight: integer('weight').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('promotion_prizes_promotion').on(table.promotionId),
    check('promotion_prizes_amount', sql`${table.amount} > 0`),
    check('promotion_prizes_weight', sql`${table.weight} > 0`),
  ],
);

/** A member's claim of a raffle: the prize drawn and the ledger transaction that paid it. */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => promotionPrizes.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promotion_claims_once').on(table.promotionId, table.memberId),
    index('promotion_claims_member').on(table.memberId),
  ],
);
