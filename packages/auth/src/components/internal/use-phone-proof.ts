// Where SMS codes come from and what proves the number: the server's SMS code, or, when the brand
// uses Firebase (permission info `firebase`), a Firebase phone sign-in whose ID token the server
// checks instead of a code (SPEC.md §3 firebaseIdToken, §9 one-minute countdown).
import type { SmsCodeResponse } from '@lotusplay/api-client';
import { useTranslation } from '@lotusplay/i18n';
import { useMemo, useRef } from 'react';
import {
  createFirebasePhoneAuth,
  FirebasePhoneAuthError,
  smsCountdownSeconds,
  type PhoneCodeConfirmation,
} from '../../firebase';
import type { AuthConfig } from './use-auth-config';

/** What a form sends to prove the number: a server code or a Firebase ID token. */
export type PhoneProofFields = { verificationCode: string } | { firebaseIdToken: string };

/** The number as the form holds it. */
export interface PhoneNumberValues {
  mobileNum: string;
  /** The dialing code to use (already resolved against the brand's first country). */
  dialingCode: string;
}

/** The SMS provider of the auth forms. */
export interface PhoneProofSource {
  provider: 'server' | 'firebase';
  /**
   * Sends a code to the number; resolves with the resend countdown in seconds. `container` hosts
   * Firebase's invisible reCAPTCHA; `viaServer` asks the platform server.
   */
  send(
    phone: PhoneNumberValues,
    container: HTMLElement | null,
    viaServer: () => Promise<SmsCodeResponse>,
  ): Promise<number>;
  /** Turns the typed code into the proof fields; rejects with a FirebasePhoneAuthError. */
  proof(phone: PhoneNumberValues, code: string): Promise<PhoneProofFields>;
  /** The number of a form's values, with the dialing code resolved against the brand's. */
  numberOf(values: { mobileNum: string; countryDialingCode: string }): PhoneNumberValues;
}

/** The international number Firebase texts, built like the server's phone key. */
export function toE164({ mobileNum, dialingCode }: PhoneNumberValues): string {
  return `${dialingCode.trim()}${mobileNum.replace(/[\s\-.()]/g, '')}`;
}

/** Firebase language codes of the site's languages. */
const FIREBASE_LANGUAGE: Readonly<Record<string, string>> = {
  EN: 'en',
  CN: 'zh-CN',
  VI: 'vi',
  TH: 'th',
  JA: 'ja',
  TY: 'tl',
  ID: 'id',
};

interface Pending {
  phone: string;
  confirmation: PhoneCodeConfirmation;
  /** The code already confirmed and its token: a resubmit after a server error reuses it. */
  confirmed?: { code: string; idToken: string };
}

/** The brand's SMS provider for one form. */
export function usePhoneProof(
  config: Pick<AuthConfig, 'firebase' | 'dialingCode' | 'phoneAuth'>,
): PhoneProofSource {
  const { i18n } = useTranslation();
  const languageCode = FIREBASE_LANGUAGE[i18n.language] ?? 'en';
  const key = config.firebase ? JSON.stringify(config.firebase) : null;
  const { dialingCode, phoneAuth } = config;
  const adapter = useMemo(() => {
    if (key === null) return null;
    if (phoneAuth) return phoneAuth;
    const settings = JSON.parse(key) as NonNullable<AuthConfig['firebase']>;
    return createFirebasePhoneAuth({
      config: {
        apiKey: settings.apiKey,
        authDomain: settings.authDomain,
        projectId: settings.projectId,
      },
      ...(settings.emulatorUrl ? { emulatorUrl: settings.emulatorUrl } : {}),
      languageCode,
    });
  }, [key, languageCode, phoneAuth]);
  const pending = useRef<Pending | null>(null);

  // A plain object: its functions read the adapter and the pending code, which outlive renders.
  return {
    provider: adapter ? 'firebase' : 'server',
    numberOf: (values) => ({
      mobileNum: values.mobileNum.trim(),
      dialingCode: dialingCode(values.countryDialingCode),
    }),
    async send(phone, container, viaServer) {
      if (!adapter) return smsCountdownSeconds('server', (await viaServer()).expiredMinutes);
      const e164 = toE164(phone);
      pending.current = null;
      if (!container) throw new FirebasePhoneAuthError('auth/captcha-check-failed');
      const confirmation = await adapter.sendCode(e164, container);
      pending.current = { phone: e164, confirmation };
      return smsCountdownSeconds('firebase');
    },
    async proof(phone, code) {
      const typed = code.trim();
      if (!adapter) return { verificationCode: typed };
      const current = pending.current;
      // No code was sent to this number (or the number changed since): send again.
      if (!current || current.phone !== toE164(phone)) {
        throw new FirebasePhoneAuthError('auth/code-expired');
      }
      if (current.confirmed?.code === typed) return { firebaseIdToken: current.confirmed.idToken };
      const { idToken } = await current.confirmation.confirm(typed);
      current.confirmed = { code: typed, idToken };
      return { firebaseIdToken: idToken };
    },
  };
}
