import { copyFile } from 'node:fs/promises';
import { libraryConfig } from '@lotusplay/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  libraryConfig({
    entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' },
    external: [/^@lotusplay\//, /^react($|\/)/, /^react-dom($|\/)/, /^msw($|\/)/],
    // The stylesheet is plain CSS with ui-kit's custom properties: shipped as is.
    onSuccess: async () => {
      await copyFile('src/styles.css', 'dist/styles.css');
    },
  }),
);
