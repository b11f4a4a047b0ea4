import { defineConfig } from 'vitest/config';
import { nodeTestConfig } from '@lotusplay/vitest-config';

export default defineConfig(nodeTestConfig('@lotusplay/server', { testTimeout: 60_000 }));
