// JSON schemas of the system calls: they validate requests, shape responses and feed OpenAPI.
import { LANGUAGE_CODES } from '@lotusplay/api-client/contracts';

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const bool = { type: 'boolean' } as const;

/** Shared schemas registered once with app.addSchema (referenced by $id). */
export const sharedSystemSchemas = [
  {
    $id: 'WhitelabelNode',
    type: 'object',
    required: ['moduleId', 'name', 'enabled', 'children'],
    properties: {
      moduleId: str,
      name: str,
      enabled: bool,
      children: { type: 'array', items: { $ref: 'WhitelabelNode#' } },
    },
  },
  {
    $id: 'MaintenanceInfo',
    type: ['object', 'null'],
    required: ['startTime', 'endTime', 'message'],
    properties: { startTime: nullableStr, endTime: nullableStr, message: str },
  },
  {
    $id: 'RegionRestrictionInfo',
    type: ['object', 'null'],
    required: ['ip', 'countryCode', 'message'],
    properties: { ip: str, countryCode: str, message: str },
  },
  {
    $id: 'RegisterValidator',
    type: 'object',
    required: [
      'key',
      'enabled',
      'required',
      'minLength',
      'maxLength',
      'patternId',
      'acceptedPattern',
    ],
    properties: {
      key: str,
      enabled: bool,
      required: bool,
      minLength: { type: 'integer' },
      maxLength: { type: 'integer' },
      patternId: { type: 'integer', minimum: 0, maximum: 23 },
      acceptedPattern: str,
    },
  },
  {
    $id: 'CountryEntry',
    type: 'object',
    required: ['countryCode', 'countryDialingCode'],
    properties: { countryCode: str, countryDialingCode: str },
  },
] as const;

/** Language codes accepted by the `language` field. */
export const languageSchema = { type: 'string', enum: [...LANGUAGE_CODES] } as const;

export const statusQuery = {
  type: 'object',
  properties: {
    url: { type: 'string', maxLength: 2048, description: 'Current host of the web app' },
  },
} as const;

export const languageBody = {
  type: 'object',
  required: ['language'],
  additionalProperties: false,
  properties: { language: languageSchema },
} as const;

export const systemStatusValue = {
  type: 'object',
  required: ['status', 'maintenance', 'regionRestriction'],
  properties: {
    status: {
      type: 'integer',
      enum: [0, 1, 2],
      description: '0 normal, 1 maintenance, 2 region restricted',
    },
    maintenance: { $ref: 'MaintenanceInfo#' },
    regionRestriction: { $ref: 'RegionRestrictionInfo#' },
  },
} as const;

export const whitelabelValue = {
  type: 'object',
  required: ['tree', 'flags'],
  properties: {
    tree: { type: 'array', items: { $ref: 'WhitelabelNode#' } },
    flags: { type: 'object', additionalProperties: bool },
  },
} as const;

export const permissionValue = {
  type: 'object',
  required: ['info', 'location', 'maintenance', 'regionRestriction'],
  properties: {
    info: {
      type: 'object',
      properties: {
        merchantCode: str,
        brandName: str,
        platform: str,
        defaultLanguage: str,
        languages: { type: 'array', items: str },
        currencySymbol: str,
        redirectToLogin: bool,
        showCountryCode: bool,
        whitelabel: { type: 'array', items: { $ref: 'WhitelabelNode#' } },
        registerValidators: { type: 'array', items: { $ref: 'RegisterValidator#' } },
        resources: {
          type: 'array',
          items: {
            type: 'object',
            properties: { resourceType: str, url: str, qrCodeUrl: nullableStr },
          },
        },
        customerService: {
          type: 'array',
          items: { type: 'object', properties: { type: str, url: str } },
        },
        analytics: { type: 'object', properties: { gtagId: nullableStr } },
        imageCDNs: { type: 'array', items: str },
        launchGameCDNs: { type: 'array', items: str },
        licences: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: str, name: str, imageUrl: str, url: str },
          },
        },
        firebase: {
          type: ['object', 'null'],
          properties: { apiKey: str, authDomain: str, projectId: str, emulatorUrl: nullableStr },
        },
      },
    },
    location: { type: 'object', properties: { ip: str, countryCode: str } },
    maintenance: { $ref: 'MaintenanceInfo#' },
    regionRestriction: { $ref: 'RegionRestrictionInfo#' },
  },
} as const;

export const countryCodeValue = {
  type: 'object',
  required: ['countryCode', 'countries'],
  properties: {
    countryCode: str,
    countries: { type: 'array', items: { $ref: 'CountryEntry#' } },
  },
} as const;

export const registerSettingValue = {
  type: 'object',
  required: ['validators', 'countries', 'smsExpiredMinutes'],
  properties: {
    validators: { type: 'array', items: { $ref: 'RegisterValidator#' } },
    countries: { type: 'array', items: { $ref: 'CountryEntry#' } },
    smsExpiredMinutes: { type: 'integer' },
  },
} as const;

export const domainRouteValue = {
  type: 'object',
  required: ['domainList'],
  properties: {
    domainList: { type: 'array', items: { type: 'object', properties: { domain: str } } },
  },
} as const;

export const languageValue = {
  type: 'object',
  required: ['language', 'supported'],
  properties: { language: str, supported: { type: 'array', items: str } },
} as const;
