// The calls of the transferFund page (SPEC.md §7 "Wallet"), injected when the page's code loads.
// The transfer invalidates 'Balance': the header and every wallet figure refresh after it.
import type {
  MerchantWalletResponse,
  WalletTransferRequest,
  WalletTransferResponse,
} from '@lotusplay/api-client';
import { walletApi } from './wallet-api';

/** GET /wps/relay/GCS_merchantWallet: single-wallet switch and the vendor wallets. */
export const MERCHANT_WALLET_PATH = '/wps/relay/GCS_merchantWallet';
/** POST /wps/relay/GCS_walletTransfer: main wallet ↔ vendor wallet, idempotent per key. */
export const WALLET_TRANSFER_PATH = '/wps/relay/GCS_walletTransfer';

/** The transfer endpoints. */
export const transferApi = walletApi.injectEndpoints({
  endpoints: (build) => ({
    getMerchantWallets: build.query<MerchantWalletResponse, void>({
      query: () => MERCHANT_WALLET_PATH,
      providesTags: ['Language'],
    }),
    transferBetweenWallets: build.mutation<WalletTransferResponse, WalletTransferRequest>({
      query: (body) => ({ url: WALLET_TRANSFER_PATH, method: 'POST', body }),
      invalidatesTags: ['Balance'],
    }),
  }),
});

/** Hooks of the transfer endpoints. */
export const { useGetMerchantWalletsQuery, useTransferBetweenWalletsMutation } = transferApi;
