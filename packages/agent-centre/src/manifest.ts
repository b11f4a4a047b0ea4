// What the agent-centre package declares to the app (DESIGN.md: a package declares itself): its
// namespace, its slice and its own pages (loaded when first shown); pages other features own can
// be handed to the panel by the app (its `pages` prop).
import type { FeatureManifest } from '@lotusplay/ui-kit';

/** The agent-centre package's namespace, slice and pages, composed by the app. */
export const agentCentreManifest = {
  name: 'agent-centre',
  i18nNamespaces: ['agentCentre', 'common'],
  slices: ['agentCentre'],
  agentCentrePages: {
    agentTeamOverview: () => import('./pages/agent-team-overview/agent-team-overview-page'),
    registerCenter: () => import('./pages/register-center/register-center-page'),
    downlineManagmentView: () => import('./pages/downline-management/downline-management-page'),
  },
} satisfies FeatureManifest;
