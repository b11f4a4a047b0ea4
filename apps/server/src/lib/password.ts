// Memory-hard password hashing (scrypt), run off the event loop and never more at once than the
// machine can spare: every derivation of every hasher waits for a slot of one gate.
import { availableParallelism } from 'node:os';
import { randomBytes, scrypt as nodeScrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/** scrypt's cost parameters. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * The cost every new login password hash is made at, and the least a stored one must have to be
 * checked at all. OWASP Password Storage Cheat Sheet: N=2^17, r=8, p=1 (128 MiB, ~0.3 s a core).
 */
export const passwordCost: Readonly<ScryptCost> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });

/**
 * The cost of payment passwords (4 MiB, ~9 ms a core; issue 24, finding 9). A payment password is
 * six digits: 10^6 guesses exhaust it offline at any scrypt cost (~90 core-hours at
 * `passwordCost`, ~2.5 at this one), so its hash only keeps the digits out of sight. What makes
 * guessing hard is online, unchanged: it is asked only of a logged-in member, and
 * `PaymentPasswordRules.maxWrongAttempts` wrong ones within the window lock it (counted in the
 * database before each check: MemberService.guardPaymentPassword). At the login cost every
 * withdrawal cost 0.3 s of a core and stalled every other call under load.
 */
export const paymentPasswordCost: Readonly<ScryptCost> = Object.freeze({ N: 2 ** 12, r: 8, p: 1 });

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

/**
 * How many scrypt derivations may run at once in this process: half of libuv's thread pool (4
 * threads unless UV_THREADPOOL_SIZE says otherwise; it also runs the log's writes, zlib, dns
 * look-ups and the proof of work's PBKDF2, which must not wait behind hashes), and one core fewer
 * than the machine has (the event loop and the database need one), at least 1. On 2 cores: 1.
 */
export function hashingConcurrency({
  cores = availableParallelism(),
  threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4,
}: { cores?: number; threadPool?: number } = {}): number {
  return Math.max(1, Math.min(Math.floor(threadPool / 2), cores - 1));
}

/**
 * A counting semaphore: at most `limit` tasks run at once, the others wait their turn (first come,
 * first served). Waiting is all a caller gets, never a refusal: every hash is behind a brake that
 * counts the attempt before it is hashed (login, payment password, password change, registration),
 * so refusing it as "busy" would spend a member's attempts on the server's load (a busy server
 * locking members out of their payment password), and those brakes already bound how many hashes
 * anyone can ask for. A waiting caller holds a promise, not scrypt's memory.
 */
export class HashingGate {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`bad hashing limit ${limit}`);
  }

  /** Tasks running now. */
  get running(): number {
    return this.active;
  }

  /** Tasks waiting for a slot. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Runs `task` once a slot is free; the slot goes to the next waiting task when it settles. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.limit) this.active += 1;
    else await new Promise<void>((start) => this.queue.push(start));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line (still counted as taken), or is freed.
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

/** The gate of every hasher of this process unless a test gives one its own. */
export const hashingGate = new HashingGate(hashingConcurrency());

/** node:crypto's scrypt, as the hasher calls it (tests pass one that records its calls). */
export type ScryptFunction = (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
  callback: (error: Error | null, key: Buffer) => void,
) => void;

/** Options of a PasswordHasher. */
export interface PasswordHasherOptions {
  /**
   * The cost of its payment-password hasher (`payment`): by default `paymentPasswordCost`, never
   * above this hasher's own cost; null: payment passwords at this hasher's cost (`payment` is
   * the hasher itself).
   */
  paymentCost?: ScryptCost | null;
  /**
   * The highest cost a stored hash is expected at (by default the hasher's own): hashes up to it
   * are checked (and `needsRehash`), with the margin for absurd parameters counted from it.
   */
  acceptsUpTo?: ScryptCost;
  /** The gate its derivations wait on (`hashingGate` by default: one bound for every hasher). */
  gate?: HashingGate;
  /** The scrypt it runs (node's by default). */
  scrypt?: ScryptFunction;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const INTEGER = /^[1-9]\d{0,9}$/;

/**
 * Hashes and checks passwords at one scrypt cost. The server uses `passwords` (the OWASP cost of
 * `passwordCost`) for login passwords and its `payment` hasher for payment passwords; only tests
 * build cheaper ones, through createServer's deps, never from configuration or the environment.
 */
export class PasswordHasher {
  /**
   * The hasher of payment passwords that goes with this one: a lower cost, the same gate, and
   * hashes made at this hasher's cost still checked (the payment passwords hashed before the cost
   * was lowered: `needsRehash` says to hash them again at the lower cost).
   */
  readonly payment: PasswordHasher;
  /** A stored hash may ask for at most twice the memory of the highest accepted cost… */
  private readonly maxMemory: number;
  /** …and at most four times its work (N·r·p): more is not a password hash of ours. */
  private readonly maxWork: number;
  /** The gate its derivations wait on (shared with its `payment` hasher). */
  readonly gate: HashingGate;
  private readonly scrypt: ScryptFunction;

  constructor(
    readonly cost: Readonly<ScryptCost> = passwordCost,
    options: PasswordHasherOptions = {},
  ) {
    const highest = options.acceptsUpTo ?? cost;
    this.maxMemory = 2 * memoryOf(highest);
    this.maxWork = 4 * highest.N * highest.r * highest.p;
    this.gate = options.gate ?? hashingGate;
    this.scrypt = options.scrypt ?? nodeScrypt;
    const wanted = options.paymentCost === undefined ? paymentPasswordCost : options.paymentCost;
    const payment = wanted && {
      N: Math.min(wanted.N, cost.N),
      r: Math.min(wanted.r, cost.r),
      p: Math.min(wanted.p, cost.p),
    };
    this.payment =
      !payment || (payment.N === cost.N && payment.r === cost.r && payment.p === cost.p)
        ? this
        : new PasswordHasher(Object.freeze(payment), {
            paymentCost: null,
            acceptsUpTo: cost,
            gate: this.gate,
            scrypt: this.scrypt,
          });
  }

  private derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
    return this.gate.run(
      () =>
        new Promise<Buffer>((resolve, reject) => {
          for (const listener of listeners) listener({ ...cost });
          this.scrypt(
            password,
            salt,
            KEY_LENGTH,
            { N: cost.N, r: cost.r, p: cost.p, maxmem: this.maxMemory },
            (error, key) => (error ? reject(error) : resolve(key)),
          );
        }),
    );
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
   * True when `stored` is usable but not at the configured cost (a payment password hashed at the
   * login cost before it was lowered): after a right password, hash it again and store that.
   */
  needsRehash(stored: string): boolean {
    const parsed = this.parse(stored);
    if (!parsed) return false;
    const { N, r, p } = parsed.cost;
    return N !== this.cost.N || r !== this.cost.r || p !== this.cost.p;
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

/** The server's hasher, at the OWASP cost; `passwords.payment` hashes payment passwords. */
export const passwords = new PasswordHasher();

/** Hashes a password at the OWASP cost (`passwords.hash`). */
export const hashPassword = (password: string): Promise<string> => passwords.hash(password);

/** Checks a password at the OWASP cost (`passwords.verify`). */
export const verifyPassword = (password: string, stored: string): Promise<boolean> =>
  passwords.verify(password, stored);

/** Whether a stored hash is checked at all at the OWASP cost (`passwords.isUsable`). */
export const isUsableHash = (stored: string): boolean => passwords.isUsable(stored);
