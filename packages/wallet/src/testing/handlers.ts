// MSW handlers of the wallet calls for this package's component tests and stories (and any app's),
// typed against the contract the server implements: money as two-decimal strings, 401 without a
// session token, 403 for a trial account.
import { AuthMessages, ErrorCodes, MAIN_WALLET_CODE, toMoneyString } from '@lotusplay/api-client';
import type { Envelope, WalletBalanceResponse } from '@lotusplay/api-client';
import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';

/** What the wallet handlers answer with. */
export interface WalletHandlerData {
  /** Minor units per wallet code; MAIN first. Default: MAIN 0. */
  balances?: Record<string, number>;
  /** Display names per wallet code (default: the code; MAIN is 'Main wallet'). */
  names?: Record<string, string>;
  /** Tokens of trial accounts (answered 403). */
  trialTokens?: string[];
  /** Answer every balance call with a server error instead. */
  failing?: boolean;
  /** Milliseconds each answer waits ('infinite' never answers: a loading state). */
  latency?: number | 'infinite';
}

const envelope = <T>(value: T): Envelope<T> => ({ success: true, code: 'OK', message: '', value });

/** The balance answer of `data`: every wallet and their sum, formatted as the server does. */
export function buildBalance(data: WalletHandlerData = {}): WalletBalanceResponse {
  const balances = data.balances ?? { [MAIN_WALLET_CODE]: 0 };
  const wallets = Object.entries(balances).map(([code, minor]) => ({
    code,
    name: data.names?.[code] ?? (code === MAIN_WALLET_CODE ? 'Main wallet' : code),
    balance: toMoneyString(minor),
  }));
  const sum = Object.values(balances).reduce((total, minor) => total + minor, 0);
  return { sumBalance: toMoneyString(sum), wallets };
}

/**
 * Handlers of the wallet calls. `data` may be changed between calls (e.g. a test raises a
 * balance, then presses refresh).
 */
export function createWalletHandlers(data: WalletHandlerData = {}): HttpHandler[] {
  return [
    http.get('*/wps/v2/wallets/balance', async ({ request }) => {
      if (data.latency !== undefined) await delay(data.latency);
      const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
      if (!token) {
        return HttpResponse.json(
          {
            success: false,
            code: ErrorCodes.Unauthorized,
            message: AuthMessages.notLoggedIn,
            value: null,
          },
          { status: 401 },
        );
      }
      if (data.trialTokens?.includes(token)) {
        return HttpResponse.json(
          {
            success: false,
            code: ErrorCodes.Forbidden,
            message: AuthMessages.needsRealAccount,
            value: null,
          },
          { status: 403 },
        );
      }
      if (data.failing) {
        return HttpResponse.json(
          { success: false, code: ErrorCodes.Internal, message: 'Server error', value: null },
          { status: 500 },
        );
      }
      return HttpResponse.json(envelope(buildBalance(data)));
    }),
  ];
}
