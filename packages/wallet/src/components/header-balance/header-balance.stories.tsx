import { authSlice } from '@lotusplay/auth';
import { configureStore } from '@reduxjs/toolkit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { HeaderBalance } from './header-balance';

function WithStore() {
  const [store] = useState(() => configureStore({ reducer: { auth: authSlice.reducer } }));
  return (
    <Provider store={store}>
      <HeaderBalance />
    </Provider>
  );
}

const meta = {
  title: 'wallet/HeaderBalance',
  component: HeaderBalance,
  render: () => <WithStore />,
} satisfies Meta<typeof HeaderBalance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Until the wallet exists: the currency and the refreshing placeholder (SPEC.md §4). */
export const Pending: Story = {};
