// The contracts as one framework-free module (`@lotusplay/api-client/contracts`): the types of
// every call, and the values both sides must agree on (error codes, messages, limits). The
// server imports this module at run time; nothing here may import React, Redux or the DOM.
export type * from './envelope';
export type * from './system';
export type * from './session';
export type * from './wallet';
export type { AuthErrorCode, RegisterOptionalField, RegisterValidatedField } from './session-rules';
export type { BootData, BootPageData } from './boot';
export type { WalletErrorCode } from './wallet-rules';
export { BOOT_DATA_ELEMENT_ID, bootPageKind, parseBootData, serialiseBootData } from './boot';
export { ErrorCodes } from './envelope';
export {
  isLanguageCode,
  LANGUAGE_ALIASES,
  LANGUAGE_CODES,
  LANGUAGE_HEADER,
  languageFromHeader,
  SystemLimits,
} from './system-rules';
export * from './agent-rules';
export type * from './agent';
export * from './agent-contract-rules';
export type * from './agent-contracts';
export * from './agent-report-rules';
export * from './agent-transfer-rules';
export type * from './agent-reports';
export { FieldLimits } from './field-limits';
export { OperatorLimits } from './operator-rules';
export {
  ACCOUNT_TYPES,
  AGENT_ACCOUNT_TYPES,
  AuthErrorCodes,
  HumanCheckProviders,
  REGISTER_OPTIONAL_FIELDS,
  REGISTER_VALIDATED_FIELDS,
  TRIAL_ACCOUNT_TYPE,
} from './session-rules';
export { AuthMessages, FieldMessages, ValidationMessages } from './auth-messages';
export { AuthLimits, escalatingDelayMs, smsNumberRefusal } from './auth-limits';
export {
  formatMoneyText,
  LEDGER_KINDS,
  MAIN_WALLET_CODE,
  MoneySchemaLimits,
  parseMoney,
  toMoneyString,
  WalletErrorCodes,
  WalletLimits,
  WalletMessages,
} from './wallet-rules';
export type * from './deposit';
export * from './deposit-rules';
export type * from './wallet-records';
export * from './wallet-records-rules';
export type * from './withdrawal';
export * from './withdrawal-rules';
export type * from './games';
export * from './games-rules';
export * from './localized-text';
export * from './help-rules';
export * from './banners';
export * from './announcements';
export * from './promotions';
export * from './points';
export * from './art';
export * from './support';
export * from './html';
export type * from './lottery';
export type * from './messages';
export * from './messages-rules';
export type * from './loyalty';
export * from './loyalty-rules';
export type * from './referral';
export * from './referral-rules';
export type * from './rewards';
export * from './rewards-rules';
export * from './lottery-rules';
export type * from './member-account';
export * from './member-account-rules';
