import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with scrypt at OWASP parameters and a random salt', async () => {
    const [a, b] = await Promise.all([hashPassword('Play2025'), hashPassword('Play2025')]);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Play2025');
  });

  it('verifies the right password and rejects a wrong one or a malformed hash', async () => {
    const hash = await hashPassword('Play2025');
    expect(await verifyPassword('Play2025', hash)).toBe(true);
    expect(await verifyPassword('play2025', hash)).toBe(false);
    expect(await verifyPassword('Play2025', 'plain$text')).toBe(false);
  });
});
