// The payload encryption of SPEC.md §6 ("encrypted payloads"): a compatibility envelope only —
// TLS is the security. Framework-free so the server can decrypt with the very same code.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/** The body sent for an encrypted call. */
export interface EncryptedPayload {
  data: string;
}

/** Shared passphrase of the compatibility envelope (not a secret: TLS protects the wire). */
export const PAYLOAD_PASSPHRASE = 'lotusplay-wps-envelope-v1';

/** Encrypts a JSON-serialisable body into `{ data }` (AES, OpenSSL-compatible base64). */
export function encryptPayload(body: unknown, passphrase = PAYLOAD_PASSPHRASE): EncryptedPayload {
  return { data: AES.encrypt(JSON.stringify(body), passphrase).toString() };
}

/**
 * Decrypts `{ data }` back into the original body.
 * @throws Error when the data is not a valid envelope for this passphrase.
 */
export function decryptPayload<T = unknown>(data: string, passphrase = PAYLOAD_PASSPHRASE): T {
  let text: string;
  try {
    text = AES.decrypt(data, passphrase).toString(Utf8);
  } catch {
    throw new Error('Encrypted payload could not be decrypted');
  }
  if (!text) throw new Error('Encrypted payload could not be decrypted');
  return JSON.parse(text) as T;
}

/** Type guard for an encrypted body. */
export function isEncryptedPayload(body: unknown): body is EncryptedPayload {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { data?: unknown }).data === 'string' &&
    Object.keys(body).length === 1
  );
}
