// Rules of the reward centre (issue 27, rewardCenter; SPEC.md §4's activity statuses, §5's comment,
// images and Zalo / WhatsApp prompts): which rewards a member sees and in which status, joining and
// applying (checked here, never by the browser: images are png or jpg by their bytes, 5 MB at
// most, 3 at most), the operator's review, and the payment through the wallet's ledger exactly
// once (on the member's claim, or on an approval that issues it).
import { createHash } from 'node:crypto';
import type { LanguageCode } from '@lotusplay/api-client';
import {
  ErrorCodes,
  parseMoney,
  PromotionLimits,
  RewardErrorCodes,
  RewardLimits,
  RewardMessages,
  rewardImageType,
  TRIAL_ACCOUNT_TYPE,
  toMoneyString,
} from '@lotusplay/api-client/contracts';
import type {
  OpsReward,
  OpsRewardApplication,
  OpsRewardInput,
  PromotionSummary,
  RewardApplyRequest,
  RewardCenterResponse,
  RewardClaimResponse,
  RewardContact,
  RewardErrorCode,
  RewardItem,
  RewardJoinRequest,
  RewardParticipationStatus,
  RewardStatus,
} from '@lotusplay/api-client/contracts';
import { AppError } from '../../lib/envelope';
import type { PromotionsService } from '../content/promotions.service';
import type { MemberEvents } from '../events/events.service';
import type { MemberAccountService } from '../member/member-account.service';
import type { MemberService } from '../member/member.service';
import type { WalletService } from '../wallet/wallet.service';
import type {
  NewRewardImage,
  ParticipationRow,
  RewardRow,
  RewardsRepository,
} from './rewards.repository';

const error = (status: number, code: RewardErrorCode, message: string) =>
  new AppError(status, code, message);
const notFound = () => error(404, RewardErrorCodes.NotFound, RewardMessages.notFound);
const notOpen = () => error(409, RewardErrorCodes.NotOpen, RewardMessages.notOpen);
const invalid = (message: string) => new AppError(400, ErrorCodes.Validation, message);

/** The status a member sees of a reward, from the promotion's window and the member's taking part. */
export function rewardStatus(
  reward: Pick<RewardRow, 'mode'>,
  promotion: Pick<PromotionSummary, 'status'>,
  participation: Pick<ParticipationRow, 'status'> | null,
): RewardStatus {
  if (participation) return participation.status;
  if (promotion.status === 'UPCOMING') return 'comingSoon';
  if (promotion.status === 'ENDED') return 'close';
  return reward.mode === 'join' ? 'join' : 'applying';
}

/** The reward centre: the member's rewards, joining, applying, claiming; the operator's review. */
export class RewardsService {
  constructor(
    private readonly repository: RewardsRepository,
    private readonly promotions: PromotionsService,
    private readonly wallet: WalletService,
    private readonly members: MemberService,
    private readonly account: MemberAccountService,
    private readonly events: Pick<MemberEvents, 'claimablesChanged'>,
    private readonly clock: () => Date,
  ) {}

  /** `MCSFE_getRewardCenter`: every listed promotion with a reward, in the brand's order. */
  async list(memberId: number, lang: LanguageCode): Promise<RewardCenterResponse> {
    const [{ list }, rewards, taken] = await Promise.all([
      this.promotions.list(lang),
      this.repository.rewards(),
      this.repository.participations(memberId),
    ]);
    const rewardOf = new Map(rewards.map((r) => [r.promotionId, r]));
    const takenOf = new Map(taken.map((p) => [p.promotionId, p]));
    const items: RewardItem[] = [];
    for (const promotion of list) {
      const reward = rewardOf.get(promotion.id);
      if (!reward) continue;
      const part = takenOf.get(promotion.id) ?? null;
      items.push({
        promotionId: promotion.id,
        title: promotion.title,
        summary: promotion.summary,
        imageUrl: promotion.imageUrl,
        startTime: promotion.startTime,
        endTime: promotion.endTime,
        mode: reward.mode,
        payout: reward.payout,
        amount: toMoneyString(part && part.amount > 0 ? part.amount : reward.amount),
        contact: reward.contact,
        status: rewardStatus(reward, promotion, part),
        comment: part?.comment ?? null,
        imageCount: part?.imageCount ?? 0,
        rejectReason: part?.rejectReason ?? null,
        takenAt: part?.takenAt.toISOString() ?? null,
        paidAt: part?.paidAt?.toISOString() ?? null,
      });
    }
    return { rewards: items, claimable: items.filter((i) => i.status === 'claim').length };
  }

  /** How many rewards wait to be claimed (the menu's badge, member info's availablePromoCount). */
  claimableCount(memberId: number): Promise<number> {
    return this.repository.claimableCount(memberId);
  }

  /** The reward and its promotion, open to take part in the way `mode` says. */
  private async open(promotionId: number, mode: RewardRow['mode']) {
    const reward = await this.repository.reward(promotionId);
    if (!reward) throw notFound();
    const { list } = await this.promotions.list('EN');
    const promotion = list.find((p) => p.id === promotionId);
    if (!promotion) throw notFound();
    if (promotion.status !== 'ONGOING' || reward.mode !== mode) throw notOpen();
    return reward;
  }

  /** Checks the member may take part: a real account, not taken part yet. */
  private async checkMember(promotionId: number, memberId: number) {
    const member = await this.members.findById(memberId);
    if (!member) throw new AppError(401, ErrorCodes.Unauthorized, 'Please log in again.');
    if (member.isAgent === TRIAL_ACCOUNT_TYPE) {
      throw error(403, RewardErrorCodes.RealAccountRequired, RewardMessages.realAccountRequired);
    }
    if (await this.repository.participation(promotionId, memberId)) {
      throw error(409, RewardErrorCodes.AlreadyTaken, RewardMessages.alreadyTaken);
    }
  }

  /**
   * The contact the reward needs: the one sent, else the member's profile's; 400
   * REWARD_CONTACT_REQUIRED with SPEC.md §5's prompt when neither.
   */
  private async contactFor(
    contact: RewardContact | null,
    sent: string | undefined,
    memberId: number,
  ): Promise<string | null> {
    if (!contact) return null;
    const value = sent?.trim() || (await this.account.profile(memberId)).values[contact]?.trim();
    if (!value) {
      throw error(
        400,
        RewardErrorCodes.ContactRequired,
        contact === 'zalo' ? RewardMessages.zaloRequired : RewardMessages.whatsappRequired,
      );
    }
    if (!new RegExp(RewardLimits.contactPattern).test(value)) {
      throw invalid(RewardMessages.contactInvalid);
    }
    return value;
  }

  private async takePart(
    memberId: number,
    row: Omit<
      ParticipationRow,
      | 'id'
      | 'amount'
      | 'rejectReason'
      | 'ledgerTransactionId'
      | 'reviewedAt'
      | 'paidAt'
      | 'memberId'
    >,
    images: NewRewardImage[],
  ): Promise<RewardItem> {
    const saved = await this.repository.takePart({ ...row, memberId }, images);
    if (!saved) throw error(409, RewardErrorCodes.AlreadyTaken, RewardMessages.alreadyTaken);
    const { rewards } = await this.list(memberId, 'EN');
    return rewards.find((r) => r.promotionId === row.promotionId)!;
  }

  /** `MCSFE_joinReward`: joins a reward to join (then the operator reviews it). */
  async join(memberId: number, request: RewardJoinRequest): Promise<RewardItem> {
    const reward = await this.open(request.promotionId, 'join');
    await this.checkMember(request.promotionId, memberId);
    const contact = await this.contactFor(reward.contact, request.contact, memberId);
    return this.takePart(
      memberId,
      {
        promotionId: request.promotionId,
        status: 'joined',
        comment: null,
        contact,
        takenAt: this.clock(),
      },
      [],
    );
  }

  /** The images of an application, checked: at most 3, each png or jpg by its bytes and ≤ 5 MB. */
  private images(request: RewardApplyRequest): NewRewardImage[] {
    if (request.images.length > RewardLimits.maxImages) {
      throw error(400, RewardErrorCodes.TooManyImages, RewardMessages.tooManyImages);
    }
    return request.images.map(({ dataBase64 }) => {
      const data = Buffer.from(dataBase64, 'base64');
      if (data.length > RewardLimits.imageMaxBytes) {
        throw error(400, RewardErrorCodes.ImageTooLarge, RewardMessages.imageTooLarge);
      }
      const contentType = data.length > 0 ? rewardImageType(data) : null;
      if (!contentType)
        throw error(400, RewardErrorCodes.ImageInvalid, RewardMessages.imageInvalid);
      return {
        contentType,
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        data,
      };
    });
  }

  /** `MCSFE_applyReward`: applies with a comment (≤ 140 characters) and up to 3 images. */
  async apply(memberId: number, request: RewardApplyRequest): Promise<RewardItem> {
    const comment = request.comment.trim();
    if ([...comment].length > RewardLimits.commentMaxLength) {
      throw invalid(RewardMessages.commentTooLong);
    }
    const images = this.images(request);
    const reward = await this.open(request.promotionId, 'apply');
    await this.checkMember(request.promotionId, memberId);
    const contact = await this.contactFor(reward.contact, request.contact, memberId);
    return this.takePart(
      memberId,
      {
        promotionId: request.promotionId,
        status: 'process',
        comment,
        contact,
        takenAt: this.clock(),
      },
      images,
    );
  }

  private pay(participation: ParticipationRow, amount: number, code: string) {
    return this.wallet.prepareCredit(participation.memberId, 'bonus', amount, {
      idempotencyKey: `reward-${participation.promotionId}-${participation.memberId}`,
      reference: `promotion ${code} reward`,
    });
  }

  private async codeOf(promotionId: number): Promise<string> {
    const all = await this.promotions.all();
    return all.find((p) => p.id === promotionId)?.code ?? String(promotionId);
  }

  /**
   * `MCSFE_claimReward`: pays an approved reward into the main wallet (ledger kind bonus) in the
   * transaction that moves it to `claimed`. A second claim — replayed, concurrent, on another
   * process — finds it claimed and is 409 REWARD_ALREADY_CLAIMED: paid once.
   */
  async claim(memberId: number, promotionId: number): Promise<RewardClaimResponse> {
    const part = await this.repository.participation(promotionId, memberId);
    if (!part) throw notFound();
    const claimed = () =>
      error(409, RewardErrorCodes.AlreadyClaimed, RewardMessages.alreadyClaimed);
    if (part.status === 'claimed') throw claimed();
    if (part.status !== 'claim') {
      throw error(409, RewardErrorCodes.NotClaimable, RewardMessages.notClaimable);
    }
    const pay = await this.pay(part, part.amount, await this.codeOf(promotionId));
    const now = this.clock();
    try {
      const paid = await this.repository.move(
        part.id,
        ['claim'],
        { status: 'claimed', paidAt: now },
        pay,
      );
      if (!paid) throw claimed();
      return { promotionId, amount: toMoneyString(paid.amount), paidAt: now.toISOString() };
    } finally {
      this.wallet.balancesChanged(memberId);
      this.events.claimablesChanged(memberId);
    }
  }

  // Operator commands.

  /** Sets the reward of the promotion `code` (`PUT /ops/rewards/:code`). */
  async setReward(code: string, input: OpsRewardInput): Promise<OpsReward> {
    const promotion = (await this.promotions.all()).find((p) => p.code === code);
    if (!promotion) throw notFound();
    const amount = parseMoney(input.amount);
    if (amount === null || !(amount > 0) || amount > PromotionLimits.maxPrizeAmount) {
      throw invalid(RewardMessages.amountInvalid);
    }
    const row = await this.repository.putReward(
      {
        promotionId: promotion.id,
        mode: input.mode,
        payout: input.payout,
        amount,
        contact: input.contact ?? null,
      },
      this.clock(),
    );
    return {
      promotionId: row.promotionId,
      code,
      mode: row.mode,
      payout: row.payout,
      amount: toMoneyString(row.amount),
      contact: row.contact,
    };
  }

  /** The members' taking part (of one status), newest first. */
  async applications(status?: RewardParticipationStatus): Promise<OpsRewardApplication[]> {
    const [rows, all] = await Promise.all([
      this.repository.all(status, RewardLimits.opsListMax),
      this.promotions.all(),
    ]);
    const codes = new Map(all.map((p) => [p.id, p.code]));
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        promotionId: row.promotionId,
        code: codes.get(row.promotionId) ?? String(row.promotionId),
        username: (await this.members.findById(row.memberId))?.username ?? '',
        status: row.status,
        comment: row.comment,
        contact: row.contact,
        imageCount: row.imageCount,
        amount: toMoneyString(row.amount),
        rejectReason: row.rejectReason,
        takenAt: row.takenAt.toISOString(),
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
      })),
    );
  }

  private async reviewed(id: number): Promise<OpsRewardApplication> {
    const found = (await this.applications()).find((a) => a.id === id);
    if (!found) throw notFound();
    return found;
  }

  /**
   * Approves a joined or applied reward: claimable by the member (payout claim), or paid now
   * (payout issue) in the transaction that moves it; the member's tabs hear of it.
   */
  async approve(id: number): Promise<OpsRewardApplication> {
    const part = await this.repository.participationById(id);
    if (!part) throw notFound();
    const reward = await this.repository.reward(part.promotionId);
    if (!reward) throw notFound();
    const pending = ['joined', 'process'] as const;
    if (!pending.includes(part.status as (typeof pending)[number])) {
      throw error(409, RewardErrorCodes.AlreadyReviewed, RewardMessages.alreadyReviewed);
    }
    const now = this.clock();
    const issue = reward.payout === 'issue';
    const pay = issue
      ? await this.pay(part, reward.amount, await this.codeOf(part.promotionId))
      : undefined;
    try {
      const moved = await this.repository.move(
        id,
        pending,
        {
          status: issue ? 'issued' : 'claim',
          amount: reward.amount,
          reviewedAt: now,
          paidAt: issue ? now : null,
        },
        pay,
      );
      if (!moved)
        throw error(409, RewardErrorCodes.AlreadyReviewed, RewardMessages.alreadyReviewed);
    } finally {
      if (issue) this.wallet.balancesChanged(part.memberId);
      this.events.claimablesChanged(part.memberId);
    }
    return this.reviewed(id);
  }

  /** An application's image (`index` from 1, in the order sent) for the operator's review. */
  async image(id: number, index: number): Promise<{ contentType: string; data: Buffer }> {
    const row = index >= 1 ? await this.repository.image(id, index - 1) : null;
    if (!row) throw notFound();
    return { contentType: row.contentType, data: row.data };
  }

  /** Rejects a joined or applied reward, with a reason the member sees. */
  async reject(id: number, reason: string): Promise<OpsRewardApplication> {
    const part = await this.repository.participationById(id);
    if (!part) throw notFound();
    const moved = await this.repository.move(id, ['joined', 'process'], {
      status: 'rejected',
      rejectReason: reason.trim() || null,
      reviewedAt: this.clock(),
    });
    if (!moved) throw error(409, RewardErrorCodes.AlreadyReviewed, RewardMessages.alreadyReviewed);
    this.events.claimablesChanged(part.memberId);
    return this.reviewed(id);
  }
}
