// HTTP routes of the wallet calls: balances, the merchant wallet list and the transfer between the
// main wallet and a vendor wallet. HTTP only: rules live in the service. Not for trial accounts.
import type {
  AccountRecordQuery,
  LanguageCode,
  TransferToUplineRequest,
  WalletTransferRequest,
} from '@lotusplay/api-client/contracts';
import {
  LANGUAGE_HEADER,
  languageFromHeader,
  parseMoney,
  WalletErrorCodes,
  WalletMessages,
} from '@lotusplay/api-client/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ok, sessionResponses } from '../../lib/envelope';
import * as s from './wallet.schemas';
import type { WalletService } from './wallet.service';

/** What the wallet routes need of the session module's guards (createServer passes them). */
export interface WalletRouteGuards {
  /** preHandler: a session of a real (not trial) account, else 401 or 403. */
  requireMember(request: FastifyRequest): Promise<void>;
  /** The member of a request that passed it. */
  memberOf(request: FastifyRequest): { id: number };
}

/** Options of the wallet routes plugin. */
export interface WalletRoutesOptions {
  wallet: WalletService;
  guards: WalletRouteGuards;
}

/**
 * The language a request names in x-language (else Accept-Language), when it is one we have: the
 * wallets and deposit channels are named in it (else in the brand's default language).
 */
export function requestLanguage(request: FastifyRequest): LanguageCode | undefined {
  return languageFromHeader(
    String(request.headers[LANGUAGE_HEADER] ?? request.headers['accept-language'] ?? ''),
  );
}

const tags = ['wallet'];
const security = [{ bearer: [] }];

/** Registers the wallet calls (register with prefix `/wps`). */
export async function walletRoutes(app: FastifyInstance, { wallet, guards }: WalletRoutesOptions) {
  app.get(
    '/v2/wallets/balance',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: 'Every wallet of the member and their sum (money as decimal strings)',
        response: sessionResponses(s.walletBalanceValue, [404]),
      },
    },
    async (request) =>
      ok(
        await wallet.named(
          await wallet.balances(guards.memberOf(request).id),
          requestLanguage(request),
        ),
      ),
  );

  app.get(
    '/relay/GCS_merchantWallet',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: 'Whether the brand has a single wallet, and the vendor wallets',
        response: sessionResponses(s.merchantWalletValue),
      },
    },
    async (request) =>
      ok(await wallet.named(await wallet.merchantWallets(), requestLanguage(request))),
  );

  app.post<{ Body: WalletTransferRequest }>(
    '/relay/GCS_walletTransfer',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary:
          'Moves an amount, or all, between the main wallet and a vendor wallet (idempotent per key)',
        body: s.walletTransferBody,
        response: sessionResponses(s.walletTransferValue, [404, 409]),
      },
    },
    async (request) => {
      const { from, to, amount, all, idempotencyKey } = request.body;
      let moved: number | 'all';
      if (all === true) {
        if (amount !== undefined) {
          throw new AppError(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountOrAll);
        }
        moved = 'all';
      } else {
        if (amount === undefined) {
          throw new AppError(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountOrAll);
        }
        const minor = parseMoney(amount);
        if (minor === null) {
          throw new AppError(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountInvalid);
        }
        moved = minor;
      }
      return ok(
        await wallet.named(
          await wallet.transfer(guards.memberOf(request).id, from, to, moved, idempotencyKey),
          requestLanguage(request),
        ),
      );
    },
  );

  app.get<{ Querystring: AccountRecordQuery }>(
    '/relay/ODSFE2_MemTransDet',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary:
          "The member's account record: ledger entries of every wallet, newest first, by kind and days",
        querystring: s.accountRecordQuery,
        response: sessionResponses(s.accountRecordValue),
      },
    },
    async (request) =>
      ok(
        await wallet.namedRecord(
          await wallet.accountRecord(guards.memberOf(request).id, request.query),
          requestLanguage(request),
        ),
      ),
  );

  app.post<{ Body: TransferToUplineRequest }>(
    '/relay/MCS_transferToUpline',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary:
          "Moves an amount from the member's main wallet to its upline's (idempotent per key)",
        body: s.transferToUplineBody,
        response: sessionResponses(s.walletTransferValue, [404, 409]),
      },
    },
    async (request) => {
      const { amount, idempotencyKey } = request.body;
      const minor = parseMoney(amount);
      if (minor === null) {
        throw new AppError(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountInvalid);
      }
      return ok(
        await wallet.named(
          await wallet.transferToUpline(guards.memberOf(request).id, minor, idempotencyKey),
          requestLanguage(request),
        ),
      );
    },
  );

  app.get(
    '/member/info/funds/consolidated',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary:
          "The member's funds: the balances (sum, main, vendor wallets) and the deposit and withdrawal totals",
        response: sessionResponses(s.consolidatedFundsValue, [404]),
      },
    },
    async (request) =>
      ok(
        await wallet.named(
          await wallet.consolidatedFunds(guards.memberOf(request).id),
          requestLanguage(request),
        ),
      ),
  );
}
