// A phone-auth adapter without Firebase, for stories and component tests: it "sends" a code, takes
// one right code and answers with the ID token the MSW handlers accept. The real adapter is tested
// against the Firebase Auth emulator.
import { FirebasePhoneAuthError } from '../firebase/firebase-errors';
import type { PhoneAuthAdapter } from '../firebase/firebase-phone-auth';
import { DEMO_FIREBASE_ID_TOKEN } from './handlers';

/** The code the fake adapter accepts unless told otherwise. */
export const FAKE_FIREBASE_CODE = '654321';

/** Options of {@link createFakePhoneAuth}. */
export interface FakePhoneAuthOptions {
  /** The one right code. */
  code?: string;
  /** A Firebase error code every send fails with, e.g. `auth/too-many-requests`. */
  sendFailure?: string;
  /** Called with each number a code is sent to. */
  onSend?: (phoneE164: string) => void;
}

/** A {@link PhoneAuthAdapter} that needs no network. */
export function createFakePhoneAuth(options: FakePhoneAuthOptions = {}): PhoneAuthAdapter {
  const code = options.code ?? FAKE_FIREBASE_CODE;
  return {
    preload: () => Promise.resolve(),
    async sendCode(phoneE164) {
      options.onSend?.(phoneE164);
      if (!phoneE164.trim()) throw new FirebasePhoneAuthError('auth/missing-phone-number');
      if (options.sendFailure) throw new FirebasePhoneAuthError(options.sendFailure);
      return {
        async confirm(typed) {
          if (!typed.trim()) throw new FirebasePhoneAuthError('auth/missing-verification-code');
          if (typed.trim() !== code) {
            throw new FirebasePhoneAuthError('auth/invalid-verification-code');
          }
          return { idToken: DEMO_FIREBASE_ID_TOKEN, phoneNumber: phoneE164 };
        },
      };
    },
  };
}
