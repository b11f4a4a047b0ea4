// The encrypted customer-service link of getService (SPEC.md §7): the link encrypted with crypto-js
// AES under an 8-character passphrase, with that passphrase appended. A compatibility envelope, not
// a secret (the key travels with it; TLS is the security). Framework-free: the server encrypts
// with the very same code the browser decrypts with.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/** Characters of the key: the last 8 characters of the encrypted link (SPEC.md §7). */
export const SERVICE_LINK_KEY_LENGTH = 8;

const KEY_PATTERN = /^[A-Za-z0-9]{8}$/;

/**
 * Encrypts `link` under `key` (8 letters or digits, chosen at random by the caller) and appends
 * the key: `<OpenSSL-format base64 ciphertext><key>`.
 */
export function encryptServiceLink(link: string, key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('The service link key must be 8 letters or digits');
  return AES.encrypt(link, key).toString() + key;
}

/**
 * The link inside an encrypted service link (the last 8 characters are the key).
 * @throws Error when the text is not an encrypted link.
 */
export function decryptServiceLink(encrypted: string): string {
  const key = encrypted.slice(-SERVICE_LINK_KEY_LENGTH);
  const data = encrypted.slice(0, -SERVICE_LINK_KEY_LENGTH);
  let link = '';
  try {
    if (KEY_PATTERN.test(key) && data) link = AES.decrypt(data, key).toString(Utf8);
  } catch {
    link = '';
  }
  if (!link) throw new Error('The customer-service link could not be decrypted');
  return link;
}
