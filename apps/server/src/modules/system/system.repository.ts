// The only code of the system module that touches the database.
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as t from '../../db/schema';

/** A brand row as stored. */
export type BrandRow = typeof t.brand.$inferSelect;
/** A whitelabel node row as stored. */
export type WhitelabelRow = typeof t.whitelabelModules.$inferSelect;
/** The maintenance switch as stored. */
export type MaintenanceRow = typeof t.maintenance.$inferSelect;
/** The region-restriction switch as stored. */
export type RegionRestrictionRow = typeof t.regionRestriction.$inferSelect;

/** Reads and writes the brand configuration and system switches. */
export class SystemRepository {
  constructor(private readonly db: Database) {}

  async getBrand(): Promise<BrandRow> {
    const [row] = await this.db.select().from(t.brand).orderBy(asc(t.brand.id)).limit(1);
    if (!row) throw new Error('The database has no brand: was it seeded?');
    return row;
  }

  async updateBrand(
    values: Partial<Pick<BrandRow, 'redirectToLogin' | 'showCountryCode'>>,
    now: Date,
  ) {
    const brand = await this.getBrand();
    await this.db
      .update(t.brand)
      .set({ ...values, updatedAt: now })
      .where(eq(t.brand.id, brand.id));
  }

  listWhitelabel(): Promise<WhitelabelRow[]> {
    return this.db.select().from(t.whitelabelModules).orderBy(asc(t.whitelabelModules.sortOrder));
  }

  /** Returns false when no module has that id. */
  async setWhitelabelFlag(moduleId: string, enabled: boolean): Promise<boolean> {
    const updated = await this.db
      .update(t.whitelabelModules)
      .set({ enabled })
      .where(eq(t.whitelabelModules.moduleId, moduleId))
      .returning({ moduleId: t.whitelabelModules.moduleId });
    return updated.length > 0;
  }

  listRegisterValidators() {
    return this.db.select().from(t.registerValidators).orderBy(asc(t.registerValidators.sortOrder));
  }

  listCountries() {
    return this.db.select().from(t.countries).orderBy(asc(t.countries.sortOrder));
  }

  /** The country of an IPv4 address (as an integer), or null when no range holds it. */
  async findCountryByIp(ip: number): Promise<string | null> {
    const [row] = await this.db
      .select({ countryCode: t.ipCountryRanges.countryCode })
      .from(t.ipCountryRanges)
      .where(and(lte(t.ipCountryRanges.rangeStart, ip), gte(t.ipCountryRanges.rangeEnd, ip)))
      .limit(1);
    return row?.countryCode ?? null;
  }

  listResources() {
    return this.db.select().from(t.resources).orderBy(asc(t.resources.sortOrder));
  }

  listCustomerService() {
    return this.db.select().from(t.customerService).orderBy(asc(t.customerService.sortOrder));
  }

  listLicences() {
    return this.db.select().from(t.licences).orderBy(asc(t.licences.sortOrder));
  }

  listDomainRoutes() {
    return this.db.select().from(t.domainRoutes).orderBy(asc(t.domainRoutes.sortOrder));
  }

  /** Help categories for a device (rows with device ALL included) with titles in `lang`. */
  listHelpCategories(lang: string, device: string) {
    return this.db
      .select({
        id: t.helpCategories.id,
        tag: t.helpCategories.tag,
        title: t.helpCategoryTranslations.title,
      })
      .from(t.helpCategories)
      .innerJoin(
        t.helpCategoryTranslations,
        and(
          eq(t.helpCategoryTranslations.categoryId, t.helpCategories.id),
          eq(t.helpCategoryTranslations.lang, lang),
        ),
      )
      .where(inArray(t.helpCategories.device, ['ALL', device]))
      .orderBy(asc(t.helpCategories.sortOrder), asc(t.helpCategories.id));
  }

  /** Articles of the given categories in `lang`. */
  listHelpArticles(categoryIds: number[], lang: string) {
    if (categoryIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        id: t.helpArticles.id,
        categoryId: t.helpArticles.categoryId,
        tag: t.helpArticles.tag,
        title: t.helpArticleTranslations.title,
        html: t.helpArticleTranslations.html,
      })
      .from(t.helpArticles)
      .innerJoin(
        t.helpArticleTranslations,
        and(
          eq(t.helpArticleTranslations.articleId, t.helpArticles.id),
          eq(t.helpArticleTranslations.lang, lang),
        ),
      )
      .where(inArray(t.helpArticles.categoryId, categoryIds))
      .orderBy(asc(t.helpArticles.sortOrder), asc(t.helpArticles.id));
  }

  async getMaintenance(): Promise<MaintenanceRow> {
    const [row] = await this.db.select().from(t.maintenance).where(eq(t.maintenance.id, 1));
    if (!row) throw new Error('The maintenance row is missing: was the database seeded?');
    return row;
  }

  async updateMaintenance(
    values: Pick<MaintenanceRow, 'enabled' | 'startTime' | 'endTime'> & { message?: string },
    now: Date,
  ) {
    await this.db
      .update(t.maintenance)
      .set({ ...values, updatedAt: now })
      .where(eq(t.maintenance.id, 1));
  }

  async getRegionRestriction(): Promise<RegionRestrictionRow> {
    const [row] = await this.db
      .select()
      .from(t.regionRestriction)
      .where(eq(t.regionRestriction.id, 1));
    if (!row) throw new Error('The region-restriction row is missing: was the database seeded?');
    return row;
  }

  async updateRegionRestriction(
    values: Partial<
      Pick<
        RegionRestrictionRow,
        'enabled' | 'blockAll' | 'blockedCountries' | 'allowedIps' | 'message'
      >
    >,
    now: Date,
  ) {
    await this.db
      .update(t.regionRestriction)
      .set({ ...values, updatedAt: now })
      .where(eq(t.regionRestriction.id, 1));
  }
}
