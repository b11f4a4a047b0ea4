import { randomBytes, scrypt, scryptSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScryptCost, ScryptFunction } from './password';
import {
  hashingConcurrency,
  hashingGate,
  HashingGate,
  hashPassword,
  isUsableHash,
  onScryptDerivation,
  PasswordHasher,
  passwordCost,
  passwords,
  paymentPasswordCost,
  verifyPassword,
} from './password';

/** A hash of `password` in our format, made at any cost (what an attacker could plant). */
function hashAt(password: string, { N, r, p }: ScryptCost): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N, r, p, maxmem: 512 * 1024 * 1024 });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

let stopCounting: (() => void) | undefined;
afterEach(() => stopCounting?.());
/** The costs of the scrypt derivations started from now until the end of the test. */
function countDerivations(): ScryptCost[] {
  const seen: ScryptCost[] = [];
  stopCounting = onScryptDerivation((cost) => seen.push(cost));
  return seen;
}

describe('password hashing', () => {
  it('hashes with scrypt at OWASP parameters and a random salt', async () => {
    expect(passwordCost).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const [a, b] = await Promise.all([hashPassword('Play2025'), hashPassword('Play2025')]);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Play2025');
  });

  it('verifies the right password and rejects a wrong one or a malformed hash', async () => {
    const hash = await hashPassword('Play2025');
    expect(isUsableHash(hash)).toBe(true);
    expect(await verifyPassword('Play2025', hash)).toBe(true);
    expect(await verifyPassword('play2025', hash)).toBe(false);
    expect(await verifyPassword('Play2025', 'plain$text')).toBe(false);
  });

  it('runs exactly one derivation at the configured cost per hash and per check', async () => {
    const hash = await hashPassword('Play2025');
    const seen = countDerivations();
    await hashPassword('Other2025');
    await verifyPassword('Play2025', hash);
    await verifyPassword('Wrong2025', hash);
    expect(seen).toEqual([passwordCost, passwordCost, passwordCost]);
  });
});

describe('stored cost parameters are not trusted', () => {
  it('refuses a hash made below the configured cost, even with the right password', async () => {
    const seen = countDerivations();
    const cheap: ScryptCost[] = [
      { N: 2 ** 10, r: passwordCost.r, p: passwordCost.p },
      { N: passwordCost.N / 2, r: passwordCost.r, p: passwordCost.p },
      { N: passwordCost.N, r: passwordCost.r - 1, p: passwordCost.p },
    ];
    for (const cost of cheap) {
      const hash = hashAt('Play2025', cost);
      expect(isUsableHash(hash), JSON.stringify(cost)).toBe(false);
      expect(await verifyPassword('Play2025', hash), JSON.stringify(cost)).toBe(false);
    }
    // Refused without deriving anything.
    expect(seen).toEqual([]);
  });

  it('accepts a hash made at the configured cost outside hashPassword', async () => {
    const hash = hashAt('Play2025', passwordCost);
    expect(await verifyPassword('Play2025', hash)).toBe(true);
    expect(await verifyPassword('Play2026', hash)).toBe(false);
  });

  it('refuses absurd or unparseable parameters at once, without throwing or deriving', async () => {
    const good = await hashPassword('Play2025');
    const [, , , , salt, key] = good.split('$');
    const withParts = (n: string, r: string, p: string, s = salt!, k = key!) =>
      ['scrypt', n, r, p, s, k].join('$');
    const garbage = [
      withParts('abc', '8', '1'),
      withParts('131072.5', '8', '1'),
      withParts('1e6', '8', '1'),
      withParts('-131072', '8', '1'),
      withParts('0', '8', '1'),
      withParts('', '8', '1'),
      withParts('131071', '8', '1'), // not a power of two
      withParts(String(2 ** 30), '8', '1'), // 128 GiB
      withParts(String(2 ** 17), '8', '1048576'), // hours of CPU at 128 MiB
      withParts(String(2 ** 17), '100000', '1'),
      withParts('99999999999999999999', '8', '1'),
      withParts(String(2 ** 17), '8', '0'),
      withParts('131072', '8', '1', ''), // no salt
      withParts('131072', '8', '1', 'c2FsdA=='), // 4-byte salt
      withParts('131072', '8', '1', salt!, key!.slice(0, 20)), // short key
      withParts('131072', '8', '1', '%%%not base64%%%'),
      `${good}$extra`,
      good.replace(/^scrypt/, 'bcrypt'),
      `scrypt$${'9'.repeat(600)}`,
      '!unusable$abc',
      '',
    ];
    const seen = countDerivations();
    for (const stored of garbage) {
      expect(isUsableHash(stored), stored.slice(0, 60)).toBe(false);
      await expect(verifyPassword('Play2025', stored), stored.slice(0, 60)).resolves.toBe(false);
    }
    // Nothing was derived: parsing alone refused them, so none can hang or exhaust memory.
    expect(seen).toEqual([]);
  });
});

describe('payment passwords at their own, lower cost', () => {
  /** A well-formed salt and key (base64 of 16 and 64 bytes): what parsing needs. */
  const SALT = Buffer.alloc(16, 1).toString('base64');
  const KEY = Buffer.alloc(64, 2).toString('base64');
  const payment = passwords.payment;

  it('hashes a payment password at the payment cost, and checks it', async () => {
    expect(paymentPasswordCost).toEqual({ N: 2 ** 12, r: 8, p: 1 });
    expect(payment.cost).toEqual(paymentPasswordCost);
    const seen = countDerivations();
    const hash = await payment.hash('246810');
    expect(hash).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(await payment.verify('246810', hash)).toBe(true);
    expect(await payment.verify('246811', hash)).toBe(false);
    expect(payment.needsRehash(hash)).toBe(false);
    expect(seen).toEqual([paymentPasswordCost, paymentPasswordCost, paymentPasswordCost]);
    // Never a login password: below the login cost.
    expect(passwords.isUsable(hash)).toBe(false);
  });

  it('still takes a payment password hashed at the login cost, and says to hash it again', () => {
    // Parsing alone decides (member/payment-password-cost.test.ts checks one end to end, cheaply).
    const old = ['scrypt', passwordCost.N, passwordCost.r, passwordCost.p, SALT, KEY].join('$');
    expect(payment.isUsable(old)).toBe(true);
    expect(payment.needsRehash(old)).toBe(true);
    expect(passwords.isUsable(old)).toBe(true);
    expect(passwords.needsRehash(old)).toBe(false);
  });

  it('refuses below the payment cost and far above the login cost, without deriving', async () => {
    const seen = countDerivations();
    for (const cost of [
      { ...paymentPasswordCost, N: paymentPasswordCost.N / 2 },
      { ...passwordCost, N: passwordCost.N * 4 },
    ]) {
      const stored = ['scrypt', cost.N, cost.r, cost.p, SALT, KEY];
      expect(payment.isUsable(stored.join('$')), JSON.stringify(cost)).toBe(false);
      expect(await payment.verify('246810', stored.join('$'))).toBe(false);
    }
    expect(seen).toEqual([]);
  });

  it('is never above the login cost of a cheaper hasher (test servers)', () => {
    const cheap = new PasswordHasher({ ...passwordCost, N: 2 ** 10 });
    expect(cheap.payment).toBe(cheap);
  });
});

describe('a bound on the hashes running at once', () => {
  it('fits the bound to the cores and the thread pool: one core and half the pool spared', () => {
    expect(hashingConcurrency({ cores: 1, threadPool: 4 })).toBe(1);
    expect(hashingConcurrency({ cores: 2, threadPool: 4 })).toBe(1);
    expect(hashingConcurrency({ cores: 8, threadPool: 4 })).toBe(2);
    expect(hashingConcurrency({ cores: 16, threadPool: 16 })).toBe(8);
    expect(hashingGate.limit).toBe(hashingConcurrency());
  });

  it('makes every hasher wait on one gate: login and payment hashes alike', async () => {
    expect(passwords.gate).toBe(hashingGate);
    expect(passwords.payment.gate).toBe(hashingGate);
    // Cheap hashers on the default gate, as the server's: a slot held here delays both.
    const login = new PasswordHasher(
      { N: 2 ** 6, r: 8, p: 1 },
      { paymentCost: { N: 2 ** 4, r: 8, p: 1 } },
    );
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    const holders = Array.from({ length: hashingGate.limit }, () => hashingGate.run(() => held));
    const derived: number[] = [];
    const stop = onScryptDerivation((cost) => derived.push(cost.N));
    const waiting = [login.hash('Play2025'), login.payment.hash('246810')];
    await new Promise(setImmediate);
    expect(derived).toEqual([]);
    expect(hashingGate.waiting).toBe(2);
    release();
    await Promise.all([...holders, ...waiting]);
    stop();
    expect(derived).toEqual([2 ** 6, 2 ** 4]);
  });

  it('runs at most `limit` derivations at once, the others first come, first served', async () => {
    const cost = { N: 2 ** 4, r: 8, p: 1 };
    let running = 0;
    let most = 0;
    const started: string[] = [];
    const held: (() => Promise<void>)[] = [];
    // node's scrypt, each held until the test lets it run.
    const heldScrypt: ScryptFunction = (password, salt, length, options, callback) => {
      running += 1;
      most = Math.max(most, running);
      started.push(password);
      held.push(
        () =>
          new Promise<void>((done) =>
            scrypt(password, salt, length, options, (error, key) => {
              running -= 1;
              callback(error, key);
              done();
            }),
          ),
      );
    };
    const gate = new HashingGate(2);
    const hasher = new PasswordHasher(cost, { gate, scrypt: heldScrypt });
    const stored = hashAt('right', cost);
    const guesses = Array.from({ length: 10 }, (_, i) => (i === 7 ? 'right' : `wrong${i}`));
    const settled = Promise.all(guesses.map((guess) => hasher.verify(guess, stored)));
    await new Promise(setImmediate);
    expect(started).toEqual(guesses.slice(0, 2));
    expect([gate.running, gate.waiting]).toEqual([2, 8]);
    while (held.length > 0) {
      await held.shift()!();
      await new Promise(setImmediate);
      expect(running).toBeLessThanOrEqual(2);
    }
    expect(await settled).toEqual(guesses.map((guess) => guess === 'right'));
    expect(most).toBe(2);
    expect(started).toEqual(guesses);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('frees the slot when a derivation fails', async () => {
    const gate = new HashingGate(1);
    const failing: ScryptFunction = (_password, _salt, _length, _options, callback) =>
      callback(new Error('out of memory'), Buffer.alloc(0));
    const hasher = new PasswordHasher({ N: 2 ** 4, r: 8, p: 1 }, { gate, scrypt: failing });
    const stored = hashAt('x', { N: 2 ** 4, r: 8, p: 1 });
    expect(await Promise.all([hasher.verify('x', stored), hasher.verify('x', stored)])).toEqual([
      false,
      false,
    ]);
    await expect(hasher.hash('x')).rejects.toThrow('out of memory');
    expect(gate.running).toBe(0);
  });
});
