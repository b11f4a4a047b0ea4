// MSW handlers of the agent centre's announcements (issue 28, agentAnnouncement), answering from
// data typed against the contracts: paged as the server pages (newest first, 10 a page by
// default), the bounds of its query, 403 NOT_AGENT for a member, a failure or no answer at all.
import {
  AgentErrorCodes,
  AgentMessages,
  AnnouncementLimits,
  AnnouncementPaths,
  ErrorCodes,
} from '@lotusplay/api-client';
import type { AgentAnnouncement, AgentAnnouncementPage } from '@lotusplay/api-client';
import { envelope, errorEnvelope } from '@lotusplay/api-client/testing';
import { delay, http } from 'msw';
import type { HttpHandler } from 'msw';

/** What the call does: answer, fail with 500, refuse a non-agent (403), or never answer. */
export type AgentAnnouncementMode = 'data' | 'error' | 'notAgent' | 'loading';

/** One announcement for agents, its date `2026-11-DD` at 08:00 UTC (day 28 down by `n`). */
export function agentAnnouncement(n: number, overrides: Partial<AgentAnnouncement> = {}) {
  const day = String(28 - (n % 27)).padStart(2, '0');
  const announcement: AgentAnnouncement = {
    id: 500 + n,
    title: `Agent notice ${n + 1}`,
    type: 'B',
    content: `<p>Details of agent notice ${n + 1}.</p>`,
    popup: false,
    memberOnly: false,
    publishedAt: `2026-11-${day}T08:00:00.000Z`,
    endTime: null,
    ...overrides,
  };
  return announcement;
}

/** The demo announcements for agents, newest first: the two the server seeds, then `more`. */
export function buildAgentAnnouncements(more = 0): AgentAnnouncement[] {
  return [
    agentAnnouncement(0, {
      id: 21,
      title: 'Agents: commission statement for 2026-11-03',
      content:
        '<p>Your team commission statement up to <strong>2026-11-03</strong> is ready.</p><ul><li>Statements are final 3 days after they are issued.</li></ul>',
      publishedAt: '2026-11-03T08:00:00.000Z',
    }),
    agentAnnouncement(1, {
      id: 22,
      type: 'PL',
      title: 'Agents: new downline rules from 2026-10-26',
      content:
        '<h3>What changes</h3><p>Each new downline account must change its first password.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      publishedAt: '2026-10-26T08:00:00.000Z',
    }),
    ...Array.from({ length: more }, (_, i) =>
      agentAnnouncement(i + 2, {
        publishedAt: `2026-10-${String(25 - (i % 24)).padStart(2, '0')}T08:00:00.000Z`,
      }),
    ),
  ];
}

/** The handler of the agent centre's announcements, answering from `list` (newest first). */
export function createAgentAnnouncementHandlers(
  list: AgentAnnouncement[] = buildAgentAnnouncements(),
  mode: AgentAnnouncementMode = 'data',
): HttpHandler[] {
  return [
    http.get(`*${AnnouncementPaths.agent}`, async ({ request }) => {
      if (mode === 'loading') await delay('infinite');
      if (mode === 'error') return errorEnvelope(ErrorCodes.Internal, 'Server error', 500);
      if (mode === 'notAgent') {
        return errorEnvelope(AgentErrorCodes.NotAgent, AgentMessages.notAgent, 403);
      }
      const params = new URL(request.url).searchParams;
      const pageNo = Number(params.get('pageNo') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? AnnouncementLimits.agentPageSize);
      if (!Number.isInteger(pageNo) || pageNo < 1 || pageNo > AnnouncementLimits.maxPageNo) {
        return errorEnvelope(ErrorCodes.Validation, 'querystring.pageNo is out of range', 400);
      }
      if (
        !Number.isInteger(pageSize) ||
        pageSize < 1 ||
        pageSize > AnnouncementLimits.maxPageSize
      ) {
        return errorEnvelope(ErrorCodes.Validation, 'querystring.pageSize is out of range', 400);
      }
      const answer: AgentAnnouncementPage = {
        list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNo,
        pageSize,
        totalCount: list.length,
        totalPages: Math.ceil(list.length / pageSize),
      };
      return envelope(answer);
    }),
  ];
}
