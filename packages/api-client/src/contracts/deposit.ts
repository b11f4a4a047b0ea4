// Contract types of the deposit calls (SPEC.md §2 depositv2, issue 10): channels, orders and their
// states. Shared with the server.
//
// Money on the wire is a `MoneyString` ('1234.50', two decimals, no separators); the amount a
// member sends is parsed with `parseMoney` (see wallet.ts). Times are ISO 8601 strings (UTC).

import type { MoneyString } from './wallet';

/** Where a deposit order is: `DEPOSIT_ORDER_STATUSES`. */
export type DepositOrderStatus = 'pending' | 'completed' | 'rejected';

/** Who changed an order's status: `DEPOSIT_ACTORS`. */
export type DepositActor = 'member' | 'operator' | 'provider';

/** One way to pay in, with the amounts it accepts (both inclusive). */
export interface DepositChannel {
  code: string;
  name: string;
  minAmount: MoneyString;
  maxAmount: MoneyString;
}

/** `GET /wps/relay/DEPOSIT_channels` (token; not for trial accounts): the enabled channels. */
export interface DepositChannelsResponse {
  /** In the brand's order; empty when the brand takes no deposits. */
  channels: DepositChannel[];
}

/** One status change of an order, with its time: the order's history. */
export interface DepositStatusChange {
  status: DepositOrderStatus;
  actor: DepositActor;
  /** The operator's note (a rejection's reason), or null. */
  note: string | null;
  /** ISO 8601. */
  at: string;
}

/** A deposit order as the member sees it. */
export interface DepositOrder {
  /** The order number, e.g. 'D20261125K7Q2M9XA4B'. */
  orderNo: string;
  channelCode: string;
  channelName: string;
  amount: MoneyString;
  status: DepositOrderStatus;
  /** ISO 8601. */
  createdAt: string;
  /** When the amount was credited to the main wallet (ISO 8601); null unless completed. */
  completedAt: string | null;
  /** Every status change, oldest first: in the answer of `DEPOSIT_order` (one order) only. */
  statusHistory?: DepositStatusChange[];
}

/**
 * `POST /wps/relay/DEPOSIT_create` (token; not for trial accounts): creates a pending order. A
 * retry with the same `idempotencyKey` and the same body answers the same order (as it is now);
 * the same key with another body is 409 IDEMPOTENCY_CONFLICT.
 */
export interface DepositCreateRequest {
  /** The code of an enabled channel (`DEPOSIT_channels`). */
  channelCode: string;
  /** A decimal string > 0 with at most two decimals ('100', '250.50'), within the channel's limits. */
  amount: string;
  /** 8–64 characters of [A-Za-z0-9_-], chosen by the client once per intended deposit. */
  idempotencyKey: string;
}

/** The answer of `DEPOSIT_create`: the order (pending, or further on for a late retry). */
export type DepositCreateResponse = DepositOrder;

/** `GET /wps/relay/DEPOSIT_orders?pageNo&pageSize` (token; not for trial accounts). */
export interface DepositOrdersQuery {
  /** From 1 (default 1). */
  pageNo?: number;
  /** 1 to `DepositLimits.pageSizeMax` (default `DepositLimits.pageSizeDefault`). */
  pageSize?: number;
}

/** The member's own orders, newest first, one page. */
export interface DepositOrdersResponse {
  orders: DepositOrder[];
  pageNo: number;
  pageSize: number;
  /** How many orders the member has in all. */
  total: number;
}

/**
 * `GET /wps/relay/DEPOSIT_order?orderNo=` (token; not for trial accounts): one of the member's own
 * orders with its `statusHistory`. Another member's order, like an unknown one, is 404
 * ORDER_NOT_FOUND.
 */
export interface DepositOrderQuery {
  orderNo: string;
}
