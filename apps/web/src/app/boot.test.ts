import { BOOT_DATA_ELEMENT_ID, serialiseBootData, systemApi } from '@lotusplay/api-client';
import type { BootData } from '@lotusplay/api-client';
import { waitFor } from '@testing-library/react';
import { server } from '../testing/server';
import { startBootRequests } from './boot';
import { makeStore } from './store';

/** Paths of the requests the mock server receives from now on. */
function recordRequests(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname);
  });
  return paths;
}

describe('startBootRequests', () => {
  afterEach(() => {
    server.events.removeAllListeners();
    document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
    sessionStorage.clear();
  });

  it('asks for status, permission info, whitelabel flags and the country code at once', async () => {
    const paths = recordRequests();
    const store = makeStore();
    await startBootRequests(store, 'play.example.test');

    await waitFor(() =>
      expect(systemApi.endpoints.getCountryCode.select()(store.getState()).isSuccess).toBe(true),
    );
    expect([...paths].sort()).toEqual([
      '/wps/system/countryCode',
      '/wps/system/permission',
      '/wps/system/status',
      '/wps/system/whitelabel',
    ]);
    const flags = systemApi.endpoints.getWhitelabel.select()(store.getState()).data?.flags;
    expect(flags).toMatchObject({ DIRECTREG3: true, FREEPLAY3: true });
    expect(JSON.parse(sessionStorage.getItem('settings') ?? '{}')).toHaveProperty('whitelabel');
  });

  it('answers all four from the boot data the server wrote into the page, asking none', async () => {
    // The answers the mock server gives, changed so that the test sees where they came from.
    const answers = makeStore();
    await startBootRequests(answers, 'play.example.test');
    await waitFor(() =>
      expect(systemApi.endpoints.getCountryCode.select()(answers.getState()).isSuccess).toBe(true),
    );
    const state = answers.getState();
    const permission = systemApi.endpoints.getPermissionInfo.select()(state).data!;
    const boot: BootData = {
      status: systemApi.endpoints.getSystemStatus.select('play.example.test')(state).data!,
      permission: {
        ...permission,
        info: { ...permission.info, brandName: 'Boot </script> Brand' },
      },
      whitelabel: systemApi.endpoints.getWhitelabel.select()(state).data!,
      countryCode: {
        ...systemApi.endpoints.getCountryCode.select()(state).data!,
        countryCode: 'VN',
      },
    };
    sessionStorage.clear();
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = BOOT_DATA_ELEMENT_ID;
    element.textContent = serialiseBootData(boot);
    document.body.append(element);

    const paths = recordRequests();
    const store = makeStore();
    await startBootRequests(store, 'play.example.test');
    // Give any request a chance to leave before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(paths).toEqual([]);
    const seeded = store.getState();
    expect(systemApi.endpoints.getSystemStatus.select('play.example.test')(seeded).data).toEqual(
      boot.status,
    );
    expect(systemApi.endpoints.getPermissionInfo.select()(seeded).data?.info.brandName).toBe(
      'Boot </script> Brand',
    );
    expect(systemApi.endpoints.getCountryCode.select()(seeded).data?.countryCode).toBe('VN');
    expect(JSON.parse(sessionStorage.getItem('settings') ?? '{}')).toHaveProperty('permission');
  });

  it('asks the calls when the boot element holds something else', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = BOOT_DATA_ELEMENT_ID;
    element.textContent = '{"status":"not boot data"}';
    document.body.append(element);
    const paths = recordRequests();
    const store = makeStore();
    await startBootRequests(store, 'play.example.test');
    await waitFor(() => expect(paths).toHaveLength(4));
  });
});
