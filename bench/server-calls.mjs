// The calls `pnpm bench:server` measures, in order. A feature adds its public read calls here,
// one line each.
//
//   name       what the table shows
//   path       the request path with its query, or a function () => path | { skip: reason }
//              for paths known only after the build (hashed assets)
//   headers    extra request headers (optional)
//   brandRead  true for a brand-level read: held to the goal (≥ 25 % of the hello-world's
//              req/s and p99 < 20 ms, every answer 2xx); false: measured and shown only
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { webDist } from './lib/product.mjs';

const html = { accept: 'text/html' };
const br = { 'accept-encoding': 'br' };
/** What Chromium sends with every call: answers above the server's threshold come compressed. */
const api = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The entry script of the built index.html (a hashed file under /assets/), or why there is none. */
function hashedJsAsset() {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return { skip: `${index} does not exist (web app not built)` };
  const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(index, 'utf8'))?.[1];
  if (entry && existsSync(join(webDist, entry))) return entry;
  const assets = join(webDist, 'assets');
  const any = existsSync(assets) ? readdirSync(assets).find((file) => file.endsWith('.js')) : null;
  return any ? `/assets/${any}` : { skip: `no .js file in ${assets}` };
}

/** The built index.html, or why there is none. */
function indexPage() {
  return existsSync(join(webDist, 'index.html'))
    ? '/'
    : { skip: `${join(webDist, 'index.html')} does not exist (web app not built)` };
}

/** @type {Array<{ name: string, path: string | (() => string | { skip: string }), headers?: Record<string, string>, brandRead: boolean }>} */
export const serverCalls = [
  {
    name: 'system/status',
    path: '/wps/system/status?url=127.0.0.1',
    headers: api,
    brandRead: true,
  },
  { name: 'system/whitelabel', path: '/wps/system/whitelabel', headers: api, brandRead: true },
  { name: 'system/permission', path: '/wps/system/permission', headers: api, brandRead: true },
  { name: 'system/countryCode', path: '/wps/system/countryCode', headers: api, brandRead: true },
  {
    name: 'system/setting/register',
    path: '/wps/system/setting/register',
    headers: api,
    brandRead: true,
  },
  { name: 'system/domainRoute', path: '/wps/system/domainRoute', headers: api, brandRead: true },
  {
    name: 'system/helpCenter',
    path: '/wps/system/helpCenter?lang=EN',
    headers: api,
    brandRead: true,
  },
  {
    name: 'system/helpV2',
    path: '/wps/system/helpV2?lang=EN&device=WEB',
    headers: api,
    brandRead: true,
  },
  {
    name: 'announcements/list',
    path: '/wps/relay/MCSFE_getListAnnouncements?type=B&platform=W&execution=B&language=EN&pageNo=1&pageSize=9',
    headers: api,
    brandRead: true,
  },
  {
    name: 'announcements/indexNotice',
    path: '/wps/relay/MCSFE_getIndexNotice?language=EN',
    headers: api,
    brandRead: true,
  },
  {
    name: 'banners/w_home',
    path: '/wps/relay/MCSFE_getBanners?groupName=w_home&language=EN',
    headers: api,
    brandRead: true,
  },
  // The lottery (issue 13): the menu computes each game's next draw per request, the results
  // list reads the database; measured, not held to the brand-read goal. Bet placement is a
  // member's call: bench/server.mjs's lottery rows.
  {
    name: 'lottery/game menu',
    path: '/lgw/vn/games/game_menu?prizeMode=Lott&device=WEB&language=EN',
    headers: api,
    brandRead: false,
  },
  {
    name: 'lottery/opened results',
    path: '/lgw/vn/numeros/opened/game?gameCode=VN_FAST&count=100',
    headers: api,
    brandRead: false,
  },
  { name: 'GET / (html, br)', path: indexPage, headers: { ...html, ...br }, brandRead: false },
  { name: 'JS asset (br)', path: hashedJsAsset, headers: br, brandRead: false },
];
