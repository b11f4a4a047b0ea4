// Schemas of the points calls and the operator's points commands. The contract types of these
// shapes are derived from them (contracts/points.ts).
import { Type } from '@sinclair/typebox';
import type { TObject, TOptional, TString } from '@sinclair/typebox';
import { FieldLimits } from '../contracts/field-limits';
import { PointInputLimits, PointLimits, REDEEM_STATUSES } from '../contracts/points';
import type { LanguageCode } from '../contracts/system';
import { LANGUAGE_CODES } from '../contracts/system-rules';
import { WalletLimits } from '../contracts/wallet-rules';
import { PaymentPasswordRules } from '../contracts/withdrawal-rules';
import { IdempotencyKeySchema, IdSchema, MoneyValueSchema, Str } from './fields';
import { TimeSchema } from './orders';
import { AllSent, Nullable, StringEnum } from './shared';

const Opt = Type.Optional;
const int = Type.Integer();
const text = Type.String();
const status = StringEnum(REDEEM_STATUSES);

/** A `lang`: one of the contract's languages; without it the headers decide. */
const lang = Opt(
  StringEnum(LANGUAGE_CODES, {
    description: 'Default: x-language / Accept-Language when supported, else EN',
  }),
);

const paymentPassword = Type.String({ maxLength: PaymentPasswordRules.maxInputLength });

/** A `?lang=` query. */
export const PointsLangQuerySchema = Type.Object({ lang });

/** The member's points. */
export const PointsBalanceSchema = Type.Object({
  /** The member's points (a whole number, never below 0; points never expire). */
  points: int,
});

/** The points settings. */
export const PointsConfigSchema = Type.Object({
  ratioPoints: int,
  /** Money as a decimal string with 2 decimals ("1.00"). */
  ratioAmount: MoneyValueSchema,
  minPoints: int,
  stepPoints: int,
  /** Whether points may be converted to money at all. */
  convertEnabled: Type.Boolean(),
});

/** PointGood: one good of the rewards catalogue (as serialised: no `required` list). */
export const PointGoodSchema = AllSent(
  Type.Object({
    id: int,
    /** Plain text in the asked language (EN when it has none). */
    name: text,
    /** Plain text, line breaks kept, in the asked language (EN when it has none). */
    description: text,
    /** An http(s) or site-relative image URL; '' when none. */
    imageUrl: text,
    /** What one costs, in points. */
    points: int,
    /** How many are left; 0: out of stock. */
    stock: int,
  }),
);

/** The goods (no `required` list). */
export const PointsRewardSchema = AllSent(Type.Object({ goods: Type.Array(PointGoodSchema) }));

const redemptionProperties = {
  /** The reference number ('R' + UTC date + 10 characters). */
  referenceNo: text,
  goodId: int,
  /** The good's name in the asked language (plain text). */
  goodName: text,
  /** The points it cost (taken at once; given back when rejected). */
  points: int,
  /** Units redeemed (always 1 today). */
  units: int,
  status,
  /** The operator's remark on approval or rejection; '' when none. */
  remark: text,
  /** When it was asked for (ISO 8601). */
  time: TimeSchema,
};

/** PointRedemption: one redemption as the member sees it (no `required` list). */
export const PointRedemptionSchema = AllSent(Type.Object(redemptionProperties));

/** A redemption request. */
export const RedeemRequestSchema = Type.Object(
  {
    goodId: IdSchema,
    /** The member's payment password (6 digits); never stored. */
    paymentPassword,
    /** 8–64 of [A-Za-z0-9_-], one per intended redemption. */
    idempotencyKey: IdempotencyKeySchema,
  },
  { additionalProperties: false },
);

/** The answer of a redemption: the redemption and the member's points after it. */
export const RedeemResponseSchema = AllSent(
  Type.Object({ redemption: PointRedemptionSchema, points: int }),
);

/** Query of the member's redemptions. */
export const RedeemListQuerySchema = Type.Partial(
  Type.Object({
    pageNo: Type.Integer({
      minimum: FieldLimits.pageMin,
      maximum: PointLimits.pageNoMax,
      default: FieldLimits.pageMin,
    }),
    pageSize: Type.Integer({
      minimum: FieldLimits.pageMin,
      maximum: PointLimits.pageSizeMax,
      default: PointLimits.pageSizeDefault,
    }),
    status,
    lang: StringEnum(LANGUAGE_CODES, {
      description: 'Default: x-language / Accept-Language when supported, else EN',
    }),
  }),
);

/** The member's redemptions, newest first (no `required` list). */
export const RedeemListSchema = AllSent(
  Type.Object({
    list: Type.Array(PointRedemptionSchema),
    pageNo: int,
    pageSize: int,
    total: int,
    totalPages: int,
  }),
);

/** A conversion of points into money. */
export const PointsConvertRequestSchema = Type.Object(
  {
    /**
     * Whole points: at least `minPoints`, a multiple of `stepPoints`, at most what is held. Any
     * number passes the schema: the service answers POINTS_INVALID for a fraction, 0 or too many.
     */
    points: Type.Number(),
    /** The member's payment password (6 digits); never stored. */
    paymentPassword,
    idempotencyKey: IdempotencyKeySchema,
  },
  { additionalProperties: false },
);

/** The answer of a conversion (no `required` list). */
export const PointsConvertResponseSchema = AllSent(
  Type.Object({
    /** The reference number ('C' + UTC date + 10 characters), also the wallet entry's reference. */
    referenceNo: text,
    /** The points converted. */
    points: int,
    /** The money credited to the main wallet (2 decimals). */
    amount: MoneyValueSchema,
    /** The member's points after it. */
    balance: int,
  }),
);

// Operator commands.

const goodText = Type.Object(
  {
    name: Str(PointInputLimits.goodNameMaxLength),
    description: Opt(Str(PointInputLimits.goodDescriptionMaxLength)),
  },
  { additionalProperties: false },
);
const goodTexts = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, Opt(goodText)])) as Record<
  LanguageCode,
  TOptional<TObject<{ name: TString; description: TOptional<TString> }>>
>;

/** The operator's new good. */
export const OpsAddGoodRequestSchema = Type.Object(
  {
    texts: Type.Object(goodTexts, { additionalProperties: false }),
    imageUrl: Opt(Str(PointLimits.imageUrlMaxLength)),
    points: Type.Integer({
      minimum: PointInputLimits.goodMinPoints,
      maximum: PointLimits.goodMaxPoints,
    }),
    stock: Type.Integer({
      minimum: PointInputLimits.goodMinStock,
      maximum: PointLimits.goodMaxStock,
    }),
    enabled: Opt(Type.Boolean()),
    sortOrder: Opt(
      Type.Integer({
        minimum: PointInputLimits.sortOrderMin,
        maximum: PointInputLimits.sortOrderMax,
      }),
    ),
  },
  { additionalProperties: false },
);

/** The answer of adding a good (every field optional). */
export const OpsAddGoodResponseSchema = Type.Partial(Type.Object({ id: int }));

/** The operator's grant of points. */
export const OpsGrantRequestSchema = Type.Object(
  {
    username: Str(PointInputLimits.usernameMaxLength),
    points: Type.Integer({ minimum: -PointLimits.maxPoints, maximum: PointLimits.maxPoints }),
    idempotencyKey: Opt(IdempotencyKeySchema),
    remark: Opt(Str(PointInputLimits.remarkMaxLength)),
  },
  { additionalProperties: false },
);

/** The answer of a grant (every field optional). */
export const OpsGrantResponseSchema = Type.Partial(
  Type.Object({ username: text, points: int, balance: int, replayed: Type.Boolean() }),
);

/** The params of the operator's decision on a redemption. */
export const OpsDecideParamsSchema = Type.Object({
  referenceNo: Str(PointInputLimits.referenceNoMaxLength),
  decision: StringEnum(['approve', 'reject']),
});

/** The body of the operator's decision (or none). */
export const OpsDecideRequestSchema = Nullable(
  Type.Object(
    { remark: Opt(Str(PointInputLimits.remarkMaxLength)) },
    { additionalProperties: false },
  ),
);

/** Query of the operator's redemption list. */
export const OpsRedeemListQuerySchema = Type.Partial(
  Type.Object({
    status,
    last: Type.Integer({
      minimum: PointInputLimits.listMin,
      maximum: PointInputLimits.listMax,
      default: PointInputLimits.listDefault,
    }),
  }),
);

/** The operator's redemption list (every field optional). */
export const OpsRedeemListSchema = Type.Array(
  Type.Partial(Type.Object({ ...redemptionProperties, memberId: int, username: text })),
);

/** The operator's points settings. */
export const OpsPointsConfigRequestSchema = Type.Object(
  {
    ratioPoints: int,
    ratioAmount: Str(WalletLimits.amountMaxLength),
    minPoints: int,
    stepPoints: int,
    convertEnabled: Opt(Type.Boolean()),
  },
  { additionalProperties: false },
);
