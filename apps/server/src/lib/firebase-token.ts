// Verifies the Firebase ID token a browser sends after Firebase phone sign-in (the brand's
// alternative SMS provider). In production the token is an RS256 JWT signed by Google: the signature
// is checked against Google's published certificates and every claim against the brand's project.
// Against the Auth emulator (development and tests) tokens are unsigned, so the emulator itself is
// asked whether it issued the token for that user and number.
import { X509Certificate, createPublicKey, verify as verifySignature } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { FirebaseWebSettings } from '@lotusplay/api-client';

/** The brand's Firebase project as the server knows it (FIREBASE_* environment variables). */
export interface FirebaseSettings {
  projectId: string;
  /** Web API key: public, sent to the browser; also used for the emulator lookup. */
  apiKey: string;
  authDomain: string;
  /** `host:port` of the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST); development and tests only. */
  emulatorHost: string | null;
}

/** Who a verified token says signed in, and when. */
export interface FirebasePhoneIdentity {
  uid: string;
  /** E.164, e.g. +639171234567. */
  phoneNumber: string;
  authTime: Date;
  /** When the token stops being valid; a used token is remembered until then. */
  expiresAt: Date;
}

/** Signing keys by key id (PEM certificates or public keys) and how long they may be cached. */
export interface SigningKeys {
  keys: Record<string, string>;
  maxAgeMs: number;
}

/** Where the signing keys come from; the default fetches Google's published certificates. */
export type SigningKeySource = () => Promise<SigningKeys>;

/**
 * The one rule of whether the brand uses Firebase for SMS: the whitelabel switch FIREBASESMS3 on
 * and a Firebase project known to the server (`firebase` not null). Returns `firebase`, or null.
 */
export function firebaseInUse<T>(flags: Record<string, boolean>, firebase: T | null): T | null {
  return flags.FIREBASESMS3 === true ? firebase : null;
}

/** Google's certificates for Firebase ID tokens. */
export const FIREBASE_CERTS_URL =
  'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

/** Limits of the token check. */
export const firebaseTokenLimits = {
  maxTokenLength: 4096,
  /** The phone sign-in must be this recent: an old token is not proof of holding the phone now. */
  maxAuthAgeMs: 10 * 60_000,
  clockSkewMs: 60_000,
  /** Unknown key ids refetch the keys at most this often. */
  keyRefetchMs: 60_000,
} as const;

/** A token that does not prove a phone sign-in; `reason` is for the log, never for the client. */
export class FirebaseTokenError extends Error {
  constructor(readonly reason: string) {
    super(`Firebase ID token rejected: ${reason}`);
    this.name = 'FirebaseTokenError';
  }
}

interface TokenParts {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signedPart: string;
  signature: Buffer;
}

const SEGMENT = /^[A-Za-z0-9_-]*$/;

function decodeJson(segment: string, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // reported below
  }
  throw new FirebaseTokenError(`${what} is not a JSON object`);
}

function split(token: string): TokenParts {
  if (token.length === 0 || token.length > firebaseTokenLimits.maxTokenLength) {
    throw new FirebaseTokenError('bad length');
  }
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => SEGMENT.test(p)) || !parts[0] || !parts[1]) {
    throw new FirebaseTokenError('not a JWT');
  }
  return {
    header: decodeJson(parts[0], 'header'),
    payload: decodeJson(parts[1], 'payload'),
    signedPart: `${parts[0]}.${parts[1]}`,
    signature: Buffer.from(parts[2]!, 'base64url'),
  };
}

const seconds = (value: unknown, name: string): number => {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new FirebaseTokenError(`${name} missing`);
  }
  return value * 1000;
};

function toKey(pem: string): KeyObject {
  return pem.includes('BEGIN CERTIFICATE')
    ? new X509Certificate(pem).publicKey
    : createPublicKey(pem);
}

/** Fetches Google's certificates, cached for the Cache-Control max-age they come with. */
export function googleSigningKeys(fetchImpl: typeof fetch = fetch): SigningKeySource {
  return async () => {
    const response = await fetchImpl(FIREBASE_CERTS_URL, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`certificate fetch answered ${response.status}`);
    const keys = (await response.json()) as Record<string, string>;
    const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1];
    return { keys, maxAgeMs: maxAge ? Number(maxAge) * 1000 : 3_600_000 };
  };
}

/** Options of {@link FirebaseTokenVerifier}. */
export interface FirebaseTokenVerifierOptions {
  clock?: () => Date;
  /** Signing keys (production); Google's certificates by default. */
  keySource?: SigningKeySource;
  /** fetch used for the emulator lookup and the default key source. */
  fetch?: typeof fetch;
}

/** Checks Firebase ID tokens of phone sign-ins for one project. */
export class FirebaseTokenVerifier {
  private readonly clock: () => Date;
  private readonly keySource: SigningKeySource;
  private readonly fetchImpl: typeof fetch;
  private cached: { keys: Map<string, KeyObject>; until: number; fetchedAt: number } | null = null;

  constructor(
    readonly settings: FirebaseSettings,
    options: FirebaseTokenVerifierOptions = {},
  ) {
    this.clock = options.clock ?? (() => new Date());
    this.fetchImpl = options.fetch ?? fetch;
    this.keySource = options.keySource ?? googleSigningKeys(this.fetchImpl);
  }

  /** True when tokens come from the Auth emulator (unsigned; development and tests only). */
  get usesEmulator(): boolean {
    return this.settings.emulatorHost !== null;
  }

  /** What the browser needs to start a phone sign-in. */
  webSettings(): FirebaseWebSettings {
    return {
      apiKey: this.settings.apiKey,
      authDomain: this.settings.authDomain,
      projectId: this.settings.projectId,
      emulatorUrl: this.settings.emulatorHost ? `http://${this.settings.emulatorHost}` : null,
    };
  }

  /** Verifies `idToken`; rejects with a {@link FirebaseTokenError} when it proves nothing. */
  async verify(idToken: string): Promise<FirebasePhoneIdentity> {
    const token = split(idToken.trim());
    const identity = this.checkClaims(token.payload);
    if (this.usesEmulator) {
      if (token.header.alg !== 'none' && token.header.alg !== 'RS256') {
        throw new FirebaseTokenError('unexpected algorithm');
      }
      await this.lookUpInEmulator(idToken.trim(), identity);
    } else {
      if (token.header.alg !== 'RS256') throw new FirebaseTokenError('algorithm is not RS256');
      if (typeof token.header.kid !== 'string' || !token.header.kid) {
        throw new FirebaseTokenError('no key id');
      }
      const key = await this.signingKey(token.header.kid);
      const valid = verifySignature(
        'RSA-SHA256',
        Buffer.from(token.signedPart),
        key,
        token.signature,
      );
      if (!valid) throw new FirebaseTokenError('bad signature');
    }
    return identity;
  }

  private checkClaims(payload: Record<string, unknown>): FirebasePhoneIdentity {
    const { projectId } = this.settings;
    const now = this.clock().getTime();
    const skew = firebaseTokenLimits.clockSkewMs;
    if (payload.aud !== projectId) throw new FirebaseTokenError('wrong audience');
    if (payload.iss !== `https://securetoken.google.com/${projectId}`) {
      throw new FirebaseTokenError('wrong issuer');
    }
    const sub = payload.sub;
    if (typeof sub !== 'string' || sub.length === 0 || sub.length > 128) {
      throw new FirebaseTokenError('bad subject');
    }
    const exp = seconds(payload.exp, 'exp');
    const iat = seconds(payload.iat, 'iat');
    const authTime = seconds(payload.auth_time, 'auth_time');
    if (exp <= now) throw new FirebaseTokenError('expired');
    if (iat > now + skew) throw new FirebaseTokenError('issued in the future');
    if (authTime > now + skew) throw new FirebaseTokenError('signed in in the future');
    if (now - authTime > firebaseTokenLimits.maxAuthAgeMs) {
      throw new FirebaseTokenError('sign-in too old');
    }
    const firebase = payload.firebase as { sign_in_provider?: unknown } | undefined;
    if (firebase?.sign_in_provider !== 'phone') {
      throw new FirebaseTokenError('not a phone sign-in');
    }
    const phone = payload.phone_number;
    if (typeof phone !== 'string' || !/^\+\d{6,20}$/.test(phone)) {
      throw new FirebaseTokenError('no phone number');
    }
    return { uid: sub, phoneNumber: phone, authTime: new Date(authTime), expiresAt: new Date(exp) };
  }

  private async signingKey(kid: string): Promise<KeyObject> {
    const now = this.clock().getTime();
    const fresh = this.cached && this.cached.until > now;
    const mayRefetch =
      !this.cached || now - this.cached.fetchedAt >= firebaseTokenLimits.keyRefetchMs;
    if (!fresh || (!this.cached!.keys.has(kid) && mayRefetch)) {
      let source: SigningKeys;
      try {
        source = await this.keySource();
      } catch (error) {
        throw new FirebaseTokenError(
          `signing keys unavailable (${error instanceof Error ? error.message : String(error)})`,
        );
      }
      const keys = new Map<string, KeyObject>();
      for (const [id, pem] of Object.entries(source.keys)) {
        try {
          keys.set(id, toKey(pem));
        } catch {
          // an unreadable entry is skipped; tokens naming it fail as unknown keys
        }
      }
      this.cached = { keys, until: now + source.maxAgeMs, fetchedAt: now };
    }
    const key = this.cached!.keys.get(kid);
    if (!key) throw new FirebaseTokenError('unknown key id');
    return key;
  }

  private async lookUpInEmulator(idToken: string, identity: FirebasePhoneIdentity) {
    const url = `http://${this.settings.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=${encodeURIComponent(this.settings.apiKey)}`;
    let users: { localId?: string; phoneNumber?: string }[] | undefined;
    try {
      const response = await this.fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new FirebaseTokenError(`emulator answered ${response.status}`);
      users = ((await response.json()) as { users?: typeof users }).users;
    } catch (error) {
      if (error instanceof FirebaseTokenError) throw error;
      throw new FirebaseTokenError('emulator unreachable');
    }
    const user = users?.[0];
    if (user?.localId !== identity.uid || user.phoneNumber !== identity.phoneNumber) {
      throw new FirebaseTokenError('emulator does not know this sign-in');
    }
  }
}
