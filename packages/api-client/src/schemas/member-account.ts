// Schemas of the member's account-security calls (issue 27, "My account"): profile, contacts,
// bank accounts, the authenticator, login history, the brand's account rules and the new-address
// check of a login. The contract types are derived from them (contracts/member-account.ts).
import { Type } from '@sinclair/typebox';
import { AuthLimits } from '../contracts/auth-limits';
import { FieldLimits } from '../contracts/field-limits';
import {
  CONTACT_CHANNELS,
  EDITABLE_PROFILE_FIELDS,
  IP_PROOF_METHODS,
  MemberAccountLimits as L,
  PROFILE_FIELDS,
} from '../contracts/member-account-rules';
import { Str } from './fields';
import { Nullable, StringEnum } from './shared';

const Opt = Type.Optional;
const nullableString = Nullable(Type.String());
const profileField = StringEnum(PROFILE_FIELDS);
const proofMethod = StringEnum(IP_PROOF_METHODS);
const channel = StringEnum(CONTACT_CHANNELS);

/** The member's profile values, every field of PROFILE_FIELDS (null when not set). */
export const ProfileValuesSchema = Type.Object(
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, nullableString])) as Record<
    (typeof PROFILE_FIELDS)[number],
    typeof nullableString
  >,
);

/** A brand validator of a profile field (as the register validators hold them). */
export const ProfileRuleSchema = Type.Object({
  key: profileField,
  required: Type.Boolean(),
  minLength: Type.Integer(),
  maxLength: Type.Integer(),
  patternId: Type.Integer(),
  acceptedPattern: Type.String(),
});

/** GET /wps/member/profile. */
export const MemberProfileResponseSchema = Type.Object({
  values: ProfileValuesSchema,
  /** The dialing code of the bound mobile number, or null. */
  countryDialingCode: nullableString,
  /** The fields that are set and that the brand does not let members change. */
  locked: Type.Array(profileField),
  /** The brand's validators of the profile fields (fields without one take any text). */
  rules: Type.Array(ProfileRuleSchema),
});

/** PUT /wps/member/profile: the fields to change (contacts change with a code, not here). */
export const UpdateProfileRequestSchema = Type.Partial(
  Type.Object(
    Object.fromEntries(
      EDITABLE_PROFILE_FIELDS.map((field) => [field, Str(L.profileFieldMaxLength)]),
    ) as Record<(typeof EDITABLE_PROFILE_FIELDS)[number], ReturnType<typeof Str>>,
    { additionalProperties: false },
  ),
);

const contactTarget = {
  channel,
  /** channel mobile: the national number and its dialing code. */
  mobileNum: Opt(Str(FieldLimits.mobileMaxLength)),
  countryDialingCode: Opt(Str(FieldLimits.dialingCodeMaxLength)),
  /** channel email. */
  email: Opt(Str(FieldLimits.emailMaxLength)),
};

/** POST /wps/member/contact/code: sends a code to the new mobile number or e-mail. */
export const ContactCodeRequestSchema = Type.Object(contactTarget);

/** What a code request answers: how long the code lives and where it went (masked). */
export const CodeSentResponseSchema = Type.Object({
  expiredMinutes: Type.Integer(),
  sentTo: Type.String(),
});

/** POST /wps/member/contact: binds (or changes) the mobile number or e-mail with its code. */
export const BindContactRequestSchema = Type.Object({
  ...contactTarget,
  code: Str(AuthLimits.verificationCodeMaxLength),
});

/** A bank the brand pays out to. */
export const BankOptionSchema = Type.Object({ code: Type.String(), name: Type.String() });

/** A withdrawal bank account as the member sees it (the number masked). */
export const BankAccountSchema = Type.Object({
  id: Type.Integer(),
  bankCode: Type.String(),
  bankName: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String(),
  createdAt: Type.String(),
});

/** GET /wps/member/bankAccounts. */
export const BankAccountsResponseSchema = Type.Object({
  banks: Type.Array(BankOptionSchema),
  accounts: Type.Array(BankAccountSchema),
  /** Whether the account name must be the member's real name (a brand setting). */
  nameMustMatch: Type.Boolean(),
  /** The member's real name (payeeName), or null. */
  realName: nullableString,
  max: Type.Integer(),
});

/** POST /wps/member/bankAccounts. */
export const AddBankAccountRequestSchema = Type.Object({
  bankCode: Str(L.bankCodeMaxLength),
  accountName: Type.String({ minLength: 1, maxLength: L.bankAccountNameMaxLength }),
  accountNumber: Str(L.bankAccountNumberMaxDigits * 2),
});

/** DELETE /wps/member/bankAccounts/:id. */
export const BankAccountParamsSchema = Type.Object({
  id: Type.Integer({ minimum: FieldLimits.idMin, maximum: FieldLimits.idMax }),
});

/** GET /wps/member/totp. */
export const TotpStatusResponseSchema = Type.Object({
  enabled: Type.Boolean(),
  recoveryCodesLeft: Type.Integer(),
});

/** POST /wps/member/totp/setup: a new secret to scan (not on until a code confirms it). */
export const TotpSetupRequestSchema = Type.Object({
  loginPassword: Type.String({ minLength: 1, maxLength: FieldLimits.confirmPasswordMaxLength }),
});

/** The secret to type or scan, and its otpauth:// URI (the QR code's content). */
export const TotpSetupResponseSchema = Type.Object({ secret: Type.String(), uri: Type.String() });

/** POST /wps/member/totp/enable: the first code from the app turns it on. */
export const TotpEnableRequestSchema = Type.Object({ code: Str(L.proofAnswerMaxLength) });

/** The recovery codes, shown once. */
export const TotpEnableResponseSchema = Type.Object({ recoveryCodes: Type.Array(Type.String()) });

/** POST /wps/member/totp/disable: the login password and a code (or a recovery code). */
export const TotpDisableRequestSchema = Type.Object({
  loginPassword: Type.String({ minLength: 1, maxLength: FieldLimits.confirmPasswordMaxLength }),
  code: Str(L.proofAnswerMaxLength),
});

/** GET /wps/member/loginHistory?pageNo&pageSize. */
export const LoginHistoryQuerySchema = Type.Object({
  pageNo: Opt(Type.Integer({ minimum: 1, maximum: L.loginHistoryPageNoMax })),
  pageSize: Opt(Type.Integer({ minimum: 1, maximum: L.loginHistoryPageSizeMax })),
});

/** One login. */
export const LoginHistoryEntrySchema = Type.Object({
  /** ISO 8601. */
  at: Type.String(),
  ip: Type.String(),
  country: Type.String(),
  device: Type.String(),
  /** Whether the login came from an address the member had not used. */
  newAddress: Type.Boolean(),
  /** Whether it is verified: a known address, or a new one whose proof was given. */
  verified: Type.Boolean(),
  /** The proof given for a new address, or null. */
  method: Nullable(proofMethod),
});

/** The member's logins, newest first. */
export const LoginHistoryResponseSchema = Type.Object({
  entries: Type.Array(LoginHistoryEntrySchema),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
});

/** GET /wps/member/accountRules (no token): the brand's account rules. */
export const AccountRulesSchema = Type.Object({
  /** The age a registration must confirm (SPEC.md §5). */
  minimumAge: Type.Integer({ minimum: L.minimumAgeMin, maximum: L.minimumAgeMax }),
  /** Profile fields a member may not change once set. */
  lockedProfileFields: Type.Array(profileField),
  /** Bank account names must be the member's real name. */
  payeeNameMustMatch: Type.Boolean(),
  /** Whether a login from a new address asks for a proof. */
  newIpVerification: Type.Boolean(),
  /** The proofs a new-address login may use, in the brand's order. */
  ipProofMethods: Type.Array(proofMethod),
});

/** PUT /ops/member/accountRules: the rules to change. */
export const AccountRulesUpdateSchema = Type.Partial(AccountRulesSchema, {
  additionalProperties: false,
});

/** GET /wps/session/ipVerification: what the pending session may prove with. */
export const IpVerificationStateSchema = Type.Object({
  /** The brand's methods the member can use (a bound number, e-mail, bank account, app). */
  methods: Type.Array(proofMethod),
  /** Where a code would go (masked), when bound. */
  mobile: nullableString,
  email: nullableString,
  /** The address being verified. */
  ip: Type.String(),
});

/** POST /wps/session/ipVerification/code: sends a code for the mobile or e-mail proof. */
export const IpProofCodeRequestSchema = Type.Object({
  method: StringEnum(['mobile', 'email'] as const),
});

/** POST /wps/session/ipVerification: the proof. */
export const IpProofRequestSchema = Type.Object({
  method: proofMethod,
  answer: Type.String({ minLength: 1, maxLength: L.proofAnswerMaxLength }),
});
