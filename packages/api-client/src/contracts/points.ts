// Contracts of the content feature's points calls (SPEC.md §3, §7): request and response types and the
// values both sides agree on. Framework-free: the server imports it at run time.
//
// Points are whole numbers, kept in a ledger of their own (every change one immutable row) and
// never expire (SPEC.md §9). Converting points credits money (minor units) to the main wallet
// through the wallet ledger; the credit shows in the account record (`ODSFE2_MemTransDet`, kind
// `points`). Redeeming and converting need a session of a real account (a trial account is 403
// FORBIDDEN with `AuthMessages.needsRealAccount`) and the member's payment password: 400
// PAYMENT_PASSWORD_NOT_SET / PAYMENT_PASSWORD_WRONG and 429 PAYMENT_PASSWORD_LOCKED as for a
// withdrawal (`WithdrawalErrorCodes`, `WithdrawalMessages`). A retry with the same
// `idempotencyKey` and payload answers the first result again; another payload with it is 409
// IDEMPOTENCY_CONFLICT (`WalletErrorCodes.IdempotencyConflict`).
//
// The shapes of the calls are derived from their schemas (`schemas/points.ts`), where their fields
// are noted.
import type { Static } from '@sinclair/typebox';
import type {
  PointGoodSchema,
  PointRedemptionSchema,
  PointsBalanceSchema,
  PointsConfigSchema,
  PointsConvertRequestSchema,
  PointsConvertResponseSchema,
  PointsLangQuerySchema,
  PointsRewardSchema,
  RedeemListQuerySchema,
  RedeemListSchema,
  RedeemRequestSchema,
  RedeemResponseSchema,
} from '../schemas/points';

/** The status of a redemption (SPEC.md §4: in process, approved, rejected). */
export type RedeemStatus = 'in_process' | 'approved' | 'rejected';

/** Every redemption status, in the order a filter lists them. */
export const REDEEM_STATUSES: readonly RedeemStatus[] = ['in_process', 'approved', 'rejected'];

/** Why a member's points changed: one row of the points ledger each. */
export type PointEntryKind = 'earn' | 'redeem' | 'refund' | 'convert' | 'adjust';

/** Every kind of points ledger row. */
export const POINT_ENTRY_KINDS: readonly PointEntryKind[] = [
  'earn',
  'redeem',
  'refund',
  'convert',
  'adjust',
];

/** `GET /wps/relay/MCS2_getPointBalance` (token; real accounts). */
export type PointBalanceResponse = Static<typeof PointsBalanceSchema>;

/**
 * `GET /wps/relay/MCS2_getPointConfig` (no token): the brand's conversion rule. `ratioPoints`
 * points are worth `ratioAmount` money; a conversion is at least `minPoints` and a multiple of
 * `stepPoints` (both multiples of `ratioPoints`, so every conversion is worth whole cents).
 */
export type PointConfigResponse = Static<typeof PointsConfigSchema>;

/** `GET /wps/relay/MCS2_getPointReward?lang=` (no token): one good of the rewards catalogue. */
export type PointGood = Static<typeof PointGoodSchema>;

/** `GET /wps/relay/MCS2_getPointReward`. */
export type PointRewardResponse = Static<typeof PointsRewardSchema>;

/** Query of `MCS2_getPointReward`. */
export type PointRewardQuery = Static<typeof PointsLangQuerySchema>;

/** `POST /wps/relay/passwordCheck/MCS2_redeemPointReward` (token; real accounts). */
export type RedeemPointRequest = Static<typeof RedeemRequestSchema>;

/** One redemption as the member sees it. */
export type PointRedemption = Static<typeof PointRedemptionSchema>;

/** Answer of a redemption: the redemption and the member's points after it. */
export type RedeemPointResponse = Static<typeof RedeemResponseSchema>;

/** Query of `GET /wps/relay/MCS2_getRedeemPointList` (token; real accounts). */
export type RedeemPointListQuery = Static<typeof RedeemListQuerySchema>;

/** `GET /wps/relay/MCS2_getRedeemPointList`: newest first. */
export type RedeemPointListResponse = Static<typeof RedeemListSchema>;

/** `POST /wps/relay/passwordCheck/MCS2_convertPoint` (token; real accounts). */
export type ConvertPointRequest = Static<typeof PointsConvertRequestSchema>;

/** Answer of a conversion. */
export type ConvertPointResponse = Static<typeof PointsConvertResponseSchema>;

/**
 * Bounds of the operator's points commands as the server's schemas check them. Apart from
 * PointLimits, which the web client imports, so that these stay out of its bundle.
 */
export const PointInputLimits = {
  /** A good's name and description, per language. */
  goodNameMaxLength: 2000,
  goodDescriptionMaxLength: 10_000,
  /** A good costs at least 1 point; its stock may be 0. */
  goodMinPoints: 1,
  goodMinStock: 0,
  /** A good's sort order. */
  sortOrderMin: -1_000_000,
  sortOrderMax: 1_000_000,
  /** The member a grant names, and a grant's or decision's remark. */
  usernameMaxLength: 64,
  remarkMaxLength: 2000,
  /** A redemption's reference number. */
  referenceNoMaxLength: 40,
  /** The operator's redemption list: the last 1 to 200, 20 by default. */
  listMin: 1,
  listMax: 200,
  listDefault: 20,
} as const;

/** Limits of the points calls. */
export const PointLimits = {
  /** Redemptions per page unless `pageSize` says otherwise. */
  pageSizeDefault: 10,
  pageSizeMax: 50,
  pageNoMax: 100_000,
  /** The most points one request may name (and one grant may give). */
  maxPoints: 1_000_000_000,
  /** A good's name and description as stored (after stripping HTML). */
  goodNameMaxLength: 80,
  goodDescriptionMaxLength: 1000,
  imageUrlMaxLength: 500,
  /** The most a good may cost. */
  goodMaxPoints: 100_000_000,
  goodMaxStock: 1_000_000,
  /** An operator's remark (grant, approval, rejection). */
  remarkMaxLength: 200,
} as const;

/** The demo brand's conversion rule: 100 points = 1.00, at least 1,000 points, in steps of 100. */
export const DEFAULT_POINT_CONFIG: PointConfigResponse = {
  ratioPoints: 100,
  ratioAmount: '1.00',
  minPoints: 1000,
  stepPoints: 100,
  convertEnabled: true,
};

/** The money (minor units) `points` are worth under `config` (exact when the rules hold). */
export function pointsToMinor(
  points: number,
  config: Pick<PointConfigResponse, 'ratioPoints' | 'ratioAmount'>,
): number {
  const ratioMinor = Math.round(Number(config.ratioAmount) * 100);
  return Math.floor((points * ratioMinor) / config.ratioPoints);
}

/**
 * Why `points` cannot be converted under `config` with `held` points, or null when it can: the
 * web checks before asking, the server decides (same function, same message).
 */
export function convertPointsError(
  points: number,
  config: PointConfigResponse,
  held: number,
): string | null {
  if (!Number.isInteger(points) || points <= 0 || points > PointLimits.maxPoints) {
    return PointMessages.pointsInvalid;
  }
  if (!config.convertEnabled) return PointMessages.convertDisabled;
  if (points < config.minPoints) return PointMessages.belowMinimum(config.minPoints);
  if (points % config.stepPoints !== 0) return PointMessages.notAStep(config.stepPoints);
  if (points > held) return PointMessages.notEnoughPoints;
  return null;
}

/** Error codes of the points calls (besides the shared and payment-password ones). */
export const PointErrorCodes = {
  /** Not a whole number of points in range (400). */
  PointsInvalid: 'POINTS_INVALID',
  /** More points than the member holds (400). */
  NotEnoughPoints: 'POINTS_NOT_ENOUGH',
  /** Below the configured minimum conversion (400). */
  BelowMinimum: 'POINTS_BELOW_MINIMUM',
  /** Not a multiple of the configured step (400). */
  NotAStep: 'POINTS_NOT_A_STEP',
  /** Conversion switched off by the operator (400). */
  ConvertDisabled: 'POINTS_CONVERT_DISABLED',
  /** No such good (404). */
  GoodNotFound: 'POINTS_GOOD_NOT_FOUND',
  /** The good is switched off (400). */
  GoodDisabled: 'POINTS_GOOD_DISABLED',
  /** None left (400). */
  OutOfStock: 'POINTS_OUT_OF_STOCK',
  /** No such redemption (404, operator). */
  RedemptionNotFound: 'POINTS_REDEMPTION_NOT_FOUND',
  /** The redemption was approved or rejected already (409, operator). */
  RedemptionDecided: 'POINTS_REDEMPTION_DECIDED',
  /** A bad conversion rule (400, operator). */
  ConfigInvalid: 'POINTS_CONFIG_INVALID',
} as const;

/** Messages of the points calls (English; the web shows its own translation by code). */
export const PointMessages = {
  pointsInvalid: 'Please enter a whole number of points',
  notEnoughPoints: 'You do not have enough points',
  belowMinimum: (min: number) => `At least ${min} points can be converted`,
  notAStep: (step: number) => `Points must be converted in steps of ${step}`,
  convertDisabled: 'Converting points is not available now',
  goodNotFound: 'This reward does not exist',
  goodDisabled: 'This reward is not available now',
  outOfStock: 'This reward is out of stock',
  redemptionNotFound: 'No such redemption',
  redemptionDecided: 'This redemption has been decided already',
  configInvalid:
    'The step must be a multiple of the ratio points, the minimum a multiple of the step, the amount more than 0',
} as const;
