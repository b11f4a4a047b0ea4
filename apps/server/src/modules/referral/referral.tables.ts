// Tables of the referral module (issue 27): the operator's referral rule (one row) and the first
// deposit of each referred member with what it paid the referrer. A referred member is one whose
// upline is the referrer (registration with the referrer's code sets it: member module). Money is
// integer minor units in `bigint` columns read as JS numbers, as in the wallet module. The first
// deposit row is unique per referred member and written in the same transaction as the reward's
// ledger credit: a replayed or concurrent deposit event finds it and pays nothing.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ReferralStatus } from '@lotusplay/api-client/contracts';
import { members } from '../member/member.tables';

/**
 * The operator's rule (one row, id 1; none: off): when `enabled`, a referred member's first
 * credited deposit of at least `min_first_deposit` pays the referrer `reward` once.
 */
export const referralRules = pgTable(
  'referral_rules',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    minFirstDeposit: bigint('min_first_deposit', { mode: 'number' }).notNull().default(0),
    reward: bigint('reward', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('referral_rules_one_row', sql`${t.id} = 1`),
    check('referral_rules_min_first_deposit', sql`${t.minFirstDeposit} >= 0`),
    check('referral_rules_reward', sql`${t.reward} >= 0`),
  ],
);

/**
 * A referred member's first credited deposit (the wallet's `credited` event), its outcome under
 * the rule in force then, and the ledger transaction of the referrer's reward (null: none paid).
 */
export const referralFirstDeposits = pgTable(
  'referral_first_deposits',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    orderNo: text('order_no').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<Exclude<ReferralStatus, 'registered'>>().notNull(),
    reward: bigint('reward', { mode: 'number' }).notNull().default(0),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('referral_first_deposits_referrer').on(t.referrerId),
    check(
      'referral_first_deposits_status',
      sql`${t.status} IN ('rewarded', 'notQualified', 'refused')`,
    ),
  ],
);
