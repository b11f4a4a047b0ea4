// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// The announcement calls through the real routes on a fresh PGlite database: every type and
// language of the demo data, paging, time windows, popup flags, the logged-in variant, the
// operator's add / list / remove (routes and the ops command), hostile HTML stripped on the way in
// and on the way out, over-long fields refused.
import type {
  AnnouncementPage,
  NoticeResponse,
  OpsAnnouncement,
} from '@lotusplay/api-client/contracts';
import {
  ANNOUNCEMENT_TYPES,
  AnnouncementErrorCodes,
  AnnouncementLimits,
  LANGUAGE_CODES,
} from '@lotusplay/api-client/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { createTestServer } from '../../testing';
import { envelope, withToken } from '../../testing/auth-helpers';
import { OpsCommands, opsCaller } from '../../testing/ops-kit';
import { addressSource, loggedInMember } from '../../testing/wallet-kit';
import { demoAnnouncements, demoAnnouncementText } from './announcements.seed';

const OPERATOR_TOKEN = 'announcements-test-token';
let now = new Date('2026-11-25T12:00:00Z');
let server: Awaited<ReturnType<typeof createTestServer>>;
const ops = new OpsCommands(OPERATOR_TOKEN);
const call = opsCaller(() => server.app, OPERATOR_TOKEN);
const address = addressSource(83);

beforeAll(async () => {
  server = await createTestServer({
    config: { operatorToken: OPERATOR_TOKEN },
    clock: () => now,
  });
  await ops.listen(server.app);
});
afterAll(async () => {
  await server.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });
async function page(query: string) {
  const response = await get(`/wps/relay/MCSFE_getListAnnouncements?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<AnnouncementPage>(response).value;
}
async function notice(query = '') {
  const response = await get(`/wps/relay/MCSFE_getIndexNotice?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<NoticeResponse>(response).value;
}
async function add(body: object) {
  return call('POST', '/ops/announcements', body);
}
const removeAll = async (ids: number[]) => {
  for (const id of ids)
    await server.app.inject({
      method: 'DELETE',
      url: `/ops/announcements/${id}`,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
};

/** The demo announcements for everyone (not the members-only or agents-only ones). */
const forAll = demoAnnouncements.filter((a) => (a.audience ?? 'all') === 'all');
const publicB = forAll.filter((a) => a.type === 'B');

describe('MCSFE_getListAnnouncements', () => {
  it('pages the type-B notices 9 at a time, sort order then newest first', async () => {
    const first = await page('type=B&platform=W&execution=B&pageNo=1&language=EN');
    expect(first.pageSize).toBe(AnnouncementLimits.pageSize);
    expect(first.totalCount).toBe(publicB.length);
    expect(first.totalPages).toBe(Math.ceil(publicB.length / 9));
    expect(first.list).toHaveLength(9);
    const second = await page('pageNo=2');
    expect(second.list).toHaveLength(publicB.length - 9);
    const all = [...first.list, ...second.list];
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
    const times = all.map((a) => Date.parse(a.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.every((a) => a.type === 'B' && !a.memberOnly)).toBe(true);
    // The newest is the popup welcome of 2026-11-01.
    expect(first.list[0]).toMatchObject({ title: 'Welcome to LotusPlay', popup: true });
    expect((await page('pageNo=3')).list).toEqual([]);
  });

  it.each(ANNOUNCEMENT_TYPES)('answers type %s with only that type', async (type) => {
    const list = (await page(`type=${type}&pageSize=50`)).list;
    const expected = forAll.filter((a) => a.type === type);
    expect(list).toHaveLength(expected.length);
    expect(list.every((a) => a.type === type)).toBe(true);
  });

  it.each(LANGUAGE_CODES)('serves the demo texts in %s', async (lang) => {
    const list = (await page(`language=${lang}&pageSize=50`)).list;
    const welcome = demoAnnouncements.find((a) => a.subject === 'welcome')!;
    expect(list[0]!.title).toBe(demoAnnouncementText(welcome, lang).title);
    expect(list[0]!.content).toContain('<a href="/promotions"');
    if (lang !== 'EN') expect(list[0]!.title).not.toBe('Welcome to LotusPlay');
  });

  it('takes the language from x-language, and an alias', async () => {
    const byHeader = envelope<AnnouncementPage>(
      await get('/wps/relay/MCSFE_getListAnnouncements', { 'x-language': 'JA' }),
    ).value;
    expect(byHeader.list[0]!.title).toBe('LotusPlay へようこそ');
    expect((await page('language=zh-CN')).list[0]!.title).toBe('欢迎来到 LotusPlay');
  });

  it('refuses bad paging and unknown types with a clear message', async () => {
    for (const [query, message] of [
      ['pageNo=0', 'pageNo'],
      ['pageSize=51', 'pageSize'],
      ['type=X', 'type must be one of: B, PL, PU, PR, H'],
      ['platform=H5', 'platform'],
    ] as const) {
      const response = await get(`/wps/relay/MCSFE_getListAnnouncements?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });
});

describe('texts per language', () => {
  it("falls back to the brand's default language field by field, only where one was left empty", async () => {
    const created = envelope<OpsAnnouncement>(
      await add({
        type: 'H',
        texts: [
          { lang: 'EN', title: 'Server move', content: '<p>We move on Sunday.</p>' },
          { lang: 'VI', title: 'Chuyển máy chủ', content: '' },
          { lang: 'CN', title: '迁移服务器', content: '<p>我们将在周日迁移。</p>' },
        ],
      }),
    ).value;
    const shown = async (lang: string) =>
      (await page(`type=H&pageSize=50&language=${lang}`)).list.find((a) => a.id === created.id);
    try {
      // Vietnamese has its own title; its content was left empty: the English content.
      expect(await shown('VI')).toMatchObject({
        title: 'Chuyển máy chủ',
        content: '<p>We move on Sunday.</p>',
      });
      expect(await shown('CN')).toMatchObject({
        title: '迁移服务器',
        content: '<p>我们将在周日迁移。</p>',
      });
      // Nothing in Thai: the English texts.
      expect((await shown('TH'))?.title).toBe('Server move');

      // The brand's default language, not English, is what an empty text falls back to.
      await server.database.db.update(t.brand).set({ defaultLanguage: 'CN' });
      await server.app.brandConfig.refresh();
      expect(await shown('TH')).toMatchObject({
        title: '迁移服务器',
        content: '<p>我们将在周日迁移。</p>',
      });
      expect((await shown('VI'))?.content).toBe('<p>我们将在周日迁移。</p>');
    } finally {
      await server.database.db.update(t.brand).set({ defaultLanguage: 'EN' });
      await server.app.brandConfig.refresh();
      await removeAll([created.id]);
    }
  });
});

describe('time windows', () => {
  it('shows an announcement from its start until its end, at once', async () => {
    const created = envelope<OpsAnnouncement>(
      await add({
        startTime: '2026-12-01T00:00:00Z',
        endTime: '2026-12-02T00:00:00Z',
        texts: [{ lang: 'EN', title: 'December window', content: '<p>Only on the 1st</p>' }],
      }),
    ).value;
    const shown = async () => (await page('pageSize=50')).list.some((a) => a.id === created.id);
    expect(await shown()).toBe(false);
    now = new Date('2026-12-01T00:00:00Z');
    expect(await shown()).toBe(true);
    now = new Date('2026-12-01T23:59:59Z');
    expect(await shown()).toBe(true);
    now = new Date('2026-12-02T00:00:00Z');
    expect(await shown()).toBe(false);
    now = new Date('2026-11-25T12:00:00Z');
    await removeAll([created.id]);
  });

  it('refuses an end before the start', async () => {
    const response = await add({
      startTime: '2026-12-02T00:00:00Z',
      endTime: '2026-12-01T00:00:00Z',
      texts: [{ lang: 'EN', title: 'Backwards', content: '' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(AnnouncementErrorCodes.BadWindow);
  });
});

describe('the notice response', () => {
  it('groups the bar (B), player (PL), promotion (PR) and the popup ones', async () => {
    const value = await notice('language=EN');
    expect(value.banners.map((a) => a.type)).toEqual(value.banners.map(() => 'B'));
    expect(value.banners).toHaveLength(publicB.length);
    expect(value.player).toHaveLength(forAll.filter((a) => a.type === 'PL').length);
    expect(value.promotion).toHaveLength(forAll.filter((a) => a.type === 'PR').length);
    expect(value.popup.map((a) => a.title)).toEqual([
      'Weekend bonus reminder (2026-11-02)',
      'Welcome to LotusPlay',
    ]);
    expect(value.popup.every((a) => a.popup && a.content.length > 0)).toBe(true);
    expect([...value.banners, ...value.player].some((a) => a.memberOnly)).toBe(false);
    expect((await notice('language=TH')).popup[1]!.title).toBe('ยินดีต้อนรับสู่ LotusPlay');
  });
});

describe('getAnnouncementLogined', () => {
  it('needs a session', async () => {
    const response = await get('/wps/relay/getAnnouncementLogined');
    expect(response.statusCode).toBe(401);
  });

  it('adds the members-only announcements for a member', async () => {
    const member = await loggedInMember(server, address());
    const response = await withToken(
      server.app,
      'GET',
      '/wps/relay/getAnnouncementLogined?type=B&pageSize=50&language=EN',
      member.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const list = envelope<AnnouncementPage>(response).value.list;
    expect(list).toHaveLength(publicB.length + 1);
    expect(list.filter((a) => a.memberOnly).map((a) => a.title)).toEqual([
      'Members: your VIP week (2026-10-30)',
    ]);
  });
});

const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>';

describe('hostile and over-long input', () => {
  it('strips scripts and handlers from every field on the way in', async () => {
    const response = await add({
      type: 'B',
      popup: true,
      texts: [
        {
          lang: 'EN',
          title: `<b>Safe</b> title${hostile}`,
          content: `<p onclick="alert(3)">Safe <a href="javascript:alert(4)">link</a></p>${hostile}<iframe src="https://evil.example"></iframe><style>body{display:none}</style>`,
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = envelope<OpsAnnouncement>(response).value;
    const [stored] = await server.database.db
      .select()
      .from(t.announcementTranslations)
      .where(eq(t.announcementTranslations.announcementId, created.id));
    expect(stored!.title).toBe('Safe title');
    for (const bad of [
      '<script',
      'onerror',
      'onclick',
      'javascript:',
      '<iframe',
      '<style',
      'alert(2)',
    ]) {
      expect(stored!.content).not.toContain(bad);
    }
    expect(stored!.content).toContain('Safe');
    await removeAll([created.id]);
  });

  it('strips them on the way out too (rows written behind the routes)', async () => {
    const [row] = await server.database.db
      .insert(t.announcements)
      .values({ type: 'B', popup: true, sortOrder: 0 })
      .returning({ id: t.announcements.id });
    await server.database.db.insert(t.announcementTranslations).values({
      announcementId: row!.id,
      lang: 'EN',
      title: `Raw${hostile}`,
      content: `<p>Raw body</p>${hostile}<a href="javascript:alert(5)">x</a>`,
    });
    // The version trigger tells the brand cache; in a test it is asked to look now.
    await server.app.brandConfig.refresh();
    const served = [...(await page('pageSize=50')).list, ...(await notice()).popup].filter(
      (a) => a.id === row!.id,
    );
    expect(served).toHaveLength(2);
    for (const a of served) {
      expect(a.title).toBe('Raw');
      expect(a.content).toContain('Raw body');
      for (const bad of ['<script', 'onerror', 'javascript:', 'alert']) {
        expect(a.content).not.toContain(bad);
      }
    }
    await removeAll([row!.id]);
  });

  it('refuses over-long titles and content, empty titles and unknown languages', async () => {
    const cases: [object, string][] = [
      [
        {
          texts: [
            { lang: 'EN', title: 'x'.repeat(AnnouncementLimits.titleMaxLength + 1), content: '' },
          ],
        },
        `body.texts.0.title must NOT have more than ${AnnouncementLimits.titleMaxLength} characters`,
      ],
      [
        {
          texts: [
            {
              lang: 'EN',
              title: 'ok',
              content: 'x'.repeat(AnnouncementLimits.contentMaxLength + 1),
            },
          ],
        },
        `body.texts.0.content must NOT have more than ${AnnouncementLimits.contentMaxLength} characters`,
      ],
      [{ texts: [{ lang: 'EN', title: '<script>x</script>', content: '' }] }, 'must have text'],
      [{ texts: [{ lang: 'XX', title: 'a', content: '' }] }, 'body.texts.0.lang must be one of'],
      [{ texts: [] }, 'body.texts must NOT have fewer than 1 items'],
    ];
    for (const [body, message] of cases) {
      const response = await add(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });
});

describe('operator', () => {
  it('refuses calls without the operator token', async () => {
    expect((await call('GET', '/ops/announcements', undefined, 'wrong')).statusCode).toBe(401);
  });

  it('adds, lists and removes an announcement with the ops command', async () => {
    expect(
      await ops.run(
        'announcement',
        'add',
        '--title',
        'Ops notice <script>alert(1)</script>',
        '--content',
        '<p>From the <em>operator</em></p><img src=x onerror=alert(1)>',
        '--popup',
        '--order',
        '0',
      ),
    ).toBe(0);
    expect(ops.out[0]).toBe('Added announcement');
    const id = Number(/^#(\d+)/.exec(ops.out[1]!)![1]);
    expect(ops.out[1]).toContain('[popup]');
    expect(ops.out[1]).toContain('Ops notice');
    const ja = (await page('language=JA&pageSize=50')).list.find((a) => a.id === id)!;
    expect(ja.title).toBe('Ops notice');
    expect(ja.content).toBe('<p>From the <em>operator</em></p><img src="x" />');
    expect((await notice()).popup.some((a) => a.id === id)).toBe(true);

    expect(await ops.run('announcement', 'list')).toBe(0);
    expect(ops.out[0]).toMatch(new RegExp(`^#${id} B  \\[popup\\]`));

    expect(await ops.run('announcement', 'remove', String(id))).toBe(0);
    expect(ops.out).toEqual([`Removed announcement #${id}`]);
    expect((await page('pageSize=50')).list.some((a) => a.id === id)).toBe(false);
    expect(await ops.run('announcement', 'remove', String(id))).toBe(1);
    expect(ops.err.join('\n')).toContain(AnnouncementErrorCodes.NotFound);
  });

  it('stores one language with --lang and refuses bad usage', async () => {
    expect(
      await ops.run(
        'announcement',
        'add',
        '--title',
        'Only EN',
        '--content',
        'x',
        '--lang',
        'en',
        '--type',
        'H',
      ),
    ).toBe(0);
    const id = Number(/^#(\d+)/.exec(ops.out[1]!)![1]);
    expect(ops.out[1]).toContain('(EN)');
    // Other languages fall back to the English text.
    expect((await page('type=H&language=VI')).list.find((a) => a.id === id)?.title).toBe('Only EN');
    await removeAll([id]);
    expect(await ops.run('announcement', 'add', '--content', 'x')).toBe(2);
    expect(ops.err[0]).toBe('announcement add needs --title');
    expect(
      await ops.run('announcement', 'add', '--title', 'a', '--content', 'x', '--type', 'Z'),
    ).toBe(2);
    expect(await ops.run('announcement', 'remove', 'abc')).toBe(2);
  });
});
