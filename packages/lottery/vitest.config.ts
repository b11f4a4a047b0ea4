import { domTestConfig } from '@lotusplay/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig(domTestConfig('@lotusplay/lottery'));
