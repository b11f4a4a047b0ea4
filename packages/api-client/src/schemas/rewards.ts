// Schemas of the reward centre (rewardCenter, issue 27) and the operator's reward commands. The
// contract types are derived from them (contracts/rewards.ts).
import { Type } from '@sinclair/typebox';
import { FieldLimits } from '../contracts/field-limits';
import { PromotionLimits } from '../contracts/promotions';
import {
  REWARD_CONTACTS,
  REWARD_MODES,
  REWARD_PARTICIPATION_STATUSES,
  REWARD_PAYOUTS,
  REWARD_STATUSES,
  RewardLimits,
} from '../contracts/rewards-rules';
import { IdSchema, MoneyInputSchema, MoneyValueSchema as money, Str } from './fields';
import { NullableTimeSchema, TimeSchema } from './orders';
import { Nullable, StringEnum } from './shared';

const promotionId = Type.Integer({ minimum: FieldLimits.idMin, maximum: PromotionLimits.maxId });
const contact = Type.Optional(Str(RewardLimits.contactInputMaxLength));

/** One reward as the member sees it, with its status (RewardStatus) and what the member sent. */
export const RewardItemSchema = Type.Object({
  promotionId: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  imageUrl: Type.String(),
  startTime: TimeSchema,
  endTime: NullableTimeSchema,
  mode: StringEnum(REWARD_MODES),
  payout: StringEnum(REWARD_PAYOUTS),
  /** What the reward pays. */
  amount: money,
  /** The contact it needs (the Zalo / WhatsApp prompt), or null. */
  contact: Nullable(StringEnum(REWARD_CONTACTS)),
  status: StringEnum(REWARD_STATUSES),
  /** The application's comment (null: joined, or not taken part). */
  comment: Nullable(Type.String()),
  /** Images sent with the application. */
  imageCount: Type.Integer(),
  /** The operator's reason of a rejection. */
  rejectReason: Nullable(Type.String()),
  /** When the member joined or applied. */
  takenAt: NullableTimeSchema,
  /** When the reward was paid (claimed or issued). */
  paidAt: NullableTimeSchema,
});

/** MCSFE_getRewardCenter: the rewards and how many can be claimed (the menu's badge). */
export const RewardCenterResponseSchema = Type.Object({
  rewards: Type.Array(RewardItemSchema),
  claimable: Type.Integer(),
});

/** MCSFE_joinReward. */
export const RewardJoinRequestSchema = Type.Object(
  { promotionId, contact },
  { additionalProperties: false },
);

/** One image of an application: its bytes as base64 (the type is read from the bytes). */
export const RewardImageUploadSchema = Type.Object(
  { dataBase64: Type.String({ maxLength: RewardLimits.imageBase64InputMaxLength }) },
  { additionalProperties: false },
);

/** MCSFE_applyReward: a comment (up to 140 characters) and up to 3 images (the service counts). */
export const RewardApplyRequestSchema = Type.Object(
  {
    promotionId,
    comment: Str(RewardLimits.commentMaxLength),
    contact,
    images: Type.Array(RewardImageUploadSchema, { maxItems: RewardLimits.maxImages + 1 }),
  },
  { additionalProperties: false },
);

/** MCSFE_claimReward. */
export const RewardClaimRequestSchema = Type.Object(
  { promotionId },
  { additionalProperties: false },
);

/** What a claim paid. */
export const RewardClaimResponseSchema = Type.Object({
  promotionId: Type.Integer(),
  amount: money,
  paidAt: TimeSchema,
});

/** The operator's reward on a promotion (`PUT /ops/rewards/:code`, `ops reward set`). */
export const OpsRewardInputSchema = Type.Object(
  {
    mode: StringEnum(REWARD_MODES),
    payout: StringEnum(REWARD_PAYOUTS),
    amount: MoneyInputSchema,
    /** The contact it needs; none when left out. */
    contact: Type.Optional(StringEnum(REWARD_CONTACTS)),
  },
  { additionalProperties: false },
);

/** The reward set on a promotion. */
export const OpsRewardSchema = Type.Object({
  promotionId: Type.Integer(),
  code: Type.String(),
  mode: StringEnum(REWARD_MODES),
  payout: StringEnum(REWARD_PAYOUTS),
  amount: money,
  contact: Nullable(StringEnum(REWARD_CONTACTS)),
});

/** One member's taking part, as the operator reviews it. */
export const OpsRewardApplicationSchema = Type.Object({
  id: Type.Integer(),
  promotionId: Type.Integer(),
  code: Type.String(),
  username: Type.String(),
  status: StringEnum(REWARD_PARTICIPATION_STATUSES),
  comment: Nullable(Type.String()),
  contact: Nullable(Type.String()),
  imageCount: Type.Integer(),
  amount: money,
  rejectReason: Nullable(Type.String()),
  takenAt: TimeSchema,
  reviewedAt: NullableTimeSchema,
});

/** `GET /ops/rewards/applications?status=`. */
export const OpsRewardApplicationsQuerySchema = Type.Object(
  { status: Type.Optional(StringEnum(REWARD_PARTICIPATION_STATUSES)) },
  { additionalProperties: false },
);

export const OpsRewardApplicationListSchema = Type.Object({
  applications: Type.Array(OpsRewardApplicationSchema),
});

export const OpsRewardApplicationParamsSchema = Type.Object({ id: IdSchema });

/** A rejection's reason. */
export const OpsRewardRejectSchema = Type.Object(
  { reason: Str(RewardLimits.reasonMaxLength) },
  { additionalProperties: false },
);
