// Tables of the agent module (issue 28, slice 2): salary and dividend contracts and their
// settlements. Money is integer minor units; rates are basis points (1 = 0.01 %).
//
// A contract is offered by an upline agent (or the operator: `offered_by` null) to an agent, and is
// pending until accepted or rejected; a member holds at most one pending and one active contract of
// each kind (two partial unique indexes). A settlement run is unique per (kind, period start,
// period): the run's row, the settlement rows of every agent it paid and the one ledger
// transaction that pays them commit together, so a period is paid once whatever restarts or
// processes race (the second insert of the run's row waits for the first and then does nothing).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ContractEndReason,
  ContractKind,
  ContractStatus,
  SettlementPeriod,
} from '@lotusplay/api-client/contracts';
import { members } from '../member/member.tables';

/** A tier as stored: thresholds in minor units and members, the rate in basis points. */
export interface StoredTier {
  minValidBet: number;
  minActiveMembers: number;
  rateBp: number;
}

/** A salary or dividend contract. */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ContractKind>().notNull(),
    period: text('period').$type<SettlementPeriod>().notNull(),
    holderId: integer('holder_id')
      .notNull()
      .references(() => members.id),
    /** The upline agent that offered it; null: the operator. */
    offeredBy: integer('offered_by').references(() => members.id),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
    /** The highest rate of its tiers (the bound of what its holder may offer below). */
    maxRateBp: integer('max_rate_bp').notNull(),
    status: text('status').$type<ContractStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason').$type<ContractEndReason>(),
  },
  (t) => [
    check(
      'agent_contracts_kind',
      sql`${t.kind} in ('dividend', 'dailySalary', 'hourSalary', 'realtimeSalary')`,
    ),
    check(
      'agent_contracts_status',
      sql`${t.status} in ('pending', 'active', 'rejected', 'terminated')`,
    ),
    check('agent_contracts_rate', sql`${t.maxRateBp} > 0`),
    uniqueIndex('agent_contracts_one_pending')
      .on(t.holderId, t.kind)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('agent_contracts_one_active')
      .on(t.holderId, t.kind)
      .where(sql`${t.status} = 'active'`),
    index('agent_contracts_offered_by').on(t.offeredBy, t.kind),
    index('agent_contracts_kind_status').on(t.kind, t.status),
  ],
);

/** One settlement run of a kind and period: recorded even when it found nothing due. */
export const agentSettlementRuns = pgTable(
  'agent_settlement_runs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ContractKind>().notNull(),
    period: text('period').$type<SettlementPeriod>().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** Agents paid (amount above 0). */
    agentsPaid: integer('agents_paid').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** The ledger transaction that paid them (null: nothing was due). */
    transactionId: integer('transaction_id'),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agent_settlement_runs_once').on(t.kind, t.period, t.periodStart)],
);

/** What one agent's contract yielded in a run. */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => agentSettlementRuns.id),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<ContractKind>().notNull(),
    period: text('period').$type<SettlementPeriod>().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    teamValidBet: bigint('team_valid_bet', { mode: 'number' }).notNull(),
    teamProfitLoss: bigint('team_profit_loss', { mode: 'number' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    rateBp: integer('rate_bp').notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    deducted: bigint('deducted', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transactionId: integer('transaction_id'),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('agent_settlements_amount', sql`${t.amount} >= 0`),
    uniqueIndex('agent_settlements_once').on(t.agentId, t.kind, t.period, t.periodStart),
    index('agent_settlements_agent').on(t.agentId, t.settledAt),
  ],
);
