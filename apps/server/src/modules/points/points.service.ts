// Rules of the points mall (SPEC.md §3, §4, §7, §9): the member's points, the brand's conversion
// rule, the rewards catalogue, redemptions (in_process → approved | rejected, points taken at
// once and given back on rejection) and conversions of points to money through the wallet
// ledger. Redeeming and converting check the member's payment password through the member
// module's service (its wrong-attempt lock included). Points never expire: nothing here ever
// takes them away but the member's own redemptions and conversions or an operator.
import { createHash } from 'node:crypto';
import type {
  ConvertPointRequest,
  ConvertPointResponse,
  LanguageCode,
  PointConfigResponse,
  PointGood,
  PointRedemption,
  PointRewardResponse,
  RedeemPointListQuery,
  RedeemPointListResponse,
  RedeemPointRequest,
  RedeemPointResponse,
  RedeemStatus,
} from '@lotusplay/api-client/contracts';
import {
  AuthMessages,
  convertPointsError,
  DEFAULT_POINT_CONFIG,
  ErrorCodes,
  isLanguageCode,
  PointErrorCodes,
  PointLimits,
  PointMessages,
  pointsToMinor,
  toMoneyString,
  TRIAL_ACCOUNT_TYPE,
  WalletErrorCodes,
  WalletMessages,
} from '@lotusplay/api-client/contracts';
import { AppError } from '../../lib/envelope';
import { stripHtml } from '../../lib/html';
import { randomString } from '../../lib/tokens';
import type { MemberService } from '../member/member.service';
import type { WalletService } from '../wallet/wallet.service';
import type {
  PointConfigRow,
  PointRedemptionRow,
  PointsRepository,
  RedemptionWithName,
} from './points.repository';

const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A new reference number: 'R' redemption, 'C' conversion, + UTC date + 10 characters. */
function newReferenceNo(prefix: 'R' | 'C', now: Date): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${date}${randomString(10, REFERENCE_ALPHABET)}`;
}

function requestHash(fields: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

const fail = (status: number, code: string, message: string) => new AppError(status, code, message);

/** A good as an operator adds it: texts per language (HTML is stripped, they are plain text). */
export interface AddGoodInput {
  texts: Partial<Record<LanguageCode, { name: string; description?: string }>>;
  imageUrl?: string;
  points: number;
  stock: number;
  enabled?: boolean;
  sortOrder?: number;
}

/** A conversion rule as an operator sets it (money as a decimal string). */
export interface SetConfigInput {
  ratioPoints: number;
  ratioAmount: string;
  minPoints: number;
  stepPoints: number;
  convertEnabled?: boolean;
}

/** A redemption as the operator's list shows it. */
export interface OpsRedemption extends PointRedemption {
  memberId: number;
  username: string;
}

/** An image URL a good may show: http(s) or site-relative ('/…', never '//…'); else ''. */
function safeImageUrl(url: string | undefined): string {
  const text = (url ?? '').trim();
  if (text.length === 0 || text.length > PointLimits.imageUrlMaxLength) return '';
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    const parsed = new URL(text);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : '';
  } catch {
    return '';
  }
}

/** The points mall. */
export class PointsService {
  constructor(
    private readonly repository: PointsRepository,
    private readonly members: MemberService,
    private readonly wallet: WalletService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private toConfig(row: PointConfigRow | null): PointConfigResponse {
    if (!row) return { ...DEFAULT_POINT_CONFIG };
    return {
      ratioPoints: row.ratioPoints,
      ratioAmount: toMoneyString(row.ratioAmountMinor),
      minPoints: row.minPoints,
      stepPoints: row.stepPoints,
      convertEnabled: row.convertEnabled,
    };
  }

  private toRedemption(row: PointRedemptionRow, goodName: string): PointRedemption {
    return {
      referenceNo: row.referenceNo,
      goodId: row.goodId,
      goodName: stripHtml(goodName),
      points: row.points,
      units: row.units,
      status: row.status as RedeemStatus,
      remark: stripHtml(row.remark),
      time: row.createdAt.toISOString(),
    };
  }

  /** Money moves only for real accounts (the routes' guard says so too): 404, 403 trial. */
  private async realMember(memberId: number): Promise<void> {
    const member = await this.members.findById(memberId);
    if (!member) throw fail(404, ErrorCodes.NotFound, 'Member not found');
    if (member.isAgent === TRIAL_ACCOUNT_TYPE) {
      throw fail(403, ErrorCodes.Forbidden, AuthMessages.needsRealAccount);
    }
  }

  /** `MCS2_getPointBalance`. */
  async balance(memberId: number): Promise<{ points: number }> {
    return { points: await this.repository.balance(memberId) };
  }

  /** `MCS2_getPointConfig`. */
  async config(): Promise<PointConfigResponse> {
    return this.toConfig(await this.repository.config());
  }

  /** `MCS2_getPointReward`: enabled goods in display order, texts stripped of any HTML. */
  async rewards(lang: LanguageCode): Promise<PointRewardResponse> {
    const goods = await this.repository.goods(lang);
    return {
      goods: goods.map((good): PointGood => ({
        id: good.id,
        name: stripHtml(good.name),
        description: stripHtml(good.description),
        imageUrl: safeImageUrl(good.imageUrl),
        points: good.pointsCost,
        stock: good.stock,
      })),
    };
  }

  /** `passwordCheck/MCS2_redeemPointReward`: one unit of a good, points taken at once. */
  async redeem(
    memberId: number,
    request: RedeemPointRequest,
    lang: LanguageCode,
  ): Promise<RedeemPointResponse> {
    await this.realMember(memberId);
    await this.members.checkPaymentPassword(memberId, request.paymentPassword);
    const now = this.clock();
    const result = await this.repository.redeem({
      memberId,
      goodId: request.goodId,
      referenceNo: newReferenceNo('R', now),
      idempotencyKey: request.idempotencyKey,
      requestHash: requestHash(['redeem', request.goodId]),
      at: now,
    });
    switch (result.outcome) {
      case 'conflict':
        throw fail(409, WalletErrorCodes.IdempotencyConflict, WalletMessages.idempotencyConflict);
      case 'good_not_found':
        throw fail(404, PointErrorCodes.GoodNotFound, PointMessages.goodNotFound);
      case 'good_disabled':
        throw fail(400, PointErrorCodes.GoodDisabled, PointMessages.goodDisabled);
      case 'out_of_stock':
        throw fail(400, PointErrorCodes.OutOfStock, PointMessages.outOfStock);
      case 'not_enough':
        throw fail(400, PointErrorCodes.NotEnoughPoints, PointMessages.notEnoughPoints);
      default: {
        const goods = await this.repository.goods(lang, true);
        const name = goods.find((g) => g.id === result.redemption.goodId)?.name ?? '';
        return {
          redemption: this.toRedemption(result.redemption, name),
          points: result.balance,
        };
      }
    }
  }

  /** `MCS2_getRedeemPointList`: the member's redemptions, newest first. */
  async redemptions(
    memberId: number,
    query: RedeemPointListQuery,
    lang: LanguageCode,
  ): Promise<RedeemPointListResponse> {
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? PointLimits.pageSizeDefault;
    const { rows, total } = await this.repository.redemptions({
      memberId,
      status: query.status,
      lang,
      offset: (pageNo - 1) * pageSize,
      limit: pageSize,
    });
    return {
      list: rows.map((row: RedemptionWithName) => this.toRedemption(row, row.goodName)),
      pageNo,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
    };
  }

  /**
   * `passwordCheck/MCS2_convertPoint`: points → money at the brand's ratio. The points row, the
   * conversion and the wallet credit (kind `points`, reference = the conversion's number) commit
   * in one transaction; the balance caches are told after it.
   */
  async convert(memberId: number, request: ConvertPointRequest): Promise<ConvertPointResponse> {
    await this.realMember(memberId);
    const config = await this.config();
    // Everything but the balance first (the balance is decided under the lock).
    const ruleError = convertPointsError(request.points, config, Number.MAX_SAFE_INTEGER);
    if (ruleError !== null) throw this.convertRefusal(ruleError, config);
    await this.members.checkPaymentPassword(memberId, request.paymentPassword);
    const now = this.clock();
    const referenceNo = newReferenceNo('C', now);
    const amountMinor = pointsToMinor(request.points, config);
    const post = await this.wallet.prepareCredit(memberId, 'points', amountMinor, {
      idempotencyKey: `points-${referenceNo}`,
      reference: referenceNo,
    });
    const result = await this.repository.convert({
      memberId,
      points: request.points,
      amountMinor,
      referenceNo,
      idempotencyKey: request.idempotencyKey,
      requestHash: requestHash(['convert', request.points]),
      at: now,
      post,
    });
    if (result.outcome === 'conflict') {
      throw fail(409, WalletErrorCodes.IdempotencyConflict, WalletMessages.idempotencyConflict);
    }
    if (result.outcome === 'not_enough') {
      throw fail(400, PointErrorCodes.NotEnoughPoints, PointMessages.notEnoughPoints);
    }
    if (result.outcome === 'converted') this.wallet.balancesChanged(memberId);
    const { conversion } = result;
    return {
      referenceNo: conversion.referenceNo,
      points: conversion.points,
      amount: toMoneyString(conversion.amountMinor),
      balance: conversion.balanceAfter,
    };
  }

  private convertRefusal(message: string, config: PointConfigResponse): AppError {
    if (message === PointMessages.pointsInvalid) {
      return fail(400, PointErrorCodes.PointsInvalid, message);
    }
    if (message === PointMessages.convertDisabled) {
      return fail(400, PointErrorCodes.ConvertDisabled, message);
    }
    if (message === PointMessages.belowMinimum(config.minPoints)) {
      return fail(400, PointErrorCodes.BelowMinimum, message);
    }
    if (message === PointMessages.notAStep(config.stepPoints)) {
      return fail(400, PointErrorCodes.NotAStep, message);
    }
    return fail(400, PointErrorCodes.NotEnoughPoints, message);
  }

  // Operator commands (/ops/points…).

  /** Adds a good; every text is stripped of HTML on the way in (and again on the way out). */
  async addGood(input: AddGoodInput): Promise<{ id: number }> {
    const texts = Object.entries(input.texts)
      .filter(([lang]) => isLanguageCode(lang))
      .map(([lang, text]) => ({
        lang: lang as LanguageCode,
        name: stripHtml(text?.name).slice(0, PointLimits.goodNameMaxLength),
        description: stripHtml(text?.description).slice(0, PointLimits.goodDescriptionMaxLength),
      }))
      .filter((text) => text.name.length > 0);
    if (!texts.some((text) => text.lang === 'EN')) {
      throw fail(400, ErrorCodes.Validation, 'A good needs a name in EN (plain text)');
    }
    if (!Number.isInteger(input.points) || input.points <= 0) {
      throw fail(400, ErrorCodes.Validation, 'points must be a positive whole number');
    }
    if (!Number.isInteger(input.stock) || input.stock < 0) {
      throw fail(400, ErrorCodes.Validation, 'stock must be a whole number, 0 or more');
    }
    if (input.imageUrl && safeImageUrl(input.imageUrl) === '') {
      throw fail(400, ErrorCodes.Validation, 'imageUrl must be an http(s) or site-relative URL');
    }
    const id = await this.repository.addGood({
      imageUrl: safeImageUrl(input.imageUrl),
      pointsCost: input.points,
      stock: input.stock,
      enabled: input.enabled ?? true,
      sortOrder: input.sortOrder ?? 0,
      texts,
    });
    return { id };
  }

  /** Gives a member points (an `earn` row), once per key. */
  async grant(
    username: string,
    points: number,
    options: { idempotencyKey?: string; remark?: string } = {},
  ): Promise<{ username: string; points: number; balance: number; replayed: boolean }> {
    const member = await this.members.findByUsername(username.trim());
    if (!member) throw fail(404, ErrorCodes.NotFound, `No member named ${username}`);
    if (member.isAgent === TRIAL_ACCOUNT_TYPE) {
      throw fail(403, ErrorCodes.Forbidden, AuthMessages.needsRealAccount);
    }
    if (!Number.isInteger(points) || points === 0 || Math.abs(points) > PointLimits.maxPoints) {
      throw fail(400, PointErrorCodes.PointsInvalid, PointMessages.pointsInvalid);
    }
    const now = this.clock();
    const result = await this.repository.grant({
      memberId: member.id,
      points,
      reference: `grant:${options.idempotencyKey ?? `${now.getTime()}-${randomString(8, REFERENCE_ALPHABET)}`}`,
      remark: stripHtml(options.remark).slice(0, PointLimits.remarkMaxLength),
      at: now,
    });
    if (result === null) {
      throw fail(400, PointErrorCodes.NotEnoughPoints, PointMessages.notEnoughPoints);
    }
    return {
      username: member.username,
      points: result.entry.delta,
      balance: result.entry.balanceAfter,
      replayed: result.outcome === 'replayed',
    };
  }

  /** Approves (the stock stays taken) or rejects (points and stock given back) a redemption. */
  async decide(
    referenceNo: string,
    status: 'approved' | 'rejected',
    remark = '',
  ): Promise<PointRedemption> {
    const result = await this.repository.decide(
      referenceNo.trim(),
      status,
      stripHtml(remark).slice(0, PointLimits.remarkMaxLength),
      this.clock(),
    );
    if (result.outcome === 'not_found') {
      throw fail(404, PointErrorCodes.RedemptionNotFound, PointMessages.redemptionNotFound);
    }
    if (result.outcome === 'already') {
      throw fail(409, PointErrorCodes.RedemptionDecided, PointMessages.redemptionDecided);
    }
    const goods = await this.repository.goods('EN', true);
    const name = goods.find((g) => g.id === result.redemption.goodId)?.name ?? '';
    return this.toRedemption(result.redemption, name);
  }

  /** Everyone's redemptions (the operator's queue), newest first. */
  async opsRedemptions(status: RedeemStatus | undefined, limit: number): Promise<OpsRedemption[]> {
    const { rows } = await this.repository.redemptions({ status, lang: 'EN', offset: 0, limit });
    const names = new Map<number, string>();
    for (const id of new Set(rows.map((row) => row.memberId))) {
      names.set(id, (await this.members.findById(id))?.username ?? '');
    }
    return rows.map((row) => ({
      ...this.toRedemption(row, row.goodName),
      memberId: row.memberId,
      username: names.get(row.memberId) ?? '',
    }));
  }

  /** Sets the conversion rule (min and step multiples of the ratio's points, amount > 0). */
  async setConfig(input: SetConfigInput): Promise<PointConfigResponse> {
    const amountMinor = Math.round(Number(input.ratioAmount) * 100);
    const whole = (n: number) => Number.isInteger(n) && n > 0 && n <= PointLimits.maxPoints;
    const valid =
      /^\d{1,9}(\.\d{1,2})?$/.test(input.ratioAmount) &&
      amountMinor > 0 &&
      whole(input.ratioPoints) &&
      whole(input.minPoints) &&
      whole(input.stepPoints) &&
      input.stepPoints % input.ratioPoints === 0 &&
      input.minPoints % input.stepPoints === 0;
    if (!valid) throw fail(400, PointErrorCodes.ConfigInvalid, PointMessages.configInvalid);
    await this.repository.setConfig(
      {
        ratioPoints: input.ratioPoints,
        ratioAmountMinor: amountMinor,
        minPoints: input.minPoints,
        stepPoints: input.stepPoints,
        convertEnabled: input.convertEnabled ?? true,
      },
      this.clock(),
    );
    return this.config();
  }
}
