// The system handlers of @lotusplay/api-client/testing and the content handlers of
// @lotusplay/content/testing against the real server: the same status and code for the start-up
// calls, the language update and the help calls, valid or not.
import { createSystemHandlers } from '@lotusplay/api-client/testing';
import { createContentHandlers } from '@lotusplay/content/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnBoth, startParityServer } from './harness';
import type { Call, Clock, ParityServer, Side } from './harness';

const clock: Clock = { now: Date.parse('2026-03-01T08:00:00Z') };
let server: ParityServer;

beforeAll(async () => {
  server = await startParityServer(clock);
});
afterAll(async () => {
  await server?.close();
});

async function expectParity(sequence: (side: Side) => Promise<void>) {
  const { msw, server: real } = await runOnBoth({
    server,
    clock,
    handlers: () => [...createSystemHandlers(), ...createContentHandlers()],
    sequence,
  });
  expect(msw.length).toBeGreaterThan(0);
  expect(msw).toEqual(real);
}

const address = '203.0.113.200';
const get = (path: string): Call => ({ method: 'GET', path, address });

describe('system and content handlers and server agree', () => {
  it('on the start-up calls', async () => {
    await expectParity(async (side) => {
      await side.call('status', get('/wps/system/status?url=www.lotusplay.test'));
      await side.call('whitelabel', get('/wps/system/whitelabel'));
      await side.call('permission', get('/wps/system/permission'));
      await side.call('country code', get('/wps/system/countryCode'));
      await side.call('register settings', get('/wps/system/setting/register'));
      await side.call('domain routes', get('/wps/system/domainRoute'));
    });
  });

  it('on the language update', async () => {
    await expectParity(async (side) => {
      const language = (body: unknown): Call => ({
        method: 'POST',
        path: '/wps/system/language',
        body,
        address,
      });
      await side.call('supported', language({ language: 'VI' }));
      await side.call('unsupported', language({ language: 'XX' }));
      await side.call('missing', language({}));
    });
  });

  it('on the help calls, with and without a language', async () => {
    await expectParity(async (side) => {
      await side.call('help centre in CN', get('/wps/system/helpCenter?lang=CN'));
      await side.call('help centre, header language', get('/wps/system/helpCenter'));
      await side.call('help centre, unknown language', get('/wps/system/helpCenter?lang=XX'));
      await side.call('help v2 in TH', get('/wps/system/helpV2?lang=TH&device=WEB'));
      await side.call('help v2 without lang', get('/wps/system/helpV2'));
      await side.call('help v2, unknown language', get('/wps/system/helpV2?lang=xx'));
    });
  });
});
