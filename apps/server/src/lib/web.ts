// Serves the built web app from the same origin (issue 7: what a visitor receives):
// - hashed assets precompressed at build time (.br, .gz beside each file) and chosen by the
//   request's Accept-Encoding (Vary: Accept-Encoding, the compressed file's content-length),
//   cached for a year as immutable;
// - index.html rendered per request, never cached: the brand's boot data written into it as a
//   JSON script element (no boot calls on a first visit) and the first view's route chunks
//   announced with modulepreload (no chunk discovered only after the entry has run);
// - the SPA fallback for every other page GET, and the licence badges under /static.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  BANNER_IMAGE_SIZES,
  BANNER_IMAGE_WIDTHS,
  BOOT_DATA_ELEMENT_ID,
  serialiseBootData,
} from '@lotusplay/api-client/contracts';
import type { Banner, BootData } from '@lotusplay/api-client/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicFolder } from '../paths';
import { sendNotFound } from './envelope';

const API_PREFIXES = ['/wps', '/lgw', '/docs', '/ops', '/static', '/demo-vendor', '/demo-chat'];

/** Where the web build writes the route → chunk map (apps/web/build/route-preloads.ts). */
export const ROUTE_PRELOADS_FILE = join('.vite', 'route-preloads.json');

/** True when the path belongs to the API (or docs/ops), never to the SPA. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>LotusPlay server</title></head>
<body><h1>LotusPlay platform server</h1>
<p>The web app is not built, so there is nothing to show here yet. Run <code>pnpm build</code>
at the repository root (or set WEB_DIST to a built app) and restart the server.</p>
<p>The API answers under <code>/wps</code>; its documentation is at <a href="/docs">/docs</a>.</p>
</body></html>`;

/** index.html carries this visitor's boot data: never stored by the browser or a shared cache. */
const INDEX_CACHE_CONTROL = 'no-cache, private';

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** The page path of a request: no query, no trailing slash, lower case (routes ignore case). */
export function pagePath(url: string): string {
  const path = (url.split('?')[0] ?? '/').split('#')[0] ?? '/';
  const trimmed = path.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

/** The built app's index.html and the chunks each route's first view needs. */
export interface WebApp {
  template: string;
  /** Page path (lower case) → files under the build folder, e.g. `assets/index-group-….js`. */
  routePreloads: Record<string, readonly string[]>;
}

/** Reads the build once at start; null when there is no build. */
export function loadWebApp(webDist: string | null): WebApp | null {
  if (!webDist) return null;
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) return null;
  const preloadsFile = join(webDist, ROUTE_PRELOADS_FILE);
  let routePreloads: WebApp['routePreloads'] = {};
  if (existsSync(preloadsFile)) {
    const parsed: unknown = JSON.parse(readFileSync(preloadsFile, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null) {
      routePreloads = parsed as WebApp['routePreloads'];
    }
  }
  return { template: readFileSync(indexFile, 'utf8'), routePreloads };
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const text = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The empty mount point of the built index.html. */
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * What the visitor sees from the first paint until the app's first render replaces it: the
 * brand's name over the loading spinner, styled by the shell's stylesheet (the boot screen's
 * look), so the page is never blank while the scripts arrive.
 */
function splash(brandName: string, banner: string, page = ''): string {
  return (
    '<div class="boot-screen" aria-busy="true">' +
    banner +
    page +
    `<p class="boot-screen__brand">${text(brandName)}</p>` +
    '<div class="lp-loader lp-loader--md"><span class="lp-loader__spinner"></span></div>' +
    '</div>'
  );
}

/**
 * A high-priority preload of the page's first banner image (in the brand's default language, the
 * one a first visit reads), with the same srcset and sizes as the carousel's image so the browser
 * uses it: the home page's largest paint starts loading with the HTML, not after the scripts.
 */
export function firstBannerPreload(boot: BootData): string | null {
  const first = firstBanner(boot);
  if (!first) return null;
  const srcset = first.urlSmall
    ? ` imagesrcset="${attribute(srcsetOf(first))}" imagesizes="${attribute(BANNER_IMAGE_SIZES)}"`
    : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${attribute(first.url)}"${srcset}>`;
}

/**
 * /promotions: a high-priority preload of the first card's image (the page's largest paint) from
 * the boot data's list, so it loads with the HTML rather than after the scripts and the list call.
 */
export function firstPromotionPreload(boot: BootData): string | null {
  const first = boot.page?.kind === 'promotions' ? boot.page.promotions.list[0] : undefined;
  if (!first?.imageUrl) return null;
  return `<link rel="preload" as="image" fetchpriority="high" href="${attribute(first.imageUrl)}">`;
}

/** The page's first banner in the brand's default language (else in any language), if any. */
function firstBanner(boot: BootData): Banner | null {
  const byLanguage = boot.banners?.byLanguage;
  if (!byLanguage) return null;
  return (
    byLanguage[boot.permission.info.defaultLanguage]?.[0] ??
    Object.values(byLanguage).find((list) => list && list.length > 0)?.[0] ??
    null
  );
}

const srcsetOf = (banner: Banner) =>
  `${banner.urlSmall} ${BANNER_IMAGE_WIDTHS.small}w, ${banner.url} ${BANNER_IMAGE_WIDTHS.large}w`;

/**
 * The first banner in the splash (the same image element the app's banner slot renders), so a
 * visitor sees it as soon as the HTML, the stylesheet and the preloaded image are in, before any
 * script has run; the app's boot screen and then its banner slot show the same image.
 */
export function splashBanner(boot: BootData): string {
  const first = firstBanner(boot);
  if (!first) return '';
  const srcset = first.urlSmall
    ? ` srcset="${attribute(srcsetOf(first))}" sizes="${attribute(BANNER_IMAGE_SIZES)}"`
    : '';
  const height = (BANNER_IMAGE_WIDTHS.large * 500) / 1920;
  return (
    '<div class="boot-screen__banner">' +
    `<img class="lp-banner__image" src="${attribute(first.url)}"${srcset} width="${BANNER_IMAGE_WIDTHS.large}" height="${height}" alt="${attribute(first.title)}" decoding="sync" loading="eager" fetchpriority="high">` +
    '</div>'
  );
}

/**
 * The first content of /promotions or /noticePage in the splash, from the boot data (as the home
 * page's first banner is): the first promotion's image, at least as large as the card that takes
 * over, or the titles of the first notices page (a little larger than the page's list), so the
 * page's largest paint comes with the HTML.
 */
export function splashPage(boot: BootData): string {
  const page = boot.page;
  if (page?.kind === 'promotions') {
    const first = page.promotions.list[0];
    if (!first?.imageUrl) return '';
    return (
      '<div class="boot-screen__promo">' +
      `<img src="${attribute(first.imageUrl)}" width="640" height="320" alt="${attribute(first.title)}" decoding="sync" loading="eager" fetchpriority="high">` +
      '</div>'
    );
  }
  if (page?.kind === 'notices' && page.notices.list.length > 0) {
    const items = page.notices.list.map((notice) => `<li>${text(notice.title)}</li>`).join('');
    return `<ul class="boot-screen__list">${items}</ul>`;
  }
  return '';
}

/**
 * index.html for one page request: modulepreload links for the route's chunks and the boot data
 * element, both just before </head>, and the splash in #root. File names come from the build,
 * boot data is escaped by serialiseBootData and the brand name as HTML text, so none of them can
 * break out of its element.
 */
export function renderIndex(app: WebApp, path: string, boot: BootData | null): string {
  const images = boot ? [firstBannerPreload(boot), firstPromotionPreload(boot)] : [];
  const links = [
    ...images.filter((link): link is string => link !== null),
    ...(app.routePreloads[pagePath(path)] ?? []).map(
      (file) => `<link rel="modulepreload" crossorigin href="/${attribute(file)}">`,
    ),
  ];
  const data = boot
    ? [
        `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${serialiseBootData(boot)}</script>`,
      ]
    : [];
  const head = [...links, ...data].join('\n    ');
  const page = boot
    ? app.template.replace(
        ROOT_ELEMENT,
        `<div id="root">${splash(boot.permission.info.brandName, splashBanner(boot), splashPage(boot))}</div>`,
      )
    : app.template;
  if (!head) return page;
  const at = page.indexOf('</head>');
  if (at < 0) return `${head}\n${page}`;
  return `${page.slice(0, at)}  ${head}\n  ${page.slice(at)}`;
}

/** What registerWeb needs. */
export interface WebOptions {
  /** Folder of the built web app; null or missing folder → a "not built" page at /. */
  webDist: string | null;
  /** The boot data for this visitor; a failure is logged and the page goes out without it. */
  bootData?: (request: FastifyRequest) => Promise<BootData>;
  /**
   * Serve the build's source maps (`*.map`, with the full sources) and `.vite/` (the manifest, the
   * route map): off unless the operator asks (SERVE_SOURCE_MAPS, on outside production).
   */
  serveSourceMaps?: boolean;
}

/** Build files that show the source: source maps and Vite's `.vite/` folder (manifest). */
export function isSourceFile(path: string): boolean {
  let clean = path.replace(/\\/g, '/').split('?')[0] ?? '';
  try {
    clean = decodeURIComponent(clean);
  } catch {
    // A malformed escape: judged as written.
  }
  return /\.map(\.br|\.gz)?$/i.test(clean) || /(^|\/)\.vite(\/|$)/i.test(clean);
}

/** Registers static serving, the licence badges and the not-found handler with SPA fallback. */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(publicFolder),
    prefix: '/static/',
    decorateReply: false,
    maxAge: '1d',
  });

  const web = loadWebApp(options.webDist);

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', INDEX_CACHE_CONTROL);
    if (!web) return reply.send(NOT_BUILT_PAGE);
    let boot: BootData | null = null;
    if (options.bootData) {
      try {
        boot = await options.bootData(request);
      } catch (error) {
        request.log.warn({ err: error }, 'index.html sent without boot data');
      }
    }
    // Through @fastify/compress: brotli or gzip by Accept-Encoding, with its content-length.
    return reply.compress(renderIndex(web, request.url, boot));
  };

  if (web) {
    await app.register(fastifyStatic, {
      root: options.webDist!,
      prefix: '/',
      wildcard: true,
      // index.html is rendered per request (sendIndex), never sent as the file.
      index: false,
      // Source maps and .vite/ only when the operator switched them on.
      allowedPath: (path) =>
        !/(^|\/)index\.html(\.br|\.gz)?$/.test(path) &&
        (options.serveSourceMaps === true || !isSourceFile(path)),
      // The .br / .gz siblings written by the build, by Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        if (/[\\/]assets[\\/]/.test(path))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'public, max-age=3600');
      },
    });
    // The route table's pages (and index.html itself) are answered without a file lookup.
    const pages = new Set(['/', '/index.html', ...Object.keys(web.routePreloads)]);
    for (const url of pages) app.get(url, { schema: { hide: true } }, sendIndex);
  } else {
    app.get('/', { schema: { hide: true } }, sendIndex);
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      acceptsHtml(request);
    if (!isPageRequest || isSourceFile(request.url)) return sendNotFound(request, reply);
    // The app renders its own 404 page for unknown routes.
    return sendIndex(request, reply);
  });
}
