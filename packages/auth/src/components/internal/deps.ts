// The one place the components reach into the auth logic layer (api, thunks, slice, validation),
// so the forms read the same names everywhere and the wiring lives in one file.
import { ValidationMessages } from '@lotusplay/api-client';
import type { ApiError, FieldRule, RegisterValidator } from '@lotusplay/api-client';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { FirebasePhoneAuthError } from '../../firebase/firebase-errors';
import type { AuthRootState } from '../../state/auth-slice';
import { authErrorMessage, fieldHint, type Translate } from '../../validation/messages';
import {
  buildChangePasswordSchema,
  buildForgotEmailSchema,
  buildForgotPhoneSchema,
  buildLoginSchema,
  buildRegisterSchema,
} from '../../validation/schemas';

export {
  useChangePasswordMutation,
  useForgotPasswordByEmailMutation,
  useLazyCheckAffiliateQuery,
  useLazyGetCaptchaQuery,
  useRequestRegisterSmsCodeMutation,
  useRequestSmsCodeMutation,
} from '../../api/auth-api';
export {
  authModalClosed,
  authModalOpened,
  selectForcedChangeReason,
  selectGateWarning,
  selectLoginNotice,
  selectOpenAuthModal,
} from '../../state/auth-slice';
export type { ForcedChangeReason } from '../../session/session-storage';
export type { AuthModalName, AuthRootState, GateWarning } from '../../state/auth-slice';
export { loadMemberInfoIfLoggedIn, logOut, passwordChanged } from '../../session/session-thunks';
export {
  logIn,
  registerAccount,
  resetPasswordByPhoneAndLogIn,
  startFreePlay,
} from '../../session/login-thunks';
export { forgetLogin, readRememberedLogin, rememberLogin } from '../../remember/remember-login';
export { gateWarningFor } from '../../gates/gates';

/** Dispatch of a store holding the auth slice, able to run the auth thunks. */
export type AppDispatch = ThunkDispatch<AuthRootState, unknown, UnknownAction>;

/** The i18next `t` of a component, narrowed to what the logic layer's builders take. */
export type AnyT = (...args: never[]) => unknown;

type LooseT = (key: string, options?: Record<string, unknown>) => unknown;

/** Adapts a component's `t` to the builders' Translate. */
export const asTranslate =
  (t: AnyT): Translate =>
  (key, options) =>
    String((t as unknown as LooseT)(key, options));

/**
 * The translated text of a failed call (SPEC.md §8), shown in the form's alert region: an ApiError
 * of the server, or a Firebase phone-auth failure.
 */
export function errorText(error: unknown, t: AnyT): string {
  if (error instanceof FirebasePhoneAuthError)
    return asTranslate(t)(`authForms:${error.messageKey}`);
  return authErrorMessage(error as ApiError | null | undefined, asTranslate(t));
}

/** Translation keys of the server's field messages the client words itself. */
const serverFieldMessageKeys: Readonly<Record<string, string>> = {
  [ValidationMessages.commonPassword]: 'authForms:commonPassword',
};

/**
 * The field a server VALIDATION_ERROR names (`<field>: <message>`, e.g. 'newPassword: This
 * password is too common…') when the form has that field, with the message to show under it
 * (translated where the client knows it, else the server's words).
 */
export function serverFieldError(
  error: unknown,
  fields: readonly string[],
  t: AnyT,
): { field: string; message: string } | null {
  const candidate = error as Partial<ApiError> | null | undefined;
  if (candidate?.code !== 'VALIDATION_ERROR' || typeof candidate.message !== 'string') return null;
  const match = /^(\w+): (.+)$/.exec(candidate.message);
  if (!match || !fields.includes(match[1]!)) return null;
  const key = serverFieldMessageKeys[match[2]!];
  return { field: match[1]!, message: key ? asTranslate(t)(key) : match[2]! };
}

/** The hint of a field config with min and max substituted (SPEC.md §5). */
export function fieldHintText(
  validator: Pick<FieldRule, 'minLength' | 'maxLength' | 'patternId'>,
  t: AnyT,
): string {
  return fieldHint(validator, asTranslate(t));
}

/** The enabled validator of `key`, as a FieldRule. */
export function enabledRule(validators: RegisterValidator[], key: string): FieldRule | undefined {
  return validators.find((v) => v.key === key && v.enabled);
}

/** Login schema of the tab in use; captcha required once the server asked for it. */
export function loginSchema(options: {
  mode: 'username' | 'sms';
  captcha: boolean;
  validators: RegisterValidator[];
  t: AnyT;
}) {
  return buildLoginSchema({
    type: options.mode,
    captchaShown: options.captcha,
    mobileRule: enabledRule(options.validators, 'mobileNum'),
    t: asTranslate(options.t),
  });
}

/** Registration schema from the brand's validators. */
export function registerSchema(options: {
  validators: RegisterValidator[];
  mode: 'username' | 'mobile';
  smsVerification: boolean;
  t: AnyT;
  minimumAge?: number;
  passwordless?: boolean;
}) {
  return buildRegisterSchema(
    { validators: options.validators },
    {
      mode: options.mode,
      smsVerification: options.smsVerification,
      t: asTranslate(options.t),
      minimumAge: options.minimumAge,
      passwordless: options.passwordless,
    },
  );
}

/** Change-password schema (old password always asked: the site never stores one). */
export function changePasswordSchema(options: { validators: RegisterValidator[]; t: AnyT }) {
  return buildChangePasswordSchema({
    passwordRule: enabledRule(options.validators, 'password'),
    requireOld: true,
    t: asTranslate(options.t),
  });
}

/** Forgot-by-e-mail schema. */
export function forgotEmailSchema(options: { validators: RegisterValidator[]; t: AnyT }) {
  return buildForgotEmailSchema({
    usernameRule: enabledRule(options.validators, 'username'),
    emailRule: enabledRule(options.validators, 'email'),
    t: asTranslate(options.t),
  });
}

/** Forgot-by-phone schema. */
export function forgotPhoneSchema(options: { validators: RegisterValidator[]; t: AnyT }) {
  return buildForgotPhoneSchema({
    mobileRule: enabledRule(options.validators, 'mobileNum'),
    passwordRule: enabledRule(options.validators, 'password'),
    t: asTranslate(options.t),
  });
}
