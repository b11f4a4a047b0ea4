// The payment password and withdrawal calls (withdraw), injected when the page's code loads. A
// withdrawal holds money from the main wallet at once and a receipt may give the unpaid rest back,
// so creating and confirming invalidate 'Balance' as well as 'Withdrawal'.
import type {
  BankAccountsResponse,
  PaymentPasswordSetRequest,
  PaymentPasswordStatusResponse,
  WithdrawalConfirmRequest,
  WithdrawalConfirmResponse,
  WithdrawalCreateRequest,
  WithdrawalCreateResponse,
  WithdrawalOrdersQuery,
  WithdrawalOrdersResponse,
} from '@lotusplay/api-client';
import { walletApi } from './wallet-api';

/** GET: whether the member has a payment password; POST: sets or changes it. */
export const PAYMENT_PASSWORD_PATH = '/wps/member/paymentPassword';
/** POST: a withdrawal, held from the main wallet at once, idempotent per key. */
export const WITHDRAW_CREATE_PATH = '/wps/relay/WITHDRAW_create';
/** GET: the member's own withdrawals, newest first. */
export const WITHDRAW_ORDERS_PATH = '/wps/relay/WITHDRAW_orders';
/** POST: received, or not received with a proof image. */
export const WITHDRAW_CONFIRM_PATH = '/wps/relay/WITHDRAW_confirm';
/** GET: the member's withdrawal bank accounts (bound in My account; numbers masked). */
export const BANK_ACCOUNTS_PATH = '/wps/member/bankAccounts';

/** The withdrawal endpoints. */
export const withdrawApi = walletApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentPassword: build.query<PaymentPasswordStatusResponse, void>({
      query: () => PAYMENT_PASSWORD_PATH,
      providesTags: ['Withdrawal'],
    }),
    setPaymentPassword: build.mutation<PaymentPasswordStatusResponse, PaymentPasswordSetRequest>({
      query: (body) => ({ url: PAYMENT_PASSWORD_PATH, method: 'POST', body }),
      invalidatesTags: ['Withdrawal'],
    }),
    getWithdrawalBankAccounts: build.query<BankAccountsResponse, void>({
      query: () => BANK_ACCOUNTS_PATH,
      providesTags: ['Withdrawal'],
    }),
    getWithdrawals: build.query<WithdrawalOrdersResponse, WithdrawalOrdersQuery>({
      query: (params) => ({ url: WITHDRAW_ORDERS_PATH, params }),
      providesTags: ['Withdrawal'],
    }),
    createWithdrawal: build.mutation<WithdrawalCreateResponse, WithdrawalCreateRequest>({
      query: (body) => ({ url: WITHDRAW_CREATE_PATH, method: 'POST', body }),
      invalidatesTags: ['Balance', 'Withdrawal'],
    }),
    confirmWithdrawal: build.mutation<WithdrawalConfirmResponse, WithdrawalConfirmRequest>({
      query: (body) => ({ url: WITHDRAW_CONFIRM_PATH, method: 'POST', body }),
      invalidatesTags: ['Balance', 'Withdrawal'],
    }),
  }),
});

/** Hooks of the withdrawal endpoints. */
export const {
  useGetPaymentPasswordQuery,
  useSetPaymentPasswordMutation,
  useGetWithdrawalBankAccountsQuery,
  useGetWithdrawalsQuery,
  useCreateWithdrawalMutation,
  useConfirmWithdrawalMutation,
} = withdrawApi;
