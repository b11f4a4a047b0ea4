// Contracts of the member centre's loyalty pages (issue 27). `GET MCSFE_personalProfit` (token):
// personal loss over a range of days, computed from the same rounds and day bounds as the betting
// record (GCS_bettingRecord), so both agree to the minor unit. `GET MCSFE_getPlayerRank`: the club
// ranks and the member's, from their valid bets. `GET MCSFE_getMissionSummaryDetails`: missions
// with progress from real activity; `POST MCSFE_claimMission` pays a completed mission once
// (wallet ledger, kind bonus); `GET MCSFE_getMissionLeaderboard`: members by valid bet.
// `GET MCSFE_bonusDetails`: every bonus the ledger credited the member, with its source and the
// wagering still to do.
import type { Static } from '@sinclair/typebox';
import type {
  BonusDetailsQuerySchema,
  BonusDetailsResponseSchema,
  BonusEntrySchema,
  ClubRankSchema,
  MissionClaimRequestSchema,
  MissionClaimResponseSchema,
  MissionLeaderboardResponseSchema,
  MissionSchema,
  MissionSummaryResponseSchema,
  OpsMissionInputSchema,
  OpsMissionListResponseSchema,
  OpsMissionSchema,
  OpsRankInputSchema,
  OpsRankListResponseSchema,
  PersonalProfitQuerySchema,
  PersonalProfitResponseSchema,
  PlayerRankResponseSchema,
  ProfitLineSchema,
} from '../schemas/loyalty';

/** Query of `MCSFE_personalProfit`. */
export type PersonalProfitQuery = Static<typeof PersonalProfitQuerySchema>;
/** One category's line of personal loss. */
export type ProfitLine = Static<typeof ProfitLineSchema>;
/** `MCSFE_personalProfit`. */
export type PersonalProfitResponse = Static<typeof PersonalProfitResponseSchema>;
/** A club rank. */
export type ClubRank = Static<typeof ClubRankSchema>;
/** `MCSFE_getPlayerRank`. */
export type PlayerRankResponse = Static<typeof PlayerRankResponseSchema>;
/** A mission and the member's progress. */
export type Mission = Static<typeof MissionSchema>;
/** `MCSFE_getMissionSummaryDetails`. */
export type MissionSummaryResponse = Static<typeof MissionSummaryResponseSchema>;
/** `MCSFE_getMissionLeaderboard`. */
export type MissionLeaderboardResponse = Static<typeof MissionLeaderboardResponseSchema>;
/** Body of `MCSFE_claimMission`. */
export type MissionClaimRequest = Static<typeof MissionClaimRequestSchema>;
/** What `MCSFE_claimMission` answers. */
export type MissionClaimResponse = Static<typeof MissionClaimResponseSchema>;
/** Query of `MCSFE_bonusDetails`. */
export type BonusDetailsQuery = Static<typeof BonusDetailsQuerySchema>;
/** One bonus credited. */
export type BonusEntry = Static<typeof BonusEntrySchema>;
/** `MCSFE_bonusDetails`. */
export type BonusDetailsResponse = Static<typeof BonusDetailsResponseSchema>;
/** Body of `POST /ops/loyalty/missions`. */
export type OpsMissionInput = Static<typeof OpsMissionInputSchema>;
/** A mission as the operator sees it. */
export type OpsMission = Static<typeof OpsMissionSchema>;
/** `GET /ops/loyalty/missions`. */
export type OpsMissionListResponse = Static<typeof OpsMissionListResponseSchema>;
/** Body of `PUT /ops/loyalty/ranks/:level`. */
export type OpsRankInput = Static<typeof OpsRankInputSchema>;
/** `GET /ops/loyalty/ranks`. */
export type OpsRankListResponse = Static<typeof OpsRankListResponseSchema>;
