// The verification calls' schemas, written once in @lotusplay/api-client/schemas.
export {
  CaptchaResponseSchema as captchaValue,
  HumanCheckChallengeResponseSchema as humanCheckValue,
  SmsCodeResponseSchema as smsCodeValue,
  SmsNoLoginRequestSchema as smsNoLoginBody,
  SmsRegisterRequestSchema as smsRegisterBody,
} from '@lotusplay/api-client/schemas';
