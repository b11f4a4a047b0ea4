// Rules of the referral page (invite friends, issue 27). A member's referral code is its
// affiliate code (given one on first use, member module); registration with it makes the new
// member the referrer's downline (session module), so "the members it brought" are the
// referrer's downline. The operator's rule: when enabled, a referred member's FIRST credited
// deposit (the wallet's event) of at least `minFirstDeposit` pays the referrer `reward` once
// (ledger kind bonus, key `referral-<referred id>`, in the transaction that records the first
// deposit). A first deposit below the minimum, or made while the rule is off, pays nothing, and a
// later deposit never does. A self-referral — the referred account carries the referrer's own
// e-mail or mobile number, or is the referrer — is recorded as refused and pays nothing.
import type {
  OpsReferralRuleInput,
  ReferralQuery,
  ReferralResponse,
  ReferralRule,
  ReferredMember,
} from '@lotusplay/api-client/contracts';
import {
  ErrorCodes,
  parseMoney,
  ReferralLimits,
  ReferralMessages,
  toMoneyString,
} from '@lotusplay/api-client/contracts';
import { AppError } from '../../lib/envelope';
import type { MemberRow, MemberService } from '../member/member.service';
import type { WalletService } from '../wallet/wallet.service';
import type { ReferralRepository, ReferralRuleRow } from './referral.repository';

/** A referred member's name as the referrer sees it: its first and last letters only. */
export function maskReferredName(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  if (username.length <= 5) return `${username.slice(0, 2)}***`;
  return `${username.slice(0, 3)}***${username.slice(-2)}`;
}

/** Whether `referred` is the referrer under another name: itself, its e-mail or mobile number. */
export function isSelfReferral(referrer: MemberRow, referred: MemberRow): boolean {
  if (referrer.id === referred.id) return true;
  const email = (row: MemberRow) => row.email?.trim().toLowerCase() || null;
  if (email(referrer) !== null && email(referrer) === email(referred)) return true;
  return (
    referrer.mobileNum !== null &&
    referrer.mobileNum === referred.mobileNum &&
    referrer.countryDialingCode === referred.countryDialingCode
  );
}

const OFF: Omit<ReferralRuleRow, 'id' | 'updatedAt'> = {
  enabled: false,
  minFirstDeposit: 0,
  reward: 0,
};

const ruleView = (rule: Omit<ReferralRuleRow, 'id' | 'updatedAt'>): ReferralRule => ({
  enabled: rule.enabled,
  minFirstDeposit: toMoneyString(rule.minFirstDeposit),
  reward: toMoneyString(rule.reward),
});

/** The referral module's service. */
export class ReferralService {
  constructor(
    private readonly repository: ReferralRepository,
    private readonly members: Pick<MemberService, 'findById' | 'ensureAffiliateCode' | 'downlines'>,
    private readonly wallet: Pick<WalletService, 'prepareCredit' | 'balancesChanged'>,
    private readonly clock: () => Date,
  ) {}

  /**
   * `MCSFE_getReferral`: the member's code (given now when it has none), the rule, what the
   * referral earned and a page of the members registered with the code (names masked). Only the
   * asking member's own referrals: the call takes no member id.
   */
  async referral(memberId: number, query: ReferralQuery): Promise<ReferralResponse> {
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? ReferralLimits.defaultPageSize;
    const code = await this.members.ensureAffiliateCode(memberId);
    if (code === null) {
      throw new AppError(403, ErrorCodes.Forbidden, 'A trial account has no referral');
    }
    const [rule, page, earned] = await Promise.all([
      this.repository.rule(),
      this.members.downlines(memberId, (pageNo - 1) * pageSize, pageSize),
      this.repository.earned(memberId),
    ]);
    const deposits = new Map(
      (
        await this.repository.firstDepositsOf(
          memberId,
          page.rows.map((row) => row.id),
        )
      ).map((row) => [row.memberId, row]),
    );
    const list = page.rows.map((row): ReferredMember => {
      const first = deposits.get(row.id);
      return {
        username: maskReferredName(row.username),
        registeredAt: row.createdAt.toISOString(),
        status: first?.status ?? 'registered',
        firstDeposit: first ? toMoneyString(first.amount) : null,
        reward: first?.status === 'rewarded' ? toMoneyString(first.reward) : null,
        rewardedAt: first?.status === 'rewarded' ? first.at.toISOString() : null,
      };
    });
    return {
      referralCode: code,
      rule: ruleView(rule ?? OFF),
      invited: page.total,
      rewarded: earned.rewarded,
      earned: toMoneyString(earned.total),
      list,
      pageNo,
      pageSize,
      total: page.total,
      totalPages: Math.ceil(page.total / pageSize),
    };
  }

  /**
   * A deposit was credited (the wallet's event, after its commit). When the member was referred
   * and this is its first deposit the module hears of, it is recorded with its outcome and, under
   * the rule, the referrer's reward is paid in the same transaction — once: a replayed or
   * concurrent event finds the row (and the ledger key) and pays nothing.
   */
  async depositCredited(event: { memberId: number; orderNo: string; amount: number }) {
    const referred = await this.members.findById(event.memberId);
    if (!referred || referred.uplineId === null) return;
    if (await this.repository.firstDeposit(referred.id)) return;
    const referrer = await this.members.findById(referred.uplineId);
    if (!referrer) return;
    const rule = (await this.repository.rule()) ?? OFF;
    const self = isSelfReferral(referrer, referred);
    const qualifies =
      !self && rule.enabled && rule.reward > 0 && event.amount >= rule.minFirstDeposit;
    const status = self ? 'refused' : qualifies ? 'rewarded' : 'notQualified';
    const pay = qualifies
      ? await this.wallet.prepareCredit(referrer.id, 'bonus', rule.reward, {
          idempotencyKey: `referral-${referred.id}`,
          reference: `referral ${maskReferredName(referred.username)} first deposit`,
        })
      : null;
    const row = await this.repository.recordFirstDeposit(
      {
        memberId: referred.id,
        referrerId: referrer.id,
        orderNo: event.orderNo,
        amount: event.amount,
        status,
        reward: qualifies ? rule.reward : 0,
        at: this.clock(),
      },
      pay,
    );
    if (row?.status === 'rewarded') {
      this.wallet.balancesChanged(referrer.id);
    }
  }

  // Operator commands.

  /** The rule as it stands (off when never set). */
  async opsRule(): Promise<ReferralRule> {
    return ruleView((await this.repository.rule()) ?? OFF);
  }

  /** Sets the rule; 400 for a bad amount, or an enabled rule without a reward. */
  async setRule(input: OpsReferralRuleInput): Promise<ReferralRule> {
    const orZero = (text: string) => (/^0+(\.0{1,2})?$/.test(text.trim()) ? 0 : parseMoney(text));
    const minFirstDeposit = orZero(input.minFirstDeposit);
    const reward = orZero(input.reward);
    if (minFirstDeposit === null || reward === null || (input.enabled && reward === 0)) {
      throw new AppError(400, ErrorCodes.Validation, ReferralMessages.amountInvalid);
    }
    return ruleView(
      await this.repository.putRule({
        enabled: input.enabled,
        minFirstDeposit,
        reward,
        updatedAt: this.clock(),
      }),
    );
  }
}
