// Schemas of the verification calls: SMS code requests, their answer and the captcha.
import { Type } from '@sinclair/typebox';
import { FieldLimits } from '../contracts/field-limits';
import { HumanCheckFields, Str } from './fields';
import { AllSent, StringEnum } from './shared';

/** SmsNoLoginRequest. */
export const SmsNoLoginRequestSchema = Type.Object({
  mobileNum: Str(FieldLimits.mobileMaxLength),
  countryDialingCode: Str(FieldLimits.dialingCodeMaxLength),
  purpose: StringEnum(['login', 'forgot']),
  ...HumanCheckFields,
});

/** SmsRegisterRequest. */
export const SmsRegisterRequestSchema = Type.Object({
  mobileNo: Str(FieldLimits.mobileMaxLength),
  countryDialingCode: Str(FieldLimits.dialingCodeMaxLength),
  /** Username registration with sms verification, or registration by mobile number. */
  registerType: StringEnum(['username', 'mobile']),
  ...HumanCheckFields,
});

/** SmsCodeResponse: how long the code stays valid (as serialised: no `required` list). */
export const SmsCodeResponseSchema = AllSent(Type.Object({ expiredMinutes: Type.Integer() }));

/** CaptchaResponse (as serialised: no `required` list). */
export const CaptchaResponseSchema = AllSent(
  Type.Object({
    captchaKey: Type.String(),
    /** Base64 PNG (no data: prefix). */
    image: Type.String(),
  }),
);

/**
 * HumanCheckChallengeResponse: the provider, and its challenge or site key (one or the other, so
 * every field is optional here; the contract type is the union of the two answers).
 */
export const HumanCheckChallengeResponseSchema = Type.Partial(
  Type.Object({
    provider: StringEnum(['altcha', 'recaptcha']),
    siteKey: Type.String(),
    challenge: Type.Partial(
      Type.Object({
        parameters: Type.Unsafe<Record<string, unknown>>({
          type: 'object',
          additionalProperties: true,
        }),
        signature: Type.String(),
      }),
    ),
  }),
);
