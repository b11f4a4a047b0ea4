// Schemas of the session calls: LoginResponse (registered once by `$id`) and the decrypted bodies
// of login, free play, registration and the password calls. Every string has a length bound:
// oversized input is a 400. The contract types of these shapes are derived from them
// (contracts/session.ts).
import { Type } from '@sinclair/typebox';
import { AuthLimits } from '../contracts/auth-limits';
import { FieldLimits } from '../contracts/field-limits';
import type { MemberInfo } from '../contracts/session';
import { HumanCheckFields, Str } from './fields';
import { IntegerEnum, RefTo, StringEnum } from './shared';

const Opt = Type.Optional;
const captcha = {
  /**
   * The answer to the captcha image `captchaKey` names: required once a failed login answered
   * with `captcha: true`, and for a registration when the brand's captcha validator is on.
   */
  captcha: Opt(Str(AuthLimits.captchaAnswerMaxLength)),
  captchaKey: Opt(Str(AuthLimits.captchaKeyMaxLength)),
};
const verificationCode = Str(AuthLimits.verificationCodeMaxLength);
const username = Str(FieldLimits.usernameMaxLength);
const password = Str(FieldLimits.passwordMaxLength);
const code = Str(FieldLimits.codeMaxLength);
const mobile = Str(FieldLimits.mobileMaxLength);
const dialingCode = Str(FieldLimits.dialingCodeMaxLength);
const token = Str(FieldLimits.tokenMaxLength);
const email = Str(FieldLimits.emailMaxLength);

/** LoginResponse, registered by `$id`. */
export const LoginResponseSchema = Type.Object(
  {
    token: Type.String(),
    firstTimeLogin: Type.Boolean(),
    passwordExpired: Type.Boolean(),
    /**
     * SPEC.md §4 forced change (session storage `cpw`): the default password, an expired password
     * with the policy on, or first login — never for sms logins.
     */
    mustChangePassword: Type.Boolean(),
    /**
     * Why the change is forced when it is: the brand's default password, an expired password, or
     * first login (in that order when several hold); null otherwise.
     */
    forcedChangeReason: Opt(
      Type.Unsafe<'defaultPassword' | 'expired' | 'firstLogin' | null>({
        type: ['string', 'null'],
        enum: ['defaultPassword', 'expired', 'firstLogin', null],
      }),
    ),
    member: RefTo<MemberInfo>('MemberInfo'),
  },
  { $id: 'LoginResponse' },
);

/** The session schemas others refer to by `$id` (LoginResponse refers to MemberInfo). */
export const sharedSessionSchemas = [LoginResponseSchema];

/** Decrypted LoginRequest. */
export const LoginRequestSchema = Type.Object({
  username,
  password,
  /**
   * How the user is identified. For sms the mobile number is the username and the code the
   * password; for firebase the mobile number is the username and `firebaseIdToken` the proof.
   */
  type: StringEnum(['username', 'sms', 'firebase']),
  /** Dialing code of the mobile number for sms login, e.g. '+63'. */
  countryDialingCode: Opt(dialingCode),
  ...captcha,
  /** Firebase ID token of the phone sign-in (type firebase). */
  firebaseIdToken: Opt(token),
  ...HumanCheckFields,
});

/** FreePlayRequest (every field optional: SPEC.md §7 calls it "no payload"). */
export const FreePlayRequestSchema = Type.Partial(
  Type.Object({
    os: code,
    platform: StringEnum(['W']),
    /** `encryptPayload` of a random string. */
    nonce: token,
    gatewayVersion: IntegerEnum([3]),
  }),
);

/**
 * Decrypted RegisterRequest. `username` may be left out when registering by mobile number: the
 * account is then named after the number (`registerValues`).
 */
export const RegisterRequestSchema = Type.Object({
  username: Opt(username),
  /** '' when registering by mobile number without a password (MOBILENUMREG3 alone). */
  password,
  confirmPassword: password,
  /** The visitor confirms the brand's minimum age (SPEC.md §5: 18, or the brand's age). */
  ageConfirmed: Opt(Type.Boolean()),
  payeeName: Opt(Str(FieldLimits.nameMaxLength)),
  email: Opt(email),
  qqNum: Opt(code),
  mobileNum: Opt(mobile),
  recommenderId: Opt(code),
  ...captcha,
  verificationCode: Opt(verificationCode),
  affiliateCode: Opt(code),
  paymentPassword: Opt(code),
  line: Opt(Str(FieldLimits.handleMaxLength)),
  whatsapp: Opt(code),
  facebook: Opt(Str(FieldLimits.nameMaxLength)),
  wechat: Opt(Str(FieldLimits.handleMaxLength)),
  idNumber: Opt(code),
  referralCode: Opt(code),
  domain: Opt(Str(FieldLimits.domainMaxLength)),
  countryDialingCode: Opt(dialingCode),
  /** The platform's auto-login flag: the site sends true; the server logs the member in anyway. */
  login: Opt(Type.Unsafe<true>({ type: 'boolean', enum: [true] })),
  registerUrl: Opt(Str(FieldLimits.urlMaxLength)),
  /** How the registration was made; always WEB from this site. */
  registerMethod: StringEnum(['WEB']),
  /** 'SMS' when the number was verified by Firebase phone sign-in. */
  firebaseChannel: Opt(code),
  /** Firebase ID token proving the number (instead of `verificationCode`). */
  firebaseIdToken: Opt(token),
  ...HumanCheckFields,
});

/** Decrypted ChangePasswordRequest. */
export const ChangePasswordRequestSchema = Type.Object({
  oldPassword: password,
  newPassword: password,
  confirmNewPassword: password,
});

/** ForgotByEmailRequest (form-encoded). */
export const ForgotByEmailRequestSchema = Type.Object({ username, email, ...HumanCheckFields });

/** Decrypted ResetByPhoneRequest. */
export const ResetByPhoneRequestSchema = Type.Object({
  newPassword: password,
  mobileNum: mobile,
  countryDialingCode: dialingCode,
  verificationCode: Opt(verificationCode),
  firebaseIdToken: Opt(token),
  ...HumanCheckFields,
});
