import { systemApi } from '@lotusplay/api-client';
import { waitFor } from '@testing-library/react';
import { server } from '../testing/server';
import { startBootRequests } from './boot';
import { makeStore } from './store';

describe('startBootRequests', () => {
  afterEach(() => server.events.removeAllListeners());

  it('asks for status, permission info, whitelabel flags and the country code at once', async () => {
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => {
      paths.push(new URL(request.url).pathname);
    });
    const store = makeStore();
    startBootRequests(store, 'play.example.test');

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
});
