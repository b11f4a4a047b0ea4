// A store logged in as an agent (the api, the auth slice, the api client sending its token) with
// the agent centre's slice: for the package's own tests and stories (not exported).
import { api, configureApiClient } from '@lotusplay/api-client';
import { authSlice, tokenSet } from '@lotusplay/auth';
import { createTestStore } from '@lotusplay/test-utils';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AgentCentrePage } from '../state/agent-centre-entries';
import { agentCentreOpened, agentCentreSlice } from '../state/agent-centre-slice';

/** A fresh store logged in as an agent (account type 1), the centre open on `page` when given. */
export function createAgentStore(page?: AgentCentrePage) {
  const store = createTestStore([api, authSlice, agentCentreSlice]);
  configureApiClient({ getToken: () => store.getState().auth.token, getLanguage: () => 'EN' });
  store.dispatch(tokenSet({ token: 'agent-token', accountType: 1 }));
  if (page) store.dispatch(agentCentreOpened(page));
  return store;
}

/** Renders `children` in a fresh agent store (a story's own). */
export function AgentStory({ page, children }: { page?: AgentCentrePage; children: ReactNode }) {
  const [store] = useState(() => createAgentStore(page));
  return <Provider store={store}>{children}</Provider>;
}
