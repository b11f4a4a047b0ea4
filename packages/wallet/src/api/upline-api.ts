// The transfer to upline (transferUpline), injected when the page's code loads; it invalidates
// 'Balance' like every movement of money.
import type { TransferToUplineRequest, TransferToUplineResponse } from '@lotusplay/api-client';
import { walletApi } from './wallet-api';

/** POST: main wallet → the upline's main wallet, idempotent per key. */
export const TRANSFER_TO_UPLINE_PATH = '/wps/relay/MCS_transferToUpline';

/** The transfer-to-upline endpoint. */
export const uplineApi = walletApi.injectEndpoints({
  endpoints: (build) => ({
    transferToUpline: build.mutation<TransferToUplineResponse, TransferToUplineRequest>({
      query: (body) => ({ url: TRANSFER_TO_UPLINE_PATH, method: 'POST', body }),
      invalidatesTags: ['Balance'],
    }),
  }),
});

/** Hook of the transfer-to-upline endpoint. */
export const { useTransferToUplineMutation } = uplineApi;
