// The app is the composition of its packages' manifests (DESIGN.md: a package declares itself):
// the route table, the member centre's pages and the namespaces all come from this list. A new
// package is one line here; a new route or centre page is a change inside its package.
import { agentCentreManifest } from '@lotusplay/agent-centre';
import { authManifest } from '@lotusplay/auth';
import { contentManifest } from '@lotusplay/content';
import { gameLobbyManifest } from '@lotusplay/game-lobby';
import { lotteryManifest } from '@lotusplay/lottery';
import { memberCentreManifest } from '@lotusplay/member-centre';
import type { FeatureManifest } from '@lotusplay/ui-kit';
import { walletManifest } from '@lotusplay/wallet';
import { shellManifest } from '../routes/shell-manifest';

/**
 * The lottery's stylesheet loads with its routes' module. The package's own dynamic import of it
 * works from its sources only: its published build (tsup) turns a CSS import into an empty module,
 * so an app built from the published packages imports the stylesheet itself, as the lottery README
 * says (the release check builds one: scripts/release-check.mjs).
 */
const lotteryWithStyles: FeatureManifest = {
  ...lotteryManifest,
  routes: lotteryManifest.routes?.map((route) => ({
    ...route,
    load: () =>
      Promise.all([import('@lotusplay/lottery/styles.css'), route.load()]).then(
        ([, module]) => module,
      ),
  })),
};

/** Every manifest the app composes, its own first. */
export const manifests: readonly FeatureManifest[] = [
  shellManifest,
  contentManifest,
  gameLobbyManifest,
  lotteryWithStyles,
  authManifest,
  walletManifest,
  memberCentreManifest,
  agentCentreManifest,
];
