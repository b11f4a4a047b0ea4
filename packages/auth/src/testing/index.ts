export {
  buildCaptcha,
  buildLoginResponse,
  buildMemberInfo,
  buildPlayerAvatar,
  buildSmsCode,
  buildTrialLoginResponse,
  buildUnreadCount,
} from './factories';
export {
  authHandlers,
  createAuthHandlers,
  DEMO_AFFILIATE_CODE,
  DEMO_DEFAULT_PASSWORD,
  DEMO_FIREBASE_ID_TOKEN,
  DEMO_PASSWORD,
  DEMO_SESSION_TOKEN,
  DEMO_SMS_CODE,
  DEMO_TRIAL_TOKEN,
  demoAccounts,
} from './handlers';

export { createFakePhoneAuth, FAKE_FIREBASE_CODE } from './fake-phone-auth';

export type { AuthHandlerData, MockAccount } from './handlers';
export type { FakePhoneAuthOptions } from './fake-phone-auth';
