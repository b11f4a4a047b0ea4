// The product's DEMO ART: SVG templates of the game tiles, vendor logos and points-mall goods
// pictures that a default install shows, drawn by this server (art.service.ts renders them to
// WebP). Not any vendor's real artwork: every picture is made up, deterministically, from what the
// catalogue says of it (a game's English name, vendor and category; a vendor's code, name and
// lane), so the same game is the same picture on every machine and every start, and no two games
// share one. An operator with real art sets the brand's image CDNs to where it is.
//
// A tile: a palette chosen by the name's adjective (Golden, Jade, Ocean, …) or the category, a
// background pattern of the category (sun rays for slots, felt for tables, waves for fishing, …),
// an emblem chosen by the name's words (a coin for Fortune, a crown for Royal, a koi for Koi, cards
// for Baccarat, …), sparkles placed by a hash of the game, the name set in type (art.type.ts) and
// the vendor's mark. Bump ART_VERSION (contracts/art.ts) when a picture changes.
import { createHash } from 'node:crypto';
import type { ArtAspect } from '@lotusplay/api-client/contracts';
import { capHeight, fitLines, textPath, textWidth } from './art.type';

/** What a game tile is drawn from. */
export interface TileSubject {
  /** The game's English name. */
  name: string;
  gameCode: string;
  vendorCode: string;
  gameType: string;
}

/** What a vendor logo is drawn from. */
export interface VendorSubject {
  code: string;
  name: string;
  /** The vendor's lane (category). */
  lane: string;
}

/** The demo goods pictures (`/goods/<name>.png`). */
export const GOOD_PICTURES = ['red-envelope', 'mug', 'earbuds', 'smart-watch'] as const;

/** One of the demo goods pictures. */
export type GoodPicture = (typeof GOOD_PICTURES)[number];

/** A deterministic stream of numbers in [0, 1) from a text (sha-256 seeded mulberry32). */
export function streamOf(text: string): () => number {
  let a = createHash('sha256').update(text).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** `#rrggbb` of an HSL colour (h in degrees, s and l in percent). */
export function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const light = Math.max(0, Math.min(100, l)) / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)]
    .map((x) =>
      Math.round(x * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A palette: background hue and saturation, accent hue and saturation. */
interface Palette {
  bg: number;
  bgSat: number;
  accent: number;
  accentSat: number;
}

const p = (bg: number, bgSat: number, accent: number, accentSat = 90): Palette => ({
  bg,
  bgSat,
  accent,
  accentSat,
});

/** Palettes by the first word of a name. */
const WORD_PALETTES: Record<string, Palette> = {
  golden: p(350, 70, 45),
  lucky: p(0, 75, 48),
  mighty: p(270, 60, 30),
  wild: p(140, 60, 75),
  royal: p(225, 65, 45),
  mystic: p(280, 55, 175, 75),
  crystal: p(200, 70, 185, 70),
  thunder: p(240, 55, 55),
  jade: p(160, 60, 45),
  fire: p(8, 80, 35),
  silver: p(215, 20, 210, 15),
  happy: p(330, 65, 50),
  ocean: p(205, 70, 180, 80),
  ancient: p(28, 45, 40, 70),
};

/** Palettes by category, for names without one of the words above. */
const TYPE_PALETTES: Record<string, Palette> = {
  RNG: p(285, 60, 45),
  LIVE: p(150, 55, 45),
  PVP: p(215, 55, 40),
  FISH: p(200, 75, 170, 80),
  LOTT: p(355, 70, 48),
  ELOTT: p(20, 70, 50),
  SPORTS: p(130, 55, 60),
  ESPORTS: p(250, 60, 190, 85),
  COCKFIGHT: p(25, 60, 45),
};

/** The emblems a tile can carry. */
type Emblem =
  | 'coin'
  | 'gem'
  | 'crown'
  | 'flame'
  | 'moon'
  | 'lotus'
  | 'bolt'
  | 'fish'
  | 'claw'
  | 'cherries'
  | 'anchor'
  | 'temple'
  | 'cards'
  | 'roulette'
  | 'dice'
  | 'balls'
  | 'ball'
  | 'controller'
  | 'feather'
  | 'star';

/** Emblems by a word of the name, the later words first (the noun says more than the adjective). */
const WORD_EMBLEMS: Record<string, Emblem> = {
  dragon: 'flame',
  tiger: 'claw',
  phoenix: 'flame',
  fortune: 'coin',
  empire: 'crown',
  treasure: 'coin',
  panda: 'lotus',
  lotus: 'lotus',
  koi: 'fish',
  temple: 'temple',
  queen: 'crown',
  gems: 'gem',
  pirates: 'anchor',
  buffalo: 'claw',
  moon: 'moon',
  wolf: 'moon',
  carnival: 'star',
  fruits: 'cherries',
  baccarat: 'cards',
  roulette: 'roulette',
  blackjack: 'cards',
  sic: 'dice',
  bo: 'dice',
  poker: 'cards',
  niu: 'cards',
  thunder: 'bolt',
  crystal: 'gem',
  jade: 'gem',
  fire: 'flame',
  royal: 'crown',
  ocean: 'fish',
  mystic: 'moon',
  ancient: 'temple',
  golden: 'coin',
  lucky: 'coin',
};

/** Emblems by category, when no word of the name has one. */
const TYPE_EMBLEMS: Record<string, Emblem> = {
  FISH: 'fish',
  LIVE: 'cards',
  PVP: 'cards',
  LOTT: 'balls',
  ELOTT: 'balls',
  SPORTS: 'ball',
  ESPORTS: 'controller',
  COCKFIGHT: 'feather',
};

const FALLBACK_EMBLEMS: readonly Emblem[] = ['star', 'gem', 'coin', 'crown', 'bolt', 'lotus'];

/** The words of a name, lower-cased, letters only. */
const wordsOf = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

function paletteOf(subject: TileSubject): Palette {
  const first = wordsOf(subject.name)[0] ?? '';
  return WORD_PALETTES[first] ?? TYPE_PALETTES[subject.gameType] ?? TYPE_PALETTES.RNG!;
}

function emblemOf(subject: TileSubject, random: () => number): Emblem {
  // Fishing games are about fish whatever their name; lotteries and sports about their balls.
  const byType = TYPE_EMBLEMS[subject.gameType];
  if (byType && subject.gameType !== 'LIVE' && subject.gameType !== 'PVP') return byType;
  for (const word of wordsOf(subject.name).reverse()) {
    const emblem = WORD_EMBLEMS[word];
    if (emblem) return emblem;
  }
  return byType ?? FALLBACK_EMBLEMS[Math.floor(random() * FALLBACK_EMBLEMS.length)]!;
}

/** The colours of a picture, from its palette and a small jitter of its own. */
interface Colours {
  light: string;
  mid: string;
  dark: string;
  accent: string;
  accentLight: string;
  accentDark: string;
  ink: string;
}

function coloursOf(palette: Palette, random: () => number): Colours {
  const h = palette.bg + (random() - 0.5) * 20;
  const a = palette.accent + (random() - 0.5) * 10;
  const s = palette.bgSat;
  return {
    light: hsl(h, s, 52),
    mid: hsl(h + 6, s, 30),
    dark: hsl(h + 12, s + 5, 11),
    accent: hsl(a, palette.accentSat, 56),
    accentLight: hsl(a, palette.accentSat, 86),
    accentDark: hsl(a - 8, palette.accentSat, 32),
    ink: hsl(h + 12, s, 8),
  };
}

// --- Emblems, drawn around (0, 0) within about ±100 ---------------------------------------------

function emblemSvg(emblem: Emblem, c: Colours, random: () => number): string {
  const metal = `fill="url(#metal)" stroke="${c.accentDark}" stroke-width="4"`;
  switch (emblem) {
    case 'coin': {
      const n = 8 + Math.floor(random() * 4);
      const studs = Array.from({ length: n }, (_, i) => {
        const t = (i / n) * Math.PI * 2;
        return `<circle cx="${r1(Math.cos(t) * 74)}" cy="${r1(Math.sin(t) * 74)}" r="5" fill="${c.accentLight}"/>`;
      }).join('');
      return `<circle r="96" ${metal}/><circle r="82" fill="none" stroke="${c.accentDark}" stroke-width="3"/>${studs}<rect x="-24" y="-24" width="48" height="48" rx="4" fill="${c.mid}" stroke="${c.accentDark}" stroke-width="4"/><ellipse cx="-34" cy="-46" rx="26" ry="12" fill="#fff" fill-opacity=".35" transform="rotate(-30 -34 -46)"/>`;
    }
    case 'gem':
      return `<polygon points="-90,-30 -50,-80 50,-80 90,-30 0,95" fill="${c.accent}" stroke="${c.accentDark}" stroke-width="4"/><polygon points="-90,-30 -50,-80 -20,-30" fill="${c.accentLight}" fill-opacity=".8"/><polygon points="-20,-30 0,-80 20,-30" fill="#fff" fill-opacity=".55"/><polygon points="20,-30 50,-80 90,-30" fill="${c.accentLight}" fill-opacity=".45"/><polygon points="-90,-30 -20,-30 0,95" fill="${c.accentLight}" fill-opacity=".35"/><polygon points="20,-30 90,-30 0,95" fill="${c.accentDark}" fill-opacity=".45"/><polyline points="-90,-30 90,-30" stroke="${c.accentDark}" stroke-width="3" fill="none"/>`;
    case 'crown': {
      const jewels = [-60, 0, 60]
        .map(
          (x, i) =>
            `<circle cx="${x}" cy="40" r="${i === 1 ? 13 : 10}" fill="${i === 1 ? c.light : c.mid}" stroke="${c.accentLight}" stroke-width="3"/>`,
        )
        .join('');
      return `<path d="M-95 -45 L-55 5 L0 -75 L55 5 L95 -45 L80 70 L-80 70 Z" ${metal} stroke-linejoin="round"/><rect x="-84" y="62" width="168" height="26" rx="6" ${metal}/>${jewels}${[-95, 0, 95].map((x) => `<circle cx="${x}" cy="${x === 0 ? -80 : -50}" r="11" fill="${c.accentLight}" stroke="${c.accentDark}" stroke-width="3"/>`).join('')}`;
    }
    case 'flame':
      return `<path d="M0 -100 C40 -50 90 -20 70 40 C60 80 30 100 0 100 C-30 100 -60 80 -70 40 C-85 -10 -40 -30 -30 -70 C-10 -40 -5 -30 0 -100 Z" fill="${c.accent}" stroke="${c.accentDark}" stroke-width="4"/><path d="M0 -30 C25 0 50 20 38 60 C30 82 14 92 0 92 C-14 92 -32 82 -38 60 C-46 30 -15 10 -12 -10 C-5 5 -2 10 0 -30 Z" fill="${c.accentLight}"/><path d="M0 30 C12 45 22 58 16 76 C12 86 6 90 0 90 C-6 90 -12 86 -16 76 C-20 62 -6 50 0 30 Z" fill="#fff"/>`;
    case 'moon': {
      const stars = Array.from({ length: 3 }, () => {
        const x = r1(20 + random() * 70);
        const y = r1(-80 + random() * 100);
        return sparkle(x, y, 6 + random() * 8, c.accentLight);
      }).join('');
      return `<path d="M-20 -95 A95 95 0 1 0 70 60 A75 75 0 1 1 -20 -95 Z" ${metal}/>${stars}`;
    }
    case 'lotus': {
      const petals = [-70, -35, 0, 35, 70]
        .map(
          (a, i) =>
            `<ellipse cx="0" cy="-45" rx="26" ry="62" fill="${i % 2 ? c.accentLight : c.accent}" stroke="${c.accentDark}" stroke-width="3" transform="rotate(${a} 0 30)"/>`,
        )
        .join('');
      return `${petals}<ellipse cx="0" cy="62" rx="92" ry="20" fill="${c.accentDark}"/><circle cy="18" r="16" fill="${c.accentLight}" stroke="${c.accentDark}" stroke-width="3"/>`;
    }
    case 'bolt':
      return `<path d="M25 -100 L-60 15 L-8 15 L-30 100 L62 -20 L8 -20 Z" ${metal} stroke-linejoin="round"/><path d="M20 -70 L-35 5" stroke="#fff" stroke-opacity=".6" stroke-width="6" stroke-linecap="round"/>`;
    case 'fish':
      return `<path d="M-85 0 C-50 -60 30 -62 70 -10 L100 -45 L95 0 L100 45 L70 10 C30 62 -50 60 -85 0 Z" fill="${c.accent}" stroke="${c.accentDark}" stroke-width="4" stroke-linejoin="round"/><path d="M-20 -40 C0 -20 0 20 -20 40" fill="none" stroke="${c.accentDark}" stroke-width="4"/><path d="M10 -42 C30 -20 30 20 10 42" fill="none" stroke="${c.accentDark}" stroke-width="3" stroke-opacity=".6"/><circle cx="-55" cy="-10" r="8" fill="${c.ink}"/><circle cx="-57" cy="-12" r="3" fill="#fff"/><path d="M-10 -52 C10 -80 40 -78 50 -52" fill="${c.accentLight}" stroke="${c.accentDark}" stroke-width="3"/>`;
    case 'claw':
      return [-38, 0, 38]
        .map(
          (x) =>
            `<path d="M${x - 28} -95 C${x + 10} -40 ${x + 20} 30 ${x - 10} 100 C${x + 40} 40 ${x + 40} -40 ${x - 28} -95 Z" fill="${c.accent}" stroke="${c.accentDark}" stroke-width="3"/>`,
        )
        .join('');
    case 'cherries':
      return `<path d="M-40 20 C-30 -40 0 -80 40 -95 M40 20 C40 -30 40 -70 40 -95" fill="none" stroke="${hsl(110, 50, 30)}" stroke-width="7" stroke-linecap="round"/><path d="M40 -95 C70 -110 100 -90 95 -70 C70 -65 50 -75 40 -95 Z" fill="${hsl(110, 55, 42)}"/><circle cx="-40" cy="48" r="44" fill="${hsl(350, 85, 48)}" stroke="${hsl(350, 80, 25)}" stroke-width="4"/><circle cx="42" cy="52" r="42" fill="${hsl(355, 85, 44)}" stroke="${hsl(350, 80, 25)}" stroke-width="4"/><ellipse cx="-55" cy="32" rx="12" ry="7" fill="#fff" fill-opacity=".6" transform="rotate(-30 -55 32)"/><ellipse cx="28" cy="36" rx="11" ry="6" fill="#fff" fill-opacity=".6" transform="rotate(-30 28 36)"/>`;
    case 'anchor':
      return `<circle cy="-72" r="20" fill="none" stroke="${c.accent}" stroke-width="12"/><rect x="-9" y="-52" width="18" height="140" rx="6" fill="${c.accent}"/><rect x="-55" y="-30" width="110" height="16" rx="6" fill="${c.accent}"/><path d="M-85 20 C-80 80 -30 95 0 95 C30 95 80 80 85 20 L65 35 C60 65 30 75 0 75 C-30 75 -60 65 -65 35 Z" fill="${c.accent}" stroke="${c.accentDark}" stroke-width="3"/>`;
    case 'temple':
      return `<path d="M-100 -40 L0 -100 L100 -40 Z" ${metal} stroke-linejoin="round"/><rect x="-88" y="-40" width="176" height="14" ${metal}/>${[-66, -22, 22, 66].map((x) => `<rect x="${x - 9}" y="-24" width="18" height="92" fill="${c.accentLight}" stroke="${c.accentDark}" stroke-width="3"/>`).join('')}<rect x="-100" y="68" width="200" height="18" ${metal}/>`;
    case 'cards': {
      const suit = ['♠', '♥', '♦', '♣'][Math.floor(random() * 4)]!;
      const red = suit === '♥' || suit === '♦';
      const suitPath = suitShape(suit, red ? hsl(355, 80, 45) : c.ink);
      return `<g transform="rotate(-14)"><rect x="-66" y="-92" width="120" height="170" rx="14" fill="#f4f1ea" stroke="${c.accentDark}" stroke-width="4"/></g><g transform="rotate(12)"><rect x="-48" y="-86" width="120" height="170" rx="14" fill="#fff" stroke="${c.accentDark}" stroke-width="4"/><g transform="translate(12 0) scale(1.5)">${suitPath}</g><rect x="-40" y="-78" width="104" height="154" rx="10" fill="none" stroke="${c.accent}" stroke-width="3"/></g>`;
    }
    case 'roulette': {
      const slots = Array.from({ length: 18 }, (_, i) => {
        const a = (i / 18) * 360;
        return `<path d="M0 0 L0 -92 A92 92 0 0 1 ${r1(92 * Math.sin(Math.PI / 9))} ${r1(-92 * Math.cos(Math.PI / 9))} Z" fill="${i % 2 ? hsl(355, 75, 40) : '#16161a'}" transform="rotate(${a})"/>`;
      }).join('');
      return `<circle r="100" ${metal}/>${slots}<circle r="56" fill="${c.mid}" stroke="${c.accent}" stroke-width="5"/><circle r="16" ${metal}/><circle cx="${r1(Math.cos(random() * 6.28) * 74)}" cy="${r1(Math.sin(random() * 6.28) * 74)}" r="9" fill="#fff"/>`;
    }
    case 'dice': {
      const face = (x: number, y: number, rot: number, dots: number[][]) =>
        `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-48" y="-48" width="96" height="96" rx="18" fill="#fff" stroke="${c.accentDark}" stroke-width="4"/>${dots.map(([dx, dy]) => `<circle cx="${dx}" cy="${dy}" r="10" fill="${dots.length === 1 ? hsl(355, 80, 45) : c.ink}"/>`).join('')}</g>`;
      return (
        face(-40, 30, -12, [
          [-24, -24],
          [0, 0],
          [24, 24],
        ]) +
        face(45, -30, 15, [
          [-24, -24],
          [24, -24],
          [-24, 24],
          [24, 24],
          [0, 0],
        ])
      );
    }
    case 'balls': {
      const numbers = Array.from({ length: 3 }, () => String(Math.floor(random() * 90) + 1));
      return numbers
        .map((n, i) => {
          const x = (i - 1) * 62;
          const y = i === 1 ? -30 : 28;
          const hue = [0, 45, 210][i]!;
          const size = 34;
          const w = textWidth(n, size);
          return `<circle cx="${x}" cy="${y}" r="50" fill="${hsl(hue, 80, 50)}" stroke="${hsl(hue, 70, 25)}" stroke-width="4"/><circle cx="${x}" cy="${y}" r="28" fill="#fff"/><path d="${textPath(n, x - w / 2, y + capHeight(size) / 2, size)}" fill="${c.ink}"/>`;
        })
        .join('');
    }
    case 'ball':
      return `<circle r="95" fill="#fff" stroke="${c.ink}" stroke-width="5"/><polygon points="0,-32 30,-10 19,26 -19,26 -30,-10" fill="${c.ink}"/>${[0, 72, 144, 216, 288].map((a) => `<g transform="rotate(${a})"><line x1="0" y1="-32" x2="0" y2="-62" stroke="${c.ink}" stroke-width="5"/><polygon points="0,-95 24,-80 16,-58 -16,-58 -24,-80" fill="${c.ink}"/></g>`).join('')}`;
    case 'controller':
      return `<path d="M-70 -45 L70 -45 C105 -45 120 40 105 70 C92 92 65 80 45 45 L-45 45 C-65 80 -92 92 -105 70 C-120 40 -105 -45 -70 -45 Z" fill="${c.accent}" stroke="${c.accentDark}" stroke-width="4"/><rect x="-66" y="-14" width="40" height="12" rx="3" fill="${c.ink}"/><rect x="-52" y="-28" width="12" height="40" rx="3" fill="${c.ink}"/>${[
        [50, -22],
        [70, -2],
        [30, -2],
        [50, 18],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${c.accentLight}"/>`)
        .join('')}`;
    case 'feather':
      return `<path d="M-60 95 C-40 20 0 -60 70 -100 C80 -40 50 40 -60 95 Z" fill="${c.accent}" stroke="${c.accentDark}" stroke-width="4"/><path d="M-60 95 C-20 30 20 -30 70 -100" fill="none" stroke="${c.accentDark}" stroke-width="4"/>${[0, 1, 2, 3].map((i) => `<path d="M${-30 + i * 22} ${50 - i * 38} l-30 -8" stroke="${c.accentDark}" stroke-width="3"/>`).join('')}`;
    case 'star':
    default:
      return `${sparkle(0, 0, 100, c.accent, c.accentDark)}${sparkle(0, 0, 52, c.accentLight)}`;
  }
}

/** A suit drawn as a path around (0, 0), about ±20. */
function suitShape(suit: string, colour: string): string {
  switch (suit) {
    case '♥':
      return `<path d="M0 18 C-30 -4 -22 -26 -10 -26 C-4 -26 0 -20 0 -14 C0 -20 4 -26 10 -26 C22 -26 30 -4 0 18 Z" fill="${colour}"/>`;
    case '♦':
      return `<path d="M0 -24 L18 0 L0 24 L-18 0 Z" fill="${colour}"/>`;
    case '♣':
      return `<circle cx="0" cy="-12" r="10" fill="${colour}"/><circle cx="-11" cy="4" r="10" fill="${colour}"/><circle cx="11" cy="4" r="10" fill="${colour}"/><path d="M-3 4 L-7 22 L7 22 L3 4 Z" fill="${colour}"/>`;
    default:
      return `<path d="M0 -24 C-26 0 -22 14 -10 14 C-6 14 -2 12 -1 9 L-6 22 L6 22 L1 9 C2 12 6 14 10 14 C22 14 26 0 0 -24 Z" fill="${colour}"/>`;
  }
}

/** A four-pointed sparkle at (x, y) with radius r. */
function sparkle(x: number, y: number, r: number, fill: string, stroke?: string): string {
  const q = r * 0.22;
  return `<path d="M${r1(x)} ${r1(y - r)} Q${r1(x + q)} ${r1(y - q)} ${r1(x + r)} ${r1(y)} Q${r1(x + q)} ${r1(y + q)} ${r1(x)} ${r1(y + r)} Q${r1(x - q)} ${r1(y + q)} ${r1(x - r)} ${r1(y)} Q${r1(x - q)} ${r1(y - q)} ${r1(x)} ${r1(y - r)} Z" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="4"` : ''}/>`;
}

// --- Background patterns of a category, on a 480 × 480 canvas ----------------------------------

function patternSvg(gameType: string, c: Colours, random: () => number): string {
  switch (gameType) {
    case 'LIVE':
    case 'PVP': {
      const lines = Array.from({ length: 12 }, (_, i) => {
        const d = i * 48 - 48;
        return `<path d="M${d} 0 L${d + 480} 480 M${d + 480} 0 L${d} 480" stroke="${c.light}" stroke-opacity=".12" stroke-width="2"/>`;
      }).join('');
      return `${lines}<ellipse cx="240" cy="470" rx="300" ry="130" fill="${c.dark}" fill-opacity=".55" stroke="${c.accent}" stroke-opacity=".5" stroke-width="6"/>`;
    }
    case 'FISH': {
      const waves = Array.from({ length: 5 }, (_, i) => {
        const y = 60 + i * 90 + random() * 20;
        return `<path d="M0 ${r1(y)} Q60 ${r1(y - 24)} 120 ${r1(y)} T240 ${r1(y)} T360 ${r1(y)} T480 ${r1(y)}" fill="none" stroke="${c.light}" stroke-opacity=".22" stroke-width="6"/>`;
      }).join('');
      const bubbles = Array.from(
        { length: 9 },
        () =>
          `<circle cx="${r1(random() * 480)}" cy="${r1(random() * 320)}" r="${r1(4 + random() * 12)}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="3"/>`,
      ).join('');
      return waves + bubbles;
    }
    case 'LOTT':
    case 'ELOTT':
      return Array.from(
        { length: 26 },
        () =>
          `<circle cx="${r1(random() * 480)}" cy="${r1(random() * 480)}" r="${r1(3 + random() * 7)}" fill="${random() < 0.5 ? c.accent : c.light}" fill-opacity=".5"/>`,
      ).join('');
    case 'SPORTS':
      return `${Array.from({ length: 6 }, (_, i) => `<rect x="${i * 80}" y="0" width="40" height="480" fill="${c.light}" fill-opacity=".08"/>`).join('')}<circle cx="240" cy="200" r="150" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="5"/><line x1="0" y1="200" x2="480" y2="200" stroke="#fff" stroke-opacity=".25" stroke-width="5"/>`;
    case 'ESPORTS':
      return Array.from({ length: 10 }, (_, i) => {
        const y = i * 52;
        return `<line x1="0" y1="${y}" x2="480" y2="${y + 120}" stroke="${c.accent}" stroke-opacity=".18" stroke-width="2"/>`;
      }).join('');
    case 'COCKFIGHT':
      return [230, 180, 130]
        .map(
          (r) =>
            `<circle cx="240" cy="200" r="${r}" fill="none" stroke="${c.accent}" stroke-opacity=".2" stroke-width="10"/>`,
        )
        .join('');
    default: {
      // Slots: sun rays from behind the emblem, turned by the game's own angle.
      const n = 14 + Math.floor(random() * 8);
      const turn = random() * 360;
      const rays = Array.from({ length: n }, (_, i) => {
        if (i % 2) return '';
        const a = ((i / n) * Math.PI * 2 + (turn * Math.PI) / 180) % (Math.PI * 2);
        const b = a + (Math.PI * 2) / n;
        const R = 420;
        return `<path d="M240 200 L${r1(240 + Math.cos(a) * R)} ${r1(200 + Math.sin(a) * R)} L${r1(240 + Math.cos(b) * R)} ${r1(200 + Math.sin(b) * R)} Z" fill="${c.light}" fill-opacity=".16"/>`;
      }).join('');
      return rays;
    }
  }
}

/** The short mark of a vendor: the letters of its code before the first `_`, at most 4. */
export function vendorInitials(code: string): string {
  const head = code.split('_')[0] || code;
  return head.slice(0, 4).toUpperCase();
}

/** A vendor's own hue, from its code. */
function vendorHue(code: string): number {
  return Math.floor(streamOf(`vendor:${code}`)() * 360);
}

/** `text` set centred on `cx` with its baseline at `y`, squeezed to `maxWidth` when wider. */
function centredText(text: string, cx: number, y: number, size: number, maxWidth: number): string {
  const width = textWidth(text, size);
  const squeeze = width > maxWidth ? maxWidth / width : 1;
  const path = textPath(text, 0, 0, size);
  return `<path transform="translate(${r1(cx - (width * squeeze) / 2)} ${r1(y)}) scale(${squeeze.toFixed(3)} 1)" d="${path}"/>`;
}

const svgOpen = (width: number, height: number, viewW: number, viewH: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}">`;

/** The SVG of a game's tile (square), `width` px wide. */
export function gameTileSvg(subject: TileSubject, width: number): string {
  const random = streamOf(`tile:${subject.vendorCode}:${subject.gameCode}:${subject.name}`);
  const c = coloursOf(paletteOf(subject), random);
  const emblem = emblemOf(subject, random);
  const pattern = patternSvg(subject.gameType, c, random);
  const tilt = (random() - 0.5) * 16;
  const scale = 0.88 + random() * 0.16;
  const sparkles = Array.from({ length: 5 + Math.floor(random() * 4) }, () => {
    const x = 30 + random() * 420;
    const y = 30 + random() * 270;
    return sparkle(x, y, 5 + random() * 11, random() < 0.5 ? '#fff' : c.accentLight);
  }).join('');

  // The name in capitals: one to three lines over the band at the bottom.
  const title = subject.name.toUpperCase();
  const fit = fitLines(title, 430, 62, 32, 3);
  const lines = fit.lines.slice(0, 3);
  if (fit.lines.length > 3) lines[2] = fit.lines.slice(2).join(' ');
  const lineHeight = fit.size * 1.08;
  const cap = capHeight(fit.size);
  const lastBaseline = 452;
  const titleSvg = lines
    .map((line, i) =>
      centredText(line, 240, lastBaseline - (lines.length - 1 - i) * lineHeight, fit.size, 440),
    )
    .join('');
  const bandTop = lastBaseline - (lines.length - 1) * lineHeight - cap - 70;

  // The vendor's mark: its initials on a pill in the vendor's colour, top left.
  const initials = vendorInitials(subject.vendorCode);
  const markSize = 26;
  const markWidth = textWidth(initials, markSize) + 28;
  const vHue = vendorHue(subject.vendorCode);
  const mark = `<rect x="18" y="18" width="${r1(markWidth)}" height="40" rx="20" fill="${hsl(vHue, 70, 22)}" stroke="${hsl(vHue, 80, 70)}" stroke-width="3"/><g fill="#fff">${centredText(initials, 18 + markWidth / 2, 18 + 20 + capHeight(markSize) / 2, markSize, markWidth - 16)}</g>`;

  return (
    svgOpen(width, width, 480, 480) +
    `<defs><radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${c.light}"/><stop offset=".55" stop-color="${c.mid}"/><stop offset="1" stop-color="${c.dark}"/></radialGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${c.accentLight}" stop-opacity=".75"/><stop offset=".6" stop-color="${c.accent}" stop-opacity=".18"/><stop offset="1" stop-color="${c.accent}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.accentLight}"/><stop offset=".5" stop-color="${c.accent}"/><stop offset="1" stop-color="${c.accentDark}"/></linearGradient>` +
    `<linearGradient id="band" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.ink}" stop-opacity="0"/><stop offset=".45" stop-color="${c.ink}" stop-opacity=".78"/><stop offset="1" stop-color="${c.ink}" stop-opacity=".95"/></linearGradient>` +
    `<linearGradient id="title" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffbea"/><stop offset="1" stop-color="${c.accentLight}"/></linearGradient></defs>` +
    `<rect width="480" height="480" fill="url(#bg)"/>${pattern}` +
    `<circle cx="240" cy="190" r="190" fill="url(#glow)"/>` +
    `<g transform="translate(240 188) rotate(${r1(tilt)}) scale(${scale.toFixed(3)})">${emblemSvg(emblem, c, random)}</g>` +
    sparkles +
    `<rect x="0" y="${r1(bandTop)}" width="480" height="${r1(480 - bandTop)}" fill="url(#band)"/>` +
    `<g fill="url(#title)" stroke="${c.ink}" stroke-width="5" stroke-linejoin="round" paint-order="stroke">${titleSvg}</g>` +
    mark +
    `<rect x="5" y="5" width="470" height="470" rx="26" fill="none" stroke="${c.accent}" stroke-opacity=".6" stroke-width="5"/>` +
    '</svg>'
  );
}

/** The SVG of a vendor's logo (2:1: mark and name) or, with `aspect` 1:1, its mark alone. */
export function vendorLogoSvg(subject: VendorSubject, width: number, aspect: ArtAspect): string {
  const hue = vendorHue(subject.code);
  const initials = vendorInitials(subject.code);
  const dark = hsl(hue, 60, 16);
  const mid = hsl(hue, 65, 32);
  const bright = hsl(hue, 85, 62);
  const pale = hsl(hue, 90, 88);
  const defs = `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient><radialGradient id="m" cx="35%" cy="30%" r="80%"><stop offset="0" stop-color="${pale}"/><stop offset=".6" stop-color="${bright}"/><stop offset="1" stop-color="${hsl(hue, 75, 40)}"/></radialGradient></defs>`;
  const roundel = (cx: number, cy: number, r: number) => {
    const size = initials.length > 3 ? r * 0.62 : initials.length > 2 ? r * 0.74 : r * 0.92;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#m)" stroke="${pale}" stroke-width="${r1(r * 0.08)}"/><circle cx="${cx}" cy="${cy}" r="${r1(r * 0.8)}" fill="none" stroke="${dark}" stroke-opacity=".35" stroke-width="${r1(r * 0.04)}"/><g fill="${dark}">${centredText(initials, cx, cy + capHeight(size) / 2, size, r * 1.5)}</g>`;
  };
  if (aspect === '1:1') {
    return `${svgOpen(width, width, 160, 160)}${defs}${roundel(80, 80, 72)}</svg>`;
  }
  const name = subject.name.toUpperCase();
  const fit = fitLines(name, 176, 40, 22, 2);
  const lines = fit.lines.slice(0, 2);
  if (fit.lines.length > 2) lines[1] = fit.lines.slice(1).join(' ');
  const lineHeight = fit.size * 1.1;
  const cap = capHeight(fit.size);
  const firstBaseline = 80 - ((lines.length - 1) * lineHeight) / 2 + cap / 2;
  const words = lines
    .map((line, i) => centredText(line, 222, firstBaseline + i * lineHeight, fit.size, 180))
    .join('');
  return `${svgOpen(width, width / 2, 320, 160)}${defs}<rect x="2" y="2" width="316" height="156" rx="28" fill="url(#v)" stroke="${bright}" stroke-opacity=".7" stroke-width="4"/>${roundel(72, 80, 54)}<g fill="#fff">${words}</g></svg>`;
}

/** The SVG of a demo good's picture (4:3), `width` px wide. */
export function goodSvg(good: GoodPicture, width: number): string {
  const scene = (hue: number, body: string) =>
    `${svgOpen(width, Math.round((width * 3) / 4), 480, 360)}<defs><radialGradient id="g" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="${hsl(hue, 70, 94)}"/><stop offset=".7" stop-color="${hsl(hue, 60, 80)}"/><stop offset="1" stop-color="${hsl(hue, 50, 62)}"/></radialGradient></defs><rect width="480" height="360" fill="url(#g)"/><ellipse cx="240" cy="318" rx="150" ry="18" fill="${hsl(hue, 40, 30)}" fill-opacity=".25"/>${body}${sparkle(70, 70, 16, '#fff')}${sparkle(410, 96, 11, '#fff')}${sparkle(390, 250, 8, '#fff')}</svg>`;
  switch (good) {
    case 'red-envelope':
      return scene(
        40,
        `<g transform="rotate(-6 240 190)"><rect x="150" y="50" width="180" height="260" rx="18" fill="${hsl(355, 80, 45)}" stroke="${hsl(355, 75, 28)}" stroke-width="5"/><path d="M150 68 Q240 170 330 68 L330 68 Q330 50 312 50 L168 50 Q150 50 150 68 Z" fill="${hsl(355, 80, 38)}"/><circle cx="240" cy="128" r="38" fill="url(#gold)" stroke="${hsl(40, 80, 32)}" stroke-width="4"/><rect x="226" y="114" width="28" height="28" rx="3" fill="${hsl(355, 80, 40)}"/><path d="M180 240 h120 M180 264 h120" stroke="${hsl(45, 90, 60)}" stroke-width="6" stroke-linecap="round"/></g><defs><linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(50, 95, 80)}"/><stop offset="1" stop-color="${hsl(40, 90, 45)}"/></linearGradient></defs>`,
      );
    case 'mug':
      return scene(
        200,
        `<path d="M300 130 C370 130 370 250 300 250" fill="none" stroke="${hsl(210, 15, 92)}" stroke-width="26"/><path d="M300 130 C370 130 370 250 300 250" fill="none" stroke="${hsl(210, 15, 70)}" stroke-width="4"/><rect x="140" y="100" width="170" height="210" rx="22" fill="${hsl(210, 15, 97)}" stroke="${hsl(210, 15, 70)}" stroke-width="4"/><ellipse cx="225" cy="104" rx="85" ry="14" fill="${hsl(25, 45, 30)}"/>${[-50, -25, 0, 25, 50].map((a, i) => `<ellipse cx="225" cy="188" rx="14" ry="36" fill="${i % 2 ? hsl(330, 70, 72) : hsl(330, 70, 58)}" transform="rotate(${a} 225 230)"/>`).join('')}<path d="M190 80 C180 60 200 50 190 30 M225 80 C215 60 235 50 225 30 M260 80 C250 60 270 50 260 30" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="6" stroke-linecap="round"/>`,
      );
    case 'earbuds':
      return scene(
        260,
        `<rect x="150" y="170" width="180" height="130" rx="56" fill="${hsl(0, 0, 98)}" stroke="${hsl(240, 10, 70)}" stroke-width="4"/><line x1="160" y1="212" x2="320" y2="212" stroke="${hsl(240, 10, 78)}" stroke-width="3"/><circle cx="240" cy="256" r="5" fill="${hsl(140, 70, 45)}"/>${[
          [180, 110, -20],
          [300, 110, 20],
        ]
          .map(
            ([x, y, a]) =>
              `<g transform="rotate(${a} ${x} ${y})"><circle cx="${x}" cy="${y}" r="34" fill="#fff" stroke="${hsl(240, 10, 70)}" stroke-width="4"/><circle cx="${x}" cy="${y}" r="14" fill="${hsl(240, 10, 30)}"/><rect x="${x! - 11}" y="${y! + 20}" width="22" height="70" rx="11" fill="#fff" stroke="${hsl(240, 10, 70)}" stroke-width="4"/></g>`,
          )
          .join('')}`,
      );
    case 'smart-watch':
    default:
      return scene(
        160,
        `<rect x="198" y="20" width="84" height="320" rx="30" fill="${hsl(220, 20, 25)}"/><rect x="160" y="92" width="160" height="176" rx="40" fill="${hsl(220, 15, 15)}" stroke="${hsl(220, 10, 70)}" stroke-width="6"/><rect x="176" y="108" width="128" height="144" rx="28" fill="${hsl(200, 60, 12)}"/><path d="M188 190 L214 190 L226 160 L240 218 L254 176 L266 190 L292 190" fill="none" stroke="${hsl(150, 85, 55)}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/><path d="M240 146 C232 136 218 140 222 152 C226 160 240 168 240 168 C240 168 254 160 258 152 C262 140 248 136 240 146 Z" fill="${hsl(355, 85, 60)}"/><rect x="320" y="150" width="12" height="36" rx="5" fill="${hsl(220, 10, 70)}"/>`,
      );
  }
}
