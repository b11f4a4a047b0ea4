// Draws a captcha answer into a PNG that a simple template-matching script cannot read: each
// character in a font of its own (a stroke font drawn with a pen whose width varies, the same
// strokes as hollow outlines, or the 5×7 bitmap font as beads on a string or as blocks), rotated
// (±25°), scaled and sheared at random, placed close enough to touch its neighbours, coloured
// with a gradient and per-pixel jitter; curves in the text's colours and thickness cross the
// characters, a sine warp bends the whole image, and speckle goes over the top.
// captcha-solver.test.ts attacks it with such a script. About 2 ms of CPU per image.
import { randomFillSync, randomInt } from 'node:crypto';
import { encodePng } from '../../lib/png';

/** Characters a captcha uses: no 0/O, 1/I/L, 5/S, 2/Z, 8/B look-alikes. */
export const CAPTCHA_ALPHABET = 'ACDEFGHJKMNPRTUVWXY34679';

/** Width and height of every captcha image. */
export const CAPTCHA_SIZE = { width: 132, height: 48 } as const;

/**
 * The fonts a character may be drawn in: `stroke` (polylines, drawn with a pen whose width
 * varies with the stroke's direction), `outline` (those polylines as hollow tubes), and the 5×7
 * bitmap font as `dotted` (beads on a string) or `block`.
 */
export const CAPTCHA_FONTS = ['stroke', 'dotted', 'outline', 'block'] as const;
export type CaptchaFont = (typeof CAPTCHA_FONTS)[number];

// Every glyph lives in a box of GLYPH_W × GLYPH_H units (a bitmap cell is 2 × 2 units).
const GLYPH_W = 10;
const GLYPH_H = 14;

// prettier-ignore
const BITMAP: Record<string, string[]> = {
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
  V: ['#...#', '#...#', '#...#', '.#.#.', '.#.#.', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '##.##', '#...#'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  3: ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  4: ['#..#.', '#..#.', '#..#.', '#####', '...#.', '...#.', '...#.'],
  6: ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  7: ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  9: ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
};

type Point = readonly [number, number];

/** An elliptic arc from angle a0 to a1 (degrees, 0 = right, 90 = up), as a polyline. */
function arc(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number): Point[] {
  const steps = Math.max(2, Math.ceil(Math.abs(a1 - a0) / 20));
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = ((a0 + ((a1 - a0) * i) / steps) * Math.PI) / 180;
    points.push([cx + rx * Math.cos(a), cy - ry * Math.sin(a)]);
  }
  return points;
}

// The stroke font: polylines in the 10 × 14 box.
// prettier-ignore
const STROKES: Record<string, Point[][]> = {
  A: [[[0, 14], [5, 0], [10, 14]], [[2, 8.5], [8, 8.5]]],
  C: [arc(5.5, 7, 5, 7, 45, 315)],
  D: [[[0, 0], [3.5, 0], ...arc(3.5, 7, 6.5, 7, 90, -90), [0, 14], [0, 0]]],
  E: [[[10, 0], [0, 0], [0, 14], [10, 14]], [[0, 7], [7, 7]]],
  F: [[[10, 0], [0, 0], [0, 14]], [[0, 7], [7, 7]]],
  G: [[...arc(5.5, 7, 5, 7, 45, 345), [10.3, 8.5], [5, 8.5]]],
  H: [[[0, 0], [0, 14]], [[10, 0], [10, 14]], [[0, 7], [10, 7]]],
  J: [[[3, 0], [10, 0]], [[8, 0], [8, 10], ...arc(4.5, 10, 3.5, 4, 0, -180)]],
  K: [[[0, 0], [0, 14]], [[10, 0], [0, 9]], [[3.5, 6], [10, 14]]],
  M: [[[0, 14], [0, 0], [5, 9], [10, 0], [10, 14]]],
  N: [[[0, 14], [0, 0], [10, 14], [10, 0]]],
  P: [[[0, 14], [0, 0], [6, 0], ...arc(6, 3.75, 4, 3.75, 90, -90), [0, 7.5]]],
  R: [[[0, 14], [0, 0], [6, 0], ...arc(6, 3.75, 4, 3.75, 90, -90), [0, 7.5]], [[5, 7.5], [10, 14]]],
  T: [[[0, 0], [10, 0]], [[5, 0], [5, 14]]],
  U: [[[0, 0], ...arc(5, 9, 5, 5, 180, 360), [10, 0]]],
  V: [[[0, 0], [5, 14], [10, 0]]],
  W: [[[0, 0], [2.5, 14], [5, 5], [7.5, 14], [10, 0]]],
  X: [[[0, 0], [10, 14]], [[10, 0], [0, 14]]],
  Y: [[[0, 0], [5, 7], [10, 0]], [[5, 7], [5, 14]]],
  3: [arc(5, 3.5, 4.5, 3.5, 150, -90), arc(5, 10.5, 5, 3.5, 90, -150)],
  4: [[[7.5, 14], [7.5, 0], [0, 10], [10, 10]]],
  6: [[[9, 1], [6, 0], [3, 1], [1, 3.5], [0, 7], ...arc(5, 9.5, 5, 4.5, 180, -180)]],
  7: [[[0, 0], [10, 0], [3.5, 14]]],
  9: [[...arc(5, 4.5, 5, 4.5, 0, 360), [10, 7], [9, 10.5], [7, 13], [4, 14], [1, 13]]],
};

/**
 * Per-glyph data prepared once: the stroke font's segments and the bitmap's "skeleton" (segments
 * joining the centres of neighbouring filled cells), each as (x1, y1, x2, y2, angle) runs, and
 * the bitmap cells.
 */
interface Glyph {
  segments: Float64Array;
  skeleton: Float64Array;
  cells: Uint8Array;
}

const GLYPHS = new Map<string, Glyph>();
for (const char of CAPTCHA_ALPHABET) {
  const list: number[] = [];
  const add = (x1: number, y1: number, x2: number, y2: number) =>
    list.push(x1, y1, x2, y2, Math.atan2(y2 - y1, x2 - x1));
  for (const line of STROKES[char]!) {
    for (let i = 1; i < line.length; i++) add(...line[i - 1]!, ...line[i]!);
  }
  const segments = Float64Array.from(list);
  list.length = 0;
  const rows = BITMAP[char]!;
  const filled = (x: number, y: number) => rows[y]?.[x] === '#';
  const cells = new Uint8Array(35);
  for (let y = 0; y < 7; y++) {
    for (let x = 0; x < 5; x++) {
      if (!filled(x, y)) continue;
      cells[y * 5 + x] = 1;
      const [cx, cy] = [2 * x + 1, 2 * y + 1];
      if (filled(x + 1, y)) add(cx, cy, cx + 2, cy);
      if (filled(x, y + 1)) add(cx, cy, cx, cy + 2);
      // Diagonal neighbours join only where no orthogonal path does.
      for (const dx of [-1, 1]) {
        if (filled(x + dx, y + 1) && !filled(x + dx, y) && !filled(x, y + 1)) {
          add(cx, cy, cx + 2 * dx, cy + 2);
        }
      }
    }
  }
  GLYPHS.set(char, { segments, skeleton: Float64Array.from(list), cells });
}

/** How a character's font is drawn: pen width and angle, dot radius, outline thickness. */
interface Style {
  font: CaptchaFont;
  /** Half the pen width (units) across the pen's angle, and along it. */
  wide: number;
  thin: number;
  pen: number;
  /** Dotted: dot radius; outline: wall thickness (units). */
  size: number;
}

const NOMINAL: Record<CaptchaFont, Style> = {
  stroke: { font: 'stroke', wide: 0.8, thin: 0.8, pen: 0, size: 0 },
  dotted: { font: 'dotted', wide: 0.55, thin: 0.55, pen: 0, size: 1.05 },
  outline: { font: 'outline', wide: 1.1, thin: 1.1, pen: 0, size: 0.65 },
  block: { font: 'block', wide: 0, thin: 0, pen: 0, size: 0 },
};

const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);

/**
 * For segments (x1, y1, x2, y2, angle) drawn with a pen of half-width between `thin` (along the
 * pen's angle) and `wide` (across it): how far (u, v) is inside the nearest stroke (negative:
 * outside).
 */
function strokeDepth(segments: Float64Array, style: Style): (u: number, v: number) => number {
  const count = segments.length / 5;
  const half = new Float64Array(count);
  // Each segment's bounding box grown by its half-width and a margin: points outside it are
  // too far from the segment to get any ink from it (−Infinity when no segment is near).
  const box = new Float64Array(count * 4);
  for (let s = 0, o = 0; s < count; s++, o += 5) {
    const across = Math.abs(Math.sin(segments[o + 4]! - style.pen));
    half[s] = style.thin + (style.wide - style.thin) * across;
    const grow = half[s]! + 0.5;
    box[s * 4] = Math.min(segments[o]!, segments[o + 2]!) - grow;
    box[s * 4 + 1] = Math.max(segments[o]!, segments[o + 2]!) + grow;
    box[s * 4 + 2] = Math.min(segments[o + 1]!, segments[o + 3]!) - grow;
    box[s * 4 + 3] = Math.max(segments[o + 1]!, segments[o + 3]!) + grow;
  }
  return (u, v) => {
    let best = -Infinity;
    for (let s = 0, o = 0, q = 0; s < count; s++, o += 5, q += 4) {
      if (u < box[q]! || u > box[q + 1]! || v < box[q + 2]! || v > box[q + 3]!) continue;
      const x1 = segments[o]!;
      const y1 = segments[o + 1]!;
      const dx = segments[o + 2]! - x1;
      const dy = segments[o + 3]! - y1;
      const t = clamp01(((u - x1) * dx + (v - y1) * dy) / (dx * dx + dy * dy || 1));
      const ex = u - x1 - t * dx;
      const ey = v - y1 - t * dy;
      const inside = half[s]! - Math.sqrt(ex * ex + ey * ey);
      if (inside > best) best = inside;
    }
    return best;
  };
}

/**
 * Returns the ink coverage (0–1) of `char` in `style` at glyph point (u, v); `px` is pixels per
 * unit, for anti-aliasing.
 */
function inkFunction(char: string, style: Style): (u: number, v: number, px: number) => number {
  const glyph = GLYPHS.get(char);
  if (!glyph) throw new Error(`No glyph for "${char}"`);
  const { cells } = glyph;
  const cell = (x: number, y: number) => (x < 0 || y < 0 || x > 4 || y > 6 ? 0 : cells[y * 5 + x]!);
  switch (style.font) {
    case 'stroke': {
      const depth = strokeDepth(glyph.segments, style);
      return (u, v, px) => clamp01(depth(u, v) * px + 0.5);
    }
    case 'dotted': {
      // Beads on a string: a dot on every filled cell, a thin line joining neighbours.
      const depth = strokeDepth(glyph.skeleton, style);
      return (u, v, px) => {
        let inside = depth(u, v);
        const cx = Math.floor(u / 2);
        const cy = Math.floor(v / 2);
        if (cell(cx, cy))
          inside = Math.max(
            inside,
            style.size - Math.sqrt((u - 2 * cx - 1) ** 2 + (v - 2 * cy - 1) ** 2),
          );
        return clamp01(inside * px + 0.5);
      };
    }
    case 'outline': {
      // The stroke font drawn as hollow tubes: only its walls are inked.
      const depth = strokeDepth(glyph.segments, style);
      return (u, v, px) => {
        const inside = depth(u, v);
        return clamp01(Math.min(inside, style.size - inside) * px + 0.5);
      };
    }
    case 'block':
      return (u, v) => cell(Math.floor(u / 2), Math.floor(v / 2));
  }
}

/**
 * Draws `char` upright and undistorted in `font` at `px` pixels per glyph unit (a glyph is
 * 10 × 14 units): ink coverage 0–255 per pixel. The fonts are no secret (they ship in the web's
 * open source alike), so the solver test builds its templates with this, as an attacker would.
 */
export function renderGlyph(
  char: string,
  font: CaptchaFont,
  px: number,
): { width: number; height: number; ink: Uint8Array } {
  const ink = inkFunction(char, NOMINAL[font]);
  const margin = 1;
  const width = Math.ceil(GLYPH_W * px) + 2 * margin;
  const height = Math.ceil(GLYPH_H * px) + 2 * margin;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = (x - margin + 0.5) / px;
      const v = (y - margin + 0.5) / px;
      out[y * width + x] = Math.round(255 * ink(u, v, px));
    }
  }
  return { width, height, ink: out };
}

/** A random captcha answer of `length` characters from the alphabet. */
export function randomCaptchaText(length = 4): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

const SCALE = 1 << 24;
/** A uniform random number in [min, max). */
const random = (min: number, max: number) => min + ((max - min) * randomInt(SCALE)) / SCALE;

/** A dark colour of random hue (each channel 0–255), for ink. */
function darkColour(): [number, number, number] {
  const hue = random(0, 6);
  const light = random(25, 85);
  const chroma = random(40, 110);
  const x = chroma * (1 - Math.abs((hue % 2) - 1));
  const [r, g, b] =
    hue < 1
      ? [chroma, x, 0]
      : hue < 2
        ? [x, chroma, 0]
        : hue < 3
          ? [0, chroma, x]
          : hue < 4
            ? [0, x, chroma]
            : hue < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const shift = light - (r + g + b) / 3;
  return [r + shift, g + shift, b + shift];
}

/** Renders `text` (characters of CAPTCHA_ALPHABET) into a PNG. */
export function renderCaptcha(text: string): Buffer {
  const { width, height } = CAPTCHA_SIZE;
  const size = width * height;
  const noise = randomFillSync(new Uint8Array(size * 2));
  // Working image in floats: a light background with a soft two-colour gradient and jitter.
  const image = new Float32Array(size * 3);
  const bgA = [random(225, 250), random(225, 250), random(225, 250)];
  const bgB = [random(205, 245), random(205, 245), random(205, 245)];
  const bgAngle = random(0, Math.PI * 2);
  const [gx, gy] = [Math.cos(bgAngle) / width, Math.sin(bgAngle) / height];
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const t = clamp01(0.5 + (x - width / 2) * gx + (y - height / 2) * gy);
      const jitter = (noise[i]! - 128) / 12;
      for (let c = 0; c < 3; c++) image[i * 3 + c] = bgA[c]! + (bgB[c]! - bgA[c]!) * t + jitter;
    }
  }
  const blend = (i: number, alpha: number, r: number, g: number, b: number) => {
    if (alpha <= 0) return;
    const o = i * 3;
    image[o] = image[o]! + (r - image[o]!) * alpha;
    image[o + 1] = image[o + 1]! + (g - image[o + 1]!) * alpha;
    image[o + 2] = image[o + 2]! + (b - image[o + 2]!) * alpha;
  };

  // A thick anti-aliased curve: disks stamped along points of the path.
  const coverage = new Float32Array(size);
  const curve = (path: (t: number) => Point, half: number, colour: readonly number[]) => {
    const [sx, sy] = path(0);
    const [ex, ey] = path(1);
    const steps = Math.ceil(Math.hypot(ex - sx, ey - sy) * 3) + 8;
    coverage.fill(0);
    const r = Math.ceil(half + 1);
    let top: number = height;
    let bottom = 0;
    for (let s = 0; s <= steps; s++) {
      const [px, py] = path(s / steps);
      const x0 = Math.max(0, Math.floor(px - r));
      const x1 = Math.min(width - 1, Math.ceil(px + r));
      const y0 = Math.max(0, Math.floor(py - r));
      const y1 = Math.min(height - 1, Math.ceil(py + r));
      [top, bottom] = [Math.min(top, y0), Math.max(bottom, y1)];
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const distance = Math.sqrt((x + 0.5 - px) ** 2 + (y + 0.5 - py) ** 2);
          const c = clamp01(half - distance + 0.5);
          if (c > coverage[y * width + x]!) coverage[y * width + x] = c;
        }
      }
    }
    for (let i = top * width; i < (bottom + 1) * width && i < size; i++) {
      blend(i, coverage[i]!, colour[0]!, colour[1]!, colour[2]!);
    }
  };

  // A wavy curve across the image; half the time a thin one goes behind the text.
  const wave = () => {
    const y0 = random(12, height - 12);
    const amp = random(4, 12);
    const freq = random(1, 3) * Math.PI;
    const phase = random(0, Math.PI * 2);
    const x0 = random(-10, 30);
    const x1 = random(width - 30, width + 10);
    return (t: number): Point => [x0 + (x1 - x0) * t, y0 + amp * Math.sin(freq * t + phase)];
  };
  if (randomInt(2)) curve(wave(), random(0.5, 0.8), darkColour());

  // The characters.
  const count = text.length;
  const advance = random(26, 29) * (4 / Math.max(count, 1));
  let centre = width / 2 - (advance * (count - 1)) / 2 + random(-3, 3);
  for (const char of text) {
    // The stroke font twice as often as each other one: it reads best.
    const font = CAPTCHA_FONTS[[0, 0, 1, 2, 3][randomInt(5)]!]!;
    const wide = random(0.65, 0.95) * (font === 'dotted' ? 0.85 : font === 'outline' ? 1.6 : 1);
    const style: Style = {
      font,
      wide,
      thin: wide * (font === 'stroke' ? random(0.45, 1) : 1),
      pen: random(0, Math.PI),
      size: font === 'dotted' ? random(1.05, 1.2) : random(0.55, 0.75),
    };
    const ink = inkFunction(char, style);
    const px = random(2.05, 2.45);
    const sx = px * random(0.85, 1.15);
    const sy = px * random(0.9, 1.1);
    const angle = (random(-25, 25) * Math.PI) / 180;
    const shear = random(-0.15, 0.15);
    // Forward map: glyph (u − 5, v − 7) → R(angle) · [[1, shear], [0, 1]] · diag(sx, sy).
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const a = cos * sx;
    const b = (cos * shear - sin) * sy;
    const c = sin * sx;
    const d = (sin * shear + cos) * sy;
    const det = a * d - b * c;
    const [ia, ib, ic, id] = [d / det, -b / det, -c / det, a / det];
    const cy = height / 2 + random(-3, 3);
    const cx = centre + random(-2, 2);
    centre += advance * random(0.9, 1.1);
    // Colour: a gradient between two dark colours across the glyph, plus per-pixel jitter.
    const from = darkColour();
    const to = darkColour();
    const gradAngle = random(0, Math.PI * 2);
    const [gu, gv] = [Math.cos(gradAngle) / 14, Math.sin(gradAngle) / 14];
    // The pixels the glyph box (with 2 units of margin) covers once transformed.
    const reachX = (Math.abs(a) * (GLYPH_W + 4) + Math.abs(b) * (GLYPH_H + 4)) / 2;
    const reachY = (Math.abs(c) * (GLYPH_W + 4) + Math.abs(d) * (GLYPH_H + 4)) / 2;
    const xa = Math.max(0, Math.floor(cx - reachX));
    const xb = Math.min(width - 1, Math.ceil(cx + reachX));
    const ya = Math.max(0, Math.floor(cy - reachY));
    const yb = Math.min(height - 1, Math.ceil(cy + reachY));
    for (let y = ya; y <= yb; y++) {
      for (let x = xa; x <= xb; x++) {
        const dx = x + 0.5 - cx;
        const dy = y + 0.5 - cy;
        const u = ia * dx + ib * dy + GLYPH_W / 2;
        const v = ic * dx + id * dy + GLYPH_H / 2;
        if (u < -2 || v < -2 || u > GLYPH_W + 2 || v > GLYPH_H + 2) continue;
        const alpha = ink(u, v, px);
        if (alpha <= 0) continue;
        const i = y * width + x;
        const t = clamp01(0.5 + (u - 5) * gu + (v - 7) * gv);
        const j = (noise[size + i]! - 128) / 5;
        blend(
          i,
          alpha,
          from[0] + (to[0] - from[0]) * t + j,
          from[1] + (to[1] - from[1]) * t + j,
          from[2] + (to[2] - from[2]) * t + j,
        );
      }
    }
  }

  // A curve in the text's colours and thickness across the characters, and a short arc.
  curve(wave(), random(0.55, 0.9), darkColour());
  {
    const ax = random(8, width - 8);
    const ay = random(8, height - 8);
    const r = random(5, 12);
    const a0 = random(0, Math.PI * 2);
    const sweep = random(0.6, 1.6) * (randomInt(2) ? 1 : -1);
    curve(
      (t) => [ax + r * Math.cos(a0 + sweep * t), ay + r * Math.sin(a0 + sweep * t)],
      random(0.5, 0.9),
      darkColour(),
    );
  }

  // A sine warp of the whole image (bilinear resampling), then speckle.
  const rgb = new Uint8Array(size * 3);
  const ax = random(1.5, 3);
  const ay = random(1.5, 3);
  const fx = (Math.PI * 2) / random(40, 70);
  const fy = (Math.PI * 2) / random(30, 60);
  const [px0, py0] = [random(0, 7), random(0, 7)];
  for (let y = 0, i = 0; y < height; y++) {
    const shiftX = ax * Math.sin(y * fy + px0);
    for (let x = 0; x < width; x++, i++) {
      const sxp = Math.min(width - 1.001, Math.max(0, x + shiftX));
      const syp = Math.min(height - 1.001, Math.max(0, y + ay * Math.sin(x * fx + py0)));
      const x0 = Math.floor(sxp);
      const y0 = Math.floor(syp);
      const tx = sxp - x0;
      const ty = syp - y0;
      const o00 = (y0 * width + x0) * 3;
      const o10 = o00 + 3;
      const o01 = o00 + width * 3;
      const o11 = o01 + 3;
      for (let c = 0; c < 3; c++) {
        const top = image[o00 + c]! + (image[o10 + c]! - image[o00 + c]!) * tx;
        const bottom = image[o01 + c]! + (image[o11 + c]! - image[o01 + c]!) * tx;
        rgb[i * 3 + c] = Math.max(0, Math.min(255, Math.round(top + (bottom - top) * ty)));
      }
    }
  }
  for (let dot = 0; dot < 140; dot++) {
    const i = randomInt(size);
    const [r, g, b] = dot % 3 ? darkColour() : [random(200, 255), random(200, 255), 240];
    rgb[i * 3] = r;
    rgb[i * 3 + 1] = g;
    rgb[i * 3 + 2] = b;
  }
  return encodePng(width, height, rgb);
}
