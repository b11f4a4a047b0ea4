// The rewards badge of the member-centre menu (SPEC.md §2: shown only above 0): how many approved
// rewards wait to be claimed, from MCSFE_getRewardCenter; stale on the event stream's `claimable`
// (tag 'Reward').
import { selectIsLoggedIn } from '@lotusplay/auth';
import { useSelector } from 'react-redux';
import { useGetRewardCenterQuery } from './reward-api';

/** The member's claimable rewards (0 when logged out or not yet known). */
export function useClaimableRewardCount(): number {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data } = useGetRewardCenterQuery(undefined, { skip: !loggedIn });
  return loggedIn ? (data?.claimable ?? 0) : 0;
}
