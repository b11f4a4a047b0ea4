// Builds the MemberInfo view of a member (shared by member info, login and registration).
import type { AccountType, MemberInfo } from '@lotusplay/api-client';
import { TRIAL_ACCOUNT_TYPE } from '@lotusplay/api-client/contracts';
import type { SystemService } from '../system/system.service';
import type { MemberRepository, MemberRow } from './member.repository';

/** Assembles MemberInfo from the member row, its avatar, messages, promotions and the brand. */
export class MemberInfoBuilder {
  constructor(
    private readonly members: MemberRepository,
    private readonly system: Pick<SystemService, 'getBrand'>,
    /** availablePromoCount of a member (MemberService adds the other modules' counts). */
    private readonly availablePromotions: (memberId: number) => Promise<number>,
    /** unreadMessage of a member (the messages module's count, through MemberService). */
    private readonly unreadMessages: (memberId: number) => Promise<number>,
  ) {}

  async build(member: MemberRow): Promise<MemberInfo> {
    const [brand, avatar, unreadMessage, availablePromoCount] = await Promise.all([
      this.system.getBrand(),
      member.avatarId === null ? null : this.members.findAvatar(member.avatarId),
      this.unreadMessages(member.id),
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
      // The referral promotion is open to every real account: its referral code is given on the
      // referral page's first call (referral module) if it has none yet; a trial account has none.
      availablePromo: [{ type: 'REFERRAL', enabled: member.isAgent !== TRIAL_ACCOUNT_TYPE }],
      avatarUrl: avatar?.url ?? null,
      mobileNum: member.mobileNum,
      countryDialingCode: member.countryDialingCode,
      email: member.email,
    };
  }
}
