// HTTP routes of the platform messages (under /wps/relay, beside CSP_unreadCount) and of the
// operator's message commands (/ops/messages). HTTP only: rules live in the service.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MessagePaths } from '@lotusplay/api-client/contracts';
import {
  IdParamsSchema,
  MessageIdsRequestSchema,
  MessageListQuerySchema,
  MessageListResponseSchema,
  MessageUnreadResponseSchema,
  OpsMessageListQuerySchema,
  OpsMessageListResponseSchema,
  OpsMessageRemovedSchema,
  OpsMessageSchema,
  OpsSendMessageRequestSchema,
} from '@lotusplay/api-client/schemas';
import { ok, responses, sessionResponses } from '../../lib/envelope';
import type { MessagesService } from './messages.service';

/** What the message routes need of the session module's guards. */
export interface MessageRouteGuards {
  requireMember(request: FastifyRequest): Promise<void>;
  memberOf(request: FastifyRequest): { id: number };
}

const tags = ['messages'];
const security = [{ bearer: [] }];

/** Registers the member's message calls (register without a prefix: the paths are whole). */
export async function messageRoutes(
  fastify: FastifyInstance,
  { messages, guards }: { messages: MessagesService; guards: MessageRouteGuards },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const member = (request: FastifyRequest) => guards.memberOf(request).id;

  app.get(
    MessagePaths.list,
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary:
          "A page of the member's messages, newest first (all or unread), and the unread count",
        querystring: MessageListQuerySchema,
        response: sessionResponses(MessageListResponseSchema),
      },
    },
    async (request) => ok(await messages.list(member(request), request.query)),
  );

  app.post(
    MessagePaths.read,
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: "Marks messages read; each id must be one of the member's (else 404, no change)",
        body: MessageIdsRequestSchema,
        response: sessionResponses(MessageUnreadResponseSchema, [404]),
      },
    },
    async (request) => ok(await messages.read(member(request), request.body.ids)),
  );

  app.post(
    MessagePaths.readAll,
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: "Marks every one of the member's messages read",
        response: sessionResponses(MessageUnreadResponseSchema),
      },
    },
    async (request) => ok(await messages.readAll(member(request))),
  );

  app.post(
    MessagePaths.delete,
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary:
          'Deletes messages for the member; each id must be one of theirs (else 404, no change)',
        body: MessageIdsRequestSchema,
        response: sessionResponses(MessageUnreadResponseSchema, [404]),
      },
    },
    async (request) => ok(await messages.delete(member(request), request.body.ids)),
  );
}

const opsCommon = { hide: true, tags: ['operator'], security: [{ operatorToken: [] }] };

/** Registers the operator's message commands (register with prefix `/ops/messages`). */
export async function messageOpsRoutes(
  fastify: FastifyInstance,
  {
    messages,
    guard,
  }: { messages: MessagesService; guard: (request: FastifyRequest) => Promise<void> },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', guard);

  app.post(
    '/',
    {
      schema: {
        ...opsCommon,
        summary: 'Sends a message to one member (username), a group (member label) or everyone',
        body: OpsSendMessageRequestSchema,
        response: responses(OpsMessageSchema, [401, 404]),
      },
    },
    async (request) => ok(await messages.send(request.body)),
  );

  app.get(
    '/',
    {
      schema: {
        ...opsCommon,
        summary: 'The latest messages, newest first, with how many members read each',
        querystring: OpsMessageListQuerySchema,
        response: responses(OpsMessageListResponseSchema, [401]),
      },
    },
    async (request) => ok({ messages: await messages.latest(request.query.last ?? 20) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...opsCommon,
        summary: 'Takes a message back from everyone it went to',
        params: IdParamsSchema,
        response: responses(OpsMessageRemovedSchema, [401, 404]),
      },
    },
    async (request) => {
      await messages.retract(request.params.id);
      return ok({ id: request.params.id, removed: true });
    },
  );
}
