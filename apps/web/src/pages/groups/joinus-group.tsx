// Lazy page group chunk (SPEC.md §2): the join page (agent and affiliate recruitment).
import { useMemberCentreGate } from '@lotusplay/auth';
import { JoinPage } from '@lotusplay/content';
import { useOpenMemberCentre } from '../../app/centres';
import type { PageGroupModule } from '../../routes/page-group';

/** The join page; a member's invite button opens the member centre's referral page. */
function JoinRoute() {
  const memberGate = useMemberCentreGate();
  const openMemberCentre = useOpenMemberCentre();
  return <JoinPage onInvite={() => memberGate(() => openMemberCentre('referral'))} />;
}

/** The pages of this group and the feature slices injected when it loads. */
export const pageGroup: PageGroupModule = {
  slices: [],
  pages: {
    join: JoinRoute,
  },
};
