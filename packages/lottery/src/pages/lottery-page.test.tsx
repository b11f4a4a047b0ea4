import { api } from '@lotusplay/api-client';
import { selectLoginPrompts } from '@lotusplay/auth';
import { setupMswServer } from '@lotusplay/test-utils';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { buildLotteryBet, buildNumero, buildVnNorthPrizes } from '../testing/factories';
import { createLotteryHandlers } from '../testing/handlers';
import type { LotteryFakeState, LotteryHandlerData } from '../testing/handlers';
import { BalanceProbe, createLotteryStore, LotteryProviders } from '../testing/viewer-kit';
import type { LotteryViewer } from '../testing/viewer-kit';
import { LotteryRoutePage, SeaLotteryPage, VnLotteryPage } from './lottery-page';

let fake: ReturnType<typeof createLotteryHandlers>;
let state: LotteryFakeState;
let next: LotteryHandlerData = {};
let balanceCalls = 0;
setupMswServer(() => {
  fake = createLotteryHandlers();
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

afterEach(() => {
  next = {};
  window.localStorage.clear();
});

const PAGES = { lottery: LotteryRoutePage, vnLottery: VnLotteryPage, seaLottery: SeaLotteryPage };

function renderPage(route: string, as: LotteryViewer = 'member') {
  Object.assign(state, next);
  const store = createLotteryStore(as);
  const path = route.split('?')[0] ?? '/';
  const Page = PAGES[path.slice(1) as keyof typeof PAGES];
  render(
    <LotteryProviders store={store} route={route} path={path}>
      <Page />
      <BalanceProbe />
    </LotteryProviders>,
  );
  return store;
}

describe('lottery lobby', () => {
  it('lists the games by group with their next close, popular games and recent games', async () => {
    next = { recent: ['SEA_4D'] };
    renderPage('/vnLottery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vietnam lottery' })).toBeVisible();
    const north = await screen.findByRole('region', { name: 'Northern Vietnam' });
    const hanoi = within(north).getByRole('link', { name: 'Play Hanoi' });
    expect(hanoi).toHaveAttribute('href', '/vnLottery?gameCode=VN_NORTH');
    expect(within(hanoi).getByText(/^Closes in (59:5\d|1:00:00)$/)).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Popular games' })).toBeVisible();
    const recent = await screen.findByRole('region', { name: 'Recent games' });
    expect(await within(recent).findByRole('link', { name: 'Play SEA 4D' })).toBeVisible();
    // Plain lottery: the ELOTT lane has neither TCG_LOTTO_VN nor LOTT.
    expect(state.menuQueries[0]?.get('prizeMode')).toBe('Lott');
    expect(state.menuQueries[0]?.get('device')).toBe('WEB');
  });

  it('asks for the electronic prize mode when the ELOTT lane holds LOTT', async () => {
    next = { elottVendors: ['ELOTT', 'LOTT'] };
    renderPage('/lottery');
    await screen.findByRole('region', { name: 'Northern Vietnam' });
    expect(state.menuQueries[0]?.get('prizeMode')).toBe('Elott');
  });

  it('keeps favourites per username in LOTTFAV, matched by gameId', async () => {
    renderPage('/lottery');
    const favourites = await screen.findByRole('region', { name: 'My favourites' });
    expect(
      within(favourites).getByText('Mark a game with the star to find it here.'),
    ).toBeVisible();
    const fast = screen.getByRole('region', { name: 'Fast lottery' });
    const star = within(fast).getByRole('button', { name: 'Favourite: Fast 3D' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(within(fast).getByRole('button', { name: 'Favourite: Fast 3D' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await within(favourites).findByRole('link', { name: 'Play Fast 3D' })).toHaveAttribute(
      'href',
      '/lottery?gameCode=FAST_3D&vendor=LOTT',
    );
    expect(JSON.parse(window.localStorage.getItem('LOTTFAV') ?? '{}')).toEqual({
      alice: [{ gameId: 301, gameCode: 'FAST_3D', gameName: 'Fast 3D', vendor: 'LOTT' }],
    });
  });

  it('finds stored favourites of the logged-in user only', async () => {
    window.localStorage.setItem(
      'LOTTFAV',
      JSON.stringify({ alice: [{ gameId: '201' }], bob: [{ gameId: 101 }] }),
    );
    renderPage('/vnLottery');
    const favourites = await screen.findByRole('region', { name: 'My favourites' });
    expect(await within(favourites).findByRole('link', { name: 'Play SEA 4D' })).toBeVisible();
    expect(within(favourites).queryByRole('link', { name: 'Play Hanoi' })).toBeNull();
  });

  it('asks a visitor to log in to keep favourites', async () => {
    const store = renderPage('/vnLottery', 'visitor');
    await screen.findByRole('region', { name: 'Northern Vietnam' });
    expect(screen.queryByRole('region', { name: 'Recent games' })).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: 'Favourite: Hanoi' })[0]!);
    expect(selectLoginPrompts(store.getState())).toBe(1);
    expect(window.localStorage.getItem('LOTTFAV')).toBeNull();
  });

  it('shows an error with a retry when the menu fails', async () => {
    next = { fail: 'menu' };
    renderPage('/vnLottery');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The lottery games could not be loaded.',
    );
    state.fail = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Northern Vietnam' })).toBeVisible();
  });
});

describe('/seaLottery', () => {
  it('asks a visitor to log in', async () => {
    const store = renderPage('/seaLottery?gameCode=SEA_4D', 'visitor');
    expect(await screen.findByText('Log in to play the SEA lottery.')).toBeVisible();
    expect(selectLoginPrompts(store.getState())).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(selectLoginPrompts(store.getState())).toBe(2);
  });

  it('asks a member for the SEA menu', async () => {
    renderPage('/seaLottery');
    await screen.findByRole('region', { name: 'SEA 4D' });
    expect(state.menuQueries[0]?.get('prizeMode')).toBe('SEA');
  });
});

describe('betting view', () => {
  it('places a bet: numbers, stake, slip, confirm, balance asked again, my bets', async () => {
    renderPage('/vnLottery?gameCode=VN_FAST');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vietnam fast' })).toBeVisible();
    expect(await screen.findByText('Draw 20261126-0004')).toBeVisible();
    expect(screen.getByRole('tab', { name: '2 digits (lô)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Number 12' }));
    await userEvent.click(screen.getByRole('button', { name: 'Number 34' }));
    expect(screen.getByRole('button', { name: 'Number 12' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const stake = screen.getByLabelText('Stake per number');
    await userEvent.clear(stake);
    await userEvent.type(stake, '10');
    const slip = screen.getByRole('form', { name: 'Bet slip' });
    expect(within(slip).getByText('12, 34')).toBeVisible();
    expect(within(slip).getByText('¥20.00')).toBeVisible();
    // Per hit: all 27 northern prizes can end in 12 or 34 (27 × ¥10.00 × 3.5).
    expect(within(slip).getByText('¥945.00')).toBeVisible();
    await waitFor(() => expect(balanceCalls).toBe(1));
    await userEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await within(slip).findByRole('status')).toHaveTextContent(
      'Bet placed on draw 20261126-0004: ¥20.00 staked.',
    );
    expect(state.balanceMinor).toBe(98_000);
    expect(state.sent[0]).toMatchObject({
      gameCode: 'VN_FAST',
      numero: '20261126-0004',
      playType: 'VN_LO2',
      numbers: ['12', '34'],
      stake: '10.00',
    });
    expect(state.sent[0]?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(balanceCalls).toBe(2));
    const bets = screen.getByRole('region', { name: 'My bets' });
    const row = await within(bets).findByRole('row', { name: /20261126-0004/ });
    expect(row).toHaveTextContent('Waiting for the draw');
    // The picks are cleared for the next bet.
    expect(screen.getByRole('button', { name: 'Number 12' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('says the lô odds are per hit and counts every hit in the possible win (issue 24)', async () => {
    renderPage('/vnLottery?gameCode=VN_FAST');
    expect(
      await screen.findByText('Odds 3.5 per hit · stake ¥1.00 to ¥5,000.00 per number'),
    ).toBeVisible();
    for (const number of ['24', '23', '02']) {
      await userEvent.click(screen.getByRole('button', { name: `Number ${number}` }));
    }
    const stake = screen.getByLabelText('Stake per number');
    await userEvent.clear(stake);
    await userEvent.type(stake, '2');
    const slip = screen.getByRole('form', { name: 'Bet slip' });
    expect(within(slip).getByText('¥6.00')).toBeVisible();
    // It showed ¥21.00 and paid ¥28.00 when 23 came up twice; the most is 27 hits × ¥7.00.
    expect(within(slip).getByText('¥189.00')).toBeVisible();
    // The special prize's ending pays once: no "per hit", one number at most wins.
    await userEvent.click(screen.getByRole('tab', { name: 'Special 2 digits (đề)' }));
    expect(screen.getByText('Odds 70 · stake ¥1.00 to ¥5,000.00 per number')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Number 24' }));
    await userEvent.click(screen.getByRole('button', { name: 'Number 23' }));
    const deSlip = screen.getByRole('form', { name: 'Bet slip' });
    expect(within(deSlip).getByText('¥2.00')).toBeVisible();
    expect(within(deSlip).getByText('¥70.00')).toBeVisible();
  });

  it('shows the settled bet, the new result and asks for the balance after the draw', async () => {
    const store = renderPage('/vnLottery?gameCode=VN_FAST');
    await userEvent.click(await screen.findByRole('button', { name: 'Number 45' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await screen.findByText(/Bet placed on draw/);
    await waitFor(() => expect(balanceCalls).toBe(2));
    fake.settle(
      {
        gameCode: 'VN_FAST',
        numero: '20261126-0004',
        drawTime: new Date().toISOString(),
        prizes: buildVnNorthPrizes('99945'),
      },
      (bet) => 350 * bet.numbers.length,
      buildNumero('20261126-0005'),
    );
    // What the 5 s poll does.
    store.dispatch(api.util.invalidateTags([{ type: 'LotteryDraw', id: 'VN_FAST' }]));
    expect(await screen.findByText('Draw 20261126-0005')).toBeVisible();
    const bets = screen.getByRole('region', { name: 'My bets' });
    const row = await within(bets).findByRole('row', { name: /Won/ });
    expect(row).toHaveTextContent('¥3.50');
    const results = screen.getByRole('region', { name: 'Results' });
    const latest = await within(results).findByRole('article', { name: 'Draw 20261126-0004' });
    expect(within(latest).getByText('Special prize')).toBeVisible();
    expect(within(latest).getByText('99945')).toBeVisible();
    await waitFor(() => expect(balanceCalls).toBe(3));
  });

  it('pages my bets, 10 a page', async () => {
    next = {
      bets: Array.from({ length: 12 }, (_, i) =>
        buildLotteryBet({ betId: `bet-${i + 1}`, numero: `20261126-${String(100 - i)}` }),
      ),
    };
    renderPage('/vnLottery?gameCode=VN_FAST');
    const bets = await screen.findByRole('region', { name: 'My bets' });
    expect(await within(bets).findByRole('cell', { name: '20261126-100' })).toBeVisible();
    expect(within(bets).getAllByRole('row')).toHaveLength(11);
    const pages = within(bets).getByRole('navigation', { name: 'My bets pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await within(bets).findByRole('cell', { name: '20261126-89' })).toBeVisible();
    expect(within(bets).getAllByRole('row')).toHaveLength(3);
  });

  it('says betting is closed until the next draw opens', async () => {
    next = { current: null };
    renderPage('/vnLottery?gameCode=VN_FAST');
    expect(await screen.findByText('Betting closed, next draw opens soon.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Number 01' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Betting on this draw has closed. Bet on the next draw.',
    );
    expect(state.sent).toEqual([]);
  });

  it("maps the server's refusals to text", async () => {
    next = { balanceMinor: 500 };
    renderPage('/vnLottery?gameCode=VN_FAST');
    await userEvent.click(await screen.findByRole('button', { name: 'Number 01' }));
    const stake = screen.getByLabelText('Stake per number');
    await userEvent.clear(stake);
    await userEvent.type(stake, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your balance is too low for this bet.',
    );
    // The draw closed on the server meanwhile.
    state.balanceMinor = 100_000;
    state.current = buildNumero('20261126-0009');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Betting on this draw has closed. Bet on the next draw.',
    );
  });

  it('refuses a stake outside the limits before asking the server', async () => {
    renderPage('/vnLottery?gameCode=VN_FAST');
    await userEvent.click(await screen.findByRole('button', { name: 'Number 01' }));
    const stake = screen.getByLabelText('Stake per number');
    await userEvent.clear(stake);
    await userEvent.type(stake, '0.5');
    expect(stake).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter a stake from ¥1.00 to ¥5,000.00.',
    );
    expect(state.sent).toEqual([]);
  });

  it('opens on the play type of the address and types 3-digit numbers', async () => {
    renderPage('/lottery?gameCode=FAST_3D&vendor=LOTT&playType=FAST_3D');
    const tab = await screen.findByRole('tab', { name: '3D' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const input = screen.getByLabelText('Number (3 digits)');
    await userEvent.type(input, '12{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter exactly 3 digits.');
    await userEvent.clear(input);
    await userEvent.type(input, '123{Enter}');
    expect(screen.getByRole('button', { name: 'Remove 123' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Random pick' }));
    expect(screen.getAllByRole('button', { name: /^Remove \d{3}$/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    // Another play type from the keyboard.
    await userEvent.click(tab);
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '2D' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Number 99' })).toBeVisible();
  });

  it('falls back to the default play type and picks positions on the electronic lottery', async () => {
    renderPage('/lottery?gameCode=ELOTT_5D&vendor=ELOTT&playType=VN_LO2');
    expect(await screen.findByRole('tab', { name: 'Position' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const third = screen.getByRole('group', { name: 'Position 3' });
    await userEvent.click(within(third).getByRole('button', { name: 'Position 3, digit 7' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Big / Small' }));
    await userEvent.click(screen.getByRole('button', { name: 'Big (23–45)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await screen.findByText(/Bet placed on draw/);
    expect(state.sent[0]).toMatchObject({ playType: 'ELOTT_BS', numbers: ['BIG'] });
  });

  it('says so for an unknown game', async () => {
    renderPage('/vnLottery?gameCode=NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no lottery game NOPE.');
    expect(screen.getByRole('link', { name: 'All lottery games' })).toHaveAttribute(
      'href',
      '/vnLottery',
    );
  });

  it('lets a visitor pick but asks to log in to bet; results still show', async () => {
    const store = renderPage('/vnLottery?gameCode=VN_FAST', 'visitor');
    await userEvent.click(await screen.findByRole('button', { name: 'Number 01' }));
    const slip = screen.getByRole('form', { name: 'Bet slip' });
    expect(within(slip).getByText('Log in to place a bet.')).toBeVisible();
    await userEvent.click(within(slip).getByRole('button', { name: 'Log in' }));
    expect(selectLoginPrompts(store.getState())).toBe(1);
    expect(screen.getByText('Log in to see your bets.')).toBeVisible();
    const results = screen.getByRole('region', { name: 'Results' });
    expect(
      await within(results).findByRole('article', { name: 'Draw 20261126-0003' }),
    ).toBeVisible();
  });

  it('shows the errors of results and bets with a retry', async () => {
    next = { fail: 'results' };
    renderPage('/vnLottery?gameCode=VN_FAST');
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(await within(results).findByRole('alert')).toHaveTextContent(
      'The results could not be loaded.',
    );
    state.fail = 'bets';
    await userEvent.click(within(results).getByRole('button', { name: 'Try again' }));
    expect(
      await within(results).findByRole('article', { name: 'Draw 20261126-0003' }),
    ).toBeVisible();
  });
});
