export { MemberCentrePanel } from './components/member-centre-panel/lazy-member-centre-panel';
export {
  DEFAULT_MEMBER_CENTRE_PAGE,
  memberCentreEntries,
  memberCentreEntryForPage,
} from './state/member-centre-entries';
export {
  memberCentreClosed,
  memberCentreOpened,
  memberCentrePageSelected,
  memberCentreSlice,
  selectMemberCentreOpen,
  selectMemberCentrePage,
} from './state/member-centre-slice';

export type {
  MemberCentreBadge,
  MemberCentreEntry,
  MemberCentreEntryPage,
  MemberCentrePage,
} from './state/member-centre-entries';
export type { MemberCentreState } from './state/member-centre-slice';
export type {
  MemberCentrePageLoader,
  MemberCentrePages,
  MemberCentrePanelProps,
} from './components/member-centre-panel/member-centre-panel';
export type {
  MemberCentreBadgeCount,
  MemberCentreBadgeCounts,
} from './components/member-centre-panel/badge-counts';
export { memberCentreManifest } from './manifest';
