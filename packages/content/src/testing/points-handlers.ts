// MSW handlers of the points calls, typed by the contract: a small stateful points mall that
// answers as the server does (the same rule functions and error codes), for tests and stories.
import {
  AuthMessages,
  convertPointsError,
  DEFAULT_POINT_CONFIG,
  ErrorCodes,
  isLanguageCode,
  PaymentPasswordRules,
  PointErrorCodes,
  PointLimits,
  PointMessages,
  pointsToMinor,
  toMoneyString,
  WalletErrorCodes,
  WalletLimits,
  WalletMessages,
  WithdrawalErrorCodes,
  WithdrawalMessages,
} from '@lotusplay/api-client';
import { REDEEM_STATUSES } from '@lotusplay/api-client/contracts';
import type {
  ConvertPointRequest,
  ConvertPointResponse,
  PointBalanceResponse,
  PointConfigResponse,
  PointGood,
  PointRedemption,
  PointRewardResponse,
  RedeemPointListResponse,
  RedeemPointRequest,
  RedeemPointResponse,
} from '@lotusplay/api-client';
import { envelope, errorEnvelope } from '@lotusplay/api-client/testing';
import { delay, http } from 'msw';

/** The demo goods (EN texts) and their pictures (the server's own art), as the seeded brand has them. */
export function buildPointGoods(): PointGood[] {
  return [
    {
      id: 1,
      name: 'Lucky red envelope',
      description: 'A red envelope with a small bonus surprise.',
      imageUrl: '/static/art/goods/red-envelope.png',
      points: 500,
      stock: 100,
    },
    {
      id: 2,
      name: 'LotusPlay mug',
      description: 'A ceramic mug with the LotusPlay lotus.',
      imageUrl: '/static/art/goods/mug.png',
      points: 1500,
      stock: 50,
    },
    {
      id: 3,
      name: 'Wireless earbuds',
      description: 'Bluetooth earbuds with a charging case.',
      imageUrl: '/static/art/goods/earbuds.png',
      points: 3000,
      stock: 20,
    },
    {
      id: 4,
      name: 'Smart watch',
      description: 'A smart watch with heart-rate and step tracking.',
      imageUrl: '/static/art/goods/smart-watch.png',
      points: 20000,
      stock: 0,
    },
  ];
}

/** `count` redemptions, newest first, statuses in turn. */
export function buildRedemptions(count: number): PointRedemption[] {
  const statuses = ['in_process', 'approved', 'rejected'] as const;
  return Array.from({ length: count }, (_, index) => ({
    referenceNo: `R20261125${String(1000000000 + index)}`,
    goodId: 1,
    goodName: 'Lucky red envelope',
    points: 500,
    units: 1,
    status: statuses[index % 3]!,
    remark: index % 3 === 2 ? 'Out of stock at the warehouse' : '',
    time: new Date(Date.UTC(2026, 10, 25, 12, 0, 0) - index * 3_600_000).toISOString(),
  }));
}

/** The code the server answers a conversion rule's message with. */
function convertErrorCode(message: string, config: PointConfigResponse): string {
  if (message === PointMessages.convertDisabled) return PointErrorCodes.ConvertDisabled;
  if (message === PointMessages.belowMinimum(config.minPoints)) return PointErrorCodes.BelowMinimum;
  if (message === PointMessages.notAStep(config.stepPoints)) return PointErrorCodes.NotAStep;
  if (message === PointMessages.notEnoughPoints) return PointErrorCodes.NotEnoughPoints;
  return PointErrorCodes.PointsInvalid;
}

/** The state of the fake points mall (tests read and change it). */
export interface PointsHandlerData {
  points?: number;
  config?: PointConfigResponse;
  goods?: PointGood[];
  redemptions?: PointRedemption[];
  /** The member's payment password; null: none set. */
  paymentPassword?: string | null;
  /** Money credited by conversions, minor units (what the wallet would show). */
  creditedMinor?: number;
  /** Bodies of the conversions and redemptions sent (never their passwords' storage: tests check). */
  sent?: unknown[];
  /** Milliseconds every answer waits (loading states in stories). */
  delayMs?: number;
  /** 'all': every points call fails; 'rewards' / 'history': only that one. */
  fail?: 'all' | 'rewards' | 'history';
  /** Session tokens of trial accounts: the member calls refuse them (403), as the server does. */
  trialTokens?: string[];
}

/** The fake's state with every default filled in. */
export type PointsState = Required<PointsHandlerData>;

/** Handlers of the points calls over `data` (mutated by redemptions and conversions). */
export function createPointsHandlers(input: PointsHandlerData = {}) {
  const data: PointsState = {
    points: 5000,
    config: { ...DEFAULT_POINT_CONFIG },
    goods: buildPointGoods(),
    redemptions: [],
    paymentPassword: '246810',
    creditedMinor: 0,
    sent: [],
    delayMs: 0,
    fail: undefined as never,
    trialTokens: ['trial-token'],
    ...input,
  };
  /** Answers by idempotency key: the request they were for and what it answered. */
  const keys = new Map<string, { request: string; answer: unknown }>();
  const failing = (what: 'rewards' | 'history' | 'other') =>
    data.fail === 'all' || data.fail === what;
  const down = () => errorEnvelope(ErrorCodes.Internal, 'Points are unavailable', 500);
  const passwordError = (password: string) => {
    if (data.paymentPassword === null) {
      return errorEnvelope(
        WithdrawalErrorCodes.PaymentPasswordNotSet,
        WithdrawalMessages.paymentPasswordNotSet,
        400,
      );
    }
    if (password !== data.paymentPassword) {
      return errorEnvelope(
        WithdrawalErrorCodes.PaymentPasswordWrong,
        WithdrawalMessages.paymentPasswordWrong,
        400,
      );
    }
    return null;
  };
  /** The member calls' session guard: 401 without a token, 403 for a trial account. */
  const guard = (request: Request) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!token) return errorEnvelope(ErrorCodes.Unauthorized, AuthMessages.notLoggedIn, 401);
    if (data.trialTokens.includes(token)) {
      return errorEnvelope(ErrorCodes.Forbidden, AuthMessages.needsRealAccount, 403);
    }
    return null;
  };
  const invalid = (what: string) => errorEnvelope(ErrorCodes.Validation, `${what} is invalid`, 400);
  const keyPattern = new RegExp(WalletLimits.idempotencyKeyPattern);
  /** The server's body schema of the password calls: a key, a password of at most 64 characters. */
  const bodyRefusal = (body: { paymentPassword?: unknown; idempotencyKey?: unknown }) =>
    typeof body.paymentPassword !== 'string' ||
    body.paymentPassword.length > PaymentPasswordRules.maxInputLength ||
    typeof body.idempotencyKey !== 'string' ||
    !keyPattern.test(body.idempotencyKey)
      ? invalid('body')
      : null;
  /** The answer of a key used before: the same one for the same request, else a conflict. */
  const replay = (key: string, request: string) => {
    const seen = keys.get(key);
    if (!seen) return null;
    return seen.request === request
      ? envelope(seen.answer)
      : errorEnvelope(
          WalletErrorCodes.IdempotencyConflict,
          WalletMessages.idempotencyConflict,
          409,
        );
  };
  const wholeIn = (value: string | null, fallback: number, max: number) => {
    const n = value === null ? fallback : Number(value);
    return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
  };

  const handlers = [
    http.get('*/wps/relay/MCS2_getPointBalance', async ({ request }) => {
      await delay(data.delayMs);
      const refused = guard(request);
      if (refused) return refused;
      if (failing('other')) return down();
      return envelope<PointBalanceResponse>({ points: data.points });
    }),
    http.get('*/wps/relay/MCS2_getPointConfig', async () => {
      await delay(data.delayMs);
      if (failing('other')) return down();
      return envelope<PointConfigResponse>(data.config);
    }),
    http.get('*/wps/relay/MCS2_getPointReward', async ({ request }) => {
      await delay(data.delayMs);
      const lang = new URL(request.url).searchParams.get('lang');
      if (lang !== null && !isLanguageCode(lang)) return invalid('querystring.lang');
      if (failing('rewards')) return down();
      return envelope<PointRewardResponse>({ goods: data.goods.filter(() => true) });
    }),
    http.get('*/wps/relay/MCS2_getRedeemPointList', async ({ request }) => {
      await delay(data.delayMs);
      const params = new URL(request.url).searchParams;
      const pageNo = wholeIn(params.get('pageNo'), 1, PointLimits.pageNoMax);
      const pageSize = wholeIn(
        params.get('pageSize'),
        PointLimits.pageSizeDefault,
        PointLimits.pageSizeMax,
      );
      const status = params.get('status');
      if (
        pageNo === null ||
        pageSize === null ||
        (status !== null && !REDEEM_STATUSES.includes(status as never))
      ) {
        return invalid('querystring');
      }
      const refused = guard(request);
      if (refused) return refused;
      if (failing('history')) return down();
      const shown = data.redemptions.filter((r) => status === null || r.status === status);
      const total = shown.length;
      return envelope<RedeemPointListResponse>({
        list: shown.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNo,
        pageSize,
        total,
        totalPages: Math.ceil(total / pageSize),
      });
    }),
    http.post('*/wps/relay/passwordCheck/MCS2_redeemPointReward', async ({ request }) => {
      await delay(data.delayMs);
      const body = (await request.json()) as RedeemPointRequest;
      const goodId = body.goodId as unknown;
      const malformed =
        bodyRefusal(body) ??
        (typeof goodId === 'number' && Number.isInteger(goodId) && goodId >= 1
          ? null
          : invalid('body.goodId'));
      if (malformed) return malformed;
      const unauthorised = guard(request);
      if (unauthorised) return unauthorised;
      data.sent.push(body);
      const refused = passwordError(body.paymentPassword);
      if (refused) return refused;
      const replayed = replay(body.idempotencyKey, `redeem ${body.goodId}`);
      if (replayed) return replayed;
      const good = data.goods.find((g) => g.id === body.goodId);
      if (!good)
        return errorEnvelope(PointErrorCodes.GoodNotFound, PointMessages.goodNotFound, 404);
      if (good.stock <= 0) {
        return errorEnvelope(PointErrorCodes.OutOfStock, PointMessages.outOfStock, 400);
      }
      if (good.points > data.points) {
        return errorEnvelope(PointErrorCodes.NotEnoughPoints, PointMessages.notEnoughPoints, 400);
      }
      data.points -= good.points;
      good.stock -= 1;
      const redemption: PointRedemption = {
        referenceNo: `R20261125${String(2000000000 + data.redemptions.length)}`,
        goodId: good.id,
        goodName: good.name,
        points: good.points,
        units: 1,
        status: 'in_process',
        remark: '',
        time: new Date().toISOString(),
      };
      data.redemptions.unshift(redemption);
      const answer: RedeemPointResponse = { redemption, points: data.points };
      keys.set(body.idempotencyKey, { request: `redeem ${body.goodId}`, answer });
      return envelope(answer);
    }),
    http.post('*/wps/relay/passwordCheck/MCS2_convertPoint', async ({ request }) => {
      await delay(data.delayMs);
      const body = (await request.json()) as ConvertPointRequest;
      // The server's schema takes any number (never a string); the rules decide the rest.
      const points = body.points;
      const malformed =
        bodyRefusal(body) ??
        (typeof (points as unknown) === 'number' && Number.isFinite(points)
          ? null
          : invalid('body.points'));
      if (malformed) return malformed;
      const unauthorised = guard(request);
      if (unauthorised) return unauthorised;
      data.sent.push(body);
      // The rules first, the balance last (after the password), as the server checks them.
      const ruleError = convertPointsError(points, data.config, Number.MAX_SAFE_INTEGER);
      if (ruleError) return errorEnvelope(convertErrorCode(ruleError, data.config), ruleError, 400);
      const refused = passwordError(body.paymentPassword);
      if (refused) return refused;
      const replayed = replay(body.idempotencyKey, `convert ${points}`);
      if (replayed) return replayed;
      if (points > data.points) {
        return errorEnvelope(PointErrorCodes.NotEnoughPoints, PointMessages.notEnoughPoints, 400);
      }
      const minor = pointsToMinor(points, data.config);
      data.points -= points;
      data.creditedMinor += minor;
      const answer: ConvertPointResponse = {
        referenceNo: `C20261125${String(3000000000 + data.sent.length)}`,
        points,
        amount: toMoneyString(minor),
        balance: data.points,
      };
      keys.set(body.idempotencyKey, { request: `convert ${points}`, answer });
      return envelope(answer);
    }),
  ];
  return { handlers, data };
}
