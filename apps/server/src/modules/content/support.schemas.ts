// JSON schemas of the support calls (feedback, getService, the operator's support routes): they
// validate requests, shape responses and feed OpenAPI.
import { SupportLimits } from '@lotusplay/api-client/contracts';

const str = { type: 'string' } as const;
const channelType = { type: 'string', enum: ['LIVECHAT', 'FACEBOOK', 'TELEGRAM'] } as const;

export const feedbackBody = {
  type: 'object',
  required: ['content'],
  additionalProperties: false,
  properties: {
    content: {
      type: 'string',
      maxLength: SupportLimits.feedbackMaxLength,
      description: 'Plain text between the brand minWords and maxWords words (tags are removed)',
    },
    contact: { type: 'string', maxLength: SupportLimits.contactMaxLength },
    images: {
      type: 'array',
      description: `png or jpg by their bytes, at most ${SupportLimits.imageMaxCount}, 5 MB each`,
      // One more than allowed passes the schema, so it is answered with FEEDBACK_TOO_MANY_IMAGES.
      maxItems: SupportLimits.imageMaxCount + 1,
      items: {
        type: 'object',
        required: ['fileName', 'contentType', 'dataBase64'],
        additionalProperties: false,
        properties: {
          fileName: { type: 'string', maxLength: 1000 },
          contentType: { type: 'string', maxLength: 100 },
          dataBase64: { type: 'string', maxLength: SupportLimits.imageBase64MaxLength + 4096 },
        },
      },
    },
  },
} as const;

export const feedbackValue = {
  type: 'object',
  properties: { id: { type: 'integer' }, createdAt: str, imageCount: { type: 'integer' } },
} as const;

export const feedbackSettingsValue = {
  type: 'object',
  properties: {
    minWords: { type: 'integer' },
    maxWords: { type: 'integer' },
    maxImages: { type: 'integer' },
    maxImageBytes: { type: 'integer' },
    imageContentTypes: { type: 'array', items: str },
  },
} as const;

export const serviceQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { type: { ...channelType, default: 'LIVECHAT' } },
} as const;

export const serviceValue = {
  type: 'object',
  properties: {
    version: {
      type: 'object',
      properties: {
        pathList: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              type: { type: 'integer', description: '1: the channel; 3: the encrypted link' },
              path: str,
            },
          },
        },
      },
    },
  },
} as const;

// ——— operator ———

export const opsSettingsValue = {
  type: 'object',
  properties: {
    ...feedbackSettingsValue.properties,
    vipUrl: str,
    channels: {
      type: 'array',
      items: { type: 'object', properties: { type: str, url: str } },
    },
  },
} as const;

export const opsSettingsBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    feedbackMinWords: { type: 'integer', minimum: 1, maximum: SupportLimits.feedbackWordsCeiling },
    feedbackMaxWords: { type: 'integer', minimum: 1, maximum: SupportLimits.feedbackWordsCeiling },
    vipUrl: { type: ['string', 'null'], minLength: 1, maxLength: 2000 },
  },
} as const;

export const opsChannelBody = {
  type: 'object',
  required: ['type', 'url'],
  additionalProperties: false,
  properties: {
    type: channelType,
    url: { type: ['string', 'null'], minLength: 1, maxLength: 2000 },
  },
} as const;

export const opsFeedbackQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { last: { type: 'integer', minimum: 1, maximum: 200, default: 20 } },
} as const;

export const opsFeedbackValue = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      createdAt: str,
      memberId: { type: ['integer', 'null'] },
      username: { type: ['string', 'null'] },
      ip: str,
      content: str,
      contact: { type: ['string', 'null'] },
      images: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            fileName: str,
            contentType: str,
            size: { type: 'integer' },
            sha256: str,
          },
        },
      },
    },
  },
} as const;

export const opsMemberRankBody = {
  type: 'object',
  required: ['username', 'rankLevel'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 100 },
    labelName: { type: ['string', 'null'], maxLength: 100 },
    rankLevel: { type: ['integer', 'null'], minimum: 0, maximum: 100 },
  },
} as const;

export const opsMemberRankValue = {
  type: 'object',
  properties: {
    username: str,
    labelName: { type: ['string', 'null'] },
    rankLevel: { type: ['integer', 'null'] },
  },
} as const;
