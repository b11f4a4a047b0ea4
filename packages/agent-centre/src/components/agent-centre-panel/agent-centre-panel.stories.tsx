import { configureStore } from '@reduxjs/toolkit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { agentCentreOpened, agentCentreSlice } from '../../state/agent-centre-slice';
import AgentCentrePanel from './agent-centre-panel';

function Opened() {
  const [store] = useState(() => {
    const s = configureStore({ reducer: { agentCentre: agentCentreSlice.reducer } });
    s.dispatch(agentCentreOpened(undefined));
    return s;
  });
  return (
    <Provider store={store}>
      <AgentCentrePanel />
    </Provider>
  );
}

const meta = {
  title: 'agent-centre/AgentCentrePanel',
  component: AgentCentrePanel,
  render: () => <Opened />,
} satisfies Meta<typeof AgentCentrePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The centre is not built yet: the panel opens and says so. */
export const NotAvailableYet: Story = {};
