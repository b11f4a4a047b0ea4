// Random tokens and their stored digests.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** SHA-256 hex digest (tokens are stored only as digests). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A random token of `bytes` bytes, base64url (16 bytes = 128 bits). */
export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

/** A random string of `length` characters drawn uniformly from `alphabet`. */
export function randomString(length: number, alphabet: string): string {
  let text = '';
  for (let i = 0; i < length; i++) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/** Compares two strings in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(sha256(a));
  const right = Buffer.from(sha256(b));
  return timingSafeEqual(left, right) && a === b;
}

/** A salted digest `salt$sha256(salt:value)` for short secrets (SMS codes, captcha answers). */
export function saltedDigest(value: string): string {
  const salt = randomBytes(12).toString('base64url');
  return `${salt}$${sha256(`${salt}:${value}`)}`;
}

/** Checks a value against a `saltedDigest`. */
export function matchesSaltedDigest(value: string, stored: string): boolean {
  const [salt, digest] = stored.split('$');
  if (!salt || !digest) return false;
  const actual = Buffer.from(sha256(`${salt}:${value}`));
  const expected = Buffer.from(digest);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
