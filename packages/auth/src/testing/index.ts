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
  DEMO_FIREBASE_ID_TOKEN,
  DEMO_PASSWORD,
  DEMO_SMS_CODE,
} from './handlers';

export { createFakePhoneAuth, FAKE_FIREBASE_CODE } from './fake-phone-auth';

export type { AuthHandlerData } from './handlers';
export type { FakePhoneAuthOptions } from './fake-phone-auth';
