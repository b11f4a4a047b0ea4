// MSW handlers for the content calls; `*/` matches any origin (jsdom, Storybook, a base URL).
import {
  ErrorCodes,
  isLanguageCode,
  LANGUAGE_HEADER,
  languageFromHeader,
} from '@lotusplay/api-client';
import type { HelpMenuEntry, HelpV2Response, LanguageCode } from '@lotusplay/api-client';
import { envelope, errorEnvelope } from '@lotusplay/api-client/testing';
import { http } from 'msw';
import { createBannerHandlers } from './banner-handlers';
import { buildHelpMenuEntries, buildHelpV2 } from './factories';
import { createNoticesHandlers } from './notices-handlers';

/** Answers of the content handlers, per language; each defaults to the factories. */
export interface ContentHandlerData {
  helpCenter?: (lang: LanguageCode) => HelpMenuEntry[];
  helpV2?: (lang: LanguageCode) => HelpV2Response;
}

/**
 * The language of a help call as the server reads it: `lang` when given (an unknown one is a
 * validation error, null here), else the x-language or Accept-Language header when supported,
 * else EN.
 */
function langOf(request: Request): LanguageCode | null {
  const lang = new URL(request.url).searchParams.get('lang');
  if (lang !== null) return isLanguageCode(lang) ? lang : null;
  return (
    languageFromHeader(
      request.headers.get(LANGUAGE_HEADER) ?? request.headers.get('accept-language'),
    ) ?? 'EN'
  );
}

/** MSW handlers of getHelpCenter and getHelpV2; an unknown `lang` answers 400 like the server. */
export function createContentHandlers(data: ContentHandlerData = {}) {
  return [
    http.get('*/wps/system/helpCenter', ({ request }) => {
      const lang = langOf(request);
      if (!lang)
        return errorEnvelope(ErrorCodes.Validation, 'lang must be a supported language', 400);
      return envelope((data.helpCenter ?? buildHelpMenuEntries)(lang));
    }),
    http.get('*/wps/system/helpV2', ({ request }) => {
      const lang = langOf(request);
      if (!lang)
        return errorEnvelope(ErrorCodes.Validation, 'lang must be a supported language', 400);
      return envelope((data.helpV2 ?? buildHelpV2)(lang));
    }),
  ];
}

/** Handlers answering every help call with the server's answer to an unexpected failure. */
export function createContentErrorHandlers(status = 500) {
  return [
    http.get('*/wps/system/helpCenter', () =>
      errorEnvelope(ErrorCodes.Internal, 'Internal server error', status),
    ),
    http.get('*/wps/system/helpV2', () =>
      errorEnvelope(ErrorCodes.Internal, 'Internal server error', status),
    ),
  ];
}

/** The content handlers with the demo-brand defaults (the announcement calls too). */
export const contentHandlers = [
  ...createContentHandlers(),
  ...createNoticesHandlers(),
  ...createBannerHandlers(),
];
