import { I18nProvider } from '@lotusplay/i18n';
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
import UserLossPage from './user-loss-page';

const server = setupMswServer();
const i18n = createTestI18n({ language: 'EN' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

function renderPage(data: ReportData = buildReportData(), modes?: ReportCallModes) {
  server.use(...createReportHandlers(data, modes));
  const user = userEvent.setup();
  renderWithProviders(<UserLossPage now={() => REPORT_TODAY} />, {
    store: createAgentStore(),
    wrapper,
  });
  return { user };
}

const table = () => screen.getByRole('table', { name: 'Profit and loss by member' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('UserLossPage', () => {
  it("lists each downline's profit and loss with the totals", async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Profit and loss by member' });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Username',
      'Level',
      'Valid bets',
      'Wins',
      'Profit/loss',
      'Deposits',
      'Withdrawals',
      'Bonuses',
      'Salaries',
    ]);
    expect(rows().map(cells)).toEqual([
      [
        'demo_player',
        '1',
        '¥1,250.00',
        '¥900.00',
        '-¥350.00',
        '¥2,000.00',
        '¥500.00',
        '¥18.00',
        '¥0.00',
      ],
      ['demo_subagent1', '1', '¥300.00', '¥420.50', '¥120.50', '¥0.00', '¥0.00', '¥0.00', '¥36.00'],
    ]);
    expect(screen.getByLabelText('Totals')).toHaveTextContent('-¥229.50');
    expect(screen.getByText('2 members')).toBeVisible();
  });

  it('searches by username after typing settles', async () => {
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Profit and loss by member' });
    await user.type(screen.getByRole('searchbox', { name: 'Username' }), 'demo_sub');
    expect(await screen.findByText('1 member', {}, { timeout: 2000 })).toBeVisible();
    expect(rows().map((row) => cells(row)[0])).toEqual(['demo_subagent1']);
  });

  it('says so when no downline moved', async () => {
    renderPage({ ...buildReportData(), profitLoss: [] });
    expect(
      await screen.findByText('No downline played or moved money in these days'),
    ).toBeVisible();
  });

  it('shows an error with a retry', async () => {
    renderPage(buildReportData(), { profitLoss: 'error' });
    expect(await screen.findByText('The profit and loss could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
