// Databases: PGlite — every documented call with hostile text must be refused by validation before
//   any SQL runs; what is checked is the answer's status, not the engine.
// Hostile text over every documented path (the OpenAPI document the server serves): every string
// in the path, the query and the body becomes a text with a NUL byte (PostgreSQL refuses 0x00 in
// text, which used to be a 500) and other control characters. No answer may be a 5xx. A generated
// body is seldom valid in its other fields, so the calls that reached the database with such
// text (the encrypted login, the e-mail reset, feedback) are also named and must be a 400.
import { ErrorCodes } from '@lotusplay/api-client/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEncrypted, envelope, solveHumanCheck } from './testing/auth-helpers';
import { createTestServer } from './testing/test-database';
import { addressSource, loggedInMember } from './testing/wallet-kit';

const OPERATOR_TOKEN = 'hostile-input-operator-token';
const HOSTILE = 'a\u0000b\u0007c';

let server: Awaited<ReturnType<typeof createTestServer>>;
let memberToken: string;
const address = addressSource(77);

beforeAll(async () => {
  server = await createTestServer({ config: { operatorToken: OPERATOR_TOKEN } });
  memberToken = (await loggedInMember(server, address())).token;
});
afterAll(() => server?.close());

interface SchemaObject {
  type?: string | string[];
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
}
interface Operation {
  parameters?: { name: string; in: string; schema?: SchemaObject }[];
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
}

/** A value of `schema`'s shape with every string hostile. */
function hostileValue(schema: SchemaObject | undefined, depth = 0): unknown {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (depth > 4) return HOSTILE;
  if (type === 'object' || schema?.properties) {
    return Object.fromEntries(
      Object.entries(schema?.properties ?? {}).map(([name, property]) => [
        name,
        hostileValue(property, depth + 1),
      ]),
    );
  }
  if (type === 'array') return [hostileValue(schema?.items, depth + 1)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return HOSTILE;
}

function documentedCalls(): { method: string; url: string; body: unknown }[] {
  const document = server.app.swagger() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const calls: { method: string; url: string; body: unknown }[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const url = path.replace(/\{([^}]+)\}/g, () => encodeURIComponent(HOSTILE));
      const query = new URLSearchParams();
      for (const parameter of parameters) {
        if (parameter.in === 'query') query.set(parameter.name, HOSTILE);
      }
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      const search = query.size ? `?${query}` : '';
      calls.push({
        method: method.toUpperCase(),
        url: `${url}${search}`,
        body: schema ? hostileValue(schema) : undefined,
      });
    }
  }
  return calls;
}

describe('hostile text', () => {
  it('is never a 5xx on any documented call, as a member, an operator or nobody', async () => {
    const calls = documentedCalls();
    expect(calls.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const authorization of [`Bearer ${memberToken}`, `Bearer ${OPERATOR_TOKEN}`, undefined]) {
      for (const call of calls) {
        const response = await server.app.inject({
          method: call.method as 'GET',
          url: call.url,
          remoteAddress: address(),
          headers: authorization ? { authorization } : {},
          ...(call.body === undefined ? {} : { payload: call.body as object }),
        });
        if (response.statusCode >= 500) {
          failures.push(`${call.method} ${call.url} → ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('is refused as a validation error where it used to reach the database', async () => {
    const login = await callEncrypted(
      server.app,
      'POST',
      '/wps/session/login',
      { username: 'a\u0000b', password: 'Play2025', type: 'username' },
      { remoteAddress: address() },
    );
    expect(login.statusCode, login.body).toBe(400);
    expect(envelope(login).code).toBe(ErrorCodes.Validation);
    expect(envelope(login).message).toMatch(/control characters/);

    const feedback = await server.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      remoteAddress: address(),
      headers: { authorization: `Bearer ${memberToken}` },
      payload: { contact: 'a\u0000b', content: 'Hello there, a message.' },
    });
    expect(feedback.statusCode, feedback.body).toBe(400);
    expect(envelope(feedback).code).toBe(ErrorCodes.Validation);

    const forgot = await server.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: address(),
      payload: new URLSearchParams({
        username: 'a\u0000b',
        email: 'forget@example.com',
        ...(await solveHumanCheck(server.app)),
      }).toString(),
    });
    expect(forgot.statusCode, forgot.body).toBe(400);
    expect(envelope(forgot).code).toBe(ErrorCodes.Validation);

    // Line breaks are text: a message of several lines is still taken.
    const lines = await server.app.inject({
      method: 'GET',
      url: `/wps/system/status?x=${encodeURIComponent('a\nb')}`,
      remoteAddress: address(),
    });
    expect(lines.statusCode).toBe(200);
  });
});
