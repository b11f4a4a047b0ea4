// Rules of withdrawals (SPEC.md §4): a member withdraws with the payment password an amount within
// the limits and the main wallet's balance, which moves to withdrawal clearing at once (the order
// and its hold commit together); the operator pays it out (disburses) in full or in parts, or
// rejects it (what was not paid goes back to the main wallet); after a disbursal the member
// confirms it received (closed; an unpaid rest goes back) or not received (with a proof image:
// flagged for the operator, no money moves); without a confirmation within the brand's minutes it
// counts as received (a sweep, the wallet module's job, and when the member reads it); the operator may
// force a receipt (closed; an unpaid rest is NOT refunded). Every change locks the order, moves its
// money through the ledger in the same transaction and writes a status row with its time.
import { createHash } from 'node:crypto';
import type {
  WithdrawalActor,
  WithdrawalBankAccount,
  WithdrawalOrder,
  WithdrawalOrdersResponse,
  WithdrawalProofUpload,
  WithdrawalStatus,
} from '@lotusplay/api-client/contracts';
import {
  ErrorCodes,
  maskBankAccountNumber,
  MemberAccountErrorCodes,
  MemberAccountMessages,
  toMoneyString,
  WalletErrorCodes,
  WalletLimits,
  WalletMessages,
  WITHDRAWAL_CLOSED_STATUSES,
  WITHDRAWAL_STATUSES,
  WithdrawalErrorCodes,
  WithdrawalLimits,
  WithdrawalMessages,
  withdrawalRangeMessage,
} from '@lotusplay/api-client/contracts';
import { DomainEvent } from '../../lib/domain-event';
import { AppError } from '../../lib/envelope';
import { checkImageUpload } from '../../lib/image-upload';
import type { Log } from '../../lib/request-context';
import type { MemberAccountService } from '../member/member-account.service';
import type { MemberService } from '../member/member.service';
import { newOrderNo } from './order-number';
import type { WalletService } from './wallet.service';
import type {
  NewWithdrawalProof,
  WithdrawalChangeOutcome,
  WithdrawalOrderRow,
  WithdrawalRepository,
} from './withdrawal.repository';

/** A withdrawal as the operator sees it: the member's view plus who it is for. */
export interface OperatorWithdrawalOrder extends WithdrawalOrder {
  memberId: number;
}

/** How many due withdrawals one sweep marks received at most (the next sweep takes the rest). */
export const WITHDRAWAL_SWEEP_BATCH = 50;
/** The default time between two sweeps (the wallet module's job, one run across processes). */
export const WITHDRAWAL_SWEEP_INTERVAL_MS = 30_000;
/** How often a change decided on a state that moved meanwhile is decided again. */
const MAX_DECISIONS = 5;

const orderNotFound = () =>
  new AppError(404, WithdrawalErrorCodes.OrderNotFound, WithdrawalMessages.orderNotFound);
const wrongState = () =>
  new AppError(409, WithdrawalErrorCodes.WrongState, WithdrawalMessages.wrongState);
const notDisbursed = () =>
  new AppError(409, WithdrawalErrorCodes.NotDisbursed, WithdrawalMessages.notDisbursed);
const proofInvalid = () =>
  new AppError(400, WithdrawalErrorCodes.ProofInvalid, WithdrawalMessages.proofInvalid);

/**
 * The name of one movement of a withdrawal in the ledger (a server key: the wallet stores it
 * behind its SERVER_KEY_PREFIX, apart from every member's key): each happens once at most.
 */
export const withdrawalLedgerKey = (orderNo: string, movement: string) =>
  `withdrawal-${orderNo}-${movement}`;

/** The ledger reference of a withdrawal's movement after its hold. */
const movementReference = (orderNo: string, movement: 'payout' | 'return' | 'keep') =>
  `withdrawal ${orderNo} ${movement}`;

/** An operator's key (of a disbursal): a caller's key, as members' keys. */
const OPERATOR_KEY = new RegExp(WalletLimits.idempotencyKeyPattern);

/**
 * SHA-256 of the canonical create request (the password is not part of it). The bank account is
 * part of it when one is named (a request without one hashes as before accounts existed).
 */
function requestHash(amount: number, bankAccountId?: number): string {
  const canonical =
    bankAccountId === undefined
      ? ['withdrawal-create', amount]
      : ['withdrawal-create', amount, bankAccountId];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** What one decision on a withdrawal does, from its current row. */
interface Decision {
  status: WithdrawalStatus;
  /** A movement of money with it: which and how much (minor units), or none. */
  movement: {
    kind: 'payout' | 'return' | 'keep';
    amount: number;
    key: string;
    /** The caller's request the key stands for, when the key is a caller's (a disbursal's). */
    request?: unknown;
  } | null;
  disbursedAmount: number;
  note: string | null;
  proof?: NewWithdrawalProof;
}

/** Withdrawals: creation, reading, confirmation, disbursal, rejection, receipts. */
export class WithdrawalService {
  /** Money of a withdrawal was paid out (in full or in part; told after the commit, per payout). */
  readonly paid: DomainEvent<{ memberId: number; orderNo: string; amount: number; full: boolean }>;

  constructor(
    private readonly repository: WithdrawalRepository,
    private readonly wallet: WalletService,
    private readonly members: MemberService,
    private readonly accounts: Pick<MemberAccountService, 'withdrawalBankAccount'>,
    private readonly clock: () => Date,
    private readonly log: Log,
  ) {
    this.paid = new DomainEvent('withdrawal paid', log);
  }

  /**
   * `POST /wps/relay/WITHDRAW_create`: checks the payment password, then holds `amount` minor
   * units of the main wallet in withdrawal clearing and makes the pending withdrawal, in one
   * transaction. The same key with the same amount answers the same withdrawal (as it is now),
   * with another amount 409; a concurrent twin is answered from the winner's row.
   */
  async create(
    memberId: number,
    request: {
      amount: number;
      paymentPassword: string;
      idempotencyKey: string;
      bankAccountId?: number;
    },
  ): Promise<WithdrawalOrder> {
    const { amount, paymentPassword, idempotencyKey, bankAccountId } = request;
    if (!Number.isSafeInteger(amount) || amount <= 0) {
      throw new AppError(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountInvalid);
    }
    if (amount < WithdrawalLimits.minAmountMinor || amount > WithdrawalLimits.maxAmountMinor) {
      throw new AppError(400, WithdrawalErrorCodes.AmountOutOfRange, withdrawalRangeMessage());
    }
    // A real member only (403 trial), with the right payment password (400, then 429 locked).
    await this.members.checkPaymentPassword(memberId, paymentPassword);
    const hash = requestHash(amount, bankAccountId);
    const earlier = await this.repository.findByKey(memberId, idempotencyKey);
    if (earlier) return this.replay(earlier, hash);
    // Only one of the member's own accounts: another member's id is refused like an unknown one.
    const account =
      bankAccountId === undefined
        ? null
        : await this.accounts.withdrawalBankAccount(memberId, bankAccountId);
    if (bankAccountId !== undefined && !account) {
      throw new AppError(
        404,
        MemberAccountErrorCodes.BankAccountNotFound,
        MemberAccountMessages.bankAccountNotFound,
      );
    }

    const now = this.clock();
    const orderNo = newOrderNo('W', now);
    const hold = await this.wallet.prepareWithdrawalMovement(memberId, 'hold', amount, {
      idempotencyKey: withdrawalLedgerKey(orderNo, 'hold'),
      reference: `withdrawal ${orderNo}`,
    });
    const inserted = await this.repository.insertOrder(
      {
        orderNo,
        memberId,
        amount,
        idempotencyKey,
        requestHash: hash,
        createdAt: now,
        ...(account && {
          bankAccountId: account.id,
          bankCode: account.bankCode,
          bankName: account.bankName,
          accountName: account.accountName,
          accountNumber: account.accountNumber,
        }),
      },
      hold,
    );
    this.wallet.balancesChanged(memberId);
    if (!inserted) {
      const winner = await this.repository.findByKey(memberId, idempotencyKey);
      if (!winner) throw new Error('withdrawal: key taken but no withdrawal found');
      return this.replay(winner, hash);
    }
    return this.view((await this.repository.findByOrderNo(orderNo))!, await this.minutes());
  }

  /**
   * What was paid out (disbursed, in full or in part) to each of `memberIds` in [since, until),
   * minor units; members with none are left out. One grouped query.
   */
  paidOutTotals(
    memberIds: readonly number[],
    since: Date,
    until: Date,
  ): Promise<Map<number, number>> {
    return this.repository.paidOutTotals(memberIds, since, until);
  }

  /**
   * `GET /wps/relay/WITHDRAW_orders`: one page of the member's own withdrawals, newest first. Due
   * ones count as received first, so the member sees them so without waiting for the sweep.
   */
  async orders(
    memberId: number,
    pageNo: number,
    pageSize: number,
  ): Promise<WithdrawalOrdersResponse> {
    await this.receiveDue(memberId);
    const [{ rows, total }, minutes] = await Promise.all([
      this.repository.memberOrders(memberId, (pageNo - 1) * pageSize, pageSize),
      this.minutes(),
    ]);
    return { orders: rows.map((row) => this.view(row, minutes)), pageNo, pageSize, total };
  }

  /** `GET /wps/relay/WITHDRAW_order`: one own withdrawal with its history; another's is 404 too. */
  async order(memberId: number, orderNo: string): Promise<WithdrawalOrder> {
    const row = await this.ownOrder(memberId, orderNo);
    if (row.status === 'partially_disbursed' || row.status === 'disbursed') {
      await this.receiveDue(memberId);
    }
    return this.withHistory((await this.repository.findByOrderNo(orderNo))!);
  }

  /**
   * `POST /wps/relay/WITHDRAW_confirm`: after a disbursal (in full or in part) the member says
   * received — closed; what was not paid out goes back to the main wallet — or not received, with
   * a proof image (png or jpg by its bytes, at most 5 MB): flagged for the operator, no money
   * moves. Before any disbursal 409 WITHDRAWAL_NOT_DISBURSED; once closed or reported 409
   * WITHDRAWAL_WRONG_STATE.
   */
  async confirm(
    memberId: number,
    orderNo: string,
    received: boolean,
    upload?: WithdrawalProofUpload,
  ): Promise<WithdrawalOrder> {
    // Checked before anything is read: a bad file is refused whatever the withdrawal's state.
    const proof = received ? undefined : this.checkProof(upload);
    await this.ownOrder(memberId, orderNo);
    await this.decide(orderNo, 'member', false, (row) => {
      if (row.status === 'pending') throw notDisbursed();
      if (received) {
        if (!['partially_disbursed', 'disbursed', 'not_received'].includes(row.status)) {
          throw wrongState();
        }
        return this.receipt(row, null);
      }
      if (row.status !== 'partially_disbursed' && row.status !== 'disbursed') throw wrongState();
      return {
        status: 'not_received',
        movement: null,
        disbursedAmount: row.disbursedAmount,
        note: null,
        proof,
      };
    });
    return this.withHistory((await this.repository.findByOrderNo(orderNo))!);
  }

  /**
   * Pays out `amount` minor units (null: all that remains) of a pending, partly paid or
   * not-received withdrawal: clearing → house through the ledger; `partially_disbursed` until the
   * whole amount went, then `disbursed`. 400 AMOUNT_OUT_OF_RANGE above what remains.
   * Idempotent by the operator's key (`WalletLimits.idempotencyKeyPattern`), which is the
   * withdrawal's: its ledger key is `withdrawal-<orderNo>-pay-<key>`, hashed with the request
   * (the amount asked, or null). The same key and amount again pay nothing and answer the
   * withdrawal as it is now; another amount with it is 409 IDEMPOTENCY_CONFLICT; twins sent at
   * once pay once (the loser finds the withdrawal moved on, then the key taken). A refused
   * disbursal stores nothing: its key may be used again.
   */
  disburse(
    orderNo: string,
    amount: number | null,
    idempotencyKey: string,
  ): Promise<OperatorWithdrawalOrder> {
    if (amount !== null && (!Number.isSafeInteger(amount) || amount <= 0)) {
      throw new AppError(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountInvalid);
    }
    if (typeof idempotencyKey !== 'string' || !OPERATOR_KEY.test(idempotencyKey)) {
      throw new AppError(400, ErrorCodes.Validation, 'idempotencyKey: 8–64 of A-Z a-z 0-9 _ -');
    }
    const key = (row: WithdrawalOrderRow) =>
      withdrawalLedgerKey(row.orderNo, `pay-${idempotencyKey}`);
    const posted = (row: WithdrawalOrderRow) =>
      this.wallet.withdrawalMovementPosted(row.memberId, 'payout', {
        idempotencyKey: key(row),
        reference: movementReference(row.orderNo, 'payout'),
        request: amount,
      });
    return this.operatorDecision(
      orderNo,
      (row) => {
        if (!['pending', 'partially_disbursed', 'not_received'].includes(row.status)) {
          throw wrongState();
        }
        const remaining = row.amount - row.disbursedAmount;
        if (remaining <= 0) throw wrongState();
        const part = amount ?? remaining;
        if (part > remaining) {
          throw new AppError(
            400,
            WithdrawalErrorCodes.AmountOutOfRange,
            WithdrawalMessages.disburseTooLarge.replace('{max}', toMoneyString(remaining)),
          );
        }
        const disbursedAmount = row.disbursedAmount + part;
        return {
          status: disbursedAmount === row.amount ? 'disbursed' : 'partially_disbursed',
          movement: { kind: 'payout', amount: part, key: key(row), request: amount },
          disbursedAmount,
          note: null,
        };
      },
      posted,
    );
  }

  /**
   * Rejects a withdrawal that is not paid out in full (pending, partly paid, or reported not
   * received with a rest): what was not paid goes back to the main wallet through the ledger.
   */
  reject(orderNo: string, note: string | null): Promise<OperatorWithdrawalOrder> {
    return this.operatorDecision(orderNo, (row) => {
      const remaining = row.amount - row.disbursedAmount;
      if (!['pending', 'partially_disbursed', 'not_received'].includes(row.status)) {
        throw wrongState();
      }
      if (remaining <= 0) throw wrongState();
      return {
        status: 'rejected',
        movement: {
          kind: 'return',
          amount: remaining,
          key: withdrawalLedgerKey(row.orderNo, 'return'),
        },
        disbursedAmount: row.disbursedAmount,
        note,
      };
    });
  }

  /**
   * A forced receipt (operator): a disbursed, partly disbursed or not-received withdrawal is
   * closed as received; a rest not paid out is NOT refunded (clearing → house).
   */
  forceReceived(orderNo: string, note: string | null): Promise<OperatorWithdrawalOrder> {
    return this.operatorDecision(orderNo, (row) => {
      if (!['partially_disbursed', 'disbursed', 'not_received'].includes(row.status)) {
        throw row.status === 'pending' ? notDisbursed() : wrongState();
      }
      return this.receipt(row, note ?? 'forced receipt: not refunded', 'keep');
    });
  }

  /**
   * The latest withdrawals of every member, newest first (operator): of one status, 'open' (not
   * received or rejected: what the operator has to act on), or all (null).
   */
  async latestOrders(
    status: WithdrawalStatus | 'open' | null,
    limit: number,
  ): Promise<OperatorWithdrawalOrder[]> {
    const statuses =
      status === 'open'
        ? WITHDRAWAL_STATUSES.filter((s) => !WITHDRAWAL_CLOSED_STATUSES.includes(s))
        : status === null
          ? null
          : [status];
    const [rows, minutes] = await Promise.all([
      this.repository.latestOrders(statuses, limit),
      this.minutes(),
    ]);
    return rows.map((row) => this.operatorView(row, minutes));
  }

  /** The proof image of a withdrawal (operator); 404 when there is none. */
  async proof(orderNo: string): Promise<{ contentType: string; fileName: string; data: Buffer }> {
    const row = await this.repository.findByOrderNo(orderNo);
    if (!row) throw orderNotFound();
    const proof = await this.repository.proof(row.id);
    if (!proof) throw new AppError(404, ErrorCodes.NotFound, 'This withdrawal has no proof image');
    return { contentType: proof.contentType, fileName: proof.fileName, data: proof.data };
  }

  /** Minutes after a disbursal until a withdrawal counts as received. */
  autoReceivedMinutes(): Promise<number> {
    return this.repository.autoReceivedMinutes();
  }

  /** Sets the auto-received minutes (operator): 1 to `WithdrawalLimits.autoReceivedMinutesMax`. */
  async setAutoReceivedMinutes(minutes: number): Promise<number> {
    if (
      !Number.isInteger(minutes) ||
      minutes < 1 ||
      minutes > WithdrawalLimits.autoReceivedMinutesMax
    ) {
      throw new RangeError(
        `the auto-received time is 1 to ${WithdrawalLimits.autoReceivedMinutesMax} minutes`,
      );
    }
    await this.repository.setAutoReceivedMinutes(minutes);
    return this.repository.autoReceivedMinutes();
  }

  /**
   * Marks received (actor 'system') the disbursed withdrawals (of one member, or of all) whose
   * last disbursal is the brand's minutes old without a confirmation; a rest not paid out goes
   * back to the main wallet, as when the member confirms. Answers how many. Withdrawals another
   * process is changing are skipped (SKIP LOCKED).
   */
  async receiveDue(memberId?: number): Promise<number> {
    const minutes = await this.minutes();
    const dueBefore = new Date(this.clock().getTime() - minutes * 60_000);
    const due = await this.repository.dueOrders(dueBefore, WITHDRAWAL_SWEEP_BATCH, memberId);
    let received = 0;
    for (const orderNo of due) {
      try {
        const changed = await this.decide(orderNo, 'system', true, (row) => {
          if (row.status !== 'partially_disbursed' && row.status !== 'disbursed') return null;
          if (!row.disbursedAt || row.disbursedAt > dueBefore) return null;
          return this.receipt(row, 'auto-received: no confirmation in time');
        });
        if (changed) received++;
      } catch (error) {
        this.log.warn({ err: error, orderNo }, 'a due withdrawal could not be marked received');
      }
    }
    return received;
  }

  /**
   * A receipt: closed as received; a rest not paid out goes back to the main wallet ('return':
   * member, time-out) or is kept by the house ('keep': a forced receipt).
   */
  private receipt(
    row: WithdrawalOrderRow,
    note: string | null,
    rest: 'return' | 'keep' = 'return',
  ): Decision {
    const remaining = row.amount - row.disbursedAmount;
    return {
      status: 'received',
      movement:
        remaining > 0
          ? { kind: rest, amount: remaining, key: withdrawalLedgerKey(row.orderNo, rest) }
          : null,
      disbursedAmount: row.disbursedAmount,
      note,
    };
  }

  private async operatorDecision(
    orderNo: string,
    rule: (row: WithdrawalOrderRow) => Decision,
    done?: (row: WithdrawalOrderRow) => Promise<boolean>,
  ): Promise<OperatorWithdrawalOrder> {
    await this.decide(orderNo, 'operator', false, rule, done);
    const row = (await this.repository.findByOrderNo(orderNo))!;
    return this.operatorView(row, await this.minutes());
  }

  /** The operator's view: who it is for, and the bank account with its whole number (to pay it). */
  private operatorView(row: WithdrawalOrderRow, minutes: number): OperatorWithdrawalOrder {
    return {
      ...this.view(row, minutes),
      memberId: row.memberId,
      bankAccount: bankAccountOf(row, (number) => number),
    };
  }

  /**
   * Decides a change from the withdrawal as it is (`rule`; null: nothing to do) and carries it out
   * in one transaction with its money, while the withdrawal is still as it was read; when it
   * moved on meanwhile (another change won), reads and decides again. True when it changed it.
   * `done`, asked first in every round: the change was made already (a retry of a keyed change;
   * its twin that won makes the withdrawal move on, so the loser asks again and finds it).
   */
  private async decide(
    orderNo: string,
    actor: WithdrawalActor,
    skipLocked: boolean,
    rule: (row: WithdrawalOrderRow) => Decision | null,
    done?: (row: WithdrawalOrderRow) => Promise<boolean>,
  ): Promise<boolean> {
    for (let round = 1; ; round++) {
      const row = await this.repository.findByOrderNo(orderNo);
      if (!row) throw orderNotFound();
      if (done && (await done(row))) return false;
      const decision = rule(row);
      if (!decision) return false;
      const { movement } = decision;
      const move = movement
        ? await this.wallet.prepareWithdrawalMovement(
            row.memberId,
            movement.kind,
            movement.amount,
            {
              idempotencyKey: movement.key,
              reference: movementReference(row.orderNo, movement.kind),
              request: movement.request,
            },
          )
        : null;
      const at = this.clock();
      const outcome: WithdrawalChangeOutcome = await this.repository.changeOrder(
        orderNo,
        { status: row.status, disbursedAmount: row.disbursedAmount },
        skipLocked,
        async (tx) => {
          const ledgerTransactionId = move ? (await move(tx)).transactionId : null;
          const closes = ['received', 'rejected', 'not_received'].includes(decision.status);
          return {
            set: {
              status: decision.status,
              disbursedAmount: decision.disbursedAmount,
              ...(movement?.kind === 'payout' ? { disbursedAt: at } : {}),
              ...(closes ? { closedAt: at } : {}),
            },
            change: {
              status: decision.status,
              actor,
              amount: movement?.amount ?? null,
              ledgerTransactionId,
              note: decision.note,
              at,
            },
            proof: decision.proof,
          };
        },
      );
      if (move) this.wallet.balancesChanged(row.memberId);
      if (outcome === 'changed' && movement?.kind === 'payout') {
        this.paid.emit({
          memberId: row.memberId,
          orderNo,
          amount: movement.amount,
          full: decision.status === 'disbursed',
        });
      }
      if (outcome === 'changed') return true;
      if (outcome === 'not_found') throw orderNotFound();
      if (outcome === 'locked') return false;
      if (round >= MAX_DECISIONS) throw wrongState();
    }
  }

  /** The proof of a not-received report, judged by its bytes: png or jpg, at most 5 MB. */
  private checkProof(upload: WithdrawalProofUpload | undefined): NewWithdrawalProof {
    if (!upload) {
      throw new AppError(400, WithdrawalErrorCodes.ProofRequired, WithdrawalMessages.proofRequired);
    }
    const checked = checkImageUpload(upload, {
      maxBytes: WithdrawalLimits.proofMaxBytes,
      fileNameMaxLength: WithdrawalLimits.proofFileNameMaxLength,
    });
    if ('image' in checked) return checked.image;
    if (checked.problem === 'tooLarge') {
      throw new AppError(400, WithdrawalErrorCodes.ProofTooLarge, WithdrawalMessages.proofTooLarge);
    }
    throw proofInvalid();
  }

  private async ownOrder(memberId: number, orderNo: string): Promise<WithdrawalOrderRow> {
    const row = await this.repository.findByOrderNo(orderNo);
    if (!row || row.memberId !== memberId) throw orderNotFound();
    return row;
  }

  private async replay(earlier: WithdrawalOrderRow, hash: string): Promise<WithdrawalOrder> {
    if (earlier.requestHash !== hash) {
      throw new AppError(
        409,
        WalletErrorCodes.IdempotencyConflict,
        WalletMessages.idempotencyConflict,
      );
    }
    return this.view(earlier, await this.minutes());
  }

  private minutes(): Promise<number> {
    return this.repository.autoReceivedMinutes();
  }

  private async withHistory(row: WithdrawalOrderRow): Promise<WithdrawalOrder> {
    const [events, minutes] = await Promise.all([this.repository.events(row.id), this.minutes()]);
    return {
      ...this.view(row, minutes),
      statusHistory: events.map((event) => ({
        status: event.status,
        actor: event.actor,
        amount: event.amount === null ? null : toMoneyString(event.amount),
        note: event.note,
        at: event.at.toISOString(),
      })),
    };
  }

  private view(row: WithdrawalOrderRow, minutes: number): WithdrawalOrder {
    const awaiting = row.status === 'partially_disbursed' || row.status === 'disbursed';
    return {
      orderNo: row.orderNo,
      amount: toMoneyString(row.amount),
      disbursedAmount: toMoneyString(row.disbursedAmount),
      remainingAmount: toMoneyString(row.amount - row.disbursedAmount),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      disbursedAt: row.disbursedAt?.toISOString() ?? null,
      autoReceivedAt:
        awaiting && row.disbursedAt
          ? new Date(row.disbursedAt.getTime() + minutes * 60_000).toISOString()
          : null,
      closedAt: row.closedAt?.toISOString() ?? null,
      hasProof: Boolean(row.hasProof),
      bankAccount: bankAccountOf(row, maskBankAccountNumber),
    };
  }
}

/** The bank account recorded on a withdrawal, its number as `show` writes it; null without one. */
function bankAccountOf(
  row: WithdrawalOrderRow,
  show: (number: string) => string,
): WithdrawalBankAccount | null {
  if (row.bankCode === null || row.accountName === null || row.accountNumber === null) return null;
  return {
    bankCode: row.bankCode,
    bankName: row.bankName ?? row.bankCode,
    accountName: row.accountName,
    accountNumber: show(row.accountNumber),
  };
}
