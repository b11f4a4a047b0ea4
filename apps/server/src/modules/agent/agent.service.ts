// Rules of the agent module: affiliate and referral codes (an agent's code makes new members its
// downline). The codes belong to member accounts, reached through the member service.
import type { MemberService } from '../member/member.service';

/** The agent calls. */
export class AgentService {
  constructor(private readonly members: MemberService) {}

  /** GET /wps/agent/affiliate: whether an affiliate / referral code exists and may be used. */
  async checkAffiliate(code: string): Promise<boolean> {
    return (await this.members.findAffiliateOwner(code)) !== null;
  }
}
