// Contract types of the payment password and the withdrawal calls (SPEC.md §2 withdraw, §4
// withdrawal states, issue 10). Shared with the server. The shapes are derived from their schemas
// (`schemas/withdrawal.ts`, `schemas/member.ts`), where their fields are noted.
//
// Money on the wire is a `MoneyString` ('1234.50', two decimals, no separators); the amount a
// member sends is parsed with `parseMoney` (see wallet.ts). Times are ISO 8601 strings (UTC).

import type { Static } from '@sinclair/typebox';
import type {
  PaymentPasswordSetRequestSchema,
  PaymentPasswordStatusResponseSchema,
} from '../schemas/member';
import type {
  WithdrawalBankAccountSchema,
  WithdrawalConfirmRequestSchema,
  WithdrawalCreateRequestSchema,
  WithdrawalOrderQuerySchema,
  WithdrawalOrderSchema,
  WithdrawalOrdersQuerySchema,
  WithdrawalOrdersResponseSchema,
  WithdrawalOrderWithHistorySchema,
  WithdrawalProofUploadSchema,
} from '../schemas/withdrawal';

/**
 * Where a withdrawal is (`WITHDRAWAL_STATUSES`): `pending` (the amount is held in withdrawal
 * clearing) → `partially_disbursed` / `disbursed` (the operator paid a part / all of it) →
 * `received` (closed: confirmed by the member, by time-out, or forced by the operator) or
 * `not_received` (the member says it did not arrive, with a proof image: the operator looks into
 * it). `rejected`: the operator refused it before paying all of it; what was not paid went back to
 * the main wallet.
 */
export type WithdrawalStatus =
  'pending' | 'partially_disbursed' | 'disbursed' | 'received' | 'not_received' | 'rejected';

/** Who changed a withdrawal's status: `WITHDRAWAL_ACTORS` ('system': the auto-received time-out). */
export type WithdrawalActor = 'member' | 'operator' | 'system';

/** `GET /wps/member/paymentPassword` (token; not for trial accounts). */
export type PaymentPasswordStatusResponse = Static<typeof PaymentPasswordStatusResponseSchema>;

/**
 * `POST /wps/member/paymentPassword` (token; not for trial accounts): sets the payment password,
 * or changes it (`oldPaymentPassword` required once one is set). Answers `{ isSet: true }`.
 */
export type PaymentPasswordSetRequest = Static<typeof PaymentPasswordSetRequestSchema>;

/** Where a withdrawal is paid: the member's bank account as it was when the withdrawal was made. */
export type WithdrawalBankAccount = Static<typeof WithdrawalBankAccountSchema>;

/** One status change of a withdrawal, with its time: the withdrawal's history. */
export type WithdrawalStatusChange = WithdrawalOrderWithHistory['statusHistory'][number];

/**
 * A withdrawal as the member sees it; `statusHistory` only in the answer of `WITHDRAW_order` and
 * `WITHDRAW_confirm` (one withdrawal).
 */
export type WithdrawalOrder = Static<typeof WithdrawalOrderSchema> &
  Partial<Pick<WithdrawalOrderWithHistory, 'statusHistory'>>;

/** A withdrawal with every status change, oldest first (`WITHDRAW_order`, `WITHDRAW_confirm`). */
export type WithdrawalOrderWithHistory = Static<typeof WithdrawalOrderWithHistorySchema>;

/**
 * `POST /wps/relay/WITHDRAW_create` (token; not for trial accounts): holds `amount` of the main
 * wallet in withdrawal clearing at once and answers the pending withdrawal. A retry with the same
 * `idempotencyKey` and the same amount answers the same withdrawal (as it is now; the payment
 * password is checked again); another amount with the key is 409 IDEMPOTENCY_CONFLICT.
 * `bankAccountId` names one of the member's own bank accounts (another's is 404
 * BANK_ACCOUNT_NOT_FOUND): its bank, holder name and number are recorded on the withdrawal.
 */
export type WithdrawalCreateRequest = Static<typeof WithdrawalCreateRequestSchema>;

/** The answer of `WITHDRAW_create`. */
export type WithdrawalCreateResponse = WithdrawalOrder;

/** `GET /wps/relay/WITHDRAW_orders?pageNo&pageSize` (token; not for trial accounts). */
export type WithdrawalOrdersQuery = Static<typeof WithdrawalOrdersQuerySchema>;

/** The member's own withdrawals, newest first, one page. */
export type WithdrawalOrdersResponse = Static<typeof WithdrawalOrdersResponseSchema>;

/**
 * `GET /wps/relay/WITHDRAW_order?orderNo=` (token; not for trial accounts): one of the member's
 * own withdrawals with its `statusHistory`. Another member's, like an unknown one, is 404
 * WITHDRAWAL_NOT_FOUND.
 */
export type WithdrawalOrderQuery = Static<typeof WithdrawalOrderQuerySchema>;

/** The proof image of a not-received confirmation: png or jpg, at most 5 MB, base64. */
export type WithdrawalProofUpload = Static<typeof WithdrawalProofUploadSchema>;

/**
 * `POST /wps/relay/WITHDRAW_confirm` (token; not for trial accounts), JSON: after a disbursal
 * (full or part), `received: true` closes it as received; `received: false` with a `proof`
 * reports it not received (no money moves; the operator looks into it; without a proof it is 400
 * PROOF_REQUIRED). Answers the withdrawal with its `statusHistory`.
 */
export type WithdrawalConfirmRequest = Static<typeof WithdrawalConfirmRequestSchema>;

/** The answer of `WITHDRAW_confirm`. */
export type WithdrawalConfirmResponse = WithdrawalOrder;
