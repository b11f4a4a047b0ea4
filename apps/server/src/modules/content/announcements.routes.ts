// HTTP routes of the announcements: the site's calls under /wps/relay (SPEC.md §7), the agent
// centre's announcements (agents only) and the operator's /ops/announcements. HTTP only: rules live in the service.
import type {
  AgentAnnouncementListRequest,
  AnnouncementListRequest,
  IndexNoticeRequest,
  LanguageCode,
  OpsAnnouncementAudienceInput,
  OpsAnnouncementInput,
} from '@lotusplay/api-client/contracts';
import {
  AGENT_ACCOUNT_TYPES,
  AgentErrorCodes,
  AgentMessages,
  AnnouncementPaths,
  LANGUAGE_HEADER,
  languageFromHeader,
} from '@lotusplay/api-client/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, keyedAnswer, ok, responses, sessionResponses } from '../../lib/envelope';
import * as s from './announcements.schemas';
import type { AnnouncementsService } from './announcements.service';

/** What the announcement routes need of the session module's guards. */
export interface AnnouncementRouteGuards {
  /** preHandler: any session, else 401. */
  requireSession(request: FastifyRequest): Promise<void>;
  /** preHandler: a real (non-trial) account's session, else 401 / 403. */
  requireMember(request: FastifyRequest): Promise<void>;
  /** The member of a request that passed a guard. */
  memberOf(request: FastifyRequest): { isAgent: number };
}

/** Options of the announcement routes plugin. */
export interface AnnouncementRoutesOptions {
  announcements: AnnouncementsService;
  guards: AnnouncementRouteGuards;
}

const tags = ['content'];

/** The language asked for: the `language` field, else x-language / Accept-Language, else EN. */
function languageOf(request: FastifyRequest<{ Querystring: { language?: string } }>): LanguageCode {
  return (
    languageFromHeader(request.query.language) ??
    languageFromHeader(
      String(request.headers[LANGUAGE_HEADER] ?? request.headers['accept-language'] ?? ''),
    ) ??
    'EN'
  );
}

/** Registers the announcement calls (register with prefix `/wps`). */
export async function announcementRoutes(
  app: FastifyInstance,
  { announcements, guards }: AnnouncementRoutesOptions,
) {
  // Serialised (and compressed) once per snapshot and key: the key names the ids showing now.
  const listAnswer = keyedAnswer();
  const memberListAnswer = keyedAnswer();
  const noticeAnswer = keyedAnswer();
  app.get<{ Querystring: AnnouncementListRequest }>(
    '/relay/MCSFE_getListAnnouncements',
    {
      schema: {
        tags,
        summary: 'A page of the announcements of a type showing now (public ones)',
        querystring: s.listQuery,
        response: responses(s.pageValue),
      },
    },
    async (request, reply) => {
      const answer = await announcements.listAnswer(languageOf(request), 'visitor', request.query);
      return listAnswer(reply, answer.shared, answer.key, () => answer.value);
    },
  );

  app.get<{ Querystring: AnnouncementListRequest }>(
    '/relay/getAnnouncementLogined',
    {
      preHandler: guards.requireSession,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'A page of the announcements of a type showing now, members-only ones included',
        querystring: s.listQuery,
        response: sessionResponses(s.pageValue),
      },
    },
    async (request, reply) => {
      const answer = await announcements.listAnswer(languageOf(request), 'member', request.query);
      return memberListAnswer(reply, answer.shared, answer.key, () => answer.value);
    },
  );

  app.get<{ Querystring: IndexNoticeRequest }>(
    '/relay/MCSFE_getIndexNotice',
    {
      schema: {
        tags,
        summary: "The home page's notice response: the bar, player, promotion and popup groups",
        querystring: s.indexNoticeQuery,
        response: responses(s.noticeValue),
      },
    },
    async (request, reply) => {
      const answer = await announcements.indexNoticeAnswer(languageOf(request));
      return noticeAnswer(reply, answer.shared, answer.key, () => answer.value);
    },
  );
}

/**
 * Registers the agent centre's announcements (register without a prefix: the path is whole),
 * behind a real account's session and the agent gate.
 */
export async function agentAnnouncementRoutes(
  app: FastifyInstance,
  { announcements, guards }: AnnouncementRoutesOptions,
) {
  const agentListAnswer = keyedAnswer();
  // A real account's session, then the agent gate (403 NOT_AGENT), as the agent module's calls.
  const requireAgentSession = async (request: FastifyRequest) => {
    await guards.requireMember(request);
    const { isAgent } = guards.memberOf(request);
    if (!(AGENT_ACCOUNT_TYPES as readonly number[]).includes(isAgent)) {
      throw new AppError(403, AgentErrorCodes.NotAgent, AgentMessages.notAgent);
    }
  };
  app.get<{ Querystring: AgentAnnouncementListRequest }>(
    AnnouncementPaths.agent,
    {
      preHandler: requireAgentSession,
      schema: {
        tags: ['agent'],
        security: [{ bearer: [] }],
        summary:
          "A page of the announcements for agents showing now (the agent centre's announcements), every type, newest first (403 NOT_AGENT)",
        querystring: s.agentListQuery,
        response: sessionResponses(s.agentPageValue),
      },
    },
    async (request, reply) => {
      const answer = await announcements.agentListAnswer(languageOf(request), request.query);
      return agentListAnswer(reply, answer.shared, answer.key, () => answer.value);
    },
  );
}

/** Options of the operator's announcement routes. */
export interface AnnouncementOpsRoutesOptions {
  announcements: AnnouncementsService;
  /** The operator module's onRequest guard (`operatorGuard(operatorService)`): app.ts passes it. */
  operatorGuard: (request: FastifyRequest) => Promise<void>;
}

const common = { hide: true, tags: ['operator'], security: [{ operatorToken: [] }] };

/** Registers the operator's announcement routes (register with prefix `/ops/announcements`). */
export async function announcementOpsRoutes(
  app: FastifyInstance,
  { announcements, operatorGuard }: AnnouncementOpsRoutesOptions,
) {
  app.addHook('onRequest', operatorGuard);

  app.get(
    '/',
    {
      schema: {
        ...common,
        summary: 'Every announcement (ended ones too), newest first',
        response: responses(s.opsListValue, [401]),
      },
    },
    async () => ok(await announcements.opsList()),
  );

  app.post<{ Body: OpsAnnouncementInput }>(
    '/',
    {
      schema: {
        ...common,
        summary: 'Adds an announcement (its HTML sanitised, its titles plain text)',
        body: s.opsAddBody,
        response: responses(s.opsAnnouncementValue, [401]),
      },
    },
    async (request) => ok(await announcements.add(request.body)),
  );

  app.put<{ Params: { id: number }; Body: OpsAnnouncementAudienceInput }>(
    '/:id/audience',
    {
      schema: {
        ...common,
        summary: 'Sets who an announcement is for: all, members or agents (at once)',
        params: s.opsIdParams,
        body: s.opsAudienceBody,
        response: responses(s.opsAnnouncementValue, [401, 404]),
      },
    },
    async (request) =>
      ok(await announcements.setAudience(request.params.id, request.body.audience)),
  );

  app.delete<{ Params: { id: number } }>(
    '/:id',
    {
      schema: {
        ...common,
        summary: 'Removes an announcement',
        params: s.opsIdParams,
        response: responses(s.opsRemoveValue, [401, 404]),
      },
    },
    async (request) => ok(await announcements.remove(request.params.id)),
  );
}
