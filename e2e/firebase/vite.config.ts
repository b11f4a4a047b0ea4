import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// Builds the test page with the adapter from source; preview serves it for Playwright.
export default defineConfig({
  root: resolve(import.meta.dirname, 'page'),
  logLevel: 'warn',
  resolve: { conditions: ['@lotusplay/source', 'browser', 'module', 'import', 'default'] },
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    // Each chunk named after its source, so the spec can tell the firebase chunks apart.
    rollupOptions: { output: { chunkFileNames: 'assets/[name]-[hash].js' } },
  },
  preview: { host: '127.0.0.1', port: 4178, strictPort: true },
});
