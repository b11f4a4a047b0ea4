// The wallet calls of SPEC.md §7 ("Wallet"), injected into the one api. Every call that moves
// money invalidates 'Balance', so the header balance refreshes after any movement anywhere.
import { api } from '@lotusplay/api-client';
import type { WalletBalanceResponse } from '@lotusplay/api-client';

/** GET /wps/v2/wallets/balance: the member's wallets and their sum (token; not for trial). */
export const WALLET_BALANCE_PATH = '/wps/v2/wallets/balance';
/**
 * The wallet endpoint of the header (start-up code). The pages' endpoints are injected by the
 * pages' own modules (`transfer-api.ts`), so that their code loads with them.
 */
export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBalance: build.query<WalletBalanceResponse, void>({
      query: () => WALLET_BALANCE_PATH,
      // Language: the wallets are named in it (a switch asks again: updateLanguage).
      providesTags: ['Balance', 'Language'],
    }),
  }),
});

/** Hooks of the wallet endpoints. */
export const { useGetBalanceQuery } = walletApi;
