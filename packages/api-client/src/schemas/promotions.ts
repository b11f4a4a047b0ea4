// Schemas of the promotions calls and the operator's promotion commands (every value bounded). The
// contract types of these shapes are derived from them (contracts/promotions.ts).
import { Type } from '@sinclair/typebox';
import type { TOptional } from '@sinclair/typebox';
import { FieldLimits } from '../contracts/field-limits';
import {
  PROMOTION_CATEGORIES,
  PROMOTION_KINDS,
  PromotionErrorCodes,
  PromotionInputLimits,
  PromotionLimits,
} from '../contracts/promotions';
import type { PromotionStatus } from '../contracts/promotions';
import type { LanguageCode } from '../contracts/system';
import { LANGUAGE_CODES } from '../contracts/system-rules';
import { MoneyInputSchema, MoneyValueSchema as money, Str } from './fields';
import { NullableTimeSchema, TimeSchema } from './orders';
import { Nullable, StringEnum } from './shared';

const Opt = Type.Optional;
const language = StringEnum(LANGUAGE_CODES, {
  description: 'Default: x-language / Accept-Language when supported, else EN',
});
const id = Type.Integer({ minimum: FieldLimits.idMin, maximum: PromotionLimits.maxId });
const category = StringEnum(PROMOTION_CATEGORIES);
const kind = StringEnum(PROMOTION_KINDS);
const status = StringEnum(['UPCOMING', 'ONGOING', 'ENDED'] satisfies PromotionStatus[]);
type PromotionErrorCode = (typeof PromotionErrorCodes)[keyof typeof PromotionErrorCodes];
const errorCode = Type.Unsafe<PromotionErrorCode | null>({
  type: ['string', 'null'],
  enum: [...Object.values(PromotionErrorCodes), null],
});
const nonEmpty = FieldLimits.nonEmptyMinLength;

/** Query of the promotion list. */
export const PromotionListQuerySchema = Type.Object(
  { language: Opt(language), category: Opt(category) },
  { additionalProperties: false },
);

/** Query of one promotion. */
export const PromotionDetailQuerySchema = Type.Object(
  { id, language: Opt(language) },
  { additionalProperties: false },
);

/** Query of a promotion's claim state. */
export const PromotionClaimQuerySchema = Type.Object({ id }, { additionalProperties: false });

/** The claim request. */
export const PromotionClaimRequestSchema = Type.Object({ id });

const summaryProperties = {
  id: Type.Integer(),
  kind,
  category,
  title: Type.String({ description: 'Plain text' }),
  summary: Type.String({ description: 'Plain text' }),
  imageUrl: Type.String(),
  /** ISO date-time. */
  startTime: TimeSchema,
  /** ISO date-time; null when open-ended. */
  endTime: NullableTimeSchema,
  status,
};

/**
 * PromotionSummary: a promotion as the list shows it (texts in the asked language, each in the
 * brand's default language where the operator left it empty).
 */
export const PromotionSummarySchema = Type.Object(summaryProperties);

/** The promotion list, in the brand's order (then newest first). */
export const PromotionListResponseSchema = Type.Object({
  list: Type.Array(PromotionSummarySchema),
});

/** PromotionRules: the rules a member must meet to claim (decided on the server). */
export const PromotionRulesSchema = Type.Object({
  /** Always true: a trial account never claims. */
  realAccountOnly: Type.Boolean(),
  /** Completed deposits needed, money string, or null. */
  minDeposit: Type.Union([money, Type.Null()]),
  /** A member label needed, or null. */
  memberLabel: Nullable(Type.String()),
});

/** One promotion with its page, rules and prizes. */
export const PromotionDetailSchema = Type.Object({
  ...summaryProperties,
  html: Type.String({ description: 'Sanitised HTML (the client sanitises it again)' }),
  rules: PromotionRulesSchema,
  /** A raffle's prize amounts (money strings), largest first; null for other kinds. */
  prizes: Type.Union([Type.Array(money), Type.Null()]),
});

/** A promotion's claim state for the member. */
export const PromotionClaimStateSchema = Type.Object({
  id: Type.Integer(),
  claimed: Type.Boolean(),
  /** The prize paid (money string), once claimed. */
  prize: Type.Union([money, Type.Null()]),
  /** When it was claimed. */
  claimedAt: NullableTimeSchema,
  /** Whether a claim would be accepted now. */
  claimable: Type.Boolean(),
  /** Why not (when not claimed and not claimable), as the claim would answer. */
  reason: errorCode,
});

/** The answer of a claim: the prize drawn and paid. */
export const PromotionClaimResponseSchema = Type.Object({
  id: Type.Integer(),
  /** Money string. */
  prize: money,
  claimedAt: TimeSchema,
  /** The ledger transaction that paid it. */
  transactionId: Type.Integer(),
});

// Operator commands.

const codeSchema = Type.String({ pattern: PromotionLimits.codePattern });

// Empty texts are allowed here: a language may leave any of them to the default language's (the
// service requires the default language's title and summary).
const text = Type.Object(
  {
    title: Type.String({ maxLength: PromotionLimits.titleMaxLength }),
    summary: Type.String({ maxLength: PromotionLimits.summaryMaxLength }),
    html: Type.String({ maxLength: PromotionLimits.htmlMaxLength }),
  },
  { additionalProperties: false },
);
const texts = Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, Opt(text)])) as Record<
  LanguageCode,
  TOptional<typeof text>
>;

/** The operator's new promotion. */
export const OpsPromotionRequestSchema = Type.Object(
  {
    code: codeSchema,
    kind,
    category,
    imageUrl: Type.String({ minLength: nonEmpty, maxLength: PromotionLimits.imageUrlMaxLength }),
    startTime: TimeSchema,
    endTime: Opt(NullableTimeSchema),
    sortOrder: Opt(
      Type.Integer({
        minimum: PromotionInputLimits.minSortOrder,
        maximum: PromotionInputLimits.maxSortOrder,
      }),
    ),
    minDeposit: Opt(Type.Union([MoneyInputSchema, Type.Null()])),
    memberLabel: Opt(Type.Union([Str(PromotionLimits.memberLabelMaxLength), Type.Null()])),
    texts: Type.Object(texts, {
      additionalProperties: false,
      minProperties: FieldLimits.nonEmptyMinItems,
    }),
    prizes: Opt(
      Type.Array(
        Type.Object(
          {
            amount: MoneyInputSchema,
            weight: Type.Integer({
              minimum: PromotionInputLimits.minPrizeWeight,
              maximum: PromotionLimits.maxPrizeWeight,
            }),
          },
          { additionalProperties: false },
        ),
        { maxItems: PromotionLimits.maxPrizes },
      ),
    ),
  },
  { additionalProperties: false },
);

/** A promotion as the operator sees it. */
export const OpsPromotionSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  kind,
  category,
  startTime: TimeSchema,
  endTime: NullableTimeSchema,
  status,
  claims: Type.Integer(),
});

/** The operator's promotions. */
export const OpsPromotionListSchema = Type.Array(OpsPromotionSchema);

/** The params of the operator's promotion routes. */
export const OpsPromotionParamsSchema = Type.Object({ code: codeSchema });

/** The answer of removing a promotion. */
export const PromotionRemovedResponseSchema = Type.Object({
  code: Type.String(),
  removed: Type.Boolean(),
});
