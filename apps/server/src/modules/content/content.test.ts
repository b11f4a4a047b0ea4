// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// The help calls through the real routes on a fresh database: every language (the legal pages
// too), the fallback to the default language, the header language, validation, and the help rows
// kept with the brand snapshot (read once, seen anew when
// the brand data changes).
import type { HelpMenuEntry, HelpV2Response } from '@lotusplay/api-client';
import { HelpPageTags, LANGUAGE_CODES } from '@lotusplay/api-client/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../../db/schema';
import { createTestServer } from '../../testing/test-database';
import { ContentRepository } from './content.repository';

let server: Awaited<ReturnType<typeof createTestServer>>;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function get<T>(url: string) {
  const response = await server.app.inject({ method: 'GET', url });
  return {
    response,
    body: response.json<{ success: boolean; code: string; message: string; value: T }>(),
  };
}

describe('help calls', () => {
  it.each(['EN', 'CN', 'VI', 'TH', 'JA', 'TY', 'ID'])('serves help content in %s', async (lang) => {
    const help = await get<HelpV2Response>(`/wps/system/helpV2?lang=${lang}&device=WEB`);
    expect(help.response.statusCode).toBe(200);
    expect(help.body.value.length).toBeGreaterThanOrEqual(3);
    for (const category of help.body.value) {
      expect(category.title).not.toBe('');
      expect(category.articles.length).toBeGreaterThan(0);
      for (const article of category.articles) expect(article.html).toMatch(/<\w+/);
    }
    const menu = await get<HelpMenuEntry[]>(`/wps/system/helpCenter?lang=${lang}`);
    expect(menu.body.value.map((e) => e.tag)).toEqual(help.body.value.map((c) => c.tag));
  });

  it('really translates help content and keeps one script for the sanitiser, but nothing that loads', async () => {
    const en = (await get<HelpV2Response>('/wps/system/helpV2?lang=EN')).body.value;
    const cn = (await get<HelpV2Response>('/wps/system/helpV2?lang=CN')).body.value;
    expect(en[0]!.title).toBe('About Us');
    expect(cn[0]!.title).toBe('关于我们');
    const articles = en.flatMap((c) => c.articles);
    expect(articles.find((a) => a.tag === 'whoWeAre')?.html).toContain('<script>');
    // An image of the content would be a request (the old `<img src="x">` was a 404 and a CSP error).
    for (const lang of LANGUAGE_CODES) {
      const help = (await get<HelpV2Response>(`/wps/system/helpV2?lang=${lang}`)).body.value;
      for (const article of help.flatMap((c) => c.articles))
        expect(article.html).not.toMatch(/<img/);
    }
  });

  it.each(LANGUAGE_CODES)(
    'has the terms, the privacy policy and responsible gaming in %s',
    async (lang) => {
      const help = (await get<HelpV2Response>(`/wps/system/helpV2?lang=${lang}`)).body.value;
      const article = (tag: string) => help.flatMap((c) => c.articles).find((a) => a.tag === tag);
      const english = (await get<HelpV2Response>('/wps/system/helpV2?lang=EN')).body.value;
      const englishArticle = (tag: string) =>
        english.flatMap((c) => c.articles).find((a) => a.tag === tag);
      for (const tag of [HelpPageTags.terms, HelpPageTags.privacy]) {
        const page = article(tag)!;
        // A real page (sections), saying it is a template to adapt, in the language asked for.
        expect(page.html.match(/<h4>/g)!.length).toBeGreaterThanOrEqual(6);
        expect(page.html.length).toBeGreaterThan(600);
        if (lang !== 'EN') expect(page.html).not.toBe(englishArticle(tag)!.html);
      }
      const responsible = help.find((c) => c.tag === HelpPageTags.responsibleGaming)!;
      expect(responsible.articles[0]!.html).toMatch(/18/);
      expect(responsible.articles[0]!.html.match(/<h4>/g)!.length).toBeGreaterThanOrEqual(4);
      expect(english.flatMap((c) => c.articles).find((a) => a.tag === 'terms')!.html).toMatch(
        /^<p><em>Template:/,
      );
    },
  );

  it("falls back to the brand's default language where a text was left empty", async () => {
    const [article] = await server.database.db
      .select()
      .from(t.helpArticles)
      .where(eq(t.helpArticles.tag, HelpPageTags.privacy));
    const where = and(
      eq(t.helpArticleTranslations.articleId, article!.id),
      eq(t.helpArticleTranslations.lang, 'VI'),
    );
    const [vi] = await server.database.db.select().from(t.helpArticleTranslations).where(where);
    await server.database.db.update(t.helpArticleTranslations).set({ html: '' }).where(where);
    await server.app.brandConfig.refresh();
    try {
      const help = (await get<HelpV2Response>('/wps/system/helpV2?lang=VI')).body.value;
      const privacy = help.flatMap((c) => c.articles).find((a) => a.tag === HelpPageTags.privacy)!;
      // Its own title; the text left empty: the English one.
      expect(privacy.title).toBe('Chính sách bảo mật');
      expect(privacy.html).toContain('Who we are');
    } finally {
      await server.database.db
        .update(t.helpArticleTranslations)
        .set({ html: vi!.html })
        .where(where);
      await server.app.brandConfig.refresh();
    }
  });

  it('takes the language from x-language when the query has none', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/wps/system/helpCenter',
      headers: { 'x-language': 'VI' },
    });
    expect(response.json().value[0].title).toBe('Về chúng tôi');
    expect((await get<HelpMenuEntry[]>('/wps/system/helpCenter')).body.value[0]!.title).toBe(
      'About Us',
    );
  });

  it('rejects an unknown help language with 400 instead of silently falling back', async () => {
    const { response, body } = await get('/wps/system/helpV2?lang=XX&device=WEB');
    expect(response.statusCode).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', value: null });
    expect(body.message).toContain('lang');
    expect((await get('/wps/system/helpCenter?lang=en')).response.statusCode).toBe(400);
    expect((await get('/wps/system/helpV2?lang=EN&device=TV')).body.message).toContain('device');
  });

  it('reads the help rows once per brand snapshot and sees a change with the next one', async () => {
    const loads = vi.spyOn(ContentRepository.prototype, 'loadHelp');
    try {
      // A fresh snapshot, so that this test counts its own loads.
      server.app.brandConfig.invalidate();
      const first = (await get<HelpMenuEntry[]>('/wps/system/helpCenter?lang=TH')).body.value;
      await get('/wps/system/helpV2?lang=TH&device=H5');
      await get('/wps/system/helpCenter?lang=JA');
      expect(loads).toHaveBeenCalledTimes(1);

      const category = first[0]!;
      const where = and(
        eq(t.helpCategoryTranslations.categoryId, category.id),
        eq(t.helpCategoryTranslations.lang, 'TH'),
      );
      await server.database.db
        .update(t.helpCategoryTranslations)
        .set({ title: 'Changed by SQL' })
        .where(where);
      try {
        // The version trigger moved: the next check drops the snapshot, help rows included.
        await server.app.brandConfig.refresh();
        const after = (await get<HelpMenuEntry[]>('/wps/system/helpCenter?lang=TH')).body.value;
        expect(after[0]!.title).toBe('Changed by SQL');
        expect(loads).toHaveBeenCalledTimes(2);
      } finally {
        await server.database.db
          .update(t.helpCategoryTranslations)
          .set({ title: category.title })
          .where(where);
        await server.app.brandConfig.refresh();
      }
    } finally {
      loads.mockRestore();
    }
  });
});
