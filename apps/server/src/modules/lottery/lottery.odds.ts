// The odds and stake limits of every lottery play type (issue 13, the shared design). Odds are
// what one unit staked on one number pays back per winning occurrence, stake included, written as
// decimal strings (at most two decimals) so that the settlement applies them exactly.
import { toMoneyString } from '@lotusplay/api-client/contracts';
import type {
  LotteryPlayType,
  LotteryPlayTypeInfo,
  LotteryPrizeTier,
} from '@lotusplay/api-client/contracts';

/** The rule of one play type. */
export interface PlayTypeRule {
  /** The best odds (the only one where the play type has no tiers). */
  odds: string;
  /** Odds by prize tier (SEA); absent when every winning occurrence pays `odds`. */
  oddsByTier?: Partial<Record<LotteryPrizeTier, string>>;
  /** Stake per number, inclusive, in minor units. */
  minStakeMinor: number;
  maxStakeMinor: number;
}

const MIN_STAKE = 100; // 1.00
const MAX_STAKE = 500_000; // 5,000.00
const MAX_STAKE_HIGH_ODDS = 100_000; // 1,000.00 (VN_4D, VN_3D, FAST_3D)

export const PLAY_TYPE_RULES: Readonly<Record<LotteryPlayType, Readonly<PlayTypeRule>>> = {
  VN_LO2: { odds: '3.5', minStakeMinor: MIN_STAKE, maxStakeMinor: MAX_STAKE },
  VN_DE: { odds: '70', minStakeMinor: MIN_STAKE, maxStakeMinor: MAX_STAKE },
  VN_3D: { odds: '600', minStakeMinor: MIN_STAKE, maxStakeMinor: MAX_STAKE_HIGH_ODDS },
  VN_4D: { odds: '5000', minStakeMinor: MIN_STAKE, maxStakeMinor: MAX_STAKE_HIGH_ODDS },
  SEA_BIG: {
    odds: '2500',
    oddsByTier: { FIRST: '2500', SECOND: '1000', THIRD: '500', STARTER: '180', CONSOLATION: '60' },
    minStakeMinor: MIN_STAKE,
    maxStakeMinor: MAX_STAKE,
  },
  SEA_SMALL: {
    odds: '3500',
    oddsByTier: { FIRST: '3500', SECOND: '2000', THIRD: '1000' },
    minStakeMinor: MIN_STAKE,
    maxStakeMinor: MAX_STAKE,
  },
  FAST_3D: { odds: '900', minStakeMinor: MIN_STAKE, maxStakeMinor: MAX_STAKE_HIGH_ODDS },
  FAST_2D: { odds: '90', minStakeMinor: MIN_STAKE, maxStakeMinor: MAX_STAKE },
  FAST_1D: { odds: '9', minStakeMinor: MIN_STAKE, maxStakeMinor: MAX_STAKE },
  ELOTT_POS: { odds: '9.8', minStakeMinor: MIN_STAKE, maxStakeMinor: MAX_STAKE },
  ELOTT_BS: { odds: '1.98', minStakeMinor: MIN_STAKE, maxStakeMinor: MAX_STAKE },
};

/** The play type as the menus list it (money as strings). */
export function playTypeInfo(playType: LotteryPlayType): LotteryPlayTypeInfo {
  const rule = PLAY_TYPE_RULES[playType];
  if (rule === undefined) throw new RangeError(`no such play type: ${String(playType)}`);
  const info: LotteryPlayTypeInfo = {
    playType,
    odds: rule.odds,
    minStake: toMoneyString(rule.minStakeMinor),
    maxStake: toMoneyString(rule.maxStakeMinor),
  };
  if (rule.oddsByTier !== undefined) info.oddsByTier = { ...rule.oddsByTier };
  return info;
}
