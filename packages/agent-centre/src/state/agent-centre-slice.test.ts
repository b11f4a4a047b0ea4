import { createTestStore } from '@lotusplay/test-utils';
import type { ConsolidatedContracts } from '@lotusplay/api-client';
import {
  agentCentreEntries,
  agentFeatureFlagsOf,
  visibleAgentEntries,
  waitingOffersOf,
} from './agent-centre-entries';
import {
  agentCentreClosed,
  agentCentreOpened,
  agentCentrePageSelected,
  agentCentreSlice,
  selectAgentCentreOpen,
  selectAgentCentrePage,
} from './agent-centre-slice';

const none = { dividend: false, dailySalary: false, hourSalary: false, realtimeSalary: false };
const always = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
];

describe('agentCentreEntries', () => {
  it('has the twelve SPEC.md §2 entries in order', () => {
    expect(agentCentreEntries.map((entry) => entry.page)).toEqual([
      ...always,
      'agentDividendRecordCopy2',
      'agentDailyWages2',
      'agentHourSalary',
      'agentRealtimeSalary',
    ]);
  });

  it('shows only the unconditional entries when no feature is on', () => {
    expect(visibleAgentEntries(none).map((entry) => entry.page)).toEqual(always);
  });

  it.each([
    ['dividend', 'agentDividendRecordCopy2'],
    ['dailySalary', 'agentDailyWages2'],
    ['hourSalary', 'agentHourSalary'],
    ['realtimeSalary', 'agentRealtimeSalary'],
  ] as const)('%s adds %s', (flag, page) => {
    expect(visibleAgentEntries({ ...none, [flag]: true }).map((entry) => entry.page)).toEqual([
      ...always,
      page,
    ]);
  });

  it('shows everything when every feature is on', () => {
    const all = { dividend: true, dailySalary: true, hourSalary: true, realtimeSalary: true };
    expect(visibleAgentEntries(all)).toHaveLength(12);
  });
});

describe('agentFeatureFlagsOf and waitingOffersOf', () => {
  const consolidated: ConsolidatedContracts = {
    divtypereq: 2,
    dailysalreqtype: 1,
    contracthoursalreq: 0,
    realtimesalreqtype: 1,
    divinfotype: 2,
    dailysalinfotype: 1,
    hoursalinfotype: 0,
    realtimesalinfotype: 0,
  };

  it('shows a kind when its info type is 1 or 2', () => {
    expect(agentFeatureFlagsOf(consolidated)).toEqual({
      dividend: true,
      dailySalary: true,
      hourSalary: false,
      realtimeSalary: false,
    });
  });

  it('hides every kind without an answer', () => {
    expect(agentFeatureFlagsOf(undefined)).toEqual(none);
    expect(waitingOffersOf(undefined)).toEqual([]);
  });

  it('finds the kinds whose offer waits (request type 1)', () => {
    expect(waitingOffersOf(consolidated)).toEqual(['dailySalary', 'realtimeSalary']);
  });
});

describe('agentCentreSlice', () => {
  it('starts closed on agentTeamOverview', () => {
    const store = createTestStore([agentCentreSlice]);
    expect(selectAgentCentreOpen(store.getState())).toBe(false);
    expect(selectAgentCentrePage(store.getState())).toBe('agentTeamOverview');
  });

  it('opens, selects, closes and reopens on the default page', () => {
    const store = createTestStore([agentCentreSlice]);
    store.dispatch(agentCentreOpened('agentHourSalary'));
    expect(store.getState().agentCentre).toEqual({ open: true, page: 'agentHourSalary' });
    store.dispatch(agentCentrePageSelected('registerCenter'));
    expect(selectAgentCentrePage(store.getState())).toBe('registerCenter');
    store.dispatch(agentCentreClosed());
    expect(selectAgentCentreOpen(store.getState())).toBe(false);
    store.dispatch(agentCentreOpened(undefined));
    expect(store.getState().agentCentre).toEqual({ open: true, page: 'agentTeamOverview' });
  });
});
