// The part of opentype.js 2.0 (which ships no types) that art.type.ts uses: parse a font, find
// each character's glyph, read kerning and draw a glyph as path commands.
declare module 'opentype.js' {
  /** One drawing command of a path (M, L, C, Q, Z), in px. */
  export interface OpenTypePathCommand {
    type: 'M' | 'L' | 'C' | 'Q' | 'Z';
    x?: number;
    y?: number;
    x1?: number;
    y1?: number;
    x2?: number;
    y2?: number;
  }
  export interface OpenTypePath {
    commands: OpenTypePathCommand[];
  }
  export interface OpenTypeGlyph {
    /** 0 is `.notdef`: the font has no glyph for the character. */
    index: number;
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): OpenTypePath;
  }
  export interface OpenTypeFont {
    unitsPerEm: number;
    ascender: number;
    descender: number;
    charToGlyph(character: string): OpenTypeGlyph;
    getKerningValue(left: OpenTypeGlyph, right: OpenTypeGlyph): number;
  }
  export function parse(buffer: ArrayBuffer): OpenTypeFont;
}
