import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import MessageV2Page from './message-v2-page';
import {
  buildMessages,
  createMessageHandlers,
  type MessageHandlerData,
} from './testing/message-handlers';
import { createMemberStore } from './testing/member-store';

const server = setupMswServer();
const i18n = createTestI18n({ language: 'EN' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

function renderPage(data: MessageHandlerData) {
  server.use(...createMessageHandlers(data));
  const store = createMemberStore();
  renderWithProviders(<MessageV2Page />, { store, wrapper });
  return { data, store };
}

const table = () => screen.findByRole('table', { name: 'Platform messages' });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);

describe('MessageV2Page', () => {
  it('lists the messages newest first, unread ones marked, with the counts', async () => {
    renderPage({ messages: buildMessages(3, 1) });
    const rows = await bodyRows();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Unread');
    expect(within(rows[0]!).getByRole('button', { name: 'Message 3' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Deposit');
    expect(rows[1]).toHaveTextContent('Read');
    expect(rows[1]).toHaveTextContent('Platform');
    expect(screen.getByText('Messages: 3 · unread: 1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens a message as plain text and marks it read', async () => {
    const hostile = {
      ...buildMessages(1, 1)[0]!,
      title: 'Bonus <b>now</b>',
      body: '<img src=x onerror="alert(1)">\nSecond line',
    };
    const { data } = renderPage({ messages: [hostile] });
    await userEvent.click(await screen.findByRole('button', { name: 'Bonus <b>now</b>' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bonus <b>now</b>' });
    expect(dialog).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(dialog.querySelector('img')).toBeNull();
    await waitFor(() => expect(data.messages![0]!.read).toBe(true));
    expect(await screen.findByText('Messages: 1 · unread: 0')).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await bodyRows())[0]).toHaveTextContent('Read');
  });

  it('shows the unread ones only, and reads them all', async () => {
    const { data } = renderPage({ messages: buildMessages(4, 2) });
    await table();
    await userEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    await waitFor(() => expect(data.listQueries!.at(-1)).toMatchObject({ filter: 'unread' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('No unread messages.')).toBeInTheDocument();
    expect(data.messages!.every((m) => m.read)).toBe(true);
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByText('Messages: 4 · unread: 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('deletes a message only once confirmed', async () => {
    const { data } = renderPage({ messages: buildMessages(2, 0) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Message 2”' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    expect(confirm).toHaveTextContent('“Message 2” will be removed from your messages.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(data.messages).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Delete “Message 2”' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(data.messages!.map((m) => m.id)).toEqual([1]));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Message 2' })).not.toBeInTheDocument();
  });

  it('says so when a message is gone (another tab deleted it)', async () => {
    const { data } = renderPage({ messages: buildMessages(2, 0) });
    await table();
    data.messages = data.messages!.slice(1);
    await userEvent.click(screen.getByRole('button', { name: 'Delete “Message 2”' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Message not found');
  });

  it('pages through the messages', async () => {
    const { data } = renderPage({ messages: buildMessages(25, 0) });
    await table();
    const pages = screen.getByRole('navigation', { name: 'Message pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(data.listQueries!.at(-1)).toMatchObject({ pageNo: '3' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(5));
    expect(screen.getByRole('button', { name: 'Message 5' })).toBeInTheDocument();
  });

  it('says when there is nothing, and retries after a failure', async () => {
    const data: MessageHandlerData = { messages: [], failing: true };
    renderPage(data);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The messages could not be loaded.');
    data.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('shows a spinner while the messages load', () => {
    renderPage({ latency: 'infinite' });
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  });
});
