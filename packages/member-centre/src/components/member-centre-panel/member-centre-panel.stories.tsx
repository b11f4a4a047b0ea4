import { configureStore } from '@reduxjs/toolkit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import type { MemberCentrePage } from '../../state/member-centre-entries';
import { memberCentreOpened, memberCentreSlice } from '../../state/member-centre-slice';
import MemberCentrePanel, { type MemberCentrePages } from './member-centre-panel';

interface Args {
  page: MemberCentrePage;
  pages: MemberCentrePages;
}

function Opened({ page, pages }: Args) {
  const [store] = useState(() => {
    const s = configureStore({ reducer: { memberCentre: memberCentreSlice.reducer } });
    s.dispatch(memberCentreOpened(page));
    return s;
  });
  return (
    <Provider store={store}>
      <MemberCentrePanel pages={pages} />
    </Provider>
  );
}

const examplePage = () =>
  Promise.resolve({
    default: () => <p>A feature's page, handed to the panel by the app.</p>,
  });

const meta = {
  title: 'member-centre/MemberCentrePanel',
  component: Opened,
  args: { page: 'transferFund', pages: { transferFund: examplePage } },
} satisfies Meta<typeof Opened>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page the app handed over, shown beside the menu (a tab strip on a phone). */
export const WithPage: Story = {};

/** A menu entry whose page is not built yet says so plainly. */
export const NotAvailableYet: Story = { args: { page: 'bonusDetails' } };

/** The page's code is on its way. */
export const PageLoading: Story = {
  args: { pages: { transferFund: () => new Promise(() => {}) } },
};

/** The page's code could not be loaded: a message and "Try again". */
export const PageFailed: Story = {
  args: { pages: { transferFund: () => Promise.reject(new Error('offline')) } },
};
