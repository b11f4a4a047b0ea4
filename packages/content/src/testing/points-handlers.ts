// MSW handlers of the points calls, typed by the contract: a small stateful points mall that
// answers as the server does (the same rule functions and error codes), for tests and stories.
import {
  convertPointsError,
  DEFAULT_POINT_CONFIG,
  ErrorCodes,
  PointErrorCodes,
  PointLimits,
  PointMessages,
  pointsToMinor,
  toMoneyString,
  WithdrawalErrorCodes,
  WithdrawalMessages,
} from '@lotusplay/api-client';
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

/** The demo goods (EN texts), as the seeded brand has them. */
export function buildPointGoods(): PointGood[] {
  return [
    {
      id: 1,
      name: 'Lucky red envelope',
      description: 'A red envelope with a small bonus surprise.',
      imageUrl: '',
      points: 500,
      stock: 100,
    },
    {
      id: 2,
      name: 'LotusPlay mug',
      description: 'A ceramic mug with the LotusPlay lotus.',
      imageUrl: '',
      points: 1500,
      stock: 50,
    },
    {
      id: 3,
      name: 'Wireless earbuds',
      description: 'Bluetooth earbuds with a charging case.',
      imageUrl: '',
      points: 3000,
      stock: 20,
    },
    {
      id: 4,
      name: 'Smart watch',
      description: 'A smart watch with heart-rate and step tracking.',
      imageUrl: '',
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
    ...input,
  };
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
  const handlers = [
    http.get('*/wps/relay/MCS2_getPointBalance', async () => {
      await delay(data.delayMs);
      if (failing('other')) return down();
      return envelope<PointBalanceResponse>({ points: data.points });
    }),
    http.get('*/wps/relay/MCS2_getPointConfig', async () => {
      await delay(data.delayMs);
      if (failing('other')) return down();
      return envelope<PointConfigResponse>(data.config);
    }),
    http.get('*/wps/relay/MCS2_getPointReward', async () => {
      await delay(data.delayMs);
      if (failing('rewards')) return down();
      return envelope<PointRewardResponse>({ goods: data.goods.filter(() => true) });
    }),
    http.get('*/wps/relay/MCS2_getRedeemPointList', async ({ request }) => {
      await delay(data.delayMs);
      if (failing('history')) return down();
      const params = new URL(request.url).searchParams;
      const pageNo = Number(params.get('pageNo') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? PointLimits.pageSizeDefault);
      const total = data.redemptions.length;
      return envelope<RedeemPointListResponse>({
        list: data.redemptions.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNo,
        pageSize,
        total,
        totalPages: Math.ceil(total / pageSize),
      });
    }),
    http.post('*/wps/relay/passwordCheck/MCS2_redeemPointReward', async ({ request }) => {
      await delay(data.delayMs);
      const body = (await request.json()) as RedeemPointRequest;
      data.sent.push(body);
      const refused = passwordError(body.paymentPassword);
      if (refused) return refused;
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
      return envelope<RedeemPointResponse>({ redemption, points: data.points });
    }),
    http.post('*/wps/relay/passwordCheck/MCS2_convertPoint', async ({ request }) => {
      await delay(data.delayMs);
      const body = (await request.json()) as ConvertPointRequest;
      data.sent.push(body);
      const ruleError = convertPointsError(body.points, data.config, data.points);
      if (ruleError === PointMessages.notEnoughPoints) {
        return errorEnvelope(PointErrorCodes.NotEnoughPoints, ruleError, 400);
      }
      if (ruleError) return errorEnvelope(PointErrorCodes.PointsInvalid, ruleError, 400);
      const refused = passwordError(body.paymentPassword);
      if (refused) return refused;
      const minor = pointsToMinor(body.points, data.config);
      data.points -= body.points;
      data.creditedMinor += minor;
      return envelope<ConvertPointResponse>({
        referenceNo: `C20261125${String(3000000000 + data.sent.length)}`,
        points: body.points,
        amount: toMoneyString(minor),
        balance: data.points,
      });
    }),
  ];
  return { handlers, data };
}
