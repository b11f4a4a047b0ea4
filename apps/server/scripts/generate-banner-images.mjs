#!/usr/bin/env node
// Draws the demo banners' art (one SVG per banner: a gradient, soft light, rings, sparkles and a
// lotus; no text: the headline, subline and call to action are the banner's texts per language,
// which the site lays over the image) and writes each at the two widths the site shows
// (BANNER_IMAGE_WIDTHS of the banners contract) as WebP under public/banners, named by their
// content's hash so they can be cached for a year, and the list of names to
// src/modules/content/banners.images.ts for the seed. The left part stays calm and dark enough for
// white text (the site adds a scrim too, for an operator's own images). The output is checked in;
// this script only needs running again when a demo banner changes. It needs sharp, which is not a
// dependency of the server (nothing at run time uses it):
//   cd "$(mktemp -d)" && npm install sharp@0.34 && NODE_PATH=$PWD/node_modules node <this file>
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(join(process.env.NODE_PATH ?? process.cwd(), 'noop.js'));
const sharp = require('sharp');

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(serverRoot, 'public', 'banners');
const listFile = join(serverRoot, 'src', 'modules', 'content', 'banners.images.ts');
/** BANNER_IMAGE_WIDTHS of packages/api-client/src/contracts/banners.ts; 1920 × 500 drawn. */
const WIDTHS = { small: 768, large: 1536 };

/** key, the dark colour (left, under the text), the bright colour (right), the accent. */
const BANNERS = [
  ['home-1', '#4a0e6b', '#f06292', '#ffd54f'],
  ['home-2', '#08306b', '#26c6da', '#b2ff59'],
  ['home-3', '#113d17', '#c0ca33', '#fff59d'],
  ['rng-1', '#6d1f07', '#ffb300', '#fff176'],
  ['rng-2', '#2a0b5c', '#7c4dff', '#ea80fc'],
  ['live-1', '#520931', '#ff8a65', '#ffe0b2'],
  ['live-2', '#151c20', '#b8902a', '#ffe082'],
  ['fish-1', '#012e5a', '#26c6da', '#a7ffeb'],
  ['pvp-1', '#1c0f5a', '#e040fb', '#80d8ff'],
  ['sports-1', '#0f3a12', '#43a047', '#e6ee9c'],
  ['esports-1', '#0e1448', '#00b8d4', '#ff4081'],
  ['lott-1', '#6e1010', '#ffb300', '#fff8e1'],
  ['down-1', '#1f2a30', '#4db6ac', '#e0f2f1'],
  ['promotion-1', '#5e0b30', '#ff9800', '#fff3e0'],
  ['shop-1', '#00302a', '#ffc400', '#fffde7'],
  ['help-1', '#17204f', '#64b5f6', '#e3f2fd'],
  ['reg-1', '#3d0f5c', '#ff80ab', '#fce4ec'],
];

/** A deterministic number in [0, 1) from the banner's key and an index. */
function unit(seed, i) {
  return (seed[i % seed.length] ?? 0) / 256;
}

function petal(cx, cy, r, angle, colour, opacity) {
  return `<ellipse cx="${cx}" cy="${cy - r}" rx="${(r * 0.4).toFixed(0)}" ry="${r}" fill="${colour}" fill-opacity="${opacity}" transform="rotate(${angle} ${cx} ${cy})"/>`;
}

function svg([key, dark, bright, accent]) {
  const seed = createHash('sha256').update(key).digest();
  // The lotus sits on the right, its place varying a little per banner.
  const cx = 1480 + Math.round(unit(seed, 0) * 160);
  const cy = 470;
  const outer = [-72, -48, -24, 0, 24, 48, 72]
    .map((a) => petal(cx, cy, 250, a, '#ffffff', 0.1))
    .join('');
  const inner = [-40, -14, 14, 40].map((a) => petal(cx, cy, 190, a, accent, 0.22)).join('');
  const heart = petal(cx, cy, 150, 0, '#ffffff', 0.28);
  const rings = [0, 1, 2]
    .map((i) => {
      const r = 260 + i * 120;
      return `<circle cx="${cx}" cy="${cy - 140}" r="${r}" fill="none" stroke="#fff" stroke-opacity="${(0.1 - i * 0.025).toFixed(3)}" stroke-width="3"/>`;
    })
    .join('');
  const bokeh = Array.from({ length: 16 }, (_, i) => {
    const x = 1000 + unit(seed, i + 1) * 900;
    const y = 30 + unit(seed, i + 17) * 440;
    const r = 5 + Math.round(unit(seed, i + 9) * 26);
    const fill = i % 3 === 0 ? accent : '#ffffff';
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r}" fill="${fill}" fill-opacity="${i % 3 === 0 ? 0.22 : 0.12}"/>`;
  }).join('');
  const sparkles = Array.from({ length: 7 }, (_, i) => {
    const x = 1050 + unit(seed, i + 3) * 800;
    const y = 50 + unit(seed, i + 23) * 380;
    const s = 10 + Math.round(unit(seed, i + 13) * 14);
    return `<path d="M${x.toFixed(0)} ${(y - s).toFixed(0)}q${(s * 0.18).toFixed(1)} ${(s * 0.82).toFixed(1)} ${s} ${s}q-${(s * 0.82).toFixed(1)} ${(s * 0.18).toFixed(1)} -${s} ${s}q-${(s * 0.18).toFixed(1)} -${(s * 0.82).toFixed(1)} -${s} -${s}q${(s * 0.82).toFixed(1)} -${(s * 0.18).toFixed(1)} ${s} -${s}z" fill="${accent}" fill-opacity="0.75"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="500" viewBox="0 0 1920 500">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="0.35">
      <stop offset="0" stop-color="${dark}"/><stop offset="0.45" stop-color="${dark}" stop-opacity="0.92"/><stop offset="1" stop-color="${bright}"/>
    </linearGradient>
    <radialGradient id="glow" cx="${(cx / 1920).toFixed(3)}" cy="0.55" r="0.45">
      <stop offset="0" stop-color="${accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="wave" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff" stop-opacity="0.14"/>
    </linearGradient>
  </defs>
  <rect width="1920" height="500" fill="${bright}"/>
  <rect width="1920" height="500" fill="url(#g)"/>
  <rect width="1920" height="500" fill="url(#glow)"/>
  <path d="M0 430 C 420 360, 820 520, 1240 420 S 1760 330, 1920 380 L1920 500 L0 500 Z" fill="url(#wave)"/>
  <path d="M0 470 C 500 420, 900 540, 1320 460 S 1800 410, 1920 440 L1920 500 L0 500 Z" fill="#000" fill-opacity="0.12"/>
  ${rings}${bokeh}${outer}${inner}${heart}${sparkles}
</svg>`;
}

mkdirSync(outDir, { recursive: true });
for (const file of readdirSync(outDir)) if (file.endsWith('.webp')) rmSync(join(outDir, file));
const list = {};
for (const banner of BANNERS) {
  const source = Buffer.from(svg(banner));
  const entry = {};
  for (const [size, width] of Object.entries(WIDTHS)) {
    const bytes = await sharp(source, { density: 72 * (width / 1920) * 2 })
      .resize(width, Math.round((width * 500) / 1920))
      .webp({ quality: 78, effort: 6 })
      .toBuffer();
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    const name = `${banner[0]}-${width}.${hash}.webp`;
    writeFileSync(join(outDir, name), bytes);
    entry[size] = `/static/banners/${name}`;
    console.log(`${String(bytes.length).padStart(7)} B  ${name}`);
  }
  list[banner[0]] = entry;
}
writeFileSync(
  listFile,
  `// Written by scripts/generate-banner-images.mjs: the demo banners' images under /static/banners,
// at BANNER_IMAGE_WIDTHS (small, large), named by content hash (cached for a year).
export const DEMO_BANNER_IMAGES = ${JSON.stringify(list, null, 2)} as const satisfies Record<string, { small: string; large: string }>;
`,
);
