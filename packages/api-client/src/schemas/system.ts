// Schemas of the system calls (SPEC.md §3, §6, §7): the server validates, serialises and documents
// with them, and contracts/system.ts derives the types of these shapes from them (`Static`).
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { LANGUAGE_CODES, SystemLimits } from '../contracts/system-rules';
import type {
  CountryEntry,
  LanguageCode,
  MaintenanceInfo,
  RegionRestrictionInfo,
  RegisterValidator,
  WhitelabelModuleId,
  WhitelabelNode,
} from '../contracts/system';
import { AllSent, IntegerEnum, MapOf, Narrow, Nullable, RefTo, StringEnum } from './shared';

const str = Type.String();
const nullableStr = Nullable(Type.String());
const bool = Type.Boolean();

const whitelabelNode = RefTo<WhitelabelNode>('WhitelabelNode');
const maintenanceInfo = RefTo<MaintenanceInfo | null>('MaintenanceInfo');
const regionRestrictionInfo = RefTo<RegionRestrictionInfo | null>('RegionRestrictionInfo');
const registerValidator = RefTo<RegisterValidator>('RegisterValidator');
const countryEntry = RefTo<CountryEntry>('CountryEntry');

const whitelabelNodeFields = Type.Object({
  moduleId: Narrow<WhitelabelModuleId>(str),
  name: str,
  enabled: bool,
});

/**
 * The fields of a WhitelabelNode but its children: the node refers to itself, so its type is an
 * interface over these (contracts/system.ts).
 */
export type WhitelabelNodeFields = Static<typeof whitelabelNodeFields>;

/** WhitelabelNode, registered by `$id` (it refers to itself). */
export const WhitelabelNodeSchema = Type.Object(
  { ...whitelabelNodeFields.properties, children: Type.Array(whitelabelNode) },
  { $id: 'WhitelabelNode' },
);

/** MaintenanceInfo or null, registered by `$id`. Times are ISO-8601 strings. */
export const MaintenanceInfoSchema = Nullable(
  Type.Object(
    { startTime: nullableStr, endTime: nullableStr, message: str },
    { $id: 'MaintenanceInfo' },
  ),
);

/** RegionRestrictionInfo or null, registered by `$id`. */
export const RegionRestrictionInfoSchema = Nullable(
  Type.Object({ ip: str, countryCode: str, message: str }, { $id: 'RegionRestrictionInfo' }),
);

/** RegisterValidator, registered by `$id`. */
export const RegisterValidatorSchema = Type.Object(
  {
    key: str,
    enabled: bool,
    required: bool,
    minLength: Type.Integer(),
    maxLength: Type.Integer(),
    /** 0–23, see SPEC.md §5. */
    patternId: Type.Integer({
      minimum: SystemLimits.patternIdMin,
      maximum: SystemLimits.patternIdMax,
    }),
    acceptedPattern: str,
  },
  { $id: 'RegisterValidator' },
);

/** CountryEntry, registered by `$id`. */
export const CountryEntrySchema = Type.Object(
  { countryCode: str, countryDialingCode: str },
  { $id: 'CountryEntry' },
);

/** The system schemas the others refer to by `$id`: registered once with `app.addSchema`. */
export const sharedSystemSchemas = [
  WhitelabelNodeSchema,
  MaintenanceInfoSchema,
  RegionRestrictionInfoSchema,
  RegisterValidatorSchema,
  CountryEntrySchema,
] as const;

/** A language code of the contract (`LanguageCode`). */
export const LanguageCodeSchema = StringEnum(LANGUAGE_CODES);

/** Query of GET /wps/system/status. */
export const SystemStatusQuerySchema = Type.Object({
  url: Type.Optional(
    Type.String({
      maxLength: SystemLimits.statusUrlMaxLength,
      description: 'Current host of the web app',
    }),
  ),
});

/** UpdateLanguageRequest. */
export const UpdateLanguageRequestSchema = Type.Object(
  { language: LanguageCodeSchema },
  { additionalProperties: false },
);

/** SystemStatus. */
export const SystemStatusSchema = Type.Object({
  status: IntegerEnum([0, 1, 2], { description: '0 normal, 1 maintenance, 2 region restricted' }),
  maintenance: maintenanceInfo,
  regionRestriction: regionRestrictionInfo,
});

/** WhitelabelResponse. */
export const WhitelabelResponseSchema = Type.Object({
  tree: Type.Array(whitelabelNode),
  flags: MapOf(bool),
});

/** The channels of the brand's customer service, in the order the footer shows them. */
export const CUSTOMER_SERVICE_TYPES = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM'] as const;

/** A language code as answered (any string in the JSON Schema). */
const languageCode = Narrow<LanguageCode>(str);

/** Resource: a downloadable or linked resource (app download, QR codes). */
export const ResourceSchema = AllSent(
  Type.Object({ resourceType: str, url: str, qrCodeUrl: nullableStr }),
);

/** CustomerServiceEntry: a customer-service channel. */
export const CustomerServiceEntrySchema = AllSent(
  Type.Object({
    type: Narrow<(typeof CUSTOMER_SERVICE_TYPES)[number]>(str),
    url: str,
  }),
);

/** Licence: a licence badge shown in the footer. */
export const LicenceSchema = AllSent(
  Type.Object({
    id: Narrow<'MGA' | 'BVI' | 'PAGCOR' | (string & {})>(str),
    name: str,
    imageUrl: str,
    url: str,
    /** The brand's licence number with that authority, shown on its badge ('' when not set). */
    licenceNumber: str,
  }),
);

/**
 * FirebaseWebSettings: the brand's Firebase project for phone sign-in (whitelabel FIREBASESMS3):
 * when present, the SMS forms send codes through Firebase and prove the number with its ID token
 * instead of a server code.
 */
export const FirebaseWebSettingsSchema = AllSent(
  Type.Object({
    apiKey: str,
    authDomain: str,
    projectId: str,
    /** Auth emulator address (development and tests only); null in production. */
    emulatorUrl: nullableStr,
  }),
);

/** PermissionInfoBody: brand configuration inside the permission info. */
export const PermissionInfoBodySchema = AllSent(
  Type.Object({
    merchantCode: str,
    brandName: str,
    /** Always 'W' (web). */
    platform: Narrow<'W'>(str),
    defaultLanguage: languageCode,
    languages: Type.Array(languageCode),
    currencySymbol: str,
    /** The brand option of SPEC.md §2: send visitors without a token to /login. */
    redirectToLogin: bool,
    /** Show the country dialing code picker on login and registration. */
    showCountryCode: bool,
    whitelabel: Type.Array(whitelabelNode),
    registerValidators: Type.Array(registerValidator),
    resources: Type.Array(ResourceSchema),
    customerService: Type.Array(CustomerServiceEntrySchema),
    analytics: AllSent(Type.Object({ gtagId: nullableStr })),
    imageCDNs: Type.Array(str),
    launchGameCDNs: Type.Array(str),
    licences: Type.Array(LicenceSchema),
    /** Firebase phone sign-in settings, or null when the brand sends SMS codes itself. */
    firebase: Nullable(FirebaseWebSettingsSchema),
  }),
);

/** PermissionInfo (its nested objects as they are serialised: no `required` list). */
export const PermissionInfoSchema = Type.Object({
  info: PermissionInfoBodySchema,
  location: AllSent(Type.Object({ ip: str, countryCode: str })),
  maintenance: maintenanceInfo,
  regionRestriction: regionRestrictionInfo,
});

/** CountryCodeResponse. */
export const CountryCodeResponseSchema = Type.Object({
  countryCode: str,
  countries: Type.Array(countryEntry),
});

/** RegisterSetting. */
export const RegisterSettingSchema = Type.Object({
  validators: Type.Array(registerValidator),
  countries: Type.Array(countryEntry),
  /** Minutes an SMS code stays valid. */
  smsExpiredMinutes: Type.Integer(),
});

/** One entry of DomainRouteResponse (as the server sends it: the client adds `speed`). */
export const DomainRouteSchema = AllSent(Type.Object({ domain: str }));

/** DomainRouteResponse. */
export const DomainRouteResponseSchema = Type.Object({ domainList: Type.Array(DomainRouteSchema) });

/** UpdateLanguageResponse (as serialised: any string). */
export const UpdateLanguageResponseSchema = Type.Object({
  language: languageCode,
  supported: Type.Array(languageCode),
});
