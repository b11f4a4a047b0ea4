// The My account calls (issue 27), injected when the page's code loads. Tags: the profile is the
// member's ('Member': the header's nickname follows), bank accounts and the payment password are
// the withdrawal's ('Withdrawal': the withdraw page follows), the authenticator and the login
// history the session's ('Session').
import { api } from '@lotusplay/api-client';
import type {
  AddBankAccountRequest,
  BankAccount,
  BankAccountsResponse,
  BindContactRequest,
  CodeSentResponse,
  ContactCodeRequest,
  LoginHistoryQuery,
  LoginHistoryResponse,
  MemberProfileResponse,
  PaymentPasswordSetRequest,
  PaymentPasswordStatusResponse,
  TotpDisableRequest,
  TotpEnableResponse,
  TotpSetupResponse,
  TotpStatusResponse,
  UpdateProfileRequest,
} from '@lotusplay/api-client';

/** The paths of the My account calls. */
export const SECURITY_CENTER_PATHS = {
  profile: '/wps/member/profile',
  contactCode: '/wps/member/contact/code',
  contact: '/wps/member/contact',
  bankAccounts: '/wps/member/bankAccounts',
  paymentPassword: '/wps/member/paymentPassword',
  totp: '/wps/member/totp',
  totpSetup: '/wps/member/totp/setup',
  totpEnable: '/wps/member/totp/enable',
  totpDisable: '/wps/member/totp/disable',
  loginHistory: '/wps/member/loginHistory',
} as const;

const P = SECURITY_CENTER_PATHS;

/** The My account endpoints. */
export const securityCenterApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<MemberProfileResponse, void>({
      query: () => P.profile,
      providesTags: ['Member'],
    }),
    updateProfile: build.mutation<MemberProfileResponse, UpdateProfileRequest>({
      query: (body) => ({ url: P.profile, method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Member']),
    }),
    requestContactCode: build.mutation<CodeSentResponse, ContactCodeRequest>({
      query: (body) => ({ url: P.contactCode, method: 'POST', body }),
    }),
    bindContact: build.mutation<null, BindContactRequest>({
      query: (body) => ({ url: P.contact, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Member']),
    }),
    getBankAccounts: build.query<BankAccountsResponse, void>({
      query: () => P.bankAccounts,
      providesTags: ['Withdrawal'],
    }),
    addBankAccount: build.mutation<BankAccount, AddBankAccountRequest>({
      query: (body) => ({ url: P.bankAccounts, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Withdrawal']),
    }),
    removeBankAccount: build.mutation<null, number>({
      query: (id) => ({ url: `${P.bankAccounts}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Withdrawal']),
    }),
    getPaymentPasswordStatus: build.query<PaymentPasswordStatusResponse, void>({
      query: () => P.paymentPassword,
      providesTags: ['Withdrawal'],
    }),
    savePaymentPassword: build.mutation<PaymentPasswordStatusResponse, PaymentPasswordSetRequest>({
      query: (body) => ({ url: P.paymentPassword, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Withdrawal']),
    }),
    getTotpStatus: build.query<TotpStatusResponse, void>({
      query: () => P.totp,
      providesTags: ['Session'],
    }),
    setUpTotp: build.mutation<TotpSetupResponse, { loginPassword: string }>({
      query: (body) => ({ url: P.totpSetup, method: 'POST', body }),
    }),
    enableTotp: build.mutation<TotpEnableResponse, { code: string }>({
      query: (body) => ({ url: P.totpEnable, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Session']),
    }),
    disableTotp: build.mutation<null, TotpDisableRequest>({
      query: (body) => ({ url: P.totpDisable, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Session']),
    }),
    getLoginHistory: build.query<LoginHistoryResponse, LoginHistoryQuery>({
      query: (params) => ({ url: P.loginHistory, params }),
      providesTags: ['Session'],
    }),
  }),
});

/** Hooks of the My account endpoints. */
export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useRequestContactCodeMutation,
  useBindContactMutation,
  useGetBankAccountsQuery,
  useAddBankAccountMutation,
  useRemoveBankAccountMutation,
  useGetPaymentPasswordStatusQuery,
  useSavePaymentPasswordMutation,
  useGetTotpStatusQuery,
  useSetUpTotpMutation,
  useEnableTotpMutation,
  useDisableTotpMutation,
  useGetLoginHistoryQuery,
} = securityCenterApi;
