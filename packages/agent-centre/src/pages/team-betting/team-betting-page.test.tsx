import { formatDateTime, I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  buildReportData,
  createReportHandlers,
  REPORT_TODAY,
  type ReportCallModes,
  type ReportData,
} from '../../testing/agent-report-handlers';
import { createAgentStore } from '../../testing/agent-store';
import TeamBettingPage from './team-betting-page';

const server = setupMswServer();
const i18n = createTestI18n({ language: 'EN' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

function renderPage(data: ReportData = buildReportData(), modes?: ReportCallModes) {
  server.use(...createReportHandlers(data, modes));
  const user = userEvent.setup();
  renderWithProviders(<TeamBettingPage now={() => REPORT_TODAY} />, {
    store: createAgentStore(),
    wrapper,
  });
  return { user, data };
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Team bets' }))
    .getAllByRole('row')
    .slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('TeamBettingPage', () => {
  it("lists the team's bets of today with the totals", async () => {
    const { data } = renderPage();
    await screen.findByRole('table', { name: 'Team bets' });
    expect(
      within(screen.getByRole('table', { name: 'Team bets' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Time',
      'Username',
      'Level',
      'Game',
      'Draw',
      'Stake',
      'Valid bet',
      'Win',
      'Profit/loss',
      'Status',
    ]);
    expect(cells(rows()[0]!)).toEqual([
      formatDateTime(data.bets[0]!.time),
      'demo_member0',
      '1',
      'Wild Carnival',
      '—',
      '¥10.00',
      '¥10.00',
      '¥25.50',
      '¥15.50',
      'Settled',
    ]);
    expect(cells(rows()[1]!)).toContain('Lost');
    expect(screen.getByText('3 bets')).toBeVisible();
    expect(screen.getByLabelText('Totals')).toHaveTextContent('¥21.00');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-27');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by source and by a quick range', async () => {
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Team bets' });
    await user.selectOptions(screen.getByLabelText('Type'), 'lottery');
    expect(await screen.findByText('1 bet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(await screen.findByText('No bets of the team in these days')).toBeVisible();
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-26');
  });

  it('refuses a reversed range without asking', async () => {
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Team bets' });
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The end date must not be before the start date',
    );
    expect(screen.queryByRole('table', { name: 'Team bets' })).toBeNull();
  });

  it('pages through many bets', async () => {
    const { user } = renderPage(buildReportData(23));
    await screen.findByRole('table', { name: 'Team bets' });
    expect(rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('demo_member1', { selector: 'td' })).toBeVisible();
    expect(rows()).toHaveLength(3);
  });

  it('shows an error with a retry', async () => {
    renderPage(buildReportData(), { bets: 'error' });
    expect(await screen.findByText("The team's bets could not be loaded")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
