// The one response envelope of every call, and the error handling that keeps failures in it.
import type { Envelope } from '@lotusplay/api-client';
import { ErrorCodes } from '@lotusplay/api-client/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An error a service throws on purpose; the handler turns it into an error envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Envelope flag: the next login attempt must carry a captcha. */
    readonly captcha?: boolean,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The success envelope around `value`. */
export function ok<T>(value: T): Envelope<T> {
  return { success: true, code: ErrorCodes.Ok, message: '', value };
}

/** The success envelope of `value` serialised by the route's response serializer, as bytes. */
function envelopeBytes(reply: FastifyReply, value: unknown): Buffer {
  return Buffer.from(reply.serialize(ok(value)) as string);
}

function sendJson(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * Sends the success envelope of an answer that many requests share (a brand snapshot's derived
 * answer: the same object until an operator changes the brand), serialised once by the route's
 * own response serializer instead of once per request. One sender per route: `sharedAnswer()`.
 * The body goes out as the same Buffer each time, so its compression is found by identity.
 */
export function sharedAnswer() {
  const serialised = new WeakMap<object, Buffer>();
  return (reply: FastifyReply, value: object): FastifyReply => {
    let body = serialised.get(value);
    if (body === undefined) {
      body = envelopeBytes(reply, value);
      serialised.set(value, body);
    }
    return sendJson(reply, body);
  };
}

/** How many per-request variants of one shared part `keyedAnswer` keeps (least recent go). */
export const KEYED_ANSWER_ENTRIES = 512;

/**
 * Sends the success envelope of an answer made of a large part that many requests share (a
 * brand snapshot's derived object) and a small part of this request (the visitor's situation),
 * serialised once per shared part and `key`, where `key` names everything the small part
 * holds. A new shared part (a new snapshot) starts afresh. One sender per route.
 */
export function keyedAnswer(maxEntries = KEYED_ANSWER_ENTRIES) {
  const variants = new WeakMap<object, Map<string, Buffer>>();
  return <T>(reply: FastifyReply, shared: object, key: string, build: () => T): FastifyReply => {
    let bodies = variants.get(shared);
    if (bodies === undefined) {
      bodies = new Map();
      variants.set(shared, bodies);
    }
    let body = bodies.get(key);
    if (body === undefined) {
      body = envelopeBytes(reply, build());
      bodies.set(key, body);
      if (bodies.size > maxEntries) bodies.delete(bodies.keys().next().value!);
    } else {
      bodies.delete(key);
      bodies.set(key, body);
    }
    return sendJson(reply, body);
  };
}

/** The error envelope (value is always null). */
export function fail(code: string, message: string, captcha?: boolean): Envelope<null> {
  return captcha === undefined
    ? { success: false, code, message, value: null }
    : { success: false, code, message, value: null, captcha };
}

/** JSON schema of a success envelope carrying `value` (used for serialisation and OpenAPI). */
export function envelopeSchema(value: object) {
  return {
    type: 'object',
    required: ['success', 'code', 'message', 'value'],
    properties: {
      success: { type: 'boolean', const: true },
      code: { type: 'string', const: 'OK' },
      message: { type: 'string' },
      value,
    },
  } as const;
}

/** JSON schema of the error envelope. */
export const errorEnvelopeSchema = {
  $id: 'ErrorEnvelope',
  type: 'object',
  description: 'Every failure: success false, a stable code, a human message, value null.',
  required: ['success', 'code', 'message', 'value'],
  properties: {
    success: { type: 'boolean', const: false },
    code: { type: 'string', example: 'VALIDATION_ERROR' },
    message: { type: 'string' },
    value: { type: 'null' },
    captcha: { type: 'boolean' },
  },
} as const;

/** Responses shared by every route: a success schema plus the error envelope for 4xx/5xx. */
export function responses(value: object, extraErrors: number[] = []) {
  const errors = Object.fromEntries(
    [400, 500, ...extraErrors].map((status) => [status, { $ref: 'ErrorEnvelope#' }]),
  );
  return { 200: envelopeSchema(value), ...errors };
}

/** Responses of a route that needs a member session (adds 401 and 403). */
export function sessionResponses(value: object, extraErrors: number[] = []) {
  return responses(value, [401, 403, ...extraErrors]);
}

interface AjvError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Builds a readable message naming the failing field, e.g. `body.language must be one of: EN, CN`. */
export function validationMessage(errors: AjvError[], context: string | undefined): string {
  const where = context ?? 'request';
  return errors
    .slice(0, 5)
    .map((error) => {
      const path = (error.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
      const params = error.params ?? {};
      if (error.keyword === 'required') {
        const field = [path, String(params.missingProperty)].filter(Boolean).join('.');
        return `${where}.${field} is required`;
      }
      if (error.keyword === 'additionalProperties') {
        const field = [path, String(params.additionalProperty)].filter(Boolean).join('.');
        return `${where}.${field} is not allowed`;
      }
      const field = path ? `${where}.${path}` : where;
      if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
        return `${field} must be one of: ${params.allowedValues.join(', ')}`;
      }
      return `${field} ${error.message ?? 'is invalid'}`;
    })
    .join('; ');
}

function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  captcha?: boolean,
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(fail(code, message, captcha));
}

/** Installs the error and not-found handlers that answer with the error envelope. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.statusCode, error.code, error.message, error.captcha);
    }
    if (error.validation) {
      return sendError(
        reply,
        400,
        ErrorCodes.Validation,
        validationMessage(error.validation as AjvError[], error.validationContext),
      );
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return sendError(reply, 413, ErrorCodes.PayloadTooLarge, 'The request body is too large');
    }
    if (status === 415) {
      return sendError(reply, 415, ErrorCodes.BadRequest, 'Unsupported content type');
    }
    if (status >= 400 && status < 500 && error.code?.startsWith('FST_')) {
      // Fastify's own client errors (malformed JSON, empty JSON body, …) carry safe messages.
      return sendError(
        reply,
        status,
        status === 404 ? ErrorCodes.NotFound : ErrorCodes.BadRequest,
        error.message,
      );
    }
    if (status >= 400 && status < 500) {
      return sendError(reply, status, ErrorCodes.BadRequest, 'Bad request');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, ErrorCodes.Internal, 'Internal server error');
  });
}

/** Answers with the 404 error envelope. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = (request.url.split('?')[0] ?? request.url).slice(0, 200);
  return sendError(reply, 404, ErrorCodes.NotFound, `Route ${request.method} ${path} not found`);
}
