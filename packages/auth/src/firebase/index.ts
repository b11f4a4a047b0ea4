export { createFirebasePhoneAuth } from './firebase-phone-auth';
export {
  FIREBASE_ERROR_MESSAGES,
  FirebasePhoneAuthError,
  firebaseErrorMessageKey,
  toFirebasePhoneAuthError,
} from './firebase-errors';
export {
  DEFAULT_SMS_COUNTDOWN_SECONDS,
  FIREBASE_SMS_COUNTDOWN_SECONDS,
  smsCountdownSeconds,
} from './sms-countdown';

export type {
  FirebasePhoneAuthOptions,
  FirebaseWebConfig,
  PhoneAuthAdapter,
  PhoneCodeConfirmation,
  PhoneSignInResult,
} from './firebase-phone-auth';
export type { FirebaseErrorMessageKey } from './firebase-errors';
