import { createTestStore } from '@lotusplay/test-utils';
import { agentCentreEntries, visibleAgentEntries } from './agent-centre-entries';
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
