import { defineConfig } from 'vitest/config';
import { nodeTestConfig } from '@lotusplay/vitest-config';

const base = nodeTestConfig('@lotusplay/server', { testTimeout: 60_000 });

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // Tests run in a new random order each time, so that none can lean on what an earlier one
    // left behind (Vitest prints the seed; `--sequence.seed=<seed>` replays an order). Files keep
    // the duration-based order: each has its own database and worker already.
    sequence: { shuffle: { files: false, tests: true } },
    // A file's beforeAll starts one or two servers on fresh databases (migrations, a seed with
    // scrypt hashes at the OWASP cost): 60 s was measured too tight on two busy cores.
    hookTimeout: 180_000,
  },
});
