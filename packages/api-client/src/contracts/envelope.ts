/**
 * The one response envelope of every platform call.
 * Success: HTTP 2xx, `success: true`, `code: 'OK'`, the payload in `value`.
 * Failure: HTTP 4xx/5xx, `success: false`, a stable `code`, a human `message`, `value: null`
 * (or error details), plus optional flags such as `captcha` on a failed login.
 */
export interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
  /** Set on a failed login when the next attempt must carry a captcha. */
  captcha?: boolean;
}

/** Stable error codes every call may answer with. Features may add their own. */
export const ErrorCodes = {
  Ok: 'OK',
  BadRequest: 'BAD_REQUEST',
  Validation: 'VALIDATION_ERROR',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  RateLimited: 'RATE_LIMITED',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  Maintenance: 'MAINTENANCE',
  RegionRestricted: 'REGION_RESTRICTED',
  Internal: 'INTERNAL_ERROR',
  Network: 'NETWORK_ERROR',
  Timeout: 'TIMEOUT',
  Parse: 'PARSE_ERROR',
} as const;

/** One of the stable error codes (open to feature-specific codes). */
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes] | (string & {});

/** The one error shape the base query produces for every failure. */
export interface ApiError {
  /** HTTP status, or 0 when the request never got an answer. */
  status: number;
  code: ErrorCode;
  message: string;
  captcha?: boolean;
  details?: unknown;
}
