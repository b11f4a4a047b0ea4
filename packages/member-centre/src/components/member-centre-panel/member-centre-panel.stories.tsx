import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { expect, within } from 'storybook/test';
import {
  buildMessages,
  createMessageHandlers,
} from '../../pages/message-v2/testing/message-handlers';
import { createMemberStore } from '../../pages/message-v2/testing/member-store';
import type { MemberCentrePage } from '../../state/member-centre-entries';
import { memberCentreOpened } from '../../state/member-centre-slice';
import type { MemberCentreBadgeCounts } from './badge-counts';
import MemberCentrePanel, { type MemberCentrePages } from './member-centre-panel';

interface Args {
  page: MemberCentrePage;
  pages: MemberCentrePages;
  badgeCounts?: MemberCentreBadgeCounts;
}

function Opened({ page, pages, badgeCounts }: Args) {
  const [store] = useState(() => {
    const s = createMemberStore();
    s.dispatch(memberCentreOpened(page));
    return s;
  });
  return (
    <Provider store={store}>
      <MemberCentrePanel pages={pages} badgeCounts={badgeCounts} />
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
  parameters: { msw: { handlers: createMessageHandlers({ messages: [] }) } },
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

/** Red count badges: 3 unread messages (the server's count), 2 rewards to claim; none at 0. */
export const Badges: Story = {
  args: { badgeCounts: { reward: () => 2, mission: () => 0 } },
  parameters: { msw: { handlers: createMessageHandlers({ messages: buildMessages(5, 3) }) } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('img', { name: '3 unread' })).toBeTruthy();
    await expect(body.getByRole('img', { name: '2 to claim' })).toBeTruthy();
  },
};

/** A count above 99 reads 99+ (its label says the number). */
export const ManyUnread: Story = {
  parameters: {
    msw: { handlers: createMessageHandlers({ messages: buildMessages(150, 150) }) },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('img', { name: '150 unread' })).toHaveTextContent('99+');
  },
};

/** The platform messages page in the centre, its entry badged. */
export const MessagesPage: Story = {
  args: {
    page: 'messageV2',
    pages: { messageV2: () => import('../../pages/message-v2/message-v2-page') },
  },
  parameters: { msw: { handlers: createMessageHandlers({ messages: buildMessages(12, 2) }) } },
};
