// Reads the ledger the way an auditor would, on PGlite or PostgreSQL: the invariants that say no
// money was lost or made (each a list of offending rows, empty when it holds), the money of given
// members, and the transactions by idempotency key. For tests that hammer or crash the server.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

type Row = Record<string, unknown>;

async function rows<T extends Row>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** What is wrong with the ledger: every list is empty when the invariants hold. */
export interface LedgerProblems {
  /** Transactions whose entries do not sum to 0, or that have fewer than two entries. */
  unbalancedTransactions: Row[];
  /** Accounts whose balance is not the sum of their entries. */
  accountsOffTheirEntries: Row[];
  /** Entries whose balance_after is not the running sum of their account (in entry order). */
  brokenRunningBalances: Row[];
  /** Member accounts below 0. */
  negativeMemberAccounts: Row[];
  /** The sum of every account (members and brand): the ledger as a whole nets to 0. */
  nonZeroGrandTotal: Row[];
  /** Two transactions with one (member, idempotency key). */
  duplicateKeys: Row[];
}

/** Checks the ledger's invariants over the whole database. */
export async function ledgerProblems(db: Database): Promise<LedgerProblems> {
  const [
    unbalancedTransactions,
    accountsOffTheirEntries,
    brokenRunningBalances,
    negativeMemberAccounts,
    total,
    duplicateKeys,
  ] = await Promise.all([
    rows(
      db,
      sql`select t.id::text as id, coalesce(sum(e.amount), 0)::text as sum, count(e.id)::int as entries
          from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
          group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2 limit 20`,
    ),
    rows(
      db,
      sql`select a.id, a.balance::text as balance, coalesce(e.total, 0)::text as entries
          from wallet_accounts a
          left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e
            on e.account_id = a.id
          where a.balance <> coalesce(e.total, 0) limit 20`,
    ),
    rows(
      db,
      sql`select id::text as id, account_id, balance_after::text as balance_after, running::text as running
          from (select id, account_id, balance_after,
                       sum(amount) over (partition by account_id order by id) as running
                from ledger_entries) x
          where balance_after <> running limit 20`,
    ),
    rows(
      db,
      sql`select id, member_id, balance::text as balance from wallet_accounts
          where member_id is not null and balance < 0 limit 20`,
    ),
    rows<{ total: string }>(
      db,
      sql`select coalesce(sum(balance), 0)::text as total from wallet_accounts`,
    ),
    rows(
      db,
      sql`select member_id, idempotency_key, count(*)::int as transactions from ledger_transactions
          group by member_id, idempotency_key having count(*) > 1 limit 20`,
    ),
  ]);
  return {
    unbalancedTransactions,
    accountsOffTheirEntries,
    brokenRunningBalances,
    negativeMemberAccounts,
    nonZeroGrandTotal: Number(total[0]!.total) === 0 ? [] : total,
    duplicateKeys,
  };
}

/** The money of each member (the sum of its accounts), in minor units. */
export async function memberMoney(
  db: Database,
  memberIds: readonly number[],
): Promise<Map<number, number>> {
  const found = await rows<{ member_id: number; total: string }>(
    db,
    sql`select member_id, sum(balance)::text as total from wallet_accounts
        where member_id in (${sql.join(
          memberIds.map((id) => sql`${id}`),
          sql`, `,
        )}) group by member_id`,
  );
  const money = new Map(memberIds.map((id) => [id, 0]));
  for (const row of found) money.set(Number(row.member_id), Number(row.total));
  return money;
}

/** A ledger transaction with its entries (signed amounts by account). */
export interface KeyedTransaction {
  id: number;
  memberId: number;
  key: string;
  kind: string;
  entries: { accountId: number; amount: number }[];
}

/** Every transaction of the members, by `${memberId}:${idempotencyKey}`. */
export async function transactionsByKey(
  db: Database,
  memberIds: readonly number[],
): Promise<Map<string, KeyedTransaction[]>> {
  const found = await rows<{
    id: string;
    member_id: number;
    idempotency_key: string;
    kind: string;
    account_id: number | null;
    amount: string | null;
  }>(
    db,
    sql`select t.id::text as id, t.member_id, t.idempotency_key, t.kind, e.account_id,
               e.amount::text as amount
        from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
        where t.member_id in (${sql.join(
          memberIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by t.id, e.id`,
  );
  const byId = new Map<number, KeyedTransaction>();
  for (const row of found) {
    const id = Number(row.id);
    let tx = byId.get(id);
    if (!tx) {
      tx = { id, memberId: row.member_id, key: row.idempotency_key, kind: row.kind, entries: [] };
      byId.set(id, tx);
    }
    if (row.account_id !== null) {
      tx.entries.push({ accountId: row.account_id, amount: Number(row.amount) });
    }
  }
  const byKey = new Map<string, KeyedTransaction[]>();
  for (const tx of byId.values()) {
    const key = `${tx.memberId}:${tx.key}`;
    byKey.set(key, [...(byKey.get(key) ?? []), tx]);
  }
  return byKey;
}

/** The accounts of the members: id by `${memberId}:${walletCode}` (MAIN or the vendor code). */
export async function accountIds(
  db: Database,
  memberIds: readonly number[],
): Promise<Map<string, number>> {
  const found = await rows<{ id: number; member_id: number; kind: string; vendor_code: string }>(
    db,
    sql`select id, member_id, kind, vendor_code from wallet_accounts
        where member_id in (${sql.join(
          memberIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(
    found.map((row) => [
      `${row.member_id}:${row.kind === 'main' ? 'MAIN' : row.vendor_code}`,
      row.id,
    ]),
  );
}
