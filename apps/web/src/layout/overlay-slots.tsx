// The member-centre and agent-centre overlays of SPEC.md §2, each shown while its slice's
// visibility flag is on. Their slices are lazily injected: until a feature chunk injects one, the
// flag reads as off.
import { AgentCentrePanel } from '@lotusplay/agent-centre';
import { MemberCentrePanel, type MemberCentrePages } from '@lotusplay/member-centre';
import { Suspense, type ComponentType } from 'react';
import { useAppSelector } from '../app/hooks';
import { manifests } from '../app/manifests';
import type { RootState } from '../app/store';

/**
 * The member centre's page registry: the pages other features offer in their manifests, each
 * loaded when first shown (DESIGN.md: the app hands them to the member centre).
 */
export const memberCentrePages: MemberCentrePages = Object.assign(
  {},
  ...manifests.map((manifest) => manifest.memberCentrePages),
) as MemberCentrePages;

/**
 * The overlay panels of the member-centre and agent-centre features; each loads its code when
 * its centre is first opened, not with the shell.
 */
export const overlayPanels: { memberCentre?: ComponentType; agentCentre?: ComponentType } = {
  memberCentre: () => <MemberCentrePanel pages={memberCentrePages} />,
  agentCentre: AgentCentrePanel,
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
