// Databases: PGlite and PostgreSQL — the announcements for agents (issue 28, agentAnnouncement): only an agent's session lists them, they never reach the public list, the bar, the popup or a member's list, and the operator's audience (routes and the ops command) takes effect at once.
//
// Through the real routes on a fresh seeded database with a fixed clock: the two seeded agents-only
// announcements, agents of every agent account type, a plain member, a trial account and a visitor;
// announcements the operator adds for agents (a popup one too) and moves between audiences.
import type {
  AgentAnnouncementPage,
  Announcement,
  AnnouncementPage,
  NoticeResponse,
  OpsAnnouncement,
} from '@lotusplay/api-client/contracts';
import {
  AGENT_ACCOUNT_TYPES,
  AgentErrorCodes,
  AgentMessages,
  ANNOUNCEMENT_TYPES,
  AnnouncementErrorCodes,
  AnnouncementLimits,
  AnnouncementMessages,
  AnnouncementPaths,
  AuthMessages,
  ErrorCodes,
} from '@lotusplay/api-client/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../../testing';
import { envelope } from '../../testing/auth-helpers';
import { OpsCommands, opsCaller } from '../../testing/ops-kit';
import { addressSource, loggedInMember, trialLogin } from '../../testing/wallet-kit';
import type { LoggedInMember } from '../../testing/wallet-kit';
import { demoAnnouncements, demoAnnouncementText } from './announcements.seed';

const OPERATOR_TOKEN = 'agent-announcements-test-token';
const now = new Date('2026-11-25T12:00:00Z');
let server: Awaited<ReturnType<typeof createTestServer>>;
const ops = new OpsCommands(OPERATOR_TOKEN);
const call = opsCaller(() => server.app, OPERATOR_TOKEN);
const address = addressSource(84);
let agent: LoggedInMember;
let member: LoggedInMember;

/** The seeded agents-only announcements, newest first. */
const seededForAgents = demoAnnouncements
  .filter((a) => a.audience === 'agents')
  .sort((a, b) => b.date.localeCompare(a.date));

beforeAll(async () => {
  server = await createTestServer({
    config: { operatorToken: OPERATOR_TOKEN },
    clock: () => now,
  });
  await ops.listen(server.app);
  agent = await loggedInMember(server, address(), { isAgent: 1 });
  member = await loggedInMember(server, address());
});
afterAll(async () => {
  await server.close();
});

const get = (url: string, token?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** A page of the agent centre's announcements, as `token` (the agent by default) asks. */
async function agentPage(query = '', token = agent.token): Promise<AgentAnnouncementPage> {
  const response = await get(`${AnnouncementPaths.agent}?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<AgentAnnouncementPage>(response).value;
}

/** Every id a visitor or `token`'s member could see outside the agent centre. */
async function seenOutsideTheCentre(token?: string): Promise<number[]> {
  const ids: number[] = [];
  for (const type of ANNOUNCEMENT_TYPES) {
    const query = `type=${type}&pageSize=${AnnouncementLimits.maxPageSize}&language=EN`;
    const lists = [
      envelope<AnnouncementPage>(await get(`/wps/relay/MCSFE_getListAnnouncements?${query}`)),
    ];
    if (token) {
      lists.push(
        envelope<AnnouncementPage>(await get(`/wps/relay/getAnnouncementLogined?${query}`, token)),
      );
    }
    for (const list of lists) ids.push(...list.value.list.map((a) => a.id));
  }
  const notice = envelope<NoticeResponse>(await get('/wps/relay/MCSFE_getIndexNotice')).value;
  for (const group of [notice.banners, notice.player, notice.popup, notice.promotion]) {
    ids.push(...group.map((a: Announcement) => a.id));
  }
  return ids;
}

const idOf = (line: string) => Number(/^#(\d+)/.exec(line)![1]);

describe('the agent centre announcements', () => {
  it('lists the seeded announcements for agents, newest first, in the asked language', async () => {
    const page = await agentPage('language=EN');
    expect(page).toMatchObject({
      pageNo: 1,
      pageSize: AnnouncementLimits.agentPageSize,
      totalCount: seededForAgents.length,
      totalPages: 1,
    });
    expect(page.list.map((a) => a.title)).toEqual(
      seededForAgents.map((a) => demoAnnouncementText(a, 'EN').title),
    );
    expect(page.list[0]!.title).toBe('Agents: commission statement for 2026-11-03');
    expect(page.list[0]!.content).toContain('<strong>2026-11-03</strong>');
    expect(page.list[0]!.publishedAt).toBe('2026-11-03T08:00:00.000Z');
    expect(page.list.every((a) => !a.memberOnly)).toBe(true);

    const ja = await agentPage('language=JA');
    expect(ja.list.map((a) => a.title)).toEqual(
      seededForAgents.map((a) => demoAnnouncementText(a, 'JA').title),
    );
    const byHeader = await server.app.inject({
      method: 'GET',
      url: AnnouncementPaths.agent,
      headers: { authorization: `Bearer ${agent.token}`, 'x-language': 'TH' },
    });
    expect(envelope<AgentAnnouncementPage>(byHeader).value.list[1]!.title).toBe(
      demoAnnouncementText(seededForAgents[1]!, 'TH').title,
    );
  });

  it('pages them', async () => {
    const first = await agentPage('pageSize=1&pageNo=1');
    const second = await agentPage('pageSize=1&pageNo=2');
    expect(first.totalPages).toBe(seededForAgents.length);
    expect(first.list).toHaveLength(1);
    expect(second.list).toHaveLength(1);
    expect(second.list[0]!.id).not.toBe(first.list[0]!.id);
    expect((await agentPage('pageNo=3&pageSize=1')).list).toEqual([]);
    for (const [query, field] of [
      ['pageNo=0', 'pageNo'],
      [`pageSize=${AnnouncementLimits.maxPageSize + 1}`, 'pageSize'],
    ] as const) {
      const response = await get(`${AnnouncementPaths.agent}?${query}`, agent.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });

  it.each(AGENT_ACCOUNT_TYPES)('answers an agent of account type %i', async (isAgent) => {
    const someAgent = await loggedInMember(server, address(), { isAgent });
    expect((await agentPage('', someAgent.token)).totalCount).toBe(seededForAgents.length);
  });

  it('refuses a plain member (403 NOT_AGENT), a trial account and a visitor', async () => {
    const refused = await get(AnnouncementPaths.agent, member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      code: AgentErrorCodes.NotAgent,
      message: AgentMessages.notAgent,
      value: null,
    });
    const trial = await trialLogin(server, address());
    const byTrial = await get(AnnouncementPaths.agent, trial.token);
    expect(byTrial.statusCode).toBe(403);
    expect(byTrial.json().message).toBe(AuthMessages.needsRealAccount);
    const anonymous = await get(AnnouncementPaths.agent);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(ErrorCodes.Unauthorized);
  });
});

describe('agents-only announcements elsewhere', () => {
  it('never show in the public list, the bar, the popup or a member’s or agent’s list', async () => {
    const forAgents = (await agentPage()).list.map((a) => a.id);
    expect(forAgents).toHaveLength(seededForAgents.length);
    for (const ids of [
      await seenOutsideTheCentre(),
      await seenOutsideTheCentre(member.token),
      await seenOutsideTheCentre(agent.token),
    ]) {
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.filter((id) => forAgents.includes(id))).toEqual([]);
    }
  });

  it('keep a popup one for agents out of the home page popup', async () => {
    const response = await call('POST', '/ops/announcements', {
      type: 'B',
      popup: true,
      audience: 'agents',
      texts: [{ lang: 'EN', title: 'Agents popup', content: '<p>For agents</p>' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = envelope<OpsAnnouncement>(response).value;
    expect(created).toMatchObject({ audience: 'agents', memberOnly: false, popup: true });
    try {
      expect((await agentPage()).list[0]).toMatchObject({ id: created.id, title: 'Agents popup' });
      expect(await seenOutsideTheCentre(agent.token)).not.toContain(created.id);
    } finally {
      await server.app.inject({
        method: 'DELETE',
        url: `/ops/announcements/${created.id}`,
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      });
    }
  });
});

describe("the operator's audience", () => {
  it('moves an announcement between audiences with the ops command, at once', async () => {
    expect(
      await ops.run(
        'announcement',
        'add',
        '--title',
        'Agent meeting',
        '--content',
        '<p>Friday <script>alert(1)</script>at 10:00</p>',
        '--audience',
        'agents',
      ),
    ).toBe(0);
    expect(ops.out[0]).toBe('Added announcement');
    expect(ops.out[1]).toContain('[agents]');
    const id = idOf(ops.out[1]!);
    const inCentre = async () => (await agentPage()).list.some((a) => a.id === id);

    // Agents only: the centre lists it (sanitised), nothing else does.
    const shown = (await agentPage('language=VI')).list.find((a) => a.id === id)!;
    expect(shown).toMatchObject({ title: 'Agent meeting', content: '<p>Friday at 10:00</p>' });
    expect(await seenOutsideTheCentre(member.token)).not.toContain(id);

    // For all: everyone's lists and the bar, no longer the agents' page.
    expect(await ops.run('announcement', 'audience', String(id), 'all')).toBe(0);
    expect(ops.out[0]).toBe('Audience set');
    expect(ops.out[1]).not.toContain('[');
    expect(await inCentre()).toBe(false);
    expect(await seenOutsideTheCentre()).toContain(id);

    // For members: a member's list, not a visitor's.
    expect(await ops.run('announcement', 'audience', String(id), 'MEMBERS')).toBe(0);
    expect(ops.out[1]).toContain('[members]');
    expect(await seenOutsideTheCentre()).not.toContain(id);
    expect(await seenOutsideTheCentre(member.token)).toContain(id);

    // Back to agents, through the operator's route.
    const back = await call('PUT', `/ops/announcements/${id}/audience`, { audience: 'agents' });
    expect(back.statusCode, back.body).toBe(200);
    expect(envelope<OpsAnnouncement>(back).value).toMatchObject({
      id,
      audience: 'agents',
      memberOnly: false,
    });
    expect(await inCentre()).toBe(true);
    expect(await seenOutsideTheCentre(member.token)).not.toContain(id);

    expect(await ops.run('announcement', 'list')).toBe(0);
    expect(ops.out.find((line) => idOf(line) === id)).toContain('[agents]');
    expect(await ops.run('announcement', 'remove', String(id))).toBe(0);
    expect(await inCentre()).toBe(false);
  });

  it('refuses an unknown audience, an unknown announcement and a contradiction', async () => {
    expect(
      await ops.run('announcement', 'add', '--title', 'a', '--content', 'x', '--audience', 'vip'),
    ).toBe(2);
    expect(ops.err[0]).toBe('--audience must be one of all, members, agents');
    expect(
      await ops.run(
        'announcement',
        'add',
        '--title',
        'a',
        '--content',
        'x',
        '--member-only',
        '--audience',
        'agents',
      ),
    ).toBe(2);
    expect(await ops.run('announcement', 'audience', 'abc', 'all')).toBe(2);
    expect(await ops.run('announcement', 'audience', '1', 'everyone')).toBe(2);
    expect(await ops.run('announcement', 'audience', '999999', 'agents')).toBe(1);
    expect(ops.err.join('\n')).toContain(AnnouncementErrorCodes.NotFound);

    const bad = await call('PUT', '/ops/announcements/1/audience', { audience: 'vip' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('audience must be one of: all, members, agents');
    const conflict = await call('POST', '/ops/announcements', {
      memberOnly: true,
      audience: 'agents',
      texts: [{ lang: 'EN', title: 'Both', content: '' }],
    });
    expect(conflict.statusCode).toBe(400);
    expect(conflict.json()).toMatchObject({
      code: AnnouncementErrorCodes.AudienceConflict,
      message: AnnouncementMessages.audienceConflict,
    });
    const unauthorised = await call(
      'PUT',
      '/ops/announcements/1/audience',
      { audience: 'all' },
      'x',
    );
    expect(unauthorised.statusCode).toBe(401);
  });

  it('keeps memberOnly as the members audience', async () => {
    const response = await call('POST', '/ops/announcements', {
      memberOnly: true,
      texts: [{ lang: 'EN', title: 'Old style', content: '' }],
    });
    const created = envelope<OpsAnnouncement>(response).value;
    expect(created).toMatchObject({ audience: 'members', memberOnly: true });
    expect(await seenOutsideTheCentre(member.token)).toContain(created.id);
    expect(await seenOutsideTheCentre()).not.toContain(created.id);
    await server.app.inject({
      method: 'DELETE',
      url: `/ops/announcements/${created.id}`,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
  });
});
