// Databases: PGlite — rules through the routes; nothing here depends on the database engine.
// What a service or repository logs while serving a request carries that request's id: through a
// bare Fastify app (after awaits, after a parsed body, across concurrent requests) and through the
// real server, where the verification service logs a refused Firebase token.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEncrypted, setFlag } from '../testing/auth-helpers';
import { createTestFirebase } from '../testing/firebase-tokens';
import { createTestServer } from '../testing/test-database';
import { contextLog, installRequestContext } from './request-context';
import type { Log } from './request-context';
import { RequestLogController } from './request-log';

type Line = Record<string, unknown>;

/** A logger option that collects the JSON lines Fastify writes. */
function collecting(lines: Line[]) {
  return { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}

/** A stand-in service: no request object, it awaits (timers, promises) before and after logging. */
class EchoService {
  constructor(private readonly log: Log) {}

  async echo(word: string, delayMs: number): Promise<string> {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    this.log.info({ word }, 'service says');
    await Promise.resolve();
    return word;
  }
}

describe('request context', () => {
  it('gives lines a service writes the id of the request it serves, bodies and concurrency too', async () => {
    const lines: Line[] = [];
    const app = Fastify({
      logger: collecting(lines),
      requestIdHeader: false,
      logController: new RequestLogController(),
    });
    installRequestContext(app);
    const service = new EchoService(contextLog(app.log));
    // Each route answers the word and its request's id, to find that request's lines by.
    app.get<{ Querystring: { word: string; delay: number } }>('/echo', async (request) => ({
      word: await service.echo(request.query.word, Number(request.query.delay)),
      id: request.id,
    }));
    app.post<{ Body: { word: string } }>(
      '/echo',
      { schema: { body: { type: 'object', properties: { word: { type: 'string' } } } } },
      async (request) => ({ word: await service.echo(request.body.word, 5), id: request.id }),
    );
    let answers: { word: string; id: string }[];
    try {
      // Concurrent requests, the slower one first; the POST's handler runs after its body is parsed.
      const responses = await Promise.all([
        app.inject({ method: 'GET', url: '/echo?word=slow&delay=30' }),
        app.inject({ method: 'GET', url: '/echo?word=fast&delay=1' }),
        app.inject({ method: 'POST', url: '/echo', payload: { word: 'posted' } }),
      ]);
      answers = responses.map((response) => response.json());
      // Outside a request the fallback logger writes, without a request id.
      contextLog(app.log).info({ word: 'outside' }, 'service says');
    } finally {
      await app.close();
    }

    const said = (word: string) => lines.find((l) => l.msg === 'service says' && l.word === word);
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(3);
    for (const { word, id } of answers) {
      expect(said(word), word).toMatchObject({ reqId: id });
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: 'request completed', reqId: id }),
      );
    }
    expect(said('outside')).toBeDefined();
    expect(said('outside')!.reqId).toBeUndefined();
  });

  describe('in the server', () => {
    const OPS = 'request-context-operator-token';
    const now = new Date('2026-03-01T10:00:00Z');
    const firebase = createTestFirebase(() => now);
    const lines: Line[] = [];
    let server: Awaited<ReturnType<typeof createTestServer>>;

    beforeAll(async () => {
      server = await createTestServer({
        clock: () => now,
        config: { operatorToken: OPS },
        firebase: firebase.verifier(),
        logger: collecting(lines),
      });
      await setFlag(server.app, OPS, 'FIREBASESMS3', true);
    });
    afterAll(async () => {
      await server?.close();
    });

    it("logs a refused Firebase token from the verification service with the login's request id", async () => {
      lines.length = 0;
      const response = await callEncrypted(server.app, 'POST', '/wps/session/login', {
        type: 'firebase',
        username: '9170000001',
        password: '',
        // Signed in with another number than the one typed: refused, and logged with the reason.
        firebaseIdToken: firebase.token('+639179999999'),
        countryDialingCode: '+63',
      });
      expect(response.statusCode).toBe(401);
      const refused = lines.find((l) => l.msg === 'firebase token rejected');
      const completed = lines.find((l) => l.msg === 'request completed');
      expect(refused).toMatchObject({ level: 40, reason: 'signed in with another number' });
      expect(completed).toMatchObject({ path: '/wps/session/login', statusCode: 401 });
      expect(refused!.reqId).toEqual(expect.any(String));
      expect(refused!.reqId).toBe(completed!.reqId);
    });
  });
});
