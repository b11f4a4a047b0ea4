// The only code of the support part of the content module that touches the database: the brand's
// support settings and the feedback with its images.
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CheckedImage } from '../../lib/image-upload';
import * as t from './support.tables';

/** The support settings row (null columns: the contract's defaults). */
export type SupportSettingsRow = typeof t.supportSettings.$inferSelect;

/** A feedback to store. */
export interface NewFeedback {
  memberId: number | null;
  ip: string;
  content: string;
  contact: string | null;
  createdAt: Date;
}

/** A stored feedback with its images' details (not their bytes). */
export interface FeedbackRecord {
  id: number;
  memberId: number | null;
  ip: string;
  content: string;
  contact: string | null;
  createdAt: Date;
  images: Omit<CheckedImage, 'data'>[];
}

/** Reads and writes the support tables. */
export class SupportRepository {
  constructor(private readonly db: Database) {}

  async getSettings(): Promise<SupportSettingsRow | null> {
    const [row] = await this.db.select().from(t.supportSettings).where(eq(t.supportSettings.id, 1));
    return row ?? null;
  }

  /** Writes the given settings (others kept), creating the row when there is none. */
  async updateSettings(
    values: Partial<Pick<SupportSettingsRow, 'feedbackMinWords' | 'feedbackMaxWords' | 'vipUrl'>>,
    now: Date,
  ): Promise<SupportSettingsRow> {
    const [row] = await this.db
      .insert(t.supportSettings)
      .values({ id: 1, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: t.supportSettings.id, set: { ...values, updatedAt: now } })
      .returning();
    return row!;
  }

  /** Stores a feedback and its images in one transaction; answers its id. */
  async insertFeedback(feedback: NewFeedback, images: readonly CheckedImage[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(t.feedback).values(feedback).returning({ id: t.feedback.id });
      if (images.length > 0) {
        await tx
          .insert(t.feedbackImages)
          .values(images.map((image) => ({ ...image, feedbackId: row!.id })));
      }
      return row!.id;
    });
  }

  /** The latest `limit` feedback, newest first, with their images' details. */
  async listFeedback(limit: number): Promise<FeedbackRecord[]> {
    const rows = await this.db
      .select()
      .from(t.feedback)
      .orderBy(desc(t.feedback.createdAt), desc(t.feedback.id))
      .limit(limit);
    if (rows.length === 0) return [];
    const images = await this.db
      .select({
        feedbackId: t.feedbackImages.feedbackId,
        contentType: t.feedbackImages.contentType,
        fileName: t.feedbackImages.fileName,
        size: t.feedbackImages.size,
        sha256: t.feedbackImages.sha256,
      })
      .from(t.feedbackImages)
      .where(
        inArray(
          t.feedbackImages.feedbackId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(t.feedbackImages.id);
    return rows.map((row) => ({
      ...row,
      images: images
        .filter((image) => image.feedbackId === row.id)
        .map(({ feedbackId: _feedbackId, ...image }) => ({
          ...image,
          contentType: image.contentType as CheckedImage['contentType'],
        })),
    }));
  }

  /** One feedback image's bytes (tests and the operator check what was stored). */
  async feedbackImageData(feedbackId: number): Promise<Buffer[]> {
    const rows = await this.db
      .select({ data: t.feedbackImages.data })
      .from(t.feedbackImages)
      .where(eq(t.feedbackImages.feedbackId, feedbackId))
      .orderBy(t.feedbackImages.id);
    return rows.map((row) => row.data);
  }
}
