import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import {
  buildMessages,
  createMessageHandlers,
  type MessageHandlerData,
} from '../../pages/message-v2/testing/message-handlers';
import { createMemberStore } from '../../pages/message-v2/testing/member-store';
import {
  buildLoyaltyData,
  createLoyaltyHandlers,
  type LoyaltyData,
} from '../../pages/player-rank/testing/loyalty-handlers';
import {
  buildRewardData,
  createRewardHandlers,
  type RewardData,
} from '../../pages/reward-center/testing/reward-handlers';
import { memberCentreEntries } from '../../state/member-centre-entries';
import { memberCentreOpened } from '../../state/member-centre-slice';
import type { MemberCentreBadgeCounts } from './badge-counts';
import MemberCentrePanel, { type MemberCentrePages } from './member-centre-panel';

const server = setupMswServer();

/** Missions with none to claim (the missions badge's count is 0). */
function noMissionsToClaim(): LoyaltyData {
  const data = buildLoyaltyData();
  data.missions = { missions: [], claimable: 0, earned: '0.00' };
  return data;
}

function renderPanel(
  pages: MemberCentrePages,
  page?: Parameters<typeof memberCentreOpened>[0],
  mailbox: MessageHandlerData = { messages: [] },
  badgeCounts?: MemberCentreBadgeCounts,
  loyalty: LoyaltyData = noMissionsToClaim(),
  rewards: RewardData = { rewards: [] },
) {
  server.use(
    ...createMessageHandlers(mailbox),
    ...createLoyaltyHandlers(loyalty),
    ...createRewardHandlers(rewards),
  );
  const store = createMemberStore();
  store.dispatch(memberCentreOpened(page));
  const i18n = createTestI18n({ language: 'EN' });
  renderWithProviders(<MemberCentrePanel pages={pages} badgeCounts={badgeCounts} />, {
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

  it('badges Platform messages with the unread count, and drops it once they are read', async () => {
    const mailbox: MessageHandlerData = { messages: buildMessages(5, 3) };
    const { dialog } = renderPanel(
      { messageV2: () => import('../../pages/message-v2/message-v2-page') },
      'messageV2',
      mailbox,
    );
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    const entry = within(menu).getByRole('button', { name: /^Platform messages/ });
    expect(await within(entry).findByRole('img', { name: '3 unread' })).toHaveTextContent('3');
    expect(entry).toHaveAccessibleName('Platform messages 3 unread');
    // The other entries draw no badge at 0 (and missions and rewards have no count here).
    expect(within(menu).getAllByRole('img')).toHaveLength(1);
    await within(dialog).findByRole('table', { name: 'Platform messages' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(entry).queryByRole('img')).not.toBeInTheDocument());
    expect(entry).toHaveAccessibleName('Platform messages');
  });

  it('badges Missions with the claimable count, and drops it once claimed', async () => {
    const loyalty = buildLoyaltyData();
    const { dialog } = renderPanel(
      {
        missionLeaderboard: () =>
          import('../../pages/mission-leaderboard/mission-leaderboard-page'),
      },
      'missionLeaderboard',
      { messages: [] },
      undefined,
      loyalty,
    );
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    const entry = within(menu).getByRole('button', { name: /^Missions/ });
    expect(await within(entry).findByRole('img', { name: '1 to claim' })).toHaveTextContent('1');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Claim Play 5 rounds' }),
    );
    await waitFor(() => expect(within(entry).queryByRole('img')).not.toBeInTheDocument());
    expect(loyalty.paid).toEqual([1]);
  });

  it('badges Reward centre with the claimable count, and drops it once claimed', async () => {
    const { dialog } = renderPanel(
      { rewardCenter: () => import('../../pages/reward-center/reward-center-page') },
      'rewardCenter',
      { messages: [] },
      undefined,
      noMissionsToClaim(),
      buildRewardData(),
    );
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    const entry = within(menu).getByRole('button', { name: /^Reward centre/ });
    expect(await within(entry).findByRole('img', { name: '1 to claim' })).toHaveTextContent('1');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Claim Weekend bonus' }),
    );
    await waitFor(() => expect(within(entry).queryByRole('img')).not.toBeInTheDocument());
  });

  it('draws the counts other features hand over, only above 0, 99+ beyond 99', async () => {
    const { dialog } = renderPanel(
      {},
      undefined,
      { messages: [] },
      {
        reward: () => 2,
        mission: () => 0,
      },
    );
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    expect(
      within(within(menu).getByRole('button', { name: /^Reward centre/ })).getByRole('img', {
        name: '2 to claim',
      }),
    ).toBeInTheDocument();
    expect(
      within(within(menu).getByRole('button', { name: 'Missions' })).queryByRole('img'),
    ).toBeNull();
    await waitFor(() => expect(within(menu).getAllByRole('img')).toHaveLength(1));
  });

  it('shows 99+ for a large count', async () => {
    const { dialog } = renderPanel({}, undefined, { messages: buildMessages(120, 120) });
    const entry = within(dialog).getByRole('button', { name: /^Platform messages/ });
    expect(await within(entry).findByRole('img', { name: '120 unread' })).toHaveTextContent('99+');
  });

  it('closes the centre', async () => {
    const { dialog, store } = renderPanel({});
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(store.getState().memberCentre.open).toBe(false);
  });
});
