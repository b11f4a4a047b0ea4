// JSON schemas of the banner calls (public and operator): they validate requests, shape responses
// and feed OpenAPI.
import {
  BANNER_GROUPS,
  BANNER_LINKAGE_TYPES,
  BannerLimits,
  LANGUAGE_CODES,
} from '@lotusplay/api-client/contracts';

const str = { type: 'string' } as const;
const groupName = { type: 'string', enum: [...BANNER_GROUPS] } as const;
const language = { type: 'string', enum: [...LANGUAGE_CODES] } as const;
const nullableStr = { type: ['string', 'null'] } as const;

export const bannersQuery = {
  type: 'object',
  required: ['groupName'],
  properties: {
    groupName,
    language: {
      ...language,
      description: 'Default: x-language / Accept-Language when supported, else EN',
    },
  },
} as const;

const bannerProperties = {
  bannerId: { type: 'integer' },
  url: { ...str, description: 'The image at 1536 px wide: a site path or an http(s) address' },
  urlSmall: { ...nullableStr, description: 'The image at 768 px wide, or null' },
  groupName: str,
  linkageType: { type: 'string', enum: [...BANNER_LINKAGE_TYPES] },
  linkageTarget: { ...nullableStr, description: 'A site path (PAGE) or an http(s) address (URL)' },
  title: { ...str, description: 'Plain text: the image’s alternative text' },
} as const;

export const bannersValue = {
  type: 'array',
  items: { type: 'object', properties: bannerProperties },
} as const;

export const opsBannersQuery = {
  type: 'object',
  properties: { groupName, language },
} as const;

export const opsBannerBody = {
  type: 'object',
  required: ['groupName', 'language', 'title', 'imageUrl'],
  additionalProperties: false,
  properties: {
    groupName,
    language,
    title: { type: 'string', minLength: 1, maxLength: BannerLimits.titleMaxLength * 4 },
    imageUrl: { type: 'string', minLength: 1, maxLength: BannerLimits.urlMaxLength },
    imageUrlSmall: {
      type: ['string', 'null'],
      minLength: 1,
      maxLength: BannerLimits.urlMaxLength,
    },
    linkageType: { type: 'string', enum: [...BANNER_LINKAGE_TYPES] },
    linkageTarget: { type: ['string', 'null'], maxLength: BannerLimits.urlMaxLength },
    sortOrder: { type: 'integer', minimum: 0, maximum: BannerLimits.maxSortOrder },
  },
} as const;

const opsBanner = {
  type: 'object',
  properties: {
    ...bannerProperties,
    language: str,
    sortOrder: { type: 'integer' },
  },
} as const;

export const opsBannerValue = opsBanner;
export const opsBannersValue = { type: 'array', items: opsBanner } as const;

export const opsBannerParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

export const removedValue = {
  type: 'object',
  properties: { bannerId: { type: 'integer' }, removed: { type: 'boolean' } },
} as const;
