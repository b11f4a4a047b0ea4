// Contract types of the system calls (SPEC.md §3, §6, §7). Shared type-only with the server.

/** Languages with translation resources. EN is the default. */
export type LanguageCode = 'EN' | 'CN' | 'VI' | 'TH' | 'JA' | 'TY' | 'ID';

/** Root screen selected by system status: 0 normal, 1 maintenance, 2 region restricted. */
export type SystemStatusCode = 0 | 1 | 2;

/** Maintenance window as the operator set it. Times are ISO-8601 strings. */
export interface MaintenanceInfo {
  startTime: string | null;
  endTime: string | null;
  message: string;
}

/** Region restriction as seen for this visitor. */
export interface RegionRestrictionInfo {
  ip: string;
  countryCode: string;
  message: string;
}

/** GET /wps/system/status?url=<host>. Maintenance wins over region restriction. */
export interface SystemStatus {
  status: SystemStatusCode;
  maintenance: MaintenanceInfo | null;
  regionRestriction: RegionRestrictionInfo | null;
}

/** Module ids of the whitelabel flags of SPEC.md §6, plus the brand's other module switches. */
export type WhitelabelModuleId =
  | 'DIRECTREG3'
  | 'MOBILEVERCODELOGIN3'
  | 'REGMOBVERF3'
  | 'CHNGPASSVERIF3'
  | 'MOBILENUMREG3'
  | 'MOBILENUMPASSREG3'
  | 'USERNAMEREG3'
  | 'FREEPLAY3'
  | 'PWDEXPFORCECHANGE3'
  /** SMS codes sent and checked by Firebase phone sign-in (needs the server's FIREBASE_* settings). */
  | 'FIREBASESMS3'
  | (string & {});

/** One node of the whitelabel module tree. */
export interface WhitelabelNode {
  moduleId: WhitelabelModuleId;
  name: string;
  enabled: boolean;
  children: WhitelabelNode[];
}

/** GET /wps/system/whitelabel: the tree and the same flags flattened by module id. */
export interface WhitelabelResponse {
  tree: WhitelabelNode[];
  flags: Record<string, boolean>;
}

/** Per-field registration validation config (SPEC.md §3, §5). `acceptedPattern` '*' accepts anything. */
export interface RegisterValidator {
  key: string;
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  /** 0–23, see SPEC.md §5. */
  patternId: number;
  acceptedPattern: string;
}

/** A downloadable or linked resource (app download, QR codes). */
export interface Resource {
  resourceType: string;
  url: string;
  qrCodeUrl: string | null;
}

/** A customer-service channel. */
export interface CustomerServiceEntry {
  type: 'LIVECHAT' | 'FACEBOOK' | 'TELEGRAM';
  url: string;
}

/** A licence badge shown in the footer. */
export interface Licence {
  id: 'MGA' | 'BVI' | 'PAGCOR' | (string & {});
  name: string;
  imageUrl: string;
  url: string;
}

/** A country the brand accepts, with its dialing code. */
export interface CountryEntry {
  countryCode: string;
  countryDialingCode: string;
}

/**
 * The brand's Firebase project for phone sign-in (whitelabel FIREBASESMS3): when present, the SMS
 * forms send codes through Firebase and prove the number with its ID token instead of a server code.
 */
export interface FirebaseWebSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Auth emulator address (development and tests only); null in production. */
  emulatorUrl: string | null;
}

/** Brand configuration inside the permission info. */
export interface PermissionInfoBody {
  merchantCode: string;
  brandName: string;
  /** Always 'W' (web). */
  platform: 'W';
  defaultLanguage: LanguageCode;
  languages: LanguageCode[];
  currencySymbol: string;
  /** The brand option of SPEC.md §2: send visitors without a token to /login. */
  redirectToLogin: boolean;
  /** Show the country dialing code picker on login and registration. */
  showCountryCode: boolean;
  whitelabel: WhitelabelNode[];
  registerValidators: RegisterValidator[];
  resources: Resource[];
  customerService: CustomerServiceEntry[];
  analytics: { gtagId: string | null };
  imageCDNs: string[];
  launchGameCDNs: string[];
  licences: Licence[];
  /** Firebase phone sign-in settings, or null when the brand sends SMS codes itself. */
  firebase: FirebaseWebSettings | null;
}

/** GET /wps/system/permission: brand configuration and this visitor's situation. */
export interface PermissionInfo {
  info: PermissionInfoBody;
  location: { ip: string; countryCode: string };
  maintenance: MaintenanceInfo | null;
  regionRestriction: RegionRestrictionInfo | null;
}

/** GET /wps/system/countryCode: the visitor's country and the brand's country list. */
export interface CountryCodeResponse {
  countryCode: string;
  countries: CountryEntry[];
}

/** GET /wps/system/setting/register. */
export interface RegisterSetting {
  validators: RegisterValidator[];
  countries: CountryEntry[];
  /** Minutes an SMS code stays valid. */
  smsExpiredMinutes: number;
}

/** One entry of /wps/system/domainRoute; `speed` is added by the client after probing. */
export interface DomainRoute {
  domain: string;
  speed?: number;
}

/** GET /wps/system/domainRoute. */
export interface DomainRouteResponse {
  domainList: DomainRoute[];
}

/** One help article (HTML is sanitised by the client before rendering). */
export interface HelpArticle {
  id: number;
  title: string;
  /** Anchor used by /help#tag. */
  tag: string;
  html: string;
}

/** One help category (getHelpV2). */
export interface HelpCategory {
  id: number;
  title: string;
  tag: string;
  articles: HelpArticle[];
}

/** GET /wps/system/helpV2?lang=&device=WEB (getHelpV2). */
export type HelpV2Response = HelpCategory[];

/** One footer help-menu entry. GET /wps/system/helpCenter?lang= returns a list of these. */
export interface HelpMenuEntry {
  id: number;
  title: string;
  tag: string;
}

/** POST /wps/system/language (getUpdateLanguage): records the visitor's language. */
export interface UpdateLanguageRequest {
  language: LanguageCode;
}

/** Answer of getUpdateLanguage. */
export interface UpdateLanguageResponse {
  language: LanguageCode;
  supported: LanguageCode[];
}
