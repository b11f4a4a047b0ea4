// Schemas of the deposit calls. Money goes out as decimal strings with two decimals and comes in
// as a string the route parses (`parseMoney`): a JSON number is a 400. Every string has a bound.
// The contract types of these shapes are derived from them (contracts/deposit.ts).
import { Type } from '@sinclair/typebox';
import { DEPOSIT_ACTORS, DEPOSIT_ORDER_STATUSES, DepositLimits } from '../contracts/deposit-rules';
import { FieldLimits } from '../contracts/field-limits';
import { WalletLimits } from '../contracts/wallet-rules';
import { IdempotencyKeySchema, MoneyValueSchema as money } from './fields';
import {
  NullableTimeSchema,
  OrderNoObjectSchema,
  OrderPageQuerySchema,
  OrderPageSchema,
  OrderWithHistorySchema,
  TimeSchema,
} from './orders';
import { StringEnum } from './shared';

const status = StringEnum(DEPOSIT_ORDER_STATUSES);

/** DepositChannel: one way to pay in, with the amounts it accepts (both inclusive). */
export const DepositChannelSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  minAmount: money,
  maxAmount: money,
});

/** DepositChannelsResponse. */
export const DepositChannelsResponseSchema = Type.Object({
  /** In the brand's order; empty when the brand takes no deposits. */
  channels: Type.Array(DepositChannelSchema),
});

/** DepositOrder (without its history). */
export const DepositOrderSchema = Type.Object({
  /** The order number, e.g. 'D20261125K7Q2M9XA4B'. */
  orderNo: Type.String(),
  channelCode: Type.String(),
  channelName: Type.String(),
  amount: money,
  status,
  /** ISO 8601. */
  createdAt: TimeSchema,
  /** When the amount was credited to the main wallet (ISO 8601); null unless completed. */
  completedAt: NullableTimeSchema,
});

/** DepositOrder with its statusHistory (DEPOSIT_order). */
export const DepositOrderWithHistorySchema = OrderWithHistorySchema(DepositOrderSchema, {
  status,
  actors: DEPOSIT_ACTORS,
});

/** DepositOrdersResponse. */
export const DepositOrdersResponseSchema = OrderPageSchema(DepositOrderSchema);

/** DepositCreateRequest. */
export const DepositCreateRequestSchema = Type.Object({
  /** The code of an enabled channel (`DEPOSIT_channels`). */
  channelCode: Type.String({
    minLength: FieldLimits.nonEmptyMinLength,
    maxLength: DepositLimits.channelCodeMaxLength,
    pattern: DepositLimits.channelCodePattern,
  }),
  /**
   * A decimal string > 0 with at most two decimals ('100', '250.50'), within the channel's limits.
   * Any string up to the bound passes: the route parses it (AMOUNT_INVALID, not VALIDATION_ERROR).
   */
  amount: Type.String({ maxLength: WalletLimits.amountMaxLength }),
  /** 8–64 characters of [A-Za-z0-9_-], chosen by the client once per intended deposit. */
  idempotencyKey: IdempotencyKeySchema,
});

/** DepositOrdersQuery. */
export const DepositOrdersQuerySchema = OrderPageQuerySchema(DepositLimits);

/** DepositOrderQuery. */
export const DepositOrderQuerySchema = OrderNoObjectSchema(DepositLimits);
