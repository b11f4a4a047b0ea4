// HTTP routes of the withdrawal calls: creating one, the member's withdrawals, one withdrawal and
// the member's confirmation. HTTP only: rules live in the withdrawal service. Not for trial
// accounts (the wallet's guards).
import type {
  WithdrawalConfirmRequest,
  WithdrawalCreateRequest,
} from '@lotusplay/api-client/contracts';
import {
  parseMoney,
  WalletErrorCodes,
  WalletMessages,
  WithdrawalLimits,
} from '@lotusplay/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, ok, sessionResponses } from '../../lib/envelope';
import type { WalletRouteGuards } from './wallet.routes';
import * as s from './withdrawal.schemas';
import type { WithdrawalService } from './withdrawal.service';

/** Options of the withdrawal routes plugin. */
export interface WithdrawalRoutesOptions {
  withdrawals: WithdrawalService;
  guards: WalletRouteGuards;
}

const tags = ['withdrawal'];
const security = [{ bearer: [] }];

/** Registers the withdrawal calls (register with prefix `/wps`). */
export async function withdrawalRoutes(
  app: FastifyInstance,
  { withdrawals, guards }: WithdrawalRoutesOptions,
) {
  app.post<{ Body: WithdrawalCreateRequest }>(
    '/relay/WITHDRAW_create',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary:
          'Withdraws an amount with the payment password: held in withdrawal clearing at once (idempotent per key)',
        body: s.withdrawalCreateBody,
        response: sessionResponses(s.withdrawalOrderValue, [404, 409, 429]),
        description:
          "bankAccountId: one of the member's own withdrawal bank accounts (another member's is 404 BANK_ACCOUNT_NOT_FOUND); its details are recorded on the withdrawal.",
      },
    },
    async (request) => {
      const { amount, paymentPassword, idempotencyKey, bankAccountId } = request.body;
      const minor = parseMoney(amount);
      if (minor === null) {
        throw new AppError(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountInvalid);
      }
      return ok(
        await withdrawals.create(guards.memberOf(request).id, {
          amount: minor,
          paymentPassword,
          idempotencyKey,
          bankAccountId,
        }),
      );
    },
  );

  app.get<{ Querystring: { pageNo: number; pageSize: number } }>(
    '/relay/WITHDRAW_orders',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: "The member's own withdrawals, newest first, one page",
        querystring: s.withdrawalOrdersQuery,
        response: sessionResponses(s.withdrawalOrdersValue),
      },
    },
    async (request) => {
      const { pageNo, pageSize } = request.query;
      return ok(await withdrawals.orders(guards.memberOf(request).id, pageNo, pageSize));
    },
  );

  app.get<{ Querystring: { orderNo: string } }>(
    '/relay/WITHDRAW_order',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: "One of the member's own withdrawals with its status history",
        querystring: s.withdrawalOrderQuery,
        response: sessionResponses(s.withdrawalOrderWithHistoryValue, [404]),
      },
    },
    async (request) =>
      ok(await withdrawals.order(guards.memberOf(request).id, request.query.orderNo)),
  );

  app.post<{ Body: WithdrawalConfirmRequest }>(
    '/relay/WITHDRAW_confirm',
    {
      preHandler: guards.requireMember,
      // The one call with a large body: a png or jpg proof of up to 5 MB, base64 in JSON.
      bodyLimit: WithdrawalLimits.confirmBodyLimitBytes,
      schema: {
        tags,
        security,
        summary:
          'After a disbursal: received (closed), or not received with a proof image (png or jpg, 5 MB, base64)',
        body: s.withdrawalConfirmBody,
        response: sessionResponses(s.withdrawalOrderWithHistoryValue, [404, 409, 413]),
      },
    },
    async (request) => {
      const body = request.body;
      return ok(
        await withdrawals.confirm(
          guards.memberOf(request).id,
          body.orderNo,
          body.received,
          body.received ? undefined : body.proof,
        ),
      );
    },
  );
}
