// The only code of the announcements that touches the database.
import type { AnnouncementAudience } from '@lotusplay/api-client/contracts';
import { asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as t from './announcements.tables';

export type AnnouncementRow = typeof t.announcements.$inferSelect;
export type AnnouncementTextRow = typeof t.announcementTranslations.$inferSelect;

/** Announcements with their texts. */
export interface AnnouncementRows {
  announcements: AnnouncementRow[];
  texts: AnnouncementTextRow[];
}

/** What a new announcement is stored as (already sanitised). */
export interface NewAnnouncement {
  type: string;
  popup: boolean;
  audience: AnnouncementAudience;
  sortOrder: number;
  startTime: Date | null;
  endTime: Date | null;
  texts: { lang: string; title: string; content: string }[];
}

/** Reads and writes announcements. */
export class AnnouncementsRepository {
  constructor(private readonly db: Database) {}

  /** Every announcement that has not ended by `now` (ended ones never show again), by id. */
  async loadCurrent(now: Date): Promise<AnnouncementRows> {
    const announcements = await this.db
      .select()
      .from(t.announcements)
      .where(or(isNull(t.announcements.endTime), gt(t.announcements.endTime, now)))
      .orderBy(asc(t.announcements.id));
    const texts = announcements.length
      ? await this.db.select().from(t.announcementTranslations)
      : [];
    const ids = new Set(announcements.map((row) => row.id));
    return { announcements, texts: texts.filter((row) => ids.has(row.announcementId)) };
  }

  /** Every announcement, ended ones too, newest first (the operator's list). */
  async loadAll(): Promise<AnnouncementRows> {
    const [announcements, texts] = await Promise.all([
      this.db.select().from(t.announcements).orderBy(asc(t.announcements.id)),
      this.db.select().from(t.announcementTranslations),
    ]);
    return { announcements: announcements.reverse(), texts };
  }

  /** Stores an announcement with its texts in one transaction; answers its id. */
  async insert(input: NewAnnouncement): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(t.announcements)
        .values({
          type: input.type,
          popup: input.popup,
          audience: input.audience,
          sortOrder: input.sortOrder,
          startTime: input.startTime,
          endTime: input.endTime,
        })
        .returning({ id: t.announcements.id });
      await tx
        .insert(t.announcementTranslations)
        .values(input.texts.map((text) => ({ announcementId: row!.id, ...text })));
      return row!.id;
    });
  }

  /** Sets who an announcement is for; false when there is none. */
  async setAudience(id: number, audience: AnnouncementAudience): Promise<boolean> {
    const rows = await this.db
      .update(t.announcements)
      .set({ audience })
      .where(eq(t.announcements.id, id))
      .returning({ id: t.announcements.id });
    return rows.length > 0;
  }

  /** Deletes an announcement (its texts go with it); false when there was none. */
  async remove(id: number): Promise<boolean> {
    const rows = await this.db
      .delete(t.announcements)
      .where(eq(t.announcements.id, id))
      .returning({ id: t.announcements.id });
    return rows.length > 0;
  }
}
