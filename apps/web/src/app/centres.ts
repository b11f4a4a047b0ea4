// Opening the member-centre panel and the agent-centre modal (overlays of the root shell). Their
// slices are injected on first use, so the home route does not carry them before they are needed.
import { agentCentreOpened, agentCentreSlice } from '@lotusplay/agent-centre';
import type { AgentCentrePage } from '@lotusplay/agent-centre';
import { memberCentreOpened, memberCentreSlice } from '@lotusplay/member-centre';
import type { MemberCentrePage } from '@lotusplay/member-centre';
import { useCallback } from 'react';
import { useAppStore } from './hooks';
import { injectSlices } from './store';

/** Returns `open(page?)`: opens the member-centre panel on `page` (its default when omitted). */
export function useOpenMemberCentre(): (page?: MemberCentrePage) => void {
  const store = useAppStore();
  return useCallback(
    (page?: MemberCentrePage) => {
      injectSlices(store, [memberCentreSlice]);
      store.dispatch(memberCentreOpened(page));
    },
    [store],
  );
}

/** Returns `open(page?)`: opens the agent-centre modal on `page` (its default when omitted). */
export function useOpenAgentCentre(): (page?: AgentCentrePage) => void {
  const store = useAppStore();
  return useCallback(
    (page?: AgentCentrePage) => {
      injectSlices(store, [agentCentreSlice]);
      store.dispatch(agentCentreOpened(page));
    },
    [store],
  );
}
