// Memory-hard password hashing (scrypt, OWASP parameters), run off the event loop.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost parameters. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * The cost every new hash is made at, and the least a stored hash must have to be checked at
 * all. OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1 (128 MiB).
 */
export const passwordCost: Readonly<ScryptCost> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** scrypt's memory (OpenSSL's count): 128·r·(N + 2) for V plus 128·r·p for B. */
const memoryOf = ({ N, r, p }: ScryptCost) => 128 * r * (N + 2 + p);

type DerivationListener = (cost: ScryptCost) => void;
const listeners = new Set<DerivationListener>();

/**
 * Calls `listener` with the cost of every scrypt derivation started from now on, until the
 * returned function is called. Lets tests prove that two code paths do the same work.
 */
export function onScryptDerivation(listener: DerivationListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const INTEGER = /^[1-9]\d{0,9}$/;

/**
 * Hashes and checks passwords at one scrypt cost. The server uses `passwords` (the OWASP cost of
 * `passwordCost`); only tests build a cheaper one, through createServer's deps, never from
 * configuration or the environment.
 */
export class PasswordHasher {
  /** A stored hash may ask for at most twice the configured memory… */
  private readonly maxMemory: number;
  /** …and at most four times the configured work (N·r·p): more is not a password hash of ours. */
  private readonly maxWork: number;

  constructor(readonly cost: Readonly<ScryptCost> = passwordCost) {
    this.maxMemory = 2 * memoryOf(cost);
    this.maxWork = 4 * cost.N * cost.r * cost.p;
  }

  private derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
    for (const listener of listeners) listener({ ...cost });
    return new Promise((resolve, reject) => {
      scrypt(
        password,
        salt,
        KEY_LENGTH,
        { N: cost.N, r: cost.r, p: cost.p, maxmem: this.maxMemory },
        (error, key) => (error ? reject(error) : resolve(key)),
      );
    });
  }

  /** Hashes a password into `scrypt$N$r$p$salt$hash` (base64 parts) at the configured cost. */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await this.derive(password, salt, this.cost);
    const { N, r, p } = this.cost;
    return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  /** A stored hash split into its parts, or null when it is malformed or not at our cost. */
  private parse(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
    if (typeof stored !== 'string' || stored.length > 512) return null;
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
    const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
    if (!INTEGER.test(n) || !INTEGER.test(r) || !INTEGER.test(p)) return null;
    const cost = { N: Number(n), r: Number(r), p: Number(p) };
    // Never trust the stored parameters: below the configured cost a stolen or planted hash
    // would be cheap to crack; far above it one login could pin a CPU or exhaust the memory.
    if (cost.N < this.cost.N || cost.r < this.cost.r || cost.p < this.cost.p) return null;
    if ((cost.N & (cost.N - 1)) !== 0) return null;
    if (memoryOf(cost) > this.maxMemory || cost.N * cost.r * cost.p > this.maxWork) return null;
    if (!BASE64.test(salt) || !BASE64.test(key)) return null;
    const saltBytes = Buffer.from(salt, 'base64');
    const keyBytes = Buffer.from(key, 'base64');
    if (saltBytes.length < SALT_BYTES || saltBytes.length > 64 || keyBytes.length !== KEY_LENGTH) {
      return null;
    }
    return { cost, salt: saltBytes, key: keyBytes };
  }

  /**
   * True when `stored` is a scrypt hash that verify will check: well formed and at least at the
   * configured cost. Anything else (no usable password, a legacy cheap hash) never matches.
   */
  isUsable(stored: string): boolean {
    return this.parse(stored) !== null;
  }

  /**
   * Checks a password against a stored hash in constant time. False, without deriving, for a
   * malformed hash and for one whose parameters are below the configured cost or absurdly high.
   */
  async verify(password: string, stored: string): Promise<boolean> {
    const parsed = this.parse(stored);
    if (!parsed) return false;
    const actual = await this.derive(password, parsed.salt, parsed.cost).catch(() => null);
    return actual !== null && timingSafeEqual(actual, parsed.key);
  }
}

/** The server's hasher, at the OWASP cost. */
export const passwords = new PasswordHasher();

/** Hashes a password at the OWASP cost (`passwords.hash`). */
export const hashPassword = (password: string): Promise<string> => passwords.hash(password);

/** Checks a password at the OWASP cost (`passwords.verify`). */
export const verifyPassword = (password: string, stored: string): Promise<boolean> =>
  passwords.verify(password, stored);

/** Whether a stored hash is checked at all at the OWASP cost (`passwords.isUsable`). */
export const isUsableHash = (stored: string): boolean => passwords.isUsable(stored);
