import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_FIREBASE, createTestFirebase } from '../testing/firebase-tokens';
import { FirebaseTokenError, FirebaseTokenVerifier, firebaseTokenLimits } from './firebase-token';

const now = new Date('2026-03-01T10:00:00Z');
const clock = () => now;
const PHONE = '+639170000001';
const nowSeconds = Math.floor(now.getTime() / 1000);

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FirebaseTokenError);
  return (error as FirebaseTokenError).reason;
};

describe('FirebaseTokenVerifier with signed tokens', () => {
  const firebase = createTestFirebase(clock);
  const verifier = firebase.verifier();

  it('accepts a fresh phone sign-in of the project and says who and until when', async () => {
    const identity = await verifier.verify(firebase.token(PHONE));
    expect(identity).toEqual({
      uid: 'uid-639170000001',
      phoneNumber: PHONE,
      authTime: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
  });

  it.each([
    ['another project', { aud: 'other-project' }, 'wrong audience'],
    ['another issuer', { iss: 'https://evil.example/demo-lotusplay-test' }, 'wrong issuer'],
    ['an empty subject', { sub: '' }, 'bad subject'],
    ['an expired token', { exp: nowSeconds - 1 }, 'expired'],
    ['a token from the future', { iat: nowSeconds + 3600 }, 'issued in the future'],
    ['a sign-in in the future', { auth_time: nowSeconds + 3600 }, 'signed in in the future'],
    [
      'a sign-in older than ten minutes',
      { auth_time: nowSeconds - firebaseTokenLimits.maxAuthAgeMs / 1000 - 1 },
      'sign-in too old',
    ],
    ['a password sign-in', { firebase: { sign_in_provider: 'password' } }, 'not a phone sign-in'],
    ['no phone number', { phone_number: undefined }, 'no phone number'],
    ['an HTML phone number', { phone_number: '<b>+63</b>' }, 'no phone number'],
    ['exp as a string', { exp: String(nowSeconds + 60) }, 'exp missing'],
  ])('refuses %s', async (_name, claims, reason) => {
    expect(await rejection(verifier.verify(firebase.token(PHONE, claims)))).toBe(reason);
  });

  it('refuses a changed payload, a foreign key, an unknown key id and unsigned tokens', async () => {
    const [head, , signature] = firebase.token(PHONE).split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(firebase.token(PHONE).split('.')[1]!, 'base64url').toString()),
        phone_number: '+639999999999',
      }),
    ).toString('base64url');
    expect(await rejection(verifier.verify(`${head}.${forged}.${signature}`))).toBe(
      'bad signature',
    );

    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const [h, p] = firebase.token(PHONE).split('.');
    const foreign = sign('RSA-SHA256', Buffer.from(`${h}.${p}`), other).toString('base64url');
    expect(await rejection(verifier.verify(`${h}.${p}.${foreign}`))).toBe('bad signature');

    expect(await rejection(verifier.verify(firebase.token(PHONE, {}, { kid: 'nope' })))).toBe(
      'unknown key id',
    );
    expect(await rejection(verifier.verify(firebase.token(PHONE, {}, { kid: undefined })))).toBe(
      'no key id',
    );
    const unsigned = `${firebase.token(PHONE, {}, { alg: 'none' }).split('.').slice(0, 2).join('.')}.`;
    expect(await rejection(verifier.verify(unsigned))).toBe('algorithm is not RS256');
    expect(await rejection(verifier.verify(firebase.token(PHONE, {}, { alg: 'HS256' })))).toBe(
      'algorithm is not RS256',
    );
  });

  it.each([
    ['', 'bad length'],
    ['x'.repeat(5000), 'bad length'],
    ['abc', 'not a JWT'],
    ["' OR 1=1 --.x.y", 'not a JWT'],
    ['<script>alert(1)</script>', 'not a JWT'],
    ['a.b.c', 'header is not a JSON object'],
    [`${Buffer.from('[1]').toString('base64url')}.e30.`, 'header is not a JSON object'],
  ])('refuses the garbage %j', async (token, reason) => {
    expect(await rejection(verifier.verify(token))).toBe(reason);
  });

  it('fetches the keys once while they are fresh, and says so when they cannot be had', async () => {
    const fresh = createTestFirebase(clock);
    const cached = fresh.verifier();
    await cached.verify(fresh.token(PHONE));
    await cached.verify(fresh.token(PHONE));
    expect(fresh.keyFetches()).toBe(1);
    // An unknown key id refetches at most once a minute.
    await rejection(cached.verify(fresh.token(PHONE, {}, { kid: 'rotated' })));
    expect(fresh.keyFetches()).toBe(1);

    const broken = new FirebaseTokenVerifier(TEST_FIREBASE, {
      clock,
      keySource: () => Promise.reject(new Error('offline')),
    });
    expect(await rejection(broken.verify(fresh.token(PHONE)))).toBe(
      'signing keys unavailable (offline)',
    );
  });

  it('gives the browser the project without an emulator', () => {
    expect(verifier.usesEmulator).toBe(false);
    expect(verifier.webSettings()).toEqual({
      apiKey: 'test-api-key',
      authDomain: 'demo-lotusplay-test.firebaseapp.com',
      projectId: 'demo-lotusplay-test',
      emulatorUrl: null,
    });
  });
});

describe('FirebaseTokenVerifier against the Auth emulator', () => {
  const settings = { ...TEST_FIREBASE, emulatorHost: '127.0.0.1:9099' };
  const unsignedToken = (claims: Record<string, unknown> = {}) => {
    const encode = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      iss: `https://securetoken.google.com/${settings.projectId}`,
      aud: settings.projectId,
      auth_time: nowSeconds,
      sub: 'emu-uid',
      iat: nowSeconds,
      exp: nowSeconds + 3600,
      phone_number: PHONE,
      firebase: { sign_in_provider: 'phone' },
      ...claims,
    })}.`;
  };
  // The emulator's accounts:lookup, answering for the one user it knows.
  const calls: { url: string; body: string }[] = [];
  const emulator = (users: object[] | null, status = 200): typeof fetch =>
    (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), body: String(init?.body) });
      return new Response(JSON.stringify(users ? { users } : {}), { status });
    }) as typeof fetch;

  it('accepts an unsigned token the emulator confirms, and asks the emulator', async () => {
    const verifier = new FirebaseTokenVerifier(settings, {
      clock,
      fetch: emulator([{ localId: 'emu-uid', phoneNumber: PHONE }]),
    });
    const token = unsignedToken();
    await expect(verifier.verify(token)).resolves.toMatchObject({ phoneNumber: PHONE });
    expect(calls.at(-1)).toEqual({
      url: 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:lookup?key=test-api-key',
      body: JSON.stringify({ idToken: token }),
    });
    expect(verifier.webSettings().emulatorUrl).toBe('http://127.0.0.1:9099');
  });

  it('refuses what the emulator does not confirm, and still checks the claims first', async () => {
    const other = new FirebaseTokenVerifier(settings, {
      clock,
      fetch: emulator([{ localId: 'emu-uid', phoneNumber: '+639999999999' }]),
    });
    expect(await rejection(other.verify(unsignedToken()))).toBe(
      'emulator does not know this sign-in',
    );
    const none = new FirebaseTokenVerifier(settings, { clock, fetch: emulator(null, 400) });
    expect(await rejection(none.verify(unsignedToken()))).toBe('emulator answered 400');
    const down = new FirebaseTokenVerifier(settings, {
      clock,
      fetch: (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch,
    });
    expect(await rejection(down.verify(unsignedToken()))).toBe('emulator unreachable');
    const before = calls.length;
    expect(await rejection(down.verify(unsignedToken({ aud: 'x' })))).toBe('wrong audience');
    expect(calls.length).toBe(before);
  });
});
