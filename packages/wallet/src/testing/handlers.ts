// MSW handlers of the wallet calls for this package's component tests and stories (and any app's),
// typed against the contract the server implements: money as two-decimal strings, 401 without a
// session token, 403 for a trial account.
import {
  WalletRecordErrorCodes,
  WalletRecordMessages,
  DepositErrorCodes,
  depositRangeMessage,
  AuthMessages,
  ErrorCodes,
  MAIN_WALLET_CODE,
  parseMoney,
  toMoneyString,
  WalletErrorCodes,
  WalletLimits,
  WalletMessages,
} from '@lotusplay/api-client';
import type {
  DepositChannel,
  DepositCreateRequest,
  DepositOrder,
  DepositOrdersResponse,
  AccountRecordEntry,
  AccountRecordResponse,
  Envelope,
  MerchantWalletResponse,
  WalletBalanceResponse,
  WalletTransferRequest,
  WalletTransferResponse,
} from '@lotusplay/api-client';
import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';

/** What the wallet handlers answer with. */
export interface WalletHandlerData {
  /** Minor units per wallet code; MAIN first. Default: MAIN 0. */
  balances?: Record<string, number>;
  /** Display names per wallet code (default: the code; MAIN is 'Main wallet'). */
  names?: Record<string, string>;
  /** Tokens of trial accounts (answered 403). */
  trialTokens?: string[];
  /** Answer every call with a server error instead. */
  failing?: boolean;
  /** A single-wallet brand: no vendor wallet takes transfers. */
  single?: boolean;
  /** Vendor codes that take no transfers in (a disabled vendor). */
  closed?: string[];
  /** The deposit channels (default: bank transfer 100.00–50,000.00 and e-wallet 10.00–5,000.00). */
  channels?: DepositChannel[];
  /** The member's deposit orders, newest first; a test may complete one (as an operator would). */
  orders?: DepositOrder[];
  /** Make every deposit order the provider refuses (502). */
  providerFailing?: boolean;
  /** The account record's entries, newest first (each transfer adds its two). */
  records?: AccountRecordEntry[];
  /** The account record queries asked, for assertions. */
  recordQueries?: Record<string, string>[];
  /** The upline refuses: 'none' (no upline, 400) or 'disabled' (the account may not, 403). */
  upline?: 'none' | 'disabled';
  /** Transfers made so far (each answered once per idempotency key), for assertions. */
  transfers?: WalletTransferRequest[];
  /** Milliseconds each answer waits ('infinite' never answers: a loading state). */
  latency?: number | 'infinite';
}

const envelope = <T>(value: T): Envelope<T> => ({ success: true, code: 'OK', message: '', value });

/** The balance answer of `data`: every wallet and their sum, formatted as the server does. */
export function buildBalance(data: WalletHandlerData = {}): WalletBalanceResponse {
  const balances = data.balances ?? { [MAIN_WALLET_CODE]: 0 };
  const wallets = Object.entries(balances).map(([code, minor]) => ({
    code,
    name: data.names?.[code] ?? (code === MAIN_WALLET_CODE ? 'Main wallet' : code),
    balance: toMoneyString(minor),
  }));
  const sum = Object.values(balances).reduce((total, minor) => total + minor, 0);
  return { sumBalance: toMoneyString(sum), wallets };
}

/** The channels the handlers answer unless told otherwise. */
export const DEFAULT_CHANNELS: DepositChannel[] = [
  { code: 'BANK', name: 'Bank transfer', minAmount: '100.00', maxAmount: '50000.00' },
  { code: 'EWALLET', name: 'E-wallet', minAmount: '10.00', maxAmount: '5000.00' },
];

/**
 * Completes a pending order of `data` as an operator's approval would: the order completed and its
 * amount in the main wallet.
 */
export function completeDepositOrder(data: WalletHandlerData, orderNo: string): void {
  const order = data.orders?.find((o) => o.orderNo === orderNo);
  if (!order || order.status !== 'pending') throw new Error(`no pending order ${orderNo}`);
  order.status = 'completed';
  order.completedAt = new Date().toISOString();
  const balances = (data.balances ??= { [MAIN_WALLET_CODE]: 0 });
  balances[MAIN_WALLET_CODE] = (balances[MAIN_WALLET_CODE] ?? 0) + parseMoney(order.amount)!;
}

const refusal = (status: number, code: string, message: string) =>
  HttpResponse.json({ success: false, code, message, value: null }, { status });

/**
 * Handlers of the wallet calls. `data` may be changed between calls (e.g. a test raises a
 * balance, then presses refresh); a transfer changes `data.balances` as the server would.
 */
export function createWalletHandlers(data: WalletHandlerData = {}): HttpHandler[] {
  const answered = new Map<string, { body: string; answer: WalletTransferResponse }>();
  const depositKeys = new Map<string, { body: string; order: DepositOrder }>();
  let transactionId = 0;
  let orderCount = 0;

  /** The common refusals (no session, trial, failing), or null to go on. */
  const guard = async (request: Request) => {
    if (data.latency !== undefined) await delay(data.latency);
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
    if (!token) return refusal(401, ErrorCodes.Unauthorized, AuthMessages.notLoggedIn);
    if (data.trialTokens?.includes(token)) {
      return refusal(403, ErrorCodes.Forbidden, AuthMessages.needsRealAccount);
    }
    if (data.failing) return refusal(500, ErrorCodes.Internal, 'Server error');
    return null;
  };

  return [
    http.get('*/wps/v2/wallets/balance', async ({ request }) => {
      return (await guard(request)) ?? HttpResponse.json(envelope(buildBalance(data)));
    }),
    http.get('*/wps/relay/GCS_merchantWallet', async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const balances = data.balances ?? { [MAIN_WALLET_CODE]: 0 };
      const answer: MerchantWalletResponse = {
        isSingle: data.single ?? false,
        wallets: Object.keys(balances)
          .filter(
            (code) => code === MAIN_WALLET_CODE || (!data.single && !data.closed?.includes(code)),
          )
          .map((code) => ({
            code,
            name: buildBalance(data).wallets.find((w) => w.code === code)!.name,
          })),
      };
      return HttpResponse.json(envelope(answer));
    }),
    http.get('*/wps/relay/DEPOSIT_channels', async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      return HttpResponse.json(envelope({ channels: data.channels ?? DEFAULT_CHANNELS }));
    }),
    http.get('*/wps/relay/DEPOSIT_orders', async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const orders = data.orders ?? [];
      const answer: DepositOrdersResponse = {
        orders: orders.slice(0, 10),
        pageNo: 1,
        pageSize: 10,
        total: orders.length,
      };
      return HttpResponse.json(envelope(answer));
    }),
    http.post('*/wps/relay/DEPOSIT_create', async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const body = (await request.json()) as DepositCreateRequest;
      const text = JSON.stringify([body.channelCode, body.amount]);
      const previous = depositKeys.get(body.idempotencyKey);
      if (previous) {
        return previous.body === text
          ? HttpResponse.json(envelope(previous.order))
          : refusal(409, WalletErrorCodes.IdempotencyConflict, WalletMessages.idempotencyConflict);
      }
      const channel = (data.channels ?? DEFAULT_CHANNELS).find((c) => c.code === body.channelCode);
      if (!channel) {
        return refusal(
          404,
          DepositErrorCodes.ChannelNotFound,
          'This deposit channel is not available',
        );
      }
      const amount = parseMoney(body.amount);
      if (amount === null) {
        return refusal(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountInvalid);
      }
      const min = parseMoney(channel.minAmount)!;
      const max = parseMoney(channel.maxAmount)!;
      if (amount < min || amount > max) {
        return refusal(400, DepositErrorCodes.AmountOutOfRange, depositRangeMessage(min, max));
      }
      if (data.providerFailing) {
        return refusal(
          502,
          DepositErrorCodes.ProviderFailed,
          'The payment could not be started. Please try again later',
        );
      }
      orderCount += 1;
      const order: DepositOrder = {
        orderNo: `D20261125TEST${String(orderCount).padStart(4, '0')}`,
        channelCode: channel.code,
        channelName: channel.name,
        amount: toMoneyString(amount),
        status: 'pending',
        createdAt: new Date().toISOString(),
        completedAt: null,
      };
      (data.orders ??= []).unshift(order);
      depositKeys.set(body.idempotencyKey, { body: text, order });
      return HttpResponse.json(envelope(order));
    }),
    http.post('*/wps/relay/MCS_transferToUpline', async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const body = (await request.json()) as { amount: unknown; idempotencyKey: string };
      if (data.upline === 'disabled') {
        return refusal(
          403,
          WalletRecordErrorCodes.UplineTransferDisabled,
          WalletRecordMessages.uplineTransferDisabled,
        );
      }
      if (data.upline === 'none') {
        return refusal(400, WalletRecordErrorCodes.NoUpline, WalletRecordMessages.noUpline);
      }
      const amount = parseMoney(body.amount);
      if (amount === null) {
        return refusal(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountInvalid);
      }
      const balances = (data.balances ??= { [MAIN_WALLET_CODE]: 0 });
      if (amount > (balances[MAIN_WALLET_CODE] ?? 0)) {
        return refusal(
          400,
          WalletErrorCodes.InsufficientBalance,
          WalletMessages.insufficientBalance,
        );
      }
      balances[MAIN_WALLET_CODE]! -= amount;
      transactionId += 1;
      return HttpResponse.json(
        envelope({ ...buildBalance(data), amount: toMoneyString(amount), transactionId }),
      );
    }),
    http.get('*/wps/relay/ODSFE2_MemTransDet', async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const query = Object.fromEntries(new URL(request.url).searchParams);
      data.recordQueries?.push(query);
      const kinds = query.type ? query.type.split(',') : null;
      const matching = (data.records ?? []).filter((entry) => {
        const day = entry.time.slice(0, 10);
        return (
          (!kinds || kinds.includes(entry.kind)) &&
          (!query.from || day >= query.from) &&
          (!query.to || day <= query.to)
        );
      });
      const pageNo = Number(query.pageNo ?? 1);
      const pageSize = Number(query.pageSize ?? 10);
      const answer: AccountRecordResponse = {
        list: matching.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNo,
        pageSize,
        total: matching.length,
        totalPages: Math.ceil(matching.length / pageSize),
      };
      return HttpResponse.json(envelope(answer));
    }),
    http.post('*/wps/relay/GCS_walletTransfer', async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const body = (await request.json()) as WalletTransferRequest;
      const text = JSON.stringify([body.from, body.to, body.amount ?? null, body.all ?? false]);
      const previous = answered.get(body.idempotencyKey);
      if (previous) {
        return previous.body === text
          ? HttpResponse.json(envelope(previous.answer))
          : refusal(409, WalletErrorCodes.IdempotencyConflict, WalletMessages.idempotencyConflict);
      }
      if (!new RegExp(WalletLimits.idempotencyKeyPattern).test(body.idempotencyKey)) {
        return refusal(400, ErrorCodes.Validation, 'idempotencyKey: 8–64 of A-Z a-z 0-9 _ -');
      }
      const balances = (data.balances ??= { [MAIN_WALLET_CODE]: 0 });
      if (data.single && body.from === MAIN_WALLET_CODE) {
        return refusal(400, WalletErrorCodes.SingleWallet, WalletMessages.singleWallet);
      }
      if (body.from === body.to) {
        return refusal(400, WalletErrorCodes.TransferInvalid, WalletMessages.sameWallet);
      }
      if (body.from !== MAIN_WALLET_CODE && body.to !== MAIN_WALLET_CODE) {
        return refusal(400, WalletErrorCodes.TransferInvalid, WalletMessages.mainWalletRequired);
      }
      if (
        !(body.from in balances) ||
        !(body.to in balances) ||
        (body.to !== MAIN_WALLET_CODE && data.closed?.includes(body.to))
      ) {
        return refusal(404, WalletErrorCodes.WalletNotFound, WalletMessages.walletNotFound);
      }
      const amount = body.all === true ? balances[body.from]! : parseMoney(body.amount);
      if (amount === null) {
        return refusal(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountInvalid);
      }
      if (amount === 0 || amount > balances[body.from]!) {
        return refusal(
          400,
          WalletErrorCodes.InsufficientBalance,
          WalletMessages.insufficientBalance,
        );
      }
      balances[body.from]! -= amount;
      balances[body.to]! += amount;
      data.transfers?.push(body);
      transactionId += 1;
      const answer = { ...buildBalance(data), amount: toMoneyString(amount), transactionId };
      answered.set(body.idempotencyKey, { body: text, answer });
      return HttpResponse.json(envelope(answer));
    }),
  ];
}

/**
 * `count` account record entries, newest first, one every `everyHours` hours back from `now`:
 * adjustments and transfers in turn, with their balance after (for stories and tests).
 */
export function buildRecords(
  count: number,
  now = new Date(),
  everyHours = 7,
): AccountRecordEntry[] {
  const entries: AccountRecordEntry[] = [];
  let balance = 10_000_000;
  for (let index = 0; index < count; index += 1) {
    const credit = index % 3 !== 1;
    const amount = credit ? 5_000 + index * 101 : -(2_000 + index * 37);
    entries.push({
      id: count - index,
      time: new Date(now.getTime() - index * everyHours * 3_600_000).toISOString(),
      kind: index % 2 === 0 ? 'adjustment' : 'transfer',
      wallet: { code: MAIN_WALLET_CODE, name: 'Main Wallet' },
      amount: toMoneyString(amount),
      balanceAfter: toMoneyString(balance),
      reference: index % 2 === 0 ? 'operator: welcome bonus' : 'MAIN>LOTUS',
    });
    balance -= amount;
  }
  return entries;
}
