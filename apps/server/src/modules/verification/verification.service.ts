// Rules of the verification module: captcha images and answers, SMS one-time codes with their
// rate limits, and a database-backed rate limiter other modules share. No in-process state:
// several processes on one PostgreSQL agree on every counter.
import { randomInt } from 'node:crypto';
import type { CaptchaResponse, SmsCodeResponse } from '@lotusplay/api-client';
import {
  AuthErrorCodes,
  AuthLimits,
  AuthMessages,
  ErrorCodes,
} from '@lotusplay/api-client/contracts';
import { AppError } from '../../lib/envelope';
import { normaliseMobile, phoneKey } from '../../lib/phone';
import { matchesSaltedDigest, randomToken, saltedDigest, sha256 } from '../../lib/tokens';
import type { BrandReader } from '../system/brand-config';
import { randomCaptchaText, renderCaptcha } from './captcha-image';
import { FirebaseTokenError, firebaseInUse } from './firebase-token';
import type { FirebaseTokenVerifier } from './firebase-token';
import type { EmailProvider, SmsProvider } from './providers';
import type { OutboxRow, VerificationRepository } from './verification.repository';

/** What an SMS code is for; a code only works for its own purpose. */
export type CodePurpose = 'login' | 'forgot' | 'register';

/**
 * Whether Firebase's E.164 number is the number the user typed: Firebase drops a national trunk
 * prefix (a leading 0 after the dialing code) that the form may have kept.
 */
function samePhone(e164: string, dialing: string, mobile: string): boolean {
  return (
    e164 === phoneKey(dialing, mobile) || e164 === phoneKey(dialing, mobile.replace(/^0+/, ''))
  );
}

/** Proof that the user holds a phone number: a server SMS code or a Firebase ID token. */
export interface PhoneProof {
  code?: string | undefined;
  firebaseIdToken?: string | undefined;
}

/** How Firebase phone sign-in is reached: the verifier (null when not configured) and the brand switch. */
export interface FirebasePhoneOptions {
  verifier: FirebaseTokenVerifier | null;
  /** The effective whitelabel flags (FIREBASESMS3 switches Firebase on). */
  flags: () => Promise<Record<string, boolean>>;
  /** Where refused tokens are reported (their reason never reaches the client). */
  onRejected?: (error: FirebaseTokenError) => void;
}

/** The message of a Firebase proof when the brand does not use Firebase. */
export const FIREBASE_OFF_MESSAGE = 'Verification by Firebase is not enabled';

/** Captchas, SMS codes, rate limits and outbox reads. */
export class VerificationService {
  constructor(
    private readonly repository: VerificationRepository,
    private readonly brand: BrandReader,
    private readonly sms: SmsProvider,
    readonly email: EmailProvider,
    private readonly clock: () => Date,
    private readonly firebase: FirebasePhoneOptions = {
      verifier: null,
      flags: () => Promise.resolve({}),
    },
  ) {}

  /** True when the brand has Firebase SMS on and the server knows its Firebase project. */
  async firebaseEnabled(): Promise<boolean> {
    if (!this.firebase.verifier) return false;
    return firebaseInUse(await this.firebase.flags(), this.firebase.verifier) !== null;
  }

  /**
   * Uses up a proof that the user holds the number `dialing` + `mobile` for `purpose`: a Firebase
   * ID token when one is given (the brand must use Firebase), else the server's SMS code.
   * Returns whether the proof holds; a Firebase token proves one action only.
   */
  async consumePhoneProof(
    dialing: string,
    mobile: string,
    purpose: CodePurpose,
    proof: PhoneProof,
  ) {
    const phone = phoneKey(dialing, mobile);
    const idToken = (proof.firebaseIdToken ?? '').trim();
    if (!idToken) return this.consumeSmsCode(phone, purpose, proof.code);
    if (!(await this.firebaseEnabled())) {
      throw new AppError(400, ErrorCodes.Validation, FIREBASE_OFF_MESSAGE);
    }
    try {
      const identity = await this.firebase.verifier!.verify(idToken);
      if (!samePhone(identity.phoneNumber, dialing, normaliseMobile(mobile))) {
        throw new FirebaseTokenError('signed in with another number');
      }
      return await this.repository.useFirebaseToken({
        tokenHash: sha256(idToken),
        phone,
        purpose,
        usedAt: this.clock(),
        expiresAt: identity.expiresAt,
      });
    } catch (error) {
      if (!(error instanceof FirebaseTokenError)) throw error;
      this.firebase.onRejected?.(error);
      return false;
    }
  }

  /**
   * Counts one event of `kind` for `key` and answers 429 RATE_LIMITED when `limit` events already
   * happened within `windowMs`. Refused attempts are not counted.
   */
  async hitRateLimit(kind: string, key: string, limit: number, windowMs: number, message: string) {
    const now = this.clock();
    const { total } = await this.repository.rateEvents(
      kind,
      key,
      new Date(now.getTime() - windowMs),
    );
    if (total >= limit) throw new AppError(429, ErrorCodes.RateLimited, message);
    await this.repository.addRateEvent(kind, key, now);
  }

  /** A new captcha for the address; at most one per second per address. */
  async createCaptcha(ip: string): Promise<CaptchaResponse> {
    const now = this.clock();
    await this.hitRateLimit(
      'captcha',
      ip,
      1,
      AuthLimits.captchaRefreshMs,
      AuthMessages.captchaTooSoon,
    );
    const answer = randomCaptchaText(4);
    const captchaKey = randomToken(16);
    await this.repository.addCaptcha({
      captchaKey,
      answerHash: saltedDigest(answer),
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + AuthLimits.captchaTtlMs),
    });
    // Housekeeping now and then, so the tables do not grow without bound.
    if (randomInt(50) === 0) {
      await this.repository.deleteExpiredCaptchas(now);
      await this.repository.deleteRateEventsBefore(new Date(now.getTime() - 24 * 3_600_000));
    }
    return { captchaKey, image: renderCaptcha(answer).toString('base64') };
  }

  /** True when the answer is right (case-insensitive). The captcha is used up either way. */
  async checkCaptcha(captchaKey: string | undefined, answer: string | undefined): Promise<boolean> {
    if (!captchaKey || !answer || captchaKey.length > 64 || answer.length > 16) return false;
    const digest = await this.repository.takeCaptcha(captchaKey, this.clock());
    return digest !== null && matchesSaltedDigest(answer.trim().toUpperCase(), digest);
  }

  /**
   * Applies the SMS limits for `phone` and, when `deliver` is true, sends a fresh code. A request
   * that sends nothing (unknown number) is limited and recorded exactly like one that does, so
   * the answer reveals nothing.
   */
  async requestSmsCode(
    phone: string,
    purpose: CodePurpose,
    ip: string,
    deliver: boolean,
  ): Promise<SmsCodeResponse> {
    const now = this.clock();
    const recent = await this.repository.smsRequestsSince(
      phone,
      new Date(now.getTime() - AuthLimits.smsWindowMs),
    );
    const latest = recent[0]?.createdAt.getTime();
    if (latest !== undefined && now.getTime() - latest < AuthLimits.smsMinIntervalMs) {
      throw new AppError(429, ErrorCodes.RateLimited, AuthMessages.smsTooSoon);
    }
    if (
      latest !== undefined &&
      recent.length >= AuthLimits.smsMaxPerWindow &&
      now.getTime() - latest < AuthLimits.smsBackOffMs
    ) {
      throw new AppError(429, AuthErrorCodes.SmsRateLimited, AuthMessages.smsBackOff);
    }
    await this.hitRateLimit(
      'sms',
      ip,
      AuthLimits.smsPerAddressPerHour,
      3_600_000,
      AuthMessages.smsRateLimited,
    );
    const brand = await this.brand.getBrand();
    const expiredMinutes = brand.smsExpiredMinutes;
    const code = deliver ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
    await this.repository.addSmsCode({
      phone,
      purpose,
      codeHash: code ? saltedDigest(code) : null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + expiredMinutes * 60_000),
    });
    if (code) {
      await this.sms.send(
        phone,
        `${brand.brandName}: your verification code is ${code}. It expires in ${expiredMinutes} minutes. Never share it with anyone.`,
      );
    }
    return { expiredMinutes };
  }

  /**
   * Uses up the newest live code of `phone` for `purpose` when `code` matches. Every guess, right
   * or wrong, first takes one of the code's tries (the code dies after five), so guesses sent all
   * at once get no more comparisons than guesses sent one by one. Returns whether it was right.
   */
  async consumeSmsCode(
    phone: string,
    purpose: CodePurpose,
    code: string | undefined,
  ): Promise<boolean> {
    const now = this.clock();
    const row = await this.repository.latestLiveCode(
      phone,
      purpose,
      now,
      AuthLimits.smsMaxWrongAttempts,
    );
    if (!row?.codeHash) return false;
    if (!(await this.repository.takeAttempt(row.id, AuthLimits.smsMaxWrongAttempts))) return false;
    const text = (code ?? '').trim();
    if (!/^\d{6}$/.test(text) || !matchesSaltedDigest(text, row.codeHash)) return false;
    // A right guess marks the code used; of two right guesses at once, one wins.
    return this.repository.useCode(row.id, now);
  }

  /** The latest outbox messages (operator). */
  listOutbox(channel: 'sms' | 'email', to: string | undefined, last: number): Promise<OutboxRow[]> {
    return this.repository.listOutbox(channel, to, last);
  }
}
