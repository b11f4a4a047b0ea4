// The deposit calls (depositv2), injected when the page's code loads. Orders provide 'Deposit';
// creating one invalidates it. When an order the member is watching completes, the page
// invalidates 'Balance' (the money arrived) — see the deposit page.
import type {
  DepositChannelsResponse,
  DepositCreateRequest,
  DepositCreateResponse,
  DepositOrdersQuery,
  DepositOrdersResponse,
} from '@lotusplay/api-client';
import { walletApi } from './wallet-api';

/** GET: the enabled payment channels with their limits. */
export const DEPOSIT_CHANNELS_PATH = '/wps/relay/DEPOSIT_channels';
/** POST: a pending deposit order, idempotent per key. */
export const DEPOSIT_CREATE_PATH = '/wps/relay/DEPOSIT_create';
/** GET: the member's own orders, newest first. */
export const DEPOSIT_ORDERS_PATH = '/wps/relay/DEPOSIT_orders';

/** The deposit endpoints. */
export const depositApi = walletApi.injectEndpoints({
  endpoints: (build) => ({
    getDepositChannels: build.query<DepositChannelsResponse, void>({
      query: () => DEPOSIT_CHANNELS_PATH,
      providesTags: ['Language'],
    }),
    getDepositOrders: build.query<DepositOrdersResponse, DepositOrdersQuery>({
      query: (params) => ({ url: DEPOSIT_ORDERS_PATH, params }),
      providesTags: ['Deposit', 'Language'],
    }),
    createDeposit: build.mutation<DepositCreateResponse, DepositCreateRequest>({
      query: (body) => ({ url: DEPOSIT_CREATE_PATH, method: 'POST', body }),
      invalidatesTags: ['Deposit'],
    }),
  }),
});

/** Hooks of the deposit endpoints. */
export const { useGetDepositChannelsQuery, useGetDepositOrdersQuery, useCreateDepositMutation } =
  depositApi;
