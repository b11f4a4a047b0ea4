// Contract types of the system calls (SPEC.md §3, §6, §7), derived from their schemas
// (`schemas/system.ts`, `schemas/help.ts`): the field lists and their notes are written there once.
// Type-only imports: nothing of TypeBox reaches the browser bundle.
import type { Static } from '@sinclair/typebox';
import type { HelpArticleSchema, HelpCategorySchema, HelpMenuEntrySchema } from '../schemas/help';
import type {
  CountryCodeResponseSchema,
  CountryEntrySchema,
  CustomerServiceEntrySchema,
  DomainRouteSchema,
  FirebaseWebSettingsSchema,
  LicenceSchema,
  MaintenanceInfoSchema,
  PermissionInfoBodySchema,
  PermissionInfoSchema,
  RegionRestrictionInfoSchema,
  RegisterSettingSchema,
  RegisterValidatorSchema,
  ResourceSchema,
  SystemStatusSchema,
  UpdateLanguageRequestSchema,
  UpdateLanguageResponseSchema,
  WhitelabelNodeFields,
  WhitelabelResponseSchema,
} from '../schemas/system';

/** Languages with translation resources. EN is the default. */
export type LanguageCode = 'EN' | 'CN' | 'VI' | 'TH' | 'JA' | 'TY' | 'ID';

/** Maintenance window as the operator set it. Times are ISO-8601 strings. */
export type MaintenanceInfo = NonNullable<Static<typeof MaintenanceInfoSchema>>;

/** Region restriction as seen for this visitor. */
export type RegionRestrictionInfo = NonNullable<Static<typeof RegionRestrictionInfoSchema>>;

/** GET /wps/system/status?url=<host>. Maintenance wins over region restriction. */
export type SystemStatus = Static<typeof SystemStatusSchema>;

/** Root screen selected by system status: 0 normal, 1 maintenance, 2 region restricted. */
export type SystemStatusCode = SystemStatus['status'];

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

/** One node of the whitelabel module tree (an interface: it refers to itself). */
export interface WhitelabelNode extends WhitelabelNodeFields {
  children: WhitelabelNode[];
}

/** GET /wps/system/whitelabel: the tree and the same flags flattened by module id. */
export type WhitelabelResponse = Static<typeof WhitelabelResponseSchema>;

/** Per-field registration validation config (SPEC.md §3, §5). `acceptedPattern` '*' accepts anything. */
export type RegisterValidator = Static<typeof RegisterValidatorSchema>;

/** A downloadable or linked resource (app download, QR codes). */
export type Resource = Static<typeof ResourceSchema>;

/** A customer-service channel. */
export type CustomerServiceEntry = Static<typeof CustomerServiceEntrySchema>;

/** A licence badge shown in the footer. */
export type Licence = Static<typeof LicenceSchema>;

/** A country the brand accepts, with its dialing code. */
export type CountryEntry = Static<typeof CountryEntrySchema>;

/**
 * The brand's Firebase project for phone sign-in (whitelabel FIREBASESMS3): when present, the SMS
 * forms send codes through Firebase and prove the number with its ID token instead of a server code.
 */
export type FirebaseWebSettings = Static<typeof FirebaseWebSettingsSchema>;

/** Brand configuration inside the permission info. */
export type PermissionInfoBody = Static<typeof PermissionInfoBodySchema>;

/** GET /wps/system/permission: brand configuration and this visitor's situation. */
export type PermissionInfo = Static<typeof PermissionInfoSchema>;

/** GET /wps/system/countryCode: the visitor's country and the brand's country list. */
export type CountryCodeResponse = Static<typeof CountryCodeResponseSchema>;

/** GET /wps/system/setting/register. */
export type RegisterSetting = Static<typeof RegisterSettingSchema>;

/**
 * One entry of /wps/system/domainRoute, with the `speed` the client adds: the round trip of the
 * call in milliseconds (the server never sends it).
 */
export interface DomainRoute extends Static<typeof DomainRouteSchema> {
  speed?: number;
}

/** GET /wps/system/domainRoute, as the client keeps it (each entry with its `speed`). */
export interface DomainRouteResponse {
  domainList: DomainRoute[];
}

/** One help article (HTML is sanitised by the client before rendering). */
export type HelpArticle = Static<typeof HelpArticleSchema>;

/** One help category (getHelpV2). */
export type HelpCategory = Static<typeof HelpCategorySchema>;

/** GET /wps/system/helpV2?lang=&device=WEB (getHelpV2). */
export type HelpV2Response = HelpCategory[];

/** One footer help-menu entry. GET /wps/system/helpCenter?lang= returns a list of these. */
export type HelpMenuEntry = Static<typeof HelpMenuEntrySchema>;

/** POST /wps/system/language (getUpdateLanguage): records the visitor's language. */
export type UpdateLanguageRequest = Static<typeof UpdateLanguageRequestSchema>;

/** Answer of getUpdateLanguage. */
export type UpdateLanguageResponse = Static<typeof UpdateLanguageResponseSchema>;
