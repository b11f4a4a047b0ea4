// Firebase phone sign-in as an alternative SMS provider. The SDK (~150 kB) is imported on the first
// call only, so brands without the Firebase flag never download it.
import type * as AppModule from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import type * as AuthModule from 'firebase/auth';
import type { Auth, ConfirmationResult } from 'firebase/auth';
import { FirebasePhoneAuthError, toFirebasePhoneAuthError } from './firebase-errors';

/** The brand's Firebase web config (only what phone sign-in needs). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

/** Options of {@link createFirebasePhoneAuth}. */
export interface FirebasePhoneAuthOptions {
  /** The brand's Firebase web config. */
  config: FirebaseWebConfig;
  /** Auth emulator address, e.g. `http://127.0.0.1:9099`; also disables app verification (tests only). */
  emulatorUrl?: string;
  /** Language of the SMS and reCAPTCHA (a Firebase language code such as `en` or `vi`). */
  languageCode?: string;
  /** Name of the Firebase app instance, so several adapters can live side by side. */
  appName?: string;
}

/** What a confirmed phone sign-in gives back: the Firebase ID token sent to the server, and the number. */
export interface PhoneSignInResult {
  idToken: string;
  phoneNumber: string;
}

/** A sent code waiting for the user to type it. */
export interface PhoneCodeConfirmation {
  /** Checks the code; rejects with a {@link FirebasePhoneAuthError} when it is wrong or expired. */
  confirm(code: string): Promise<PhoneSignInResult>;
}

/** A phone-auth provider used by the SMS flows (login, register, reset) instead of the server's SMS. */
export interface PhoneAuthAdapter {
  /**
   * Sends a code to `phoneE164` (e.g. `+639171234567`). `container` is the element (or its id) that
   * hosts the invisible reCAPTCHA. Rejects with a {@link FirebasePhoneAuthError}.
   */
  sendCode(phoneE164: string, container: HTMLElement | string): Promise<PhoneCodeConfirmation>;
  /** Loads the SDK ahead of the first send (e.g. when the SMS tab opens). */
  preload(): Promise<void>;
}

interface Loaded {
  sdk: typeof AuthModule;
  auth: Auth;
}

const DEFAULT_APP_NAME = 'lotusplay-phone-auth';

function findOrInitApp(appSdk: typeof AppModule, options: FirebasePhoneAuthOptions): FirebaseApp {
  const name = options.appName ?? DEFAULT_APP_NAME;
  const existing = appSdk.getApps().find((app) => app.name === name);
  return existing ?? appSdk.initializeApp(options.config, name);
}

async function load(options: FirebasePhoneAuthOptions): Promise<Loaded> {
  const [appSdk, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app = findOrInitApp(appSdk, options);
  // In-memory persistence: the Firebase user is only a step towards the server session, and
  // nothing about it should outlive the page (no IndexedDB or localStorage entries).
  const auth = sdk.initializeAuth(app, { persistence: sdk.inMemoryPersistence });
  if (options.emulatorUrl) {
    if (!auth.emulatorConfig)
      sdk.connectAuthEmulator(auth, options.emulatorUrl, { disableWarnings: true });
    auth.settings.appVerificationDisabledForTesting = true;
  }
  if (options.languageCode) auth.languageCode = options.languageCode;
  return { sdk, auth };
}

function confirmation(result: ConfirmationResult, phoneE164: string): PhoneCodeConfirmation {
  return {
    async confirm(code) {
      const trimmed = code.trim();
      if (!trimmed) throw new FirebasePhoneAuthError('auth/missing-verification-code');
      try {
        const credential = await result.confirm(trimmed);
        const idToken = await credential.user.getIdToken();
        return { idToken, phoneNumber: credential.user.phoneNumber ?? phoneE164 };
      } catch (error) {
        throw toFirebasePhoneAuthError(error);
      }
    },
  };
}

/** Creates the Firebase phone-auth adapter; the SDK loads on the first `sendCode` or `preload`. */
export function createFirebasePhoneAuth(options: FirebasePhoneAuthOptions): PhoneAuthAdapter {
  let loading: Promise<Loaded> | undefined;
  const ready = () => {
    // A failed chunk load must not stick: the next attempt imports again.
    loading ??= load(options).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };

  return {
    async preload() {
      await ready();
    },
    async sendCode(phoneE164, container) {
      const phone = phoneE164.trim();
      if (!phone) throw new FirebasePhoneAuthError('auth/missing-phone-number');
      try {
        const { sdk, auth } = await ready();
        // A fresh invisible verifier per request: a rendered widget cannot be reused after a
        // failure, and confirming the code does not need it any more.
        const verifier = new sdk.RecaptchaVerifier(auth, container, { size: 'invisible' });
        try {
          const result = await sdk.signInWithPhoneNumber(auth, phone, verifier);
          return confirmation(result, phone);
        } finally {
          verifier.clear();
        }
      } catch (error) {
        throw toFirebasePhoneAuthError(error);
      }
    },
  };
}
