// The limits of the login, registration, verification and password calls, and the rules computed
// from them, that the server, the web client and the MSW handlers must agree on. Apart from the
// messages (session-rules.ts) so that the web app's entry, which needs a message or two, does not
// carry every limit: the forms that use them load later.
import { ErrorCodes } from './envelope';
import { AuthMessages } from './auth-messages';
import { AuthErrorCodes } from './session-rules';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits of the auth calls. Per-address limits count the requests of one client address within
 * a sliding window; the request that would exceed the limit is answered 429 and not counted.
 */
export const AuthLimits = {
  /**
   * A limit that many clients share (all addresses together, one number's codes, one account's
   * forgot-by-e-mail) never refuses a call outright once reached: the call needs a raised proof of
   * work instead, this many times the expected work of the ordinary one (server human-check.ts),
   * and passes with it. An address group asked for one gets raised challenges for
   * `raisedProofForMs`.
   */
  raisedProofFactor: 10,
  raisedProofForMs: 10 * MINUTE,
  /** Failed logins are counted within this window (captcha brake and per-address limit). */
  loginAttemptWindowMs: 15 * MINUTE,
  /** Failed logins of one account before every further login of it needs the captcha. */
  accountFailuresBeforeCaptcha: 2,
  /** Failed logins from one address before every further login from it needs the captcha. */
  addressFailuresBeforeCaptcha: 5,
  /** Login attempts (right or wrong) from one address per window. */
  loginAttemptsPerAddress: 30,
  /** The window of every `…PerAddressPerHour` limit. */
  addressWindowMs: HOUR,
  /**
   * How an address is grouped for every per-address limit (server lib/ip.ts `addressGroup`): an
   * IPv4 address counts alone; an IPv6 address counts with every address sharing its first
   * `ipv6GroupPrefix` bits (one customer's /64 is one client, however many addresses it uses).
   * A brand may set another prefix between the bounds (brand.ipv6_group_prefix).
   */
  ipv6GroupPrefix: 64,
  ipv6GroupPrefixMin: 48,
  ipv6GroupPrefixMax: 128,
  /** SMS codes requested from one address per hour, whatever their purpose (registration too). */
  smsPerAddressPerHour: 30,
  /** SMS codes for registration from one address per hour (they count for the limit above too). */
  smsRegisterPerAddressPerHour: 30,
  /**
   * Registrations (that pass validation) from one address per hour, counted before the username
   * or number is looked up: a probe costs the same whether the name is taken or free.
   */
  registrationsPerAddressPerHour: 20,
  /** Registrations from all addresses together per hour, counted before any lookup too. */
  registrationsGlobalPerHour: 600,
  /** SMS codes for registration from all addresses together per hour (before any lookup). */
  smsRegisterGlobalPerHour: 600,
  /**
   * Answers that a username or number is taken (USERNAME_TAKEN, MOBILE_TAKEN of registration and
   * of its SMS code) per address per hour: once reached, the address is refused (429) before any
   * lookup. The first `takenAnswersBeforeDelay` are answered at once; each further registration
   * attempt of the address waits `escalatingDelayMs` first.
   */
  takenAnswersPerAddressPerHour: 10,
  /** Taken answers of all addresses together per hour; once reached, refused before any lookup. */
  takenAnswersGlobalPerHour: 200,
  takenAnswersBeforeDelay: 3,
  /**
   * Failed logins of one account (the typed username or number, normalised: `accountKey`,
   * `e164`) within `loginAttemptWindowMs` that are answered at once; every further login of the
   * account, from any address and whether or not it exists, waits `escalatingDelayMs` first
   * (captcha or not). A right password after the wait still logs in.
   */
  accountFailuresBeforeDelay: 3,
  /** The first delay of an escalating brake; it doubles with each further failure up to the cap. */
  delayBaseMs: 1_000,
  delayMaxMs: 30_000,
  /** Forgot-by-e-mail requests from one address per window. */
  forgotEmailPerAddress: 10,
  forgotEmailWindowMs: 15 * MINUTE,
  /** Forgot-by-e-mail requests for one account (`accountKey` of the username) per window, from anywhere. */
  forgotEmailPerAccount: 3,
  /** Wrong old passwords of a password change in one session; the last one ends the session. */
  changePasswordGuessesPerSession: 5,
  /** Free-play trial accounts from one address per hour. */
  freePlayPerAddressPerHour: 10,
  /** SPEC.md §9: SMS requests and captcha refreshes at most once a second. */
  smsMinIntervalMs: 1_000,
  captchaRefreshMs: 1_000,
  /** SMS codes for one number per window before the 5-minute back-off of SPEC.md §9. */
  smsMaxPerWindow: 5,
  smsWindowMs: 10 * MINUTE,
  smsBackOffMs: 5 * MINUTE,
  /**
   * The hard cap of codes per number a rolling day, like the limits above counted twice: on the
   * requester's address group's own requests for the number (past it: 429), and on every
   * address's (past it: an ordinary proof is asked for a raised one, which passes). Codes
   * requested by others never deny the owner a code; the brand's daily budgets bound the bill
   * across groups.
   */
  smsPerNumberPerDay: 10,
  /** Wrong tries that use up an SMS code. */
  smsMaxWrongAttempts: 5,
  /** Digits of an SMS code (`isSmsCode` of the validation entry). */
  smsCodeDigits: 6,
  /** SPEC.md §5: the verification-code field takes 0 to this many characters. */
  verificationCodeMaxLength: 255,
  /** How long a proof-of-work challenge may be answered (single use). */
  humanCheckTtlMs: 5 * MINUTE,
  /** How long a captcha may be answered. */
  captchaTtlMs: 5 * MINUTE,
  /** The longest captcha key and answer a request may carry. */
  captchaKeyMaxLength: 64,
  captchaAnswerMaxLength: 16,
  /** A session ends after this long without a call, and after the absolute limit whatever happens. */
  sessionIdleMs: 2 * HOUR,
  sessionAbsoluteMs: 24 * HOUR,
} as const;

/**
 * The wait before an attempt after `count` earlier failures (or taken answers) when the first
 * `free` of them cost nothing: 0, …, 0, then `delayBaseMs`, doubling, at most `delayMaxMs`.
 */
export function escalatingDelayMs(count: number, free: number): number {
  if (count < free) return 0;
  const steps = Math.min(count - free, 16);
  return Math.min(AuthLimits.delayBaseMs * 2 ** steps, AuthLimits.delayMaxMs);
}

/**
 * Whether a number's SMS limits refuse one more code, given the times (ms, latest first) of the
 * codes asked for it within the last day: too soon after the latest, the back-off after a full
 * window, or the day's cap. The server applies it to an address group's own requests for the
 * number (refused: 429) and to everyone's (reached: a raised proof of work is asked instead).
 */
export function smsNumberRefusal(
  times: readonly number[],
  now: number,
): { code: string; message: string } | null {
  const latest = times[0];
  if (latest === undefined) return null;
  if (now - latest < AuthLimits.smsMinIntervalMs) {
    return { code: ErrorCodes.RateLimited, message: AuthMessages.smsTooSoon };
  }
  const inWindow = times.filter((time) => now - time < AuthLimits.smsWindowMs).length;
  if (inWindow >= AuthLimits.smsMaxPerWindow && now - latest < AuthLimits.smsBackOffMs) {
    return { code: AuthErrorCodes.SmsRateLimited, message: AuthMessages.smsBackOff };
  }
  if (times.length >= AuthLimits.smsPerNumberPerDay) {
    return { code: AuthErrorCodes.SmsRateLimited, message: AuthMessages.smsDailyCap };
  }
  return null;
}
