// Content endpoints of the one api. Help entries are per language: the language is part of the
// query argument (and of the cache key), so switching language fetches the other list.
import { api } from '@lotusplay/api-client';
import type { HelpMenuEntry, HelpV2Response, LanguageCode } from '@lotusplay/api-client';

/** The content feature's endpoints, injected into the shared `api`. */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Footer help-menu entries: GET /wps/system/helpCenter?lang=. */
    getHelpCenter: build.query<HelpMenuEntry[], LanguageCode>({
      query: (lang) => ({ url: '/wps/system/helpCenter', params: { lang } }),
      providesTags: (_result, _error, lang) => [{ type: 'Help', id: `center-${lang}` }],
    }),
    /** Help centre categories and articles: GET /wps/system/helpV2?lang=&device=WEB. */
    getHelpV2: build.query<HelpV2Response, LanguageCode>({
      query: (lang) => ({ url: '/wps/system/helpV2', params: { lang, device: 'WEB' } }),
      providesTags: (_result, _error, lang) => [{ type: 'Help', id: `v2-${lang}` }],
    }),
  }),
});

/** Hooks of the content endpoints. */
export const { useGetHelpCenterQuery, useGetHelpV2Query } = contentApi;
