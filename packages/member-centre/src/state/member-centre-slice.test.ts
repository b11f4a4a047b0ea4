import { createTestStore } from '@lotusplay/test-utils';
import { OPEN_MY_ACCOUNT_ACTION } from '@lotusplay/wallet';
import { memberCentreEntries, memberCentreEntryForPage } from './member-centre-entries';
import {
  memberCentreClosed,
  memberCentreOpened,
  memberCentrePageSelected,
  memberCentreSlice,
  selectMemberCentreOpen,
  selectMemberCentrePage,
} from './member-centre-slice';

describe('memberCentreEntries', () => {
  it('lists the SPEC.md §2 pages in order', () => {
    expect(memberCentreEntries.map((entry) => entry.page)).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
    ]);
  });

  it('puts badges on missions, messages and rewards only', () => {
    const badged = memberCentreEntries
      .filter((entry) => 'badge' in entry)
      .map((entry) => entry.page);
    expect(badged.sort()).toEqual(['messageV2', 'missionLeaderboard', 'rewardCenter']);
  });

  it('finds the entry of a page', () => {
    expect(memberCentreEntryForPage('referral')?.key).toBe('inviteFriends');
    expect(memberCentreEntryForPage('playerRank')).toBeUndefined();
  });
});

describe('memberCentreSlice', () => {
  it('starts closed on securityCenter', () => {
    const store = createTestStore([memberCentreSlice]);
    expect(selectMemberCentreOpen(store.getState())).toBe(false);
    expect(selectMemberCentrePage(store.getState())).toBe('securityCenter');
  });

  it('opens on a given page, selects another, closes, and reopens on the default', () => {
    const store = createTestStore([memberCentreSlice]);
    store.dispatch(memberCentreOpened('referral'));
    expect(store.getState().memberCentre).toEqual({ open: true, page: 'referral' });
    store.dispatch(memberCentrePageSelected('messageV2'));
    expect(selectMemberCentrePage(store.getState())).toBe('messageV2');
    store.dispatch(memberCentreClosed());
    expect(selectMemberCentreOpen(store.getState())).toBe(false);
    store.dispatch(memberCentreOpened(undefined));
    expect(store.getState().memberCentre).toEqual({ open: true, page: 'securityCenter' });
  });
});

describe("the wallet's My account action", () => {
  it('is the action that shows My account (the withdrawal page sends a member without a bank account there)', () => {
    expect(memberCentrePageSelected('securityCenter')).toEqual(OPEN_MY_ACCOUNT_ACTION);
    const store = createTestStore([memberCentreSlice]);
    store.dispatch(memberCentreOpened('withdraw'));
    store.dispatch(OPEN_MY_ACCOUNT_ACTION);
    expect(selectMemberCentrePage(store.getState())).toBe('securityCenter');
  });
});
