// The demo vendor's one piece of database work of its own: the transaction of a round, holding a
// transaction-scoped advisory lock of (member, round id). The round's reads and writes go through
// the games service (its record) and the wallet service (its money), both inside it.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

export class DemoVendorRepository {
  constructor(private readonly db: Database) {}

  /**
   * Runs `work` in one database transaction that first takes a transaction-scoped advisory lock
   * of (member, round id): two requests of one round (a retry, twins sent at once, from any
   * process) run one after the other, so the second sees the first's committed round.
   */
  inRoundTransaction<T>(
    memberId: number,
    roundId: string,
    work: (tx: Database) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await tx.execute(sql`select pg_advisory_xact_lock(${memberId}::int, hashtext(${roundId}))`);
      return work(tx);
    });
  }
}
