import { describe, expect, it } from 'vitest';
import { createIntentKey, newIdempotencyKey } from './intent-key';

describe('newIdempotencyKey', () => {
  it('is 32 hex characters, new each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('createIntentKey', () => {
  it('keeps the key while the same request is retried, and renews it once answered or changed', () => {
    const intent = createIntentKey();
    const first = intent.keyFor({ goodId: 1 });
    expect(intent.keyFor({ goodId: 1 })).toBe(first);
    const other = intent.keyFor({ goodId: 2 });
    expect(other).not.toBe(first);
    intent.answered();
    expect(intent.keyFor({ goodId: 2 })).not.toBe(other);
  });
});
