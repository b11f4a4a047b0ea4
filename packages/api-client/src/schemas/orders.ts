// Pieces shared by the wallet's order calls (deposits, withdrawals): times as they go out, an
// order number as it comes in, a page of orders, an order's status history. Each caller passes
// its own limits, states and actors.
import { Type } from '@sinclair/typebox';
import type { TObject, TProperties, TSchema } from '@sinclair/typebox';
import { FieldLimits } from '../contracts/field-limits';
import { Nullable, StringEnum } from './shared';

/** A time as it goes out. */
export const TimeSchema = Type.String({ format: 'date-time' });

/** A time or null as it goes out. */
export const NullableTimeSchema = Nullable(TimeSchema);

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

/** An order number as it comes in. */
export function OrderNoSchema(limits: OrderNoLimits) {
  return Type.String({
    minLength: FieldLimits.nonEmptyMinLength,
    maxLength: limits.orderNoMaxLength,
    pattern: limits.orderNoPattern,
  });
}

/** `{ orderNo }`, required: the query of one order, the params of an operator's order route. */
export function OrderNoObjectSchema(limits: OrderNoLimits) {
  return Type.Object({ orderNo: OrderNoSchema(limits) });
}

/** The query of a page of the member's orders (pageNo, pageSize). */
export function OrderPageQuerySchema(limits: OrderPageLimits) {
  return Type.Object({
    /** From 1 (default 1). */
    pageNo: Type.Optional(
      Type.Integer({
        minimum: FieldLimits.pageMin,
        maximum: limits.pageNoMax,
        default: FieldLimits.pageMin,
      }),
    ),
    /** 1 to the kind's `pageSizeMax` (default its `pageSizeDefault`). */
    pageSize: Type.Optional(
      Type.Integer({
        minimum: FieldLimits.pageMin,
        maximum: limits.pageSizeMax,
        default: limits.pageSizeDefault,
      }),
    ),
  });
}

/** A page of orders: the orders, pageNo, pageSize, total. */
export function OrderPageSchema<Order extends TSchema>(order: Order) {
  return Type.Object({
    orders: Type.Array(order),
    pageNo: Type.Integer(),
    pageSize: Type.Integer(),
    /** How many orders the member has in all. */
    total: Type.Integer(),
  });
}

/**
 * An order with its statusHistory: each entry's status, actor, `extra` (between actor and note),
 * note and time.
 */
export function OrderWithHistorySchema<
  Properties extends TProperties,
  Status extends TSchema,
  const Actors extends readonly string[],
  Extra extends TProperties = Record<never, TSchema>,
>(order: TObject<Properties>, history: { status: Status; actors: Actors; extra?: Extra }) {
  const extra = history.extra ?? ({} as Extra);
  return Type.Object({
    ...order.properties,
    statusHistory: Type.Array(
      Type.Object({
        status: history.status,
        actor: StringEnum(history.actors),
        ...extra,
        /** The operator's note (a rejection's reason), a withdrawal's 'auto-received', or null. */
        note: Nullable(Type.String()),
        /** ISO 8601. */
        at: TimeSchema,
      }),
    ),
  });
}
