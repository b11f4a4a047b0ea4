// Data factories typed against the contracts: realistic demo-brand defaults, shallow overrides.
import { LANGUAGE_CODES } from '../contracts/system-rules';
import type {
  CountryCodeResponse,
  DomainRouteResponse,
  PermissionInfo,
  PermissionInfoBody,
  RegisterSetting,
  RegisterValidator,
  SystemStatus,
  UpdateLanguageResponse,
  WhitelabelNode,
  WhitelabelResponse,
} from '../contracts/system';

const whitelabelModules = [
  'DIRECTREG3',
  'MOBILEVERCODELOGIN3',
  'REGMOBVERF3',
  'CHNGPASSVERIF3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
] as const;

/** A system status; normal (0) unless overridden. */
export function buildSystemStatus(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return { status: 0, maintenance: null, regionRestriction: null, ...overrides };
}

/** A whitelabel tree node, enabled and without children unless overridden. */
export function buildWhitelabelNode(overrides: Partial<WhitelabelNode> = {}): WhitelabelNode {
  return {
    moduleId: 'DIRECTREG3',
    name: 'Direct registration',
    enabled: true,
    children: [],
    ...overrides,
  };
}

/** The whitelabel answer with every SPEC.md §6 flag on; `flags` overrides single flags. */
export function buildWhitelabel(flags: Record<string, boolean> = {}): WhitelabelResponse {
  const merged: Record<string, boolean> = {
    ...Object.fromEntries(whitelabelModules.map((id) => [id, true])),
    ...flags,
  };
  return {
    tree: Object.entries(merged).map(([moduleId, enabled]) =>
      buildWhitelabelNode({ moduleId, name: moduleId, enabled }),
    ),
    flags: merged,
  };
}

/** One registration validator (username rule by default). */
export function buildRegisterValidator(
  overrides: Partial<RegisterValidator> = {},
): RegisterValidator {
  return {
    key: 'username',
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 16,
    patternId: 1,
    acceptedPattern: '*',
    ...overrides,
  };
}

/** The register validators of the demo brand. */
export function buildRegisterValidators(): RegisterValidator[] {
  return [
    buildRegisterValidator(),
    buildRegisterValidator({ key: 'password', minLength: 6, maxLength: 20, patternId: 5 }),
    buildRegisterValidator({
      key: 'mobileNum',
      required: false,
      minLength: 8,
      maxLength: 15,
      patternId: 6,
    }),
    buildRegisterValidator({
      key: 'email',
      enabled: false,
      required: false,
      minLength: 5,
      maxLength: 50,
      patternId: 3,
    }),
  ];
}

/** Permission info of the demo brand; `info` overrides merge into the default body. */
export function buildPermissionInfo(
  overrides: Partial<Omit<PermissionInfo, 'info'>> & { info?: Partial<PermissionInfoBody> } = {},
): PermissionInfo {
  const { info, ...rest } = overrides;
  return {
    info: {
      merchantCode: 'lotusdemo',
      brandName: 'LotusPlay',
      platform: 'W',
      defaultLanguage: 'EN',
      languages: [...LANGUAGE_CODES],
      currencySymbol: '¥',
      redirectToLogin: false,
      showCountryCode: true,
      whitelabel: buildWhitelabel().tree,
      registerValidators: buildRegisterValidators(),
      resources: [
        { resourceType: 'APP_ANDROID', url: 'https://example.test/app.apk', qrCodeUrl: null },
      ],
      customerService: [{ type: 'LIVECHAT', url: 'https://example.test/chat' }],
      analytics: { gtagId: null },
      imageCDNs: [],
      launchGameCDNs: [],
      licences: [
        {
          id: 'MGA',
          name: 'Malta Gaming Authority',
          imageUrl: '/licences/mga.svg',
          url: 'https://example.test/mga',
          licenceNumber: 'MGA/B2C/TEST/2025',
        },
        {
          id: 'BVI',
          name: 'British Virgin Islands',
          imageUrl: '/licences/bvi.svg',
          url: 'https://example.test/bvi',
          licenceNumber: 'SIBA/L/TEST/0001',
        },
        {
          id: 'PAGCOR',
          name: 'PAGCOR',
          imageUrl: '/licences/pagcor.svg',
          url: 'https://example.test/pagcor',
          licenceNumber: 'PAGCOR-TEST-0001',
        },
      ],
      firebase: null,
      ...info,
    },
    location: { ip: '203.0.113.7', countryCode: 'PH' },
    maintenance: null,
    regionRestriction: null,
    ...rest,
  };
}

/** Country-code answer: the visitor in the Philippines, three accepted countries. */
export function buildCountryCode(
  overrides: Partial<CountryCodeResponse> = {},
): CountryCodeResponse {
  return {
    countryCode: 'PH',
    countries: [
      { countryCode: 'PH', countryDialingCode: '+63' },
      { countryCode: 'VN', countryDialingCode: '+84' },
      { countryCode: 'TH', countryDialingCode: '+66' },
    ],
    ...overrides,
  };
}

/** Registration settings of the demo brand. */
export function buildRegisterSetting(overrides: Partial<RegisterSetting> = {}): RegisterSetting {
  return {
    validators: buildRegisterValidators(),
    countries: buildCountryCode().countries,
    smsExpiredMinutes: 1,
    ...overrides,
  };
}

/** Domain routes as the server sends them (no `speed`). */
export function buildDomainRoutes(
  overrides: Partial<DomainRouteResponse> = {},
): DomainRouteResponse {
  return {
    domainList: [{ domain: 'www.lotusplay.test' }, { domain: 'm.lotusplay.test' }],
    ...overrides,
  };
}

/** Answer of the language update. */
export function buildUpdateLanguage(
  overrides: Partial<UpdateLanguageResponse> = {},
): UpdateLanguageResponse {
  return { language: 'EN', supported: [...LANGUAGE_CODES], ...overrides };
}
