// JSON schemas of the announcement calls and the operator's announcement routes: they validate
// requests, shape responses and feed OpenAPI. Limits come from the contract.
import {
  ANNOUNCEMENT_TYPES,
  AnnouncementLimits,
  LANGUAGE_CODES,
} from '@lotusplay/api-client/contracts';

const str = { type: 'string' } as const;
const type = { type: 'string', enum: [...ANNOUNCEMENT_TYPES] } as const;
const isoTime = { type: 'string', format: 'date-time' } as const;

export const listQuery = {
  type: 'object',
  properties: {
    type: { ...type, default: 'B' },
    platform: { type: 'string', enum: ['W'], default: 'W' },
    execution: { type: 'string', enum: ['B'], default: 'B' },
    language: {
      type: 'string',
      maxLength: 16,
      description: 'CN, EN… (or a browser tag); default: x-language / Accept-Language, else EN',
    },
    pageNo: { type: 'integer', minimum: 1, maximum: AnnouncementLimits.maxPageNo, default: 1 },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: AnnouncementLimits.maxPageSize,
      default: AnnouncementLimits.pageSize,
    },
  },
} as const;

export const indexNoticeQuery = {
  type: 'object',
  properties: { language: listQuery.properties.language },
} as const;

const announcement = {
  type: 'object',
  required: ['id', 'title', 'type', 'content', 'popup', 'memberOnly', 'publishedAt', 'endTime'],
  properties: {
    id: { type: 'integer' },
    title: { ...str, description: 'Plain text' },
    type,
    content: { ...str, description: 'Sanitised HTML' },
    popup: { type: 'boolean' },
    memberOnly: { type: 'boolean' },
    publishedAt: isoTime,
    endTime: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export const pageValue = {
  type: 'object',
  required: ['list', 'pageNo', 'pageSize', 'totalCount', 'totalPages'],
  properties: {
    list: { type: 'array', items: announcement },
    pageNo: { type: 'integer' },
    pageSize: { type: 'integer' },
    totalCount: { type: 'integer' },
    totalPages: { type: 'integer' },
  },
} as const;

export const noticeValue = {
  type: 'object',
  required: ['player', 'banners', 'popup', 'promotion'],
  properties: {
    player: { type: 'array', items: announcement },
    banners: { type: 'array', items: announcement },
    popup: { type: 'array', items: announcement },
    promotion: { type: 'array', items: announcement },
  },
} as const;

const text = {
  type: 'object',
  additionalProperties: false,
  required: ['lang', 'title', 'content'],
  properties: {
    lang: { type: 'string', enum: [...LANGUAGE_CODES] },
    title: { type: 'string', minLength: 1, maxLength: AnnouncementLimits.titleMaxLength },
    content: { type: 'string', maxLength: AnnouncementLimits.contentMaxLength },
  },
} as const;

export const opsAddBody = {
  type: 'object',
  additionalProperties: false,
  required: ['texts'],
  properties: {
    type,
    popup: { type: 'boolean' },
    memberOnly: { type: 'boolean' },
    sortOrder: { type: 'integer', minimum: 0, maximum: AnnouncementLimits.maxSortOrder },
    startTime: { type: ['string', 'null'], format: 'date-time' },
    endTime: { type: ['string', 'null'], format: 'date-time' },
    texts: { type: 'array', minItems: 1, maxItems: LANGUAGE_CODES.length, items: text },
  },
} as const;

const opsAnnouncement = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    type,
    popup: { type: 'boolean' },
    memberOnly: { type: 'boolean' },
    sortOrder: { type: 'integer' },
    startTime: { type: ['string', 'null'] },
    endTime: { type: ['string', 'null'] },
    createdAt: str,
    texts: {
      type: 'array',
      items: { type: 'object', properties: { lang: str, title: str, content: str } },
    },
  },
} as const;

export const opsAnnouncementValue = opsAnnouncement;
export const opsListValue = { type: 'array', items: opsAnnouncement } as const;
export const opsIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;
export const opsRemoveValue = {
  type: 'object',
  properties: { id: { type: 'integer' }, removed: { type: 'boolean' } },
} as const;
