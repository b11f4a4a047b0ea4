import { createTestStore, setupMswServer } from '@lotusplay/test-utils';
import { delay, http, HttpResponse } from 'msw';
import { api } from './api';
import { configureApiClient } from './base-query';
import type { ApiRequest } from './base-query';
import { ErrorCodes } from './contracts/envelope';
import { decryptPayload, isEncryptedPayload } from './crypto/payload-crypto';
import { envelope, errorEnvelope } from './testing';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    call: build.mutation<unknown, string | ApiRequest>({ query: (args) => args }),
    login: build.mutation<unknown, Record<string, unknown>>({
      query: (body) => ({ url: '/wps/session/login', method: 'POST', body }),
      extraOptions: { encrypted: true },
    }),
  }),
});

const server = setupMswServer();

function call(args: string | ApiRequest) {
  const store = createTestStore([api]);
  return store.dispatch(testApi.endpoints.call.initiate(args));
}

beforeEach(() => {
  configureApiClient({ getToken: () => null, getLanguage: () => null });
});

describe('envelope unwrapping', () => {
  it('returns the envelope value as data', async () => {
    server.use(http.get('*/wps/thing', () => envelope({ id: 7, name: 'seven' })));
    const result = await call('/wps/thing');
    expect(result).toEqual({ data: { id: 7, name: 'seven' } });
  });

  it('sends GET query parameters', async () => {
    server.use(
      http.get('*/wps/search', ({ request }) => {
        const url = new URL(request.url);
        return envelope({ q: url.searchParams.get('q'), page: url.searchParams.get('page') });
      }),
    );
    const result = await call({ url: '/wps/search', params: { q: 'lotto', page: 2 } });
    expect(result.data).toEqual({ q: 'lotto', page: '2' });
  });

  it('sends JSON bodies for PUT and DELETE', async () => {
    const seen: Array<{ method: string; type: string | null; body: unknown }> = [];
    const record = async ({ request }: { request: Request }) => {
      const text = await request.text();
      seen.push({
        method: request.method,
        type: request.headers.get('content-type'),
        body: text ? JSON.parse(text) : null,
      });
      return envelope(true);
    };
    server.use(http.put('*/wps/feedback', record), http.delete('*/wps/session/logout', record));
    await call({ url: '/wps/feedback', method: 'PUT', body: { content: 'hello' } });
    await call({ url: '/wps/session/logout', method: 'DELETE' });
    expect(seen).toEqual([
      { method: 'PUT', type: 'application/json', body: { content: 'hello' } },
      { method: 'DELETE', type: null, body: null },
    ]);
  });

  it('form-encodes a plain body when form is set', async () => {
    let received: { type: string | null; text: string } | undefined;
    server.use(
      http.post('*/wps/member/password/email', async ({ request }) => {
        received = { type: request.headers.get('content-type'), text: await request.text() };
        return envelope(null);
      }),
    );
    const result = await call({
      url: '/wps/member/password/email',
      method: 'POST',
      form: true,
      body: { username: 'player01', email: 'p@example.test' },
    });
    expect(result).toEqual({ data: null });
    expect(received?.type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(received?.text))).toEqual({
      username: 'player01',
      email: 'p@example.test',
    });
  });
});

describe('headers', () => {
  it('sends x-language EN and no Authorization by default', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get('*/wps/thing', ({ request }) => {
        headers = request.headers;
        return envelope(1);
      }),
    );
    await call('/wps/thing');
    expect(headers?.get('x-language')).toBe('EN');
    expect(headers?.has('authorization')).toBe(false);
  });

  it('sends the token and language the app configured, read at request time', async () => {
    let token = 'first';
    configureApiClient({ getToken: () => token, getLanguage: () => 'VI' });
    const seen: Array<[string | null, string | null]> = [];
    server.use(
      http.get('*/wps/thing', ({ request }) => {
        seen.push([request.headers.get('authorization'), request.headers.get('x-language')]);
        return envelope(1);
      }),
    );
    await call('/wps/thing');
    token = 'second';
    await call('/wps/thing');
    expect(seen).toEqual([
      ['Bearer first', 'VI'],
      ['Bearer second', 'VI'],
    ]);
  });
});

describe('errors', () => {
  it('maps an HTTP error envelope with its code, message and captcha flag', async () => {
    server.use(
      http.post('*/wps/session/login', () =>
        errorEnvelope('INVALID_CREDENTIALS', 'Wrong username or password', 401, { captcha: true }),
      ),
    );
    const result = await call({ url: '/wps/session/login', method: 'POST', body: {} });
    expect(result.error).toEqual({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Wrong username or password',
      captcha: true,
    });
  });

  it('keeps envelope error values as details', async () => {
    server.use(
      http.put('*/wps/feedback', () =>
        errorEnvelope(ErrorCodes.Validation, 'body/content is required', 400, {
          value: [{ field: 'content' }],
        }),
      ),
    );
    const result = await call({ url: '/wps/feedback', method: 'PUT', body: {} });
    expect(result.error).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'body/content is required',
      details: [{ field: 'content' }],
    });
  });

  it('treats success:false with HTTP 200 as an error', async () => {
    server.use(
      http.get('*/wps/thing', () =>
        HttpResponse.json({
          success: false,
          code: 'MAINTENANCE',
          message: 'Down for maintenance',
          value: null,
        }),
      ),
    );
    const result = await call('/wps/thing');
    expect(result.error).toEqual({
      status: 200,
      code: 'MAINTENANCE',
      message: 'Down for maintenance',
    });
  });

  it('maps an HTTP error without an envelope by its status', async () => {
    server.use(http.get('*/wps/thing', () => HttpResponse.json({ oops: true }, { status: 429 })));
    const result = await call('/wps/thing');
    expect(result.error).toEqual({
      status: 429,
      code: ErrorCodes.RateLimited,
      message: 'Unknown error',
      details: { oops: true },
    });
  });

  it('maps an HTML error page by its status', async () => {
    server.use(
      http.get('*/wps/thing', () => HttpResponse.text('<h1>Bad gateway</h1>', { status: 502 })),
    );
    const result = await call('/wps/thing');
    expect(result.error).toMatchObject({
      status: 502,
      code: ErrorCodes.Internal,
      message: 'Unknown error',
    });
  });

  it('maps a 200 body that is not JSON to PARSE_ERROR', async () => {
    server.use(http.get('*/wps/thing', () => HttpResponse.text('not json')));
    const result = await call('/wps/thing');
    expect(result.error).toEqual({
      status: 200,
      code: ErrorCodes.Parse,
      message: 'Unknown error',
      details: 'not json',
    });
  });

  it('maps JSON that is not an envelope to PARSE_ERROR', async () => {
    server.use(http.get('*/wps/thing', () => HttpResponse.json([1, 2, 3])));
    const result = await call('/wps/thing');
    expect(result.error).toEqual({
      status: 200,
      code: ErrorCodes.Parse,
      message: 'Unknown error',
      details: [1, 2, 3],
    });
  });

  it('maps a network failure to status 0 NETWORK_ERROR', async () => {
    server.use(http.get('*/wps/thing', () => HttpResponse.error()));
    const result = await call('/wps/thing');
    expect(result.error).toMatchObject({
      status: 0,
      code: ErrorCodes.Network,
      message: 'Network link is abnormal, please try again',
    });
  });

  it('maps a timeout to status 0 TIMEOUT', async () => {
    configureApiClient({ getToken: () => null, getLanguage: () => 'EN', timeoutMs: 30 });
    server.use(
      http.get('*/wps/slow', async () => {
        await delay(500);
        return envelope(1);
      }),
    );
    const result = await call('/wps/slow');
    expect(result.error).toMatchObject({ status: 0, code: ErrorCodes.Timeout });
  });
});

describe('encryption', () => {
  it('encrypts the body of an endpoint marked encrypted, and the server can decrypt it', async () => {
    let raw: unknown;
    server.use(
      http.post('*/wps/session/login', async ({ request }) => {
        raw = await request.json();
        return envelope({ token: 't' });
      }),
    );
    const store = createTestStore([api]);
    const body = { username: 'player01', password: 'secret99', type: 'username' };
    const result = await store.dispatch(testApi.endpoints.login.initiate(body));
    expect(result.data).toEqual({ token: 't' });
    expect(isEncryptedPayload(raw)).toBe(true);
    expect(JSON.stringify(raw)).not.toContain('secret99');
    expect(decryptPayload((raw as { data: string }).data)).toEqual(body);
  });

  it('encrypts one call when the args carry encrypted: true', async () => {
    let raw: unknown;
    server.use(
      http.put('*/wps/member/register', async ({ request }) => {
        raw = await request.json();
        return envelope(true);
      }),
    );
    await call({
      url: '/wps/member/register',
      method: 'PUT',
      encrypted: true,
      body: { username: 'new01' },
    });
    expect(decryptPayload((raw as { data: string }).data)).toEqual({ username: 'new01' });
  });
});
