// MSW handlers of the referral page's call for its component tests and stories: in-memory
// answers shaped like the server's (paging included), and failure or never-answering variants.
import { ReferralLimits, ReferralPaths } from '@lotusplay/api-client';
import type { ReferralQuery, ReferralResponse, ReferredMember } from '@lotusplay/api-client';
import { envelope, errorEnvelope } from '@lotusplay/api-client/testing';
import { delay, http } from 'msw';
import type { HttpHandler } from 'msw';

/** What the call does: answer the data, fail with 500, or never answer (loading). */
export type ReferralCallMode = 'data' | 'error' | 'loading';

/** The demo data of the referral page, and the queries it was asked. */
export interface ReferralData {
  referralCode: string;
  rule: ReferralResponse['rule'];
  members: ReferredMember[];
  queries: ReferralQuery[];
}

/** Three referred members: one rewarded, one below the minimum, one without a deposit. */
export function buildReferredMembers(): ReferredMember[] {
  return [
    {
      username: 'new***01',
      registeredAt: '2026-11-27T09:00:00.000Z',
      status: 'registered',
      firstDeposit: null,
      reward: null,
      rewardedAt: null,
    },
    {
      username: 'smo***er',
      registeredAt: '2026-11-25T09:00:00.000Z',
      status: 'notQualified',
      firstDeposit: '50.00',
      reward: null,
      rewardedAt: null,
    },
    {
      username: 'fri***nd',
      registeredAt: '2026-11-20T09:00:00.000Z',
      status: 'rewarded',
      firstDeposit: '150.00',
      reward: '8.88',
      rewardedAt: '2026-11-21T10:00:00.000Z',
    },
  ];
}

/** Demo data: a rule of 8.88 for a first deposit of 100.00 and three referred members. */
export function buildReferralData(overrides: Partial<ReferralData> = {}): ReferralData {
  return {
    referralCode: 'K7QM2XPA',
    rule: { enabled: true, minFirstDeposit: '100.00', reward: '8.88' },
    members: buildReferredMembers(),
    queries: [],
    ...overrides,
  };
}

/** The answer of `MCSFE_getReferral` for `data` and a page. */
export function referralAnswer(data: ReferralData, query: ReferralQuery): ReferralResponse {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? ReferralLimits.defaultPageSize;
  const rewarded = data.members.filter((m) => m.status === 'rewarded');
  const earned = rewarded.reduce((sum, m) => sum + Math.round(Number(m.reward) * 100), 0);
  return {
    referralCode: data.referralCode,
    rule: data.rule,
    invited: data.members.length,
    rewarded: rewarded.length,
    earned: (earned / 100).toFixed(2),
    list: data.members.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNo,
    pageSize,
    total: data.members.length,
    totalPages: Math.ceil(data.members.length / pageSize),
  };
}

/** The referral call answered from `data` (or failing, or never answering). */
export function createReferralHandlers(
  data: ReferralData,
  mode: ReferralCallMode = 'data',
): HttpHandler[] {
  return [
    http.get(`*${ReferralPaths.referral}`, async ({ request }) => {
      const params = new URL(request.url).searchParams;
      const query: ReferralQuery = {
        pageNo: Number(params.get('pageNo') ?? 1),
        pageSize: Number(params.get('pageSize') ?? ReferralLimits.defaultPageSize),
      };
      data.queries.push(query);
      if (mode === 'loading') await delay('infinite');
      if (mode === 'error') return errorEnvelope('SERVER_ERROR', 'Server error', 500);
      return envelope(referralAnswer(data, query));
    }),
  ];
}
