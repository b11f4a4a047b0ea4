// Request logging: one line per request, when it completes, with what an operator needs: method,
// path, status, response time and the request id (reqId, from the request's child logger).
// Fastify's default writes two lines (incoming and completed) with the serialised request and
// reply; on a cheap read that cost more than the read itself (figures in the README). The path is
// logged without its query string, which may carry tokens; the default incoming line logged it.
import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The path of a request URL, without the query string, at most 200 characters. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return (query === -1 ? url : url.slice(0, query)).slice(0, 200);
}

/** Fastify's log controller with the single completion line above (pass as `logController`). */
export class RequestLogController extends LogController {
  override incomingRequest(): void {
    // Nothing when a request arrives: the completion line says all of it.
  }

  override routeNotFound(): void {
    // The completion line shows the 404; Fastify's line would repeat the URL with its query.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      path: pathOf(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
