#!/usr/bin/env node
// Draws the demo banners (one SVG per banner: a gradient, a few lotus petals and a headline) and
// writes each at the two widths the site shows (BANNER_IMAGE_WIDTHS of the banners contract) as
// WebP under public/banners, named by their content's hash so they can be cached for a year, and
// the list of names to src/modules/content/banners.images.ts for the seed. The output is checked
// in; this script only needs running again when a demo banner changes. It needs sharp, which is not
// a dependency of the server (nothing at run time uses it):
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

/** key, two gradient colours, headline, subline. */
const BANNERS = [
  ['home-1', '#7b1fa2', '#f06292', 'Welcome bonus 100%', 'On your first deposit'],
  ['home-2', '#0d47a1', '#26c6da', 'Nearly 10,000 slot games', 'From the best vendors'],
  [
    'home-3',
    '#1b5e20',
    '#c0ca33',
    'Fast deposits and withdrawals',
    '128-bit encryption, 24x7 support',
  ],
  ['rng-1', '#bf360c', '#ffca28', 'Spin the reels', 'Hot slots every day'],
  ['rng-2', '#4a148c', '#7c4dff', 'Jackpot slots', 'Prizes that keep growing'],
  ['live-1', '#880e4f', '#ff8a65', 'Live casino tables', 'Real dealers, real time'],
  ['live-2', '#263238', '#d4af37', 'Baccarat nights', 'Every table open around the clock'],
  ['fish-1', '#01579b', '#4dd0e1', 'Fishing frenzy', 'Aim, fire and catch the big one'],
  ['pvp-1', '#311b92', '#e040fb', 'Player versus player', 'Join a room, beat the table'],
  ['sports-1', '#1b5e20', '#66bb6a', 'Every match, every market', 'Football, basketball, tennis'],
  ['esports-1', '#1a237e', '#00e5ff', 'Esports arena', 'Back your team'],
  ['lott-1', '#b71c1c', '#ffd54f', 'Lottery draws all day', 'Electronic lottery'],
  ['down-1', '#37474f', '#80cbc4', 'Get the app', 'Scan, install, play'],
  ['promotion-1', '#ad1457', '#ffb74d', 'Promotions', 'New rewards every week'],
  ['shop-1', '#004d40', '#ffd740', 'Points mall', 'Your points never expire'],
  ['help-1', '#283593', '#90caf9', 'Help centre', 'Answers around the clock'],
  ['reg-1', '#6a1b9a', '#ff80ab', 'Join today', 'Register in a minute'],
];

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function petal(cx, cy, r, angle, colour, opacity) {
  return `<ellipse cx="${cx}" cy="${cy - r}" rx="${r * 0.42}" ry="${r}" fill="${colour}" fill-opacity="${opacity}" transform="rotate(${angle} ${cx} ${cy})"/>`;
}

function svg([key, from, to, headline, subline]) {
  const seed = createHash('sha256').update(key).digest();
  const lotus = [-60, -30, 0, 30, 60]
    .map((a) => petal(1560, 420, 230, a, '#ffffff', 0.16))
    .join('');
  const dots = Array.from({ length: 14 }, (_, i) => {
    const x = 900 + ((seed[i] ?? 0) / 255) * 1000;
    const y = 30 + ((seed[i + 14] ?? 0) / 255) * 440;
    const r = 6 + ((seed[i + 28] ?? 0) % 22);
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r}" fill="#fff" fill-opacity="0.12"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="500" viewBox="0 0 1920 500">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1920" height="500" fill="url(#g)"/>
  <circle cx="1500" cy="-80" r="420" fill="#fff" fill-opacity="0.07"/>
  ${dots}${lotus}
  <text x="140" y="235" font-family="DejaVu Sans" font-weight="bold" font-size="92" fill="#fff">${escape(headline)}</text>
  <text x="144" y="318" font-family="DejaVu Sans" font-size="46" fill="#fff" fill-opacity="0.9">${escape(subline)}</text>
  <rect x="144" y="360" width="10" height="64" rx="5" fill="#fff" fill-opacity="0.8"/>
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
