// The account record call (transactionHistory), injected when the page's code loads. It provides
// 'Balance' as well as 'Transaction': every movement of money invalidates 'Balance', so an open
// record refreshes after any movement anywhere.
import type { AccountRecordQuery, AccountRecordResponse } from '@lotusplay/api-client';
import { walletApi } from './wallet-api';

/** GET /wps/relay/ODSFE2_MemTransDet: one page of the member's ledger entries, newest first. */
export const ACCOUNT_RECORD_PATH = '/wps/relay/ODSFE2_MemTransDet';

/** The account record endpoint. */
export const recordApi = walletApi.injectEndpoints({
  endpoints: (build) => ({
    getAccountRecord: build.query<AccountRecordResponse, AccountRecordQuery>({
      query: (params) => ({ url: ACCOUNT_RECORD_PATH, params }),
      providesTags: ['Transaction', 'Balance', 'Language'],
    }),
  }),
});

/** Hook of the account record endpoint. */
export const { useGetAccountRecordQuery } = recordApi;
