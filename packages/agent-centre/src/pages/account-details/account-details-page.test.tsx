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
import AccountDetailsPage from './account-details-page';

const server = setupMswServer();
const i18n = createTestI18n({ language: 'EN' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

function renderPage(data: ReportData = buildReportData(), modes?: ReportCallModes) {
  server.use(...createReportHandlers(data, modes));
  const user = userEvent.setup();
  renderWithProviders(<AccountDetailsPage now={() => REPORT_TODAY} />, {
    store: createAgentStore(),
    wrapper,
  });
  return { user, data };
}

const table = () => screen.getByRole('table', { name: 'Account details' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AccountDetailsPage', () => {
  it("lists the team's ledger movements, signed", async () => {
    const { data } = renderPage();
    await screen.findByRole('table', { name: 'Account details' });
    expect(rows().map(cells)).toEqual([
      [
        formatDateTime(data.transactions[0]!.time),
        'demo_player',
        '1',
        'Deposit',
        'Main Wallet',
        '¥2,000.00',
        '¥2,000.00',
        'D20261127001',
      ],
      [
        formatDateTime(data.transactions[1]!.time),
        'demo_subagent1',
        '1',
        'Withdrawal',
        'Main Wallet',
        '-¥500.00',
        '¥1,500.00',
        'W20261127001',
      ],
    ]);
  });

  it('filters by record type', async () => {
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Account details' });
    await user.selectOptions(screen.getByLabelText('Record type'), 'withdrawal');
    expect(await screen.findByText('1 record')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Record type'), 'bonus');
    expect(await screen.findByText('No account movements of the team in these days')).toBeVisible();
  });

  it('refuses a range longer than the limit', async () => {
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Account details' });
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose at most 92 days');
  });

  it('shows an error with a retry', async () => {
    renderPage(buildReportData(), { transactions: 'error' });
    expect(await screen.findByText('The account details could not be loaded')).toBeVisible();
  });
});
