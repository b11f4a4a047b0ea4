// The dependency rule of DESIGN.md as data: which @lotusplay packages each workspace may import.
// Arrows point down only. Apps and tooling are handled in index.js.

const base = ['api-client', 'i18n', 'ui-kit'];
const featureLayer = ['wallet', 'game-lobby', 'lottery', 'content'];
const hostLayer = ['member-centre', 'agent-centre'];

/** Every published package folder, in layer order. */
export const packages = [...base, 'auth', ...featureLayer, ...hostLayer];

/** @type {Record<string, string[]>} package folder → sibling folders it may import */
export const allowedImports = {
  'api-client': [],
  i18n: [],
  'ui-kit': [],
  auth: [...base],
  ...Object.fromEntries(featureLayer.map((p) => [p, [...base, 'auth']])),
  ...Object.fromEntries(hostLayer.map((p) => [p, [...base, 'auth', ...featureLayer]])),
};
