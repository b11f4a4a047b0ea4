// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// The banner calls through the real routes on a fresh database: every group in every language,
// the order, the header language, the texts of a language falling back to the brand's default
// language field by field where the operator left one empty, hostile input refused by the
// operator's commands (and hostile rows written by SQL neutralised on the way out), the ops
// command line, the cache of the brand snapshot refreshed by an operator's change, the boot data
// and preload of index.html and the images' cache headers.
import type { Banner, BannerGroup, OpsBanner } from '@lotusplay/api-client/contracts';
import { BANNER_GROUPS, BannerLimits, LANGUAGE_CODES } from '@lotusplay/api-client/contracts';
import { eq, inArray } from 'drizzle-orm';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../../db/schema';
import { opsCaller, OpsCommands } from '../../testing/ops-kit';
import { createTestServer } from '../../testing/test-database';
import { firstBannerPreload } from '../../lib/web';
import { BannersRepository } from './banners.repository';
import { DEMO_BANNERS } from './banners.seed';

const TOKEN = 'banners-test-operator-token';
let server: Awaited<ReturnType<typeof createTestServer>>;
const ops = opsCaller(() => server.app, TOKEN);
const cli = new OpsCommands(TOKEN);

// A built web app of one line, so index.html (and its boot data) is rendered.
const webDist = mkdtempSync(join(tmpdir(), 'banners-web-'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
);

beforeAll(async () => {
  server = await createTestServer({ config: { operatorToken: TOKEN }, webDist });
  await cli.listen(server.app);
});
afterAll(async () => {
  await server?.close();
});

async function banners(group: string, language?: string, headers: Record<string, string> = {}) {
  const query = new URLSearchParams({ groupName: group, ...(language ? { language } : {}) });
  const response = await server.app.inject({
    method: 'GET',
    url: `/wps/relay/MCSFE_getBanners?${query.toString()}`,
    headers,
  });
  return { response, body: response.json<{ success: boolean; code: string; value: Banner[] }>() };
}

const add = (body: object) => ops('POST', '/ops/banners', body);
const setText = (id: number, language: string, body: object) =>
  ops('PUT', `/ops/banners/${id}/texts/${language}`, body);
/** A new banner's body: an English headline, the art of a site path, whatever `change` says. */
const banner = (change: object = {}) => ({
  groupName: 'w_home',
  texts: [{ language: 'EN', title: 'Hostile' }],
  imageUrl: '/static/banners/x.webp',
  ...change,
});
const remove = (id: number) =>
  server.app.inject({
    method: 'DELETE',
    url: `/ops/banners/${id}`,
    headers: { authorization: `Bearer ${TOKEN}` },
  });

describe('MCSFE_getBanners', () => {
  it.each(BANNER_GROUPS)(
    'serves %s in every language, in order, with safe images',
    async (group) => {
      const demo = DEMO_BANNERS.filter((b) => b.group === group);
      expect(demo.length).toBeGreaterThan(0);
      for (const lang of LANGUAGE_CODES) {
        const { response, body } = await banners(group, lang);
        expect(response.statusCode).toBe(200);
        expect(body.value.map((b) => [b.title, b.subline, b.callToAction])).toEqual(
          demo.map((b) => {
            const [title, subline, callToAction = ''] = b.text[lang];
            return [title, subline, b.linkageType === 'NONE' ? '' : callToAction];
          }),
        );
        for (const banner of body.value) {
          expect(banner.groupName).toBe(group);
          expect(banner.url).toMatch(/^\/static\/banners\/[\w-]+-1536\.[0-9a-f]{10}\.webp$/);
          expect(banner.urlSmall).toMatch(/-768\.[0-9a-f]{10}\.webp$/);
        }
      }
    },
  );

  it('has three home banners, the first two linked inside the site', async () => {
    const { body } = await banners('w_home', 'EN');
    expect(body.value.map((b) => [b.linkageType, b.linkageTarget])).toEqual([
      ['PAGE', '/promotions'],
      ['PAGE', '/rng'],
      ['NONE', null],
    ]);
    expect(body.value[0]).toMatchObject({
      title: 'Welcome bonus 100%',
      subline: 'On your first deposit',
      callToAction: 'Claim now',
    });
    expect((await banners('w_home', 'CN')).body.value[0]!.title).toBe('首存100%欢迎奖金');
    // No call to action where there is nowhere to go.
    expect(body.value[2]!.callToAction).toBe('');
  });

  it('takes the language from x-language, else the default language, and refuses unknown groups and languages', async () => {
    const vi = await banners('w_home', undefined, { 'x-language': 'VI' });
    expect(vi.body.value[0]!.title).toMatch(/^Thưởng/);
    expect((await banners('w_home')).body.value[0]!.title).toMatch(/^Welcome/);
    for (const [group, lang] of [
      ['w_nope', 'EN'],
      ['w_home', 'XX'],
      ['<script>', 'EN'],
    ]) {
      const { response, body } = await banners(group!, lang);
      expect(response.statusCode).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    const missing = await server.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getBanners' });
    expect(missing.statusCode).toBe(400);
  });

  it('serves the images as WebP, cached for a year', async () => {
    const { body } = await banners('w_home', 'EN');
    const image = await server.app.inject({ method: 'GET', url: body.value[0]!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const gone = await server.app.inject({ method: 'GET', url: '/static/banners/nope.webp' });
    expect(gone.statusCode).toBe(404);
  });
});

describe('index.html', () => {
  it('carries the page group’s banners in every language and preloads the first image', async () => {
    const page = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
    });
    const html = page.body;
    const json = /<script type="application\/json" id="lp-boot">(.*?)<\/script>/s.exec(html)![1]!;
    const boot = JSON.parse(json) as {
      banners: { groupName: BannerGroup; byLanguage: Record<string, Banner[]> };
    };
    expect(boot.banners.groupName).toBe('w_home');
    expect(Object.keys(boot.banners.byLanguage).sort()).toEqual([...LANGUAGE_CODES].sort());
    const first = boot.banners.byLanguage.EN![0]!;
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${first.url}" imagesrcset="${first.urlSmall} 768w, ${first.url} 1536w" imagesizes="(max-width: 1120px) 100vw, 1120px">`,
    );
    // The splash shows it before any script runs, with the same srcset and sizes.
    expect(html).toContain(
      `<div class="boot-screen__banner"><img class="lp-banner__image" src="${first.url}" srcset="${first.urlSmall} 768w, ${first.url} 1536w" sizes="(max-width: 1120px) 100vw, 1120px" width="1536" height="400" alt="${first.title}"`,
    );
    // The preload comes before the scripts it would otherwise queue behind.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('carries w_reg on /login and nothing on a page without banners', async () => {
    const login = await server.app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: 'text/html' },
    });
    expect(login.body).toMatch(/"groupName":"w_reg"/);
    const game = await server.app.inject({
      method: 'GET',
      url: '/game',
      headers: { accept: 'text/html' },
    });
    expect(game.body).toContain('"banners":null');
    expect(game.body).not.toContain('rel="preload" as="image"');
  });

  it('writes no preload when the page’s group is empty', () => {
    const boot = {
      permission: { info: { defaultLanguage: 'EN' } },
      banners: { groupName: 'w_home', byLanguage: {} },
    };
    expect(firstBannerPreload(boot as never)).toBeNull();
  });
});

describe('texts per language', () => {
  it('falls back to the default language field by field, only where a language was left empty', async () => {
    const added = await add(
      banner({
        groupName: 'w_pvp',
        texts: [
          {
            language: 'EN',
            title: 'Table night',
            subline: 'Every room open',
            callToAction: 'Join',
          },
        ],
        linkageType: 'PAGE',
        linkageTarget: '/pvp',
      }),
    );
    expect(added.statusCode).toBe(200);
    const id = added.json<{ value: OpsBanner }>().value.bannerId;
    const served = async (lang: string) =>
      (await banners('w_pvp', lang)).body.value.find((b) => b.bannerId === id)!;
    try {
      // Nothing written in Vietnamese yet: the English texts.
      expect(await served('VI')).toMatchObject({
        title: 'Table night',
        subline: 'Every room open',
        callToAction: 'Join',
      });
      // A Vietnamese headline: its own, the other two still English.
      expect((await setText(id, 'VI', { title: 'Đêm <b>bàn chơi</b>' })).statusCode).toBe(200);
      expect(await served('VI')).toMatchObject({
        title: 'Đêm bàn chơi',
        subline: 'Every room open',
        callToAction: 'Join',
      });
      // Every field in Vietnamese; a blank one falls back again.
      await setText(id, 'VI', { subline: 'Mọi phòng đều mở', callToAction: 'Tham gia' });
      expect(await served('VI')).toMatchObject({
        title: 'Đêm bàn chơi',
        subline: 'Mọi phòng đều mở',
        callToAction: 'Tham gia',
      });
      await setText(id, 'VI', { subline: '   ' });
      expect((await served('VI')).subline).toBe('Every room open');
      // English and Chinese are untouched.
      expect((await served('EN')).title).toBe('Table night');
      expect((await served('CN')).title).toBe('Table night');

      const listed = await ops('GET', '/ops/banners?groupName=w_pvp&language=VI');
      expect(
        listed.json<{ value: OpsBanner[] }>().value.find((b) => b.bannerId === id)!.texts,
      ).toEqual([
        { language: 'EN', title: 'Table night', subline: 'Every room open', callToAction: 'Join' },
        { language: 'VI', title: 'Đêm bàn chơi', subline: '', callToAction: 'Tham gia' },
      ]);

      // The default language's headline cannot be left empty: everything falls back to it.
      const cleared = await setText(id, 'EN', { title: '' });
      expect(cleared.statusCode).toBe(400);
      expect(cleared.json()).toMatchObject({ code: 'BANNER_DEFAULT_TEXT_REQUIRED' });
      // Clearing a language's every field removes it: the English texts show again.
      await setText(id, 'VI', { title: '', subline: '', callToAction: '' });
      expect((await served('VI')).title).toBe('Table night');
      expect((await setText(999_999, 'VI', { title: 'x' })).statusCode).toBe(404);
    } finally {
      await remove(id);
    }
  });

  it("falls back to the brand's default language, not to English", async () => {
    const added = await add(
      banner({
        groupName: 'w_sports',
        texts: [
          { language: 'EN', title: 'Derby day', subline: 'Kick-off at eight' },
          { language: 'VI', title: 'Ngày derby', subline: 'Bóng lăn lúc tám giờ' },
        ],
      }),
    );
    const id = added.json<{ value: OpsBanner }>().value.bannerId;
    const brand = t.brand;
    await server.database.db.update(brand).set({ defaultLanguage: 'VI' });
    await server.app.brandConfig.refresh();
    try {
      const cn = (await banners('w_sports', 'CN')).body.value.find((b) => b.bannerId === id);
      expect(cn).toMatchObject({ title: 'Ngày derby', subline: 'Bóng lăn lúc tám giờ' });
      // No language asked for: the brand's default.
      expect((await banners('w_sports')).body.value.find((b) => b.bannerId === id)!.title).toBe(
        'Ngày derby',
      );
      // A new banner now needs its Vietnamese headline.
      const english = await add(banner({ groupName: 'w_sports' }));
      expect(english.statusCode).toBe(400);
      expect(english.json()).toMatchObject({ code: 'BANNER_DEFAULT_TEXT_REQUIRED' });
    } finally {
      await server.database.db.update(brand).set({ defaultLanguage: 'EN' });
      await server.app.brandConfig.refresh();
      await remove(id);
    }
  });

  it('shows a banner written for one other language only in that language', async () => {
    const [row] = await server.database.db
      .insert(t.banners)
      .values({ groupName: 'w_fish', imageUrl: '/static/banners/f.webp', sortOrder: 99 })
      .returning();
    await server.database.db
      .insert(t.bannerTexts)
      .values({ bannerId: row!.id, lang: 'TH', title: 'ตกปลากลางคืน' });
    await server.app.brandConfig.refresh();
    try {
      const ids = async (lang: string) =>
        (await banners('w_fish', lang)).body.value.map((b) => b.bannerId);
      expect(await ids('TH')).toContain(row!.id);
      expect(await ids('EN')).not.toContain(row!.id);
      expect(await ids('JA')).not.toContain(row!.id);
    } finally {
      await server.database.db.delete(t.banners).where(eq(t.banners.id, row!.id));
      await server.app.brandConfig.refresh();
    }
  });
});

describe('operator banner commands', () => {
  it('adds a banner that the site shows at once (cache refreshed), lists and removes it', async () => {
    const loads = vi.spyOn(BannersRepository.prototype, 'loadAll');
    const before = (await banners('w_promotion', 'TH')).body.value;
    const added = await add({
      groupName: 'w_promotion',
      texts: [
        { language: 'EN', title: 'Added <b>banner</b><script>alert(1)</script>' },
        { language: 'TH', title: 'แบนเนอร์ใหม่', callToAction: '<i>ดูเลย</i>' },
      ],
      imageUrl: '/static/banners/x.webp',
      linkageType: 'URL',
      linkageTarget: 'https://example.com/promo?a=1',
    });
    expect(added.statusCode).toBe(200);
    const value = added.json<{ value: OpsBanner }>().value;
    expect(value).toMatchObject({
      groupName: 'w_promotion',
      linkageType: 'URL',
      sortOrder: 20,
      texts: [
        { language: 'EN', title: 'Added banner', subline: '', callToAction: '' },
        { language: 'TH', title: 'แบนเนอร์ใหม่', subline: '', callToAction: 'ดูเลย' },
      ],
    });
    const after = (await banners('w_promotion', 'TH')).body.value;
    expect(after.map((b) => b.bannerId)).toEqual([
      ...before.map((b) => b.bannerId),
      value.bannerId,
    ]);
    expect(after.at(-1)).toMatchObject({ title: 'แบนเนอร์ใหม่', callToAction: 'ดูเลย' });
    expect((await banners('w_promotion', 'EN')).body.value.at(-1)!.title).toBe('Added banner');
    expect(loads).toHaveBeenCalled();
    loads.mockRestore();

    const listed = await ops('GET', '/ops/banners?groupName=w_promotion&language=TH');
    expect(listed.json<{ value: OpsBanner[] }>().value.map((b) => b.bannerId)).toContain(
      value.bannerId,
    );

    expect((await remove(value.bannerId)).statusCode).toBe(200);
    expect((await banners('w_promotion', 'TH')).body.value).toEqual(before);
    const again = await remove(value.bannerId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'BANNER_NOT_FOUND' });
  });

  it('puts a banner with a lower order first', async () => {
    const added = await add(
      banner({
        groupName: 'w_fish',
        texts: [{ language: 'EN', title: 'First' }],
        imageUrl: 'https://cdn.example.com/a.webp',
        sortOrder: 1,
      }),
    );
    const id = added.json<{ value: OpsBanner }>().value.bannerId;
    expect((await banners('w_fish', 'JA')).body.value[0]!.bannerId).toBe(id);
    await remove(id);
  });

  it.each([
    [
      'a javascript: target',
      { linkageType: 'URL', linkageTarget: 'javascript:alert(1)' },
      'BANNER_UNSAFE_URL',
    ],
    [
      'a data: target',
      { linkageType: 'URL', linkageTarget: 'data:text/html,<script>x</script>' },
      'BANNER_UNSAFE_URL',
    ],
    [
      'a protocol-relative target',
      { linkageType: 'PAGE', linkageTarget: '//evil.example/' },
      'BANNER_UNSAFE_URL',
    ],
    [
      'a PAGE target that is an address',
      { linkageType: 'PAGE', linkageTarget: 'https://a.example/' },
      'BANNER_UNSAFE_URL',
    ],
    [
      'a URL target that is a path',
      { linkageType: 'URL', linkageTarget: '/promotions' },
      'BANNER_UNSAFE_URL',
    ],
    [
      'a target with credentials',
      { linkageType: 'URL', linkageTarget: 'https://u:p@a.example/' },
      'BANNER_UNSAFE_URL',
    ],
    ['a missing target', { linkageType: 'PAGE' }, 'VALIDATION_ERROR'],
    ['a javascript: image', { imageUrl: 'javascript:alert(1)' }, 'BANNER_UNSAFE_URL'],
    ['a relative image', { imageUrl: 'x.webp' }, 'BANNER_UNSAFE_URL'],
    ['a small image with a space', { imageUrlSmall: '/a b.webp' }, 'BANNER_UNSAFE_URL'],
    [
      'a title of tags only',
      { texts: [{ language: 'EN', title: '<script>alert(1)</script>' }] },
      'BANNER_EMPTY_TITLE',
    ],
    [
      'no title in the default language',
      { texts: [{ language: 'VI', title: 'Chỉ tiếng Việt' }] },
      'BANNER_DEFAULT_TEXT_REQUIRED',
    ],
    [
      'a language twice',
      {
        texts: [
          { language: 'EN', title: 'a' },
          { language: 'EN', title: 'b' },
        ],
      },
      'VALIDATION_ERROR',
    ],
    [
      'a subline over its limit',
      {
        texts: [
          { language: 'EN', title: 'a', subline: 'x'.repeat(BannerLimits.sublineMaxLength + 1) },
        ],
      },
      'VALIDATION_ERROR',
    ],
    ['no texts', { texts: [] }, 'VALIDATION_ERROR'],
    ['an unknown group', { groupName: 'w_evil' }, 'VALIDATION_ERROR'],
    ['an unknown language', { texts: [{ language: 'XX', title: 'x' }] }, 'VALIDATION_ERROR'],
    ['an unknown linkage type', { linkageType: 'SCRIPT', linkageTarget: '/x' }, 'VALIDATION_ERROR'],
    ['a negative order', { sortOrder: -1 }, 'VALIDATION_ERROR'],
  ])('refuses %s', async (_name, change, code) => {
    const response = await add(banner(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code });
    expect((await banners('w_home', 'EN')).body.value).toHaveLength(3);
  });

  it('refuses an eleventh banner of a group', async () => {
    const ids: number[] = [];
    try {
      for (
        let i = (await banners('w_down', 'ID')).body.value.length;
        i < BannerLimits.maxPerGroup;
        i++
      ) {
        const added = await add(
          banner({
            groupName: 'w_down',
            texts: [{ language: 'EN', title: `B${i}` }],
            imageUrl: '/b.webp',
          }),
        );
        ids.push(added.json<{ value: OpsBanner }>().value.bannerId);
      }
      const full = await add(
        banner({ groupName: 'w_down', texts: [{ language: 'EN', title: 'One too many' }] }),
      );
      expect(full.statusCode).toBe(409);
      expect(full.json()).toMatchObject({ code: 'BANNER_GROUP_FULL' });
    } finally {
      for (const id of ids) await remove(id);
    }
  });

  it('answers 401 without the operator token', async () => {
    expect((await ops('GET', '/ops/banners', undefined, 'wrong')).statusCode).toBe(401);
    const text = await ops('PUT', '/ops/banners/1/texts/EN', { title: 'x' }, 'wrong');
    expect(text.statusCode).toBe(401);
    const anonymous = await server.app.inject({ method: 'DELETE', url: '/ops/banners/1' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows a hostile row written by plain SQL without its script or its link', async () => {
    const rows = await server.database.db
      .insert(t.banners)
      .values([
        {
          groupName: 'w_esports',
          imageUrl: '/static/banners/e.webp',
          linkageType: 'URL',
          linkageTarget: 'javascript:alert(1)',
          sortOrder: 99,
        },
        { groupName: 'w_esports', imageUrl: 'javascript:alert(1)', sortOrder: 100 },
      ])
      .returning();
    await server.database.db.insert(t.bannerTexts).values([
      {
        bannerId: rows[0]!.id,
        lang: 'EN',
        title: '<img src=x onerror=alert(1)>Esports <b>night</b>',
        subline: '<script>alert(2)</script>Late',
        callToAction: 'Go',
      },
      { bannerId: rows[1]!.id, lang: 'EN', title: 'Bad image' },
    ]);
    try {
      await server.app.brandConfig.refresh();
      const list = (await banners('w_esports', 'EN')).body.value;
      expect(list).toHaveLength(2);
      expect(list[1]).toMatchObject({
        title: 'Esports night',
        subline: 'Late',
        // Unlinked: no call to action.
        callToAction: '',
        linkageType: 'NONE',
        linkageTarget: null,
      });
    } finally {
      // Only the two rows of this test: the demo banners stay for the other tests (random order).
      await server.database.db.delete(t.banners).where(
        inArray(
          t.banners.id,
          rows.map((row) => row.id),
        ),
      );
      await server.app.brandConfig.refresh();
    }
  });
});

describe('ops banner (command line)', () => {
  it('adds a banner, gives it texts in another language, lists and removes it', async () => {
    expect(
      await cli.run(
        'banner',
        'add',
        'w_live',
        'en',
        '--title',
        'New banner',
        '--subline',
        'Tonight only',
        '--cta',
        'Play',
        '--image',
        '/static/banners/n.webp',
        '--link',
        '/live',
        '--order',
        '5',
      ),
    ).toBe(0);
    expect(cli.out[0]).toMatch(
      /^Banner added: \d+ w_live #5 — \/static\/banners\/n\.webp → PAGE \/live$/,
    );
    expect(cli.out[1]).toBe('  EN: New banner · Tonight only [Play]');
    const id = /Banner added: (\d+)/.exec(cli.out[0]!)![1]!;
    expect((await banners('w_live', 'CN')).body.value[0]).toMatchObject({
      title: 'New banner',
      callToAction: 'Play',
    });

    expect(await cli.run('banner', 'text', id, 'cn', '--title', '新横幅', '--cta', '开玩')).toBe(0);
    expect((await banners('w_live', 'CN')).body.value[0]).toMatchObject({
      title: '新横幅',
      subline: 'Tonight only',
      callToAction: '开玩',
    });

    expect(await cli.run('banner', 'list', '--group', 'w_live', '--lang', 'CN')).toBe(0);
    expect(cli.out.filter((line) => !line.startsWith(' '))).toHaveLength(3);
    expect(cli.out[0]).toContain(`${id} w_live #5`);
    expect(cli.out).toContain('  CN: 新横幅 [开玩]');

    expect(await cli.run('banner', 'remove', id)).toBe(0);
    expect(cli.out).toEqual([`Banner ${id} removed`]);
    expect((await banners('w_live', 'CN')).body.value).toHaveLength(2);
  });

  it('reports a refused link and usage mistakes', async () => {
    expect(
      await cli.run(
        'banner',
        'add',
        'w_live',
        'EN',
        '--title',
        'x',
        '--image',
        '/x.webp',
        '--link',
        'javascript:alert(1)',
      ),
    ).not.toBe(0);
    expect(cli.err.join('\n')).toMatch(/site path|http/);
    expect(
      await cli.run('banner', 'add', 'w_nope', 'EN', '--title', 'x', '--image', '/x.webp'),
    ).toBe(2);
    expect(await cli.run('banner', 'add', 'w_live', 'EN', '--image', '/x.webp')).toBe(2);
    expect(await cli.run('banner', 'text', '1', 'EN')).toBe(2);
    expect(await cli.run('banner', 'text', '1', 'XX', '--title', 'x')).toBe(2);
    expect(await cli.run('banner', 'remove', 'abc')).toBe(2);
    expect(await cli.run('banner', 'frobnicate')).toBe(2);
  });
});
