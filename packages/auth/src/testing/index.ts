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

export type { AuthHandlerData } from './handlers';
