// JSON schemas of the content calls (the help centre): they validate requests, shape responses and
// feed OpenAPI.
import { LANGUAGE_CODES } from '@lotusplay/api-client/contracts';

const str = { type: 'string' } as const;

/** A `lang` query: one of the contract's languages; without it the headers decide. */
const lang = {
  type: 'string',
  enum: [...LANGUAGE_CODES],
  description: 'Default: x-language / Accept-Language when supported, else EN',
} as const;

export const helpV2Query = {
  type: 'object',
  properties: {
    lang,
    device: { type: 'string', enum: ['WEB', 'H5'], default: 'WEB' },
  },
} as const;

export const helpCenterQuery = {
  type: 'object',
  properties: { lang },
} as const;

export const helpV2Value = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      title: str,
      tag: str,
      articles: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            title: str,
            tag: str,
            html: { type: 'string', description: 'Unsanitised HTML: the client sanitises it' },
          },
        },
      },
    },
  },
} as const;

export const helpCenterValue = {
  type: 'array',
  items: {
    type: 'object',
    properties: { id: { type: 'integer' }, title: str, tag: str },
  },
} as const;
