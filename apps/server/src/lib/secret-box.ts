// Secrets kept in the database encrypted at rest (AES-256-GCM, node:crypto): the authenticator's
// TOTP secrets. The key is the server's data-encryption key: DATA_ENCRYPTION_KEY (32 bytes, base64
// or hex; every process of a PostgreSQL deployment must have the same one), or else a key file in
// DATA_DIR made once with 0600 permissions (one process on one PGlite folder). A sealed value is
// 'v1.' + base64url(iv ‖ tag ‖ ciphertext); the context it is sealed for (e.g. the member's row) is
// authenticated data, so a value copied to another row does not open there.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The key file in DATA_DIR when DATA_ENCRYPTION_KEY is not set. */
export const DATA_KEY_FILE = 'data-encryption.key';

const VERSION = 'v1.';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Encrypts and decrypts short secrets with one AES-256-GCM key. */
export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Uint8Array) {
    if (key.length !== KEY_BYTES) throw new Error(`a data-encryption key has ${KEY_BYTES} bytes`);
    this.#key = Buffer.from(key);
  }

  /**
   * The key's fingerprint: HMAC-SHA-256 of a fixed label under the key (32 hex digits). Stored
   * once in the database, it tells a start with another key at once, before any secret is sealed
   * or opened with it; it says nothing of the key itself.
   */
  fingerprint(): string {
    return createHmac('sha256', this.#key)
      .update('lotusplay data-encryption key check v1')
      .digest('hex')
      .slice(0, 32);
  }

  /** Whether `value` is a sealed value (else: a plaintext from before encryption at rest). */
  static isSealed(value: string): boolean {
    return value.startsWith(VERSION);
  }

  /** Encrypts `plaintext` for `context` (authenticated, not stored). */
  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /**
   * Decrypts a sealed value for `context`; a plaintext (stored before encryption at rest, until the
   * start-up migration seals it) is answered as it is. Throws when the value was sealed with
   * another key or for another context, or was changed.
   */
  open(stored: string, context: string): string {
    if (!SecretBox.isSealed(stored)) return stored;
    const bytes = Buffer.from(stored.slice(VERSION.length), 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('a sealed secret is too short');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }
}

/** Reads a key written as 64 hex digits or as base64 (standard or url-safe) of 32 bytes. */
export function parseDataKey(text: string, source: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(
          trimmed,
          trimmed.includes('-') || trimmed.includes('_') ? 'base64url' : 'base64',
        )
      : null;
  if (!key || key.length !== KEY_BYTES) {
    throw new Error(
      `${source} must be ${KEY_BYTES} random bytes as 64 hex digits or base64 (e.g. \`openssl rand -base64 32\`)`,
    );
  }
  return key;
}

/**
 * The server's data-encryption key: DATA_ENCRYPTION_KEY when set; otherwise `<dataDir>/
 * data-encryption.key`, made once (0600, never overwritten: a second process starting at the same
 * moment reads the first one's).
 */
export async function loadDataKey({
  envKey,
  dataDir,
}: {
  envKey: string | null;
  dataDir: string;
}): Promise<{ box: SecretBox; source: 'env' | 'file'; file: string | null }> {
  if (envKey) {
    return {
      box: new SecretBox(parseDataKey(envKey, 'DATA_ENCRYPTION_KEY')),
      source: 'env',
      file: null,
    };
  }
  const file = join(dataDir, DATA_KEY_FILE);
  await mkdir(dataDir, { recursive: true });
  // Written whole under another name, then linked into place: a process starting at the same
  // moment finds either no key file or a complete one, and the first link wins.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600 });
  try {
    // The umask may have taken bits off the mode, never added any; set it exactly.
    await chmod(draft, 0o600);
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
  const text = await readFile(file, 'utf8');
  return { box: new SecretBox(parseDataKey(text, file)), source: 'file', file };
}

let processBox: SecretBox | null = null;

/**
 * A key made for this process only, for servers created without one (tests: every server of one
 * test process shares it). main.ts always passes the configured key.
 */
export function processSecretBox(): SecretBox {
  processBox ??= new SecretBox(randomBytes(KEY_BYTES));
  return processBox;
}
