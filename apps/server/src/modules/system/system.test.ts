// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
import type {
  CountryCodeResponse,
  PermissionInfo,
  RegisterSetting,
  SystemStatus,
  WhitelabelResponse,
} from '@lotusplay/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer } from '../../testing/test-database';

const TOKEN = 'system-test-operator-token';
let now = new Date('2025-06-01T12:00:00Z');
let server: Awaited<ReturnType<typeof createTestServer>>;

beforeAll(async () => {
  server = await createTestServer({ clock: () => now, config: { operatorToken: TOKEN } });
});
afterAll(async () => {
  await server?.close();
});

async function get<T>(url: string, remoteAddress?: string) {
  const response = await server.app.inject({ method: 'GET', url, remoteAddress });
  return {
    response,
    body: response.json<{ success: boolean; code: string; message: string; value: T }>(),
  };
}

async function ops(url: string, payload: unknown) {
  const response = await server.app.inject({
    method: 'PUT',
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('system calls', () => {
  beforeEach(async () => {
    now = new Date('2025-06-01T12:00:00Z');
    await ops('/ops/maintenance', { enabled: false });
    await ops('/ops/region', { enabled: false, countries: ['US', 'GB'], allowedIps: [] });
  });

  it('answers /status with the envelope and status 0 normally', async () => {
    const { response, body } = await get<SystemStatus>(
      '/wps/system/status?url=www.lotusplay.example',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(body).toEqual({
      success: true,
      code: 'OK',
      message: '',
      value: { status: 0, maintenance: null, regionRestriction: null },
    });
  });

  it('reports maintenance (1) with end time and message while the window is open', async () => {
    await ops('/ops/maintenance', {
      enabled: true,
      endTime: '2025-06-01T14:00:00Z',
      message: 'Back at 14:00',
    });
    const { body } = await get<SystemStatus>('/wps/system/status');
    expect(body.value).toEqual({
      status: 1,
      maintenance: {
        startTime: '2025-06-01T12:00:00.000Z',
        endTime: '2025-06-01T14:00:00.000Z',
        message: 'Back at 14:00',
      },
      regionRestriction: null,
    });
    now = new Date('2025-06-01T14:00:01Z');
    expect((await get<SystemStatus>('/wps/system/status')).body.value.status).toBe(0);
  });

  it('reports region restriction (2) with the visitor IP and country', async () => {
    await ops('/ops/region', { enabled: true, countries: ['CN'], message: 'Not available here' });
    const blocked = await get<SystemStatus>('/wps/system/status', '1.0.1.7');
    expect(blocked.body.value).toEqual({
      status: 2,
      maintenance: null,
      regionRestriction: { ip: '1.0.1.7', countryCode: 'CN', message: 'Not available here' },
    });
    const allowedCountry = await get<SystemStatus>('/wps/system/status', '8.8.8.8');
    expect(allowedCountry.body.value.status).toBe(0);
  });

  it('lets allow-listed IPs through and blocks everyone with ALL', async () => {
    await ops('/ops/region', { enabled: true, countries: 'ALL', allowedIps: ['8.8.8.8'] });
    expect((await get<SystemStatus>('/wps/system/status', '8.8.8.8')).body.value.status).toBe(0);
    const local = await get<SystemStatus>('/wps/system/status', '127.0.0.1');
    expect(local.body.value.status).toBe(2);
    expect(local.body.value.regionRestriction).toMatchObject({
      ip: '127.0.0.1',
      countryCode: 'PH',
    });
  });

  it('gives maintenance priority over region restriction', async () => {
    await ops('/ops/region', { enabled: true, countries: 'ALL' });
    await ops('/ops/maintenance', { enabled: true, message: 'Upgrading' });
    const { body } = await get<SystemStatus>('/wps/system/status', '1.0.1.7');
    expect(body.value.status).toBe(1);
    expect(body.value.maintenance?.message).toBe('Upgrading');
    expect(body.value.regionRestriction).toBeNull();
  });

  it('does not start a scheduled maintenance before its start time', async () => {
    await ops('/ops/maintenance', { enabled: true, startTime: '2025-06-02T00:00:00Z' });
    expect((await get<SystemStatus>('/wps/system/status')).body.value.status).toBe(0);
    now = new Date('2025-06-02T00:00:00Z');
    expect((await get<SystemStatus>('/wps/system/status')).body.value.status).toBe(1);
  });

  it('serves the whitelabel tree with the nine flags of SPEC §6 on', async () => {
    const { body } = await get<WhitelabelResponse>('/wps/system/whitelabel');
    const ids = [
      'DIRECTREG3',
      'MOBILEVERCODELOGIN3',
      'REGMOBVERF3',
      'CHNGPASSVERIF3',
      'MOBILENUMREG3',
      'MOBILENUMPASSREG3',
      'USERNAMEREG3',
      'FREEPLAY3',
      'PWDEXPFORCECHANGE3',
    ];
    for (const id of ids) expect(body.value.flags[id], id).toBe(true);
    const registration = body.value.tree.find((node) => node.moduleId === 'REGISTRATION');
    expect(registration?.children.map((c) => c.moduleId)).toContain('DIRECTREG3');
  });

  it('serves the permission info of SPEC §3 from the database', async () => {
    const { body } = await get<PermissionInfo>('/wps/system/permission', '126.1.2.3');
    const { info, location, maintenance, regionRestriction } = body.value;
    expect(info).toMatchObject({
      merchantCode: 'LOTUSDEMO',
      platform: 'W',
      defaultLanguage: 'EN',
      currencySymbol: '¥',
      redirectToLogin: false,
      showCountryCode: true,
      analytics: { gtagId: expect.any(String) },
    });
    expect(info.languages).toEqual(['EN', 'CN', 'VI', 'TH', 'JA', 'TY', 'ID']);
    expect(info.customerService.map((c) => c.type)).toEqual(['LIVECHAT', 'FACEBOOK', 'TELEGRAM']);
    expect(info.licences.map((l) => l.id)).toEqual(['MGA', 'BVI', 'PAGCOR']);
    expect(info.resources[0]).toMatchObject({
      resourceType: 'APP_DOWNLOAD_ANDROID',
      qrCodeUrl: expect.any(String),
    });
    expect(info.registerValidators.length).toBeGreaterThanOrEqual(15);
    expect(info.imageCDNs.length).toBeGreaterThan(0);
    expect(info.launchGameCDNs.length).toBeGreaterThan(0);
    expect(info.whitelabel.length).toBeGreaterThan(0);
    expect(location).toEqual({ ip: '126.1.2.3', countryCode: 'JP' });
    expect(maintenance).toBeNull();
    expect(regionRestriction).toBeNull();
  });

  it("answers /permission with each visitor's own situation and the brand's latest state", async () => {
    const permission = (ip: string) => get<PermissionInfo>('/wps/system/permission', ip);
    // The same variant twice, then other visitors: each sees their own address and country.
    expect((await permission('126.1.2.3')).body.value.location.ip).toBe('126.1.2.3');
    expect((await permission('126.1.2.3')).body.value.location).toEqual({
      ip: '126.1.2.3',
      countryCode: 'JP',
    });
    expect((await permission('14.161.0.1')).body.value.location).toEqual({
      ip: '14.161.0.1',
      countryCode: 'VN',
    });
    // A change of the situation (maintenance) and of the brand part (a whitelabel flag) shows.
    await ops('/ops/maintenance', { enabled: true, message: 'Upgrading' });
    expect((await permission('126.1.2.3')).body.value.maintenance?.message).toBe('Upgrading');
    const flagOn = (body: { value: PermissionInfo }) =>
      body.value.info.whitelabel
        .flatMap((node) => [node, ...node.children])
        .find((node) => node.moduleId === 'FREEPLAY3')?.enabled;
    const before = flagOn((await permission('126.1.2.3')).body);
    await ops('/ops/whitelabel/FREEPLAY3', { enabled: !before });
    try {
      expect(flagOn((await permission('126.1.2.3')).body)).toBe(!before);
    } finally {
      await ops('/ops/whitelabel/FREEPLAY3', { enabled: Boolean(before) });
    }
  });

  it('serves licence badges at their image URL', async () => {
    const { body } = await get<PermissionInfo>('/wps/system/permission');
    for (const licence of body.value.info.licences) {
      const badge = await server.app.inject({ method: 'GET', url: licence.imageUrl });
      expect(badge.statusCode, licence.imageUrl).toBe(200);
      expect(badge.headers['content-type']).toMatch(/image\/svg\+xml/);
    }
  });

  it('resolves the country code from the IP table, local addresses to the home country', async () => {
    const vn = await get<CountryCodeResponse>('/wps/system/countryCode', '14.161.0.1');
    expect(vn.body.value.countryCode).toBe('VN');
    expect(vn.body.value.countries).toContainEqual({
      countryCode: 'PH',
      countryDialingCode: '+63',
    });
    expect(vn.body.value.countries.length).toBeGreaterThanOrEqual(12);
    expect(
      (await get<CountryCodeResponse>('/wps/system/countryCode', '192.168.1.9')).body.value
        .countryCode,
    ).toBe('PH');
    expect(
      (await get<CountryCodeResponse>('/wps/system/countryCode', '9.9.9.9')).body.value.countryCode,
    ).toBe('UNKNOWN');
  });

  it('serves register settings with validators per field', async () => {
    const { body } = await get<RegisterSetting>('/wps/system/setting/register');
    const byKey = Object.fromEntries(body.value.validators.map((v) => [v.key, v]));
    for (const key of [
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'email',
      'qqNum',
      'mobileNum',
      'line',
      'whatsapp',
      'facebook',
      'wechat',
      'idNumber',
      'affiliateCode',
      'paymentPassword',
      'captcha',
      'verificationCode',
    ]) {
      expect(byKey[key], key).toBeDefined();
      expect(byKey[key]!.patternId).toBeGreaterThanOrEqual(0);
      expect(byKey[key]!.patternId).toBeLessThanOrEqual(23);
      expect(byKey[key]!.maxLength).toBeGreaterThanOrEqual(byKey[key]!.minLength);
    }
    expect(byKey.username).toMatchObject({ enabled: true, required: true, patternId: 1 });
    expect(byKey.email).toMatchObject({ patternId: 3 });
    expect(byKey.verificationCode).toMatchObject({ minLength: 0, maxLength: 255 });
    expect(body.value.smsExpiredMinutes).toBeGreaterThan(0);
  });

  it('serves domain routes', async () => {
    const { body } = await get<{ domainList: { domain: string }[] }>('/wps/system/domainRoute');
    expect(body.value.domainList.length).toBeGreaterThan(0);
    expect(body.value.domainList[0]!.domain).toMatch(/^https:\/\//);
  });

  it('updates the language (getUpdateLanguage)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/wps/system/language',
      payload: { language: 'TH' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({
      language: 'TH',
      supported: ['EN', 'CN', 'VI', 'TH', 'JA', 'TY', 'ID'],
    });
  });

  it.each([
    [{ language: 'XX' }, 'body.language must be one of'],
    [{}, 'body.language is required'],
    [{ language: ['EN'] }, 'body.language'],
    [{ language: { $ne: 1 } }, 'body.language'],
    [{ language: "EN'; DROP TABLE brand; --" }, 'body.language must be one of'],
    [{ language: '<img src=x onerror=alert(1)>' }, 'body.language must be one of'],
  ])('answers a malformed language body %j with 400 VALIDATION_ERROR', async (payload, message) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/wps/system/language',
      payload,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', value: null });
    expect(body.message).toContain(message);
  });

  it('answers a too long status url with 400 and keeps the database intact', async () => {
    const { response, body } = await get(`/wps/system/status?url=${'a'.repeat(3000)}`);
    expect(response.statusCode).toBe(400);
    expect(body.message).toContain('querystring.url');
    const sql = await get<SystemStatus>(
      `/wps/system/status?url=${encodeURIComponent("x' OR 1=1; DROP TABLE maintenance; --")}`,
    );
    expect(sql.response.statusCode).toBe(200);
    expect(
      (await get(`/wps/system/helpV2?lang=${encodeURIComponent("EN' OR '1'='1")}`)).response
        .statusCode,
    ).toBe(400);
    expect((await get<SystemStatus>('/wps/system/status')).body.value.status).toBe(0);
  });

  it('answers an unknown /wps or /lgw path with the 404 envelope', async () => {
    for (const url of ['/wps/system/nope', '/wps/nothing/here', '/lgw/games/nope']) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND', value: null });
    }
    const post = await server.app.inject({ method: 'POST', url: '/wps/system/status' });
    expect(post.statusCode).toBe(404);
  });
});
