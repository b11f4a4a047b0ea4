import { encryptPayload } from '@lotusplay/api-client/crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from './envelope';
import { readEncryptedBody } from './encrypted-body';

describe('readEncryptedBody', () => {
  it('decrypts what the web client encrypts', () => {
    const body = { username: 'demo_player', password: 'Play2025' };
    expect(readEncryptedBody(encryptPayload(body))).toEqual(body);
  });

  it('answers 400 for a plain or tampered body', () => {
    expect(() => readEncryptedBody({ username: 'x' })).toThrow(AppError);
    expect(() => readEncryptedBody({ data: 'not-a-cipher-text' })).toThrow(
      /could not be decrypted/,
    );
  });
});
