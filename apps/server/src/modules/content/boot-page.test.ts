// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// index.html of /noticePage and /promotions carries the page's first answer (boot data) in the
// brand's default language, the same as the call gives a visitor, and /promotions preloads its
// first card's image; other pages and other notice pages carry none.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  AnnouncementPage,
  BootData,
  PromotionListResponse,
} from '@lotusplay/api-client/contracts';
import { BOOT_DATA_ELEMENT_ID, parseBootData } from '@lotusplay/api-client/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../../testing/auth-helpers';
import { createTestServer } from '../../testing/test-database';

let server: Awaited<ReturnType<typeof createTestServer>>;
const webDist = mkdtempSync(join(tmpdir(), 'boot-page-web-'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
);

beforeAll(async () => {
  server = await createTestServer({ webDist });
});
afterAll(async () => {
  await server?.close();
});

async function page(url: string): Promise<{ html: string; boot: BootData }> {
  const response = await server.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html' },
  });
  expect(response.statusCode).toBe(200);
  const html = response.body;
  const element = new RegExp(
    `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  const boot = parseBootData(element?.[1]);
  expect(boot).not.toBeNull();
  return { html, boot: boot! };
}

const call = async <T>(url: string) =>
  envelope<T>(await server.app.inject({ method: 'GET', url })).value;

describe('boot page data', () => {
  it('/noticePage carries the first page of notices, as the call answers a visitor', async () => {
    const { boot } = await page('/noticePage');
    const language = boot.permission.info.defaultLanguage;
    expect(boot.page).toMatchObject({ kind: 'notices', language });
    const expected = await call<AnnouncementPage>(
      `/wps/relay/MCSFE_getListAnnouncements?type=B&platform=W&execution=B&language=${language}&pageNo=1&pageSize=9`,
    );
    expect(boot.page?.kind === 'notices' && boot.page.notices).toEqual(expected);
    expect(expected.list.length).toBeGreaterThan(0);
    // The splash shows the page's titles before any script runs.
    const { html } = await page('/noticePage');
    expect(html).toContain(
      `<ul class="boot-screen__list">${expected.list.map((n) => `<li>${n.title}</li>`).join('')}</ul>`,
    );
    expect((await page('/noticePage?page=1')).boot.page?.kind).toBe('notices');
  });

  it('/promotions carries the list and preloads the first card’s image', async () => {
    const { html, boot } = await page('/promotions');
    const language = boot.permission.info.defaultLanguage;
    const expected = await call<PromotionListResponse>(
      `/wps/relay/MCSFE_getPromotionList?language=${language}`,
    );
    expect(boot.page).toEqual({ kind: 'promotions', language, promotions: expected });
    const first = expected.list[0]!;
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${first.imageUrl}">`,
    );
    expect(html.indexOf(first.imageUrl)).toBeLessThan(html.indexOf('</head>'));
    // The splash shows the first promotion's image before any script runs.
    expect(html).toContain(`<div class="boot-screen__promo"><img src="${first.imageUrl}"`);
  });

  it('carries nothing for another notices page or another path', async () => {
    for (const url of ['/noticePage?page=2', '/', '/promoDetail?id=1', '/pointMall']) {
      const { boot } = await page(url);
      expect(boot.page ?? null, url).toBeNull();
      const { html } = await page(url);
      expect(html).not.toMatch(/boot-screen__(promo|list)/);
    }
  });
});
