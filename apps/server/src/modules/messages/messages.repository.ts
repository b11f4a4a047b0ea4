// The only code of the messages module that touches the database. What a member sees: the
// messages to them, and those to a label they carry or to everyone sent since they joined; minus
// those they deleted. Read and deleted are the member's marks (message_marks), one row per member
// and message, written when they act: a message to everyone is one row however many members.
import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { MessageAudience, MessageSource } from '@lotusplay/api-client/contracts';
import type { Database } from '../../db/client';
import { retryTransaction } from '../../db/retry-transaction';
import * as t from './messages.tables';

export type MessageRow = typeof t.messages.$inferSelect;

/** Who reads: the member, when they joined, the labels they carry. */
export interface Reader {
  memberId: number;
  joinedAt: Date;
  labels: readonly string[];
}

/** A message of the reader's with their read mark. */
export type ReaderMessageRow = MessageRow & { read: boolean };

/** A new message. */
export interface NewMessage {
  audience: MessageAudience;
  memberId: number | null;
  label: string | null;
  title: string;
  body: string;
  source: MessageSource;
  /** Once per key (a system message per event); null: no key. */
  sourceKey: string | null;
}

const m = t.messages;
const k = t.messageMarks;

/** The messages the reader sees (before their deletions). */
function visibleTo(reader: Reader): SQL {
  const sinceJoined = sql`${m.createdAt} >= ${reader.joinedAt}`;
  return or(
    and(eq(m.audience, 'member'), eq(m.memberId, reader.memberId)),
    and(eq(m.audience, 'all'), sinceJoined),
    reader.labels.length > 0
      ? and(eq(m.audience, 'label'), inArray(m.label, [...reader.labels]), sinceJoined)
      : undefined,
  )!;
}

/** The reader's mark joined to each message. */
const markOf = (reader: Reader) => and(eq(k.messageId, m.id), eq(k.memberId, reader.memberId));

/** Reads and writes the message tables. */
export class MessagesRepository {
  constructor(private readonly db: Database) {}

  /** Inserts a message; null when its source key was used already (nothing inserted). */
  async insert(message: NewMessage, at: Date): Promise<MessageRow | null> {
    const [row] = await this.db
      .insert(m)
      .values({ ...message, createdAt: at })
      .onConflictDoNothing({ target: m.sourceKey })
      .returning();
    return row ?? null;
  }

  /** A page of the reader's messages (not deleted), newest first, and how many in all. */
  async page(
    reader: Reader,
    onlyUnread: boolean,
    offset: number,
    limit: number,
  ): Promise<{ rows: ReaderMessageRow[]; total: number }> {
    const where = and(
      visibleTo(reader),
      isNull(k.deletedAt),
      onlyUnread ? isNull(k.readAt) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ message: m, readAt: k.readAt })
        .from(m)
        .leftJoin(k, markOf(reader))
        .where(where)
        .orderBy(desc(m.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(m).leftJoin(k, markOf(reader)).where(where),
    ]);
    return {
      rows: rows.map(({ message, readAt }) => ({ ...message, read: readAt !== null })),
      total: Number(total?.n ?? 0),
    };
  }

  /** How many of the reader's messages are neither read nor deleted. */
  async unreadCount(reader: Reader): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(m)
      .leftJoin(k, markOf(reader))
      .where(and(visibleTo(reader), isNull(k.readAt), isNull(k.deletedAt)));
    return Number(row?.n ?? 0);
  }

  /**
   * Marks `ids` read (and deleted, when `deleted`) for the reader, in one transaction, only if
   * every one is a message the reader sees and has not deleted: else nothing changes, false.
   */
  async mark(reader: Reader, ids: readonly number[], deleted: boolean, at: Date): Promise<boolean> {
    return retryTransaction(this.db, async (tx) => {
      const found = await tx
        .select({ id: m.id })
        .from(m)
        .leftJoin(k, markOf(reader))
        .where(and(inArray(m.id, [...ids]), visibleTo(reader), isNull(k.deletedAt)));
      if (found.length !== ids.length) return false;
      await tx
        .insert(k)
        .values(
          ids.map((messageId) => ({
            messageId,
            memberId: reader.memberId,
            readAt: at,
            deletedAt: deleted ? at : null,
          })),
        )
        .onConflictDoUpdate({
          target: [k.memberId, k.messageId],
          set: {
            readAt: sql`coalesce(${k.readAt}, excluded.read_at)`,
            deletedAt: sql`coalesce(${k.deletedAt}, excluded.deleted_at)`,
          },
        });
      return true;
    });
  }

  /** Marks every message the reader sees read; how many it marked. */
  async markAllRead(reader: Reader, at: Date): Promise<number> {
    const unread = await this.db
      .select({ id: m.id })
      .from(m)
      .leftJoin(k, markOf(reader))
      .where(and(visibleTo(reader), isNull(k.readAt), isNull(k.deletedAt)));
    if (unread.length === 0) return 0;
    await this.db
      .insert(k)
      .values(unread.map(({ id }) => ({ messageId: id, memberId: reader.memberId, readAt: at })))
      .onConflictDoUpdate({
        target: [k.memberId, k.messageId],
        set: { readAt: sql`coalesce(${k.readAt}, excluded.read_at)` },
      });
    return unread.length;
  }

  /** The latest messages (operator), newest first, with how many members read each. */
  async latest(limit: number): Promise<(MessageRow & { readers: number })[]> {
    const rows = await this.db
      .select({ message: m, readers: count(k.memberId) })
      .from(m)
      .leftJoin(k, and(eq(k.messageId, m.id), isNotNull(k.readAt)))
      .groupBy(m.id)
      .orderBy(desc(m.id))
      .limit(limit);
    return rows.map(({ message, readers }) => ({ ...message, readers: Number(readers) }));
  }

  /** Deletes a message for everyone (operator); false when there is none. */
  async remove(id: number): Promise<MessageRow | null> {
    const [row] = await this.db.delete(m).where(eq(m.id, id)).returning();
    return row ?? null;
  }
}
