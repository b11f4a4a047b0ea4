// The only code of the operator module that touches the database: hashed operator tokens.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as t from './operator.tables';

/** Stores and finds operator tokens by their SHA-256 hash. */
export class OperatorRepository {
  constructor(private readonly db: Database) {}

  async hasTokenHash(tokenHash: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: t.operatorTokens.id })
      .from(t.operatorTokens)
      .where(eq(t.operatorTokens.tokenHash, tokenHash))
      .limit(1);
    return rows.length > 0;
  }

  async addTokenHash(tokenHash: string): Promise<void> {
    await this.db.insert(t.operatorTokens).values({ tokenHash }).onConflictDoNothing();
  }
}
