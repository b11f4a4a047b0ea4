// The banner, notice and support handlers of @lotusplay/content/testing against the real server:
// the same status, code and message to the same request sequences, and values of the same shape
// (field names and types; the demo data of the handlers is not the seeded brand's).
//   banners: every group in two languages, a header language, unknown group or language, none.
//   notices: the public list per type and page, the members' list (401 without a session, members
//   with one), the index notice.
//   support: the feedback settings, feedbacks within and outside the word limits (visitor and
//   member), too many images, getService per channel.
import { BANNER_GROUPS } from '@lotusplay/api-client';
import { ANNOUNCEMENT_TYPES } from '@lotusplay/api-client/contracts';
import {
  createBannerErrorHandlers,
  createBannerHandlers,
  createContentErrorHandlers,
  createNoticesHandlers,
  createSupportHandlers,
} from '@lotusplay/content/testing';
import type { AnyHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectParityOf,
  get,
  registerParityMember,
  runOnBoth,
  shapeDifferences,
  startParityServer,
} from './harness';
import type { Call, Clock, ParityContext, ParityServer } from './harness';

const clock: Clock = { now: Date.parse('2026-03-01T08:00:00Z') };
let server: ParityServer;
let member: { token: string };
let serial = 0;
const MSW_MEMBER = 'tok-msw-member';

beforeAll(async () => {
  server = await startParityServer(clock);
  member = await registerParityMember(server, 3000);
});
afterAll(async () => {
  await server?.close();
});

function parity(handlers: () => AnyHandler[], sequence: (ctx: ParityContext) => Promise<void>) {
  serial += 1;
  return expectParityOf({
    server,
    clock,
    handlers,
    address: `198.18.0.${serial}`,
    tokens: { msw: { member: MSW_MEMBER }, server: { member: member.token } },
    sequence,
  });
}

describe('banner handlers and server agree', () => {
  it('on every group in two languages and the refusals', async () => {
    await parity(
      () => createBannerHandlers(),
      async ({ call, shape }) => {
        for (const group of BANNER_GROUPS) {
          for (const language of ['EN', 'CN']) {
            const answer = await call(
              `${group} ${language}`,
              get(`/wps/relay/MCSFE_getBanners?groupName=${group}&language=${language}`, null),
            );
            shape(`${group} ${language}`, answer.value);
          }
        }
        shape(
          'no language',
          (await call('no language', get('/wps/relay/MCSFE_getBanners?groupName=w_home', null)))
            .value,
        );
        await call(
          'unknown group',
          get('/wps/relay/MCSFE_getBanners?groupName=w_nope&language=EN', null),
        );
        await call(
          'unknown language',
          get('/wps/relay/MCSFE_getBanners?groupName=w_home&language=XX', null),
        );
        await call('no group', get('/wps/relay/MCSFE_getBanners?language=EN', null));
      },
    );
  });
});

describe('notice handlers and server agree', () => {
  it('on the public list, the members’ list and the index notice', async () => {
    await parity(
      () => createNoticesHandlers(),
      async ({ call, shape }) => {
        const list = (query: string, token?: string | null) =>
          get(`/wps/relay/MCSFE_getListAnnouncements${query}`, token);
        const logined = (query: string, token?: string | null) =>
          get(`/wps/relay/getAnnouncementLogined${query}`, token);
        shape('list', (await call('list', list('', null))).value);
        for (const type of ANNOUNCEMENT_TYPES) {
          shape(`type ${type}`, (await call(`type ${type}`, list(`?type=${type}`, null))).value);
        }
        shape('page 2', (await call('page 2', list('?type=B&pageNo=2&pageSize=5', null))).value);
        await call('unknown type', list('?type=Z', null));
        await call('page 0', list('?pageNo=0', null));
        await call('page size 0', list('?pageSize=0', null));
        await call('page not a number', list('?pageNo=abc', null));
        await call('members’ list without a session', logined('', null));
        shape('members’ list', (await call('members’ list', logined(''))).value);
        shape(
          'members’ list, type PR',
          (await call('members’ list, type PR', logined('?type=PR'))).value,
        );
        shape(
          'index notice',
          (await call('index notice', get('/wps/relay/MCSFE_getIndexNotice', null))).value,
        );
        shape(
          'index notice in CN',
          (
            await call(
              'index notice in CN',
              get('/wps/relay/MCSFE_getIndexNotice?language=CN', null),
            )
          ).value,
        );
      },
    );
  });
});

describe('support handlers and server agree', () => {
  it('on the feedback settings, feedbacks and getService', async () => {
    await parity(
      () => createSupportHandlers({ now: () => clock.now }),
      async ({ call, shape, note, side }) => {
        const settings = await call('settings', get('/wps/feedback/settings', null));
        note('settings', settings.value);
        const feedback = (body: unknown, token?: string | null): Omit<Call, 'address'> => ({
          method: 'PUT',
          path: '/wps/feedback',
          body,
          ...(token === undefined ? {} : { token }),
        });
        const words = (count: number) =>
          Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
        await call('too few words', feedback({ content: words(4) }, null));
        await call('too many words', feedback({ content: words(501) }, null));
        await call('empty', feedback({ content: '' }, null));
        await call('no content', feedback({}, null));
        const sent = await call('visitor', feedback({ content: words(5) }, null));
        shape('visitor', sent.value);
        note('visitor images', (sent.value as { imageCount: number }).imageCount);
        const withContact = await call(
          'member with a contact',
          feedback({ content: words(20), contact: 'me@example.com' }),
        );
        shape('member', withContact.value);
        const image = {
          fileName: 'a.png',
          contentType: 'image/png',
          dataBase64:
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        };
        await call(
          'four images',
          feedback({ content: words(5), images: [image, image, image, image] }, null),
        );
        const service = (query: string, token?: string | null) =>
          get(`/wps/relay/getService${query}`, token);
        for (const type of ['', '?type=LIVECHAT', '?type=FACEBOOK', '?type=TELEGRAM']) {
          const answer = await call(`service ${type || 'default'}`, service(type, null));
          shape(`service ${type || 'default'}`, answer.value);
          note(
            `channel ${type || 'default'}`,
            (answer.value as { version: { pathList: { type: number; path: string }[] } } | null)
              ?.version.pathList[0]?.path,
          );
        }
        // Five stored feedbacks from one address in ten minutes; the sixth is refused.
        for (const n of [3, 4, 5])
          await call(`feedback ${n}`, feedback({ content: words(6) }, null));
        await call('a sixth within ten minutes', feedback({ content: words(6) }, null));
        await call('a bad one is still answered', feedback({ content: words(1) }, null));
        side.advance(10 * 60 * 1000);
        await call('ten minutes on', feedback({ content: words(6) }, null));
        await call('service of a member', service(''));
        await call('unknown service', service('?type=NOPE', null));
      },
    );
  });
});

describe('error handler sets and the server’s error envelope agree', () => {
  // Not a failing server (closing its database mid-run fails the run elsewhere): the error
  // handlers answer what the server's error handler answers any unexpected failure (500,
  // INTERNAL_ERROR, 'Internal server error': apps/server/src/lib/envelope.ts) in the envelope the
  // server refuses the same calls with (value null, a message, no captcha).
  it('on the help and banner calls', async () => {
    const { msw, server: real } = await runOnBoth({
      server,
      clock,
      handlers: () => [...createContentErrorHandlers(), ...createBannerErrorHandlers()],
      sequence: async (side) => {
        const call = (step: string, path: string) =>
          side.call(step, { method: 'GET', path, address: '198.18.0.250' });
        // The server refuses these (an unknown language or group); the handlers fail them all.
        await call('help centre', '/wps/system/helpCenter?lang=XX');
        await call('help v2', '/wps/system/helpV2?lang=XX');
        await call('banners', '/wps/relay/MCSFE_getBanners?groupName=w_nope&language=EN');
      },
    });
    expect(real.map((line) => line.status)).toEqual([400, 400, 400]);
    expect(msw).toEqual(
      real.map((line) => ({
        ...line,
        status: 500,
        code: 'INTERNAL_ERROR',
        // Not compared where the server's schema refused (the harness drops both messages).
        ...(line.message === undefined ? {} : { message: 'Internal server error' }),
      })),
    );
  });
});

describe('the shape comparison', () => {
  it('names fields missing on a side and types that differ, and lets nulls and item fields be', () => {
    expect(
      shapeDifferences(
        { a: 1, b: 'x', list: [{ c: true }], n: null },
        { a: '1', list: [{ c: true, d: 1 }, { c: false }], n: 'set', e: [] },
      ),
    ).toEqual([
      'value.a: number (msw) vs string (server)',
      'value.b: missing on the server',
      'value.e: missing in msw',
      'value.list[].d: missing in msw',
    ]);
    expect(shapeDifferences([{ a: 1 }, { b: 2 }], [{ a: 3, b: 4 }])).toEqual([]);
  });
});
