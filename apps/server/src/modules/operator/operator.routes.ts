// Operator routes under /ops: switch maintenance, region restriction, whitelabel flags and brand
// options, read the development outbox, end a member's sessions. Bearer-token protected and
// hidden from the public OpenAPI document.
import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '@lotusplay/api-client/contracts';
import { AppError, ok, responses } from '../../lib/envelope';
import type { SessionService } from '../session/session.service';
import type { SystemService } from '../system/system.service';
import type { VerificationService } from '../verification/verification.service';
import type { OperatorService } from './operator.service';

/** Options of the operator routes plugin. */
export interface OperatorRoutesOptions {
  system: SystemService;
  operator: OperatorService;
  verification: VerificationService;
  sessions: SessionService;
}

/** What DELETE /ops/members/:username/sessions answers. */
export interface EndedSessions {
  username: string;
  /** How many sessions ended (0 when the member had none). */
  ended: number;
}

const endedSessionsValue = {
  type: 'object',
  properties: { username: { type: 'string' }, ended: { type: 'integer' } },
} as const;

/** One message of the development outbox as /ops/outbox answers it. */
export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

const outboxValue = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      channel: { type: 'string' },
      to: { type: 'string' },
      subject: { type: ['string', 'null'] },
      body: { type: 'string' },
      createdAt: { type: 'string' },
    },
  },
} as const;

const operatorStatusValue = {
  type: 'object',
  properties: {
    maintenance: {
      type: 'object',
      properties: {
        enabled: { type: 'boolean' },
        active: { type: 'boolean' },
        startTime: { type: ['string', 'null'] },
        endTime: { type: ['string', 'null'] },
        message: { type: 'string' },
      },
    },
    regionRestriction: {
      type: 'object',
      properties: {
        enabled: { type: 'boolean' },
        blockAll: { type: 'boolean' },
        blockedCountries: { type: 'array', items: { type: 'string' } },
        allowedIps: { type: 'array', items: { type: 'string' } },
        message: { type: 'string' },
      },
    },
    brand: {
      type: 'object',
      properties: {
        merchantCode: { type: 'string' },
        redirectToLogin: { type: 'boolean' },
        showCountryCode: { type: 'boolean' },
      },
    },
    flags: { type: 'object', additionalProperties: { type: 'boolean' } },
  },
} as const;

const message = { type: 'string', maxLength: 500 } as const;
const opsResponses = responses(operatorStatusValue, [401, 404]);
const common = { hide: true, tags: ['operator'], security: [{ operatorToken: [] }] };

interface MaintenanceBody {
  enabled: boolean;
  startTime?: string | null;
  endTime?: string | null;
  message?: string;
}

interface RegionBody {
  enabled: boolean;
  countries?: string[] | 'ALL';
  allowedIps?: string[];
  message?: string;
}

const toDate = (value: string | null | undefined) =>
  value ? new Date(value) : value === null ? null : undefined;

/** Registers the /ops routes (register with prefix `/ops`). */
export async function operatorRoutes(
  app: FastifyInstance,
  { system, operator, verification, sessions }: OperatorRoutesOptions,
) {
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match)
      throw new AppError(
        401,
        ErrorCodes.Unauthorized,
        'Operator token required (Authorization: Bearer <token>)',
      );
    if (!(await operator.verify(match[1]!))) {
      throw new AppError(401, ErrorCodes.Unauthorized, 'Invalid operator token');
    }
  });

  app.get(
    '/status',
    { schema: { ...common, summary: 'Current switches', response: opsResponses } },
    async () => ok(await system.getOperatorStatus()),
  );

  app.get<{ Querystring: { channel: 'sms' | 'email'; to?: string; last: number } }>(
    '/outbox',
    {
      schema: {
        ...common,
        summary: 'Latest messages of the development SMS / e-mail outbox, newest first',
        querystring: {
          type: 'object',
          required: ['channel'],
          properties: {
            channel: { type: 'string', enum: ['sms', 'email'] },
            to: { type: 'string', maxLength: 256 },
            last: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
          },
        },
        response: responses(outboxValue, [401]),
      },
    },
    async (request) => {
      const { channel, to, last } = request.query;
      const rows = await verification.listOutbox(channel, to?.trim() || undefined, last);
      return ok(
        rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          to: row.recipient,
          subject: row.subject,
          body: row.body,
          createdAt: row.createdAt.toISOString(),
        })),
      );
    },
  );

  app.put<{ Body: MaintenanceBody }>(
    '/maintenance',
    {
      schema: {
        ...common,
        summary: 'Switch maintenance on or off',
        body: {
          type: 'object',
          required: ['enabled'],
          additionalProperties: false,
          properties: {
            enabled: { type: 'boolean' },
            startTime: { type: ['string', 'null'], format: 'date-time' },
            endTime: { type: ['string', 'null'], format: 'date-time' },
            message,
          },
        },
        response: opsResponses,
      },
    },
    async (request) => {
      const { enabled, startTime, endTime, message: text } = request.body;
      return ok(
        await system.setMaintenance({
          enabled,
          startTime: toDate(startTime),
          endTime: toDate(endTime),
          message: text,
        }),
      );
    },
  );

  app.put<{ Body: RegionBody }>(
    '/region',
    {
      schema: {
        ...common,
        summary: 'Switch region restriction on or off',
        body: {
          type: 'object',
          required: ['enabled'],
          additionalProperties: false,
          properties: {
            enabled: { type: 'boolean' },
            countries: {
              anyOf: [
                { type: 'string', const: 'ALL' },
                {
                  type: 'array',
                  maxItems: 300,
                  items: { type: 'string', pattern: '^[A-Za-z]{2}$' },
                },
              ],
            },
            allowedIps: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 45 } },
            message,
          },
        },
        response: opsResponses,
      },
    },
    async (request) => ok(await system.setRegionRestriction(request.body)),
  );

  app.put<{ Params: { moduleId: string }; Body: { enabled: boolean } }>(
    '/whitelabel/:moduleId',
    {
      schema: {
        ...common,
        summary: 'Switch one whitelabel module on or off',
        params: {
          type: 'object',
          required: ['moduleId'],
          properties: { moduleId: { type: 'string', pattern: '^[A-Za-z0-9_]{1,64}$' } },
        },
        body: {
          type: 'object',
          required: ['enabled'],
          additionalProperties: false,
          properties: { enabled: { type: 'boolean' } },
        },
        response: opsResponses,
      },
    },
    async (request) =>
      ok(
        await system.setWhitelabelFlag(request.params.moduleId.toUpperCase(), request.body.enabled),
      ),
  );

  app.put<{ Body: { redirectToLogin?: boolean; showCountryCode?: boolean } }>(
    '/brand',
    {
      schema: {
        ...common,
        summary: 'Change brand options',
        body: {
          type: 'object',
          minProperties: 1,
          additionalProperties: false,
          properties: {
            redirectToLogin: { type: 'boolean' },
            showCountryCode: { type: 'boolean' },
          },
        },
        response: opsResponses,
      },
    },
    async (request) => ok(await system.setBrandOptions(request.body)),
  );

  app.delete<{ Params: { username: string } }>(
    '/members/:username/sessions',
    {
      schema: {
        ...common,
        summary: "End every session of a member: the member's tokens stop working at once",
        params: {
          type: 'object',
          required: ['username'],
          properties: { username: { type: 'string', minLength: 1, maxLength: 64 } },
        },
        response: responses(endedSessionsValue, [401, 404]),
      },
    },
    async (request) => {
      const { username } = request.params;
      const ended = await sessions.endSessionsOf(username);
      if (ended === null) {
        throw new AppError(404, ErrorCodes.NotFound, `No member with the username ${username}`);
      }
      return ok<EndedSessions>({ username, ended });
    },
  );
}
