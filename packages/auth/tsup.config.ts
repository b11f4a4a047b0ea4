import { libraryConfig } from '@lotusplay/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  libraryConfig({
    entry: {
      index: 'src/index.ts',
      testing: 'src/testing/index.ts',
      // The proof-of-work worker: apps make it with their bundler (Vite: `…/altcha-worker?worker`).
      'altcha-worker': 'src/human-check/altcha.worker.ts',
    },
    external: [/^@lotusplay\//, /^react($|\/)/, /^react-dom($|\/)/, /^msw($|\/)/],
  }),
);
