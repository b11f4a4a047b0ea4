// Rules of deposits: the enabled channels with their limits, a member's orders (created pending,
// idempotent per key), and the one way an order completes — `completeDeposit`, which locks the
// order, credits the main wallet through the ledger and marks the order completed in ONE database
// transaction — or is rejected. In demo mode (a delay set by the operator) a sweep (the wallet module's
// pg-boss job) completes due orders of auto-completing providers; any number of processes may sweep
// at once (SKIP LOCKED, then the order's status and the ledger's key make the credit happen once).
import { createHash } from 'node:crypto';
import type {
  DepositActor,
  DepositChannelsResponse,
  DepositOrder,
  DepositOrdersResponse,
  DepositOrderStatus,
  LanguageCode,
  OpsNamed,
} from '@lotusplay/api-client/contracts';
import {
  DepositErrorCodes,
  DepositLimits,
  DepositMessages,
  depositRangeMessage,
  localizedText,
  toMoneyString,
  WalletErrorCodes,
  WalletMessages,
} from '@lotusplay/api-client/contracts';
import { DomainEvent } from '../../lib/domain-event';
import { AppError } from '../../lib/envelope';
import { stripHtml } from '../../lib/html';
import type { Log } from '../../lib/request-context';
import type { DepositChangeResult, DepositOrderRow, DepositRepository } from './deposit.repository';
import type { PaymentProvider } from './deposit.provider';
import { newOrderNo } from './order-number';
import type { WalletService } from './wallet.service';

/** An order as the operator sees it: the member's order plus who it is for. */
export interface OperatorDepositOrder extends DepositOrder {
  memberId: number;
  providerReference: string | null;
  ledgerTransactionId: number | null;
}

/** How many due orders one sweep completes at most (the next sweep takes the rest). */
export const DEPOSIT_SWEEP_BATCH = 50;
/** The default time between two sweeps (the wallet module's job, one run across processes). */
export const DEPOSIT_SWEEP_INTERVAL_MS = 5_000;

const orderNotFound = () =>
  new AppError(404, DepositErrorCodes.OrderNotFound, DepositMessages.orderNotFound);
const orderNotPending = () =>
  new AppError(409, DepositErrorCodes.OrderNotPending, DepositMessages.orderNotPending);

/** The ledger key of an order's credit: one per order, so the ledger credits it once at most. */
export const depositLedgerKey = (orderNo: string) => `deposit-${orderNo}`;

/** SHA-256 of the canonical create request. */
function requestHash(channelCode: string, amount: number): string {
  return createHash('sha256')
    .update(JSON.stringify(['deposit-create', channelCode, amount]))
    .digest('hex');
}

/** Channels, orders, completion and rejection of deposits. */
export class DepositService {
  private readonly providers: Map<string, PaymentProvider>;
  /** A deposit was credited to the member's main wallet (told after the commit, once per order). */
  readonly credited: DomainEvent<{ memberId: number; orderNo: string; amount: number }>;

  constructor(
    private readonly repository: DepositRepository,
    private readonly wallet: WalletService,
    providers: readonly PaymentProvider[],
    private readonly clock: () => Date,
    private readonly log: Log,
  ) {
    this.providers = new Map(providers.map((provider) => [provider.code, provider]));
    this.credited = new DomainEvent('deposit credited', log);
  }

  /**
   * Every channel's name in `lang` (the brand's default language when not given): as the operator
   * wrote it in that language, else in the default language, else as it was first given. The
   * answers are built with the names as first given; the routes name them in the request's
   * language with these.
   */
  async channelNames(lang?: LanguageCode): Promise<ReadonlyMap<string, string>> {
    const [rows, defaultLanguage] = await Promise.all([
      this.repository.channels(),
      this.wallet.defaultLanguage(),
    ]);
    const language = lang ?? defaultLanguage;
    return new Map(
      rows.map((row) => [
        row.code,
        localizedText(row.names, language, defaultLanguage) || row.name,
      ]),
    );
  }

  /**
   * Names a channel in one language (operator): the name is stripped of tags; '' leaves that
   * language empty, so the brand's default language's shows. 404 for an unknown code.
   */
  async setChannelName(code: string, lang: LanguageCode, name: string): Promise<OpsNamed> {
    const row = await this.repository.setChannelName(code, lang, stripHtml(name).trim());
    if (!row) {
      throw new AppError(404, DepositErrorCodes.ChannelNotFound, DepositMessages.channelNotFound);
    }
    return row;
  }

  /** `order` with its channel named in `lang` (see channelNames). */
  async named<T extends DepositOrder>(order: T, lang?: LanguageCode): Promise<T> {
    const names = await this.channelNames(lang);
    return { ...order, channelName: names.get(order.channelCode) ?? order.channelName };
  }

  /** `GET /wps/relay/DEPOSIT_channels`: the enabled channels of a known provider, in order. */
  async channels(): Promise<DepositChannelsResponse> {
    const rows = await this.repository.channels();
    return {
      channels: rows
        .filter((row) => row.enabled && this.providers.has(row.provider))
        .map((row) => ({
          code: row.code,
          name: row.name,
          minAmount: toMoneyString(row.minAmount),
          maxAmount: toMoneyString(row.maxAmount),
        })),
    };
  }

  /**
   * `POST /wps/relay/DEPOSIT_create`: a pending order of `amount` minor units on an enabled
   * channel, within its limits. The same key with the same request answers the same order (as it
   * is now), with another request 409; a concurrent twin is answered from the winner's row.
   */
  async create(
    memberId: number,
    request: { channelCode: string; amount: number; idempotencyKey: string },
  ): Promise<DepositOrder> {
    const { channelCode, amount, idempotencyKey } = request;
    if (!Number.isSafeInteger(amount) || amount <= 0) {
      throw new AppError(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountInvalid);
    }
    const hash = requestHash(channelCode, amount);
    const earlier = await this.repository.findByKey(memberId, idempotencyKey);
    if (earlier) return this.replay(earlier, hash);

    const channel = await this.repository.channel(channelCode);
    const provider = channel?.enabled ? this.providers.get(channel.provider) : undefined;
    if (!channel || !provider) {
      throw new AppError(404, DepositErrorCodes.ChannelNotFound, DepositMessages.channelNotFound);
    }
    if (amount < channel.minAmount || amount > channel.maxAmount) {
      throw new AppError(
        400,
        DepositErrorCodes.AmountOutOfRange,
        depositRangeMessage(channel.minAmount, channel.maxAmount),
      );
    }
    // A real member only (trial accounts: 403), with a main wallet for the credit to land in.
    await this.wallet.ensureAccounts(memberId);

    const orderNo = newOrderNo('D', this.clock());
    const inserted = await this.repository.insertOrder({
      orderNo,
      memberId,
      channelCode,
      provider: provider.code,
      amount,
      idempotencyKey,
      requestHash: hash,
      createdAt: this.clock(),
    });
    if (!inserted) {
      const winner = await this.repository.findByKey(memberId, idempotencyKey);
      if (!winner) throw new Error('deposit order: key taken but no order found');
      return this.replay(winner, hash);
    }
    try {
      const { reference } = await provider.createPayment({
        orderNo,
        memberId,
        channelCode,
        amount,
      });
      await this.repository.setProviderReference(inserted.id, reference);
    } catch (error) {
      this.log.error({ err: error, orderNo }, 'payment provider refused a deposit order');
      await this.repository.rejectOrder(orderNo, {
        actor: 'provider',
        note: 'the payment provider did not take the order',
        at: this.clock(),
      });
      throw new AppError(502, DepositErrorCodes.ProviderFailed, DepositMessages.providerFailed);
    }
    return this.view((await this.repository.findByOrderNo(orderNo))!);
  }

  /**
   * What completed deposit orders credited to each of `memberIds` in [since, until) (by their
   * completion time), minor units; members with none are left out. One grouped query.
   */
  creditedTotals(
    memberIds: readonly number[],
    since: Date,
    until: Date,
  ): Promise<Map<number, number>> {
    return this.repository.creditedTotals(memberIds, since, until);
  }

  /**
   * `GET /wps/relay/DEPOSIT_orders`: one page of the member's own orders, newest first. Due demo
   * orders complete first, so the member sees them completed without waiting for the sweep.
   */
  async orders(memberId: number, pageNo: number, pageSize: number): Promise<DepositOrdersResponse> {
    await this.completeDue(memberId);
    const { rows, total } = await this.repository.memberOrders(
      memberId,
      (pageNo - 1) * pageSize,
      pageSize,
    );
    return { orders: rows.map((row) => this.view(row)), pageNo, pageSize, total };
  }

  /** `GET /wps/relay/DEPOSIT_order`: one own order with its history; another's is 404 too. */
  async order(memberId: number, orderNo: string): Promise<DepositOrder> {
    let row = await this.repository.findByOrderNo(orderNo);
    if (!row || row.memberId !== memberId) throw orderNotFound();
    if (row.status === 'pending' && (await this.completeDue(memberId)) > 0) {
      row = (await this.repository.findByOrderNo(orderNo))!;
    }
    return { ...this.view(row), statusHistory: await this.history(row.id) };
  }

  /**
   * Completes a pending order: in ONE database transaction the order row is locked (FOR UPDATE),
   * found pending, the amount credited to the member's main wallet through the ledger (key
   * `deposit-<orderNo>`, unique per member: a credit cannot happen twice even across processes),
   * the order marked completed with its ledger transaction, and the status row written. 404 for
   * an unknown order, 409 ORDER_NOT_PENDING when it is completed or rejected already.
   */
  async completeDeposit(
    orderNo: string,
    actor: DepositActor,
    note: string | null = null,
  ): Promise<OperatorDepositOrder> {
    const result = await this.complete(orderNo, actor, note, false);
    return this.operatorView(this.changed(result));
  }

  /** Rejects a pending order: no money moves; the status row says who and why. */
  async rejectDeposit(
    orderNo: string,
    actor: DepositActor,
    note: string | null = null,
  ): Promise<OperatorDepositOrder> {
    const result = await this.repository.rejectOrder(orderNo, { actor, note, at: this.clock() });
    return this.operatorView(this.changed(result));
  }

  /** The latest orders of every member (of one status, or all), newest first (operator). */
  async latestOrders(
    status: DepositOrderStatus | null,
    limit: number,
  ): Promise<OperatorDepositOrder[]> {
    const rows = await this.repository.latestOrders(status, limit);
    return rows.map((row) => this.operatorView(row));
  }

  /** Seconds after which a demo order completes by itself; null when demo mode is off. */
  demoDelaySeconds(): Promise<number | null> {
    return this.repository.demoDelaySeconds();
  }

  /** Sets the demo delay (operator); null or 0 switches demo mode off. */
  async setDemoDelaySeconds(seconds: number | null): Promise<number | null> {
    if (seconds !== null && (!Number.isInteger(seconds) || seconds < 0)) {
      throw new RangeError(`not a delay in seconds: ${seconds}`);
    }
    if (seconds !== null && seconds > DepositLimits.demoDelayMaxSeconds) {
      throw new RangeError(`the delay is at most ${DepositLimits.demoDelayMaxSeconds} seconds`);
    }
    await this.repository.setDemoDelaySeconds(seconds || null);
    return this.repository.demoDelaySeconds();
  }

  /**
   * Completes the due orders of auto-completing providers (of one member, or of all) as the
   * provider; answers how many it completed. Orders another process is completing are skipped.
   */
  async completeDue(memberId?: number): Promise<number> {
    const delay = await this.repository.demoDelaySeconds();
    if (!delay) return 0;
    const dueBefore = new Date(this.clock().getTime() - delay * 1000);
    let completed = 0;
    for (const provider of this.providers.values()) {
      if (!provider.autoCompletes) continue;
      const due = await this.repository.dueOrders(
        provider.code,
        dueBefore,
        DEPOSIT_SWEEP_BATCH,
        memberId,
      );
      for (const orderNo of due) {
        try {
          const result = await this.complete(orderNo, 'provider', null, true);
          if (result.outcome === 'changed') completed++;
        } catch (error) {
          // One order that cannot be credited (a wallet at its limit) must not stop the others.
          this.log.warn({ err: error, orderNo }, 'a due demo deposit could not be completed');
        }
      }
    }
    return completed;
  }

  private async complete(
    orderNo: string,
    actor: DepositActor,
    note: string | null,
    skipLocked: boolean,
  ): Promise<DepositChangeResult> {
    const order = await this.repository.findByOrderNo(orderNo);
    if (!order) return { outcome: 'not_found' };
    if (order.status !== 'pending') return { outcome: 'not_pending', order };
    // Read outside the transaction (accounts, settings); posted inside it, with the order locked.
    const credit = await this.wallet.prepareDeposit(order.memberId, order.amount, {
      idempotencyKey: depositLedgerKey(orderNo),
      reference: `deposit ${orderNo} (${order.channelName})`,
    });
    try {
      const result = await this.repository.completeOrder(
        orderNo,
        { actor, note, at: this.clock() },
        credit,
        skipLocked,
      );
      if (result.outcome === 'changed') {
        this.credited.emit({ memberId: order.memberId, orderNo, amount: order.amount });
      }
      return result;
    } finally {
      this.wallet.balancesChanged(order.memberId);
    }
  }

  private changed(result: DepositChangeResult): DepositOrderRow {
    if (result.outcome === 'changed') return result.order;
    if (result.outcome === 'not_found') throw orderNotFound();
    throw orderNotPending();
  }

  private async replay(earlier: DepositOrderRow, hash: string): Promise<DepositOrder> {
    if (earlier.requestHash !== hash) {
      throw new AppError(
        409,
        WalletErrorCodes.IdempotencyConflict,
        WalletMessages.idempotencyConflict,
      );
    }
    return this.view(earlier);
  }

  private async history(orderId: number) {
    const events = await this.repository.events(orderId);
    return events.map((event) => ({
      status: event.status,
      actor: event.actor,
      note: event.note,
      at: event.at.toISOString(),
    }));
  }

  private view(row: DepositOrderRow): DepositOrder {
    return {
      orderNo: row.orderNo,
      channelCode: row.channelCode,
      channelName: row.channelName,
      amount: toMoneyString(row.amount),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
    };
  }

  private operatorView(row: DepositOrderRow): OperatorDepositOrder {
    return {
      ...this.view(row),
      memberId: row.memberId,
      providerReference: row.providerReference,
      ledgerTransactionId: row.ledgerTransactionId,
    };
  }
}
