// The operator's per-language names of the merchant wallets and the deposit channels (issue 26):
// `PUT /ops/merchant-wallets/:code/names/:language` and `PUT /ops/deposit-channels/:code/names/
// :language`, `{ name }` ('' leaves the language empty: the brand's default language's shows).
// HTTP only: the rules are the wallet and deposit services'.
import type { LanguageCode, OpsNameInput } from '@lotusplay/api-client/contracts';
import {
  OpsNamedSchema,
  OpsNameParamsSchema,
  OpsNameRequestSchema,
} from '@lotusplay/api-client/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, responses } from '../../lib/envelope';
import type { DepositService } from './deposit.service';
import type { WalletService } from './wallet.service';

/** Options of the operator's name routes. */
export interface OpsNamesRoutesOptions {
  wallet: WalletService;
  deposits: DepositService;
  /** The operator module's onRequest guard: app.ts passes it. */
  operatorGuard: (request: FastifyRequest) => Promise<void>;
}

const common = { hide: true, tags: ['operator'], security: [{ operatorToken: [] }] };

type NameRoute = { Params: { code: string; language: LanguageCode }; Body: OpsNameInput };

/** Registers the name routes (register at the root). */
export async function opsNamesRoutes(
  app: FastifyInstance,
  { wallet, deposits, operatorGuard }: OpsNamesRoutesOptions,
) {
  app.addHook('onRequest', operatorGuard);
  const schema = (summary: string) => ({
    ...common,
    summary,
    params: OpsNameParamsSchema,
    body: OpsNameRequestSchema,
    response: responses(OpsNamedSchema, [401, 404]),
  });

  app.put<NameRoute>(
    '/ops/merchant-wallets/:code/names/:language',
    { schema: schema("Name a merchant wallet in one language ('' falls back to the default)") },
    async (request) =>
      ok(
        await wallet.setWalletName(request.params.code, request.params.language, request.body.name),
      ),
  );

  app.put<NameRoute>(
    '/ops/deposit-channels/:code/names/:language',
    { schema: schema("Name a deposit channel in one language ('' falls back to the default)") },
    async (request) =>
      ok(
        await deposits.setChannelName(
          request.params.code,
          request.params.language,
          request.body.name,
        ),
      ),
  );
}
