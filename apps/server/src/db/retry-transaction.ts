// One transaction, run again from the start on a deadlock or a serialisation failure (the codes
// PostgreSQL answers when two transactions collide; PGlite never does). Shared by the modules'
// repositories.
import type { Database } from './client';

/** Deadlock and serialisation failures: the transaction is retried from the start. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

/** The PostgreSQL error code of `error` (or of its cause, as Drizzle wraps it). */
function pgCode(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (cause as { code?: string } | undefined)?.code;
}

/** Runs `work` in one transaction of `db`, retried from the start on a deadlock or serialisation failure. */
export async function retryTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (transaction) => work(transaction as unknown as Database));
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE.has(pgCode(error) ?? '')) throw error;
    }
  }
}
