// Contract types of the member's account-security calls (issue 27, "My account"), derived from
// their schemas (schemas/member-account.ts). Type-only imports: no TypeBox in the browser bundle.
import type { Static } from '@sinclair/typebox';
import type {
  AccountRulesSchema,
  AccountRulesUpdateSchema,
  AddBankAccountRequestSchema,
  BankAccountSchema,
  BankAccountsResponseSchema,
  BankOptionSchema,
  BindContactRequestSchema,
  CodeSentResponseSchema,
  ContactCodeRequestSchema,
  IpProofCodeRequestSchema,
  IpProofRequestSchema,
  IpVerificationStateSchema,
  LoginHistoryEntrySchema,
  LoginHistoryQuerySchema,
  LoginHistoryResponseSchema,
  MemberProfileResponseSchema,
  ProfileRuleSchema,
  ProfileValuesSchema,
  TotpDisableRequestSchema,
  TotpEnableRequestSchema,
  TotpEnableResponseSchema,
  TotpSetupRequestSchema,
  TotpSetupResponseSchema,
  TotpStatusResponseSchema,
  UpdateProfileRequestSchema,
} from '../schemas/member-account';

export type ProfileValues = Static<typeof ProfileValuesSchema>;
export type ProfileRule = Static<typeof ProfileRuleSchema>;
/** GET /wps/member/profile (token; not for trial accounts). */
export type MemberProfileResponse = Static<typeof MemberProfileResponseSchema>;
/** PUT /wps/member/profile. */
export type UpdateProfileRequest = Static<typeof UpdateProfileRequestSchema>;
/** POST /wps/member/contact/code. */
export type ContactCodeRequest = Static<typeof ContactCodeRequestSchema>;
export type CodeSentResponse = Static<typeof CodeSentResponseSchema>;
/** POST /wps/member/contact. */
export type BindContactRequest = Static<typeof BindContactRequestSchema>;
export type BankOption = Static<typeof BankOptionSchema>;
export type BankAccount = Static<typeof BankAccountSchema>;
/** GET /wps/member/bankAccounts. */
export type BankAccountsResponse = Static<typeof BankAccountsResponseSchema>;
/** POST /wps/member/bankAccounts. */
export type AddBankAccountRequest = Static<typeof AddBankAccountRequestSchema>;
export type TotpStatusResponse = Static<typeof TotpStatusResponseSchema>;
export type TotpSetupRequest = Static<typeof TotpSetupRequestSchema>;
export type TotpSetupResponse = Static<typeof TotpSetupResponseSchema>;
export type TotpEnableRequest = Static<typeof TotpEnableRequestSchema>;
export type TotpEnableResponse = Static<typeof TotpEnableResponseSchema>;
export type TotpDisableRequest = Static<typeof TotpDisableRequestSchema>;
export type LoginHistoryQuery = Static<typeof LoginHistoryQuerySchema>;
export type LoginHistoryEntry = Static<typeof LoginHistoryEntrySchema>;
export type LoginHistoryResponse = Static<typeof LoginHistoryResponseSchema>;
/** GET /wps/member/accountRules (no token). */
export type AccountRules = Static<typeof AccountRulesSchema>;
export type AccountRulesUpdate = Static<typeof AccountRulesUpdateSchema>;
/** GET /wps/session/ipVerification. */
export type IpVerificationState = Static<typeof IpVerificationStateSchema>;
export type IpProofCodeRequest = Static<typeof IpProofCodeRequestSchema>;
export type IpProofRequest = Static<typeof IpProofRequestSchema>;
