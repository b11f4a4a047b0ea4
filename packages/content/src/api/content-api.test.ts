import { api } from '@lotusplay/api-client';
import { createTestStore, setupMswServer } from '@lotusplay/test-utils';
import { http, HttpResponse } from 'msw';
import { buildHelpMenuEntries, buildHelpV2 } from '../testing/factories';
import { createContentHandlers } from '../testing/handlers';
import { contentApi } from './content-api';

const seen: URL[] = [];
const server = setupMswServer(...createContentHandlers());
beforeEach(() => {
  seen.length = 0;
  server.events.on('request:start', ({ request }) => void seen.push(new URL(request.url)));
});
afterEach(() => server.events.removeAllListeners());

describe('contentApi', () => {
  it('getHelpCenter asks for the language and unwraps the envelope', async () => {
    const store = createTestStore([api]);
    const result = await store.dispatch(contentApi.endpoints.getHelpCenter.initiate('CN'));
    expect(result.data).toEqual(buildHelpMenuEntries('CN'));
    expect(seen[0]?.pathname).toBe('/wps/system/helpCenter');
    expect(seen[0]?.searchParams.get('lang')).toBe('CN');
  });

  it('getHelpV2 asks for the language and device WEB', async () => {
    const store = createTestStore([api]);
    const result = await store.dispatch(contentApi.endpoints.getHelpV2.initiate('VI'));
    expect(result.data).toEqual(buildHelpV2('VI'));
    expect(seen[0]?.pathname).toBe('/wps/system/helpV2');
    expect(Object.fromEntries(seen[0]?.searchParams ?? [])).toEqual({ lang: 'VI', device: 'WEB' });
  });

  it('turns a failure into the ApiError shape', async () => {
    server.use(
      http.get('*/wps/system/helpCenter', () =>
        HttpResponse.json(
          { success: false, code: 'INTERNAL_ERROR', message: 'boom', value: null },
          { status: 500 },
        ),
      ),
    );
    const store = createTestStore([api]);
    const result = await store.dispatch(contentApi.endpoints.getHelpCenter.initiate('EN'));
    expect(result.error).toMatchObject({ status: 500, code: 'INTERNAL_ERROR', message: 'boom' });
  });
});
