// Rules of the system module: status priority, visitor location, flags, help content.
import type {
  CountryCodeResponse,
  CustomerServiceEntry,
  DomainRouteResponse,
  FirebaseWebSettings,
  HelpMenuEntry,
  HelpV2Response,
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
import { ErrorCodes } from '@lotusplay/api-client/contracts';
import { SUPPORTED_LANGUAGES } from '../../db/seed-data';
import { firebaseInUse } from '../verification/firebase-token';
import { AppError } from '../../lib/envelope';
import { ipv4ToNumber, isLocalIp, normaliseIp } from '../../lib/ip';
import type {
  MaintenanceRow,
  RegionRestrictionRow,
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
  flags: Record<string, boolean>;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function buildTree(rows: WhitelabelRow[]): {
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

/** Brand configuration, system status and help content. Stateless: reads the database each call. */
export class SystemService {
  constructor(
    private readonly repository: SystemRepository,
    private readonly clock: () => Date,
    /** The brand's Firebase project, when the server has FIREBASE_* settings. */
    private readonly firebase: { webSettings(): FirebaseWebSettings } | null = null,
  ) {}

  /** The visitor's country: loopback and private addresses belong to the brand's home country. */
  async resolveCountry(ip: string): Promise<string> {
    const address = normaliseIp(ip);
    if (isLocalIp(address)) return (await this.repository.getBrand()).homeCountryCode;
    const numeric = ipv4ToNumber(address);
    if (numeric === null) return 'UNKNOWN';
    return (await this.repository.findCountryByIp(numeric)) ?? 'UNKNOWN';
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

  private async situation(visitor: Visitor) {
    const ip = normaliseIp(visitor.ip);
    const [countryCode, maintenanceRow, regionRow] = await Promise.all([
      this.resolveCountry(ip),
      this.repository.getMaintenance(),
      this.repository.getRegionRestriction(),
    ]);
    return {
      ip,
      countryCode,
      maintenance: this.maintenanceInfo(maintenanceRow),
      regionRestriction: this.regionInfo(regionRow, ip, countryCode),
    };
  }

  /** 0 normal, 1 maintenance, 2 region restricted; maintenance wins. */
  async getStatus(visitor: Visitor): Promise<SystemStatus> {
    const { maintenance, regionRestriction } = await this.situation(visitor);
    if (maintenance) return { status: 1, maintenance, regionRestriction: null };
    if (regionRestriction) return { status: 2, maintenance: null, regionRestriction };
    return { status: 0, maintenance: null, regionRestriction: null };
  }

  async getWhitelabel(): Promise<WhitelabelResponse> {
    return buildTree(await this.repository.listWhitelabel());
  }

  private async registerValidators(): Promise<RegisterValidator[]> {
    const rows = await this.repository.listRegisterValidators();
    return rows.map((row) => ({
      key: row.key,
      enabled: row.enabled,
      required: row.required,
      minLength: row.minLength,
      maxLength: row.maxLength,
      patternId: row.patternId,
      acceptedPattern: row.acceptedPattern,
    }));
  }

  private async countries() {
    const rows = await this.repository.listCountries();
    return rows.map((row) => ({
      countryCode: row.countryCode,
      countryDialingCode: row.dialingCode,
    }));
  }

  async getPermission(visitor: Visitor): Promise<PermissionInfo> {
    const [brand, whitelabel, validators, resources, service, licences, situation] =
      await Promise.all([
        this.repository.getBrand(),
        this.getWhitelabel(),
        this.registerValidators(),
        this.repository.listResources(),
        this.repository.listCustomerService(),
        this.repository.listLicences(),
        this.situation(visitor),
      ]);
    const info: PermissionInfoBody = {
      merchantCode: brand.merchantCode,
      brandName: brand.brandName,
      platform: 'W',
      defaultLanguage: brand.defaultLanguage as LanguageCode,
      languages: brand.languages as LanguageCode[],
      currencySymbol: brand.currencySymbol,
      redirectToLogin: brand.redirectToLogin,
      showCountryCode: brand.showCountryCode,
      whitelabel: whitelabel.tree,
      registerValidators: validators,
      resources: resources.map((r) => ({
        resourceType: r.resourceType,
        url: r.url,
        qrCodeUrl: r.qrCodeUrl,
      })),
      customerService: service.map((s) => ({
        type: s.type as CustomerServiceEntry['type'],
        url: s.url,
      })),
      analytics: { gtagId: brand.gtagId },
      imageCDNs: brand.imageCdns,
      launchGameCDNs: brand.launchGameCdns,
      licences: licences.map((l) => ({ id: l.id, name: l.name, imageUrl: l.imageUrl, url: l.url })),
      firebase: firebaseInUse(whitelabel.flags, this.firebase)?.webSettings() ?? null,
    };
    return {
      info,
      location: { ip: situation.ip, countryCode: situation.countryCode },
      maintenance: situation.maintenance,
      regionRestriction: situation.regionRestriction,
    };
  }

  async getCountryCode(visitor: Visitor): Promise<CountryCodeResponse> {
    const [countryCode, countries] = await Promise.all([
      this.resolveCountry(visitor.ip),
      this.countries(),
    ]);
    return { countryCode, countries };
  }

  async getRegisterSetting(): Promise<RegisterSetting> {
    const [validators, countries, brand] = await Promise.all([
      this.registerValidators(),
      this.countries(),
      this.repository.getBrand(),
    ]);
    return { validators, countries, smsExpiredMinutes: brand.smsExpiredMinutes };
  }

  async getDomainRoutes(): Promise<DomainRouteResponse> {
    const rows = await this.repository.listDomainRoutes();
    return { domainList: rows.map((row) => ({ domain: row.domain })) };
  }

  async getHelpV2(lang: LanguageCode, device: string): Promise<HelpV2Response> {
    const categories = await this.repository.listHelpCategories(lang, device);
    const articles = await this.repository.listHelpArticles(
      categories.map((c) => c.id),
      lang,
    );
    return categories.map((category) => ({
      id: category.id,
      title: category.title,
      tag: category.tag,
      articles: articles
        .filter((a) => a.categoryId === category.id)
        .map((a) => ({ id: a.id, title: a.title, tag: a.tag, html: a.html })),
    }));
  }

  async getHelpCenter(lang: LanguageCode): Promise<HelpMenuEntry[]> {
    const categories = await this.repository.listHelpCategories(lang, 'WEB');
    return categories.map((c) => ({ id: c.id, title: c.title, tag: c.tag }));
  }

  async updateLanguage(language: LanguageCode): Promise<UpdateLanguageResponse> {
    const brand = await this.repository.getBrand();
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

  async getOperatorStatus(): Promise<OperatorStatus> {
    const [maintenanceRow, regionRow, brand, whitelabel] = await Promise.all([
      this.repository.getMaintenance(),
      this.repository.getRegionRestriction(),
      this.repository.getBrand(),
      this.getWhitelabel(),
    ]);
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
      flags: whitelabel.flags,
    };
  }

  async setMaintenance(change: MaintenanceChange): Promise<OperatorStatus> {
    const now = this.clock();
    if (change.enabled) {
      const startTime = change.startTime ?? now;
      const endTime = change.endTime ?? null;
      if (endTime && endTime.getTime() <= startTime.getTime()) {
        throw new AppError(400, ErrorCodes.Validation, 'body.endTime must be after the start time');
      }
      await this.repository.updateMaintenance(
        { enabled: true, startTime, endTime, message: change.message },
        now,
      );
    } else {
      await this.repository.updateMaintenance(
        { enabled: false, startTime: null, endTime: null, message: change.message },
        now,
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
    await this.repository.updateRegionRestriction(values, this.clock());
    return this.getOperatorStatus();
  }

  async setWhitelabelFlag(moduleId: string, enabled: boolean): Promise<OperatorStatus> {
    if (!(await this.repository.setWhitelabelFlag(moduleId, enabled))) {
      throw new AppError(404, ErrorCodes.NotFound, `No whitelabel module with id ${moduleId}`);
    }
    return this.getOperatorStatus();
  }

  async setBrandOptions(options: {
    redirectToLogin?: boolean;
    showCountryCode?: boolean;
  }): Promise<OperatorStatus> {
    await this.repository.updateBrand(options, this.clock());
    return this.getOperatorStatus();
  }
}

/** The languages the product has resources for. */
export const supportedLanguages = SUPPORTED_LANGUAGES;
