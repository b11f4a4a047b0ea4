import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { createTestStore, renderWithProviders } from '@lotusplay/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { memberCentreEntries } from '../../state/member-centre-entries';
import { memberCentreOpened, memberCentreSlice } from '../../state/member-centre-slice';
import MemberCentrePanel, { type MemberCentrePages } from './member-centre-panel';

function renderPanel(pages: MemberCentrePages, page?: Parameters<typeof memberCentreOpened>[0]) {
  const store = createTestStore([memberCentreSlice]);
  store.dispatch(memberCentreOpened(page));
  const i18n = createTestI18n({ language: 'EN' });
  renderWithProviders(<MemberCentrePanel pages={pages} />, {
    store,
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    ),
  });
  return { store, dialog: screen.getByRole('dialog', { name: 'Member centre' }) };
}

describe('MemberCentrePanel', () => {
  it('lists the 13 entries of SPEC.md §2 and marks the page shown', () => {
    const { dialog } = renderPanel({}, 'transferFund');
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    const entries = within(menu).getAllByRole('button');
    expect(entries).toHaveLength(memberCentreEntries.length);
    expect(entries.map((e) => e.textContent)).toEqual([
      'My account',
      'My wallet',
      'Deposit',
      'Withdrawal',
      'Transfer to upline',
      'Betting record',
      'Account record',
      'Personal loss',
      'Bonus details',
      'Reward centre',
      'Invite friends',
      'Missions',
      'Platform messages',
    ]);
    expect(within(menu).getByRole('button', { name: 'My wallet' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the page the app handed over, and says plainly when a page is not built yet', async () => {
    const { dialog, store } = renderPanel({
      transferFund: () => Promise.resolve({ default: () => <p>the wallet page</p> }),
    });
    const region = within(dialog).getByRole('region', { name: 'My account' });
    expect(region).toHaveTextContent('This page is not available yet.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'My wallet' }));
    expect(store.getState().memberCentre.page).toBe('transferFund');
    expect(
      await within(within(dialog).getByRole('region', { name: 'My wallet' })).findByText(
        'the wallet page',
      ),
    ).toBeInTheDocument();
  });

  it('shows a loader while a lazy page loads, and a retry when its code cannot be loaded', async () => {
    let online = false;
    const failingOnce = () =>
      online
        ? Promise.resolve({ default: () => <p>loaded at last</p> })
        : Promise.reject(new Error('chunk gone'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog } = renderPanel({ depositv2: failingOnce }, 'depositv2');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the page…');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The page could not be loaded.');
    online = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('loaded at last')).toBeInTheDocument();
    error.mockRestore();
  });

  it('closes the centre', async () => {
    const { dialog, store } = renderPanel({});
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(store.getState().memberCentre.open).toBe(false);
  });
});
