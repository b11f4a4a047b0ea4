// Parity harness: one request sequence, sent to a feature's MSW handlers and to the real platform
// server (in process, on a fresh database, with the same injected clock), answer for answer. The
// component tests and Storybook stories lean on the handlers; this keeps them honest.
import { encryptPayload } from '@lotusplay/api-client/crypto';
import {
  createTestServer,
  knownCaptcha,
  lastSmsCode,
  solveAltchaChallenge,
  solveHumanCheck,
} from '@lotusplay/server/testing';
import type { TestServer } from '@lotusplay/server/testing';
import { getResponse } from 'msw';
import { expect } from 'vitest';
import type { AnyHandler, RequestHandler } from 'msw';
import type { HumanCheckChallengeResponse } from '@lotusplay/api-client';

/** One call of a sequence. */
export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The body; sent as JSON, as `{ data }` encrypted the way the web client does, or form-encoded. */
  body?: unknown;
  encoding?: 'json' | 'encrypted' | 'form';
  /** The client address (the server sees it as the peer address, the handlers as x-forwarded-for). */
  address: string;
  token?: string | null;
  /**
   * Solve the side's human check first (GET /wps/verification/human-check from the same address)
   * and add its fields to the body, as the web client does for the protected calls.
   */
  humanCheck?: boolean;
}

/** What a call answered: the envelope fields a client acts on. */
export interface Answer {
  status: number;
  code: string;
  message: string;
  captcha: boolean | null;
  value: unknown;
}

/** One side of the comparison, as a sequence sees it. */
export interface Side {
  readonly name: 'msw' | 'server';
  /** Sends a call and records its answer under `step` in this side's transcript. */
  call(step: string, call: Call): Promise<Answer>;
  /** The SMS code this side last sent to `phone` ('+63…'). */
  smsCode(phone: string): Promise<string>;
  /** A fresh captcha of this side and its right answer. */
  captcha(address: string): Promise<{ captchaKey: string; captcha: string }>;
  /** Moves the shared clock on (both sides see the same time). */
  advance(ms: number): void;
}

/** A transcript line: what must be the same on both sides. */
export interface Line {
  step: string;
  status: number;
  code: string;
  captcha: boolean | null;
  /**
   * Compared for every failure, validation errors too (both sides word them with the contract's
   * messages), except where the server's JSON schema refused the request (see schemaRefusal).
   */
  message?: string;
}

/** The shared clock of both sides (ms). */
export interface Clock {
  now: number;
}

/** What a test file sets up once: the server on a fresh database. */
export type ParityServer = TestServer;

/** Starts the real server on a fresh database with an injected clock (and `deps`, when given). */
export async function startParityServer(
  clock: Clock,
  deps: Parameters<typeof createTestServer>[0] = {},
): Promise<ParityServer> {
  return createTestServer({ ...deps, clock: () => new Date(clock.now) });
}

function encode(call: Call): { body?: string; type?: string } {
  if (call.body === undefined) return {};
  if (call.encoding === 'form') {
    return {
      body: new URLSearchParams(call.body as Record<string, string>).toString(),
      type: 'application/x-www-form-urlencoded',
    };
  }
  const payload = call.encoding === 'encrypted' ? encryptPayload(call.body) : call.body;
  return { body: JSON.stringify(payload), type: 'application/json' };
}

/** `call` with the solved human check of a side merged into its body (when it asks for one). */
async function withHumanCheck(call: Call, send: (call: Call) => Promise<Answer>): Promise<Call> {
  if (!call.humanCheck) return call;
  const answer = await send({
    method: 'GET',
    path: '/wps/verification/human-check',
    address: call.address,
  });
  const value = answer.value as HumanCheckChallengeResponse;
  if (answer.status !== 200 || value.provider !== 'altcha') {
    throw new Error(`human check answered ${answer.status} ${JSON.stringify(value)}`);
  }
  const fields = {
    humanCheckProvider: 'altcha',
    humanCheckToken: await solveAltchaChallenge(value.challenge),
  };
  return { ...call, body: { ...(call.body as object), ...fields } };
}

function headersOf(call: Call, type: string | undefined): Record<string, string> {
  return {
    'x-forwarded-for': call.address,
    ...(type ? { 'content-type': type } : {}),
    ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
  };
}

function answerOf(status: number, json: unknown): Answer {
  const body = (json ?? {}) as Partial<Answer> & { captcha?: boolean };
  return {
    status,
    code: String(body.code ?? ''),
    message: String(body.message ?? ''),
    captcha: body.captcha ?? null,
    value: body.value ?? null,
  };
}

function lineOf(step: string, answer: Answer): Line {
  const line: Line = {
    step,
    status: answer.status,
    code: answer.code,
    captcha: answer.captcha,
  };
  if (answer.status >= 400) line.message = answer.message;
  return line;
}

/**
 * Whether the server refused a request by its JSON schema: Ajv's wording, naming the part and the
 * field ('body.type must be one of: …', 'querystring.lang …'). The handlers check the shape of a
 * body only as far as they need to and do not copy Ajv's texts, so such messages are not compared.
 */
function schemaRefusal(line: Line): boolean {
  return (
    line.code === 'VALIDATION_ERROR' && /^(body|querystring|params)\b/.test(line.message ?? '')
  );
}

/** The server side of a sequence. */
function serverSide(server: ParityServer, clock: Clock, transcript: Line[]): Side {
  return {
    name: 'server',
    async call(step, plain) {
      const call = await withHumanCheck(plain, async (get) => {
        const response = await server.app.inject({
          method: get.method,
          url: get.path,
          remoteAddress: get.address,
          headers: headersOf(get, undefined),
        });
        return answerOf(response.statusCode, response.json());
      });
      const { body, type } = encode(call);
      const response = await server.app.inject({
        method: call.method,
        url: call.path,
        remoteAddress: call.address,
        headers: headersOf(call, type),
        ...(body === undefined ? {} : { payload: body }),
      });
      const answer = answerOf(response.statusCode, response.json());
      transcript.push(lineOf(step, answer));
      return answer;
    },
    smsCode: (phone) => lastSmsCode(server.database, phone),
    async captcha() {
      const captchaKey = await knownCaptcha(server.database, 'HJKM', new Date(clock.now));
      return { captchaKey, captcha: 'hjkm' };
    },
    advance(ms) {
      clock.now += ms;
    },
  };
}

/** The MSW side of a sequence: the handlers answer without any network. */
function mswSide(
  handlers: AnyHandler[],
  clock: Clock,
  transcript: Line[],
  secrets: { smsCode: string; captchaAnswer: string },
): Side {
  const send = async (call: Call): Promise<Answer> => {
    const { body, type } = encode(call);
    const request = new Request(`http://parity.test${call.path}`, {
      method: call.method,
      headers: headersOf(call, type),
      ...(body === undefined ? {} : { body }),
    });
    const response = await getResponse(handlers as RequestHandler[], request);
    if (!response) throw new Error(`No MSW handler answers ${call.method} ${call.path}`);
    return answerOf(response.status, await response.json());
  };
  return {
    name: 'msw',
    async call(step, call) {
      const answer = await send(await withHumanCheck(call, send));
      transcript.push(lineOf(step, answer));
      return answer;
    },
    smsCode: () => Promise.resolve(secrets.smsCode),
    async captcha(address) {
      const answer = await send({ method: 'GET', path: '/wps/captcha', address });
      if (answer.status !== 200) throw new Error(`MSW captcha answered ${answer.status}`);
      const { captchaKey } = answer.value as { captchaKey: string };
      return { captchaKey, captcha: secrets.captchaAnswer };
    },
    advance(ms) {
      clock.now += ms;
    },
  };
}

/**
 * Runs `sequence` against fresh MSW handlers, then against the server (same start time for
 * both), and returns both transcripts for comparison.
 */
export async function runOnBoth(options: {
  server: ParityServer;
  clock: Clock;
  handlers: () => AnyHandler[];
  /** What the handlers send and expect where the server's values are secret (auth only). */
  secrets?: { smsCode: string; captchaAnswer: string };
  sequence: (side: Side) => Promise<void>;
}): Promise<{ msw: Line[]; server: Line[] }> {
  const start = options.clock.now;
  const msw: Line[] = [];
  const secrets = options.secrets ?? { smsCode: '', captchaAnswer: '' };
  await options.sequence(mswSide(options.handlers(), options.clock, msw, secrets));
  const mswEnd = options.clock.now;
  options.clock.now = start;
  const server: Line[] = [];
  await options.sequence(serverSide(options.server, options.clock, server));
  options.clock.now = Math.max(mswEnd, options.clock.now);
  server.forEach((line, index) => {
    if (!schemaRefusal(line)) return;
    delete line.message;
    if (msw[index]?.step === line.step) delete msw[index].message;
  });
  return { msw, server };
}

/** The shape of a value: its kinds and, for objects and arrays, the shapes of its parts. */
interface Shape {
  kinds: Set<string>;
  fields: Map<string, Shape>;
  items: Shape | null;
}

/** The shape of `value`; the items of an array merge into one shape (a field of any of them). */
function shapeOf(value: unknown, into?: Shape): Shape {
  const shape = into ?? { kinds: new Set(), fields: new Map(), items: null };
  if (value === null || value === undefined) return shape;
  shape.kinds.add(kindOf(value));
  if (Array.isArray(value)) {
    for (const item of value) shape.items = shapeOf(item, shape.items ?? undefined);
  } else if (typeof value === 'object') {
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
      if (field === undefined) continue;
      shape.fields.set(key, shapeOf(field, shape.fields.get(key)));
    }
  }
  return shape;
}

function differencesOf(msw: Shape, server: Shape, path: string): string[] {
  // Null (or no item at all) on either side says nothing of the type: a nullable field.
  if (msw.kinds.size > 0 && server.kinds.size > 0) {
    const kinds = (shape: Shape) => [...shape.kinds].sort().join('|');
    if (kinds(msw) !== kinds(server)) {
      return [`${path}: ${kinds(msw)} (msw) vs ${kinds(server)} (server)`];
    }
  }
  const found: string[] = [];
  const keys = [...new Set([...msw.fields.keys(), ...server.fields.keys()])].sort();
  // Fields only compared where both sides have objects there.
  if (msw.kinds.has('object') && server.kinds.has('object')) {
    for (const key of keys) {
      const a = msw.fields.get(key);
      const b = server.fields.get(key);
      if (!a || !b) found.push(`${path}.${key}: missing ${a ? 'on the server' : 'in msw'}`);
      else found.push(...differencesOf(a, b, `${path}.${key}`));
    }
  }
  if (msw.items && server.items) found.push(...differencesOf(msw.items, server.items, `${path}[]`));
  return found;
}

/**
 * Where two values' shapes differ: field names and the types of their values, recursively (never
 * the values themselves, so random ids and times do not count). The items of an array merge into
 * one shape (a field any item has); a null on either side matches any type (a nullable field), an
 * empty array any array. Answers the differing paths; none when the shapes agree.
 */
export function shapeDifferences(msw: unknown, server: unknown, path = 'value'): string[] {
  return differencesOf(shapeOf(msw), shapeOf(server), path);
}

function kindOf(value: unknown): string {
  return Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
}

/**
 * A fresh member registered through the server as a browser does (SMS code, human check,
 * encrypted body), logged in: its username and session token. `serial` makes the address, number
 * and username unique within the file.
 */
export async function registerParityMember(
  server: ParityServer,
  serial: number,
): Promise<{ username: string; token: string }> {
  const address = `192.0.2.${serial % 250}`;
  const mobile = `9187${String(serial).padStart(6, '0')}`;
  const username = `parity${String(serial).padStart(6, '0')}`;
  const inject = async (url: string, method: 'POST' | 'PUT', body: unknown) => {
    const response = await server.app.inject({
      method,
      url,
      remoteAddress: address,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    const json = response.json<{ value: unknown; code: string }>();
    if (response.statusCode !== 200) {
      throw new Error(`${method} ${url} answered ${response.statusCode} ${json.code}`);
    }
    return json.value;
  };
  await inject('/wps/verification/sms/register', 'POST', {
    mobileNo: mobile,
    countryDialingCode: '+63',
    registerType: 'username',
    ...(await solveHumanCheck(server.app, address)),
  });
  const verificationCode = await lastSmsCode(server.database, `+63${mobile}`);
  const registered = (await inject(
    '/wps/member/register',
    'PUT',
    encryptPayload({
      username,
      password: 'Start2025',
      confirmPassword: 'Start2025',
      ageConfirmed: true,
      countryDialingCode: '+63',
      mobileNum: mobile,
      verificationCode,
      login: true,
      registerMethod: 'WEB',
      ...(await solveHumanCheck(server.app, address)),
    }),
  )) as { token: string };
  return { username, token: registered.token };
}

/** A trial account's session on the server (free play). */
export async function parityTrialToken(server: ParityServer, address: string): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      os: 'Linux',
      platform: 'W',
      nonce: 'U2FsdGVkX1+abc',
      gatewayVersion: 3,
    }),
  });
  return response.json<{ value: { token: string } }>().value.token;
}

/** A GET for ParityContext.call; `token` undefined: the member's, null: none. */
export const get = (path: string, token?: string | null): Omit<Call, 'address'> => ({
  method: 'GET',
  path,
  ...(token === undefined ? {} : { token }),
});

/** A POST of `body` for ParityContext.call; `token` as for {@link get}. */
export const post = (
  path: string,
  body: unknown,
  token?: string | null,
): Omit<Call, 'address'> => ({
  method: 'POST',
  path,
  body,
  ...(token === undefined ? {} : { token }),
});

/** What a sequence of expectParityOf sees of its side. */
export interface ParityContext {
  side: Side;
  /** This side's session token of a role ('member', 'trial', …; null: none). */
  token(role: string): string | null;
  /** Sends a call from the file's address (with the member's token unless `token` is given). */
  call(
    step: string,
    call: Omit<Call, 'address' | 'token'> & { token?: string | null },
  ): Promise<Answer>;
  /** Notes a value to be equal on both sides (what a page shows; never ids or times). */
  note(label: string, value: unknown): void;
  /** Notes a value whose shape (field names and types) must be the same on both sides. */
  shape(label: string, value: unknown): void;
}

/**
 * Runs `sequence` on fresh handlers and on the server, each side with its own tokens of each role,
 * and expects the same transcript, the same noted values and the same shapes.
 */
export async function expectParityOf(options: {
  server: ParityServer;
  clock: Clock;
  handlers: () => AnyHandler[];
  address: string;
  tokens: { msw: Record<string, string>; server: Record<string, string> };
  sequence: (ctx: ParityContext) => Promise<void>;
}): Promise<void> {
  const notes: Record<'msw' | 'server', [string, unknown][]> = { msw: [], server: [] };
  const shapes: Record<'msw' | 'server', Map<string, unknown>> = {
    msw: new Map(),
    server: new Map(),
  };
  const { msw, server } = await runOnBoth({
    server: options.server,
    clock: options.clock,
    handlers: options.handlers,
    sequence: async (side) => {
      const token = (role: string) => options.tokens[side.name][role] ?? null;
      await options.sequence({
        side,
        token,
        call: (step, call) =>
          side.call(step, {
            ...call,
            address: options.address,
            token: call.token === undefined ? token('member') : call.token,
          }),
        note: (label, value) => notes[side.name].push([label, value]),
        shape: (label, value) => shapes[side.name].set(label, value),
      });
    },
  });
  expect(msw.length).toBeGreaterThan(0);
  expect(msw).toEqual(server);
  expect(notes.msw).toEqual(notes.server);
  expect([...shapes.msw.keys()]).toEqual([...shapes.server.keys()]);
  const differences = [...shapes.msw.keys()].flatMap((label) =>
    shapeDifferences(shapes.msw.get(label), shapes.server.get(label), label),
  );
  expect(differences).toEqual([]);
}
