// Rules of the system module: status priority, visitor location, flags, help content.
import type {
  CountryCodeResponse,
  CustomerServiceEntry,
  DomainRouteResponse,
  FirebaseWebSettings,
  LanguageCode,
  MaintenanceInfo,
  PermissionInfo,
  PermissionInfoBody,
  RegionRestrictionInfo,
  RegisterSetting,
  RegisterValidator,
  SystemStatus,
  UpdateLanguageResponse,
  WhitelabelNode,
  WhitelabelResponse,
} from '@lotusplay/api-client';
import { AuthLimits, ErrorCodes } from '@lotusplay/api-client/contracts';
import { firebaseInUse } from '../../lib/firebase-token';
import { AppError } from '../../lib/envelope';
import { addressKeys, ipv4ToNumber, isLocalIp, normaliseIp } from '../../lib/ip';
import type { BrandConfig, BrandConfigCache, BrandReader } from './brand-config';
import type {
  BrandRow,
  CountryRow,
  MaintenanceRow,
  RegionRestrictionRow,
  RegisterValidatorRow,
  SystemRepository,
  WhitelabelRow,
} from './system.repository';

/** Where a request comes from, as far as the system module cares. */
export interface Visitor {
  ip: string;
}

/** What an operator may change on the maintenance switch. */
export interface MaintenanceChange {
  enabled: boolean;
  startTime?: Date | null;
  endTime?: Date | null;
  message?: string;
}

/** What an operator may change on the region restriction. */
export interface RegionChange {
  enabled: boolean;
  /** 'ALL' blocks every country; a list blocks those countries; undefined keeps the list. */
  countries?: string[] | 'ALL';
  allowedIps?: string[];
  message?: string;
}

/** Current switches as an operator sees them. */
export interface OperatorStatus {
  maintenance: {
    enabled: boolean;
    active: boolean;
    startTime: string | null;
    endTime: string | null;
    message: string;
  };
  regionRestriction: {
    enabled: boolean;
    blockAll: boolean;
    blockedCountries: string[];
    allowedIps: string[];
    message: string;
  };
  brand: { merchantCode: string; redirectToLogin: boolean; showCountryCode: boolean };
  /** The brand's security settings (the reCAPTCHA secret is never shown). */
  security: {
    tempPasswordMinutes: number;
    passwordExpiryDays: number;
    smsDailyBudget: number;
    smsCountryDailyBudget: number;
    smsCountryBudgets: Record<string, number>;
    /** IPv6 addresses sharing this many leading bits are one client for per-address limits. */
    ipv6GroupPrefix: number;
    humanCheck: 'altcha' | 'recaptcha';
    recaptchaSiteKey: string;
  };
  flags: Record<string, boolean>;
}

/** What PUT /ops/brand may change; a country budget of null removes it (the default applies). */
export interface BrandOptions {
  redirectToLogin?: boolean;
  showCountryCode?: boolean;
  tempPasswordMinutes?: number;
  passwordExpiryDays?: number;
  smsDailyBudget?: number;
  smsCountryDailyBudget?: number;
  smsCountryBudgets?: Record<string, number | null>;
  ipv6GroupPrefix?: number;
  /** Both keys turn reCAPTCHA on; both empty turn it off (proof of work). */
  recaptchaSiteKey?: string;
  recaptchaSecretKey?: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function buildTree(rows: readonly WhitelabelRow[]): {
  tree: WhitelabelNode[];
  flags: Record<string, boolean>;
} {
  const nodes = new Map<string, WhitelabelNode>();
  for (const row of rows) {
    nodes.set(row.moduleId, {
      moduleId: row.moduleId,
      name: row.name,
      enabled: row.enabled,
      children: [],
    });
  }
  const tree: WhitelabelNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.moduleId)!;
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    if (parent) parent.children.push(node);
    else tree.push(node);
  }
  // A flag is effective only when every ancestor is on: switching a parent off hides its children.
  const flags: Record<string, boolean> = {};
  const walk = (list: WhitelabelNode[], parentOn: boolean) => {
    for (const node of list) {
      const on = parentOn && node.enabled;
      flags[node.moduleId] = on;
      walk(node.children, on);
    }
  };
  walk(tree, true);
  return { tree, flags };
}

/**
 * Brand configuration and system status. Public reads come from the brand-config
 * cache (brand-config.ts): the answers that depend only on brand data are built once per snapshot,
 * and what depends on the visitor (country, region check) or on the time (maintenance window) is
 * worked out on each call from the cached rows. Operator reads and writes go to the database; a
 * write drops this process's snapshot at once (the version trigger tells the other processes).
 */
export class SystemService implements BrandReader {
  constructor(
    private readonly repository: SystemRepository,
    private readonly config: BrandConfigCache,
    private readonly clock: () => Date,
    /** The brand's Firebase project, when the server has FIREBASE_* settings. */
    private readonly firebase: { webSettings(): FirebaseWebSettings } | null = null,
  ) {}

  /** The brand row (from memory: read-only). */
  getBrand(): Promise<BrandRow> {
    return this.config.getBrand();
  }

  /** The brand's registration validators, in order (from memory: read-only). */
  listRegisterValidators(): Promise<readonly RegisterValidatorRow[]> {
    return this.config.listRegisterValidators();
  }

  /** The brand's countries and dialing codes, in order (from memory: read-only). */
  listCountries(): Promise<readonly CountryRow[]> {
    return this.config.listCountries();
  }

  /** The effective whitelabel flags (a child is off when a parent is). */
  async flags(): Promise<Record<string, boolean>> {
    return (await this.getWhitelabel()).flags;
  }

  /** The visitor's country: loopback and private addresses belong to the brand's home country. */
  async resolveCountry(ip: string): Promise<string> {
    return this.countryOf(await this.config.current(), normaliseIp(ip));
  }

  /**
   * The keys the per-address limits count `ip` under (lib/ip.ts addressKeys): its address group,
   * an IPv6 address grouped by the brand's prefix, first (new rows are written under it), then the
   * exact address when it differs (rows written before groups).
   */
  async addressKeys(ip: string): Promise<[string, ...string[]]> {
    const prefix = (await this.config.getBrand()).ipv6GroupPrefix;
    // A value written by plain SQL outside the contract's bounds is taken at the nearest bound.
    const bounded = Math.min(
      AuthLimits.ipv6GroupPrefixMax,
      Math.max(AuthLimits.ipv6GroupPrefixMin, prefix),
    );
    return addressKeys(ip, bounded);
  }

  private countryOf(config: BrandConfig, address: string): string {
    if (isLocalIp(address)) return config.rows.brand.homeCountryCode;
    const numeric = ipv4ToNumber(address);
    if (numeric === null) return 'UNKNOWN';
    return config.countryOfIp(numeric) ?? 'UNKNOWN';
  }

  private isMaintenanceActive(row: MaintenanceRow): boolean {
    const now = this.clock().getTime();
    if (!row.enabled) return false;
    if (row.startTime && now < row.startTime.getTime()) return false;
    if (row.endTime && now >= row.endTime.getTime()) return false;
    return true;
  }

  private maintenanceInfo(row: MaintenanceRow): MaintenanceInfo | null {
    if (!this.isMaintenanceActive(row)) return null;
    return { startTime: iso(row.startTime), endTime: iso(row.endTime), message: row.message };
  }

  private regionInfo(
    row: RegionRestrictionRow,
    ip: string,
    countryCode: string,
  ): RegionRestrictionInfo | null {
    if (!row.enabled) return null;
    if (row.allowedIps.includes(ip)) return null;
    if (!row.blockAll && !row.blockedCountries.includes(countryCode)) return null;
    return { ip, countryCode, message: row.message };
  }

  /** Where the visitor is and what applies to them now: per call, from the cached rows. */
  private situation(config: BrandConfig, visitor: Visitor) {
    const ip = normaliseIp(visitor.ip);
    const countryCode = this.countryOf(config, ip);
    return {
      ip,
      countryCode,
      maintenance: this.maintenanceInfo(config.rows.maintenance),
      regionRestriction: this.regionInfo(config.rows.regionRestriction, ip, countryCode),
    };
  }

  /** 0 normal, 1 maintenance, 2 region restricted; maintenance wins. */
  async getStatus(visitor: Visitor): Promise<SystemStatus> {
    const { maintenance, regionRestriction } = this.situation(await this.config.current(), visitor);
    if (maintenance) return { status: 1, maintenance, regionRestriction: null };
    if (regionRestriction) return { status: 2, maintenance: null, regionRestriction };
    return { status: 0, maintenance: null, regionRestriction: null };
  }

  /** The module tree and effective flags (shared and frozen: read, never change). */
  async getWhitelabel(): Promise<WhitelabelResponse> {
    return this.whitelabel(await this.config.current());
  }

  private whitelabel(config: BrandConfig): WhitelabelResponse {
    return config.derive('whitelabel', () => buildTree(config.rows.whitelabel));
  }

  private registerValidators(config: BrandConfig): RegisterValidator[] {
    return config.derive('registerValidators', () =>
      config.rows.registerValidators.map((row) => ({
        key: row.key,
        enabled: row.enabled,
        required: row.required,
        minLength: row.minLength,
        maxLength: row.maxLength,
        patternId: row.patternId,
        acceptedPattern: row.acceptedPattern,
      })),
    );
  }

  private countries(config: BrandConfig) {
    return config.derive('countries', () =>
      config.rows.countries.map((row) => ({
        countryCode: row.countryCode,
        countryDialingCode: row.dialingCode,
      })),
    );
  }

  /** The brand part of /permission: the same for every visitor of one snapshot. */
  private permissionInfo(config: BrandConfig): PermissionInfoBody {
    return config.derive('permissionInfo', () => {
      const { brand, resources, customerService, licences } = config.rows;
      const whitelabel = this.whitelabel(config);
      return {
        merchantCode: brand.merchantCode,
        brandName: brand.brandName,
        platform: 'W',
        defaultLanguage: brand.defaultLanguage as LanguageCode,
        languages: brand.languages as LanguageCode[],
        currencySymbol: brand.currencySymbol,
        redirectToLogin: brand.redirectToLogin,
        showCountryCode: brand.showCountryCode,
        whitelabel: whitelabel.tree,
        registerValidators: this.registerValidators(config),
        resources: resources.map((r) => ({
          resourceType: r.resourceType,
          url: r.url,
          qrCodeUrl: r.qrCodeUrl,
        })),
        customerService: customerService.map((s) => ({
          type: s.type as CustomerServiceEntry['type'],
          url: s.url,
        })),
        analytics: { gtagId: brand.gtagId },
        imageCDNs: brand.imageCdns,
        launchGameCDNs: brand.launchGameCdns,
        licences: licences.map((l) => ({
          id: l.id,
          name: l.name,
          imageUrl: l.imageUrl,
          url: l.url,
          licenceNumber: l.licenceNumber,
        })),
        firebase: firebaseInUse(whitelabel.flags, this.firebase)?.webSettings() ?? null,
      } satisfies PermissionInfoBody;
    });
  }

  async getPermission(visitor: Visitor): Promise<PermissionInfo> {
    const config = await this.config.current();
    const situation = this.situation(config, visitor);
    return {
      info: this.permissionInfo(config),
      location: { ip: situation.ip, countryCode: situation.countryCode },
      maintenance: situation.maintenance,
      regionRestriction: situation.regionRestriction,
    };
  }

  async getCountryCode(visitor: Visitor): Promise<CountryCodeResponse> {
    const config = await this.config.current();
    return {
      countryCode: this.countryOf(config, normaliseIp(visitor.ip)),
      countries: this.countries(config),
    };
  }

  async getRegisterSetting(): Promise<RegisterSetting> {
    const config = await this.config.current();
    return config.derive('registerSetting', () => ({
      validators: this.registerValidators(config),
      countries: this.countries(config),
      smsExpiredMinutes: config.rows.brand.smsExpiredMinutes,
    }));
  }

  async getDomainRoutes(): Promise<DomainRouteResponse> {
    const config = await this.config.current();
    return config.derive('domainRoutes', () => ({
      domainList: config.rows.domainRoutes.map((row) => ({ domain: row.domain })),
    }));
  }

  /**
   * A part of another module's brand-level data (help content), kept with the current brand
   * snapshot: `load` (that module's repository) runs on first use, and the result is shared until
   * the brand data changes (the version triggers cover those tables too).
   */
  async brandPart<T>(key: string, load: () => Promise<T>): Promise<T> {
    return (await this.config.current()).part(key, load);
  }

  /**
   * Another module has just changed its brand-level rows: this process drops its snapshot at once
   * (the version trigger tells the others).
   */
  brandChanged(): void {
    this.config.invalidate();
  }

  async updateLanguage(language: LanguageCode): Promise<UpdateLanguageResponse> {
    const brand = (await this.config.current()).rows.brand;
    const supported = brand.languages as LanguageCode[];
    if (!supported.includes(language)) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        `body.language must be one of: ${supported.join(', ')}`,
      );
    }
    return { language, supported };
  }

  // ——— operator ———

  /** The switches as stored (read from the database: an operator sees the truth, not a cache). */
  async getOperatorStatus(): Promise<OperatorStatus> {
    const [maintenanceRow, regionRow, brand, whitelabelRows] = await Promise.all([
      this.repository.getMaintenance(),
      this.repository.getRegionRestriction(),
      this.repository.getBrand(),
      this.repository.listWhitelabel(),
    ]);
    const whitelabel = buildTree(whitelabelRows);
    return {
      maintenance: {
        enabled: maintenanceRow.enabled,
        active: this.isMaintenanceActive(maintenanceRow),
        startTime: iso(maintenanceRow.startTime),
        endTime: iso(maintenanceRow.endTime),
        message: maintenanceRow.message,
      },
      regionRestriction: {
        enabled: regionRow.enabled,
        blockAll: regionRow.blockAll,
        blockedCountries: regionRow.blockedCountries,
        allowedIps: regionRow.allowedIps,
        message: regionRow.message,
      },
      brand: {
        merchantCode: brand.merchantCode,
        redirectToLogin: brand.redirectToLogin,
        showCountryCode: brand.showCountryCode,
      },
      security: {
        tempPasswordMinutes: brand.tempPasswordMinutes,
        passwordExpiryDays: brand.passwordExpiryDays,
        smsDailyBudget: brand.smsDailyBudget,
        smsCountryDailyBudget: brand.smsCountryDailyBudget,
        smsCountryBudgets: brand.smsCountryBudgets,
        ipv6GroupPrefix: brand.ipv6GroupPrefix,
        humanCheck:
          brand.recaptchaSiteKey.trim() && brand.recaptchaSecretKey.trim() ? 'recaptcha' : 'altcha',
        recaptchaSiteKey: brand.recaptchaSiteKey,
      },
      flags: whitelabel.flags,
    };
  }

  /**
   * Runs an operator write and drops this process's snapshot, even when the write failed part
   * way (the next read reloads); the version trigger tells the other processes.
   */
  private async write<T>(change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } finally {
      this.config.invalidate();
    }
  }

  async setMaintenance(change: MaintenanceChange): Promise<OperatorStatus> {
    const now = this.clock();
    if (change.enabled) {
      const startTime = change.startTime ?? now;
      const endTime = change.endTime ?? null;
      if (endTime && endTime.getTime() <= startTime.getTime()) {
        throw new AppError(400, ErrorCodes.Validation, 'body.endTime must be after the start time');
      }
      await this.write(() =>
        this.repository.updateMaintenance(
          { enabled: true, startTime, endTime, message: change.message },
          now,
        ),
      );
    } else {
      await this.write(() =>
        this.repository.updateMaintenance(
          { enabled: false, startTime: null, endTime: null, message: change.message },
          now,
        ),
      );
    }
    return this.getOperatorStatus();
  }

  async setRegionRestriction(change: RegionChange): Promise<OperatorStatus> {
    const values: Parameters<SystemRepository['updateRegionRestriction']>[0] = {
      enabled: change.enabled,
    };
    if (change.countries === 'ALL') values.blockAll = true;
    else if (change.countries) {
      values.blockAll = false;
      values.blockedCountries = [...new Set(change.countries.map((c) => c.toUpperCase()))];
    }
    if (change.allowedIps) values.allowedIps = change.allowedIps.map(normaliseIp);
    if (change.message !== undefined) values.message = change.message;
    await this.write(() => this.repository.updateRegionRestriction(values, this.clock()));
    return this.getOperatorStatus();
  }

  /**
   * Sets the link of a customer-service channel (LIVECHAT, FACEBOOK, TELEGRAM), or removes the
   * channel with null; the permission info and getService answer it from the next snapshot.
   */
  async setCustomerService(type: CustomerServiceEntry['type'], url: string | null): Promise<void> {
    await this.write(() => this.repository.setCustomerService(type, url));
  }

  /** The brand's customer-service channels, in order (from the brand snapshot). */
  async customerService(): Promise<readonly CustomerServiceEntry[]> {
    return (await this.permissionInfo(await this.config.current())).customerService;
  }

  async setWhitelabelFlag(moduleId: string, enabled: boolean): Promise<OperatorStatus> {
    if (!(await this.write(() => this.repository.setWhitelabelFlag(moduleId, enabled)))) {
      throw new AppError(404, ErrorCodes.NotFound, `No whitelabel module with id ${moduleId}`);
    }
    return this.getOperatorStatus();
  }

  async setBrandOptions(options: BrandOptions): Promise<OperatorStatus> {
    const { smsCountryBudgets, recaptchaSiteKey, recaptchaSecretKey, ...plain } = options;
    const siteKey = recaptchaSiteKey?.trim();
    const secretKey = recaptchaSecretKey?.trim();
    if ((siteKey === undefined) !== (secretKey === undefined) || !siteKey !== !secretKey) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        'body.recaptchaSiteKey and body.recaptchaSecretKey must be set together (or both empty to turn reCAPTCHA off)',
      );
    }
    const values: Parameters<SystemRepository['updateBrand']>[0] = { ...plain };
    if (siteKey !== undefined) {
      values.recaptchaSiteKey = siteKey;
      values.recaptchaSecretKey = secretKey;
    }
    const entries = Object.entries(smsCountryBudgets ?? {});
    const budgets = {
      set: Object.fromEntries(
        entries.filter((entry): entry is [string, number] => entry[1] !== null),
      ),
      remove: entries.filter(([, budget]) => budget === null).map(([dialing]) => dialing),
    };
    await this.write(() => this.repository.updateBrand(values, this.clock(), budgets));
    return this.getOperatorStatus();
  }
}
