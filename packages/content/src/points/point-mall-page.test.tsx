import { api } from '@lotusplay/api-client';
import { ART_VERSION, GOOD_IMAGE_SIZES, GOOD_IMAGE_WIDTHS } from '@lotusplay/api-client/contracts';
import { authSlice, selectGateWarning, selectLoginPrompts } from '@lotusplay/auth';
import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import type { Language } from '@lotusplay/i18n';
import { createTestStore, renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import {
  buildPointGoods,
  buildRedemptions,
  createPointsHandlers,
} from '../testing/points-handlers';
import type { PointsHandlerData, PointsState } from '../testing/points-handlers';
import { PointMallPage } from './point-mall-page';
import { BalanceProbe, viewAs } from '../testing/viewer-story-providers';
import type { StoryViewer } from '../testing/viewer-story-providers';

let state: PointsState;
let balanceCalls = 0;
let next: PointsHandlerData = {};
const server = setupMswServer(() => {
  const fake = createPointsHandlers(next);
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

function renderPage(
  as: StoryViewer = 'member',
  data: PointsHandlerData = {},
  language: Language = 'EN',
) {
  Object.assign(state, data);
  const store = viewAs(createTestStore([api, authSlice]), as, language);
  const i18n = createTestI18n({ language });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  renderWithProviders(
    <>
      <PointMallPage />
      <BalanceProbe />
    </>,
    { store, wrapper },
  );
  return store;
}

const rewards = () => screen.findByRole('region', { name: 'Rewards' });

describe('PointMallPage', () => {
  afterEach(() => {
    next = {};
  });

  it("shows a member's points, the rule, the goods and an empty history", async () => {
    renderPage('member', { points: 5000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
    expect(await screen.findByText('5,000')).toBeVisible();
    expect(
      await screen.findByText(
        '100 points = ¥1.00 · convert at least 1,000 points, in steps of 100',
      ),
    ).toBeVisible();
    const grid = await rewards();
    expect(await within(grid).findByRole('heading', { name: 'Lucky red envelope' })).toBeVisible();
    expect(within(grid).getByText('Out of stock')).toBeVisible();
    expect(await screen.findByText('You have not redeemed anything yet.')).toBeVisible();
  });

  it("shows each good's picture at the widths it is drawn at, its 4:3 box reserved; an operator's picture as it is", async () => {
    renderPage('visitor', {
      goods: [
        ...buildPointGoods().slice(0, 1),
        { ...buildPointGoods()[1]!, imageUrl: 'https://cdn.operator.test/mug.jpg' },
      ],
    });
    const grid = await rewards();
    const envelope = (
      await within(grid).findByRole('heading', { name: 'Lucky red envelope' })
    ).parentElement!.querySelector('img')!;
    const own = '/static/art/goods/red-envelope.png';
    expect(envelope).toHaveAttribute('src', `${own}?w=360&v=${ART_VERSION}`);
    expect(envelope.getAttribute('srcset')!.split(', ')).toEqual(
      GOOD_IMAGE_WIDTHS.map((w) => `${own}?w=${w}&v=${ART_VERSION} ${w}w`),
    );
    expect(envelope).toHaveAttribute('sizes', GOOD_IMAGE_SIZES);
    expect(envelope).toHaveAttribute('loading', 'lazy');
    expect((envelope.parentElement as HTMLElement).style.aspectRatio).toBe('4 / 3');
    const mug = within(grid)
      .getByRole('heading', { name: 'LotusPlay mug' })
      .parentElement!.querySelector('img')!;
    expect(mug).toHaveAttribute('src', 'https://cdn.operator.test/mug.jpg');
    expect(mug).not.toHaveAttribute('srcset');
  });

  it('redeems a good with the payment password; the history shows it in process', async () => {
    renderPage('member', { points: 2000 });
    await userEvent.click(await screen.findByRole('button', { name: 'Details of LotusPlay mug' }));
    const dialog = await screen.findByRole('dialog', { name: 'LotusPlay mug' });
    expect(within(dialog).getByText('A ceramic mug with the LotusPlay lotus.')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The payment password must be 6 digits',
    );
    await userEvent.clear(within(dialog).getByLabelText('Payment password'));
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The payment password is not correct',
    );
    // The field is emptied after every answer: the password is never kept.
    expect(within(dialog).getByLabelText('Payment password')).toHaveValue('');
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(/in process/);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    const history = screen.getByRole('region', { name: 'Redeem history' });
    expect(await within(history).findByText('In process')).toBeVisible();
    expect(within(history).getByText('LotusPlay mug')).toBeVisible();
    expect(await screen.findByText('500')).toBeVisible();
    expect(state.points).toBe(500);
  });

  it('refuses a good that costs more points than held, with the message', async () => {
    renderPage('member', { points: 1000 });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Details of Wireless earbuds' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Wireless earbuds' });
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You do not have enough points');
    expect(state.redemptions).toEqual([]);
  });

  it('shows the money before converting, converts, and asks the balance again', async () => {
    renderPage('member', { points: 2500 });
    await screen.findByText('2,500');
    await waitFor(() => expect(balanceCalls).toBe(1));
    const points = screen.getByLabelText('Points to convert');
    await userEvent.type(points, '950');
    expect(screen.getByText('You receive ¥9.50 in your main wallet')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Payment password'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(screen.getByRole('alert')).toHaveTextContent('At least 1000 points can be converted');
    await userEvent.clear(points);
    await userEvent.type(points, '1050');
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Points must be converted in steps of 100');
    await userEvent.clear(points);
    await userEvent.type(points, '3000');
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have enough points');
    await userEvent.clear(points);
    await userEvent.type(points, '1200');
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('Converted 1,200 points to ¥12.00')).toBeVisible();
    expect(await screen.findByText('1,300')).toBeVisible();
    await waitFor(() => expect(balanceCalls).toBe(2));
    expect(state.creditedMinor).toBe(1200);
    expect(state.sent).toEqual([
      {
        points: 1200,
        paymentPassword: '246810',
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
  });

  it('a visitor sees the goods and the rule and is asked to log in for actions', async () => {
    const store = renderPage('visitor');
    expect(await screen.findByText(/Log in to see your points/)).toBeVisible();
    expect(await within(await rewards()).findByText('Lucky red envelope')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Redeem history' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to convert' }));
    expect(selectLoginPrompts(store.getState())).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Details of Lucky red envelope' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lucky red envelope' });
    expect(within(dialog).queryByLabelText('Payment password')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in to redeem' }));
    expect(selectLoginPrompts(store.getState())).toBe(2);
  });

  it('a trial account gets the in_need_true_account warning', async () => {
    const store = renderPage('trial');
    expect(await screen.findByText(/a trial account cannot redeem or convert/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
    expect(selectGateWarning(store.getState())).toMatchObject({
      message: 'auth:needTrueAccount',
      confirm: 'auth:increaseSubmit',
    });
  });

  it('pages through the history with its statuses', async () => {
    renderPage('member', { redemptions: buildRedemptions(12) });
    const history = await screen.findByRole('region', { name: 'Redeem history' });
    expect(await within(history).findAllByText('In process')).toHaveLength(4);
    expect(within(history).getAllByText('Approved')).toHaveLength(3);
    expect(within(history).getAllByText('Rejected')).toHaveLength(3);
    await userEvent.click(within(history).getByRole('button', { name: 'Page 2' }));
    expect(await within(history).findByText('R202611251000000011')).toBeVisible();
  });

  it('says when the rewards or the history cannot be loaded, and retries', async () => {
    renderPage('member', { fail: 'rewards' });
    expect(await screen.findByText('The rewards could not be loaded.')).toBeVisible();
    state.fail = undefined as never;
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Rewards' })).getByRole('button', {
        name: 'Try again',
      }),
    );
    expect(await screen.findByText('Lucky red envelope')).toBeVisible();
  });

  it('speaks the reader language', async () => {
    renderPage('member', {}, 'CN');
    expect(await screen.findByRole('heading', { level: 1, name: '积分商城' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: '兑换记录' })).toBeVisible();
  });

  it('shows an empty catalogue plainly', async () => {
    renderPage('member', { goods: [] });
    expect(await screen.findByText('There are no rewards yet.')).toBeVisible();
  });
});

void server;
