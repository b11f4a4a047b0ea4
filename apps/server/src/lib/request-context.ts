// The request a line of code is serving, without passing request objects down (services take none,
// DESIGN.md): an AsyncLocalStorage holds the request's logger — Fastify's child logger, which writes
// the request id as `reqId` — for everything that runs on the request's behalf. Services and
// repositories log through `contextLog`, so whatever they write while serving a request carries
// that request's id, the same `reqId` as its one-line request log (lib/request-log.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance, preValidationHookHandler } from 'fastify';

/** What services and repositories log with: pino's calls, an object and a message. */
export interface Log {
  error(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
  debug(fields: object, message: string): void;
}

const current = new AsyncLocalStorage<FastifyBaseLogger>();

/**
 * Makes each request's logger the current one while the request is served: entered when the
 * request arrives, and entered again before validation on routes that take a body, which is parsed
 * on the request stream's events (Node 24 keeps the context across them; older async-hooks storage
 * did not, which is why @fastify/request-context re-enters there too). GET and HEAD routes, the
 * cheap brand-level reads among them, pay for the first hook only. Call before any route exists.
 */
export function installRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => current.run(request.log, done));
  const reenter: preValidationHookHandler = (request, _reply, done) =>
    current.run(request.log, done);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.every((method) => method === 'GET' || method === 'HEAD')) return;
    route.preValidation = [...[route.preValidation ?? []].flat(), reenter];
  });
}

/**
 * A Log that writes through the logger of the request being served (its lines carry `reqId`), or
 * through `fallback` outside any request (timers, start-up).
 */
export function contextLog(fallback: FastifyBaseLogger): Log {
  const target = () => current.getStore() ?? fallback;
  return {
    error: (fields, message) => target().error(fields, message),
    warn: (fields, message) => target().warn(fields, message),
    info: (fields, message) => target().info(fields, message),
    debug: (fields, message) => target().debug(fields, message),
  };
}
