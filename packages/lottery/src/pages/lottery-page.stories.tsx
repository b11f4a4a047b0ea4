// CSF3 stories of the lottery pages, one per meaningful state, on the fake lottery's MSW handlers.
import type { Language } from '@lotusplay/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { supportedLanguages } from '@lotusplay/i18n';
import { useState } from 'react';
import { buildLotteryBet, buildNumero } from '../testing/factories';
import { createLotteryHandlers } from '../testing/handlers';
import type { LotteryHandlerData } from '../testing/handlers';
import { createLotteryStore, LotteryProviders } from '../testing/viewer-kit';
import type { LotteryViewer } from '../testing/viewer-kit';
import { LotteryRoutePage, SeaLotteryPage, VnLotteryPage } from './lottery-page';

interface Args {
  language: Language;
  as: LotteryViewer;
  route: string;
}

const PAGES = { lottery: LotteryRoutePage, vnLottery: VnLotteryPage, seaLottery: SeaLotteryPage };

function Story({ language, as, route }: Args) {
  const [store] = useState(() => createLotteryStore(as, language));
  const path = route.split('?')[0] ?? '/vnLottery';
  const Page = PAGES[path.slice(1) as keyof typeof PAGES] ?? VnLotteryPage;
  return (
    <LotteryProviders store={store} language={language} route={route} path={path}>
      <Page />
    </LotteryProviders>
  );
}

const handlers = (data: LotteryHandlerData = {}) => ({
  msw: { handlers: () => createLotteryHandlers(data).handlers },
});

const meta = {
  title: 'lottery/LotteryPage',
  args: { language: 'EN', as: 'member', route: '/vnLottery' } satisfies Args,
  argTypes: {
    language: { control: 'select', options: [...supportedLanguages] },
    as: { control: 'inline-radio', options: ['visitor', 'member'] },
  },
  render: (args: Args) => <Story key={`${args.language}-${args.as}-${args.route}`} {...args} />,
  parameters: handlers({ recent: ['VN_FAST'] }),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lobby of a member: favourites, recent, popular and every group with its countdown. */
export const LobbyMember: Story = {};

/** The lobby of a visitor: no recent games, favourites ask to log in. */
export const LobbyVisitor: Story = { args: { as: 'visitor' } };

/** The menus still loading. */
export const Loading: Story = { parameters: handlers({ delayMs: 600_000 }) };

/** No game open. */
export const Empty: Story = { parameters: handlers({ menu: [] }) };

/** The menus failing. */
export const Failed: Story = { parameters: handlers({ fail: 'menu' }) };

/** The VN fast game, ready for a bet. */
export const BettingMember: Story = { args: { route: '/vnLottery?gameCode=VN_FAST' } };

/** A visitor may pick numbers; the slip asks to log in. */
export const BettingVisitor: Story = {
  args: { as: 'visitor', route: '/vnLottery?gameCode=VN_FAST' },
};

/** Between the close and the next open: "betting closed". */
export const ClosedDraw: Story = {
  args: { route: '/vnLottery?gameCode=VN_FAST' },
  parameters: handlers({ current: null }),
};

/** Bets won, lost and waiting, with the results. */
export const SettledBets: Story = {
  args: { route: '/vnLottery?gameCode=VN_FAST' },
  parameters: handlers({
    current: buildNumero('20261126-0004'),
    bets: [
      buildLotteryBet({ betId: 'b3', numero: '20261126-0004' }),
      buildLotteryBet({
        betId: 'b2',
        numero: '20261126-0003',
        status: 'WON',
        win: '70.00',
        settledAt: new Date().toISOString(),
      }),
      buildLotteryBet({
        betId: 'b1',
        numero: '20261126-0002',
        playType: 'VN_DE',
        numbers: ['07'],
        totalStake: '10.00',
        status: 'LOST',
        win: '0.00',
        settledAt: new Date().toISOString(),
      }),
    ],
  }),
};

/** The electronic lottery's positions, on /lottery with its vendor. */
export const ElectronicLottery: Story = {
  args: { route: '/lottery?gameCode=ELOTT_5D&vendor=ELOTT' },
};

/** /seaLottery asks a visitor to log in. */
export const SeaVisitor: Story = {
  args: { as: 'visitor', route: '/seaLottery?gameCode=SEA_4D' },
};

/** The Vietnamese texts. */
export const Vietnamese: Story = {
  args: { language: 'VI', route: '/vnLottery?gameCode=VN_FAST' },
};
