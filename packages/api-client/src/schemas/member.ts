// Schemas of the member calls: MemberInfo (registered once by `$id`, also referred to by the
// session's LoginResponse), avatars, counters and the payment password. The contract types of
// these shapes are derived from them (contracts/session.ts, contracts/withdrawal.ts).
import { Type } from '@sinclair/typebox';
import { FieldLimits } from '../contracts/field-limits';
import { ACCOUNT_TYPES } from '../contracts/session-rules';
import { PaymentPasswordRules } from '../contracts/withdrawal-rules';
import { AllSent, IntegerEnum, Narrow, Nullable, Sent } from './shared';

const nullableString = Nullable(Type.String());
const accountType = IntegerEnum(ACCOUNT_TYPES);

/** MemberInfo, registered by `$id` (the fields the old schema did not require are `Sent`). */
export const MemberInfoSchema = Type.Object(
  {
    id: Type.Integer(),
    account: Type.String(),
    nickname: Type.String(),
    /** Same as isAgent; kept under both names as the platform has them. */
    type: accountType,
    isAgent: accountType,
    /** Whether the member may transfer to its upline. */
    toUpline: Sent(Type.Boolean()),
    clubLabel: Sent(
      Nullable(AllSent(Type.Object({ labelName: Type.String(), rankLevel: Type.Integer() }))),
    ),
    memberLabel: Sent(Type.Array(AllSent(Type.Object({ labelName: Type.String() })))),
    memberLabelColor: Sent(nullableString),
    customerId: Type.String(),
    currencySymbol: Sent(Type.String()),
    unreadMessage: Sent(Type.Integer()),
    availablePromoCount: Sent(Type.Integer()),
    availablePromo: Sent(
      Type.Array(
        AllSent(
          Type.Object({
            type: Narrow<'REFERRAL' | (string & {})>(Type.String()),
            enabled: Type.Boolean(),
          }),
        ),
      ),
    ),
    avatarUrl: Sent(nullableString),
    mobileNum: Sent(nullableString),
    countryDialingCode: Sent(nullableString),
    email: Sent(nullableString),
  },
  { $id: 'MemberInfo' },
);

/** The member schemas others refer to by `$id`: registered once with `app.addSchema`. */
export const sharedMemberSchemas = [MemberInfoSchema];

/** SetAvatarRequest. */
export const SetAvatarRequestSchema = Type.Object({
  avatarId: Type.Integer({ minimum: FieldLimits.idMin, maximum: FieldLimits.idMax }),
});

/** AvatarOption: one avatar a member may choose (MCSFE_getPlayerAvatar). */
export const AvatarOptionSchema = AllSent(Type.Object({ id: Type.Integer(), url: Type.String() }));

/** PlayerAvatarResponse (as serialised: no `required` list). */
export const PlayerAvatarResponseSchema = AllSent(
  Type.Object({
    current: Type.Union([AvatarOptionSchema, Type.Null()]),
    options: Type.Array(AvatarOptionSchema),
  }),
);

/** UnreadCountResponse (as serialised: no `required` list). */
export const UnreadCountResponseSchema = AllSent(
  Type.Object({ unreadMessage: Type.Integer(), availablePromoCount: Type.Integer() }),
);

/** PaymentPasswordStatusResponse. */
export const PaymentPasswordStatusResponseSchema = Type.Object({
  /** Whether the member has a payment password (withdrawals need one). */
  isSet: Type.Boolean(),
});

const passwordText = Type.String({ maxLength: PaymentPasswordRules.maxInputLength });

/** PaymentPasswordSetRequest (the service checks the 6 digits: PAYMENT_PASSWORD_INVALID). */
export const PaymentPasswordSetRequestSchema = Type.Object({
  /** The member's login password (always required). */
  loginPassword: Type.String({
    minLength: FieldLimits.nonEmptyMinLength,
    maxLength: FieldLimits.confirmPasswordMaxLength,
  }),
  /** Exactly 6 digits (`PaymentPasswordRules`). */
  newPaymentPassword: passwordText,
  /** The current payment password: required when one is set, ignored otherwise. */
  oldPaymentPassword: Type.Optional(passwordText),
});
