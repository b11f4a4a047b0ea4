// Draws a captcha answer into a PNG: a built-in 5×7 bitmap font, scaled, each character shifted
// and sheared at random, over noise dots and lines.
import { randomInt } from 'node:crypto';
import { encodePng } from '../../lib/png';

/** Characters a captcha uses: no 0/O, 1/I/L, 5/S, 2/Z, 8/B look-alikes. */
export const CAPTCHA_ALPHABET = 'ACDEFGHJKMNPRTUVWXY34679';

// prettier-ignore
const GLYPHS: Record<string, string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#', '#...#'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '##.##', '#...#'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  3: ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  4: ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  6: ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  7: ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  9: ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
};

/** Width and height of every captcha image. */
export const CAPTCHA_SIZE = { width: 132, height: 48 } as const;

const SCALE = 4;

/** A random captcha answer of `length` characters from the alphabet. */
export function randomCaptchaText(length = 4): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/** Renders `text` (characters of CAPTCHA_ALPHABET) into a PNG. */
export function renderCaptcha(text: string): Buffer {
  const { width, height } = CAPTCHA_SIZE;
  const rgb = new Uint8Array(width * height * 3);
  const set = (x: number, y: number, [r, g, b]: readonly number[]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 3;
    rgb[i] = r!;
    rgb[i + 1] = g!;
    rgb[i + 2] = b!;
  };
  // Light, slightly varying background.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade = 232 + randomInt(16);
      set(x, y, [shade, shade - randomInt(8), 240]);
    }
  }
  // Noise lines behind the text.
  for (let line = 0; line < 4; line++) {
    const colour = [120 + randomInt(100), 120 + randomInt(100), 120 + randomInt(100)];
    let y = randomInt(height);
    const slope = (randomInt(21) - 10) / 20;
    for (let x = 0; x < width; x++) {
      set(x, Math.round(y), colour);
      y += slope;
    }
  }
  const cell = Math.floor(width / text.length);
  for (const [index, char] of Array.from(text).entries()) {
    const glyph = GLYPHS[char];
    if (!glyph) throw new Error(`No glyph for "${char}"`);
    const colour = [randomInt(90), randomInt(90), 60 + randomInt(120)];
    const left = index * cell + 4 + randomInt(Math.max(1, cell - 5 * SCALE - 6));
    const top = 4 + randomInt(height - 7 * SCALE - 7);
    const shear = (randomInt(7) - 3) / 10;
    for (let gy = 0; gy < 7; gy++) {
      for (let gx = 0; gx < 5; gx++) {
        if (glyph[gy]![gx] !== '#') continue;
        for (let sy = 0; sy < SCALE; sy++) {
          for (let sx = 0; sx < SCALE; sx++) {
            const y = top + gy * SCALE + sy;
            const x = left + gx * SCALE + sx + Math.round((y - height / 2) * shear);
            set(x, y, colour);
          }
        }
      }
    }
  }
  // Noise dots over everything.
  for (let dot = 0; dot < 160; dot++) {
    const grey = randomInt(200);
    set(randomInt(width), randomInt(height), [grey, grey, grey]);
  }
  return encodePng(width, height, rgb);
}
