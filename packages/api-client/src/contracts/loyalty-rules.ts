// Values of the member centre's loyalty pages (issue 27) that both sides agree on: personal loss
// (personalProfit), club ranks (playerRank) and missions (missionLeaderboard). Framework-free: the
// server imports it at run time.

/** The paths of the loyalty calls (under /wps/relay, like the other MCSFE_ calls). */
export const LoyaltyPaths = {
  personalProfit: '/wps/relay/MCSFE_personalProfit',
  playerRank: '/wps/relay/MCSFE_getPlayerRank',
  missionSummary: '/wps/relay/MCSFE_getMissionSummaryDetails',
  missionLeaderboard: '/wps/relay/MCSFE_getMissionLeaderboard',
  missionClaim: '/wps/relay/MCSFE_claimMission',
  bonusDetails: '/wps/relay/MCSFE_bonusDetails',
} as const;

/**
 * Where a bonus came from: a promotion, a raffle, a mission, a club rank's upgrade bonus, a
 * rebate, a referral (a referred member's first deposit), or something else the ledger booked as
 * a bonus.
 */
export type BonusSource =
  'promotion' | 'raffle' | 'mission' | 'rank' | 'rebate' | 'referral' | 'other';

/** Every bonus source. */
export const BONUS_SOURCES: readonly BonusSource[] = [
  'promotion',
  'raffle',
  'mission',
  'rank',
  'rebate',
  'referral',
  'other',
];

/** What a mission counts: valid bets (stakes of settled rounds), deposits credited, days logged in, rounds played. */
export type MissionKind = 'validBet' | 'deposit' | 'login' | 'gamesPlayed';

/** Every mission kind. */
export const MISSION_KINDS: readonly MissionKind[] = [
  'validBet',
  'deposit',
  'login',
  'gamesPlayed',
];

/** Mission kinds whose target and progress are money (the others count). */
export const MONEY_MISSION_KINDS: readonly MissionKind[] = ['validBet', 'deposit'];

/**
 * A mission as the member sees it: not started yet, running and not reached, reached and not yet
 * claimed, claimed (paid once), or ended without being reached.
 */
export type MissionStatus = 'comingSoon' | 'inProgress' | 'claimable' | 'claimed' | 'ended';

/** Every mission status. */
export const MISSION_STATUSES: readonly MissionStatus[] = [
  'comingSoon',
  'inProgress',
  'claimable',
  'claimed',
  'ended',
];

/** Bounds of the loyalty calls. */
export const LoyaltyLimits = {
  /** Members listed on a mission leaderboard. */
  leaderboardSize: 20,
  /** Days a leaderboard looks back over (up to and including today). */
  leaderboardDays: 7,
  /** A mission code: letters, digits, `_` and `-`. */
  missionCodePattern: '^[A-Za-z0-9_-]{1,40}$',
  missionTitleMax: 100,
  /** Club rank level above which customer service routes to the VIP channel (SPEC.md §1, §4). */
  vipRankLevelAbove: 4,
  /**
   * A bonus must be wagered this many times over (valid bets after it was credited) before its
   * wagering is done.
   */
  bonusWageringMultiplier: 1,
  /** A club rank's name, as the operator sets it. */
  rankNameMax: 40,
  /** The highest club rank level. */
  rankLevelMax: 100,
  /** A rank's rebate, in basis points of valid bets (10,000 = 100 %). */
  rebateBasisPointsMax: 10_000,
  /** The most withdrawals a day a rank may allow. */
  dailyWithdrawalsMax: 1_000,
} as const;

/** The codes of refused loyalty calls. */
export const LoyaltyErrorCodes = {
  /** No such mission (or one the member cannot see). */
  MissionNotFound: 'MISSION_NOT_FOUND',
  /** The mission's target is not reached yet, it has not started, or it has ended. */
  MissionNotClaimable: 'MISSION_NOT_CLAIMABLE',
  /** The member already claimed this mission. */
  MissionClaimed: 'MISSION_ALREADY_CLAIMED',
  /** The operator's mission code is taken. */
  MissionCodeTaken: 'MISSION_CODE_TAKEN',
} as const;

/** The texts of refused loyalty calls. */
export const LoyaltyMessages = {
  missionNotFound: 'Mission not found',
  missionNotClaimable: 'This mission cannot be claimed yet',
  missionClaimed: 'This mission has already been claimed',
  missionCodeTaken: 'A mission with this code exists',
  missionTargetInvalid:
    'A count target must be a whole number above 0; a money target a positive amount',
  missionWindowInvalid: 'endsAt must be after startsAt',
  amountInvalid: 'Amounts must be positive money values (upgradeBonus may be 0)',
} as const;
