// Parity harness: one request sequence, sent to a feature's MSW handlers and to the real platform
// server (in process, on a fresh database, with the same injected clock), answer for answer. The
// component tests and Storybook stories lean on the handlers; this keeps them honest.
import { encryptPayload } from '@lotusplay/api-client/crypto';
import {
  createTestServer,
  knownCaptcha,
  lastSmsCode,
  solveAltchaChallenge,
} from '@lotusplay/server/testing';
import type { TestServer } from '@lotusplay/server/testing';
import { getResponse } from 'msw';
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

/** Starts the real server on a fresh database with an injected clock. */
export async function startParityServer(clock: Clock): Promise<ParityServer> {
  return createTestServer({ clock: () => new Date(clock.now) });
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
