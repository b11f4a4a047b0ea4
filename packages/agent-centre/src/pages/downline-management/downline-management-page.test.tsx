import { AGENT_TRANSFER_FLAG } from '@lotusplay/api-client';
import { buildWhitelabel, createSystemHandlers } from '@lotusplay/api-client/testing';
import { formatDateTime, I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  buildAgentData,
  buildManyDownlines,
  createAgentHandlers,
  type AgentCallModes,
  type AgentData,
} from '../../testing/agent-handlers';
import { createAgentStore } from '../../testing/agent-store';
import DownlineManagementPage from './downline-management-page';

const server = setupMswServer();
const i18n = createTestI18n({ language: 'EN' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

function renderPage(data: AgentData = buildAgentData(), modes?: AgentCallModes, transfer = true) {
  server.use(
    ...createSystemHandlers({ whitelabel: buildWhitelabel({ [AGENT_TRANSFER_FLAG]: transfer }) }),
    ...createAgentHandlers(data, modes),
  );
  const user = userEvent.setup();
  const store = createAgentStore('downlineManagmentView');
  renderWithProviders(<DownlineManagementPage />, { store, wrapper });
  return { data, user, store };
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Downlines' }))
    .getAllByRole('row')
    .slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const usernames = () => rows().map((row) => cells(row)[0]);
const path = () => screen.getByRole('navigation', { name: 'Path' });

describe('DownlineManagementPage', () => {
  it("lists the agent's direct downlines with their figures", async () => {
    const { data } = renderPage();
    const table = await screen.findByRole('table', { name: 'Downlines' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Username',
      'Type',
      'Level',
      'Direct downlines',
      'Team size',
      'Balance',
      'Registered',
      'Last active',
      'Details',
    ]);
    expect(rows().map(cells)).toEqual([
      [
        'demo_player',
        'Member',
        '1',
        '0',
        '0',
        '¥1,250.75',
        formatDateTime('2026-11-11T08:30:00.000Z'),
        formatDateTime('2026-11-27T20:15:00.000Z'),
        'Details',
      ],
      [
        'demo_subagent1',
        'Agent',
        '1',
        '3',
        '4',
        '¥3,400.00',
        formatDateTime('2026-11-12T08:30:00.000Z'),
        formatDateTime('2026-11-27T18:00:00.000Z'),
        'Details',
      ],
      [
        'demo_subagent2',
        'Agent',
        '1',
        '3',
        '3',
        '¥12.50',
        formatDateTime('2026-11-13T08:30:00.000Z'),
        'Never',
        'Details',
      ],
    ]);
    expect(screen.getByText('Downlines: 3')).toBeInTheDocument();
    expect(within(path()).getByText('My team')).toHaveAttribute('aria-current', 'location');
    expect(
      within(rows()[0]!).queryByRole('button', { name: 'demo_player' }),
    ).not.toBeInTheDocument();
    expect(data.downlineQueries).toEqual([
      { parentId: undefined, search: undefined, pageNo: 1, pageSize: 20 },
    ]);
  });

  it("drills down into a sub-agent's team and back up the path", async () => {
    const { data, user } = renderPage();
    await screen.findByRole('table', { name: 'Downlines' });
    await user.click(screen.getByRole('button', { name: 'demo_subagent1' }));
    await waitFor(() =>
      expect(usernames()).toEqual(['sub1_member1', 'sub1_member2', 'sub1_member3 Locked']),
    );
    expect(data.downlineQueries.at(-1)).toMatchObject({ parentId: 102, pageNo: 1 });
    expect(cells(rows()[0]!).slice(1, 5)).toEqual(['Member', '2', '1', '1']);
    expect(within(path()).getByText('demo_subagent1')).toHaveAttribute('aria-current', 'location');
    // A member with a downline of its own opens too.
    await user.click(screen.getByRole('button', { name: 'sub1_member1' }));
    await waitFor(() => expect(usernames()).toEqual(['sub1_member1_friend']));
    expect(cells(rows()[0]!)[2]).toBe('3');
    expect(
      within(path())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['My team', 'demo_subagent1', 'sub1_member1']);
    await user.click(within(path()).getByRole('button', { name: 'demo_subagent1' }));
    await waitFor(() => expect(usernames()).toHaveLength(3));
    await user.click(within(path()).getByRole('button', { name: 'My team' }));
    await waitFor(() => expect(usernames()[0]).toBe('demo_player'));
  });

  it("says so when a sub-agent's team is empty", async () => {
    const data = buildAgentData();
    data.members = data.members.filter((m) => m.parentId !== 103);
    const { user } = renderPage(data);
    await user.click(await screen.findByRole('button', { name: 'demo_subagent2' }));
    expect(await screen.findByText('demo_subagent2 has no downlines.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('searches the whole team 500 ms after the last keystroke', async () => {
    const { data, user } = renderPage();
    await screen.findByRole('table', { name: 'Downlines' });
    await user.type(screen.getByRole('searchbox', { name: 'Search username' }), 'SUB1');
    await waitFor(() => expect(usernames()).toHaveLength(4));
    expect(rows().map((row) => cells(row).slice(0, 3))).toEqual([
      ['sub1_member1', 'Member', '2'],
      ['sub1_member2', 'Member', '2'],
      ['sub1_member3 Locked', 'Member', '2'],
      ['sub1_member1_friend', 'Member', '3'],
    ]);
    // One call for the whole word, not one per keystroke.
    expect(data.downlineQueries.filter((q) => q.search).map((q) => q.search)).toEqual(['SUB1']);
    expect(
      screen.getByText('Usernames starting with “SUB1” in your whole team'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Path' })).not.toBeInTheDocument();
  });

  it('says so when the search finds no one, and clearing it shows the team again', async () => {
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Downlines' });
    const box = screen.getByRole('searchbox', { name: 'Search username' });
    await user.type(box, 'zzz');
    expect(
      await screen.findByText('No one in your team has a username starting with “zzz”.'),
    ).toBeInTheDocument();
    await user.clear(box);
    await waitFor(() => expect(usernames()).toHaveLength(3));
  });

  it('pages through a large team', async () => {
    const { data, user } = renderPage(buildAgentData({ members: buildManyDownlines(45) }));
    await screen.findByRole('table', { name: 'Downlines' });
    expect(usernames()).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Pages of downlines' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(usernames()).toEqual(
        buildManyDownlines(45)
          .slice(40)
          .map((m) => m.username),
      ),
    );
    expect(data.downlineQueries.at(-1)).toMatchObject({ pageNo: 3, pageSize: 20 });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('with no downline yet, offers to create one', async () => {
    const { user, store } = renderPage(buildAgentData({ members: [] }));
    expect(await screen.findByText('You have no downlines yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create downline account' }));
    expect(store.getState().agentCentre.page).toBe('registerCenter');
  });

  it("opens a downline's details and transfers to it", async () => {
    const { data, user } = renderPage();
    await screen.findByRole('table', { name: 'Downlines' });
    await user.click(screen.getByRole('button', { name: 'Details of demo_player' }));
    const details = screen.getByRole('region', { name: 'demo_player' });
    expect(within(details).getByText('¥1,250.75')).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Transfer' }));
    await user.type(within(details).getByLabelText('Amount'), '10');
    await user.type(within(details).getByLabelText('Payment password'), '135790');
    await user.click(within(details).getByRole('button', { name: 'Continue' }));
    expect(
      within(details).getByText('Transfer ¥10.00 from your main wallet to demo_player?'),
    ).toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Confirm transfer' }));
    expect(await within(details).findByRole('status')).toHaveTextContent(
      '¥10.00 transferred to demo_player. Your main wallet balance: ¥4,990.00.',
    );
    expect(data.transfers).toEqual([
      expect.objectContaining({ memberId: 101, amount: '10.00', paymentPassword: '135790' }),
    ]);
    // The team list is read again: the details show the new balance.
    await waitFor(() => expect(within(details).getByText('¥1,260.75')).toBeInTheDocument());
  });

  it('offers no transfer when the brand does not allow it', async () => {
    const { user } = renderPage(buildAgentData(), {}, false);
    await screen.findByRole('table', { name: 'Downlines' });
    await user.click(screen.getByRole('button', { name: 'Details of demo_player' }));
    const details = screen.getByRole('region', { name: 'demo_player' });
    expect(within(details).getByText('¥1,250.75')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
  });

  it('switches between the table and the tree', async () => {
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Downlines' });
    const views = screen.getByRole('group', { name: 'View' });
    expect(within(views).getByRole('button', { name: 'Table' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(views).getByRole('button', { name: 'Tree' }));
    expect(within(views).getByRole('button', { name: 'Tree' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const tree = await screen.findByRole('tree', { name: 'Team tree' });
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(views).getByRole('button', { name: 'Table' }));
    expect(await screen.findByRole('table', { name: 'Downlines' })).toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    renderPage(buildAgentData(), { downlines: 'loading' });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the call fails', async () => {
    const { user, data } = renderPage(buildAgentData(), { downlines: 'error' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your team could not be loaded. Please try again.');
    const asked = data.downlineQueries.length;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(data.downlineQueries.length).toBeGreaterThan(asked));
  });
});
