import { defineConfig } from 'tsup';

// The server is an application: one bundle per entry, Node built-ins and npm dependencies
// external, the shared @lotusplay/api-client/crypto module bundled from its sources together
// with crypto-js (CommonJS without an exports map: its deep imports do not resolve from ESM).
// `e2e-server` is the end-to-end suites' server (src/testing/e2e-server.ts: cheaper password hashes).
export default defineConfig({
  entry: { main: 'src/main.ts', ops: 'src/ops.ts', 'e2e-server': 'src/testing/e2e-server.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  clean: true,
  dts: false,
  splitting: false,
  noExternal: [/^@lotusplay\//, /^crypto-js(\/|$)/],
  esbuildOptions(options) {
    options.conditions = ['@lotusplay/source', 'node', 'import', 'default'];
  },
});
