import { AnnouncementLimits } from '@lotusplay/api-client';
import { formatDateTime, I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  buildAgentAnnouncements,
  createAgentAnnouncementHandlers,
  type AgentAnnouncementMode,
} from '../../testing/agent-announcement-handlers';
import { createAgentStore } from '../../testing/agent-store';
import AgentAnnouncementPage from './agent-announcement-page';

const server = setupMswServer();

function renderPage(
  list = buildAgentAnnouncements(),
  mode?: AgentAnnouncementMode,
  language = 'EN',
) {
  server.use(...createAgentAnnouncementHandlers(list, mode));
  const i18n = createTestI18n({ language });
  const user = userEvent.setup();
  renderWithProviders(<AgentAnnouncementPage />, {
    store: createAgentStore(),
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    ),
  });
  return { user, list };
}

const titles = () => screen.findByRole('list', { name: 'Announcements for agents' });
const items = (list: HTMLElement) => within(list).getAllByRole('button');
const detail = () => screen.getByRole('article');

describe('AgentAnnouncementPage', () => {
  it('lists the titles with their times and shows the newest one first', async () => {
    const { list } = renderPage();
    const buttons = items(await titles());
    expect(buttons.map((b) => b.textContent)).toEqual(
      list.map((a) => `${a.title}${formatDateTime(a.publishedAt)}`),
    );
    expect(formatDateTime(list[0]!.publishedAt)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(buttons[0]).toHaveAttribute('aria-current', 'true');
    expect(within(detail()).getByRole('heading', { name: list[0]!.title, level: 4 })).toBeVisible();
    expect(detail()).toHaveTextContent('Your team commission statement up to 2026-11-03 is ready.');
  });

  it('shows the one chosen, its HTML sanitised', async () => {
    const { user, list } = renderPage();
    const second = items(await titles())[1]!;
    await user.click(second);
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('article', { name: list[1]!.title })).toBeVisible();
    expect(within(detail()).getByRole('heading', { name: 'What changes', level: 3 })).toBeVisible();
    expect(detail().innerHTML).not.toContain('onerror');
    expect(detail().innerHTML).not.toContain('<script');
    expect(detail().querySelector('time')).toHaveAttribute('dateTime', list[1]!.publishedAt);
  });

  it('is used with the keyboard: arrows, Home and End move along the titles, Enter opens', async () => {
    const { user, list } = renderPage(buildAgentAnnouncements(3));
    const buttons = items(await titles());
    await user.tab();
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(buttons[4]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(buttons[4]).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('article', { name: list[1]!.title })).toBeVisible();
  });

  it('pages them, 10 a page, the first of a page shown', async () => {
    const { user, list } = renderPage(buildAgentAnnouncements(13));
    expect(items(await titles())).toHaveLength(AnnouncementLimits.agentPageSize);
    const pages = screen.getByRole('navigation', { name: 'Pages of announcements' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(async () => expect(items(await titles())).toHaveLength(5));
    expect(screen.getByRole('article', { name: list[10]!.title })).toBeVisible();
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: list[0]!.title })).toBeVisible(),
    );
  });

  it('says when there is none', async () => {
    renderPage([]);
    expect(
      await screen.findByText('There are no announcements for agents at the moment.'),
    ).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a loader while loading', async () => {
    renderPage(undefined, 'loading');
    expect(await screen.findByRole('status')).toBeVisible();
  });

  it('says when they cannot be loaded, and tries again', async () => {
    const { user } = renderPage(undefined, 'error');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The announcements could not be loaded. Please try again.');
    server.use(...createAgentAnnouncementHandlers());
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await titles()).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks the language of the page', async () => {
    renderPage([], 'data', 'VI');
    expect(await screen.findByText('Hiện chưa có thông báo nào dành cho đại lý.')).toBeVisible();
  });
});
