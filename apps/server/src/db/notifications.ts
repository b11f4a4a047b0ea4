// Database notifications (LISTEN/NOTIFY), the same on PGlite and PostgreSQL: what lets a process
// keep per-member data in memory (lib/member-cache.ts) while other processes change it.
//
// A subscriber is told every payload of its channel, and told to forget everything (`onReset`)
// whenever delivery can no longer be vouched for: the listening connection failed, or it has just
// (re)connected, so anything sent while it was away is lost. `live` is false from the failure until
// the channels are listened to again; a cache must not store while it is false.
//
// PostgreSQL: one dedicated connection per process (not one of the pool's), reconnected with a
// back-off. PGlite: the embedded database's own listen, which never drops.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** One channel's subscriber. */
export interface NotificationSubscriber {
  onMessage(payload: string): void;
  onReset(): void;
}

/** The notifications of one database. */
export interface Notifications {
  /** True while every notification committed from now on will reach the subscribers. */
  readonly live: boolean;
  /** Subscribes to `channel`; resolves once it is listened to (`live`), or at once when it is not. */
  subscribe(channel: string, subscriber: NotificationSubscriber): Promise<void>;
  /**
   * Sends this process's pending announcements, then resolves once every notification committed
   * before the call has reached the subscribers (a marker is sent and awaited: PostgreSQL delivers
   * notifications in commit order). Tests call it; the server itself never needs to.
   */
  sync(): Promise<void>;
  /**
   * Announces on `channel` that this process changed data of `memberId` (committed): the ids of
   * a few milliseconds go out together, in one notification, outside any transaction.
   * For changes whose own transaction must not notify (see drizzle/0014).
   */
  announce(channel: string, memberId: number): void;
  close(): Promise<void>;
}

const SYNC_CHANNEL = 'lp_notifications_sync';

/** Channel names are fixed identifiers of ours; refuse anything else before it reaches SQL. */
function checkChannel(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
}

/**
 * The notifications of an embedded PGlite (one process: nothing is ever missed). Announcements go
 * straight to this process's subscribers (several apps may share one PGlite: tests do).
 */
export function pgliteNotifications(client: PGlite): Notifications {
  const stops: (() => Promise<void>)[] = [];
  const local = new Map<string, NotificationSubscriber[]>();
  return {
    live: true,
    async subscribe(channel, subscriber) {
      checkChannel(channel);
      local.set(channel, [...(local.get(channel) ?? []), subscriber]);
      stops.push(await client.listen(channel, (payload) => subscriber.onMessage(payload)));
    },
    // PGlite hands a statement's notifications to the listeners before the statement resolves.
    async sync() {},
    announce(channel, memberId) {
      for (const subscriber of local.get(channel) ?? []) subscriber.onMessage(String(memberId));
    },
    async close() {
      await Promise.all(stops.splice(0).map((stop) => stop().catch(() => undefined)));
    },
  };
}

/** The application_name of the listening connections (pg_stat_activity shows them by it). */
export const LISTENER_NAME = 'lotusplay-notifications';
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;
/**
 * Announcements wait this long to go out together (one notification, one commit on the queue's
 * lock, for every member changed meanwhile): the other processes hear of a change this much later.
 */
const ANNOUNCE_EVERY_MS = 5;
/** Payloads stay well under PostgreSQL's 8,000 bytes. */
const MAX_PAYLOAD = 7_000;

/**
 * The notifications of a PostgreSQL database: listened to on a connection of their own;
 * announcements are sent through `pool` (a failed one is logged by `onAnnounceError`: the other
 * processes then keep the old data until its entries age out).
 */
export function postgresNotifications(
  url: string,
  pool: pg.Pool,
  onAnnounceError: (error: unknown) => void = () => undefined,
): Notifications {
  const pending = new Map<string, Set<number>>();
  /** Announcements handed to the pool and not yet done: `sync` waits for them before its marker. */
  const sending = new Set<Promise<unknown>>();
  let flushing = false;
  const flush = () => {
    flushing = false;
    for (const [channel, ids] of pending) {
      pending.delete(channel);
      let payload = '';
      const send = () => {
        if (payload) {
          const sent = pool
            .query('SELECT pg_notify($1, $2)', [channel, payload])
            .catch(onAnnounceError)
            .finally(() => sending.delete(sent));
          sending.add(sent);
        }
        payload = '';
      };
      for (const id of ids) {
        const part = String(id);
        if (payload.length + part.length + 1 > MAX_PAYLOAD) send();
        payload = payload ? `${payload},${part}` : part;
      }
      send();
    }
  };
  const subscribers = new Map<string, NotificationSubscriber[]>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let live = false;
  let closed = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | null = null;
  let markers = 0;
  const waiting = new Map<string, () => void>();
  subscribers.set(SYNC_CHANNEL, [
    { onMessage: (payload) => waiting.get(payload)?.(), onReset: () => undefined },
  ]);

  const resetAll = () => {
    for (const list of subscribers.values()) for (const s of list) s.onReset();
  };
  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    live = false;
    resetAll();
    for (const done of waiting.values()) done();
    failed.end().catch(() => undefined);
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };
  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      next.on('notification', (message) => {
        for (const s of subscribers.get(message.channel) ?? []) s.onMessage(message.payload ?? '');
      });
      try {
        await next.connect();
        for (const channel of subscribers.keys()) await next.query(`LISTEN ${channel}`);
        if (closed) {
          await next.end();
          return;
        }
        client = next;
        live = true;
        delay = RECONNECT_MIN_MS;
        // Whatever was sent before this connection listened is lost: start afresh.
        resetAll();
      } catch {
        client = next;
        lost(next);
      }
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    get live() {
      return live;
    },
    async subscribe(channel, subscriber) {
      checkChannel(channel);
      const list = subscribers.get(channel);
      if (list) {
        list.push(subscriber);
        return;
      }
      subscribers.set(channel, [subscriber]);
      if (connecting) await connecting;
      if (client) {
        // Not live for this channel until its LISTEN is in: the others stay as they were.
        try {
          await client.query(`LISTEN ${channel}`);
        } catch {
          lost(client);
        }
      } else if (!timer && !closed) {
        await connect();
      }
    },
    async sync() {
      // This process's pending announcements first: they go through the pool, on another
      // connection than the marker, so the marker waits until each is committed.
      if (flushing) flush();
      await Promise.all([...sending]);
      if (connecting) await connecting;
      if (!client) return;
      const marker = `${process.pid}.${++markers}`;
      const seen = new Promise<void>((done) => waiting.set(marker, done));
      try {
        await client.query('SELECT pg_notify($1, $2)', [SYNC_CHANNEL, marker]);
        await seen;
      } finally {
        waiting.delete(marker);
      }
    },
    announce(channel, memberId) {
      checkChannel(channel);
      let ids = pending.get(channel);
      if (!ids) pending.set(channel, (ids = new Set()));
      ids.add(memberId);
      if (!flushing) {
        flushing = true;
        setTimeout(flush, ANNOUNCE_EVERY_MS).unref();
      }
    },
    async close() {
      closed = true;
      live = false;
      flush();
      if (timer) clearTimeout(timer);
      if (connecting) await connecting;
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
