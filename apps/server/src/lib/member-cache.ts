// Per-member data kept in memory (a session and its member, a member's wallet accounts), correct
// when several processes change it: every change to the rows behind it is announced to every
// process (db/notifications.ts), by a trigger in the same transaction, delivered at commit
// (sessions, drizzle/0014), or by the service that committed it (`announce`: balances); the process
// that made the change also drops it at once (`drop`), so its own next answer never shows the old
// value.
//
// What makes it safe:
// - nothing is stored unless notifications are live and this cache's channel is listened to; a
//   lost or re-made connection forgets everything (`reset`), since what was sent meanwhile is lost;
// - a value read from the database is stored only if no drop of its member (and no reset) came in
//   while it was being read, so a read that raced a change cannot put the old value back;
// - an entry is used for `maxAgeMs` at most, whatever happens: a bound even if a notification
//   were ever missed.
import type { Notifications } from '../db/notifications';

export interface MemberCacheOptions {
  /** The notification channel whose payloads name the members to drop ('*' = every one). */
  channel: string;
  /** An entry is read again after this long. */
  maxAgeMs: number;
  /** The most entries kept; the oldest go first. */
  maxEntries: number;
  clock?: () => number;
}

interface Entry<V> {
  value: V;
  memberId: number;
  storedAt: number;
}

/** A loaded value and the member it belongs to (null: nothing to keep, e.g. an unknown token). */
export type Loaded<V> = { value: V; memberId: number } | null;

export class MemberCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly keysByMember = new Map<number, Set<K>>();
  /** Sequence number of the last drop of each member (forgotten at `reset`). */
  private readonly droppedAt = new Map<number, number>();
  private sequence = 0;
  private resetAt = 0;
  private listening = false;
  private readonly clock: () => number;

  constructor(
    private readonly notifications: Notifications,
    private readonly options: MemberCacheOptions,
  ) {
    this.clock = options.clock ?? Date.now;
  }

  /** Listens to the channel; until it resolves nothing is stored. */
  async start(): Promise<void> {
    await this.notifications.subscribe(this.options.channel, {
      onMessage: (payload) => {
        if (payload === '*') return this.reset();
        for (const id of payload.split(',')) {
          const memberId = Number(id);
          if (Number.isSafeInteger(memberId)) this.drop(memberId);
        }
      },
      onReset: () => this.reset(),
    });
    this.listening = true;
  }

  /**
   * The value of `key`: from memory when stored and young enough, else from `load` (stored when
   * that is safe, see above). `fresh` decides whether a stored value may still be used as it is.
   */
  async get(
    key: K,
    load: () => Promise<Loaded<V>>,
    fresh?: (value: V) => boolean,
  ): Promise<V | null> {
    const entry = this.entries.get(key);
    if (entry) {
      if (this.clock() - entry.storedAt < this.options.maxAgeMs && (!fresh || fresh(entry.value))) {
        return entry.value;
      }
      this.remove(key, entry);
    }
    const startedAt = ++this.sequence;
    const loaded = await load();
    if (loaded && this.canStore(loaded.memberId, startedAt)) this.store(key, loaded);
    return loaded?.value ?? null;
  }

  /** Forgets everything of one member (this process changed it, or another one did). */
  drop(memberId: number): void {
    this.droppedAt.set(memberId, ++this.sequence);
    const keys = this.keysByMember.get(memberId);
    if (keys) {
      for (const key of keys) this.entries.delete(key);
      this.keysByMember.delete(memberId);
    }
    // The drop marks are needed only while a read that started before them may still finish.
    if (this.droppedAt.size > this.options.maxEntries) this.reset();
  }

  /** Tells the other processes to drop the member (a change this process committed). */
  announce(memberId: number): void {
    this.notifications.announce(this.options.channel, memberId);
  }

  /** Forgets everything; reads under way when it happens are not stored either. */
  reset(): void {
    this.resetAt = ++this.sequence;
    this.entries.clear();
    this.keysByMember.clear();
    this.droppedAt.clear();
  }

  /** How many entries are held (tests, diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  private canStore(memberId: number, startedAt: number): boolean {
    return (
      this.listening &&
      this.notifications.live &&
      this.resetAt < startedAt &&
      (this.droppedAt.get(memberId) ?? 0) < startedAt
    );
  }

  private store(key: K, loaded: { value: V; memberId: number }): void {
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.remove(oldest.value, this.entries.get(oldest.value)!);
    }
    this.entries.set(key, { ...loaded, storedAt: this.clock() });
    let keys = this.keysByMember.get(loaded.memberId);
    if (!keys) this.keysByMember.set(loaded.memberId, (keys = new Set()));
    keys.add(key);
  }

  private remove(key: K, entry: Entry<V>): void {
    this.entries.delete(key);
    const keys = this.keysByMember.get(entry.memberId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByMember.delete(entry.memberId);
  }
}
