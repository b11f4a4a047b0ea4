// Type set as SVG paths: the names on the tiles are drawn from a font file shipped with the
// server (Oswald, SIL Open Font License, from @fontsource/oswald), glyph by glyph with the font's
// kerning, so a tile is the same picture on every machine whatever fonts it has installed (the
// renderer never looks for a system font). opentype.js's own text layout is not used: it stops on
// a substitution format of this font's `ccmp` feature that it does not support.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { OpenTypeFont, OpenTypeGlyph, OpenTypePathCommand } from 'opentype.js';

const require = createRequire(import.meta.url);

/** The weights the art sets type in. */
export type FontWeight = 500 | 700;

const fonts = new Map<FontWeight, OpenTypeFont>();

/** Oswald at `weight` (Latin), parsed once. */
export function fontOf(weight: FontWeight): OpenTypeFont {
  let font = fonts.get(weight);
  if (!font) {
    const opentype = require('opentype.js') as { parse(buffer: ArrayBuffer): OpenTypeFont };
    const file = readFileSync(
      require.resolve(`@fontsource/oswald/files/oswald-latin-${weight}-normal.woff`),
    );
    font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    fonts.set(weight, font);
  }
  return font;
}

const n = (value: number | undefined) => {
  const rounded = Math.round((value ?? 0) * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

/**
 * SVG path data of a glyph's commands, one decimal, every number separated (opentype.js's own
 * toPathData runs numbers together and writes NaN for some of this font's glyphs).
 */
function pathData(commands: readonly OpenTypePathCommand[]): string {
  let data = '';
  for (const c of commands) {
    if (c.type === 'Z') data += 'Z';
    else if (c.type === 'C')
      data += `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
    else if (c.type === 'Q') data += `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
    else data += `${c.type}${n(c.x)} ${n(c.y)}`;
  }
  return data;
}

/** The kerning between two glyphs in font units (0 where the font has no pair). */
function kerning(font: OpenTypeFont, left: OpenTypeGlyph, right: OpenTypeGlyph): number {
  const value = font.getKerningValue(left, right);
  return Number.isFinite(value) ? value : 0;
}

/** The glyphs of `text` the font has (a character it has no glyph for is left out). */
function glyphsOf(font: OpenTypeFont, text: string): OpenTypeGlyph[] {
  return [...text].map((c) => font.charToGlyph(c)).filter((glyph) => glyph.index > 0);
}

/** The width of `text` at `size` px, kerning included. */
export function textWidth(text: string, size: number, weight: FontWeight = 700): number {
  const font = fontOf(weight);
  const scale = size / font.unitsPerEm;
  let width = 0;
  let previous: OpenTypeGlyph | null = null;
  for (const glyph of glyphsOf(font, text)) {
    if (previous) width += kerning(font, previous, glyph) * scale;
    width += (glyph.advanceWidth ?? 0) * scale;
    previous = glyph;
  }
  return width;
}

/** SVG path data of `text` at `size` px with its baseline's left end at (x, y). */
export function textPath(
  text: string,
  x: number,
  y: number,
  size: number,
  weight: FontWeight = 700,
): string {
  const font = fontOf(weight);
  const scale = size / font.unitsPerEm;
  let at = x;
  let previous: OpenTypeGlyph | null = null;
  let data = '';
  for (const glyph of glyphsOf(font, text)) {
    if (previous) at += kerning(font, previous, glyph) * scale;
    data += pathData(glyph.getPath(at, y, size).commands);
    at += (glyph.advanceWidth ?? 0) * scale;
    previous = glyph;
  }
  return data;
}

/** The cap height of the font at `size` px (roughly: ascender less the accents' room). */
export function capHeight(size: number, weight: FontWeight = 700): number {
  const font = fontOf(weight);
  return (font.ascender / font.unitsPerEm) * size * 0.72;
}

/**
 * `text` broken into at most `maxLines` lines that fit `maxWidth` at the largest size from
 * `maxSize` down to `minSize` (in steps of 2 px); the last size's lines when nothing fits.
 */
export function fitLines(
  text: string,
  maxWidth: number,
  maxSize: number,
  minSize: number,
  maxLines: number,
  weight: FontWeight = 700,
): { lines: string[]; size: number } {
  const words = text.split(/\s+/).filter(Boolean);
  let best: { lines: string[]; size: number } = { lines: [text], size: minSize };
  for (let size = maxSize; size >= minSize; size -= 2) {
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (!line || textWidth(candidate, size, weight) <= maxWidth) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    best = { lines, size };
    if (lines.length <= maxLines && lines.every((l) => textWidth(l, size, weight) <= maxWidth)) {
      return best;
    }
  }
  return best;
}
