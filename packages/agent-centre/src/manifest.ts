// What the agent-centre package declares to the app (DESIGN.md: a package declares itself): its
// slice; its texts are in the shared `common` namespace.
import type { FeatureManifest } from '@lotusplay/ui-kit';

/** The agent-centre package's namespace and slice, composed by the app. */
export const agentCentreManifest = {
  name: 'agent-centre',
  i18nNamespaces: ['common'],
  slices: ['agentCentre'],
} satisfies FeatureManifest;
