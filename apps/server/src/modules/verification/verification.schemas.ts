// JSON schemas of the verification calls: SMS code requests, their answer and the captcha. Every
// string of a request has a bound.
import { humanCheck, str } from '../../lib/schemas';

/** SmsNoLoginRequest. */
export const smsNoLoginBody = {
  type: 'object',
  required: ['mobileNum', 'countryDialingCode', 'purpose'],
  properties: {
    mobileNum: str(32),
    countryDialingCode: str(8),
    purpose: { type: 'string', enum: ['login', 'forgot'] },
    ...humanCheck,
  },
} as const;

/** SmsRegisterRequest. */
export const smsRegisterBody = {
  type: 'object',
  required: ['mobileNo', 'countryDialingCode', 'registerType'],
  properties: {
    mobileNo: str(32),
    countryDialingCode: str(8),
    registerType: { type: 'string', enum: ['username', 'mobile'] },
    ...humanCheck,
  },
} as const;

/** SmsCodeResponse. */
export const smsCodeValue = {
  type: 'object',
  properties: { expiredMinutes: { type: 'integer' } },
} as const;

/** CaptchaResponse. */
export const captchaValue = {
  type: 'object',
  properties: { captchaKey: { type: 'string' }, image: { type: 'string' } },
} as const;

/** HumanCheckChallengeResponse: the provider, and its challenge or site key. */
export const humanCheckValue = {
  type: 'object',
  properties: {
    provider: { type: 'string', enum: ['altcha', 'recaptcha'] },
    siteKey: { type: 'string' },
    challenge: {
      type: 'object',
      properties: {
        parameters: { type: 'object', additionalProperties: true },
        signature: { type: 'string' },
      },
    },
  },
} as const;
