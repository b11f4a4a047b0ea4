// The only code of the referral module that touches the database: the operator's rule and the
// referred members' first deposits with their rewards.
import { and, count, eq, inArray, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as t from './referral.tables';

export type ReferralRuleRow = typeof t.referralRules.$inferSelect;
export type FirstDepositRow = typeof t.referralFirstDeposits.$inferSelect;
export type NewFirstDeposit = Omit<
  typeof t.referralFirstDeposits.$inferInsert,
  'ledgerTransactionId'
>;

/** A payment of the ledger, posted inside the caller's transaction (wallet.prepareCredit). */
export type Payment = (tx: Database) => Promise<{ transactionId: number }>;

export class ReferralRepository {
  constructor(private readonly db: Database) {}

  /** The operator's rule (null: never set, off). */
  async rule(): Promise<ReferralRuleRow | null> {
    const [row] = await this.db.select().from(t.referralRules).where(eq(t.referralRules.id, 1));
    return row ?? null;
  }

  /** Writes the rule. */
  async putRule(rule: Omit<ReferralRuleRow, 'id'>): Promise<ReferralRuleRow> {
    const [row] = await this.db
      .insert(t.referralRules)
      .values({ id: 1, ...rule })
      .onConflictDoUpdate({ target: t.referralRules.id, set: rule })
      .returning();
    return row!;
  }

  /** The member's first deposit row, if recorded. */
  async firstDeposit(memberId: number): Promise<FirstDepositRow | null> {
    const [row] = await this.db
      .select()
      .from(t.referralFirstDeposits)
      .where(eq(t.referralFirstDeposits.memberId, memberId));
    return row ?? null;
  }

  /**
   * Records a referred member's first deposit and pays its reward (`pay`, null: none) in one
   * transaction; null when a first deposit was recorded before (a replayed or concurrent event
   * waits on the row's key, then finds it: nothing paid twice).
   */
  async recordFirstDeposit(
    row: NewFirstDeposit,
    pay: Payment | null,
  ): Promise<FirstDepositRow | null> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [inserted] = await tx
        .insert(t.referralFirstDeposits)
        .values({ ...row, ledgerTransactionId: null })
        .onConflictDoNothing()
        .returning();
      if (!inserted) return null;
      if (!pay) return inserted;
      const { transactionId } = await pay(tx);
      const [paid] = await tx
        .update(t.referralFirstDeposits)
        .set({ ledgerTransactionId: transactionId })
        .where(eq(t.referralFirstDeposits.memberId, row.memberId))
        .returning();
      return paid!;
    });
  }

  /** The first deposits of `memberIds` whose referrer is `referrerId`. */
  async firstDepositsOf(
    referrerId: number,
    memberIds: readonly number[],
  ): Promise<FirstDepositRow[]> {
    if (!memberIds.length) return [];
    return this.db
      .select()
      .from(t.referralFirstDeposits)
      .where(
        and(
          eq(t.referralFirstDeposits.referrerId, referrerId),
          inArray(t.referralFirstDeposits.memberId, [...memberIds]),
        ),
      );
  }

  /** How many rewards the referrer was paid, and their total (minor units). */
  async earned(referrerId: number): Promise<{ rewarded: number; total: number }> {
    const [row] = await this.db
      .select({ n: count(), total: sum(t.referralFirstDeposits.reward) })
      .from(t.referralFirstDeposits)
      .where(
        and(
          eq(t.referralFirstDeposits.referrerId, referrerId),
          eq(t.referralFirstDeposits.status, 'rewarded'),
        ),
      );
    return { rewarded: Number(row?.n ?? 0), total: Number(row?.total ?? 0) };
  }
}
