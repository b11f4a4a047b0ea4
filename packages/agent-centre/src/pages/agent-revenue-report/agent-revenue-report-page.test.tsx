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
import { buildContractData, buildEmptyContractData } from '../../testing/contract-data';
import AgentRevenueReportPage from './agent-revenue-report-page';

const server = setupMswServer();
const i18n = createTestI18n({ language: 'EN' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

function renderPage(data: AgentData = buildAgentData(), modes?: AgentCallModes) {
  server.use(...createAgentHandlers(data, modes));
  const user = userEvent.setup();
  const store = createAgentStore('agentRevenueReport');
  renderWithProviders(<AgentRevenueReportPage />, { store, wrapper });
  return { data, user, store };
}

const table = () => screen.getByRole('table', { name: 'Payments' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
/** The totals as [kind, amount] pairs. */
const totals = () =>
  [...screen.getByLabelText('Income by kind, all time').querySelectorAll('dt')].map((dt) => [
    dt.textContent,
    dt.nextElementSibling?.textContent,
  ]);

describe('AgentRevenueReportPage', () => {
  it('shows the totals by kind and the newest payments of every kind', async () => {
    const { data } = renderPage();
    await screen.findByRole('table', { name: 'Payments' });
    expect(totals()).toEqual([
      ['Bonus', '¥3,966.00'],
      ['Daily salary', '¥2,763.70'],
      ['Hourly salary', '¥0.00'],
      ['Real-time salary', '¥0.00'],
    ]);
    expect(headers()).toEqual([
      'Kind',
      'Period',
      'Team valid bets',
      'Team profit and loss',
      'Active members',
      'Rate',
      'Gross',
      'Deducted by downlines',
      'Amount paid',
      'Transaction',
    ]);
    expect(rows()).toHaveLength(20);
    expect(cells(rows()[0]!)).toEqual([
      'Daily salary',
      '2026-11-27',
      '¥25,375.50',
      '-¥1,623.45',
      '5',
      '0.50%',
      '¥126.87',
      '¥75.00',
      '¥51.87',
      'No. 880001',
    ]);
    expect(screen.getByText('Payments: 25')).toBeInTheDocument();
    expect(data.contracts.incomeQueries).toEqual([{ pageNo: 1, pageSize: 20 }]);
  });

  it('says "Nothing due" for a period that paid nothing', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Payments' });
    const quiet = rows().find((row) => cells(row)[1] === '2026-11-25')!;
    expect(cells(quiet).slice(4)).toEqual(['2', '0.00%', '¥0.00', '¥0.00', '¥0.00', 'Nothing due']);
  });

  it('filters by kind, showing each period as its days', async () => {
    const { data, user } = renderPage();
    await screen.findByRole('table', { name: 'Payments' });
    await user.click(screen.getByRole('tab', { name: 'Bonus' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(headers()[0]).toBe('Period');
    expect(rows().map((row) => cells(row)[0])).toEqual([
      '2026-11-16 – 2026-11-22',
      '2026-11-09 – 2026-11-15',
      '2026-11-02 – 2026-11-08',
    ]);
    expect(data.contracts.incomeQueries.at(-1)).toEqual({
      kind: 'dividend',
      pageNo: 1,
      pageSize: 20,
    });
    expect(screen.getByText('Payments: 3')).toBeInTheDocument();
  });

  it('pages through the payments, and a kind starts on page 1', async () => {
    const { data, user } = renderPage();
    await screen.findByRole('table', { name: 'Payments' });
    const pages = screen.getByRole('navigation', { name: 'Pages of payments' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(data.contracts.incomeQueries.at(-1)).toEqual({ pageNo: 2, pageSize: 20 });
    await user.click(screen.getByRole('tab', { name: 'Daily salary' }));
    await waitFor(() =>
      expect(data.contracts.incomeQueries.at(-1)).toEqual({
        kind: 'dailySalary',
        pageNo: 1,
        pageSize: 20,
      }),
    );
    await waitFor(() => expect(rows()).toHaveLength(20));
  });

  it('offers only the kinds the brand offers, and any that paid before', async () => {
    renderPage(buildAgentData({ contracts: buildContractData({ offered: ['hourSalary'] }) }));
    await screen.findByRole('table', { name: 'Payments' });
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'All',
        'Bonus',
        'Daily salary',
        'Hourly salary',
      ]),
    );
  });

  it('says so when nothing has been paid yet', async () => {
    const { user } = renderPage(buildAgentData({ contracts: buildEmptyContractData() }));
    expect(await screen.findByText('Nothing has been paid to you yet.')).toBeInTheDocument();
    expect(totals()).toContainEqual(['Bonus', '¥0.00']);
    await user.click(screen.getByRole('tab', { name: 'Real-time salary' }));
    expect(
      await screen.findByText('Nothing of this kind has been paid to you yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    renderPage(buildAgentData(), { income: 'loading' });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the call fails', async () => {
    const { data, user } = renderPage(buildAgentData(), { income: 'error' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your income could not be loaded. Please try again.');
    const asked = data.contracts.incomeQueries.length;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(data.contracts.incomeQueries.length).toBeGreaterThan(asked));
  });
});
