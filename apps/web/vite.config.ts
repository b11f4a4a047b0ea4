import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { stylesheetFirst } from './build/html-order.ts';
import { routePreloads } from './build/route-preloads.ts';

// The web app builds straight from its sibling packages' sources (the custom export condition
// comes first), so neither `pnpm dev` nor `vite build` needs their dist folders.
const sourceCondition = '@lotusplay/source';
const platformUrl = process.env.PLATFORM_URL ?? 'http://127.0.0.1:8080';
const proxiedPrefixes = ['/wps', '/lgw', '/static', '/docs', '/ops'];

/**
 * Vendor groups that change far less often than the app code, so browsers keep them cached
 * across deployments. Only modules the entry already needs land in these groups.
 */
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
  // Declarative routing only (BrowserRouter, useRoutes, Link…): the data-router half of
  // react-router and its server-side helpers stay out of the bundle.
  { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 3 },
  {
    name: 'redux',
    test: /[\\/]node_modules[\\/](@reduxjs|redux|redux-thunk|reselect|immer|react-redux|use-sync-external-store)[\\/]/,
    priority: 2,
  },
  {
    name: 'i18n',
    test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    priority: 1,
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
    conditions: [sourceCondition, 'module', 'browser', 'development|production'],
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
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
