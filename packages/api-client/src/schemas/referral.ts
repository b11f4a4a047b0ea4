// Schemas of the member centre's referral page (invite friends, issue 27) and the operator's
// referral rule.
import { Type } from '@sinclair/typebox';
import { REFERRAL_STATUSES, ReferralLimits } from '../contracts/referral-rules';
import { MoneyInputSchema, MoneyValueSchema } from './fields';
import { NullableTimeSchema, TimeSchema } from './orders';
import { Nullable, StringEnum } from './shared';

const int = Type.Integer();
const money = MoneyValueSchema;

/** Query of the referral page: a page of the referred members (newest first). */
export const ReferralQuerySchema = Type.Object(
  {
    pageNo: Type.Optional(
      Type.Integer({ minimum: 1, maximum: ReferralLimits.maxPageNo, default: 1 }),
    ),
    pageSize: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: ReferralLimits.maxPageSize,
        default: ReferralLimits.defaultPageSize,
      }),
    ),
  },
  { additionalProperties: false },
);

/**
 * The operator's referral rule: when `enabled`, a referred member's first credited deposit of at
 * least `minFirstDeposit` pays the referrer `reward` once (ledger kind bonus).
 */
export const ReferralRuleSchema = Type.Object({
  enabled: Type.Boolean(),
  minFirstDeposit: money,
  reward: money,
});

/** One member who registered with the referrer's code (name masked). */
export const ReferredMemberSchema = Type.Object({
  username: Type.String(),
  registeredAt: TimeSchema,
  status: StringEnum(REFERRAL_STATUSES),
  /** The first credited deposit (null: none yet). */
  firstDeposit: Nullable(money),
  /** What it paid the referrer (null: nothing). */
  reward: Nullable(money),
  rewardedAt: NullableTimeSchema,
});

/** MCSFE_getReferral: the member's code, the rule, the totals and a page of referred members. */
export const ReferralResponseSchema = Type.Object({
  referralCode: Type.String(),
  rule: ReferralRuleSchema,
  /** Members registered with the code. */
  invited: int,
  /** Of them, those whose first deposit paid a reward. */
  rewarded: int,
  /** Everything the referral paid the member. */
  earned: money,
  list: Type.Array(ReferredMemberSchema),
  pageNo: int,
  pageSize: int,
  total: int,
  totalPages: int,
});

/** The operator sets the referral rule. */
export const OpsReferralRuleInputSchema = Type.Object(
  { enabled: Type.Boolean(), minFirstDeposit: MoneyInputSchema, reward: MoneyInputSchema },
  { additionalProperties: false },
);
