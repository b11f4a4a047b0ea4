// MSW handlers for the system calls. Paths start with `*/` so they match whatever origin the
// base query uses (jsdom's page origin, a configured baseUrl, or Storybook's dev server).
import { http, HttpResponse } from 'msw';
import type { HttpResponseInit } from 'msw';
import { ErrorCodes } from '../contracts/envelope';
import type { Envelope } from '../contracts/envelope';
import type {
  CountryCodeResponse,
  DomainRouteResponse,
  LanguageCode,
  PermissionInfo,
  RegisterSetting,
  SystemStatus,
  UpdateLanguageRequest,
  WhitelabelResponse,
} from '../contracts/system';
import {
  buildCountryCode,
  buildDomainRoutes,
  buildPermissionInfo,
  buildRegisterSetting,
  buildSystemStatus,
  buildUpdateLanguage,
  buildWhitelabel,
} from './factories';

/** The success envelope around `value`, as a plain object. */
export function envelopeBody<T>(value: T): Envelope<T> {
  return { success: true, code: ErrorCodes.Ok, message: 'OK', value };
}

/** A JSON response carrying the success envelope around `value`. */
export function envelope<T>(value: T, init?: HttpResponseInit): HttpResponse<Envelope<T>> {
  return HttpResponse.json(envelopeBody(value) as never, init) as HttpResponse<Envelope<T>>;
}

/** A JSON error response: `{ success: false, code, message, value: null, ...extra }` with `status`. */
export function errorEnvelope(
  code: string,
  message: string,
  status = 400,
  extra: Partial<Pick<Envelope<unknown>, 'captcha' | 'value'>> = {},
): HttpResponse<Envelope<unknown>> {
  const body: Envelope<unknown> = { success: false, code, message, value: null, ...extra };
  return HttpResponse.json(body as never, { status }) as HttpResponse<Envelope<unknown>>;
}

/** Answers for the system handlers; each defaults to the matching factory. */
export interface SystemHandlerData {
  status?: SystemStatus;
  whitelabel?: WhitelabelResponse;
  permission?: PermissionInfo;
  countryCode?: CountryCodeResponse;
  registerSetting?: RegisterSetting;
  domainRoutes?: DomainRouteResponse;
  supportedLanguages?: LanguageCode[];
}

/** MSW handlers for every system call of the api-client, answering with `data` or the factories. */
export function createSystemHandlers(data: SystemHandlerData = {}) {
  return [
    http.get('*/wps/system/status', () => envelope(data.status ?? buildSystemStatus())),
    http.get('*/wps/system/whitelabel', () => envelope(data.whitelabel ?? buildWhitelabel())),
    http.get('*/wps/system/permission', () => envelope(data.permission ?? buildPermissionInfo())),
    http.get('*/wps/system/countryCode', () => envelope(data.countryCode ?? buildCountryCode())),
    http.get('*/wps/system/setting/register', () =>
      envelope(data.registerSetting ?? buildRegisterSetting()),
    ),
    http.get('*/wps/system/domainRoute', () => envelope(data.domainRoutes ?? buildDomainRoutes())),
    http.post('*/wps/system/language', async ({ request }) => {
      const body = (await request.json()) as Partial<UpdateLanguageRequest> | null;
      const supported = data.supportedLanguages ?? buildUpdateLanguage().supported;
      if (!body?.language || !supported.includes(body.language)) {
        return errorEnvelope(ErrorCodes.Validation, 'Unsupported language', 400);
      }
      return envelope(buildUpdateLanguage({ language: body.language, supported }));
    }),
  ];
}

/** The system handlers with the demo-brand defaults. */
export const systemHandlers = createSystemHandlers();
