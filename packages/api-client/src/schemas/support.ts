// Schemas of the support calls (feedback, getService, the operator's support routes). The contract
// types of these shapes are derived from them (contracts/support.ts).
import { Type } from '@sinclair/typebox';
import { FieldLimits } from '../contracts/field-limits';
import { SupportInputLimits, SupportLimits } from '../contracts/support';
import { AllSent, Narrow, Nullable, StringEnum } from './shared';
import { CUSTOMER_SERVICE_TYPES as channels } from './system';

const str = Type.String();
const channelType = StringEnum(channels);
const url = Nullable(
  Type.String({
    minLength: FieldLimits.nonEmptyMinLength,
    maxLength: SupportInputLimits.urlMaxLength,
  }),
);

/** FeedbackImageUpload: one image of a feedback, base64 without a data: prefix. */
export const FeedbackImageUploadSchema = Type.Object(
  {
    fileName: Type.String({ maxLength: SupportInputLimits.imageFileNameMaxLength }),
    /** image/png or image/jpeg, and the bytes must say the same (png or jpg by its bytes). */
    contentType: Type.String({ maxLength: SupportInputLimits.imageContentTypeMaxLength }),
    dataBase64: Type.String({ maxLength: SupportInputLimits.imageBase64MaxLength }),
  },
  { additionalProperties: false },
);

/** The feedback request. */
export const FeedbackRequestSchema = Type.Object(
  {
    content: Type.String({
      maxLength: SupportLimits.feedbackMaxLength,
      description: 'Plain text between the brand minWords and maxWords words (tags are removed)',
    }),
    /** Optional: how to reach the sender (a visitor has no account). */
    contact: Type.Optional(Type.String({ maxLength: SupportLimits.contactMaxLength })),
    images: Type.Optional(
      Type.Array(FeedbackImageUploadSchema, {
        description: `png or jpg by their bytes, at most ${SupportLimits.imageMaxCount}, 5 MB each`,
        // One more than allowed passes the schema, so it is answered with FEEDBACK_TOO_MANY_IMAGES.
        maxItems: SupportLimits.imageMaxCount + 1,
      }),
    ),
  },
  { additionalProperties: false },
);

/** The answer of a feedback (no `required` list). */
export const FeedbackResponseSchema = AllSent(
  Type.Object({
    id: Type.Integer(),
    /** ISO 8601. */
    createdAt: str,
    imageCount: Type.Integer(),
  }),
);

const feedbackSettings = {
  minWords: Type.Integer(),
  maxWords: Type.Integer(),
  maxImages: Type.Integer(),
  maxImageBytes: Type.Integer(),
  imageContentTypes: Narrow<readonly string[]>(Type.Array(str)),
};

/** The feedback settings: the brand's limits for the feedback form (no `required` list). */
export const FeedbackSettingsSchema = AllSent(Type.Object(feedbackSettings));

/** Query of getService. */
export const ServiceQuerySchema = Type.Object(
  { type: Type.Optional(StringEnum(channels, { default: 'LIVECHAT' })) },
  { additionalProperties: false },
);

/** ServicePath: one entry of `version.pathList` (no `required` list). */
export const ServicePathSchema = AllSent(
  Type.Object({
    /** `ServicePathTypes`. */
    type: Type.Integer({ description: '1: the channel; 3: the encrypted link' }),
    path: str,
  }),
);

/** The answer of getService (no `required` list). */
export const ServiceResponseSchema = AllSent(
  Type.Object({
    version: AllSent(Type.Object({ pathList: Type.Array(ServicePathSchema) })),
  }),
);

// ——— operator ———

/** The operator's support settings (every field optional). */
export const OpsSupportSettingsSchema = Type.Partial(
  Type.Object({
    ...feedbackSettings,
    vipUrl: str,
    channels: Type.Array(Type.Partial(Type.Object({ type: str, url: str }))),
  }),
);

const words = Type.Integer({
  minimum: SupportInputLimits.feedbackWordsMin,
  maximum: SupportLimits.feedbackWordsCeiling,
});

/** The operator's settings change (at least one field). */
export const OpsSupportSettingsRequestSchema = Type.Partial(
  Type.Object({ feedbackMinWords: words, feedbackMaxWords: words, vipUrl: url }),
  { additionalProperties: false, minProperties: FieldLimits.nonEmptyMinItems },
);

/** The operator's channel change. */
export const OpsChannelRequestSchema = Type.Object(
  { type: channelType, url },
  { additionalProperties: false },
);

/** Query of the operator's feedback list. */
export const OpsFeedbackQuerySchema = Type.Object(
  {
    last: Type.Optional(
      Type.Integer({
        minimum: SupportInputLimits.feedbackListMin,
        maximum: SupportInputLimits.feedbackListMax,
        default: SupportInputLimits.feedbackListDefault,
      }),
    ),
  },
  { additionalProperties: false },
);

/** OperatorFeedback: one stored feedback as the operator lists it (no `required` list). */
export const OperatorFeedbackSchema = AllSent(
  Type.Object({
    id: Type.Integer(),
    createdAt: str,
    memberId: Nullable(Type.Integer()),
    username: Nullable(Type.String()),
    ip: str,
    content: str,
    contact: Nullable(Type.String()),
    images: Type.Array(
      AllSent(Type.Object({ fileName: str, contentType: str, size: Type.Integer(), sha256: str })),
    ),
  }),
);

/** The operator's feedback list. */
export const OpsFeedbackListSchema = Type.Array(OperatorFeedbackSchema);

/** The operator's rank command. */
export const OpsMemberRankRequestSchema = Type.Object(
  {
    username: Type.String({
      minLength: FieldLimits.nonEmptyMinLength,
      maxLength: SupportInputLimits.rankUsernameMaxLength,
    }),
    labelName: Type.Optional(
      Nullable(Type.String({ maxLength: SupportInputLimits.rankLabelMaxLength })),
    ),
    rankLevel: Nullable(
      Type.Integer({
        minimum: SupportInputLimits.rankLevelMin,
        maximum: SupportInputLimits.rankLevelMax,
      }),
    ),
  },
  { additionalProperties: false },
);

/** The answer of the rank command (every field optional). */
export const OpsMemberRankSchema = Type.Partial(
  Type.Object({
    username: str,
    labelName: Nullable(Type.String()),
    rankLevel: Nullable(Type.Integer()),
  }),
);
