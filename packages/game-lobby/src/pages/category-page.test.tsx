import { systemHandlers } from '@lotusplay/api-client/testing';
import { setupMswServer } from '@lotusplay/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { buildVendor, createGameHandlers } from '../testing';
import { CockfightPage, LottPage, SportsPage } from './category-page';
import { createGameStore, renderGameUi } from './page-kit';

const server = setupMswServer(() => [...systemHandlers, ...createGameHandlers()]);

describe('category pages', () => {
  it('lists the vendors of the lane; one under maintenance is shown, disabled', async () => {
    renderGameUi(<SportsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sports' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Vendors' });
    const cards = within(list).getAllByRole('button');
    expect(cards.map((card) => card.textContent)).toEqual(['SABA', 'FB', 'CMDUnder maintenance']);
    expect(within(list).getByRole('button', { name: /CMD/ })).toBeDisabled();
  });

  it('launches a vendor from its card into /game', async () => {
    const user = userEvent.setup();
    renderGameUi(<CockfightPage />);
    await user.click(await screen.findByRole('button', { name: 'SV388' }));
    expect(await screen.findByText('/game')).toBeInTheDocument();
  });

  it('sends a lottery vendor to its lottery page and asks a visitor to log in first', async () => {
    const user = userEvent.setup();
    const { store } = renderGameUi(<LottPage />, { store: createGameStore('visitor') });
    await user.click(await screen.findByRole('button', { name: 'TCG LOTTO VN' }));
    expect(store.getState().auth.modal?.name).toBe('loginPopup');
  });

  it('says so when the lane has no vendors, and when the list cannot be loaded', async () => {
    server.use(
      ...createGameHandlers({ vendors: [buildVendor({ gameType: 'RNG', vassalage: 'PG' })] }),
    );
    renderGameUi(<SportsPage />);
    expect(await screen.findByText('No vendors in this category yet.')).toBeInTheDocument();
  });

  it('offers a retry when the vendor list fails', async () => {
    server.use(
      http.get('*/wps/relay/GCSGAME_gameVendor', () =>
        HttpResponse.json(
          { success: false, code: 'INTERNAL_ERROR', message: 'Server error', value: null },
          { status: 500 },
        ),
      ),
    );
    renderGameUi(<SportsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The vendors could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
