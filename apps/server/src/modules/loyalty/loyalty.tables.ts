// Tables of the loyalty module (issue 27): club ranks and the ranks members reached (each rank's
// upgrade bonus paid once), missions and their claims (each paid once), and the deposits credited
// (heard from the wallet's domain event) that deposit missions count. Money is integer minor units
// in `bigint` columns read as JS numbers, as in the wallet module. A claim or upgrade row is unique
// per (thing, member) and written in the same transaction as its ledger credit.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MissionKind } from '@lotusplay/api-client/contracts';
import { members } from '../member/member.tables';

/** A club rank: reached with `min_valid_bet` of valid bets (all time); what it gives. */
export const clubRanks = pgTable(
  'club_ranks',
  {
    level: smallint('level').primaryKey(),
    name: text('name').notNull(),
    minValidBet: bigint('min_valid_bet', { mode: 'number' }).notNull(),
    upgradeBonus: bigint('upgrade_bonus', { mode: 'number' }).notNull().default(0),
    rebateBasisPoints: integer('rebate_basis_points').notNull().default(0),
    dailyWithdrawals: integer('daily_withdrawals').notNull().default(3),
  },
  (t) => [
    check('club_ranks_level', sql`${t.level} > 0`),
    check('club_ranks_min_valid_bet', sql`${t.minValidBet} >= 0`),
    check('club_ranks_upgrade_bonus', sql`${t.upgradeBonus} >= 0`),
  ],
);

/** A rank a member reached, and the ledger transaction of its upgrade bonus (null: none). */
export const rankUpgrades = pgTable(
  'rank_upgrades',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    level: smallint('level').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.level] })],
);

/**
 * A mission: reach `target` of `kind` (minor units for validBet and deposit, a count otherwise)
 * within [startsAt, endsAt) and claim `reward` once. Titles per language (EN at least).
 */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').$type<MissionKind>().notNull(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    target: bigint('target', { mode: 'number' }).notNull(),
    reward: bigint('reward', { mode: 'number' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('missions_code').on(t.code),
    check('missions_kind', sql`${t.kind} IN ('validBet', 'deposit', 'login', 'gamesPlayed')`),
    check('missions_target', sql`${t.target} > 0`),
    check('missions_reward', sql`${t.reward} > 0`),
    check('missions_window', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A member's claim of a mission and the ledger transaction that paid it. */
export const missionClaims = pgTable(
  'mission_claims',
  {
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.missionId, t.memberId] }),
    index('mission_claims_member').on(t.memberId),
  ],
);

/** Deposits credited to members (the wallet's `credited` event), for deposit missions. */
export const loyaltyDeposits = pgTable(
  'loyalty_deposits',
  {
    orderNo: text('order_no').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('loyalty_deposits_member_time').on(t.memberId, t.creditedAt)],
);
