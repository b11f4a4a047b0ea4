import { configureStore } from '@reduxjs/toolkit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { memberCentreOpened, memberCentreSlice } from '../../state/member-centre-slice';
import MemberCentrePanel from './member-centre-panel';

function Opened() {
  const [store] = useState(() => {
    const s = configureStore({ reducer: { memberCentre: memberCentreSlice.reducer } });
    s.dispatch(memberCentreOpened(undefined));
    return s;
  });
  return (
    <Provider store={store}>
      <MemberCentrePanel />
    </Provider>
  );
}

const meta = {
  title: 'member-centre/MemberCentrePanel',
  component: MemberCentrePanel,
  render: () => <Opened />,
} satisfies Meta<typeof MemberCentrePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The centre is not built yet: the panel opens and says so. */
export const NotAvailableYet: Story = {};
