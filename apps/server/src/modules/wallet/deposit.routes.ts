// HTTP routes of the deposit calls: channels, creating an order, the member's orders and one order.
// HTTP only: rules live in the deposit service. Not for trial accounts (the wallet's guards).
import type { DepositCreateRequest } from '@lotusplay/api-client/contracts';
import { parseMoney, WalletErrorCodes, WalletMessages } from '@lotusplay/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, ok, sessionResponses } from '../../lib/envelope';
import * as s from './deposit.schemas';
import type { DepositService } from './deposit.service';
import { requestLanguage } from './wallet.routes';
import type { WalletRouteGuards } from './wallet.routes';

/** Options of the deposit routes plugin. */
export interface DepositRoutesOptions {
  deposits: DepositService;
  guards: WalletRouteGuards;
}

const tags = ['deposit'];
const security = [{ bearer: [] }];

/** Registers the deposit calls (register with prefix `/wps`). */
export async function depositRoutes(
  app: FastifyInstance,
  { deposits, guards }: DepositRoutesOptions,
) {
  app.get(
    '/relay/DEPOSIT_channels',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: 'The enabled deposit channels with their limits (money as decimal strings)',
        response: sessionResponses(s.depositChannelsValue),
      },
    },
    async (request) => {
      const [answer, names] = await Promise.all([
        deposits.channels(),
        deposits.channelNames(requestLanguage(request)),
      ]);
      return ok({
        channels: answer.channels.map((c) => ({ ...c, name: names.get(c.code) ?? c.name })),
      });
    },
  );

  app.post<{ Body: DepositCreateRequest }>(
    '/relay/DEPOSIT_create',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: 'Creates a pending deposit order on a channel (idempotent per key)',
        body: s.depositCreateBody,
        response: sessionResponses(s.depositOrderValue, [404, 409, 502]),
      },
    },
    async (request) => {
      const { channelCode, amount, idempotencyKey } = request.body;
      const minor = parseMoney(amount);
      if (minor === null) {
        throw new AppError(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountInvalid);
      }
      return ok(
        await deposits.named(
          await deposits.create(guards.memberOf(request).id, {
            channelCode,
            amount: minor,
            idempotencyKey,
          }),
          requestLanguage(request),
        ),
      );
    },
  );

  app.get<{ Querystring: { pageNo: number; pageSize: number } }>(
    '/relay/DEPOSIT_orders',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: "The member's own deposit orders, newest first, one page",
        querystring: s.depositOrdersQuery,
        response: sessionResponses(s.depositOrdersValue),
      },
    },
    async (request) => {
      const { pageNo, pageSize } = request.query;
      const [answer, names] = await Promise.all([
        deposits.orders(guards.memberOf(request).id, pageNo, pageSize),
        deposits.channelNames(requestLanguage(request)),
      ]);
      return ok({
        ...answer,
        orders: answer.orders.map((o) => ({
          ...o,
          channelName: names.get(o.channelCode) ?? o.channelName,
        })),
      });
    },
  );

  app.get<{ Querystring: { orderNo: string } }>(
    '/relay/DEPOSIT_order',
    {
      preHandler: guards.requireMember,
      schema: {
        tags,
        security,
        summary: "One of the member's own deposit orders with its status history",
        querystring: s.depositOrderQuery,
        response: sessionResponses(s.depositOrderWithHistoryValue, [404]),
      },
    },
    async (request) =>
      ok(
        await deposits.named(
          await deposits.order(guards.memberOf(request).id, request.query.orderNo),
          requestLanguage(request),
        ),
      ),
  );
}
