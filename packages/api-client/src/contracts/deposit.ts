// Contract types of the deposit calls (SPEC.md §2 depositv2, issue 10): channels, orders and their
// states. Shared with the server. The shapes are derived from their schemas (`schemas/deposit.ts`),
// where their fields are noted.
//
// Money on the wire is a `MoneyString` ('1234.50', two decimals, no separators); the amount a
// member sends is parsed with `parseMoney` (see wallet.ts). Times are ISO 8601 strings (UTC).

import type { Static } from '@sinclair/typebox';
import type {
  DepositChannelSchema,
  DepositChannelsResponseSchema,
  DepositCreateRequestSchema,
  DepositOrderQuerySchema,
  DepositOrderSchema,
  DepositOrdersQuerySchema,
  DepositOrdersResponseSchema,
  DepositOrderWithHistorySchema,
} from '../schemas/deposit';

/** Where a deposit order is: `DEPOSIT_ORDER_STATUSES`. */
export type DepositOrderStatus = 'pending' | 'completed' | 'rejected';

/** Who changed an order's status: `DEPOSIT_ACTORS`. */
export type DepositActor = 'member' | 'operator' | 'provider';

/** One way to pay in, with the amounts it accepts (both inclusive). */
export type DepositChannel = Static<typeof DepositChannelSchema>;

/** `GET /wps/relay/DEPOSIT_channels` (token; not for trial accounts): the enabled channels. */
export type DepositChannelsResponse = Static<typeof DepositChannelsResponseSchema>;

/** One status change of an order, with its time: the order's history. */
export type DepositStatusChange = DepositOrderWithHistory['statusHistory'][number];

/**
 * A deposit order as the member sees it; `statusHistory` only in the answer of `DEPOSIT_order`
 * (one order).
 */
export type DepositOrder = Static<typeof DepositOrderSchema> &
  Partial<Pick<DepositOrderWithHistory, 'statusHistory'>>;

/** A deposit order with every status change, oldest first (the answer of `DEPOSIT_order`). */
export type DepositOrderWithHistory = Static<typeof DepositOrderWithHistorySchema>;

/**
 * `POST /wps/relay/DEPOSIT_create` (token; not for trial accounts): creates a pending order. A
 * retry with the same `idempotencyKey` and the same body answers the same order (as it is now);
 * the same key with another body is 409 IDEMPOTENCY_CONFLICT.
 */
export type DepositCreateRequest = Static<typeof DepositCreateRequestSchema>;

/** The answer of `DEPOSIT_create`: the order (pending, or further on for a late retry). */
export type DepositCreateResponse = DepositOrder;

/** `GET /wps/relay/DEPOSIT_orders?pageNo&pageSize` (token; not for trial accounts). */
export type DepositOrdersQuery = Static<typeof DepositOrdersQuerySchema>;

/** The member's own orders, newest first, one page. */
export type DepositOrdersResponse = Static<typeof DepositOrdersResponseSchema>;

/**
 * `GET /wps/relay/DEPOSIT_order?orderNo=` (token; not for trial accounts): one of the member's own
 * orders with its `statusHistory`. Another member's order, like an unknown one, is 404
 * ORDER_NOT_FOUND.
 */
export type DepositOrderQuery = Static<typeof DepositOrderQuerySchema>;
