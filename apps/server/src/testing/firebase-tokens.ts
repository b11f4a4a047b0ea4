// Firebase ID tokens for tests: RS256 tokens signed with a key pair made here (standing in for
// Google's published keys), with the claims of a real phone sign-in unless a test overrides them.
import { generateKeyPairSync, sign } from 'node:crypto';
import type { FirebaseSettings, SigningKeySource } from '../lib/firebase-token';
import { FirebaseTokenVerifier } from '../lib/firebase-token';

/** The project of the test tokens. */
export const TEST_FIREBASE: FirebaseSettings = {
  projectId: 'demo-lotusplay-test',
  apiKey: 'test-api-key',
  authDomain: 'demo-lotusplay-test.firebaseapp.com',
  emulatorHost: null,
};

const KEY_ID = 'test-key-1';

/** A signing key pair, the key source serving its public half, and a token minter. */
export function createTestFirebase(clock: () => Date) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  let keyFetches = 0;
  const keySource: SigningKeySource = async () => {
    keyFetches += 1;
    return { keys: { [KEY_ID]: publicPem }, maxAgeMs: 3_600_000 };
  };
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  /** A signed token of a phone sign-in to `phoneNumber` just now; claims and header can be overridden. */
  const token = (
    phoneNumber: string,
    claims: Record<string, unknown> = {},
    header: Record<string, unknown> = {},
  ) => {
    const nowSeconds = Math.floor(clock().getTime() / 1000);
    const head = encode({ alg: 'RS256', kid: KEY_ID, typ: 'JWT', ...header });
    const body = encode({
      iss: `https://securetoken.google.com/${TEST_FIREBASE.projectId}`,
      aud: TEST_FIREBASE.projectId,
      auth_time: nowSeconds,
      user_id: `uid-${phoneNumber.slice(1)}`,
      sub: `uid-${phoneNumber.slice(1)}`,
      iat: nowSeconds,
      exp: nowSeconds + 3600,
      phone_number: phoneNumber,
      firebase: { identities: { phone: [phoneNumber] }, sign_in_provider: 'phone' },
      ...claims,
    });
    const signature = sign('RSA-SHA256', Buffer.from(`${head}.${body}`), privateKey);
    return `${head}.${body}.${signature.toString('base64url')}`;
  };

  return {
    keySource,
    token,
    keyFetches: () => keyFetches,
    verifier: () => new FirebaseTokenVerifier(TEST_FIREBASE, { clock, keySource }),
  };
}
