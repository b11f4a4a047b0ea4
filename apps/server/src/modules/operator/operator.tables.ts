// Tables of the operator module: hashed operator tokens.
import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Operator bearer tokens, stored as SHA-256 hashes only. */
export const operatorTokens = pgTable('operator_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
