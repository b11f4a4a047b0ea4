// HTTP routes of the system calls (SPEC.md §7). HTTP only: rules live in the service.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { keyedAnswer, ok, responses, sharedAnswer } from '../../lib/envelope';
import * as s from './system.schemas';
import type { SystemService } from './system.service';

/** Options of the system routes plugin. */
export interface SystemRoutesOptions {
  service: SystemService;
}

const tags = ['system'];

/**
 * Registers the /wps/system/* routes but the help calls, which are the content module's (register
 * with prefix `/wps/system`).
 */
export async function systemRoutes(app: FastifyInstance, { service }: SystemRoutesOptions) {
  // Answers every visitor shares until the brand changes: serialised once per brand snapshot.
  const whitelabel = sharedAnswer();
  const registerSetting = sharedAnswer();
  const domainRoutes = sharedAnswer();
  // The brand's part of /permission is shared; the visitor's situation (address, country,
  // maintenance, region) is small and names the variant.
  const permission = keyedAnswer();

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
    async (request, reply) => {
      const answer = await service.getPermission({ ip: request.ip });
      const { info, ...situation } = answer;
      return permission(reply, info, JSON.stringify(situation), () => answer);
    },
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

  app.withTypeProvider<TypeBoxTypeProvider>().post(
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
