// The only code of the system module that touches the database.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as t from './system.tables';

/** A brand row as stored. */
export type BrandRow = typeof t.brand.$inferSelect;

/** The brand columns an operator may change (PUT /ops/brand). */
export type BrandOptionColumn =
  | 'redirectToLogin'
  | 'showCountryCode'
  | 'tempPasswordMinutes'
  | 'passwordExpiryDays'
  | 'smsDailyBudget'
  | 'smsCountryDailyBudget'
  | 'smsCountryBudgets'
  | 'ipv6GroupPrefix'
  | 'recaptchaSiteKey'
  | 'recaptchaSecretKey';
/** A whitelabel node row as stored. */
export type WhitelabelRow = typeof t.whitelabelModules.$inferSelect;
/** The maintenance switch as stored. */
export type MaintenanceRow = typeof t.maintenance.$inferSelect;
/** The region-restriction switch as stored. */
export type RegionRestrictionRow = typeof t.regionRestriction.$inferSelect;
/** A registration validator row as stored. */
export type RegisterValidatorRow = typeof t.registerValidators.$inferSelect;
/** A country row as stored. */
export type CountryRow = typeof t.countries.$inferSelect;
/** An IPv4 range (inclusive, as integers) of one country. */
export type IpCountryRangeRow = typeof t.ipCountryRanges.$inferSelect;

/**
 * Every brand-level row the brand-config cache holds, labelled with the version they were read
 * at (or a later one: see loadBrandConfig). Lists come in the order the answers use.
 */
export interface BrandConfigRows {
  version: number;
  brand: BrandRow;
  whitelabel: WhitelabelRow[];
  registerValidators: RegisterValidatorRow[];
  countries: CountryRow[];
  ipRanges: IpCountryRangeRow[];
  resources: (typeof t.resources.$inferSelect)[];
  customerService: (typeof t.customerService.$inferSelect)[];
  licences: (typeof t.licences.$inferSelect)[];
  domainRoutes: (typeof t.domainRoutes.$inferSelect)[];
  maintenance: MaintenanceRow;
  regionRestriction: RegionRestrictionRow;
}

/** Awaits every promise of an object at once: the same keys, with the settled values. */
async function allOf<T extends Record<string, PromiseLike<unknown>>>(
  promises: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const keys = Object.keys(promises) as (keyof T)[];
  const values = await Promise.all(keys.map((key) => promises[key]));
  return Object.fromEntries(keys.map((key, i) => [key, values[i]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}

/**
 * Reads and writes the brand configuration and system switches. Public reads go through the
 * brand-config cache (brand-config.ts), which loads everything at once with loadBrandConfig; the
 * single-row reads serve the operator routes and the cache's loader.
 */
export class SystemRepository {
  constructor(private readonly db: Database) {}

  async getBrand(): Promise<BrandRow> {
    const [row] = await this.db.select().from(t.brand).orderBy(asc(t.brand.id)).limit(1);
    if (!row) throw new Error('The database has no brand: was it seeded?');
    return row;
  }

  /**
   * Changes brand columns; `countryBudgets` merges into sms_country_budgets in the one UPDATE
   * (set or replace those dialing codes, remove those), so two operators never undo each other.
   */
  async updateBrand(
    values: Partial<Pick<BrandRow, Exclude<BrandOptionColumn, 'smsCountryBudgets'>>>,
    now: Date,
    countryBudgets: { set: Record<string, number>; remove: string[] } = { set: {}, remove: [] },
  ) {
    const brand = await this.getBrand();
    const mergeBudgets =
      Object.keys(countryBudgets.set).length > 0 || countryBudgets.remove.length > 0;
    await this.db
      .update(t.brand)
      .set({
        ...values,
        ...(mergeBudgets
          ? {
              smsCountryBudgets: sql`(${t.brand.smsCountryBudgets} || ${JSON.stringify(countryBudgets.set)}::jsonb) - array(select jsonb_array_elements_text(${JSON.stringify(countryBudgets.remove)}::jsonb))`,
            }
          : {}),
        updatedAt: now,
      })
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

  /**
   * Sets the link of a customer-service channel type (the first row of that type; a new row at the
   * end when there is none), or removes every row of the type when `url` is null.
   */
  async setCustomerService(type: string, url: string | null): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(t.customerService)
        .where(eq(t.customerService.type, type))
        .orderBy(asc(t.customerService.sortOrder), asc(t.customerService.id));
      if (url === null) {
        await tx.delete(t.customerService).where(eq(t.customerService.type, type));
      } else if (rows[0]) {
        await tx.update(t.customerService).set({ url }).where(eq(t.customerService.id, rows[0].id));
      } else {
        const [last] = await tx
          .select({ max: sql<number>`coalesce(max(${t.customerService.sortOrder}), -1)` })
          .from(t.customerService);
        await tx
          .insert(t.customerService)
          .values({ type, url, sortOrder: Number(last?.max ?? -1) + 1 });
      }
    });
  }

  /** The brand-config version (brand_config_version, bumped by triggers on every change). */
  async getBrandConfigVersion(): Promise<number> {
    const [row] = await this.db
      .select({ version: t.brandConfigVersion.version })
      .from(t.brandConfigVersion)
      .where(eq(t.brandConfigVersion.id, 1));
    if (!row) throw new Error('The brand_config_version row is missing: were the migrations run?');
    return row.version;
  }

  /**
   * Reads every brand-level row for the brand-config cache. The version is read first and the rows
   * after it (each statement sees what was committed when it started), so the rows are never
   * older than the version they are labelled with: a change committed in between makes the label
   * older than the rows, and the next version check reloads once more. The other way round a
   * change could hide behind a label that already counts it.
   */
  async loadBrandConfig(): Promise<BrandConfigRows> {
    const version = await this.getBrandConfigVersion();
    const rows = await allOf({
      brand: this.getBrand(),
      whitelabel: this.listWhitelabel(),
      registerValidators: this.db
        .select()
        .from(t.registerValidators)
        .orderBy(asc(t.registerValidators.sortOrder)),
      countries: this.db.select().from(t.countries).orderBy(asc(t.countries.sortOrder)),
      ipRanges: this.db.select().from(t.ipCountryRanges).orderBy(asc(t.ipCountryRanges.rangeStart)),
      resources: this.db.select().from(t.resources).orderBy(asc(t.resources.sortOrder)),
      customerService: this.db
        .select()
        .from(t.customerService)
        .orderBy(asc(t.customerService.sortOrder)),
      licences: this.db.select().from(t.licences).orderBy(asc(t.licences.sortOrder)),
      domainRoutes: this.db.select().from(t.domainRoutes).orderBy(asc(t.domainRoutes.sortOrder)),
      maintenance: this.getMaintenance(),
      regionRestriction: this.getRegionRestriction(),
    });
    return { version, ...rows };
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
