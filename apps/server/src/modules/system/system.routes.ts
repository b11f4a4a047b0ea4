// HTTP routes of the system calls (SPEC.md §7). HTTP only: rules live in the service.
import type { LanguageCode } from '@lotusplay/api-client';
import { languageFromHeader } from '@lotusplay/api-client/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, responses, sharedAnswer } from '../../lib/envelope';
import * as s from './system.schemas';
import type { HelpDevice, SystemService } from './system.service';

/** Options of the system routes plugin. */
export interface SystemRoutesOptions {
  service: SystemService;
}

const tags = ['system'];

/** The language the client asked for in x-language / Accept-Language, when it is one we have. */
function headerLanguage(request: FastifyRequest): LanguageCode | undefined {
  return languageFromHeader(
    String(request.headers['x-language'] ?? request.headers['accept-language'] ?? ''),
  );
}

/** Registers the /wps/system/* routes (register with prefix `/wps/system`). */
export async function systemRoutes(app: FastifyInstance, { service }: SystemRoutesOptions) {
  // Answers every visitor shares until the brand changes: serialised once per brand snapshot.
  const whitelabel = sharedAnswer();
  const registerSetting = sharedAnswer();
  const domainRoutes = sharedAnswer();
  const helpV2 = sharedAnswer();
  const helpCenter = sharedAnswer();

  app.get(
    '/status',
    {
      schema: {
        tags,
        summary: 'System status: 0 normal, 1 maintenance, 2 region restricted (maintenance wins)',
        querystring: s.statusQuery,
        response: responses(s.systemStatusValue),
      },
    },
    async (request) => ok(await service.getStatus({ ip: request.ip })),
  );

  app.get(
    '/whitelabel',
    {
      schema: {
        tags,
        summary: 'Whitelabel module tree and effective flags',
        response: responses(s.whitelabelValue),
      },
    },
    async (_request, reply) => whitelabel(reply, await service.getWhitelabel()),
  );

  app.get(
    '/permission',
    {
      schema: {
        tags,
        summary: 'Brand configuration and the visitor situation (location, maintenance, region)',
        response: responses(s.permissionValue),
      },
    },
    async (request) => ok(await service.getPermission({ ip: request.ip })),
  );

  app.get(
    '/countryCode',
    {
      schema: {
        tags,
        summary: "getCountryCode: the visitor's country and the brand's country list",
        response: responses(s.countryCodeValue),
      },
    },
    async (request) => ok(await service.getCountryCode({ ip: request.ip })),
  );

  app.get(
    '/setting/register',
    {
      schema: {
        tags,
        summary: 'Registration settings and per-field validators',
        response: responses(s.registerSettingValue),
      },
    },
    async (_request, reply) => registerSetting(reply, await service.getRegisterSetting()),
  );

  app.get(
    '/domainRoute',
    { schema: { tags, summary: 'Alternative domains', response: responses(s.domainRouteValue) } },
    async (_request, reply) => domainRoutes(reply, await service.getDomainRoutes()),
  );

  app.get<{ Querystring: { lang?: LanguageCode; device: HelpDevice } }>(
    '/helpV2',
    {
      schema: {
        tags,
        summary: 'getHelpV2: help categories with their articles in one language',
        querystring: s.helpV2Query,
        response: responses(s.helpV2Value),
      },
    },
    async (request, reply) =>
      helpV2(
        reply,
        await service.getHelpV2(
          request.query.lang ?? headerLanguage(request) ?? 'EN',
          request.query.device,
        ),
      ),
  );

  app.get<{ Querystring: { lang?: LanguageCode } }>(
    '/helpCenter',
    {
      schema: {
        tags,
        summary: 'Help-menu entries for the footer',
        querystring: s.helpCenterQuery,
        response: responses(s.helpCenterValue),
      },
    },
    async (request, reply) =>
      helpCenter(
        reply,
        await service.getHelpCenter(request.query.lang ?? headerLanguage(request) ?? 'EN'),
      ),
  );

  app.post<{ Body: { language: LanguageCode } }>(
    '/language',
    {
      schema: {
        tags,
        summary: "getUpdateLanguage: records the visitor's language",
        body: s.languageBody,
        response: responses(s.languageValue),
      },
    },
    async (request) => ok(await service.updateLanguage(request.body.language)),
  );
}
