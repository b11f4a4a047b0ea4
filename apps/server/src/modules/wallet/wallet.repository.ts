// The only code of the wallet module that touches the database: accounts, the merchant wallet
// list, the wallet settings, and `post()`, the one primitive that moves money.
import type { LedgerKind } from '@lotusplay/api-client/contracts';
import { WalletLimits } from '@lotusplay/api-client/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import * as t from './wallet.tables';
import type { WalletAccountKind } from './wallet.tables';

/** The brand's account ids: one per kind (shard 0), and the house's member shards in order. */
interface SystemAccountIds {
  byKind: Map<SystemAccountKind, number>;
  houseShards: number[];
}

/** An account row as stored. */
export type WalletAccountRow = typeof t.walletAccounts.$inferSelect;
/** A merchant wallet row as stored. */
export type MerchantWalletRow = typeof t.merchantWallets.$inferSelect;
/** The brand's own accounts (no member). */
export type SystemAccountKind = Exclude<WalletAccountKind, 'main' | 'vendor'>;

/** One side of a movement: a signed amount (credit > 0, debit < 0) on one account. */
export interface PostLeg {
  accountId: number;
  amount: number;
}

/** A movement for `post()`. */
export interface PostRequest<R> {
  kind: LedgerKind;
  /** The member the movement is for: the owner of the idempotency key. */
  memberId: number;
  idempotencyKey: string;
  /** SHA-256 of the canonical request: the same key must come with the same request. */
  requestHash: string;
  reference: string;
  /** Every account the movement may touch; they are locked (FOR UPDATE) in ascending id order. */
  accountIds: readonly number[];
  /**
   * The legs, decided from the locked accounts (a transfer of "all" needs the balance). They must
   * sum to zero, touch only locked accounts, once each.
   */
  plan(locked: ReadonlyMap<number, WalletAccountRow>): PostLeg[];
  /**
   * A rule checked inside the transaction once the accounts are locked (a daily total of the
   * locked account's movements: a concurrent movement of it waits for this one's lock). It
   * answers the refusal to throw, or null; a retry of a key that did move is answered instead.
   */
  admit?(tx: Database): Promise<Error | null>;
  /**
   * The answer to store and return, from every account of the member as it is after the movement
   * (the locked ones exactly; the others as last committed).
   */
  answer(result: { transactionId: number; legs: PostLeg[]; accounts: WalletAccountRow[] }): R;
}

/** What `post()` answered: a new movement, or the stored answer of an earlier one (a retry). */
export interface PostResult<R> {
  response: R;
  replayed: boolean;
}

/** Why `post()` refused a movement (the service turns it into an error envelope). */
export class LedgerRefusal extends Error {
  constructor(
    readonly reason:
      'insufficient_balance' | 'balance_limit' | 'idempotency_conflict' | 'nothing_to_move',
  ) {
    super(`ledger refused the movement: ${reason}`);
    this.name = 'LedgerRefusal';
  }
}

/** The PostgreSQL error code and constraint of a failed statement (Drizzle wraps it in `cause`). */
function pgError(error: unknown): { code?: string; constraint?: string } {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (cause ?? {}) as { code?: string; constraint?: string };
}

const IDEMPOTENCY_INDEX = 'ledger_transactions_idempotency';
/** Deadlock and serialisation failures: the transaction is retried from the start. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

/** Thrown inside a movement's transaction when its idempotency key was taken: roll back, replay. */
class KeyTaken extends Error {}

/** An account row locked by `postOnce` (raw SQL: snake case, bigints as text on PostgreSQL). */
interface LockedAccountRow {
  id: number;
  member_id: number | null;
  kind: WalletAccountKind;
  vendor_code: string | null;
  balance: number | string;
  created_at: Date | string;
  shard: number;
  next_id: number | string;
}

function accountFromRow(row: LockedAccountRow): WalletAccountRow {
  return {
    id: Number(row.id),
    memberId: row.member_id === null ? null : Number(row.member_id),
    kind: row.kind,
    vendorCode: row.vendor_code,
    balance: Number(row.balance),
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
    shard: Number(row.shard),
  };
}

/** `names` (a jsonb of names by language) with `lang` set to `name`, or removed when it is ''. */
export function namesWith(names: AnyColumn, lang: string, name: string): SQL {
  return name === ''
    ? sql`${names} - ${lang}::text`
    : sql`${names} || jsonb_build_object(${lang}::text, ${name}::text)`;
}

/** Reads and writes the wallet module's tables. */
export class WalletRepository {
  /** Ids of the brand's accounts (migrations 0010 and 0026), which never change. */
  private systemIds: Promise<SystemAccountIds> | null = null;

  constructor(private readonly db: Database) {}

  /** The brand's wallet settings (brand-level: the wallet service keeps them with the brand snapshot). */
  async settings(): Promise<{ singleWallet: boolean }> {
    const [row] = await this.db.select().from(t.walletSettings).limit(1);
    return { singleWallet: row?.singleWallet ?? false };
  }

  async setSingleWallet(singleWallet: boolean): Promise<void> {
    await this.db
      .insert(t.walletSettings)
      .values({ id: 1, singleWallet })
      .onConflictDoUpdate({ target: t.walletSettings.id, set: { singleWallet } });
  }

  /** The merchant wallet list in display order (enabled and disabled). Shared: do not mutate. */
  async merchantWallets(): Promise<MerchantWalletRow[]> {
    // async: a real promise, run once (a Drizzle query runs again at every `then`).
    return this.db
      .select()
      .from(t.merchantWallets)
      .orderBy(asc(t.merchantWallets.sortOrder), asc(t.merchantWallets.code));
  }

  /**
   * Sets a merchant wallet's name in one language ('' removes it: the default language's shows).
   * Null when there is no wallet with that code.
   */
  async setMerchantWalletName(
    code: string,
    lang: string,
    name: string,
  ): Promise<Pick<MerchantWalletRow, 'code' | 'name' | 'names'> | null> {
    const [row] = await this.db
      .update(t.merchantWallets)
      .set({ names: namesWith(t.merchantWallets.names, lang, name) })
      .where(eq(t.merchantWallets.code, code))
      .returning({
        code: t.merchantWallets.code,
        name: t.merchantWallets.name,
        names: t.merchantWallets.names,
      });
    return row ?? null;
  }

  /** Every account of a member. */
  memberAccounts(memberId: number): Promise<WalletAccountRow[]> {
    return this.db
      .select()
      .from(t.walletAccounts)
      .where(eq(t.walletAccounts.memberId, memberId))
      .orderBy(asc(t.walletAccounts.id));
  }

  /** Creates the member's main account and the vendor accounts of `vendorCodes` that are missing. */
  async createMemberAccounts(memberId: number, vendorCodes: readonly string[]): Promise<void> {
    await this.db
      .insert(t.walletAccounts)
      .values([
        { memberId, kind: 'main' as const },
        ...vendorCodes.map((vendorCode) => ({ memberId, kind: 'vendor' as const, vendorCode })),
      ])
      .onConflictDoNothing();
  }

  /** The id of one of the brand's own accounts (the house's brand row, shard 0). */
  async systemAccountId(kind: SystemAccountKind): Promise<number> {
    const id = (await this.loadSystemIds()).byKind.get(kind);
    if (id === undefined) {
      this.systemIds = null;
      throw new Error(`the ${kind} account is missing (migration 0010 creates it)`);
    }
    return id;
  }

  /**
   * The house account of a member's movements: its shard (1…HOUSE_SHARDS, by member id), so that
   * members do not queue on one locked row; the brand row when the shards are missing.
   */
  async houseAccountId(memberId: number): Promise<number> {
    const { houseShards } = await this.loadSystemIds();
    if (houseShards.length === 0) return this.systemAccountId('house');
    return houseShards[memberId % houseShards.length]!;
  }

  private loadSystemIds(): Promise<SystemAccountIds> {
    this.systemIds ??= this.db
      .select({
        id: t.walletAccounts.id,
        kind: t.walletAccounts.kind,
        shard: t.walletAccounts.shard,
      })
      .from(t.walletAccounts)
      .where(isNull(t.walletAccounts.memberId))
      .orderBy(asc(t.walletAccounts.shard))
      .then((rows) => ({
        byKind: new Map(
          rows
            .filter((row) => row.shard === 0)
            .map((row) => [row.kind as SystemAccountKind, row.id]),
        ),
        houseShards: rows.filter((row) => row.shard > 0).map((row) => row.id),
      }));
    return this.systemIds;
  }

  /**
   * Moves money: in ONE database transaction it locks the accounts (SELECT … FOR UPDATE in
   * ascending id order, so two movements never wait on each other in a cycle), answers a retry
   * of the idempotency key with the stored first answer (checked after the locks, so a concurrent
   * twin that committed meanwhile is seen), plans the legs from the locked balances, refuses a
   * member balance below 0 or above the limit, inserts the transaction (with its answer) and
   * entries that sum to zero, each with its balance after, and updates the balances.
   *
   * Two requests with one key that lock different accounts race to insert the transaction: the
   * loser's unique violation is answered from the winner's row. Deadlocks and serialisation
   * failures are retried from the start.
   *
   * With `tx`, the movement is a part of the caller's open transaction (a deposit order's status
   * and its credit commit together or not at all): nothing is retried or replayed here, since any
   * failure aborts the caller's transaction, which the caller retries as a whole.
   */
  async post<R>(request: PostRequest<R>, tx?: Database): Promise<PostResult<R>> {
    if (tx) return (await this.postOnce(tx, request)) ?? this.mustReplay(tx, request);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(async (tx) => {
          const result = await this.postOnce(tx as unknown as Database, request);
          // The key was taken meanwhile: undo the id drawn, answer from the row that took it.
          if (!result) throw new KeyTaken();
          return result;
        });
      } catch (error) {
        const { code, constraint } = pgError(error);
        if (error instanceof KeyTaken || (code === '23505' && constraint === IDEMPOTENCY_INDEX)) {
          const replay = await this.replay<R>(this.db, request);
          if (replay) return replay;
        }
        if (code && RETRYABLE.has(code) && attempt < MAX_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /**
   * The committed transaction of a member's key (as stored: see the wallet service's
   * SERVER_KEY_PREFIX), with its request hash and its first answer; null when the key is new.
   */
  async keyed(
    memberId: number,
    idempotencyKey: string,
    db: Database = this.db,
  ): Promise<{ requestHash: string; response: unknown } | null> {
    const [previous] = await db
      .select({
        requestHash: t.ledgerTransactions.requestHash,
        response: t.ledgerTransactions.response,
      })
      .from(t.ledgerTransactions)
      .where(
        and(
          sql`coalesce(${t.ledgerTransactions.memberId}, 0) = ${memberId}`,
          eq(t.ledgerTransactions.idempotencyKey, idempotencyKey),
        ),
      )
      .limit(1);
    return previous ?? null;
  }

  /** The stored answer of the request's key, or null when the key is new; refuses another request. */
  private async replay<R>(db: Database, request: PostRequest<R>): Promise<PostResult<R> | null> {
    const previous = await this.keyed(request.memberId, request.idempotencyKey, db);
    if (!previous) return null;
    if (previous.requestHash !== request.requestHash) {
      throw new LedgerRefusal('idempotency_conflict');
    }
    return { response: previous.response as R, replayed: true };
  }

  /**
   * A movement that cannot happen now may be the retry of one that did: the stored answer of its
   * key, else the refusal.
   */
  private async replayOrRefuse<R>(
    db: Database,
    request: PostRequest<R>,
    reason: ConstructorParameters<typeof LedgerRefusal>[0],
  ): Promise<PostResult<R>> {
    const replay = await this.replay(db, request);
    if (replay) return replay;
    throw new LedgerRefusal(reason);
  }

  private async mustReplay<R>(db: Database, request: PostRequest<R>): Promise<PostResult<R>> {
    const replay = await this.replay(db, request);
    if (!replay) throw new Error('post: the idempotency key is taken but no transaction has it');
    return replay;
  }

  /**
   * The movement in `tx`, in two statements: the first locks the movement's accounts (FOR UPDATE,
   * ascending id), reads the member's others and draws the transaction id; the second
   * writes the transaction (its key unique: ON CONFLICT DO NOTHING, which waits for a twin in
   * flight), its entries and the new balances, all or nothing. Null: the key was taken (a retry
   * or a twin), nothing was written.
   */
  private async postOnce<R>(tx: Database, request: PostRequest<R>): Promise<PostResult<R> | null> {
    const ids = [...new Set(request.accountIds)].sort((a, b) => a - b);
    // Fixed statement texts (lists as one array parameter each): prepared once per connection.
    const idArray = `{${ids.join(',')}}`;
    const locking = await executePrepared<LockedAccountRow>(
      tx,
      'ledger_post_lock',
      sql`
      with next as materialized (select nextval('ledger_transactions_id_seq') as id),
      locked as materialized (
        select id, member_id, kind, vendor_code, balance, created_at, shard
        from wallet_accounts where id = any(${idArray}::int[]) order by id for update
      ),
      others as (
        select id, member_id, kind, vendor_code, balance, created_at, shard
        from wallet_accounts where member_id = ${request.memberId}::int
          and id <> all(${idArray}::int[])
      )
      select all_accounts.*, next.id as next_id
      from (select * from locked union all select * from others) all_accounts cross join next
      order by all_accounts.id
    `,
    );
    const rows = locking.rows.map(accountFromRow);
    const locked = new Map(rows.filter((row) => ids.includes(row.id)).map((row) => [row.id, row]));
    if (locked.size !== ids.length) throw new Error('post: an account does not exist');
    const transactionId = Number(locking.rows[0]!.next_id);

    const refusal = request.admit ? await request.admit(tx) : null;
    if (refusal) {
      const replay = await this.replay<R>(tx, request);
      if (replay) return replay;
      throw refusal;
    }
    const legs = request.plan(locked).filter((leg) => leg.amount !== 0);
    if (legs.length === 0) {
      // Nothing moves: a retry of a key that did move answers as it did the first time.
      return this.replayOrRefuse(tx, request, 'nothing_to_move');
    }
    checkLegs(legs, locked);

    const after = new Map<number, number>();
    for (const leg of legs) {
      const account = locked.get(leg.accountId)!;
      const balance = account.balance + leg.amount;
      if (account.memberId !== null) {
        if (balance < 0 || balance > WalletLimits.maxBalanceMinor) {
          // Perhaps a retry of a movement that already happened: its answer, not a refusal.
          return this.replayOrRefuse(
            tx,
            request,
            balance < 0 ? 'insufficient_balance' : 'balance_limit',
          );
        }
      }
      after.set(leg.accountId, balance);
    }
    const memberAccounts = rows
      .filter((row) => row.memberId === request.memberId)
      .map((row) => (after.has(row.id) ? { ...row, balance: after.get(row.id)! } : row));
    const response = request.answer({ transactionId, legs, accounts: memberAccounts });

    const column = (values: readonly (number | null)[]) =>
      `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;
    const written = await executePrepared<{ id: unknown }>(
      tx,
      'ledger_post_write',
      sql`
      with moved as (
        insert into ledger_transactions
          (id, kind, reference, member_id, idempotency_key, request_hash, response)
        values (${transactionId}::bigint, ${request.kind}, ${request.reference},
          ${request.memberId}::int, ${request.idempotencyKey}, ${request.requestHash},
          ${JSON.stringify(response)}::jsonb)
        on conflict do nothing
        returning id
      ),
      legs as (
        select * from unnest(
          ${column(legs.map((leg) => leg.accountId))}::int[],
          ${column(legs.map((leg) => locked.get(leg.accountId)!.memberId))}::int[],
          ${column(legs.map((leg) => leg.amount))}::bigint[],
          ${column(legs.map((leg) => after.get(leg.accountId)!))}::bigint[]
        ) as leg (account_id, member_id, amount, balance_after)
      ),
      entries as (
        insert into ledger_entries
          (transaction_id, account_id, member_id, kind, amount, balance_after, reference)
        select moved.id, legs.account_id, legs.member_id, ${request.kind}, legs.amount,
          legs.balance_after, ${request.reference}
        from moved cross join legs
      ),
      balances as (
        update wallet_accounts set balance = wallet_accounts.balance + legs.amount
        from moved cross join legs
        where wallet_accounts.id = legs.account_id
      )
      select id from moved
    `,
    );
    if (written.rows.length === 0) return null;
    return { response, replayed: false };
  }

  /**
   * Credits many members' main accounts (created when missing) from `counterAccountId` as ONE
   * transaction of the brand (member null), inside the caller's `tx`: the key checked first (a
   * known key with the same request answers its transaction, replayed), the accounts locked
   * (FOR UPDATE, ascending id), then the transaction, its entries (one per member, one for the
   * counter account) and the new balances written in one statement. `memberIds` ascending and
   * distinct, `amounts` > 0 alike. Arrays travel as one parameter each, whatever their length.
   */
  async postBulkCredit(
    tx: Database,
    request: {
      kind: LedgerKind;
      idempotencyKey: string;
      requestHash: string;
      reference: string;
      counterAccountId: number;
      memberIds: readonly number[];
      amounts: readonly number[];
    },
  ): Promise<{ transactionId: number; replayed: boolean }> {
    const known = (await tx.execute(sql`
      select id::text as id, request_hash from ledger_transactions
      where coalesce(member_id, 0) = 0 and idempotency_key = ${request.idempotencyKey}
    `)) as unknown as { rows: { id: string; request_hash: string }[] };
    const previous = known.rows[0];
    if (previous) {
      if (previous.request_hash !== request.requestHash) {
        throw new LedgerRefusal('idempotency_conflict');
      }
      return { transactionId: Number(previous.id), replayed: true };
    }
    const members = `{${request.memberIds.join(',')}}`;
    await tx.execute(sql`
      insert into wallet_accounts (member_id, kind)
      select m, 'main' from unnest(${members}::int[]) as m
      on conflict do nothing
    `);
    const locked = (await tx.execute(sql`
      select id, member_id, balance::text as balance from wallet_accounts
      where (kind = 'main' and member_id = any(${members}::int[])) or id = ${request.counterAccountId}
      order by id for update
    `)) as unknown as { rows: { id: number; member_id: number | null; balance: string }[] };
    const accountOf = new Map<number, { id: number; balance: number }>();
    let counter: { id: number; balance: number } | undefined;
    for (const row of locked.rows) {
      const account = { id: Number(row.id), balance: Number(row.balance) };
      if (account.id === request.counterAccountId) counter = account;
      else accountOf.set(Number(row.member_id), account);
    }
    if (!counter) throw new Error('post: an account does not exist');
    const accountIds: number[] = [];
    const entryMembers: string[] = [];
    const amounts: number[] = [];
    const balances: number[] = [];
    let total = 0;
    request.memberIds.forEach((memberId, index) => {
      const account = accountOf.get(memberId);
      if (!account) throw new Error(`post: member ${memberId} has no main account`);
      const amount = request.amounts[index]!;
      const balance = account.balance + amount;
      if (balance > WalletLimits.maxBalanceMinor) throw new LedgerRefusal('balance_limit');
      accountIds.push(account.id);
      entryMembers.push(String(memberId));
      amounts.push(amount);
      balances.push(balance);
      total += amount;
    });
    accountIds.push(counter.id);
    entryMembers.push('NULL');
    amounts.push(-total);
    balances.push(counter.balance - total);
    if (!Number.isSafeInteger(total)) throw new Error(`post: not an amount: ${total}`);
    const list = (values: readonly (number | string)[]) => `{${values.join(',')}}`;
    const written = (await tx.execute(sql`
      with moved as (
        insert into ledger_transactions
          (id, kind, reference, member_id, idempotency_key, request_hash, response)
        values (nextval('ledger_transactions_id_seq'), ${request.kind}, ${request.reference}, null,
          ${request.idempotencyKey}, ${request.requestHash},
          ${JSON.stringify({ members: request.memberIds.length, total })}::jsonb)
        returning id
      ),
      legs as (
        select * from unnest(${list(accountIds)}::int[], ${list(entryMembers)}::int[],
          ${list(amounts)}::bigint[], ${list(balances)}::bigint[])
          as x(account_id, member_id, amount, balance_after)
      ),
      entries as (
        insert into ledger_entries
          (transaction_id, account_id, member_id, kind, amount, balance_after, reference)
        select moved.id, legs.account_id, legs.member_id, ${request.kind}, legs.amount,
          legs.balance_after, ${request.reference}
        from moved cross join legs
      ),
      balances as (
        update wallet_accounts set balance = wallet_accounts.balance + legs.amount
        from legs where wallet_accounts.id = legs.account_id
      )
      select id::text as id from moved
    `)) as unknown as { rows: { id: string }[] };
    return { transactionId: Number(written.rows[0]!.id), replayed: false };
  }

  // Reads of the account record and the consolidated funds (the member's entries only).

  /**
   * One page of a member's ledger entries, newest first (time, then id): a range scan of the
   * index `ledger_entries_member_time` (member, time) from the end of the range, `offset` + `limit`
   * entries deep at most, the kind filter checked on the way.
   */
  memberEntries(
    filter: MemberEntryFilter,
    limit: number,
    offset: number,
  ): Promise<MemberEntryRow[]> {
    const e = t.ledgerEntries;
    return this.db
      .select({
        id: e.id,
        accountId: e.accountId,
        kind: e.kind,
        amount: e.amount,
        balanceAfter: e.balanceAfter,
        reference: e.reference,
        createdAt: e.createdAt,
      })
      .from(e)
      .where(entryConditions(filter))
      .orderBy(desc(e.createdAt), desc(e.id))
      .limit(limit)
      .offset(offset) as Promise<MemberEntryRow[]>;
  }

  /** How many of a member's ledger entries match the filter (the same index range). */
  async countMemberEntries(filter: MemberEntryFilter): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(t.ledgerEntries)
      .where(entryConditions(filter));
    return Number(row?.count ?? 0);
  }

  /**
   * What the account `accountId` of `memberId` sent in movements of `kind` whose reference starts with
   * `referencePrefix`, booked from `since` on (a positive sum of its debits, minor units); in
   * `db`, the caller's transaction when it holds the account's lock.
   */
  async sentSince(
    memberId: number,
    accountId: number,
    kind: LedgerKind,
    referencePrefix: string,
    since: Date,
    db: Database = this.db,
  ): Promise<number> {
    const e = t.ledgerEntries;
    const [row] = await db
      .select({ total: sql<string>`coalesce(-sum(${e.amount}), 0)::text` })
      .from(e)
      .where(
        and(
          eq(e.memberId, memberId),
          eq(e.accountId, accountId),
          eq(e.kind, kind),
          lt(e.amount, 0),
          gte(e.createdAt, since),
          sql`starts_with(${e.reference}, ${referencePrefix})`,
        ),
      );
    return Number(row?.total ?? 0);
  }

  /** The sum of a member's entries of each of `kinds` (signed, minor units; 0 when none). */
  async memberKindTotals(
    memberId: number,
    kinds: readonly LedgerKind[],
  ): Promise<Map<LedgerKind, number>> {
    const e = t.ledgerEntries;
    const rows = await this.db
      .select({ kind: e.kind, total: sql<string>`sum(${e.amount})::text` })
      .from(e)
      .where(and(eq(e.memberId, memberId), inArray(e.kind, [...kinds])))
      .groupBy(e.kind);
    const totals = new Map<LedgerKind, number>(kinds.map((kind) => [kind, 0]));
    for (const row of rows) totals.set(row.kind as LedgerKind, Number(row.total));
    return totals;
  }

  /**
   * One page of the ledger entries of `memberIds`, newest first (time, then id), each with its
   * account's kind and vendor; one query.
   */
  async membersEntries(
    filter: MembersEntryFilter,
    limit: number,
    offset: number,
  ): Promise<MembersEntryRow[]> {
    if (filter.memberIds.length === 0) return [];
    const e = t.ledgerEntries;
    const a = t.walletAccounts;
    const rows = await this.db
      .select({
        id: e.id,
        memberId: e.memberId,
        accountId: e.accountId,
        accountKind: a.kind,
        vendorCode: a.vendorCode,
        kind: e.kind,
        amount: e.amount,
        balanceAfter: e.balanceAfter,
        reference: e.reference,
        createdAt: e.createdAt,
      })
      .from(e)
      .innerJoin(a, eq(a.id, e.accountId))
      .where(membersEntryConditions(filter))
      .orderBy(desc(e.createdAt), desc(e.id))
      .limit(limit)
      .offset(offset);
    return rows as MembersEntryRow[];
  }

  /** How many ledger entries of `memberIds` match the filter. */
  async countMembersEntries(filter: MembersEntryFilter): Promise<number> {
    if (filter.memberIds.length === 0) return 0;
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(t.ledgerEntries)
      .where(membersEntryConditions(filter));
    return Number(row?.count ?? 0);
  }

  /**
   * Per member of `memberIds`: the sum of its entries of each of `kinds` booked in the range
   * (signed, minor units); one grouped query (members and kinds with none left out).
   */
  async kindTotalsByMember(
    filter: MembersEntryFilter,
  ): Promise<Map<number, Map<LedgerKind, number>>> {
    const totals = new Map<number, Map<LedgerKind, number>>();
    if (filter.memberIds.length === 0) return totals;
    const e = t.ledgerEntries;
    const rows = await this.db
      .select({ memberId: e.memberId, kind: e.kind, total: sql<string>`sum(${e.amount})::text` })
      .from(e)
      .where(membersEntryConditions(filter))
      .groupBy(e.memberId, e.kind);
    for (const row of rows) {
      let member = totals.get(row.memberId!);
      if (!member) totals.set(row.memberId!, (member = new Map()));
      member.set(row.kind as LedgerKind, Number(row.total));
    }
    return totals;
  }

  /** The main wallet balance of each of `memberIds` that has one, minor units (one query). */
  async mainBalances(memberIds: readonly number[]): Promise<Map<number, number>> {
    if (memberIds.length === 0) return new Map();
    const rows = await this.db
      .select({ memberId: t.walletAccounts.memberId, balance: t.walletAccounts.balance })
      .from(t.walletAccounts)
      .where(
        and(inArray(t.walletAccounts.memberId, [...memberIds]), eq(t.walletAccounts.kind, 'main')),
      );
    return new Map(rows.map((row) => [row.memberId!, Number(row.balance)]));
  }
}

/** Which ledger entries of many members (an agent's team report) are read. */
export interface MembersEntryFilter {
  memberIds: readonly number[];
  /** The first instant included. */
  since: Date;
  /** The first instant no longer included. */
  until: Date;
  /** The kinds to include; every kind when empty. */
  kinds: readonly LedgerKind[];
}

/** A ledger entry of one of many members, with its account's kind and vendor. */
export interface MembersEntryRow extends MemberEntryRow {
  memberId: number;
  accountKind: WalletAccountKind;
  vendorCode: string | null;
}

/** Which of a member's ledger entries the account record reads. */
export interface MemberEntryFilter {
  memberId: number;
  /** The first instant included. */
  since: Date;
  /** The first instant no longer included. */
  until: Date;
  /** The kinds to include; every kind when empty. */
  kinds: readonly LedgerKind[];
}

/** A ledger entry of a member as the account record reads it. */
export interface MemberEntryRow {
  id: number;
  accountId: number;
  kind: LedgerKind;
  amount: number;
  balanceAfter: number;
  reference: string;
  createdAt: Date;
}

function entryConditions(filter: MemberEntryFilter) {
  const e = t.ledgerEntries;
  return and(
    eq(e.memberId, filter.memberId),
    gte(e.createdAt, filter.since),
    lt(e.createdAt, filter.until),
    filter.kinds.length > 0 ? inArray(e.kind, [...filter.kinds]) : undefined,
  );
}

function membersEntryConditions(filter: MembersEntryFilter) {
  const e = t.ledgerEntries;
  return and(
    inArray(e.memberId, [...filter.memberIds]),
    gte(e.createdAt, filter.since),
    lt(e.createdAt, filter.until),
    filter.kinds.length > 0 ? inArray(e.kind, [...filter.kinds]) : undefined,
  );
}

/** Programming errors of a plan: the ledger never stores an unbalanced or malformed movement. */
function checkLegs(legs: PostLeg[], locked: ReadonlyMap<number, WalletAccountRow>): void {
  const seen = new Set<number>();
  let sum = 0;
  for (const leg of legs) {
    if (!locked.has(leg.accountId)) throw new Error('post: a leg names an account not locked');
    if (seen.has(leg.accountId)) throw new Error('post: two legs on one account');
    if (!Number.isSafeInteger(leg.amount) || Math.abs(leg.amount) > WalletLimits.maxBalanceMinor) {
      throw new Error(`post: not an amount in minor units: ${leg.amount}`);
    }
    seen.add(leg.accountId);
    sum += leg.amount;
  }
  if (sum !== 0) throw new Error(`post: the legs sum to ${sum}, not 0`);
}
