import { libraryConfig } from '@lotusplay/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  libraryConfig({
    entry: {
      index: 'src/index.ts',
      contracts: 'src/contracts/index.ts',
      schemas: 'src/schemas/index.ts',
      crypto: 'src/crypto/index.ts',
      validation: 'src/validation/index.ts',
      testing: 'src/testing/index.ts',
    },
    external: [
      /^@lotusplay\//,
      /^@sinclair\/typebox($|\/)/,
      /^react($|\/)/,
      /^react-dom($|\/)/,
      /^msw($|\/)/,
    ],
  }),
);
