// Contracts of the member centre's referral page (issue 27). `GET MCSFE_getReferral` (token): the
// member's referral code (its invite link is `/register?referralCode=<code>`), the operator's rule,
// the members registered with the code and what their first deposits paid the member (ledger kind
// bonus, once per referred member). `GET|PUT /ops/referral/rule`: the operator's rule.
import type { Static } from '@sinclair/typebox';
import type {
  OpsReferralRuleInputSchema,
  ReferralQuerySchema,
  ReferralResponseSchema,
  ReferralRuleSchema,
  ReferredMemberSchema,
} from '../schemas/referral';

/** Query of `MCSFE_getReferral`. */
export type ReferralQuery = Static<typeof ReferralQuerySchema>;
/** The operator's referral rule. */
export type ReferralRule = Static<typeof ReferralRuleSchema>;
/** A member registered with the referrer's code. */
export type ReferredMember = Static<typeof ReferredMemberSchema>;
/** `MCSFE_getReferral`. */
export type ReferralResponse = Static<typeof ReferralResponseSchema>;
/** Body of `PUT /ops/referral/rule`. */
export type OpsReferralRuleInput = Static<typeof OpsReferralRuleInputSchema>;
