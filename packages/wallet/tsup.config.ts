import { libraryConfig } from '@lotusplay/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  libraryConfig({
    entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' },
    external: [/^@lotusplay\//, /^react($|\/)/, /^react-dom($|\/)/, /^msw($|\/)/],
  }),
);
