export { api, tagTypes } from './api';
export { memberEventTags, openMemberEventStream, parseEventBlocks } from './member-events';
export type {
  MemberEventStreamHandle,
  MemberEventStreamOptions,
  MemberEventStreamStatus,
} from './member-events';
export type * from './contracts/messages';
export * from './contracts/messages-rules';
export type * from './contracts/loyalty';
export * from './contracts/loyalty-rules';
export type * from './contracts/agent';
export * from './contracts/agent-rules';
export type * from './contracts/agent-contracts';
export * from './contracts/agent-contract-rules';
export type * from './contracts/agent-reports';
export * from './contracts/agent-report-rules';
export * from './contracts/agent-transfer-rules';
export type * from './contracts/referral';
export * from './contracts/referral-rules';
export type * from './contracts/rewards';
export * from './contracts/rewards-rules';
export {
  apiBaseQuery,
  configureApiClient,
  DEFAULT_LANGUAGE,
  DEFAULT_TIMEOUT_MS,
  fallbackErrorMessages,
  isApiError,
  isEnvelope,
  prepareRequest,
  toApiError,
} from './base-query';
export { BOOT_DATA_ELEMENT_ID, parseBootData, serialiseBootData } from './contracts/boot';
export { createIntentKey, newIdempotencyKey } from './intent-key';
export type { IntentKey } from './intent-key';
export { ErrorCodes } from './contracts/envelope';
export {
  isLanguageCode,
  LANGUAGE_ALIASES,
  LANGUAGE_CODES,
  LANGUAGE_HEADER,
  languageFromHeader,
} from './contracts/system-rules';
export {
  ACCOUNT_TYPES,
  AGENT_ACCOUNT_TYPES,
  AuthErrorCodes,
  HumanCheckProviders,
  REGISTER_OPTIONAL_FIELDS,
  REGISTER_VALIDATED_FIELDS,
  TRIAL_ACCOUNT_TYPE,
} from './contracts/session-rules';
export { AuthMessages, FieldMessages, ValidationMessages } from './contracts/auth-messages';
export { AuthLimits, smsNumberRefusal } from './contracts/auth-limits';
export {
  checkField,
  fieldMessage,
  fieldProblemMessage,
  findRegisterProblem,
  isDialingCode,
  isMobileNumber,
  isSmsCode,
  matchesAcceptedPattern,
  normaliseMobile,
  patternRegExp,
  registerPatterns,
  registerValues,
} from './contracts/validation';
export {
  formatMoneyText,
  LEDGER_KINDS,
  MAIN_WALLET_CODE,
  parseMoney,
  toMoneyString,
  WalletErrorCodes,
  WalletLimits,
  WalletMessages,
} from './contracts/wallet-rules';
export {
  ACCOUNT_RECORD_DEFAULT_QUICK_RANGE,
  ACCOUNT_RECORD_DEFAULT_TIME_ZONE,
  ACCOUNT_RECORD_QUICK_RANGES,
  AccountRecordLimits,
  accountRecordRangeError,
  accountRecordRangeProblem,
  addCalendarDays,
  calendarDayOf,
  calendarDaysBetween,
  isCalendarDay,
  parseLedgerKinds,
  quickDateRange,
  WalletRecordErrorCodes,
  WalletRecordMessages,
} from './contracts/wallet-records-rules';
export {
  DEPOSIT_ACTORS,
  DEPOSIT_ORDER_STATUSES,
  DepositErrorCodes,
  DepositLimits,
  DepositMessages,
  depositRangeMessage,
} from './contracts/deposit-rules';
export {
  isPaymentPassword,
  PAYMENT_PASSWORD_INPUT,
  PaymentPasswordRules,
  proofImageType,
  WITHDRAWAL_ACTORS,
  WITHDRAWAL_CLOSED_STATUSES,
  WITHDRAWAL_CONFIRMABLE_STATUSES,
  WITHDRAWAL_STATUSES,
  WithdrawalErrorCodes,
  WithdrawalLimits,
  WithdrawalMessages,
  withdrawalRangeMessage,
} from './contracts/withdrawal-rules';
export * from './contracts/html';
export * from './contracts/localized-text';
export * from './contracts/help-rules';
export * from './contracts/banners';
export * from './contracts/announcements';
export * from './contracts/promotions';
export type * from './contracts/lottery';
export * from './contracts/lottery-rules';
export * from './contracts/points';
export * from './contracts/support';
export { decryptPayload, encryptPayload, isEncryptedPayload } from './crypto/payload-crypto';
export {
  localCache,
  localStorageKeys,
  sessionCache,
  sessionStorageKeys,
  storageKeys,
} from './storage';
export {
  clearBrandCache,
  readBootData,
  seedBootData,
  systemApi,
  useGetCountryCodeQuery,
  useGetDomainRouteQuery,
  useGetPermissionInfoQuery,
  useGetRegisterSettingQuery,
  useGetSystemStatusQuery,
  useGetWhitelabelQuery,
  useUpdateLanguageMutation,
} from './system-api';

export type { Api, TagType } from './api';
export type { ApiBaseQuery, ApiClientConfig, ApiExtraOptions, ApiRequest } from './base-query';
export type { BootData, BootPageData } from './contracts/boot';
export type { ApiError, Envelope, ErrorCode } from './contracts/envelope';
export type {
  AuthErrorCode,
  RegisterOptionalField,
  RegisterValidatedField,
} from './contracts/session-rules';
export type {
  CountryCodeResponse,
  CountryEntry,
  CustomerServiceEntry,
  DomainRoute,
  DomainRouteResponse,
  FirebaseWebSettings,
  HelpArticle,
  HelpCategory,
  HelpMenuEntry,
  HelpV2Response,
  LanguageCode,
  Licence,
  MaintenanceInfo,
  PermissionInfo,
  PermissionInfoBody,
  RegionRestrictionInfo,
  RegisterSetting,
  RegisterValidator,
  Resource,
  SystemStatus,
  SystemStatusCode,
  UpdateLanguageRequest,
  UpdateLanguageResponse,
  WhitelabelModuleId,
  WhitelabelNode,
  WhitelabelResponse,
} from './contracts/system';
export type {
  AccountType,
  AffiliateCheckResponse,
  AltchaChallenge,
  AvatarOption,
  CaptchaResponse,
  ChangePasswordRequest,
  ForgotByEmailRequest,
  FreePlayRequest,
  HumanCheckChallengeResponse,
  HumanCheckFields,
  HumanCheckProvider,
  LoginRequest,
  LoginResponse,
  LoginType,
  MemberInfo,
  PlayerAvatarResponse,
  RegisterMethod,
  RegisterRequest,
  ResetByPhoneRequest,
  SetAvatarRequest,
  SmsCodeResponse,
  SmsNoLoginRequest,
  SmsPurpose,
  SmsRegisterRequest,
  UnreadCountResponse,
} from './contracts/session';
export type { WalletErrorCode } from './contracts/wallet-rules';
export type {
  AccountRecordRangeProblem,
  WalletRecordErrorCode,
} from './contracts/wallet-records-rules';
export type { DepositErrorCode } from './contracts/deposit-rules';
export type { WithdrawalErrorCode } from './contracts/withdrawal-rules';
export type {
  PaymentPasswordSetRequest,
  PaymentPasswordStatusResponse,
  WithdrawalActor,
  WithdrawalConfirmRequest,
  WithdrawalConfirmResponse,
  WithdrawalCreateRequest,
  WithdrawalCreateResponse,
  WithdrawalOrder,
  WithdrawalOrderQuery,
  WithdrawalOrdersQuery,
  WithdrawalOrdersResponse,
  WithdrawalProofUpload,
  WithdrawalStatus,
  WithdrawalStatusChange,
} from './contracts/withdrawal';
export type {
  AccountRecordDateRange,
  AccountRecordEntry,
  AccountRecordQuery,
  AccountRecordQuickRange,
  AccountRecordResponse,
  AccountRecordWallet,
  ConsolidatedFundsResponse,
  TransferToUplineRequest,
  TransferToUplineResponse,
} from './contracts/wallet-records';
export type {
  DepositActor,
  DepositChannel,
  DepositChannelsResponse,
  DepositCreateRequest,
  DepositCreateResponse,
  DepositOrder,
  DepositOrderQuery,
  DepositOrderStatus,
  DepositOrdersQuery,
  DepositOrdersResponse,
  DepositStatusChange,
} from './contracts/deposit';
export type {
  LedgerKind,
  MerchantWallet,
  MerchantWalletResponse,
  MoneyString,
  WalletBalance,
  WalletBalanceResponse,
  WalletTransferRequest,
  WalletTransferResponse,
} from './contracts/wallet';
export type {
  FieldProblem,
  FieldRule,
  PatternRule,
  RegisterMode,
  RegisterProblem,
} from './contracts/validation';
export type { EncryptedPayload } from './crypto/payload-crypto';
export type { LocalStorageKey, SessionStorageKey, StorageCache } from './storage';
export type { BrandSettingsCache } from './system-api';
export * from './contracts/member-account-rules';
export type * from './contracts/member-account';
