// The schemas take every bound from the contracts (issue 25: a limit is written once, in
// contracts/*, and referenced). This reads the schema sources and fails on a number written as a
// bound: maxLength, maxItems, maximum and the like, and a minimum other than 0 or 1.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const BOUND =
  /\b(maxLength|minLength|maxItems|minItems|maximum|minimum|exclusiveMaximum|exclusiveMinimum|multipleOf)\s*:\s*(-?[\d_]+(?:\.\d+)?)\b/g;

/** `file:line  text` of every bound written as a number (0 and 1 stand for "none" and "one"). */
function literalBounds(source: string, file: string): string[] {
  const found: string[] = [];
  source.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(BOUND)) {
      const value = Number(match[2]!.replaceAll('_', ''));
      if (value === 0 || value === 1) continue;
      found.push(`${file}:${index + 1}  ${line.trim()}`);
    }
  });
  return found;
}

describe('request and response schemas', () => {
  it('write no bound as a number: each comes from a contract', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) =>
      literalBounds(readFileSync(join(dir, file), 'utf8'), file),
    );
    expect(found).toEqual([]);
  });

  it('finds a literal bound where one is written', () => {
    expect(literalBounds('  name: Type.String({ minLength: 1, maxLength: 40 }),', 'x.ts')).toEqual([
      'x.ts:1  name: Type.String({ minLength: 1, maxLength: 40 }),',
    ]);
    expect(literalBounds('  n: Type.Integer({ minimum: 0, maximum: L.max }),', 'x.ts')).toEqual([]);
  });
});
