// Rules of the promotions: the list and detail per language (texts sanitised on the way out as on
// the way in), who may claim a raffle (decided here, never by the browser), the prize drawn with
// `crypto` randomness, and the payment through the wallet's ledger once per member and promotion.
import { randomInt } from 'node:crypto';
import type { LanguageCode } from '@lotusplay/api-client';
import {
  ErrorCodes,
  isLanguageCode,
  parseMoney,
  PROMOTION_CATEGORIES,
  PROMOTION_KINDS,
  PromotionErrorCodes,
  PromotionLimits,
  PromotionMessages,
  TRIAL_ACCOUNT_TYPE,
  toMoneyString,
} from '@lotusplay/api-client/contracts';
import type {
  ClaimRaffleResponse,
  PromotionCategory,
  PromotionClaimState,
  PromotionDetail,
  PromotionErrorCode,
  PromotionKind,
  PromotionListResponse,
  PromotionStatus,
  PromotionSummary,
} from '@lotusplay/api-client/contracts';
import { AppError } from '../../lib/envelope';
import { sanitizeHtml, stripHtml } from '../../lib/html';
import type { MemberService } from '../member/member.service';
import type { SystemService } from '../system/system.service';
import type { WalletService } from '../wallet/wallet.service';
import type {
  PromotionPrizeRow,
  PromotionRow,
  PromotionTextRow,
  PromotionsRepository,
} from './promotions.repository';

/** The member a claim is for (what the session knows; the service reads the rest fresh). */
export interface PromotionsMember {
  id: number;
}

/** An operator's new promotion (`/ops/promotions`, `ops promotion add`). */
export interface PromotionInput {
  code: string;
  kind: PromotionKind;
  category: PromotionCategory;
  imageUrl: string;
  /** ISO date-times; `endTime` null or missing: open-ended. */
  startTime: string;
  endTime?: string | null;
  sortOrder?: number;
  /** Money string, or null. */
  minDeposit?: string | null;
  memberLabel?: string | null;
  /** Texts by language; the brand's default language's required. `html` is sanitised when stored. */
  texts: Partial<Record<LanguageCode, { title: string; summary: string; html: string }>>;
  /** A raffle's prizes: money strings and positive weights. */
  prizes?: { amount: string; weight: number }[];
}

/** A promotion as the operator lists it. */
export interface OperatorPromotion {
  id: number;
  code: string;
  kind: PromotionKind;
  category: PromotionCategory;
  startTime: string;
  endTime: string | null;
  status: PromotionStatus;
  claims: number;
}

const error = (status: number, code: PromotionErrorCode, message: string) =>
  new AppError(status, code, message);
const notFound = () => error(404, PromotionErrorCodes.NotFound, PromotionMessages.notFound);
const invalid = (message: string) => new AppError(400, ErrorCodes.Validation, message);

/** Where a promotion is in its window at `now`. */
export function promotionStatus(row: Pick<PromotionRow, 'startsAt' | 'endsAt'>, now: Date) {
  if (row.startsAt > now) return 'UPCOMING' as const;
  if (row.endsAt !== null && row.endsAt <= now) return 'ENDED' as const;
  return 'ONGOING' as const;
}

/** Draws one prize with probability weight / Σ weights, with `crypto` randomness. */
export function drawPrize(
  prizes: readonly PromotionPrizeRow[],
  random: (max: number) => number = (max) => randomInt(max),
): PromotionPrizeRow {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  let ticket = random(total);
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  throw new Error('no prize drawn');
}

/** Promotions, their detail and the raffle claim. */
export class PromotionsService {
  constructor(
    private readonly repository: PromotionsRepository,
    private readonly wallet: WalletService,
    private readonly members: MemberService,
    private readonly clock: () => Date,
    private readonly system: SystemService,
  ) {}

  /** The brand's default language: a text the operator left empty is shown in it. */
  private async defaultLanguage(): Promise<LanguageCode> {
    return (await this.system.getBrand()).defaultLanguage as LanguageCode;
  }

  private summary(row: PromotionRow, text: PromotionTextRow, now: Date): PromotionSummary {
    return {
      id: row.id,
      kind: row.kind,
      category: row.category,
      title: stripHtml(text.title),
      summary: stripHtml(text.summary),
      imageUrl: row.imageUrl,
      startTime: row.startsAt.toISOString(),
      endTime: row.endsAt?.toISOString() ?? null,
      status: promotionStatus(row, now),
    };
  }

  /**
   * The texts in `lang`, each field (title, summary, HTML) in the brand's default language where
   * the operator left that one empty; none without a title and a summary (then it is not shown).
   */
  private textOf(
    texts: PromotionTextRow[],
    id: number,
    lang: LanguageCode,
    defaultLanguage: LanguageCode,
  ): PromotionTextRow | undefined {
    const own = texts.find((t) => t.promotionId === id && t.lang === lang);
    const fallback = texts.find((t) => t.promotionId === id && t.lang === defaultLanguage);
    const pick = (field: 'title' | 'summary' | 'html') =>
      own && stripHtml(own[field]) ? own[field] : (fallback?.[field] ?? '');
    const text = { promotionId: id, lang, title: pick('title'), summary: pick('summary') };
    if (!stripHtml(text.title) || !stripHtml(text.summary)) return undefined;
    // HTML is judged by what it shows: an image alone is content, empty markup is not.
    const html = own && sanitizeHtml(own.html).trim() ? own.html : (fallback?.html ?? '');
    return { ...text, html };
  }

  /**
   * `MCSFE_getPromotionList`: the promotions (of one category, when asked) in the brand's order,
   * ongoing and upcoming ones first, then the ended ones (until the operator removes them).
   */
  async list(lang: LanguageCode, category?: PromotionCategory): Promise<PromotionListResponse> {
    const now = this.clock();
    const defaultLanguage = await this.defaultLanguage();
    const { promotions, texts } = await this.repository.listed([lang, defaultLanguage]);
    const list: PromotionSummary[] = [];
    for (const row of promotions) {
      if (category !== undefined && row.category !== category) continue;
      const text = this.textOf(texts, row.id, lang, defaultLanguage);
      if (text) list.push(this.summary(row, text, now));
    }
    const ended = (p: PromotionSummary) => (p.status === 'ENDED' ? 1 : 0);
    // A stable sort: the brand's order holds within each group.
    return { list: list.sort((a, b) => ended(a) - ended(b)) };
  }

  /** `MCSFE_getPromotionDetail`: one promotion with its sanitised HTML, rules and prizes. */
  async detail(id: number, lang: LanguageCode): Promise<PromotionDetail> {
    const defaultLanguage = await this.defaultLanguage();
    const found = await this.repository.find(id, [lang, defaultLanguage]);
    const text = found && this.textOf(found.texts, id, lang, defaultLanguage);
    if (!found || !text) throw notFound();
    const { promotion, prizes } = found;
    return {
      ...this.summary(promotion, text, this.clock()),
      html: sanitizeHtml(text.html),
      rules: {
        realAccountOnly: true,
        minDeposit: promotion.minDeposit === null ? null : toMoneyString(promotion.minDeposit),
        memberLabel: promotion.memberLabel,
      },
      prizes:
        promotion.kind === 'RAFFLE'
          ? [...new Set(prizes.map((p) => p.amount))]
              .sort((a, b) => b - a)
              .map((amount) => toMoneyString(amount))
          : null,
    };
  }

  /**
   * Why the member cannot claim `promotion` now (the refusal the claim would answer), or null.
   * Checks in the order a member can act on: the kind, the window, the account, then the rules.
   */
  private async refusal(promotion: PromotionRow, memberId: number): Promise<AppError | null> {
    if (promotion.kind !== 'RAFFLE') {
      return error(409, PromotionErrorCodes.NotRaffle, PromotionMessages.notRaffle);
    }
    const status = promotionStatus(promotion, this.clock());
    if (status === 'UPCOMING') {
      return error(409, PromotionErrorCodes.NotStarted, PromotionMessages.notStarted);
    }
    if (status === 'ENDED') return error(409, PromotionErrorCodes.Ended, PromotionMessages.ended);
    const member = await this.members.findById(memberId);
    if (!member) throw new AppError(401, ErrorCodes.Unauthorized, 'Please log in again.');
    if (member.isAgent === TRIAL_ACCOUNT_TYPE) {
      return error(
        403,
        PromotionErrorCodes.RealAccountRequired,
        PromotionMessages.realAccountRequired,
      );
    }
    if (promotion.memberLabel !== null && !member.memberLabels.includes(promotion.memberLabel)) {
      return error(403, PromotionErrorCodes.Ineligible, PromotionMessages.memberLabel);
    }
    if (promotion.minDeposit !== null) {
      const funds = await this.wallet.consolidatedFunds(memberId);
      if ((parseMoney(funds.totalDeposit) ?? 0) < promotion.minDeposit) {
        return error(403, PromotionErrorCodes.Ineligible, PromotionMessages.minDeposit);
      }
    }
    return null;
  }

  private async promotion(id: number) {
    const found = await this.repository.find(id, []);
    if (!found) throw notFound();
    return found;
  }

  /** `MCSFE_getPromotionClaim`: the member's claim, or whether it may claim and why not. */
  async claimState(member: PromotionsMember, id: number): Promise<PromotionClaimState> {
    const { promotion } = await this.promotion(id);
    const claim = await this.repository.claimOf(id, member.id);
    if (claim) {
      return {
        id,
        claimed: true,
        prize: toMoneyString(claim.amount),
        claimedAt: claim.claimedAt.toISOString(),
        claimable: false,
        reason: PromotionErrorCodes.AlreadyClaimed,
      };
    }
    const refusal = await this.refusal(promotion, member.id);
    return {
      id,
      claimed: false,
      prize: null,
      claimedAt: null,
      claimable: refusal === null,
      reason: (refusal?.code as PromotionErrorCode | undefined) ?? null,
    };
  }

  /**
   * `MCS2_claimRafflePromotion`: checks the rules, draws a prize and pays it into the main wallet
   * (ledger kind `bonus`) in the transaction that records the claim. A second claim — replayed,
   * or at the same time on another process — is refused with 409 PROMOTION_ALREADY_CLAIMED and
   * pays nothing: the unique claim row and the ledger's idempotency key both stand in its way.
   */
  async claim(member: PromotionsMember, id: number): Promise<ClaimRaffleResponse> {
    const { promotion, prizes } = await this.promotion(id);
    const alreadyClaimed = () =>
      error(409, PromotionErrorCodes.AlreadyClaimed, PromotionMessages.alreadyClaimed);
    if (await this.repository.claimOf(id, member.id)) throw alreadyClaimed();
    const refusal = await this.refusal(promotion, member.id);
    if (refusal) throw refusal;
    if (!prizes.length)
      throw error(409, PromotionErrorCodes.NotRaffle, PromotionMessages.notRaffle);
    const prize = drawPrize(prizes);
    const pay = await this.wallet.prepareCredit(member.id, 'bonus', prize.amount, {
      idempotencyKey: `promotion-${id}-${member.id}`,
      reference: `promotion ${promotion.code} raffle`,
    });
    try {
      const result = await this.repository.claim(
        { promotionId: id, memberId: member.id, prizeId: prize.id, amount: prize.amount },
        pay,
      );
      if (result.outcome === 'already') throw alreadyClaimed();
      return {
        id,
        prize: toMoneyString(result.claim.amount),
        claimedAt: result.claim.claimedAt.toISOString(),
        transactionId: result.claim.ledgerTransactionId,
      };
    } finally {
      this.wallet.balancesChanged(member.id);
    }
  }

  /**
   * How many raffles the member could claim now (member info's availablePromoCount adds these):
   * ongoing raffles it has not claimed and whose rules it meets.
   */
  async claimableCount(memberId: number): Promise<number> {
    const now = this.clock();
    const { promotions } = await this.repository.listed([], now);
    const raffles = promotions.filter(
      (p) => p.kind === 'RAFFLE' && promotionStatus(p, now) === 'ONGOING',
    );
    if (!raffles.length) return 0;
    const claimed = await this.repository.claimedAmong(
      memberId,
      raffles.map((p) => p.id),
    );
    let count = 0;
    for (const promotion of raffles) {
      if (claimed.has(promotion.id)) continue;
      if ((await this.refusal(promotion, memberId)) === null) count += 1;
    }
    return count;
  }

  // Operator commands.

  /** Adds a promotion (texts sanitised as stored); 400 for a bad field, 409 for a taken code. */
  async add(input: PromotionInput): Promise<OperatorPromotion> {
    if (!new RegExp(PromotionLimits.codePattern).test(input.code)) {
      throw invalid(`code must match ${PromotionLimits.codePattern}`);
    }
    if (!PROMOTION_KINDS.includes(input.kind)) throw invalid('kind is unknown');
    if (!PROMOTION_CATEGORIES.includes(input.category)) throw invalid('category is unknown');
    const startsAt = new Date(input.startTime);
    const endsAt = input.endTime ? new Date(input.endTime) : null;
    if (Number.isNaN(startsAt.getTime()) || (endsAt && Number.isNaN(endsAt.getTime()))) {
      throw invalid('startTime and endTime must be ISO date-times');
    }
    if (endsAt && endsAt <= startsAt) throw invalid(PromotionMessages.windowInvalid);
    const minDeposit = input.minDeposit ? parseMoney(input.minDeposit) : null;
    if (minDeposit !== null && !(minDeposit > 0)) throw invalid('minDeposit must be positive');
    const prizes = (input.prizes ?? []).map((prize) => ({
      amount: parseMoney(prize.amount),
      weight: prize.weight,
    }));
    if (input.kind === 'RAFFLE' && !prizes.length) throw invalid(PromotionMessages.prizesRequired);
    if (input.kind !== 'RAFFLE' && prizes.length) throw invalid(PromotionMessages.prizesNotAllowed);
    for (const prize of prizes) {
      if (
        prize.amount === null ||
        !(prize.amount > 0) ||
        prize.amount > PromotionLimits.maxPrizeAmount ||
        !Number.isInteger(prize.weight) ||
        prize.weight < 1 ||
        prize.weight > PromotionLimits.maxPrizeWeight
      ) {
        throw invalid('every prize needs a positive amount and a positive whole weight');
      }
    }
    const defaultLanguage = await this.defaultLanguage();
    const texts = Object.entries(input.texts).flatMap(([lang, text]) => {
      if (!isLanguageCode(lang)) throw invalid(`texts.${lang} is not a language`);
      if (!text) return [];
      const title = stripHtml(text.title);
      const summary = stripHtml(text.summary);
      const html = sanitizeHtml(text.html);
      // Another language may leave any text empty: the default language's shows instead.
      if (lang === defaultLanguage && (!title || !summary)) {
        throw invalid(`texts.${lang} needs a title and a summary`);
      }
      if (!title && !summary && !html.trim()) return [];
      return [{ lang, title, summary, html }];
    });
    if (!texts.some((text) => text.lang === defaultLanguage)) {
      throw invalid(PromotionMessages.translationsRequired);
    }
    if (await this.repository.codeExists(input.code)) {
      throw error(409, PromotionErrorCodes.CodeTaken, PromotionMessages.codeTaken);
    }
    const row = await this.repository.insert({
      promotion: {
        code: input.code,
        kind: input.kind,
        category: input.category,
        imageUrl: input.imageUrl,
        startsAt,
        endsAt,
        sortOrder: input.sortOrder ?? 0,
        minDeposit,
        memberLabel: input.memberLabel?.trim() || null,
      },
      texts,
      prizes: prizes as { amount: number; weight: number }[],
    });
    if (!row) throw error(409, PromotionErrorCodes.CodeTaken, PromotionMessages.codeTaken);
    return this.operatorView({ ...row, claims: 0 });
  }

  private operatorView(row: PromotionRow & { claims: number }): OperatorPromotion {
    return {
      id: row.id,
      code: row.code,
      kind: row.kind,
      category: row.category,
      startTime: row.startsAt.toISOString(),
      endTime: row.endsAt?.toISOString() ?? null,
      status: promotionStatus(row, this.clock()),
      claims: row.claims,
    };
  }

  /** Every promotion not removed, with its claim count. */
  async all(): Promise<OperatorPromotion[]> {
    return (await this.repository.all()).map((row) => this.operatorView(row));
  }

  /** Removes a promotion (hidden and no longer claimable; its claims stay); 404 when none. */
  async remove(code: string): Promise<void> {
    if (!(await this.repository.remove(code, this.clock()))) throw notFound();
  }
}
