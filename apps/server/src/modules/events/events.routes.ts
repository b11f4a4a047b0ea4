// The member event stream (Server-Sent Events, @fastify/sse): one per open tab, authenticated
// like every member call by the session's `Authorization: Bearer` header, so no token ever sits
// in a URL (or in the request log's path). The tab reads it with fetch, not EventSource (which
// cannot send a header).
import fastifySse from '@fastify/sse';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MemberEventType } from '@lotusplay/api-client/contracts';
import { MEMBER_EVENTS_PATH, MemberEventLimits } from '@lotusplay/api-client/contracts';
import { MemberEventSchema } from '@lotusplay/api-client/schemas';
import { sessionResponses } from '../../lib/envelope';
import type { ActiveSession } from '../session/session.service';
import type { MemberEventHub, MemberStream } from './events.hub';

/** A stream whose client reads this far behind is closed (it reconnects, and reads afresh). */
const MAX_BUFFERED_BYTES = 64 * 1024;

/** What the stream route needs of the session module. */
export interface EventRouteGuards {
  requireSession(request: FastifyRequest): Promise<void>;
  sessionOf(request: FastifyRequest): ActiveSession;
}

export interface EventRoutesOptions {
  hub: MemberEventHub;
  guards: EventRouteGuards;
  /** Whether a token's session is still the one the stream was opened with. */
  sessionOfToken(token: string): Promise<ActiveSession | null>;
  /** Milliseconds between heartbeat comments (tests shorten it). */
  heartbeatMs?: number;
}

/** Registers GET /wps/member/events (register without a prefix). */
export async function eventRoutes(
  app: FastifyInstance,
  { hub, guards, sessionOfToken, heartbeatMs = MemberEventLimits.heartbeatMs }: EventRoutesOptions,
) {
  await app.register(fastifySse, { heartbeatInterval: heartbeatMs });
  // Open streams would hold the server's close until their clients left: they end first.
  app.addHook('preClose', async () => hub.closeAll());

  app.get(
    MEMBER_EVENTS_PATH,
    {
      sse: 'only',
      preHandler: guards.requireSession,
      schema: {
        tags: ['events'],
        security: [{ bearer: [] }],
        summary:
          "The member's events as Server-Sent Events (Accept: text/event-stream): ready, balance, message, claimable, logout, resync; each data is { type, scope }",
        response: sessionResponses(MemberEventSchema),
      },
    },
    async (request, reply) => {
      const { member, session } = guards.sessionOf(request);
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')![1]!;
      const sse = reply.sse;
      sse.keepAlive();
      const write = (type: MemberEventType, scope: 'member' | 'all', retry?: number) => {
        void sse.send({ event: type, data: { type, scope }, ...(retry ? { retry } : {}) });
      };
      const stream: MemberStream = {
        memberId: member.id,
        send(type, scope) {
          if (!sse.isConnected) return false;
          if (reply.raw.writableLength > MAX_BUFFERED_BYTES) {
            sse.close();
            return false;
          }
          write(type, scope);
          return true;
        },
        async checkSession() {
          const active = await sessionOfToken(token).catch(() => undefined);
          // undefined: the check failed (database away); the next change checks again.
          if (active === undefined || (active && active.session.id === session.id)) return;
          if (sse.isConnected) write('logout', 'member');
          hub.remove(stream);
          sse.close();
        },
        close: () => sse.close(),
      };
      sse.onClose(() => hub.remove(stream));
      hub.add(stream);
      write('ready', 'member', MemberEventLimits.retryMs);
    },
  );
}
