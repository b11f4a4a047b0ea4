// Contract types of the payment password and the withdrawal calls (SPEC.md §2 withdraw, §4
// withdrawal states, issue 10). Shared with the server.
//
// Money on the wire is a `MoneyString` ('1234.50', two decimals, no separators); the amount a
// member sends is parsed with `parseMoney` (see wallet.ts). Times are ISO 8601 strings (UTC).

import type { MoneyString } from './wallet';

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
export interface PaymentPasswordStatusResponse {
  /** Whether the member has a payment password (withdrawals need one). */
  isSet: boolean;
}

/**
 * `POST /wps/member/paymentPassword` (token; not for trial accounts): sets the payment password,
 * or changes it (`oldPaymentPassword` required once one is set). Answers `{ isSet: true }`.
 */
export interface PaymentPasswordSetRequest {
  /** The member's login password (always required). */
  loginPassword: string;
  /** Exactly 6 digits (`PaymentPasswordRules`). */
  newPaymentPassword: string;
  /** The current payment password: required when one is set, ignored otherwise. */
  oldPaymentPassword?: string;
}

/** One status change of a withdrawal, with its time: the withdrawal's history. */
export interface WithdrawalStatusChange {
  status: WithdrawalStatus;
  actor: WithdrawalActor;
  /** The amount a disbursal paid (a part or the rest), a refund gave back; else null. */
  amount: MoneyString | null;
  /** The operator's note (a rejection's reason), 'auto-received' for the time-out, or null. */
  note: string | null;
  /** ISO 8601. */
  at: string;
}

/** A withdrawal as the member sees it. */
export interface WithdrawalOrder {
  /** The order number, e.g. 'W20261125K7Q2M9XA4B'. */
  orderNo: string;
  /** What the member asked for. */
  amount: MoneyString;
  /** Paid out so far (the "received" amount of SPEC.md §4). */
  disbursedAmount: MoneyString;
  /** `amount` − `disbursedAmount`: still to pay, or given back when rejected. */
  remainingAmount: MoneyString;
  status: WithdrawalStatus;
  /** ISO 8601. */
  createdAt: string;
  /** When the last disbursal was made (ISO 8601); null before one. */
  disbursedAt: string | null;
  /**
   * While `partially_disbursed` or `disbursed`: when it counts as received without a confirmation
   * (ISO 8601); null otherwise.
   */
  autoReceivedAt: string | null;
  /** When it was received, rejected, or reported not received (ISO 8601); null while open. */
  closedAt: string | null;
  /** Whether a not-received proof image is stored. */
  hasProof: boolean;
  /** Every status change, oldest first: in the answer of `WITHDRAW_order` (one order) only. */
  statusHistory?: WithdrawalStatusChange[];
}

/**
 * `POST /wps/relay/WITHDRAW_create` (token; not for trial accounts): holds `amount` of the main
 * wallet in withdrawal clearing at once and answers the pending withdrawal. A retry with the same
 * `idempotencyKey` and the same amount answers the same withdrawal (as it is now; the payment
 * password is checked again); another amount with the key is 409 IDEMPOTENCY_CONFLICT.
 */
export interface WithdrawalCreateRequest {
  /** A decimal string > 0 with at most two decimals, within `WithdrawalLimits` and the balance. */
  amount: string;
  /** The member's payment password (6 digits). */
  paymentPassword: string;
  /** 8–64 characters of [A-Za-z0-9_-], chosen by the client once per intended withdrawal. */
  idempotencyKey: string;
}

/** The answer of `WITHDRAW_create`. */
export type WithdrawalCreateResponse = WithdrawalOrder;

/** `GET /wps/relay/WITHDRAW_orders?pageNo&pageSize` (token; not for trial accounts). */
export interface WithdrawalOrdersQuery {
  /** From 1 (default 1). */
  pageNo?: number;
  /** 1 to `WithdrawalLimits.pageSizeMax` (default `WithdrawalLimits.pageSizeDefault`). */
  pageSize?: number;
}

/** The member's own withdrawals, newest first, one page. */
export interface WithdrawalOrdersResponse {
  orders: WithdrawalOrder[];
  pageNo: number;
  pageSize: number;
  /** How many withdrawals the member has in all. */
  total: number;
}

/**
 * `GET /wps/relay/WITHDRAW_order?orderNo=` (token; not for trial accounts): one of the member's
 * own withdrawals with its `statusHistory`. Another member's, like an unknown one, is 404
 * WITHDRAWAL_NOT_FOUND.
 */
export interface WithdrawalOrderQuery {
  orderNo: string;
}

/** The proof image of a not-received confirmation: png or jpg, at most 5 MB, base64. */
export interface WithdrawalProofUpload {
  /** Shown to the operator only; never used to judge the file. */
  fileName: string;
  /** 'image/png' or 'image/jpeg'; must match what the bytes are. */
  contentType: string;
  /** The file's bytes, base64 (standard alphabet, padding allowed). */
  dataBase64: string;
}

/**
 * `POST /wps/relay/WITHDRAW_confirm` (token; not for trial accounts), JSON: after a disbursal
 * (full or part), `received: true` closes it as received; `received: false` with a `proof`
 * reports it not received (no money moves; the operator looks into it). Answers the withdrawal
 * with its `statusHistory`.
 */
export type WithdrawalConfirmRequest =
  | { orderNo: string; received: true }
  | { orderNo: string; received: false; proof: WithdrawalProofUpload };

/** The answer of `WITHDRAW_confirm`. */
export type WithdrawalConfirmResponse = WithdrawalOrder;
