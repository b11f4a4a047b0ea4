import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { expect, userEvent, within } from 'storybook/test';
import MessageV2Page from './message-v2-page';
import { buildMessages, createMessageHandlers } from './testing/message-handlers';
import { createMemberStore } from './testing/member-store';

function Page() {
  const [store] = useState(() => createMemberStore());
  return (
    <Provider store={store}>
      <MessageV2Page />
    </Provider>
  );
}

const meta = {
  title: 'member-centre/MessageV2Page',
  component: Page,
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Messages over several pages, the newest three unread (bold, with a dot). */
export const Messages: Story = {
  parameters: { msw: { handlers: createMessageHandlers({ messages: buildMessages(24, 3) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Platform messages' })).toBeTruthy();
    await expect(canvas.getByRole('navigation', { name: 'Message pages' })).toBeTruthy();
  },
};

/** A message opened: its text as written (line breaks kept), now read. */
export const Opened: Story = {
  parameters: { msw: { handlers: createMessageHandlers({ messages: buildMessages(3, 2) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Message 3' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Message 3' })).toBeTruthy();
  },
};

/** Deleting asks first. */
export const ConfirmDelete: Story = {
  parameters: { msw: { handlers: createMessageHandlers({ messages: buildMessages(3, 0) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete “Message 3”' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('alertdialog', { name: 'Delete this message?' }),
    ).toBeTruthy();
  },
};

/** Every message read: the unread list is empty. */
export const NoneUnread: Story = {
  parameters: { msw: { handlers: createMessageHandlers({ messages: buildMessages(3, 0) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Unread' }));
    await expect(await canvas.findByText('No unread messages.')).toBeTruthy();
  },
};

/** No message yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: createMessageHandlers({ messages: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No messages yet.')).toBeTruthy();
  },
};

/** The messages are on their way. */
export const Loading: Story = {
  parameters: { msw: { handlers: createMessageHandlers({ latency: 'infinite' }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0);
  },
};

/** The server did not answer: a message and "Try again". */
export const Failed: Story = {
  parameters: { msw: { handlers: createMessageHandlers({ failing: true }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The messages could not be loaded.',
    );
  },
};

/** On a phone the table's rows become cards, each cell with its column's name. */
export const Phone: Story = {
  ...Messages,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
