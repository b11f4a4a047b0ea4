// System calls of SPEC.md §7. Brand configuration is read at run time and kept in session storage
// under the SPEC.md §3 keys, so one build serves every brand and a page reload costs no request.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import { api } from './api';
import { fallbackErrorMessages } from './base-query';
import type { ApiBaseQuery, ApiRequest } from './base-query';
import { BOOT_DATA_ELEMENT_ID, parseBootData } from './contracts/boot';
import type { BootData } from './contracts/boot';
import { ErrorCodes } from './contracts/envelope';
import type { ApiError } from './contracts/envelope';
import type {
  CountryCodeResponse,
  DomainRouteResponse,
  PermissionInfo,
  RegisterSetting,
  SystemStatus,
  UpdateLanguageRequest,
  UpdateLanguageResponse,
  WhitelabelResponse,
} from './contracts/system';
import { sessionCache, sessionStorageKeys } from './storage';

/**
 * What session storage `settings` holds: the permission info and the whitelabel flags of the
 * brand, each filled by its own call. Both live under the one SPEC.md §3 key.
 */
export interface BrandSettingsCache {
  permission?: PermissionInfo;
  whitelabel?: WhitelabelResponse;
}

type Result<T> = QueryReturnValue<T, ApiError, FetchBaseQueryMeta | undefined>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isBrandSettings = (value: unknown): value is BrandSettingsCache => isObject(value);

const isPermissionInfo = (value: unknown): value is PermissionInfo =>
  isObject(value) && isObject(value.info);

const isWhitelabel = (value: unknown): value is WhitelabelResponse =>
  isObject(value) && Array.isArray(value.tree) && isObject(value.flags);

const isRegisterSetting = (value: unknown): value is RegisterSetting =>
  isObject(value) && Array.isArray(value.validators);

const isDomainRoutes = (value: unknown): value is DomainRouteResponse =>
  isObject(value) && Array.isArray(value.domainList);

function readSettings(): BrandSettingsCache {
  return sessionCache.read(sessionStorageKeys.settings, isBrandSettings) ?? {};
}

function writeSettings(patch: BrandSettingsCache): void {
  sessionCache.write(sessionStorageKeys.settings, { ...readSettings(), ...patch });
}

/** Serves `cached` when present, else asks the server and stores the answer with `store`. */
async function cachedCall<T>(
  cached: T | null | undefined,
  request: string | ApiRequest,
  baseQuery: (arg: string | ApiRequest) => ReturnType<ApiBaseQuery>,
  guard: (value: unknown) => value is T,
  store: (value: T) => void,
): Promise<Result<T>> {
  if (cached && guard(cached)) return { data: cached };
  const result = await baseQuery(request);
  if (result.error) return { error: result.error, meta: result.meta };
  if (!guard(result.data)) {
    return {
      error: {
        status: result.meta?.response?.status ?? 200,
        code: ErrorCodes.Parse,
        message: fallbackErrorMessages.unknown,
        details: result.data,
      },
      meta: result.meta,
    };
  }
  store(result.data);
  return { data: result.data, meta: result.meta };
}

const now = (): number => (typeof performance === 'undefined' ? Date.now() : performance.now());

/** Removes the cached brand configuration (settings, validate, routers) so the next read refetches. */
export function clearBrandCache(): void {
  sessionCache.remove(sessionStorageKeys.settings);
  sessionCache.remove(sessionStorageKeys.validate);
  sessionCache.remove(sessionStorageKeys.routers);
}

/** System endpoints of SPEC.md §7 (status, whitelabel, permission, country, register, routes, language). */
export const systemApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /wps/system/status?url=<host>. Never cached in storage: it selects the root screen. */
    getSystemStatus: build.query<SystemStatus, string>({
      query: (host) => ({ url: '/wps/system/status', params: { url: host } }),
      providesTags: ['SystemStatus'],
      keepUnusedDataFor: 0,
    }),
    /** GET /wps/system/whitelabel, cached in session storage `settings.whitelabel`. */
    getWhitelabel: build.query<WhitelabelResponse, void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        cachedCall(
          readSettings().whitelabel,
          '/wps/system/whitelabel',
          baseQuery,
          isWhitelabel,
          (whitelabel) => writeSettings({ whitelabel }),
        ),
      providesTags: ['Whitelabel'],
    }),
    /** GET /wps/system/permission, cached in session storage `settings.permission`. */
    getPermissionInfo: build.query<PermissionInfo, void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        cachedCall(
          readSettings().permission,
          '/wps/system/permission',
          baseQuery,
          isPermissionInfo,
          (permission) => writeSettings({ permission }),
        ),
      providesTags: ['Permission'],
    }),
    /** GET /wps/system/countryCode (getCountryCode); asked on every start, not stored. */
    getCountryCode: build.query<CountryCodeResponse, void>({
      query: () => '/wps/system/countryCode',
      providesTags: ['Country'],
    }),
    /** GET /wps/system/setting/register, cached in session storage `validate`. */
    getRegisterSetting: build.query<RegisterSetting, void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        cachedCall(
          sessionCache.read(sessionStorageKeys.validate, isRegisterSetting),
          '/wps/system/setting/register',
          baseQuery,
          isRegisterSetting,
          (setting) => sessionCache.write(sessionStorageKeys.validate, setting),
        ),
      providesTags: ['RegisterSetting'],
    }),
    /**
     * GET /wps/system/domainRoute, cached in session storage `routers`. Each entry gets `speed`:
     * the round-trip milliseconds of this very request (the client cannot probe other hosts).
     */
    getDomainRoute: build.query<DomainRouteResponse, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const started = now();
        return cachedCall(
          sessionCache.read(sessionStorageKeys.routers, isDomainRoutes),
          '/wps/system/domainRoute',
          async (request) => {
            const result = await baseQuery(request);
            if (result.error || !isDomainRoutes(result.data)) return result;
            const speed = Math.max(0, Math.round(now() - started));
            const domainList = result.data.domainList.map((entry) => ({
              ...entry,
              speed: entry.speed ?? speed,
            }));
            return { data: { ...result.data, domainList }, meta: result.meta };
          },
          isDomainRoutes,
          (routes) => sessionCache.write(sessionStorageKeys.routers, routes),
        );
      },
      providesTags: ['DomainRoute'],
    }),
    /** POST /wps/system/language (getUpdateLanguage): records the visitor's language. */
    updateLanguage: build.mutation<UpdateLanguageResponse, UpdateLanguageRequest>({
      query: (body) => ({ url: '/wps/system/language', method: 'POST', body }),
      invalidatesTags: ['Language'],
    }),
  }),
});

/** React hooks of the system endpoints. */
export const {
  useGetSystemStatusQuery,
  useGetWhitelabelQuery,
  useGetPermissionInfoQuery,
  useGetCountryCodeQuery,
  useGetRegisterSettingQuery,
  useGetDomainRouteQuery,
  useUpdateLanguageMutation,
} = systemApi;

/**
 * The boot data the server wrote into index.html (issue 7), or null when there is none (`pnpm
 * dev`, a static host, a server that could not read its database) and the app asks the calls.
 */
export function readBootData(doc: Document | undefined = globalThis.document): BootData | null {
  return parseBootData(doc?.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent);
}

/**
 * Seeds the cache of the start-up calls with boot data, so that a first visit asks none of them:
 * the status of `host` (the argument the app asks it with), the permission info and whitelabel
 * flags (also into session storage `settings`, as their calls would) and the country code.
 * Resolves once every entry is in the cache.
 */
export async function seedBootData(
  // The thunks of upsertQueryData accept any store that holds this api.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  dispatch: ThunkDispatch<any, unknown, UnknownAction>,
  boot: BootData,
  host: string,
): Promise<void> {
  writeSettings({ permission: boot.permission, whitelabel: boot.whitelabel });
  const { upsertQueryData } = systemApi.util;
  await Promise.all([
    dispatch(upsertQueryData('getSystemStatus', host, boot.status)),
    dispatch(upsertQueryData('getPermissionInfo', undefined, boot.permission)),
    dispatch(upsertQueryData('getWhitelabel', undefined, boot.whitelabel)),
    dispatch(upsertQueryData('getCountryCode', undefined, boot.countryCode)),
  ]);
}
