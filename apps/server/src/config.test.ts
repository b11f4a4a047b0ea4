import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { defaultDataDir, defaultWebDist } from './paths';

describe('loadConfig', () => {
  it('has local defaults', () => {
    expect(loadConfig({})).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: defaultDataDir,
      databaseUrl: null,
      webDist: defaultWebDist,
      trustProxy: false,
      operatorToken: null,
    });
    expect(defaultDataDir).toMatch(/apps[\\/]server[\\/]\.data[\\/]pglite$/);
    expect(defaultWebDist).toMatch(/apps[\\/]web[\\/]dist$/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '9000',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://db/x',
      WEB_DIST: '/srv/web',
      TRUST_PROXY: '10.0.0.1',
      OPERATOR_TOKEN: 'secret',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://db/x',
      webDist: '/srv/web',
      trustProxy: '10.0.0.1',
      operatorToken: 'secret',
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('refuses TRUST_PROXY=true and anything but a hop count or proxy addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true .*left-most/);
    expect(() => loadConfig({ TRUST_PROXY: 'TRUE' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'loopback' })).toThrow(/TRUST_PROXY must be/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/10\.0\.0\.0\/33/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,::1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1,::1',
    );
  });

  it('refuses the Firebase Auth emulator in production', () => {
    const env = { FIREBASE_PROJECT_ID: 'demo-x', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(() => loadConfig({ ...env, NODE_ENV: 'production' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST .*NODE_ENV=production/,
    );
    expect(loadConfig(env).firebase?.emulatorHost).toBe('127.0.0.1:9099');
  });

  it('serves source maps only outside production unless SERVE_SOURCE_MAPS says so', () => {
    expect(loadConfig({}).serveSourceMaps).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).serveSourceMaps).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SERVE_SOURCE_MAPS: '1' }).serveSourceMaps).toBe(
      true,
    );
    expect(loadConfig({ SERVE_SOURCE_MAPS: '0' }).serveSourceMaps).toBe(false);
  });

  it('rejects a bad PORT', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('reads the Firebase project, with the emulator for development', () => {
    expect(loadConfig({}).firebase).toBeNull();
    expect(
      loadConfig({ FIREBASE_PROJECT_ID: 'lotus-prod', FIREBASE_API_KEY: 'AIzaKey' }).firebase,
    ).toEqual({
      projectId: 'lotus-prod',
      apiKey: 'AIzaKey',
      authDomain: 'lotus-prod.firebaseapp.com',
      emulatorHost: null,
    });
    expect(
      loadConfig({ FIREBASE_PROJECT_ID: 'demo-x', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })
        .firebase,
    ).toMatchObject({ apiKey: 'emulator-api-key', emulatorHost: '127.0.0.1:9099' });
    expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'lotus-prod' })).toThrow(/FIREBASE_API_KEY/);
    expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'Bad Project!' })).toThrow(
      /FIREBASE_PROJECT_ID/,
    );
    expect(() =>
      loadConfig({ FIREBASE_PROJECT_ID: 'demo-x', FIREBASE_AUTH_EMULATOR_HOST: 'http://x' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it('reads the lottery settings', () => {
    expect(loadConfig({}).lottery).toEqual({ fastDrawSeconds: null, scheduler: true });
    expect(
      loadConfig({ LOTTERY_FAST_DRAW_SECONDS: '30', LOTTERY_SCHEDULER: 'off' }).lottery,
    ).toEqual({ fastDrawSeconds: 30, scheduler: false });
    for (const bad of ['3', '1.5', 'soon', '86401', '-30']) {
      expect(() => loadConfig({ LOTTERY_FAST_DRAW_SECONDS: bad }), bad).toThrow(
        /LOTTERY_FAST_DRAW_SECONDS/,
      );
    }
    expect(() => loadConfig({ LOTTERY_SCHEDULER: 'maybe' })).toThrow(/LOTTERY_SCHEDULER/);
  });
});
