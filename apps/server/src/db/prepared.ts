// Named prepared statements for the hottest statements (a ledger movement, a lottery bet): on
// PostgreSQL, node-postgres prepares a named statement once per connection and only binds and
// executes it afterwards, so the server parses and plans it once per connection instead of at
// every call. On PGlite (one in-process connection, no network) it is a plain statement.
import { is, type SQL } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import type { Database } from './client';

/** The parts of a Drizzle database or transaction this needs (Drizzle keeps them internal). */
interface DrizzleInternals {
  session: unknown;
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}

/**
 * Runs `query` in `db` (a database or an open transaction) as the prepared statement `name`.
 * Every call with one name must build the same SQL text (values only as parameters: lists as one
 * array parameter, never as a variable number of them); node-postgres refuses another text under
 * a name it has prepared. Answers the rows as `db.execute` does.
 */
export async function executePrepared<Row>(
  db: Database,
  name: string,
  query: SQL,
): Promise<{ rows: Row[] }> {
  const inner = db as unknown as DrizzleInternals;
  if (!is(inner.session, NodePgSession)) {
    return (await db.execute(query)) as unknown as { rows: Row[] };
  }
  const prepared = inner.session.prepareQuery(
    inner.dialect.sqlToQuery(query),
    undefined,
    name,
    false,
  );
  return (await prepared.execute()) as unknown as { rows: Row[] };
}
