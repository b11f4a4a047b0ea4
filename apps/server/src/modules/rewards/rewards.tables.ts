// Tables of the rewards module (issue 27, rewardCenter): the reward an operator sets on a
// promotion, each member's taking part (joined or applied, then reviewed, then paid once), and the
// images of an application. Money is integer minor units. A taking part is unique per (promotion,
// member); it is paid in the transaction that moves it to `claimed` or `issued`, with the ledger's
// idempotency key besides: a member is paid once whatever replays or concurrent claims arrive.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  RewardContact,
  RewardMode,
  RewardParticipationStatus,
  RewardPayout,
} from '@lotusplay/api-client/contracts';
import { promotions } from '../content/promotions.tables';
import { members } from '../member/member.tables';

/** Raw bytes (PGlite answers a Uint8Array, node-postgres a Buffer: both become a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The reward of a promotion: how members take part, how it pays, what, and the contact it needs. */
export const promotionRewards = pgTable(
  'promotion_rewards',
  {
    promotionId: integer('promotion_id')
      .primaryKey()
      .references(() => promotions.id),
    mode: text('mode').$type<RewardMode>().notNull(),
    payout: text('payout').$type<RewardPayout>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    contact: text('contact').$type<RewardContact>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promotion_rewards_amount', sql`${t.amount} > 0`),
    check('promotion_rewards_mode', sql`${t.mode} in ('join', 'apply')`),
    check('promotion_rewards_payout', sql`${t.payout} in ('claim', 'issue')`),
  ],
);

/** A member's taking part in a reward, and where it stands. */
export const rewardParticipations = pgTable(
  'reward_participations',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    status: text('status').$type<RewardParticipationStatus>().notNull(),
    comment: text('comment'),
    contact: text('contact'),
    /** The amount approved (the reward's when reviewed), minor units; 0 before. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    rejectReason: text('reject_reason'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reward_participations_once').on(t.promotionId, t.memberId),
    index('reward_participations_member').on(t.memberId),
    index('reward_participations_status').on(t.status),
    check(
      'reward_participations_status',
      sql`${t.status} in ('joined', 'process', 'claim', 'claimed', 'issued', 'rejected')`,
    ),
  ],
);

/** An image of an application: png or jpg by its bytes, at most 5 MB. */
export const rewardApplicationImages = pgTable(
  'reward_application_images',
  {
    id: serial('id').primaryKey(),
    participationId: integer('participation_id')
      .notNull()
      .references(() => rewardParticipations.id),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    index('reward_application_images_participation').on(t.participationId),
    check('reward_application_images_type', sql`${t.contentType} in ('image/png', 'image/jpeg')`),
    check('reward_application_images_size', sql`${t.size} > 0 and ${t.size} <= 5242880`),
  ],
);
