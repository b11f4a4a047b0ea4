import { decryptServiceLink, encryptServiceLink } from '../crypto/service-link';
import { countWords, feedbackWordsMessage, SERVICE_WINDOW, SupportLimits } from './support';

describe('support contracts', () => {
  it('sizes the base64 limit for the largest image and the body for three of them', () => {
    expect(SupportLimits.imageBase64MaxLength).toBe(Math.ceil(SupportLimits.imageMaxBytes / 3) * 4);
    expect(SupportLimits.feedbackBodyLimitBytes).toBeGreaterThan(
      SupportLimits.imageMaxCount * SupportLimits.imageBase64MaxLength,
    );
    expect([SupportLimits.serviceWindowWidth, SupportLimits.serviceWindowHeight]).toEqual([
      SERVICE_WINDOW.width,
      SERVICE_WINDOW.height,
    ]);
  });

  it('counts words, not characters or punctuation, in every script', () => {
    expect(countWords('My deposit has not arrived, yet!')).toBe(6);
    expect(countWords('  ... !!! ')).toBe(0);
    expect(countWords('Tiền nạp của tôi chưa đến')).toBe(6);
    expect(countWords('我的存款还没到账')).toBeGreaterThan(1);
    expect(countWords('我的存款还没到账')).toBeLessThan(8);
    expect(feedbackWordsMessage(5, 500)).toBe('Feedback content between 5 and 500 words');
  });

  it('decrypts a service link with its last 8 characters and refuses a wrong key', () => {
    const encrypted = encryptServiceLink('https://chat.example/room?x=1', 'Ab3dEf7h');
    expect(encrypted.endsWith('Ab3dEf7h')).toBe(true);
    expect(decryptServiceLink(encrypted)).toBe('https://chat.example/room?x=1');
    expect(() => decryptServiceLink(`${encrypted.slice(0, -8)}Zz9yXw8v`)).toThrow();
    expect(() => encryptServiceLink('x', 'short')).toThrow();
  });
});
