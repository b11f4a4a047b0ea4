// The member-centre menu of SPEC.md §2, in order.

/** Which count a menu entry's red badge shows (only when above 0). */
export type MemberCentreBadge = 'mission' | 'message' | 'reward';

/** One member-centre menu entry: a translation key for its label and the page it opens. */
export interface MemberCentreEntry {
  key: string;
  page: MemberCentreEntryPage;
  badge?: MemberCentreBadge;
}

/** The member-centre menu entries of SPEC.md §2, in display order. */
export const memberCentreEntries = [
  { key: 'myAccount', page: 'securityCenter' },
  { key: 'myWallet', page: 'transferFund' },
  { key: 'increaseDeposit', page: 'depositv2' },
  { key: 'increaseWithdrawal', page: 'withdraw' },
  { key: 'transferToUpline', page: 'transferUpline' },
  { key: 'bettingRecord', page: 'personalHistoryCopy' },
  { key: 'accountRecord', page: 'transactionHistory' },
  { key: 'personalLoss', page: 'personalProfit' },
  { key: 'bonusDetails', page: 'bonusDetails' },
  { key: 'rewardCentre', page: 'rewardCenter', badge: 'reward' },
  { key: 'inviteFriends', page: 'referral' },
  { key: 'missionActivity', page: 'missionLeaderboard', badge: 'mission' },
  { key: 'platformInformation', page: 'messageV2', badge: 'message' },
] as const satisfies readonly { key: string; page: string; badge?: MemberCentreBadge }[];

/** A page reachable from the member-centre menu. */
export type MemberCentreEntryPage = (typeof memberCentreEntries)[number]['page'];

/** Every member-centre page: the menu pages plus playerRank, reached from elsewhere. */
export type MemberCentrePage = MemberCentreEntryPage | 'playerRank';

/** The page the member centre opens on (SPEC.md §2). */
export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

/** The menu entry that opens `page`, or undefined for pages without one (playerRank). */
export function memberCentreEntryForPage(page: MemberCentrePage): MemberCentreEntry | undefined {
  return memberCentreEntries.find((entry) => entry.page === page);
}
