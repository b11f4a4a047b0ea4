// Contract types of the reward centre (rewardCenter, issue 27), derived from their schemas
// (schemas/rewards.ts); the values both sides agree on are in rewards-rules.ts.
import type { Static } from '@sinclair/typebox';
import type {
  OpsRewardApplicationListSchema,
  OpsRewardApplicationSchema,
  OpsRewardInputSchema,
  OpsRewardSchema,
  RewardApplyRequestSchema,
  RewardCenterResponseSchema,
  RewardClaimRequestSchema,
  RewardClaimResponseSchema,
  RewardImageUploadSchema,
  RewardItemSchema,
  RewardJoinRequestSchema,
} from '../schemas/rewards';

/** One reward with the member's status. */
export type RewardItem = Static<typeof RewardItemSchema>;
/** `GET /wps/relay/MCSFE_getRewardCenter` (token). */
export type RewardCenterResponse = Static<typeof RewardCenterResponseSchema>;
/** `POST /wps/relay/MCSFE_joinReward` (token). */
export type RewardJoinRequest = Static<typeof RewardJoinRequestSchema>;
/** One image of an application. */
export type RewardImageUpload = Static<typeof RewardImageUploadSchema>;
/** `POST /wps/relay/MCSFE_applyReward` (token). */
export type RewardApplyRequest = Static<typeof RewardApplyRequestSchema>;
/** `POST /wps/relay/MCSFE_claimReward` (token). */
export type RewardClaimRequest = Static<typeof RewardClaimRequestSchema>;
/** What a claim paid. */
export type RewardClaimResponse = Static<typeof RewardClaimResponseSchema>;
/** The operator's reward on a promotion. */
export type OpsRewardInput = Static<typeof OpsRewardInputSchema>;
export type OpsReward = Static<typeof OpsRewardSchema>;
/** One taking part, as the operator reviews it. */
export type OpsRewardApplication = Static<typeof OpsRewardApplicationSchema>;
export type OpsRewardApplicationList = Static<typeof OpsRewardApplicationListSchema>;
