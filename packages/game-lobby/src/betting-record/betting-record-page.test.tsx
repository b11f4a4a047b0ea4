import { quickDateRange } from '@lotusplay/api-client';
import { setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GamePaths } from '../api/games-api';
import { createGameHandlers, type GameHandlerData } from '../testing/handlers';
import { createLobbyStore, renderLobbyUi } from '../lobby/test-kit';
import { BettingRecordPage } from './betting-record-page';
import { buildRounds } from './build-rounds';

const server = setupMswServer();

let queries: Record<string, string>[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith(GamePaths.bettingRecord)) {
    queries.push(Object.fromEntries(url.searchParams));
  }
});
beforeEach(() => {
  queries = [];
});
const lastQuery = () => queries.at(-1)!;

function renderPage(data: GameHandlerData) {
  server.use(...createGameHandlers(data));
  renderLobbyUi(<BettingRecordPage />, { store: createLobbyStore('member') });
  return data;
}

describe('BettingRecordPage', () => {
  it('lists the last 7 days of rounds, newest first, with the totals of the range', async () => {
    renderPage({ rounds: buildRounds(3) });
    const table = await screen.findByRole('table', { name: 'Betting record' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('JILI Game 1 · JILI');
    expect(rows[0]).toHaveTextContent('R000001');
    expect(rows[0]).toHaveTextContent('+¥15.00');
    expect(rows[1]).toHaveTextContent('-¥10.00');
    expect(screen.getByText('Rounds: 3')).toBeInTheDocument();
    const totals = screen.getByLabelText('Totals of the period');
    expect(totals).toHaveTextContent('Total stake¥30.00');
    expect(totals).toHaveTextContent('Total win¥25.00');
    expect(totals).toHaveTextContent('Win/loss-¥5.00');
    expect(lastQuery()).toEqual({
      startDate: quickDateRange('last7', new Date()).from,
      endDate: quickDateRange('last7', new Date()).to,
      pageNo: '1',
      pageSize: '10',
    });
  });

  it('filters by game type and vendor, from page 1', async () => {
    renderPage({ rounds: buildRounds(9) });
    await screen.findByText('Rounds: 9');
    await userEvent.selectOptions(screen.getByLabelText('Game type'), 'Slots');
    await waitFor(() => expect(lastQuery()).toMatchObject({ gameType: 'RNG', pageNo: '1' }));
    expect(await screen.findByText('Rounds: 6')).toBeInTheDocument();
    const vendor = screen.getByLabelText('Vendor');
    expect(within(vendor).queryByRole('option', { name: 'EVO' })).not.toBeInTheDocument();
    await userEvent.selectOptions(vendor, 'PG');
    await waitFor(() => expect(lastQuery()).toMatchObject({ gameType: 'RNG', vassalage: 'PG' }));
    expect(await screen.findByText('Rounds: 3')).toBeInTheDocument();
  });

  it('switches to the last 30 days and pages through the rounds', async () => {
    const rounds = buildRounds(40, new Date(), 12);
    const count = (range: 'last7' | 'last30') => {
      const { from, to } = quickDateRange(range, new Date());
      return rounds.filter((r) => r.time.slice(0, 10) >= from && r.time.slice(0, 10) <= to).length;
    };
    renderPage({ rounds });
    await screen.findByText(`Rounds: ${count('last7')}`);
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({
        startDate: quickDateRange('last30', new Date()).from,
        pageNo: '1',
      }),
    );
    await screen.findByText(`Rounds: ${count('last30')}`);
    expect(count('last30')).toBeGreaterThan(10);
    const pages = screen.getByRole('navigation', { name: 'Betting record pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery().pageNo).toBe('2'));
  });

  it('refuses more than 90 days in the lobby texts, and asks for typed days as start and end dates', async () => {
    // The filter itself (alerts, aria-invalid, quick ranges) is tested in ui-kit's DateRangeFilter.
    renderPage({ rounds: [] });
    await screen.findByText('No rounds in this period.');
    const asked = queries.length;
    const [from, to] = [screen.getByLabelText('From date'), screen.getByLabelText('To date')];
    await userEvent.clear(from);
    await userEvent.type(from, '2026-05-10');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-09-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose at most 90 days');
    expect(queries).toHaveLength(asked);
    await userEvent.clear(to);
    await userEvent.type(to, '2026-05-31');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ startDate: '2026-05-10', endDate: '2026-05-31' }),
    );
  });

  it('says when the record cannot be loaded, and tries again', async () => {
    const data = renderPage({ rounds: buildRounds(2), failing: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The betting record could not be loaded.');
    data.failing = false;
    server.use(...createGameHandlers(data));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Rounds: 2')).toBeInTheDocument();
  });
});
