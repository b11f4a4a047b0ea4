import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng, PNG_SIGNATURE } from '../../lib/png';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_FONTS,
  CAPTCHA_SIZE,
  randomCaptchaText,
  renderCaptcha,
  renderGlyph,
} from './captcha-image';

/** Splits a PNG into chunks, checking every CRC. */
function chunks(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const list: { type: string; data: Buffer }[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString('ascii');
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    expect(crc, type).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)) >>> 0);
    list.push({ type, data });
    offset += 12 + length;
  }
  return list;
}

describe('PNG encoder', () => {
  it('writes signature, IHDR, IDAT and IEND with valid CRCs and the pixels', () => {
    const rgb = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9]);
    const list = chunks(encodePng(2, 2, rgb));
    expect(list.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = list[0]!.data;
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([2, 2, 8, 2]);
    const raw = inflateSync(list[1]!.data);
    expect([...raw]).toEqual([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 9, 9, 9]);
  });

  it('refuses a pixel buffer of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow();
  });
});

describe('captcha image', () => {
  it('draws every character of the alphabet into a valid PNG of the captcha size', () => {
    for (let i = 0; i < CAPTCHA_ALPHABET.length; i += 4) {
      const text = CAPTCHA_ALPHABET.slice(i, i + 4).padEnd(4, 'A');
      const list = chunks(renderCaptcha(text));
      const ihdr = list[0]!.data;
      expect(ihdr.readUInt32BE(0)).toBe(CAPTCHA_SIZE.width);
      expect(ihdr.readUInt32BE(4)).toBe(CAPTCHA_SIZE.height);
      expect(inflateSync(list[1]!.data).length).toBe(
        (CAPTCHA_SIZE.width * 3 + 1) * CAPTCHA_SIZE.height,
      );
    }
  });

  it('uses only unambiguous characters and differs each time', () => {
    const texts = Array.from({ length: 50 }, () => randomCaptchaText(4));
    for (const text of texts) expect(text).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    expect(new Set(texts).size).toBeGreaterThan(40);
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01OIL5S2Z8B]/);
    expect(renderCaptcha('ACDE').equals(renderCaptcha('ACDE'))).toBe(false);
  });

  it('has every character in every font, each drawn differently', () => {
    for (const font of CAPTCHA_FONTS) {
      const seen = new Set<string>();
      for (const char of CAPTCHA_ALPHABET) {
        const glyph = renderGlyph(char, font, 2);
        const inked = glyph.ink.filter((value) => value > 127).length;
        expect(inked, `${char} in ${font}`).toBeGreaterThan(glyph.ink.length / 10);
        seen.add(Buffer.from(glyph.ink).toString('base64'));
      }
      expect(seen.size, font).toBe(CAPTCHA_ALPHABET.length);
    }
    expect(() => renderCaptcha('A0CD')).toThrow(/No glyph/);
  });
});
