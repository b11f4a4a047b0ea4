// Shared tsup preset: ESM + .d.ts, every dependency and peer external.

/**
 * @param {import('tsup').Options} [overrides]
 * @returns {import('tsup').Options}
 */
export function libraryConfig(overrides = {}) {
  return {
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    target: 'es2022',
    platform: 'browser',
    // Every @lotusplay sibling and every peer stays external; tsup externalises deps and peers.
    external: [/^@lotusplay\//, /^react($|\/)/, /^react-dom($|\/)/],
    ...overrides,
  };
}
