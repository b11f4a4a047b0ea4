// The randomness of the demo vendor's games: node's `crypto` (a CSPRNG), drawn in blocks so that a
// million simulated rounds stay fast, each integer drawn without modulo bias (rejection sampling).
// Engines take a `RandomInt` so that tests can inject a seeded or scripted source.
import { randomBytes } from 'node:crypto';

/** A uniformly distributed integer in [0, max); `max` is a positive integer ≤ 2^32. */
export type RandomInt = (max: number) => number;

const BLOCK_BYTES = 64 * 1024;
const TWO_32 = 2 ** 32;

/**
 * A `RandomInt` over `crypto.randomBytes`: 32-bit words are read from a 64 KiB block (refilled
 * when used up) and a word at or above the largest multiple of `max` below 2^32 is drawn again,
 * so every value of [0, max) is exactly equally likely.
 */
export function cryptoRandomInt(): RandomInt {
  let block = randomBytes(BLOCK_BYTES);
  let offset = 0;
  const word = (): number => {
    if (offset + 4 > block.length) {
      block = randomBytes(BLOCK_BYTES);
      offset = 0;
    }
    const value = block.readUInt32LE(offset);
    offset += 4;
    return value;
  };
  return (max: number) => {
    if (!Number.isInteger(max) || max < 1 || max > TWO_32) {
      throw new RangeError(`randomInt: max must be an integer in 1…2^32, got ${max}`);
    }
    const limit = TWO_32 - (TWO_32 % max);
    for (;;) {
      const value = word();
      if (value < limit) return value % max;
    }
  };
}

/** The process-wide source of the demo vendor (one block buffer for every round). */
export const serverRandomInt: RandomInt = cryptoRandomInt();

/**
 * A seeded, reproducible `RandomInt` (sfc32) for tests only: never for a real round, its outputs
 * are predictable from the seed.
 */
export function seededRandomInt(seed: number): RandomInt {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) next();
  return (max: number) => {
    const limit = TWO_32 - (TWO_32 % max);
    for (;;) {
      const value = next();
      if (value < limit) return value % max;
    }
  };
}

/** A `RandomInt` that answers the given values in order (tests of hand-computed cases). */
export function scriptedRandomInt(values: readonly number[]): RandomInt {
  let index = 0;
  return (max: number) => {
    if (index >= values.length) throw new Error('scriptedRandomInt: no values left');
    const value = values[index++]!;
    if (value < 0 || value >= max) {
      throw new RangeError(`scriptedRandomInt: ${value} is outside [0, ${max})`);
    }
    return value;
  };
}
