// The missions badge of the member-centre menu (SPEC.md §2: shown only above 0): how many missions
// the member can claim now, from MCSFE_getMissionSummaryDetails; stale on the event stream's
// `claimable` (tag 'Mission') and after money moves ('Balance').
import { selectIsLoggedIn } from '@lotusplay/auth';
import { useSelector } from 'react-redux';
import { useGetMissionSummaryQuery } from './mission-api';

/** The member's claimable missions (0 when logged out or not yet known). */
export function useClaimableMissionCount(): number {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data } = useGetMissionSummaryQuery(undefined, { skip: !loggedIn });
  return loggedIn ? (data?.claimable ?? 0) : 0;
}
