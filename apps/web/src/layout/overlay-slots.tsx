// The member-centre and agent-centre overlays of SPEC.md §2, each shown while its slice's
// visibility flag is on. Their slices are lazily injected: until a feature chunk injects one, the
// flag reads as off.
import { lazy, Suspense, type ComponentType } from 'react';
import { useAppSelector } from '../app/hooks';
import type { RootState } from '../app/store';

// The pending panels load when a centre is first opened, not with the shell.
const loadPending = () => import('./centre-pending-panel');
const MemberCentrePendingPanel = lazy(async () => ({
  default: (await loadPending()).MemberCentrePendingPanel,
}));
const AgentCentrePendingPanel = lazy(async () => ({
  default: (await loadPending()).AgentCentrePendingPanel,
}));

/**
 * The overlay panels, replaced by the real ones as the member-centre and agent-centre features
 * ship them. Until then each is a frame with its title saying it is not available yet.
 */
export const overlayPanels: { memberCentre?: ComponentType; agentCentre?: ComponentType } = {
  memberCentre: MemberCentrePendingPanel,
  agentCentre: AgentCentrePendingPanel,
};

/** Whether the member-centre panel should show (false while its slice is not injected). */
export const selectMemberCentreVisible = (state: RootState): boolean =>
  state.memberCentre?.open ?? false;
/** Whether the agent-centre modal should show (false while its slice is not injected). */
export const selectAgentCentreVisible = (state: RootState): boolean =>
  state.agentCentre?.open ?? false;

/** The member-centre overlay slot. */
export function MemberCentreSlot() {
  const open = useAppSelector(selectMemberCentreVisible);
  const Panel = overlayPanels.memberCentre;
  return open && Panel ? (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  ) : null;
}

/** The agent-centre overlay slot. */
export function AgentCentreSlot() {
  const open = useAppSelector(selectAgentCentreVisible);
  const Panel = overlayPanels.agentCentre;
  return open && Panel ? (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  ) : null;
}
