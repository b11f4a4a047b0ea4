import { api, configureApiClient } from '@lotusplay/api-client';
import { authSlice, selectGateWarning, selectLoginPrompts } from '@lotusplay/auth';
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import type { Language } from '@lotusplay/i18n';
import { createTestStore, renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { buildPromotion, createPromotionsHandlers } from '../testing/promotions-handlers';
import type { PromotionsHandlerData, PromotionsState } from '../testing/promotions-handlers';
import { parsePromotionId, PromotionDetailPage } from './promotion-detail-page';
import { PromotionsPage, startPromotionsPageEarly } from './promotions-page';
import { resetBootPage } from '../api/boot-page';
import { writeBootPage } from '../testing/boot-page-kit';
import { BalanceProbe, viewAs } from '../testing/viewer-story-providers';
import type { StoryViewer } from '../testing/viewer-story-providers';

let state: PromotionsState;
let balanceCalls = 0;
setupMswServer(() => {
  const fake = createPromotionsHandlers();
  state = fake.data;
  balanceCalls = 0;
  return [
    ...fake.handlers,
    http.get('*/wps/v2/wallets/balance', () => {
      balanceCalls += 1;
      return HttpResponse.json({ success: true, code: 'OK', message: 'OK', value: {} });
    }),
  ];
});

function render(
  ui: ReactNode,
  {
    as = 'visitor',
    route = '/',
    language = 'EN',
    data = {},
  }: {
    as?: StoryViewer;
    route?: string;
    language?: Language;
    data?: PromotionsHandlerData;
  } = {},
) {
  // The handlers of this test, with the test's own data.
  const fake = createPromotionsHandlers(data);
  Object.assign(state, { ...fake.data, claimCalls: 0 });
  const store = viewAs(createTestStore([api, authSlice]), as, language);
  const i18n = createTestI18n({ language });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  renderWithProviders(
    <>
      {ui}
      <BalanceProbe />
    </>,
    { store, wrapper, route },
  );
  return store;
}

describe('PromotionsPage', () => {
  it('lists the promotions as cards with their time window, and filters them by category', async () => {
    render(<PromotionsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading promotions…');
    const raffle = await screen.findByRole('article', { name: 'Lucky Raffle' });
    expect(within(raffle).getByRole('link')).toHaveAttribute('href', '/promoDetail?id=1');
    expect(within(raffle).getByText(/^From 2026-01-01$/)).toBeVisible();
    const ended = screen.getByRole('article', { name: 'Spring Festival Raffle' });
    expect(within(ended).getByText('Ended')).toBeVisible();
    expect(within(ended).getByText(/2025-01-2\d – 2025-02-2\d/)).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(4);

    await userEvent.click(screen.getByRole('tab', { name: 'Referral' }));
    expect(screen.getByRole('tab', { name: 'Referral' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Invite Friends' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Events' }));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('There are no promotions here yet.')).toBeVisible();
  });

  it('takes the list started early (when the page group loads) instead of asking again, once', async () => {
    configureApiClient({ getToken: () => null, getLanguage: () => 'EN' });
    startPromotionsPageEarly();
    // The early call went out before any page asked for the list.
    await waitFor(() => expect(state.listCalls).toBe(1));
    // With its answer, the first card's image (the page's LCP) is preloaded.
    await waitFor(() =>
      expect(
        document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href'),
      ).toBe('/static/promotions/lucky-raffle.svg'),
    );
    render(<PromotionsPage />); // (resets the handlers' counts)
    expect(await screen.findByRole('article', { name: 'Lucky Raffle' })).toBeVisible();
    expect(state.listCalls).toBe(0);
    // Taken once: a later page (a fresh store) asks the server again.
    render(<PromotionsPage />);
    await waitFor(() => expect(state.listCalls).toBe(1));
  });

  it('takes the list the server wrote into index.html (boot data) instead of asking, once', async () => {
    const promotions = { list: [buildPromotion({ id: 7, title: 'Boot Raffle' })] };
    const removeBootData = writeBootPage({ kind: 'promotions', language: 'EN', promotions });
    try {
      configureApiClient({ getToken: () => null, getLanguage: () => 'EN' });
      startPromotionsPageEarly();
      render(<PromotionsPage />); // (resets the handlers' counts)
      expect(await screen.findByRole('article', { name: 'Boot Raffle' })).toBeVisible();
      expect(state.listCalls).toBe(0);
      // Taken once: a later page (a fresh store) asks the server.
      render(<PromotionsPage />);
      await waitFor(() => expect(state.listCalls).toBe(1));
      // Another language is never answered from it.
      resetBootPage();
      render(<PromotionsPage />, { language: 'CN' });
      await waitFor(() => expect(state.listCalls).toBe(1));
    } finally {
      removeBootData();
    }
  });

  it('moves between the category tabs with the keyboard', async () => {
    render(<PromotionsPage />);
    await screen.findByRole('article', { name: 'Lucky Raffle' });
    screen.getByRole('tab', { name: 'All' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Raffles' })).toHaveFocus();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows the texts of the chosen language', async () => {
    render(<PromotionsPage />, { language: 'CN' });
    expect(screen.getByRole('heading', { level: 1, name: '优惠活动' })).toBeVisible();
    expect(await screen.findByRole('article', { name: '幸运抽奖' })).toBeVisible();
    expect(screen.getByRole('tab', { name: '抽奖' })).toBeVisible();
  });

  it('shows an error with a retry that loads the list', async () => {
    render(<PromotionsPage />, { data: { listFails: true } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The promotions could not be loaded.',
    );
    state.listFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Lucky Raffle' })).toBeVisible();
  });

  it('shows the empty state when there is no promotion', async () => {
    render(<PromotionsPage />, { data: { promotions: [] } });
    expect(await screen.findByText('There are no promotions here yet.')).toBeVisible();
  });
});

describe('PromotionDetailPage', () => {
  const detail = (id = '1') => `/promoDetail?id=${id}`;

  it('shows the sanitised detail, the prizes and the rules', async () => {
    const promotions = [
      buildPromotion({
        html: '<p>Rules <strong>here</strong></p><script>window.hacked = 1</script><img src=x onerror="window.hacked=2">',
        rules: { realAccountOnly: true, minDeposit: '100.00', memberLabel: 'VIP' },
      }),
    ];
    render(<PromotionDetailPage />, { route: detail(), data: { promotions } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucky Raffle' })).toBeVisible();
    expect(screen.getByText('here')).toBeVisible();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    const prizes = screen.getByRole('region', { name: 'Prizes' });
    expect(
      within(prizes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['¥88.00', '¥18.88', '¥5.00', '¥1.00']);
    const rules = screen.getByRole('region', { name: 'Who can take part' });
    expect(within(rules).getByText('Deposits of at least ¥100.00 in total')).toBeVisible();
    expect(within(rules).getByText('Members labelled VIP')).toBeVisible();
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute(
      'href',
      '/promotions',
    );
  });

  it('asks a visitor to log in instead of claiming', async () => {
    const store = render(<PromotionDetailPage />, { route: detail() });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in to draw' }));
    expect(selectLoginPrompts(store.getState())).toBe(1);
    expect(state.claimCalls).toBe(0);
  });

  it('gives a trial account the in_need_true_account warning instead of claiming', async () => {
    const store = render(<PromotionDetailPage />, { as: 'trial', route: detail() });
    await userEvent.click(await screen.findByRole('button', { name: 'Draw now' }));
    expect(selectGateWarning(store.getState())).toMatchObject({
      reason: 'trial',
      message: 'auth:needTrueAccount',
    });
    expect(state.claimCalls).toBe(0);
  });

  it('lets a member draw once: the prize shows, the balance is asked again, the button closes', async () => {
    render(<PromotionDetailPage />, { as: 'member', route: detail() });
    const button = await screen.findByRole('button', { name: 'Draw now' });
    await waitFor(() => expect(button).toBeEnabled());
    await waitFor(() => expect(balanceCalls).toBe(1));
    await userEvent.click(button);
    expect(
      await screen.findByText('Congratulations! You won ¥18.88. It is in your main wallet now.'),
    ).toBeVisible();
    await waitFor(() => expect(balanceCalls).toBe(2));
    expect(await screen.findByRole('button', { name: 'Already claimed' })).toBeDisabled();
    expect(state.claimCalls).toBe(1);
  });

  it('shows an earlier claim as already claimed after a reload', async () => {
    render(<PromotionDetailPage />, {
      as: 'member',
      route: detail(),
      data: { claimed: { 1: '5.00' } },
    });
    expect(
      await screen.findByText('You have already claimed this promotion: you won ¥5.00.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Already claimed' })).toBeDisabled();
  });

  it('says why a claim was refused by the server', async () => {
    render(<PromotionDetailPage />, { as: 'member', route: detail() });
    const button = await screen.findByRole('button', { name: 'Draw now' });
    await waitFor(() => expect(button).toBeEnabled());
    // Claimed meanwhile in another tab: the server refuses this one.
    state.claimed.set(1, {
      id: 1,
      prize: '1.00',
      claimedAt: '2026-02-01T00:00:00Z',
      transactionId: 9,
    });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already claimed this promotion.',
    );
    expect(
      await screen.findByText('You have already claimed this promotion: you won ¥1.00.'),
    ).toBeVisible();
  });

  it('closes the claim of an ended raffle and shows no claim on other kinds', async () => {
    render(<PromotionDetailPage />, { as: 'member', route: detail('4') });
    expect(await screen.findByRole('button', { name: 'Draw now' })).toBeDisabled();
    expect(screen.getAllByText('This promotion has ended.')[0]).toBeVisible();
  });

  it('shows no claim button on a promotion that is not a raffle', async () => {
    render(<PromotionDetailPage />, { as: 'member', route: detail('2') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite Friends' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /draw/i })).not.toBeInTheDocument();
  });

  it('says so for an unknown or malformed id', async () => {
    render(<PromotionDetailPage />, { route: detail('99') });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This promotion does not exist or has been removed.',
    );
    expect(parsePromotionId('abc')).toBeNull();
    expect(parsePromotionId('0')).toBeNull();
    expect(parsePromotionId('99999999999')).toBeNull();
    expect(parsePromotionId('12')).toBe(12);
  });
});
