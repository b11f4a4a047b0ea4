import { referralLink } from '@lotusplay/api-client';
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createLoyaltyStore } from '../player-rank/testing/loyalty-store';
import ReferralPage from './referral-page';
import {
  buildReferralData,
  buildReferredMembers,
  createReferralHandlers,
  type ReferralCallMode,
  type ReferralData,
} from './testing/referral-handlers';

const server = setupMswServer();
const i18n = createTestI18n({ language: 'EN' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

function renderPage(data: ReferralData = buildReferralData(), mode?: ReferralCallMode) {
  server.use(...createReferralHandlers(data, mode));
  const user = userEvent.setup();
  renderWithProviders(<ReferralPage />, { store: createLoyaltyStore(), wrapper });
  return { data, user };
}

describe('ReferralPage', () => {
  it('shows the invite link with the code, its QR code and the rule', async () => {
    renderPage();
    const link = await screen.findByRole('textbox', { name: 'Your invite link' });
    expect(link).toHaveValue(referralLink(window.location.origin, 'K7QM2XPA'));
    expect(link).toHaveValue(`${window.location.origin}/register?referralCode=K7QM2XPA`);
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByRole('img', { name: 'QR code of your invite link' })).toBeInTheDocument();
    expect(screen.getByText('K7QM2XPA')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You earn ¥8.88 when a friend you invited makes a first deposit of at least ¥100.00.',
      ),
    ).toBeInTheDocument();
  });

  it('copies the link with one press, and says so', async () => {
    const { user } = renderPage();
    await screen.findByRole('textbox', { name: 'Your invite link' });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/register?referralCode=K7QM2XPA`,
    );
  });

  it('selects the link for copying by hand when the clipboard refuses', async () => {
    const { user } = renderPage();
    const link = await screen.findByRole('textbox', { name: 'Your invite link' });
    const refuse = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The link could not be copied: select it and copy it yourself',
    );
    expect(link).toHaveFocus();
    refuse.mockRestore();
  });

  it('lists the friends who registered and what the referral earned', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Friends who registered' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(rows).toHaveLength(3);
    expect([cells(0)[0], ...cells(0).slice(2)]).toEqual(['new***01', '—', '—', 'No deposit yet']);
    expect(cells(1).slice(2)).toEqual(['¥50.00', '—', 'First deposit below the minimum']);
    expect([cells(2)[0], ...cells(2).slice(2)]).toEqual([
      'fri***nd',
      '¥150.00',
      '¥8.88',
      'Rewarded',
    ]);
    const totals = (name: string) => screen.getByText(name).nextElementSibling?.textContent;
    expect(totals('Friends invited')).toBe('3');
    expect(totals('Friends rewarded')).toBe('1');
    expect(totals('Earned')).toBe('¥8.88');
  });

  it('pages through the friends', async () => {
    const members = Array.from({ length: 4 }, () => buildReferredMembers()).flat();
    const data = buildReferralData({
      members: members.map((m, i) => ({ ...m, registeredAt: `2026-11-${10 + i}T09:00:00.000Z` })),
    });
    const { user } = renderPage(data);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(data.queries.at(-1)?.pageNo).toBe(2));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(2),
    );
  });

  it('says so when no one registered yet, and when the rule is off', async () => {
    renderPage(
      buildReferralData({
        members: [],
        rule: { enabled: false, minFirstDeposit: '0.00', reward: '0.00' },
      }),
    );
    expect(await screen.findByText('No one has registered with your link yet')).toBeInTheDocument();
    expect(
      screen.getByText('Invitation rewards are not offered at the moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your invite link' })).toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    renderPage(buildReferralData(), 'loading');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('offers a retry when the call fails', async () => {
    const { user, data } = renderPage(buildReferralData(), 'error');
    expect(
      await screen.findByText('Your invitations could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    const asked = data.queries.length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(data.queries.length).toBeGreaterThan(asked));
  });
});
