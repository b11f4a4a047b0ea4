// Schemas of the banner calls (public and operator). The contract types of these shapes are
// derived from them (contracts/banners.ts).
import { Type } from '@sinclair/typebox';
import { BANNER_GROUPS, BANNER_LINKAGE_TYPES, BannerLimits } from '../contracts/banners';
import type { BannerGroup } from '../contracts/banners';
import { FieldLimits } from '../contracts/field-limits';
import type { LanguageCode } from '../contracts/system';
import { LANGUAGE_CODES } from '../contracts/system-rules';
import { IdParamsSchema, IdSchema } from './fields';
import { AllSent, Narrow, Nullable, StringEnum } from './shared';

const str = Type.String();
const groupName = StringEnum(BANNER_GROUPS);
const language = StringEnum(LANGUAGE_CODES);
const linkageType = StringEnum(BANNER_LINKAGE_TYPES);
const nonEmpty = FieldLimits.nonEmptyMinLength;

/** Query of GET /wps/banner. */
export const BannersQuerySchema = Type.Object({
  groupName,
  language: Type.Optional(
    StringEnum(LANGUAGE_CODES, {
      description:
        "Default: x-language / Accept-Language when supported, else the brand's default language",
    }),
  ),
});

const bannerProperties = {
  bannerId: Type.Integer(),
  /** The image at full width (BANNER_IMAGE_WIDTHS.large): a site path or an http(s) address. */
  url: Type.String({ description: 'The image at 1536 px wide: a site path or an http(s) address' }),
  /** The image at BANNER_IMAGE_WIDTHS.small, or null. */
  urlSmall: Nullable(Type.String({ description: 'The image at 768 px wide, or null' })),
  groupName: Narrow<BannerGroup>(str),
  linkageType,
  /** A site path (PAGE) or an http(s) address (URL); null for NONE. */
  linkageTarget: Nullable(
    Type.String({ description: 'A site path (PAGE) or an http(s) address (URL)' }),
  ),
  title: Type.String({
    description: 'The headline in the language asked for, laid over the image',
  }),
  subline: Type.String({ description: 'A line under the headline, or empty' }),
  callToAction: Type.String({ description: 'The call to action’s label, or empty' }),
};

/** Banner (SPEC.md §3: bannerId, url, groupName, linkageType; plus what the site shows). */
export const BannerSchema = AllSent(Type.Object(bannerProperties));

/** The banners of a group (as serialised: no `required` list). */
export const BannersResponseSchema = Type.Array(BannerSchema);

/** Query of the operator's banner list. */
export const OpsBannersQuerySchema = Type.Partial(Type.Object({ groupName, language }));

// Tags are stripped before the limits are checked, so what is sent may be longer.
const textFields = {
  title: Type.Optional(Type.String({ maxLength: BannerLimits.titleMaxLength * 4 })),
  subline: Type.Optional(Type.String({ maxLength: BannerLimits.sublineMaxLength * 4 })),
  callToAction: Type.Optional(Type.String({ maxLength: BannerLimits.callToActionMaxLength * 4 })),
};

/** One language's texts of a banner, as the operator sends them ('' or missing: left empty). */
export const OpsBannerTextRequestSchema = Type.Object(textFields, { additionalProperties: false });

/** The operator's banner, as sent. */
export const OpsBannerRequestSchema = Type.Object(
  {
    groupName,
    texts: Type.Array(Type.Object({ language, ...textFields }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: LANGUAGE_CODES.length,
    }),
    imageUrl: Type.String({ minLength: nonEmpty, maxLength: BannerLimits.urlMaxLength }),
    imageUrlSmall: Type.Optional(
      Nullable(Type.String({ minLength: nonEmpty, maxLength: BannerLimits.urlMaxLength })),
    ),
    linkageType: Type.Optional(linkageType),
    linkageTarget: Type.Optional(Nullable(Type.String({ maxLength: BannerLimits.urlMaxLength }))),
    sortOrder: Type.Optional(
      Type.Integer({ minimum: FieldLimits.sortOrderMin, maximum: BannerLimits.maxSortOrder }),
    ),
  },
  { additionalProperties: false },
);

const {
  title: _title,
  subline: _subline,
  callToAction: _callToAction,
  ...imageProperties
} = bannerProperties;

/** The operator's banner, as answered (no `required` list): its order and its texts as stored. */
export const OpsBannerSchema = AllSent(
  Type.Object({
    ...imageProperties,
    sortOrder: Type.Integer(),
    /** Per language, '' where the operator left a text empty. */
    texts: Type.Array(
      Type.Object({
        language: Narrow<LanguageCode>(str),
        title: str,
        subline: str,
        callToAction: str,
      }),
    ),
  }),
);

/** The operator's banners. */
export const OpsBannersResponseSchema = Type.Array(OpsBannerSchema);

/** The params of the operator's banner routes. */
export const OpsBannerParamsSchema = IdParamsSchema;

/** The params of the operator's banner text route: the banner and the language. */
export const OpsBannerTextParamsSchema = Type.Object({
  id: IdSchema,
  language,
});

/** The answer of removing a banner (every field optional). */
export const BannerRemovedResponseSchema = Type.Partial(
  Type.Object({ bannerId: Type.Integer(), removed: Type.Boolean() }),
);
