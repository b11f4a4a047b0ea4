// Schemas of the announcement calls and the operator's announcement routes. The contract types of
// these shapes are derived from them (contracts/announcements.ts).
import { Type } from '@sinclair/typebox';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_TYPES,
  AnnouncementLimits,
} from '../contracts/announcements';
import { FieldLimits } from '../contracts/field-limits';
import { LANGUAGE_CODES } from '../contracts/system-rules';
import { IdParamsSchema } from './fields';
import { NullableTimeSchema, TimeSchema } from './orders';
import { AllSent, Nullable, StringEnum } from './shared';

const str = Type.String();
const type = StringEnum(ANNOUNCEMENT_TYPES);
const audience = StringEnum(ANNOUNCEMENT_AUDIENCES);
const language = Type.Optional(
  Type.String({
    maxLength: FieldLimits.languageTagMaxLength,
    description: 'CN, EN… (or a browser tag); default: x-language / Accept-Language, else EN',
  }),
);

/** Query of the announcement list. */
export const AnnouncementListQuerySchema = Type.Object({
  /** Default B. */
  type: Type.Optional(StringEnum(ANNOUNCEMENT_TYPES, { default: 'B' })),
  /** Always W (web). */
  platform: Type.Optional(StringEnum(['W'], { default: 'W' })),
  /** Always B. */
  execution: Type.Optional(StringEnum(['B'], { default: 'B' })),
  language,
  /** 1-based; default 1. */
  pageNo: Type.Optional(
    Type.Integer({
      minimum: FieldLimits.pageMin,
      maximum: AnnouncementLimits.maxPageNo,
      default: FieldLimits.pageMin,
    }),
  ),
  /** Default 9. */
  pageSize: Type.Optional(
    Type.Integer({
      minimum: FieldLimits.pageMin,
      maximum: AnnouncementLimits.maxPageSize,
      default: AnnouncementLimits.pageSize,
    }),
  ),
});

/** Query of the agent centre's announcements: every type, newest first. */
export const AgentAnnouncementListQuerySchema = Type.Object({
  language,
  /** 1-based; default 1. */
  pageNo: Type.Optional(
    Type.Integer({
      minimum: FieldLimits.pageMin,
      maximum: AnnouncementLimits.maxPageNo,
      default: FieldLimits.pageMin,
    }),
  ),
  /** Default 10. */
  pageSize: Type.Optional(
    Type.Integer({
      minimum: FieldLimits.pageMin,
      maximum: AnnouncementLimits.maxPageSize,
      default: AnnouncementLimits.agentPageSize,
    }),
  ),
});

/** Query of the index notices. */
export const IndexNoticeQuerySchema = Type.Object({ language });

/** Announcement: one announcement as the site shows it (a Notice with its type, HTML and time). */
export const AnnouncementSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String({ description: 'Plain text' }),
  type,
  content: Type.String({ description: 'Sanitised HTML' }),
  /** Shown in the home page's popup. */
  popup: Type.Boolean(),
  /** Only members see it (getAnnouncementLogined). */
  memberOnly: Type.Boolean(),
  /** The time shown beside it (ISO 8601): its start, else its creation. */
  publishedAt: TimeSchema,
  /** ISO 8601, or null when it never ends. */
  endTime: NullableTimeSchema,
});

/** A page of announcements. */
export const AnnouncementPageSchema = Type.Object({
  list: Type.Array(AnnouncementSchema),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  totalCount: Type.Integer(),
  totalPages: Type.Integer(),
});

/** A page of the announcements for agents (the same shape as the site's pages). */
export const AgentAnnouncementPageSchema = AnnouncementPageSchema;

/** The index notices. */
export const IndexNoticeResponseSchema = Type.Object({
  player: Type.Array(AnnouncementSchema),
  banners: Type.Array(AnnouncementSchema),
  popup: Type.Array(AnnouncementSchema),
  promotion: Type.Array(AnnouncementSchema),
});

const text = Type.Object(
  {
    lang: StringEnum(LANGUAGE_CODES),
    title: Type.String({
      minLength: FieldLimits.nonEmptyMinLength,
      maxLength: AnnouncementLimits.titleMaxLength,
    }),
    content: Type.String({ maxLength: AnnouncementLimits.contentMaxLength }),
  },
  { additionalProperties: false },
);

/** The operator's new announcement. */
export const OpsAnnouncementRequestSchema = Type.Object(
  {
    type: Type.Optional(type),
    popup: Type.Optional(Type.Boolean()),
    /** Default all; `memberOnly: true` is the older way of saying `members`. */
    audience: Type.Optional(audience),
    memberOnly: Type.Optional(Type.Boolean()),
    sortOrder: Type.Optional(
      Type.Integer({
        minimum: FieldLimits.sortOrderMin,
        maximum: AnnouncementLimits.maxSortOrder,
      }),
    ),
    /** ISO 8601; default: now. */
    startTime: Type.Optional(NullableTimeSchema),
    /** ISO 8601; default: never ends. */
    endTime: Type.Optional(NullableTimeSchema),
    /** At least one language. */
    texts: Type.Array(text, {
      minItems: FieldLimits.nonEmptyMinItems,
      maxItems: LANGUAGE_CODES.length,
    }),
  },
  { additionalProperties: false },
);

/** The operator's announcement, as answered (no `required` list). */
export const OpsAnnouncementSchema = AllSent(
  Type.Object({
    id: Type.Integer(),
    type,
    popup: Type.Boolean(),
    audience,
    /** audience is members. */
    memberOnly: Type.Boolean(),
    sortOrder: Type.Integer(),
    startTime: Nullable(Type.String()),
    endTime: Nullable(Type.String()),
    createdAt: str,
    texts: Type.Array(AllSent(Type.Object({ lang: str, title: str, content: str }))),
  }),
);

/** The operator's change of an announcement's audience. */
export const OpsAnnouncementAudienceRequestSchema = Type.Object(
  { audience },
  { additionalProperties: false },
);

/** The operator's announcements. */
export const OpsAnnouncementListSchema = Type.Array(OpsAnnouncementSchema);

/** The params of the operator's announcement routes. */
export const OpsAnnouncementParamsSchema = IdParamsSchema;

/** The answer of removing an announcement (every field optional). */
export const AnnouncementRemovedResponseSchema = Type.Partial(
  Type.Object({ id: Type.Integer(), removed: Type.Boolean() }),
);
