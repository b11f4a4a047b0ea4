import { randomBytes, scryptSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScryptCost } from './password';
import {
  hashPassword,
  isUsableHash,
  onScryptDerivation,
  passwordCost,
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
