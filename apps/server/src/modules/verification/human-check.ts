// The human check behind the image captcha (finding 3 of issue 9): self-hosted proof of work
// (ALTCHA, altcha-lib v2) by default, Google reCAPTCHA when the brand has its keys. The server
// decides: it names the provider, signs the challenges, and verifies every answer itself; the
// browser's word counts for nothing. No in-process state: answered challenges are kept in the
// database until they expire, so a replay is refused by every process on one PostgreSQL.
import { createHmac, randomBytes } from 'node:crypto';
import type {
  AltchaChallenge,
  HumanCheckChallengeResponse,
  HumanCheckFields,
} from '@lotusplay/api-client';
import {
  AuthErrorCodes,
  AuthLimits,
  AuthMessages,
  HumanCheckProviders,
} from '@lotusplay/api-client/contracts';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { Challenge, Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { AppError } from '../../lib/envelope';
import type { Log } from '../../lib/request-context';
import { sha256 } from '../../lib/tokens';
import type { SystemService } from '../system/system.service';
import type { VerificationRepository } from './verification.repository';

/** Google's server-side verification of reCAPTCHA tokens. */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * The proof-of-work difficulty. Deterministic mode: the server picks the answer (a counter between
 * `counterMin` and `counterMax`) and signs the key it derives; the browser tries counters from 0,
 * each one a PBKDF2-SHA-256 of `cost` iterations (WebCrypto, in a worker). On average 150 tries of
 * 1,000 iterations: a few tens of milliseconds on a desktop, well under a second on a phone; for a
 * script, each registration, reset or SMS costs the same work again.
 */
export const proofOfWork = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1_000,
  counterMin: 50,
  counterMax: 250,
} as const;

/**
 * How much work a passed human check proved. 'raised': a challenge handed out at
 * AuthLimits.raisedProofFactor times the ordinary work (to an address group that a shared limit
 * asked for it), or reCAPTCHA, which has no work to raise (Google's verdict is its price).
 */
export type ProofLevel = 'ordinary' | 'raised';

/** The rate-event kind that marks an address group for raised challenges. */
export const RAISED_PROOF_EVENT = 'raised-proof';

/** The difficulty a server uses (tests may lower it). */
export interface ProofOfWorkSettings {
  cost: number;
  counterMin: number;
  counterMax: number;
}

/** Settings of the human check (from the environment, config.ts). */
export interface HumanCheckSettings {
  /**
   * The HMAC secret that signs the challenges (HUMAN_CHECK_SECRET); when absent one is generated
   * once and kept in the database (table server_secrets), shared by every process. Never sent.
   */
  secret?: string | null;
  /** Where reCAPTCHA tokens are verified (RECAPTCHA_VERIFY_URL; tests point it at a local server). */
  recaptchaVerifyUrl?: string | null;
  /** The proof-of-work difficulty; `proofOfWork` by default. */
  proofOfWork?: ProofOfWorkSettings;
}

/** The ALTCHA payload the browser sends as `humanCheckToken` (base64 of this JSON). */
interface AltchaPayload {
  challenge: Challenge;
  solution: Solution;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads an ALTCHA payload from a token; null when it is not one. */
export function parseAltchaToken(token: string): AltchaPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isObject(value) || !isObject(value.challenge) || !isObject(value.solution)) return null;
  if (!isObject(value.challenge.parameters)) return null;
  return value as unknown as AltchaPayload;
}

/** Encodes an ALTCHA payload as the `humanCheckToken` the browser sends. */
export function altchaToken(challenge: AltchaChallenge, solution: Solution): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Challenges for the browser and verification of its answers. */
export class HumanCheckService {
  private secrets: Promise<{ challenge: string; key: string }> | null = null;
  private readonly pow: ProofOfWorkSettings;

  constructor(
    private readonly repository: VerificationRepository,
    private readonly system: SystemService,
    private readonly clock: () => Date,
    private readonly log: Log,
    private readonly settings: HumanCheckSettings = {},
  ) {
    this.pow = settings.proofOfWork ?? proofOfWork;
  }

  /** The two HMAC keys (challenge signature, derived-key signature), from one kept secret. */
  private keys(): Promise<{ challenge: string; key: string }> {
    this.secrets ??= (async () => {
      const secret =
        this.settings.secret ||
        (await this.repository.serverSecret(
          'human-check-hmac',
          randomBytes(32).toString('base64url'),
        ));
      const derive = (purpose: string) =>
        createHmac('sha256', secret).update(`altcha:${purpose}`).digest('base64url');
      return { challenge: derive('challenge'), key: derive('key') };
    })();
    this.secrets.catch(() => {
      this.secrets = null;
    });
    return this.secrets;
  }

  /** The brand's reCAPTCHA keys when both are set (then reCAPTCHA is the provider). */
  private async recaptcha(): Promise<{ siteKey: string; secretKey: string } | null> {
    const brand = await this.system.getBrand();
    const siteKey = brand.recaptchaSiteKey.trim();
    const secretKey = brand.recaptchaSecretKey.trim();
    return siteKey && secretKey ? { siteKey, secretKey } : null;
  }

  /** Whether the brand's human check is reCAPTCHA now (its script must be let in by the CSP). */
  async recaptchaEnabled(): Promise<boolean> {
    return (await this.recaptcha()) !== null;
  }

  /**
   * GET /wps/verification/human-check: a fresh signed challenge, or reCAPTCHA's site key. Raised
   * (AuthLimits.raisedProofFactor times the expected work, and marked so in its signed data) for
   * an address group that a shared limit asked for a raised proof within raisedProofForMs.
   */
  async challenge(ip?: string): Promise<HumanCheckChallengeResponse> {
    const recaptcha = await this.recaptcha();
    if (recaptcha) return { provider: HumanCheckProviders.Recaptcha, siteKey: recaptcha.siteKey };
    const now = this.clock().getTime();
    const raised =
      ip !== undefined &&
      (
        await this.repository.rateEvents(
          RAISED_PROOF_EVENT,
          await this.system.addressKeys(ip),
          new Date(now - AuthLimits.raisedProofForMs),
        )
      ).total > 0;
    const factor = raised ? AuthLimits.raisedProofFactor : 1;
    const keys = await this.keys();
    const expires = now + AuthLimits.humanCheckTtlMs;
    const challenge = await createChallenge({
      algorithm: proofOfWork.algorithm,
      cost: this.pow.cost,
      counter: randomInt(this.pow.counterMin * factor, this.pow.counterMax * factor),
      deriveKey,
      // Expiry on the server's clock, signed with the rest (altcha's own expiresAt reads Date.now).
      data: raised ? { expires, level: 'raised' } : { expires },
      hmacSignatureSecret: keys.challenge,
      hmacKeySignatureSecret: keys.key,
    });
    return { provider: HumanCheckProviders.Altcha, challenge: challenge as AltchaChallenge };
  }

  /**
   * Verifies the human check of a protected call and uses it up; answers 400 HUMAN_CHECK_FAILED
   * (AuthMessages.humanCheckFailed) when it is missing, of another provider than the brand's,
   * forged, expired or used before (with the envelope's captcha flag when `captcha`). `ip` goes to
   * reCAPTCHA as the remote address. Resolves with the level of work it proved.
   */
  async verify(fields: HumanCheckFields, ip: string, captcha = false): Promise<ProofLevel> {
    const reason = await this.problem(fields, ip);
    if (typeof reason !== 'string') return reason.level;
    this.log.info({ reason, provider: fields.humanCheckProvider }, 'human check refused');
    throw new AppError(
      400,
      AuthErrorCodes.HumanCheckFailed,
      AuthMessages.humanCheckFailed,
      captcha || undefined,
    );
  }

  /** Why the check fails, or the level it proved when it passes (and is now used up). */
  private async problem(
    fields: HumanCheckFields,
    ip: string,
  ): Promise<string | { level: ProofLevel }> {
    const token = (fields.humanCheckToken ?? '').trim();
    if (!token) return 'missing';
    const recaptcha = await this.recaptcha();
    const expected = recaptcha ? HumanCheckProviders.Recaptcha : HumanCheckProviders.Altcha;
    if (fields.humanCheckProvider !== expected) return 'provider';
    if (recaptcha) {
      return (await this.verifyRecaptcha(recaptcha.secretKey, token, ip)) ?? { level: 'raised' };
    }
    return this.verifyAltcha(token);
  }

  private async verifyAltcha(token: string): Promise<string | { level: ProofLevel }> {
    const payload = parseAltchaToken(token);
    if (!payload) return 'malformed';
    const keys = await this.keys();
    const now = this.clock();
    let result;
    try {
      result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: keys.challenge,
        hmacKeySignatureSecret: keys.key,
      });
    } catch {
      return 'malformed';
    }
    if (!result.verified) return result.invalidSignature ? 'signature' : 'solution';
    // Signed, so the numbers are the server's own.
    const params = payload.challenge.parameters;
    const expires = Number(params.data?.expires);
    if (!Number.isFinite(expires) || expires <= now.getTime()) return 'expired';
    if (params.algorithm !== proofOfWork.algorithm || params.cost < this.pow.cost) return 'weak';
    const fresh = await this.repository.useHumanCheck({
      challengeHash: sha256(payload.challenge.signature ?? ''),
      usedAt: now,
      expiresAt: new Date(expires),
    });
    if (!fresh) return 'replayed';
    return { level: params.data?.level === 'raised' ? 'raised' : 'ordinary' };
  }

  private async verifyRecaptcha(secret: string, token: string, ip: string): Promise<string | null> {
    const url = this.settings.recaptchaVerifyUrl || RECAPTCHA_VERIFY_URL;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: ip }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) return `recaptcha http ${response.status}`;
      const answer: unknown = await response.json();
      if (!isObject(answer) || answer.success !== true) return 'recaptcha refused';
      // reCAPTCHA v3 answers a score; below 0.5 is most likely a bot.
      if (typeof answer.score === 'number' && answer.score < 0.5) return 'recaptcha score';
      return null;
    } catch (error) {
      this.log.warn({ err: error }, 'reCAPTCHA verification unreachable');
      return 'recaptcha unreachable';
    }
  }
}
