// The counts of the menu's red badges (SPEC.md §2: missions, messages and rewards, shown only above
// 0). Each badge's count is a hook, called by the panel while it is open: a feature's hook reads
// its own data (an RTK Query subscription or a selector) and answers a number. The member centre's
// own counts are the defaults below; a page of the member centre adds its hook here
// (`reward: useClaimableRewardCount`), a page of another package hands its hook to the panel through
// its `badgeCounts` prop, which the app composes like `pages`.
import {
  selectIsLoggedIn,
  selectUnreadMessageCount,
  useGetUnreadCountQuery,
} from '@lotusplay/auth';
import { useSelector } from 'react-redux';
import { useClaimableMissionCount } from '../../pages/mission-leaderboard/use-claimable-mission-count';
import { useClaimableRewardCount } from '../../pages/reward-center/use-claimable-reward-count';
import type { MemberCentreBadge } from '../../state/member-centre-entries';

/** A hook answering one badge's count; the badge shows only when it is above 0. */
export type MemberCentreBadgeCount = () => number;

/** The count hook of each badge the panel draws. */
export type MemberCentreBadgeCounts = Partial<Record<MemberCentreBadge, MemberCentreBadgeCount>>;

/**
 * The member's unread messages: the header's count (the auth slice's, from member info and
 * `CSP_unreadCount`), read afresh when the centre opens and whenever 'UnreadCount' goes stale (a
 * message arrives on the event stream, one is read or deleted).
 */
export function useUnreadMessageCount(): number {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data } = useGetUnreadCountQuery(undefined, { skip: !loggedIn });
  const known = useSelector(selectUnreadMessageCount);
  return loggedIn ? (data?.unreadMessage ?? known) : 0;
}

/** The member centre's own badge counts. */
export const memberCentreBadgeCounts: MemberCentreBadgeCounts = {
  message: useUnreadMessageCount,
  mission: useClaimableMissionCount,
  reward: useClaimableRewardCount,
};
