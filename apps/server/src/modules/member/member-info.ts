// Builds the MemberInfo view of a member (shared by member info, login and registration).
import type { AccountType, MemberInfo } from '@lotusplay/api-client';
import type { SystemService } from '../system/system.service';
import type { MemberRepository, MemberRow } from './member.repository';

/** Assembles MemberInfo from the member row, its avatar, messages, promotions and the brand. */
export class MemberInfoBuilder {
  constructor(
    private readonly members: MemberRepository,
    private readonly system: Pick<SystemService, 'getBrand'>,
    /** availablePromoCount of a member (MemberService adds the other modules' counts). */
    private readonly availablePromotions: (memberId: number) => Promise<number>,
  ) {}

  async build(member: MemberRow): Promise<MemberInfo> {
    const [brand, avatar, unreadMessage, availablePromoCount] = await Promise.all([
      this.system.getBrand(),
      member.avatarId === null ? null : this.members.findAvatar(member.avatarId),
      this.members.countUnreadMessages(member.id),
      this.availablePromotions(member.id),
    ]);
    const type = member.isAgent as AccountType;
    return {
      id: member.id,
      account: member.username,
      nickname: member.nickname,
      type,
      isAgent: type,
      toUpline: member.toUpline,
      clubLabel:
        member.clubLabelName !== null
          ? { labelName: member.clubLabelName, rankLevel: member.clubRankLevel ?? 0 }
          : null,
      memberLabel: member.memberLabels.map((labelName) => ({ labelName })),
      memberLabelColor: member.memberLabelColor,
      customerId: member.customerId,
      currencySymbol: brand.currencySymbol,
      unreadMessage,
      availablePromoCount,
      // The referral promotion is open to members who own a referral code.
      availablePromo: [{ type: 'REFERRAL', enabled: member.affiliateCode !== null }],
      avatarUrl: avatar?.url ?? null,
      mobileNum: member.mobileNum,
      countryDialingCode: member.countryDialingCode,
      email: member.email,
    };
  }
}
