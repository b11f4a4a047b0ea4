import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { stylesheetFirst } from './build/html-order.ts';
import { routePreloads } from './build/route-preloads.ts';

// The web app builds straight from its sibling packages' sources (the custom export condition
// comes first), so neither `pnpm dev` nor `vite build` needs their dist folders. The release check
// builds a copy of the app from the published packages with LOTUSPLAY_SOURCE_CONDITION=off: they
// still ship `src` under that condition, and a consumer's bundler never asks for it.
const sourceConditions =
  process.env.LOTUSPLAY_SOURCE_CONDITION === 'off' ? [] : ['@lotusplay/source'];
const platformUrl = process.env.PLATFORM_URL ?? 'http://127.0.0.1:8080';
const proxiedPrefixes = ['/wps', '/lgw', '/static', '/docs', '/ops', '/demo-vendor'];

/** The HTML entry and the module it loads: they stay in the entry chunk, which Vite names. */
const entryModules = new Set(
  ['./index.html', './src/main.tsx'].map((file) =>
    fileURLToPath(new URL(file, import.meta.url)).replace(/\\/g, '/'),
  ),
);

/**
 * The chunks of the first view. Vendor groups change far less often than the app code, so
 * browsers keep them cached across deployments; only modules the entry already needs land in
 * them: every group takes the entry's static graph only (rolldown's `$initial` tag), so a module of
 * a vendor package that only lazy code imports (react-i18next's Trans and its HTML parser, used by
 * the register form: 11.5 KB raw) goes to the lazy chunks that need it, not to the first view. Every other module of the entry's static graph ('$initial') goes into one 'app' chunk,
 * instead of a dozen sub-kilobyte chunks that modules shared with lazy pages would otherwise
 * make: over HTTP/1.1's six connections each extra file on the start-up path costs a round trip
 * (22 files → 9 on the home route; Lighthouse mobile LCP ~2.7 s → ~2.2 s). Lazy code stays out:
 * a module only reached through import() carries no '$initial' tag.
 */
const firstViewGroups = [
  {
    name: 'react',
    tags: ['$initial' as const],
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    priority: 4,
  },
  // Declarative routing only (BrowserRouter, useRoutes, Link…): the data-router half of
  // react-router and its server-side helpers stay out of the bundle.
  {
    name: 'router',
    tags: ['$initial' as const],
    test: /[\\/]node_modules[\\/]react-router[\\/]/,
    priority: 3,
  },
  {
    name: 'redux',
    tags: ['$initial' as const],
    test: /[\\/]node_modules[\\/](@reduxjs|redux|redux-thunk|reselect|immer|react-redux|use-sync-external-store)[\\/]/,
    priority: 2,
  },
  {
    name: 'i18n',
    tags: ['$initial' as const],
    test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    priority: 1,
  },
  {
    name: 'app',
    tags: ['$initial' as const],
    test: (id: string) => !entryModules.has(id.replace(/\\/g, '/')),
    priority: 0,
  },
];

export default defineConfig({
  plugins: [
    react(),
    routePreloads(),
    stylesheetFirst(),
    // Every built text asset (JS, CSS, HTML, SVG, JSON, public files too) also as .br (quality 11)
    // and .gz (level 9), served by the platform server by content negotiation. Even a file that
    // would not shrink gets both, so the server never has to compress an asset on the fly (which
    // would send it without a content-length). The build's bookkeeping under .vite is never sent.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|css|js|mjs|json|svg|txt|xml|webmanifest)$/,
      exclude: /(^|[\\/])\.vite[\\/]/,
      skipIfLargerOrEqual: false,
      logLevel: 'silent',
    }),
  ],
  resolve: {
    conditions: [...sourceConditions, 'module', 'browser', 'development|production'],
  },
  server: {
    proxy: Object.fromEntries(
      proxiedPrefixes.map((prefix) => [prefix, { target: platformUrl, changeOrigin: false }]),
    ),
  },
  preview: {
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: platformUrl }])),
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: firstViewGroups },
      },
    },
  },
});
