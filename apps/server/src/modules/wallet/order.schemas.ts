// JSON schema pieces shared by the wallet's order calls (deposits, withdrawals): money and times as
// they go out, an order number as it comes in, a page of orders, an order's status history. Each
// caller passes its own limits, states and actors.
export { idempotencyKeyField, moneyValue } from '../../lib/schemas';

/** A time as it goes out. */
export const timeValue = { type: 'string', format: 'date-time' } as const;

/** The limits of an order kind the pieces below read (`DepositLimits`, `WithdrawalLimits`). */
interface OrderNoLimits {
  readonly orderNoMaxLength: number;
  readonly orderNoPattern: string;
}
interface OrderPageLimits {
  readonly pageNoMax: number;
  readonly pageSizeMax: number;
  readonly pageSizeDefault: number;
}

/** An order (without its history): every property required. */
export function orderValue<Properties extends Record<string, object>>(properties: Properties) {
  return { type: 'object', required: Object.keys(properties), properties } as const;
}

/** An order number as it comes in. */
export function orderNoField(limits: OrderNoLimits) {
  return {
    type: 'string',
    minLength: 1,
    maxLength: limits.orderNoMaxLength,
    pattern: limits.orderNoPattern,
  } as const;
}

/** `{ orderNo }`, required: the query of one order, the params of an operator's order route. */
export function orderNoObject(limits: OrderNoLimits) {
  return {
    type: 'object',
    required: ['orderNo'],
    properties: { orderNo: orderNoField(limits) },
  } as const;
}

/** The query of a page of the member's orders (pageNo, pageSize). */
export function orderPageQuery(limits: OrderPageLimits) {
  return {
    type: 'object',
    properties: {
      pageNo: { type: 'integer', minimum: 1, maximum: limits.pageNoMax, default: 1 },
      pageSize: {
        type: 'integer',
        minimum: 1,
        maximum: limits.pageSizeMax,
        default: limits.pageSizeDefault,
      },
    },
  } as const;
}

/** A page of orders: the orders, pageNo, pageSize, total. */
export function orderPageValue<Order extends object>(order: Order) {
  return {
    type: 'object',
    required: ['orders', 'pageNo', 'pageSize', 'total'],
    properties: {
      orders: { type: 'array', items: order },
      pageNo: { type: 'integer' },
      pageSize: { type: 'integer' },
      total: { type: 'integer' },
    },
  } as const;
}

/**
 * An order with its statusHistory: each entry's status, actor, `extra` (between actor and note),
 * note and time.
 */
export function orderWithHistoryValue<
  Properties extends object,
  Extra extends Record<string, object> = Record<never, object>,
>(
  order: { readonly required: readonly string[]; readonly properties: Properties },
  history: { status: object; actors: readonly string[]; extra?: Extra },
) {
  const extra = history.extra ?? ({} as Extra);
  return {
    type: 'object',
    required: [...order.required, 'statusHistory'],
    properties: {
      ...order.properties,
      statusHistory: {
        type: 'array',
        items: {
          type: 'object',
          required: ['status', 'actor', ...Object.keys(extra), 'note', 'at'],
          properties: {
            status: history.status,
            actor: { type: 'string', enum: [...history.actors] },
            ...extra,
            note: { type: ['string', 'null'] },
            at: timeValue,
          },
        },
      },
    },
  } as const;
}
