import { copyFile } from 'node:fs/promises';
import { libraryConfig } from '@lotusplay/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  libraryConfig({
    // The stylesheet is plain CSS with custom properties: shipped as is, not bundled into JS.
    onSuccess: async () => {
      await copyFile('src/styles.css', 'dist/styles.css');
    },
  }),
);
