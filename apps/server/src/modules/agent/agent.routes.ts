// HTTP route of the affiliate-code check. HTTP only.
import type { FastifyInstance } from 'fastify';
import { ok, responses } from '../../lib/envelope';
import * as s from '../member/member.schemas';
import type { MemberService } from '../member/member.service';

/** Options of the agent routes plugin. */
export interface AgentRoutesOptions {
  members: MemberService;
}

/** Registers GET /wps/agent/affiliate (register with prefix `/wps/agent`). */
export async function agentRoutes(app: FastifyInstance, { members }: AgentRoutesOptions) {
  app.get<{ Querystring: { code: string; domain?: string } }>(
    '/affiliate',
    {
      schema: {
        tags: ['agent'],
        summary: 'Whether an affiliate / referral code exists',
        querystring: {
          type: 'object',
          required: ['code'],
          properties: {
            code: { type: 'string', maxLength: 64 },
            domain: { type: 'string', maxLength: 256 },
          },
        },
        response: responses(s.affiliateValue),
      },
    },
    async (request) => ok({ success: await members.checkAffiliate(request.query.code) }),
  );
}
