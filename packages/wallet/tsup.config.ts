import { libraryConfig } from '@lotusplay/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(libraryConfig());
