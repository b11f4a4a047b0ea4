export { AuthModalsHost } from './components/auth-modals-host/auth-modals-host';
export { HeaderAuthButtons, MemberIdentity } from './components/header-account/header-account';
export { LoginPage } from './pages/login-page';
export { RegisterPage } from './pages/register-page';
export {
  authErrorMessage,
  fieldHint,
  lengthRange,
  MAX_PATTERN_ID,
  phoneAuthErrorMessage,
  toTranslate,
} from './validation/messages';
export {
  buildChangePasswordSchema,
  buildForgotEmailSchema,
  buildForgotPhoneSchema,
  buildLoginSchema,
  buildRegisterSchema,
  buildSmsRequestSchema,
  DEFAULT_EMAIL_RULE,
  DEFAULT_MOBILE_RULE,
  findValidator,
  OPTIONAL_REGISTER_FIELDS,
  registerFieldsShown,
  VERIFICATION_CODE_MAX_LENGTH,
} from './validation/schemas';
export {
  SESSION_TAGS,
  sessionApi,
  useGetMemberInfoQuery,
  useGetUnreadCountQuery,
  useLazyGetMemberInfoQuery,
  useLogoutMutation,
} from './api/session-api';
export {
  authApi,
  useChangePasswordMutation,
  useCheckAffiliateQuery,
  useFirstLoginMutation,
  useForgotPasswordByEmailMutation,
  useFreePlayMutation,
  useGetCaptchaQuery,
  useGetHumanCheckChallengeQuery,
  useLazyGetHumanCheckChallengeQuery,
  useGetPlayerAvatarQuery,
  useLazyCheckAffiliateQuery,
  useLazyGetCaptchaQuery,
  useLoginMutation,
  useRegisterByMobileMutation,
  useRegisterMutation,
  useRequestRegisterSmsCodeMutation,
  useRequestSmsCodeMutation,
  useResetPasswordByPhoneMutation,
  useSetAvatarMutation,
} from './api/auth-api';
export {
  accountTypeSet,
  authModalClosed,
  authModalOpened,
  authSlice,
  beginSession,
  endSession,
  loggedOut,
  loginPromptRequested,
  mustChangePasswordCleared,
  selectAccountName,
  selectAccountType,
  selectAuthModal,
  selectAvatarUrl,
  selectCanUseMemberCentre,
  selectCurrencySymbol,
  selectGateWarning,
  selectLoginNotice,
  selectIsAgent,
  selectIsLoggedIn,
  selectIsTrial,
  selectLoginPrompts,
  selectMemberInfo,
  selectMustChangePassword,
  selectForcedChangeReason,
  selectNickname,
  selectOpenAuthModal,
  selectToken,
  selectUnclaimedPromoCount,
  selectUnreadMessageCount,
  forcedChangeReasonOf,
  sessionStartOf,
  tokenSet,
} from './state/auth-slice';
export {
  endExpiredSession,
  isUnauthorized,
  loadMemberInfoIfLoggedIn,
  logOut,
  passwordChanged,
  SESSION_ENDED_NOTICE,
  sessionStarted,
} from './session/session-thunks';
export {
  detectOs,
  logIn,
  registerAccount,
  resetPasswordByPhoneAndLogIn,
  startFreePlay,
} from './session/login-thunks';
export { isUnauthorizedRejection, sessionExpiryMiddleware } from './session/session-expiry';
export { MemberEventStream } from './session/member-event-stream';
export type { MemberEventStreamProps } from './session/member-event-stream';
export {
  agentCentreGate,
  gateWarningFor,
  loginGate,
  memberCentreGate,
  useAgentCentreGate,
  useLoginRequired,
  useMemberCentreGate,
} from './gates/gates';
export {
  getAltchaWorkerFactory,
  setAltchaWorkerFactory,
} from './human-check/altcha-worker-factory';
export {
  getHumanCheckAdapter,
  getHumanCheckStatus,
  noopHumanCheck,
  prepareHumanCheck,
  runHumanCheck,
  serverHumanCheck,
  setHumanCheckAdapter,
  subscribeHumanCheckStatus,
} from './human-check/human-check';
export {
  HumanCheckStatus,
  useHumanCheck,
  useHumanCheckStatus,
} from './human-check/human-check-status';
export {
  forgetLogin,
  readRememberedLogin,
  REMEMBER_LOGIN_KEY,
  REMEMBER_LOGIN_TTL_MS,
  rememberLogin,
} from './remember/remember-login';
export { LOGIN_EXEMPT_PATHS, shouldRedirectToLogin } from './session/redirect-rule';
export {
  AGENT_ACCOUNT_TYPES,
  clearMustChangePassword,
  clearSession,
  getSessionAccountType,
  getSessionToken,
  isAgentAccountType,
  isTrialAccountType,
  readForcedChangeReason,
  readMustChangePassword,
  storeLoginSession,
  storeMemberInfo,
  storeSession,
  TRIAL_ACCOUNT_TYPE,
} from './session/session-storage';

export { LoginModal } from './components/login-modal/login-modal';
export { RegisterModal } from './components/register-modal/register-modal';
export {
  ChangePasswordModal,
  ForcedChangeModal,
} from './components/change-password-modal/change-password-modal';
export { ForgotPasswordModal } from './components/forgot-password-modal/forgot-password-modal';
export { GateWarningDialog } from './components/gate-warning-dialog/gate-warning-dialog';
export { LogoutConfirmDialog } from './components/logout-confirm-dialog/logout-confirm-dialog';
export { AuthModals } from './components/auth-modals';
export { createFirebasePhoneAuth } from './firebase/firebase-phone-auth';
export {
  FIREBASE_ERROR_MESSAGES,
  FirebasePhoneAuthError,
  firebaseErrorMessageKey,
  toFirebasePhoneAuthError,
} from './firebase/firebase-errors';
export {
  DEFAULT_SMS_COUNTDOWN_SECONDS,
  FIREBASE_SMS_COUNTDOWN_SECONDS,
  smsCountdownSeconds,
} from './firebase/sms-countdown';

export type { AffiliateCheckArgs } from './api/auth-api';
export type { GateOptions, GateResult } from './gates/gates';
export type { AltchaWorkerFactory } from './human-check/altcha-worker-factory';
export type {
  HumanCheckAction,
  HumanCheckAdapter,
  HumanCheckContext,
  HumanCheckStatus as HumanCheckState,
} from './human-check/human-check';
export type { HumanCheckStatusProps } from './human-check/human-check-status';
export type { RememberedLogin } from './remember/remember-login';
export type { AuthThunk, LoginOutcome, SessionOrigin } from './session/session-thunks';
export type {
  AuthModal,
  AuthModalName,
  AuthRootState,
  AuthState,
  GateRefusal,
  GateWarning,
  SessionStart,
} from './state/auth-slice';
export type { Translate } from './validation/messages';
export type {
  ChangePasswordSchemaOptions,
  ForgotEmailSchemaOptions,
  ForgotPhoneSchemaOptions,
  LoginSchemaOptions,
  OptionalRegisterField,
  RegisterSchemaOptions,
  SmsRequestSchemaOptions,
} from './validation/schemas';
export type { LoginModalProps } from './components/login-modal/login-modal';
export type { RegisterModalProps, RegisterMode } from './components/register-modal/register-modal';
export type {
  ChangePasswordModalProps,
  ForcedChangeModalProps,
  ForcedChangeReason,
} from './components/change-password-modal/change-password-modal';
export type {
  ForgotMode,
  ForgotPasswordModalProps,
} from './components/forgot-password-modal/forgot-password-modal';
export type {
  GateWarningDialogProps,
  GateWarningKind,
} from './components/gate-warning-dialog/gate-warning-dialog';
export type { LogoutConfirmDialogProps } from './components/logout-confirm-dialog/logout-confirm-dialog';
export type { AuthModalsProps } from './components/auth-modals';
export type { HeaderAccountPartProps } from './components/header-account/header-account';
export type { RegisterPageProps } from './pages/register-page';
export type { AuthConfigOverrides, AuthFlags } from './components/internal/use-auth-config';
export type { ModalControlProps } from './components/internal/use-auth-modal';
export type {
  FirebasePhoneAuthOptions,
  FirebaseWebConfig,
  PhoneAuthAdapter,
  PhoneCodeConfirmation,
  PhoneSignInResult,
} from './firebase/firebase-phone-auth';
export type { FirebaseErrorMessageKey } from './firebase/firebase-errors';
export { authManifest } from './manifest';
