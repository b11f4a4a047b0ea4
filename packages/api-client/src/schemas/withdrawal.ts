// Schemas of the withdrawal calls. Money goes out as decimal strings with two decimals and comes
// in as a string the route parses (`parseMoney`): a JSON number is a 400. Every string has a
// bound; the proof's base64 is bounded by the 5 MB image it may carry. The contract types of
// these shapes are derived from them (contracts/withdrawal.ts).
import { Type } from '@sinclair/typebox';
import { FieldLimits } from '../contracts/field-limits';
import { WalletLimits } from '../contracts/wallet-rules';
import {
  PaymentPasswordRules,
  WITHDRAWAL_ACTORS,
  WITHDRAWAL_STATUSES,
  WithdrawalLimits,
} from '../contracts/withdrawal-rules';
import { IdempotencyKeySchema, MoneyValueSchema as money } from './fields';
import {
  NullableTimeSchema,
  OrderNoObjectSchema,
  OrderNoSchema,
  OrderPageQuerySchema,
  OrderPageSchema,
  OrderWithHistorySchema,
  TimeSchema,
} from './orders';
import { StringEnum } from './shared';

const status = StringEnum(WITHDRAWAL_STATUSES);

/**
 * WithdrawalBankAccount: where a withdrawal is paid, copied from the member's bank account when
 * the withdrawal was made (it stays if the account is removed later). The member sees the number
 * masked; the operator, who pays it, sees it whole.
 */
export const WithdrawalBankAccountSchema = Type.Object({
  bankCode: Type.String(),
  bankName: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String(),
});

/** WithdrawalOrder (without its history). */
export const WithdrawalOrderSchema = Type.Object({
  /** The order number, e.g. 'W20261125K7Q2M9XA4B'. */
  orderNo: Type.String(),
  /** What the member asked for. */
  amount: money,
  /** Paid out so far (the "received" amount of SPEC.md §4). */
  disbursedAmount: money,
  /** `amount` − `disbursedAmount`: still to pay, or given back when rejected. */
  remainingAmount: money,
  status,
  /** ISO 8601. */
  createdAt: TimeSchema,
  /** When the last disbursal was made (ISO 8601); null before one. */
  disbursedAt: NullableTimeSchema,
  /**
   * While `partially_disbursed` or `disbursed`: when it counts as received without a confirmation
   * (ISO 8601); null otherwise.
   */
  autoReceivedAt: NullableTimeSchema,
  /** When it was received, rejected, or reported not received (ISO 8601); null while open. */
  closedAt: NullableTimeSchema,
  /** Whether a not-received proof image is stored. */
  hasProof: Type.Boolean(),
  /** The bank account it is paid to (number masked); null for one made without an account. */
  bankAccount: Type.Union([WithdrawalBankAccountSchema, Type.Null()]),
});

/** WithdrawalOrder with its statusHistory (WITHDRAW_order, WITHDRAW_confirm). */
export const WithdrawalOrderWithHistorySchema = OrderWithHistorySchema(WithdrawalOrderSchema, {
  status,
  actors: WITHDRAWAL_ACTORS,
  extra: {
    /** The amount a disbursal paid (a part or the rest), a refund gave back; else null. */
    amount: Type.Union([money, Type.Null()]),
  },
});

/** WithdrawalOrdersResponse. */
export const WithdrawalOrdersResponseSchema = OrderPageSchema(WithdrawalOrderSchema);

/** WithdrawalCreateRequest. */
export const WithdrawalCreateRequestSchema = Type.Object({
  /**
   * A decimal string > 0 with at most two decimals, within `WithdrawalLimits` and the balance.
   * Any string up to the bound passes: the route parses it (AMOUNT_INVALID, not VALIDATION_ERROR).
   */
  amount: Type.String({ maxLength: WalletLimits.amountMaxLength }),
  /** The member's payment password (6 digits); a malformed one is a wrong password (counted). */
  paymentPassword: Type.String({ maxLength: PaymentPasswordRules.maxInputLength }),
  /** 8–64 characters of [A-Za-z0-9_-], chosen by the client once per intended withdrawal. */
  idempotencyKey: IdempotencyKeySchema,
  /**
   * The id of one of the member's own withdrawal bank accounts (GET /wps/member/bankAccounts):
   * its details are recorded on the withdrawal. Another member's, like an unknown one, is 404
   * BANK_ACCOUNT_NOT_FOUND.
   */
  bankAccountId: Type.Optional(
    Type.Integer({ minimum: FieldLimits.idMin, maximum: FieldLimits.idMax }),
  ),
});

/** WithdrawalOrdersQuery. */
export const WithdrawalOrdersQuerySchema = OrderPageQuerySchema(WithdrawalLimits);

/** WithdrawalOrderQuery. */
export const WithdrawalOrderQuerySchema = OrderNoObjectSchema(WithdrawalLimits);

/** WithdrawalProofUpload: the proof image of a not-received confirmation (png or jpg, 5 MB). */
export const WithdrawalProofUploadSchema = Type.Object({
  /** Shown to the operator only; never used to judge the file. */
  fileName: Type.String({ maxLength: WithdrawalLimits.proofFileNameInputMaxLength }),
  /** 'image/png' or 'image/jpeg'; must match what the bytes are. */
  contentType: Type.String({ maxLength: WithdrawalLimits.proofContentTypeInputMaxLength }),
  /** The file's bytes, base64 (standard alphabet, padding allowed). */
  dataBase64: Type.String({ maxLength: WithdrawalLimits.proofBase64InputMaxLength }),
});

/** WithdrawalConfirmRequest (JSON; the proof's bytes as base64). */
export const WithdrawalConfirmRequestSchema = Type.Object({
  orderNo: OrderNoSchema(WithdrawalLimits),
  /** true: received (closed); false: not received, with a `proof`. */
  received: Type.Boolean(),
  /** Needed when `received` is false (the service answers PROOF_REQUIRED without it). */
  proof: Type.Optional(WithdrawalProofUploadSchema),
});
