import { quickDateRange } from '@lotusplay/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildRecords, type WalletHandlerData } from '../../testing/handlers';
import { setupPageTests } from '../../testing/page-test';
import TransactionHistoryPage from './transaction-history-page';

const page = setupPageTests(TransactionHistoryPage);

function renderPage(data: WalletHandlerData) {
  data.recordQueries ??= [];
  return page.render(data).data;
}

const lastQuery = (data: WalletHandlerData) => data.recordQueries!.at(-1)!;

describe('TransactionHistoryPage', () => {
  it('shows the last 7 days, newest first, with signed amounts and the balance after', async () => {
    const data = renderPage({ records: buildRecords(3) });
    const table = await screen.findByRole('table', { name: 'Account record' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Adjustment');
    expect(rows[0]).toHaveTextContent('+¥50.00');
    expect(rows[0]).toHaveTextContent('¥100,000.00');
    expect(rows[1]).toHaveTextContent('Transfer');
    expect(rows[1]).toHaveTextContent('-¥20.37');
    expect(rows[1]).toHaveTextContent('MAIN>LOTUS');
    expect(screen.getByText('Records: 3')).toBeInTheDocument();
    expect(lastQuery(data)).toEqual({
      ...quickDateRange('last7', new Date()),
      pageNo: '1',
      pageSize: '10',
    });
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('filters by type and by the 30-day quick range, from page 1', async () => {
    const records = buildRecords(25, new Date(), 12);
    const count = (range: 'last7' | 'last30', kind?: string) => {
      const { from, to } = quickDateRange(range, new Date());
      return records.filter((r) => {
        const day = r.time.slice(0, 10);
        return day >= from && day <= to && (!kind || r.kind === kind);
      }).length;
    };
    const data = renderPage({ records });
    await screen.findByText(`Records: ${count('last7')}`);
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Transfer');
    await waitFor(() => expect(lastQuery(data).type).toBe('transfer'));
    expect(await screen.findByText(`Records: ${count('last7', 'transfer')}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(lastQuery(data)).toMatchObject({
        ...quickDateRange('last30', new Date()),
        type: 'transfer',
      }),
    );
    expect(await screen.findByText(`Records: ${count('last30', 'transfer')}`)).toBeInTheDocument();
    expect(count('last30', 'transfer')).toBe(12);
  });

  it('pages through the record', async () => {
    const data = renderPage({ records: buildRecords(25, new Date(), 1) });
    await screen.findByText('Records: 25');
    const pages = screen.getByRole('navigation', { name: 'Account record pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery(data).pageNo).toBe('3'));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6),
    );
  });

  it('checks typed days by the server rule in the wallet texts, and asks for them from page 1', async () => {
    // The filter itself (alerts, aria-invalid, quick ranges) is tested in ui-kit's DateRangeFilter.
    const data = renderPage({ records: [] });
    await screen.findByText('No records in this period.');
    const asked = data.recordQueries!.length;
    await userEvent.clear(screen.getByLabelText('From date'));
    await userEvent.type(screen.getByLabelText('From date'), '2026-05-10');
    await userEvent.clear(screen.getByLabelText('To date'));
    await userEvent.type(screen.getByLabelText('To date'), '2026-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The end date must not be before the start date',
    );
    expect(data.recordQueries).toHaveLength(asked);
    await userEvent.clear(screen.getByLabelText('To date'));
    await userEvent.type(screen.getByLabelText('To date'), '2026-05-31');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastQuery(data)).toMatchObject({ from: '2026-05-10', to: '2026-05-31', pageNo: '1' }),
    );
  });

  it('says when the record cannot be loaded, and tries again', async () => {
    const data = renderPage({ records: buildRecords(2), failing: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The account record could not be loaded.');
    data.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Records: 2')).toBeInTheDocument();
  });
});
