// Schemas of the agent calls.
import { Type } from '@sinclair/typebox';
import { AgentLimits } from '../contracts/agent-rules';
import { Sent } from './shared';

/** Query of GET /wps/agent/affiliate. */
export const AffiliateCheckQuerySchema = Type.Object({
  code: Type.String({ maxLength: AgentLimits.affiliateCodeMaxLength }),
  domain: Type.Optional(Type.String({ maxLength: AgentLimits.affiliateDomainMaxLength })),
});

/** AffiliateCheckResponse (as serialised: `success` not required). */
export const AffiliateCheckResponseSchema = Type.Object({ success: Sent(Type.Boolean()) });
