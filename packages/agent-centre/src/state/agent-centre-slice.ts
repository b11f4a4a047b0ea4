// Visibility and current page of the agent-centre modal, an overlay of the root shell.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_AGENT_CENTRE_PAGE } from './agent-centre-entries';
import type { AgentCentrePage } from './agent-centre-entries';

/** State of the `agentCentre` slice. */
export interface AgentCentreState {
  open: boolean;
  page: AgentCentrePage;
}

const initialState: AgentCentreState = { open: false, page: DEFAULT_AGENT_CENTRE_PAGE };

/** The agent-centre slice (reducerPath 'agentCentre'). */
export const agentCentreSlice = createSlice({
  name: 'agentCentre',
  initialState,
  reducers: {
    /** Opens the modal on `page`, or on agentTeamOverview when none is given. */
    agentCentreOpened(state, action: PayloadAction<AgentCentrePage | undefined>) {
      state.open = true;
      state.page = action.payload ?? DEFAULT_AGENT_CENTRE_PAGE;
    },
    /** Closes the modal; the page is kept until the next open. */
    agentCentreClosed(state) {
      state.open = false;
    },
    /** Shows another page inside the open modal. */
    agentCentrePageSelected(state, action: PayloadAction<AgentCentrePage>) {
      state.page = action.payload;
    },
  },
  selectors: {
    selectAgentCentreOpen: (state) => state.open,
    selectAgentCentrePage: (state) => state.page,
  },
});

/** Action creators of the agent-centre slice. */
export const { agentCentreOpened, agentCentreClosed, agentCentrePageSelected } =
  agentCentreSlice.actions;
/** Selectors of the agent-centre slice; they read `state.agentCentre`. */
export const { selectAgentCentreOpen, selectAgentCentrePage } = agentCentreSlice.selectors;
