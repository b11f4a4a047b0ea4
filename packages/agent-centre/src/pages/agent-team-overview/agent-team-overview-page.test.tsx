import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  buildAgentData,
  createAgentHandlers,
  type AgentCallModes,
  type AgentData,
} from '../../testing/agent-handlers';
import { createAgentStore } from '../../testing/agent-store';
import AgentTeamOverviewPage from './agent-team-overview-page';

const server = setupMswServer();
const i18n = createTestI18n({ language: 'EN' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

function renderPage(data: AgentData = buildAgentData(), modes?: AgentCallModes) {
  server.use(...createAgentHandlers(data, modes));
  const user = userEvent.setup();
  const store = createAgentStore('agentTeamOverview');
  renderWithProviders(<AgentTeamOverviewPage />, { store, wrapper });
  return { data, user, store };
}

/** The figure a term of the totals labels. */
const figure = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AgentTeamOverviewPage', () => {
  it("shows today's team totals, money as the product formats it", async () => {
    const { data } = renderPage();
    await screen.findByRole('table', { name: 'Figures by level' });
    expect(data.overviewQueries).toEqual([{ period: 'today' }]);
    expect(figure('Team size')).toBe('10');
    expect(figure('New members')).toBe('3');
    expect(figure('Active members')).toBe('5');
    expect(figure('Deposits')).toBe('¥1,850.00');
    expect(figure('Withdrawals')).toBe('¥200.00');
    expect(figure('Valid bets')).toBe('¥4,200.50');
    expect(figure('Profit and loss')).toBe('-¥337.15');
  });

  it('lists the figures level by level', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Figures by level' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Level',
      'Team size',
      'New members',
      'Active members',
      'Deposits',
      'Withdrawals',
      'Valid bets',
      'Profit and loss',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['Level 1', '3', '1', '2', '¥1,500.00', '¥200.00', '¥3,200.50', '-¥420.25'],
      ['Level 2', '6', '1', '2', '¥300.00', '¥0.00', '¥880.00', '¥95.60'],
      ['Level 3', '1', '1', '1', '¥50.00', '¥0.00', '¥120.00', '-¥12.50'],
    ]);
  });

  it('offers the six periods and asks for the one chosen', async () => {
    const { data, user } = renderPage();
    const periods = screen.getByRole('tablist', { name: 'Period' });
    expect(
      within(periods)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Today', 'Yesterday', 'This week', 'Last week', 'This month', 'Last month']);
    expect(within(periods).getByRole('tab', { name: 'Today' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screen.findByRole('table');
    await user.click(within(periods).getByRole('tab', { name: 'This week' }));
    expect(within(periods).getByRole('tab', { name: 'This week' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(figure('Deposits')).toBe('¥9,250.00'));
    expect(data.overviewQueries.at(-1)).toEqual({ period: 'thisWeek' });
  });

  it('with no downline yet, says so and switches to creating one', async () => {
    const { user, store } = renderPage(buildAgentData({ members: [] }));
    expect(
      await screen.findByText(
        'You have no downlines yet. Create an account for your first team member.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create downline account' }));
    expect(store.getState().agentCentre.page).toBe('registerCenter');
  });

  it('shows a spinner while loading', async () => {
    renderPage(buildAgentData(), { overview: 'loading' });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the call fails', async () => {
    const { user, data } = renderPage(buildAgentData(), { overview: 'error' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The team overview could not be loaded. Please try again.');
    const asked = data.overviewQueries.length;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(data.overviewQueries.length).toBeGreaterThan(asked));
  });
});
