// The one base query of every endpoint: token and language headers, payload encryption, the
// platform envelope unwrapped, and every failure folded into the single ApiError shape.
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import type {
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { ErrorCodes } from './contracts/envelope';
import { LANGUAGE_HEADER } from './contracts/system-rules';
import type { ApiError, Envelope } from './contracts/envelope';

/** What the app provides so the client never imports the store or the auth feature. */
export interface ApiClientConfig {
  /** Origin (and optional prefix) of the platform; defaults to the page's own origin. */
  baseUrl?: string;
  /** Current session token, or null/undefined when logged out. */
  getToken: () => string | null | undefined;
  /** Current language code (EN, CN, …); EN when it returns nothing. */
  getLanguage: () => string | null | undefined;
  /** Milliseconds before a request fails with code TIMEOUT; default 30000. */
  timeoutMs?: number;
}

/** Language sent when the app has not chosen one (SPEC.md §7). */
export const DEFAULT_LANGUAGE = 'EN';
/** Request timeout used unless configureApiClient sets another. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** The user-facing fallback messages of SPEC.md §8 for failures the server did not describe. */
export const fallbackErrorMessages = {
  network: 'Network link is abnormal, please try again',
  timeout: 'The page took longer time to load, please check your network connectivity',
  unknown: 'Unknown error',
} as const;

const defaultConfig: ApiClientConfig = {
  getToken: () => null,
  getLanguage: () => DEFAULT_LANGUAGE,
};

let clientConfig: ApiClientConfig = defaultConfig;

/**
 * Sets the getters the base query reads on every request. Call once at start-up (the app passes
 * the auth token getter and the i18n language getter); calling again replaces the whole config.
 */
export function configureApiClient(config: ApiClientConfig): void {
  clientConfig = { ...defaultConfig, ...config };
}

/**
 * Arguments of one request: RTK Query's FetchArgs plus two flags.
 * - `encrypted: true` sends the body as `encryptPayload(body)` → `{ data }` (SPEC.md §6).
 * - `form: true` sends a plain-object body as `application/x-www-form-urlencoded`.
 * `encrypted` wins when both are set.
 */
export interface ApiRequest extends FetchArgs {
  encrypted?: boolean;
  form?: boolean;
}

/** Per-endpoint options: `extraOptions: { encrypted: true }` encrypts every call of the endpoint. */
export interface ApiExtraOptions {
  encrypted?: boolean;
}

/** The signature of the base query. */
export type ApiBaseQuery = BaseQueryFn<
  string | ApiRequest,
  unknown,
  ApiError,
  ApiExtraOptions,
  FetchBaseQueryMeta
>;

/** True when `value` has the platform envelope's shape. */
export function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof Envelope<unknown>, unknown>>;
  return typeof candidate.success === 'boolean' && typeof candidate.code === 'string';
}

/** True when `value` is the ApiError shape produced by the base query. */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof ApiError, unknown>>;
  return (
    typeof candidate.status === 'number' &&
    typeof candidate.code === 'string' &&
    typeof candidate.message === 'string'
  );
}

function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return ErrorCodes.BadRequest;
    case 401:
      return ErrorCodes.Unauthorized;
    case 403:
      return ErrorCodes.Forbidden;
    case 404:
      return ErrorCodes.NotFound;
    case 409:
      return ErrorCodes.Conflict;
    case 413:
      return ErrorCodes.PayloadTooLarge;
    case 422:
      return ErrorCodes.Validation;
    case 429:
      return ErrorCodes.RateLimited;
    default:
      return status >= 400 && status < 500 ? ErrorCodes.BadRequest : ErrorCodes.Internal;
  }
}

function fromEnvelope(status: number, envelope: Envelope<unknown>): ApiError {
  const error: ApiError = {
    status,
    code:
      envelope.code === ErrorCodes.Ok ? codeForStatus(status >= 400 ? status : 500) : envelope.code,
    message:
      typeof envelope.message === 'string' && envelope.message
        ? envelope.message
        : fallbackErrorMessages.unknown,
  };
  if (typeof envelope.captcha === 'boolean') error.captcha = envelope.captcha;
  if (envelope.value !== null && envelope.value !== undefined) error.details = envelope.value;
  return error;
}

/** Folds any RTK Query fetch failure into the one ApiError shape. */
export function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') {
    if (isEnvelope(error.data)) return fromEnvelope(error.status, error.data);
    return {
      status: error.status,
      code: codeForStatus(error.status),
      message: fallbackErrorMessages.unknown,
      ...(error.data === null || error.data === undefined ? {} : { details: error.data }),
    };
  }
  switch (error.status) {
    case 'FETCH_ERROR':
      return {
        status: 0,
        code: ErrorCodes.Network,
        message: fallbackErrorMessages.network,
        details: error.error,
      };
    case 'TIMEOUT_ERROR':
      return {
        status: 0,
        code: ErrorCodes.Timeout,
        message: fallbackErrorMessages.timeout,
        details: error.error,
      };
    case 'PARSING_ERROR':
      // An HTML error page from a proxy is still an HTTP failure first, a parse failure second.
      return {
        status: error.originalStatus,
        code: error.originalStatus >= 400 ? codeForStatus(error.originalStatus) : ErrorCodes.Parse,
        message: fallbackErrorMessages.unknown,
        details: error.data,
      };
    default:
      return {
        status: 0,
        code: ErrorCodes.Internal,
        message: error.error || fallbackErrorMessages.unknown,
      };
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function toFormBody(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}

/** The platform's origin (and prefix) every call goes to: configured, else the page's origin. */
export function resolveBaseUrl(): string {
  if (clientConfig.baseUrl !== undefined) return clientConfig.baseUrl;
  // Absolute URLs keep Request happy outside a browser (jsdom tests) and equal relative ones in it.
  if (typeof window !== 'undefined' && window.location && window.location.origin !== 'null') {
    return window.location.origin;
  }
  return '';
}

/**
 * Builds the final FetchArgs: flags removed, body encrypted or form-encoded as asked.
 * The cipher (crypto-js) is loaded on the first encrypted call only, so pages that never log in
 * or register do not pay for it.
 */
export async function prepareRequest(
  args: string | ApiRequest,
  extraOptions?: ApiExtraOptions,
): Promise<FetchArgs> {
  const { encrypted, form, ...request }: ApiRequest =
    typeof args === 'string' ? { url: args } : args;
  if (request.body !== undefined && (encrypted || extraOptions?.encrypted)) {
    const { encryptPayload } = await import('./crypto/payload-crypto');
    return { ...request, body: encryptPayload(request.body) };
  }
  if (form && isPlainObject(request.body)) {
    return { ...request, body: toFormBody(request.body) };
  }
  return request;
}

/** The base query of the one `api`: see README "Base query" for the rules it applies. */
export const apiBaseQuery: ApiBaseQuery = async (args, api, extraOptions) => {
  const fetchQuery = fetchBaseQuery({
    baseUrl: resolveBaseUrl(),
    timeout: clientConfig.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    prepareHeaders: (headers) => {
      const token = clientConfig.getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      headers.set(LANGUAGE_HEADER, clientConfig.getLanguage() || DEFAULT_LANGUAGE);
      return headers;
    },
  });
  const result = await fetchQuery(await prepareRequest(args, extraOptions), api, {});
  if (result.error) return { error: toApiError(result.error), meta: result.meta };

  const status = result.meta?.response?.status ?? 200;
  if (!isEnvelope(result.data)) {
    return {
      error: {
        status,
        code: ErrorCodes.Parse,
        message: fallbackErrorMessages.unknown,
        details: result.data,
      },
      meta: result.meta,
    };
  }
  if (!result.data.success) return { error: fromEnvelope(status, result.data), meta: result.meta };
  return { data: result.data.value, meta: result.meta };
};
