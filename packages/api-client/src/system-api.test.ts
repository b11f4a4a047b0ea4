import { createTestStore, setupMswServer } from '@lotusplay/test-utils';
import { http } from 'msw';
import { api } from './api';
import { configureApiClient } from './base-query';
import { sessionCache } from './storage';
import { clearBrandCache, systemApi } from './system-api';
import {
  buildDomainRoutes,
  buildPermissionInfo,
  buildRegisterSetting,
  buildSystemStatus,
  buildWhitelabel,
  createSystemHandlers,
  envelope,
  errorEnvelope,
} from './testing';

const server = setupMswServer(...createSystemHandlers());

/** Counts the requests that reach the network, by path. */
function countRequests() {
  const counts = new Map<string, number>();
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return (path: string) => counts.get(path) ?? 0;
}

beforeEach(() => {
  configureApiClient({ getToken: () => null, getLanguage: () => 'EN' });
});

describe('getSystemStatus', () => {
  it('sends the host as the url parameter', async () => {
    let host: string | null = null;
    server.use(
      http.get('*/wps/system/status', ({ request }) => {
        host = new URL(request.url).searchParams.get('url');
        return envelope(buildSystemStatus({ status: 1 }));
      }),
    );
    const store = createTestStore([api]);
    const result = await store.dispatch(
      systemApi.endpoints.getSystemStatus.initiate('brand.example.test'),
    );
    expect(host).toBe('brand.example.test');
    expect(result.data?.status).toBe(1);
  });

  it('is never cached in storage: every fresh store asks again', async () => {
    const requests = countRequests();
    await createTestStore([api]).dispatch(systemApi.endpoints.getSystemStatus.initiate('a.test'));
    await createTestStore([api]).dispatch(systemApi.endpoints.getSystemStatus.initiate('a.test'));
    expect(requests('/wps/system/status')).toBe(2);
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('brand configuration cache', () => {
  it('stores permission info under settings and serves it without a request afterwards', async () => {
    const requests = countRequests();
    const permission = buildPermissionInfo({
      info: { brandName: 'Brand A', redirectToLogin: true },
    });
    server.use(http.get('*/wps/system/permission', () => envelope(permission)));

    const first = await createTestStore([api]).dispatch(
      systemApi.endpoints.getPermissionInfo.initiate(),
    );
    expect(first.data).toEqual(permission);
    expect(JSON.parse(window.sessionStorage.getItem('settings') ?? 'null')).toEqual({ permission });

    // A new store stands for a page reload within the same browser session.
    const second = await createTestStore([api]).dispatch(
      systemApi.endpoints.getPermissionInfo.initiate(),
    );
    expect(second.data).toEqual(permission);
    expect(requests('/wps/system/permission')).toBe(1);
  });

  it('keeps whitelabel beside the permission info in settings', async () => {
    const store = createTestStore([api]);
    await store.dispatch(systemApi.endpoints.getPermissionInfo.initiate());
    await store.dispatch(systemApi.endpoints.getWhitelabel.initiate());
    const settings = JSON.parse(window.sessionStorage.getItem('settings') ?? '{}') as Record<
      string,
      unknown
    >;
    expect(Object.keys(settings).sort()).toEqual(['permission', 'whitelabel']);
    expect(settings.whitelabel).toEqual(buildWhitelabel());
  });

  it('uses a whitelabel already in storage without a request', async () => {
    const requests = countRequests();
    const cached = buildWhitelabel({ FREEPLAY3: false });
    sessionCache.write('settings', { whitelabel: cached });
    const result = await createTestStore([api]).dispatch(
      systemApi.endpoints.getWhitelabel.initiate(),
    );
    expect(result.data?.flags.FREEPLAY3).toBe(false);
    expect(requests('/wps/system/whitelabel')).toBe(0);
  });

  it('ignores a corrupt cached value and refetches', async () => {
    window.sessionStorage.setItem('validate', '{not json');
    const result = await createTestStore([api]).dispatch(
      systemApi.endpoints.getRegisterSetting.initiate(),
    );
    expect(result.data).toEqual(buildRegisterSetting());
    expect(JSON.parse(window.sessionStorage.getItem('validate') ?? 'null')).toEqual(
      buildRegisterSetting(),
    );
  });

  it('caches register settings under validate', async () => {
    const requests = countRequests();
    await createTestStore([api]).dispatch(systemApi.endpoints.getRegisterSetting.initiate());
    await createTestStore([api]).dispatch(systemApi.endpoints.getRegisterSetting.initiate());
    expect(requests('/wps/system/setting/register')).toBe(1);
  });

  it('adds the round-trip speed to each domain route and caches them under routers', async () => {
    const requests = countRequests();
    const result = await createTestStore([api]).dispatch(
      systemApi.endpoints.getDomainRoute.initiate(),
    );
    const domains = buildDomainRoutes().domainList.map((entry) => entry.domain);
    expect(result.data?.domainList.map((entry) => entry.domain)).toEqual(domains);
    for (const entry of result.data?.domainList ?? []) {
      expect(entry.speed).toEqual(expect.any(Number));
      expect(entry.speed).toBeGreaterThanOrEqual(0);
    }
    expect(JSON.parse(window.sessionStorage.getItem('routers') ?? 'null')).toEqual(result.data);
    await createTestStore([api]).dispatch(systemApi.endpoints.getDomainRoute.initiate());
    expect(requests('/wps/system/domainRoute')).toBe(1);
  });

  it('does not cache a failed call', async () => {
    server.use(
      http.get('*/wps/system/permission', () => errorEnvelope('INTERNAL_ERROR', 'boom', 500)),
    );
    const result = await createTestStore([api]).dispatch(
      systemApi.endpoints.getPermissionInfo.initiate(),
    );
    expect(result.error).toEqual({ status: 500, code: 'INTERNAL_ERROR', message: 'boom' });
    expect(window.sessionStorage.getItem('settings')).toBeNull();
  });

  it('clearBrandCache makes the next read ask the server again', async () => {
    const requests = countRequests();
    await createTestStore([api]).dispatch(systemApi.endpoints.getRegisterSetting.initiate());
    clearBrandCache();
    await createTestStore([api]).dispatch(systemApi.endpoints.getRegisterSetting.initiate());
    expect(requests('/wps/system/setting/register')).toBe(2);
  });
});

describe('country code and language', () => {
  it('asks for the country code on every start', async () => {
    const requests = countRequests();
    const result = await createTestStore([api]).dispatch(
      systemApi.endpoints.getCountryCode.initiate(),
    );
    await createTestStore([api]).dispatch(systemApi.endpoints.getCountryCode.initiate());
    expect(result.data?.countryCode).toBe('PH');
    expect(requests('/wps/system/countryCode')).toBe(2);
  });

  it('posts the language update', async () => {
    const store = createTestStore([api]);
    const result = await store.dispatch(
      systemApi.endpoints.updateLanguage.initiate({ language: 'TH' }),
    );
    expect(result.data?.language).toBe('TH');
  });
});
