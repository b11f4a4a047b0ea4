// Every auth call of SPEC.md §7 (issue 3 addendum paths), injected into the one api. Calls that
// SPEC.md marks encrypted set `encrypted: true`; registration, a password login with the captcha
// (after failures), forgot password and every SMS request run the human check first and merge its
// fields into the body (the server refuses them without: HUMAN_CHECK_FAILED). The session's own
// calls (member info, unread counts, logout) are injected by session-api.ts, which the first view
// needs; this module is imported by the auth modals and their thunks only (a lazy chunk).
import { AuthErrorCodes, AuthMessages } from '@lotusplay/api-client';
import type {
  AffiliateCheckResponse,
  ApiError,
  ApiRequest,
  CaptchaResponse,
  ChangePasswordRequest,
  ForgotByEmailRequest,
  FreePlayRequest,
  HumanCheckChallengeResponse,
  HumanCheckFields,
  LoginRequest,
  LoginResponse,
  PlayerAvatarResponse,
  RegisterRequest,
  ResetByPhoneRequest,
  SetAvatarRequest,
  SmsCodeResponse,
  SmsNoLoginRequest,
  SmsRegisterRequest,
} from '@lotusplay/api-client';
import type {
  AccountRules,
  CodeSentResponse,
  IpProofCodeRequest,
  IpProofRequest,
  IpVerificationState,
  TagType,
} from '@lotusplay/api-client';
import type { FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import { runHumanCheck } from '../human-check/human-check';
import type { HumanCheckAction, HumanCheckContext } from '../human-check/human-check';
import { SESSION_TAGS, sessionApi } from './session-api';

export { SESSION_TAGS };

/** The query argument of checkAffiliate. */
export interface AffiliateCheckArgs {
  code: string;
  domain: string;
}

type Result<T> = QueryReturnValue<T, ApiError, FetchBaseQueryMeta | undefined>;
type BaseQuery = (
  arg: string | ApiRequest,
) =>
  | QueryReturnValue<unknown, ApiError, FetchBaseQueryMeta | undefined>
  | PromiseLike<QueryReturnValue<unknown, ApiError, FetchBaseQueryMeta | undefined>>;

/** GET /wps/verification/human-check through `baseQuery`: a fresh challenge each time. */
export const HUMAN_CHECK_PATH = '/wps/verification/human-check';

/** The human-check context of a call: the challenge fetched through the api's base query. */
export function humanCheckContext(baseQuery: BaseQuery): HumanCheckContext {
  return {
    async fetchChallenge() {
      const result = await baseQuery(HUMAN_CHECK_PATH);
      if (result.error) throw new Error(result.error.message);
      return result.data as HumanCheckChallengeResponse;
    },
  };
}

/** Runs the human check for `action`, then the request with its fields merged into the body. */
async function withHumanCheck<T, B extends HumanCheckFields>(
  action: HumanCheckAction | null,
  body: B,
  request: (body: B) => ApiRequest,
  baseQuery: BaseQuery,
): Promise<Result<T>> {
  let fields: HumanCheckFields = {};
  if (action) {
    try {
      fields = await runHumanCheck(action, humanCheckContext(baseQuery));
    } catch {
      return {
        error: {
          status: 0,
          code: AuthErrorCodes.HumanCheckFailed,
          message: AuthMessages.humanCheckFailed,
        },
      };
    }
  }
  let result = await baseQuery(request({ ...body, ...fields }));
  // A prepared answer the server no longer takes (expired, or from before a restart): one more
  // try with a fresh one. Not for a login, whose captcha the refused attempt used up.
  if (
    action &&
    action !== 'login' &&
    result.error &&
    (result.error as Partial<ApiError>).code === AuthErrorCodes.HumanCheckFailed
  ) {
    try {
      fields = await runHumanCheck(action, humanCheckContext(baseQuery));
      result = await baseQuery(request({ ...body, ...fields }));
    } catch {
      // The first answer stands.
    }
  }
  if (result.error) return { error: result.error, meta: result.meta };
  return { data: result.data as T, meta: result.meta };
}

const sessionTags = (result: unknown): TagType[] => (result === undefined ? [] : [...SESSION_TAGS]);

/**
 * The auth endpoints: login, registration, passwords, SMS, captcha, avatar; with the session's
 * (member info, unread counts, logout) on the same api.
 */
export const authApi = sessionApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /wps/session/login (encrypted); the human check for password logins once the captcha is
     * asked for (after failures), never for sms logins (SPEC.md §4).
     */
    login: build.mutation<LoginResponse, LoginRequest>({
      queryFn: (body, _api, _extra, baseQuery) =>
        withHumanCheck<LoginResponse, LoginRequest>(
          body.type === 'username' && body.captchaKey ? 'login' : null,
          body,
          (b) => ({ url: '/wps/session/login', method: 'POST', body: b, encrypted: true }),
          baseQuery,
        ),
      invalidatesTags: sessionTags,
    }),
    /** POST /wps/session/login/freeplay: a new trial account (type 4), logged in. */
    freePlay: build.mutation<LoginResponse, FreePlayRequest>({
      query: (body) => ({ url: '/wps/session/login/freeplay', method: 'POST', body }),
      invalidatesTags: sessionTags,
    }),
    /** PUT /wps/member/register (encrypted, human check): registers and logs in. */
    register: build.mutation<LoginResponse, RegisterRequest>({
      queryFn: (body, _api, _extra, baseQuery) =>
        withHumanCheck<LoginResponse, RegisterRequest>(
          'register',
          body,
          (b) => ({ url: '/wps/member/register', method: 'PUT', body: b, encrypted: true }),
          baseQuery,
        ),
      invalidatesTags: sessionTags,
    }),
    /** PUT /wps/member/register/mobile (encrypted, human check): registers by mobile number. */
    registerByMobile: build.mutation<LoginResponse, RegisterRequest>({
      queryFn: (body, _api, _extra, baseQuery) =>
        withHumanCheck<LoginResponse, RegisterRequest>(
          'register',
          body,
          (b) => ({ url: '/wps/member/register/mobile', method: 'PUT', body: b, encrypted: true }),
          baseQuery,
        ),
      invalidatesTags: sessionTags,
    }),
    /** POST /wps/member/password (encrypted, token required). */
    changePassword: build.mutation<null, ChangePasswordRequest>({
      query: (body) => ({ url: '/wps/member/password', method: 'POST', body, encrypted: true }),
      invalidatesTags: (_result, error) => (error ? [] : ['Member']),
    }),
    /** POST /wps/member/password/email (form-encoded, human check): mails a temporary password. */
    forgotPasswordByEmail: build.mutation<null, ForgotByEmailRequest>({
      queryFn: (body, _api, _extra, baseQuery) =>
        withHumanCheck<null, ForgotByEmailRequest>(
          'forgot',
          body,
          (b) => ({ url: '/wps/member/password/email', method: 'POST', body: b, form: true }),
          baseQuery,
        ),
    }),
    /**
     * POST /wps/member/password/verification (encrypted, human check): sets a new password with an
     * SMS code.
     */
    resetPasswordByPhone: build.mutation<null, ResetByPhoneRequest>({
      queryFn: (body, _api, _extra, baseQuery) =>
        withHumanCheck<null, ResetByPhoneRequest>(
          'forgot',
          body,
          (b) => ({
            url: '/wps/member/password/verification',
            method: 'POST',
            body: b,
            encrypted: true,
          }),
          baseQuery,
        ),
    }),
    /** POST /wps/verification/sms/noLogin (human check): a code for sms login or forgot password. */
    requestSmsCode: build.mutation<SmsCodeResponse, SmsNoLoginRequest>({
      queryFn: (body, _api, _extra, baseQuery) =>
        withHumanCheck<SmsCodeResponse, SmsNoLoginRequest>(
          'sms',
          body,
          (b) => ({ url: '/wps/verification/sms/noLogin', method: 'POST', body: b }),
          baseQuery,
        ),
    }),
    /** POST /wps/verification/sms/register (human check): a code for registration. */
    requestRegisterSmsCode: build.mutation<SmsCodeResponse, SmsRegisterRequest>({
      queryFn: (body, _api, _extra, baseQuery) =>
        withHumanCheck<SmsCodeResponse, SmsRegisterRequest>(
          'sms',
          body,
          (b) => ({ url: '/wps/verification/sms/register', method: 'POST', body: b }),
          baseQuery,
        ),
    }),
    /**
     * GET /wps/verification/human-check: the brand's human check and a fresh single-use challenge;
     * never cached.
     */
    getHumanCheckChallenge: build.query<HumanCheckChallengeResponse, void>({
      query: () => HUMAN_CHECK_PATH,
      keepUnusedDataFor: 0,
    }),
    /** GET /wps/captcha: a fresh captcha image; never served from cache once unused. */
    getCaptcha: build.query<CaptchaResponse, void>({
      query: () => '/wps/captcha',
      providesTags: ['Captcha'],
      keepUnusedDataFor: 0,
    }),
    /** GET /wps/agent/affiliate?code=&domain=: whether an affiliate code is valid. */
    checkAffiliate: build.query<AffiliateCheckResponse, AffiliateCheckArgs>({
      query: ({ code, domain }) => ({ url: '/wps/agent/affiliate', params: { code, domain } }),
    }),
    /** GET /wps/relay/MCSFE_getPlayerAvatar (token required): current avatar and choices. */
    getPlayerAvatar: build.query<PlayerAvatarResponse, void>({
      query: () => '/wps/relay/MCSFE_getPlayerAvatar',
      providesTags: ['Avatar'],
    }),
    /** PUT /wps/member/info/icon (token required): chooses an avatar. */
    setAvatar: build.mutation<null, SetAvatarRequest>({
      query: (body) => ({ url: '/wps/member/info/icon', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Avatar', 'Member']),
    }),
    /** POST /wps/relay/firstLogin (token required): clears the first-login flag. */
    firstLogin: build.mutation<null, void>({
      query: () => ({ url: '/wps/relay/firstLogin', method: 'POST' }),
    }),
    /** GET /wps/member/accountRules (no token): the minimum age, the new-address proofs. */
    getAccountRules: build.query<AccountRules, void>({
      query: () => '/wps/member/accountRules',
    }),
    /** GET /wps/session/ipVerification: what a session from a new address can prove it with. */
    getIpVerification: build.query<IpVerificationState, void>({
      query: () => '/wps/session/ipVerification',
    }),
    /** POST /wps/session/ipVerification/code: a code to the bound mobile number or e-mail. */
    sendIpProofCode: build.mutation<CodeSentResponse, IpProofCodeRequest>({
      query: (body) => ({ url: '/wps/session/ipVerification/code', method: 'POST', body }),
    }),
    /** POST /wps/session/ipVerification: the proof; the session is usable after it. */
    proveIp: build.mutation<null, IpProofRequest>({
      query: (body) => ({ url: '/wps/session/ipVerification', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [...SESSION_TAGS]),
    }),
  }),
});

/** React hooks of the auth endpoints (the session's are session-api.ts's). */
export const {
  useLoginMutation,
  useFreePlayMutation,
  useRegisterMutation,
  useRegisterByMobileMutation,
  useChangePasswordMutation,
  useForgotPasswordByEmailMutation,
  useResetPasswordByPhoneMutation,
  useRequestSmsCodeMutation,
  useRequestRegisterSmsCodeMutation,
  useGetHumanCheckChallengeQuery,
  useLazyGetHumanCheckChallengeQuery,
  useGetCaptchaQuery,
  useLazyGetCaptchaQuery,
  useCheckAffiliateQuery,
  useLazyCheckAffiliateQuery,
  useGetPlayerAvatarQuery,
  useSetAvatarMutation,
  useFirstLoginMutation,
  useGetAccountRulesQuery,
  useGetIpVerificationQuery,
  useSendIpProofCodeMutation,
  useProveIpMutation,
} = authApi;
