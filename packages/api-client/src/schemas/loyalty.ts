// Schemas of the member centre's loyalty pages (issue 27): personal loss (personalProfit), club
// ranks (playerRank), missions and their leaderboard (missionLeaderboard).
import { Type } from '@sinclair/typebox';
import { GAME_TYPES } from '../contracts/games-rules';
import {
  BONUS_SOURCES,
  LoyaltyLimits,
  MISSION_KINDS,
  MISSION_STATUSES,
} from '../contracts/loyalty-rules';
import { AccountRecordLimits } from '../contracts/wallet-records-rules';
import { IdSchema, MoneyInputSchema, MoneyValueSchema } from './fields';
import { NullableTimeSchema, TimeSchema } from './orders';
import { Nullable, StringEnum } from './shared';

const int = Type.Integer();
const money = MoneyValueSchema;
const calendarDay = Type.Optional(
  Type.String({
    maxLength: AccountRecordLimits.dayMaxLength,
    description: 'A calendar day YYYY-MM-DD (inclusive), in the brand time zone (UTC)',
  }),
);

/** Query of personal loss: a range of days as the betting record takes it (default the last 7). */
export const PersonalProfitQuerySchema = Type.Object(
  { startDate: calendarDay, endDate: calendarDay },
  { additionalProperties: false },
);

/** Rounds, stakes, wins and profit (win − stake; negative: a loss) of one game category. */
export const ProfitLineSchema = Type.Object({
  gameType: StringEnum(GAME_TYPES),
  rounds: int,
  /** Valid bet: the stakes of the settled rounds. */
  stake: money,
  win: money,
  profit: money,
});

/** Personal loss over a range: the totals (as the betting record's) and one line per category played. */
export const PersonalProfitResponseSchema = Type.Object({
  startDate: Type.String(),
  endDate: Type.String(),
  rounds: int,
  stake: money,
  win: money,
  profit: money,
  categories: Type.Array(ProfitLineSchema),
});

/** What a club rank gives. */
export const RankBenefitsSchema = Type.Object({
  /** Paid once when the rank is reached (0.00: none). */
  upgradeBonus: money,
  /** Rebate on valid bets, in hundredths of a percent (50 = 0.50 %). */
  rebateBasisPoints: int,
  /** Withdrawals a day. */
  dailyWithdrawals: int,
  /** Customer service through the VIP channel. */
  vipService: Type.Boolean(),
});

/** A club rank: its level, name, the valid bet that reaches it and its benefits. */
export const ClubRankSchema = Type.Object({
  level: int,
  name: Type.String(),
  minValidBet: money,
  benefits: RankBenefitsSchema,
});

/** playerRank: every rank, the member's (from their valid bets) and the way to the next. */
export const PlayerRankResponseSchema = Type.Object({
  ranks: Type.Array(ClubRankSchema),
  /** The member's valid bets, all time. */
  validBet: money,
  /** The member's level (0: none yet). */
  level: int,
  name: Nullable(Type.String()),
  /** The next rank, null at the top. */
  next: Nullable(
    Type.Object({ level: int, name: Type.String(), minValidBet: money, remaining: money }),
  ),
  /** Progress from the member's rank to the next, 0–100 (100 at the top). */
  progressPercent: int,
  /** Customer service routes to the VIP channel (rank level above 4). */
  vipService: Type.Boolean(),
});

/** A mission and the member's progress on it. */
export const MissionSchema = Type.Object({
  id: int,
  code: Type.String(),
  title: Type.String(),
  kind: StringEnum(MISSION_KINDS),
  /** For validBet and deposit a money string ('500.00'), else a count ('3'). */
  target: Type.String(),
  progress: Type.String(),
  /** Progress to the target, 0–100. */
  progressPercent: int,
  reward: money,
  status: StringEnum(MISSION_STATUSES),
  startsAt: TimeSchema,
  endsAt: NullableTimeSchema,
  claimedAt: NullableTimeSchema,
});

/** MCSFE_getMissionSummaryDetails: the missions, how many can be claimed, and what they paid. */
export const MissionSummaryResponseSchema = Type.Object({
  missions: Type.Array(MissionSchema),
  claimable: int,
  earned: money,
});

/** MCSFE_getMissionLeaderboard: members by valid bet over the last days (names masked). */
export const MissionLeaderboardResponseSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  list: Type.Array(Type.Object({ rank: int, username: Type.String(), validBet: money })),
  /** The member's own place (null: no valid bet in the period) and valid bet. */
  me: Type.Object({ rank: Nullable(int), validBet: money }),
});

/** Claims a completed mission's reward. */
export const MissionClaimRequestSchema = Type.Object(
  { missionId: IdSchema },
  { additionalProperties: false },
);

/** What a claim paid. */
export const MissionClaimResponseSchema = Type.Object({
  missionId: int,
  reward: money,
  claimedAt: TimeSchema,
});

/** Query of bonus details: a range of days as the account record takes it, and a page. */
export const BonusDetailsQuerySchema = Type.Object(
  {
    startDate: calendarDay,
    endDate: calendarDay,
    pageNo: Type.Optional(
      Type.Integer({ minimum: 1, maximum: AccountRecordLimits.maxPageNo, default: 1 }),
    ),
    pageSize: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: AccountRecordLimits.maxPageSize,
        default: AccountRecordLimits.defaultPageSize,
      }),
    ),
  },
  { additionalProperties: false },
);

/** One bonus credited: its ledger entry, where it came from and its wagering. */
export const BonusEntrySchema = Type.Object({
  /** The ledger entry id. */
  id: int,
  time: TimeSchema,
  source: StringEnum(BONUS_SOURCES),
  amount: money,
  /** What the ledger says it was for ('mission play-5 reward', …). */
  reference: Type.String(),
  /** Valid bets the bonus asks for (amount × LoyaltyLimits.bonusWageringMultiplier). */
  wageringRequired: money,
  /** Valid bets since it was credited, up to the requirement. */
  wageringDone: money,
  /** What is still to wager (0.00: done). */
  wageringRemaining: money,
});

/** bonusDetails: a page of the bonuses credited in the range, newest first. */
export const BonusDetailsResponseSchema = Type.Object({
  startDate: Type.String(),
  endDate: Type.String(),
  list: Type.Array(BonusEntrySchema),
  pageNo: int,
  pageSize: int,
  total: int,
  totalPages: int,
});

/**
 * The operator adds a mission: what it counts, its target (money for validBet and deposit, a
 * whole count otherwise), its reward, its window and its title (EN, the fallback).
 */
export const OpsMissionInputSchema = Type.Object(
  {
    code: Type.String({ pattern: LoyaltyLimits.missionCodePattern }),
    kind: StringEnum(MISSION_KINDS),
    title: Type.String({ minLength: 1, maxLength: LoyaltyLimits.missionTitleMax }),
    target: MoneyInputSchema,
    reward: MoneyInputSchema,
    startsAt: Type.Optional(TimeSchema),
    endsAt: Type.Optional(TimeSchema),
  },
  { additionalProperties: false },
);

/** A mission as the operator sees it. */
export const OpsMissionSchema = Type.Object({
  id: int,
  code: Type.String(),
  kind: StringEnum(MISSION_KINDS),
  title: Type.String(),
  target: Type.String(),
  reward: money,
  startsAt: TimeSchema,
  endsAt: NullableTimeSchema,
  /** Members who claimed it. */
  claims: int,
});

/** The operator's list of missions. */
export const OpsMissionListResponseSchema = Type.Object({ missions: Type.Array(OpsMissionSchema) });

/** The operator sets a club rank (by level in the path). */
export const OpsRankInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: LoyaltyLimits.rankNameMax }),
    minValidBet: MoneyInputSchema,
    upgradeBonus: MoneyInputSchema,
    rebateBasisPoints: Type.Integer({ minimum: 0, maximum: LoyaltyLimits.rebateBasisPointsMax }),
    dailyWithdrawals: Type.Integer({ minimum: 0, maximum: LoyaltyLimits.dailyWithdrawalsMax }),
  },
  { additionalProperties: false },
);

/** The level of a club rank in an operator's path. */
export const OpsRankParamsSchema = Type.Object({
  level: Type.Integer({ minimum: 1, maximum: LoyaltyLimits.rankLevelMax }),
});

/** The operator's list of club ranks. */
export const OpsRankListResponseSchema = Type.Object({ ranks: Type.Array(ClubRankSchema) });
