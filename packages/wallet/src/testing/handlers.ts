// MSW handlers of the wallet calls for this package's component tests and stories (and any app's),
// typed against the contract the server implements: money as two-decimal strings, 401 without a
// session token, 403 for a trial account. They answer like the server, check for check and in the
// server's order (e2e/parity/wallet.test.ts compares them with it): the shape of a body or query
// first (the server's JSON schema, before any session check), then the session, the amount, the
// wallets, the idempotency key and the balance.
import {
  AccountRecordLimits,
  accountRecordRangeError,
  addCalendarDays,
  AuthMessages,
  calendarDayOf,
  DepositErrorCodes,
  DepositLimits,
  DepositMessages,
  depositRangeMessage,
  ErrorCodes,
  fieldMessage,
  isCalendarDay,
  MAIN_WALLET_CODE,
  parseLedgerKinds,
  parseMoney,
  isPaymentPassword,
  PaymentPasswordRules,
  proofImageType,
  toMoneyString,
  WalletErrorCodes,
  WalletLimits,
  WithdrawalErrorCodes,
  WithdrawalLimits,
  WithdrawalMessages,
  withdrawalRangeMessage,
  WalletMessages,
  WalletRecordErrorCodes,
  WalletRecordMessages,
  ValidationMessages,
  MemberAccountErrorCodes,
  MemberAccountMessages,
} from '@lotusplay/api-client';
import type {
  AccountRecordEntry,
  AccountRecordResponse,
  BankAccount,
  DepositChannel,
  DepositCreateRequest,
  DepositOrder,
  DepositOrdersResponse,
  Envelope,
  LedgerKind,
  MerchantWalletResponse,
  WalletBalanceResponse,
  WalletTransferRequest,
  WalletTransferResponse,
  WithdrawalConfirmRequest,
  WithdrawalCreateRequest,
  WithdrawalOrder,
  WithdrawalOrdersResponse,
  WithdrawalStatusChange,
} from '@lotusplay/api-client';
import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';

/** The server's name of the main wallet in every answer. */
const MAIN_WALLET_NAME = 'Main Wallet';

/** What the wallet handlers answer with. */
export interface WalletHandlerData {
  /** Minor units per wallet code; MAIN first. Default: MAIN 0. */
  balances?: Record<string, number>;
  /** Display names per wallet code (default: the code; MAIN is 'Main Wallet', as the server's). */
  names?: Record<string, string>;
  /**
   * The tokens of the member's sessions; any other token is answered 401 like an unknown or
   * ended session. Default: any token is the member's.
   */
  tokens?: string[];
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
  /** Make every deposit order the provider refuses (502; the order is kept, rejected). */
  providerFailing?: boolean;
  /**
   * The account record's entries, newest first: each transfer adds its two (the wallet taken from
   * and the one paid into), a transfer to the upline and a completed deposit one each.
   */
  records?: AccountRecordEntry[];
  /** The account record queries asked, for assertions. */
  recordQueries?: Record<string, string>[];
  /** The upline refuses: 'none' (no upline, 400) or 'disabled' (the account may not, 403). */
  upline?: 'none' | 'disabled';
  /** The member's payment password (6 digits); none set when absent. */
  paymentPassword?: string;
  /** The member's login password, which setting a payment password asks for (default 'Play2025'). */
  loginPassword?: string;
  /**
   * The member's withdrawals, newest first; a test may pay one out with `disburseWithdrawal`. One
   * without a `statusHistory` answers the history of its creation only.
   */
  withdrawals?: WithdrawalOrder[];
  /**
   * The member's withdrawal bank accounts (numbers masked, as the server answers them); one GCash
   * account when absent, `[]` for none; 'failed' answers 500.
   */
  bankAccounts?: BankAccount[] | 'failed';
  /** Transfers made so far (each answered once per idempotency key), for assertions. */
  transfers?: WalletTransferRequest[];
  /** Milliseconds each answer waits ('infinite' never answers: a loading state). */
  latency?: number | 'infinite';
}

/** The bank account the handlers answer when a test names none. */
export const DEFAULT_BANK_ACCOUNT: BankAccount = {
  id: 41,
  bankCode: 'GCASH',
  bankName: 'GCash',
  accountName: 'Ana Reyes',
  accountNumber: '**** 1234',
  createdAt: '2026-11-20T08:00:00.000Z',
};

/** A member's second saved bank account (stories and tests of choosing one). */
export const SECOND_BANK_ACCOUNT: BankAccount = {
  id: 57,
  bankCode: 'BPI',
  bankName: 'Bank of the Philippine Islands',
  accountName: 'Ana Reyes',
  accountNumber: '****** 7788',
  createdAt: '2026-11-21T08:00:00.000Z',
};

const envelope = <T>(value: T): Envelope<T> => ({ success: true, code: 'OK', message: '', value });

/** The name of a wallet code in `data`. */
const nameOf = (data: WalletHandlerData, code: string) =>
  data.names?.[code] ?? (code === MAIN_WALLET_CODE ? MAIN_WALLET_NAME : code);

/**
 * The balance answer of `data`, formatted as the server does: the main wallet first, then the
 * vendor wallets that take transfers and any other that still holds money (a closed vendor's, or
 * every vendor's of a single-wallet brand); the sum of every wallet.
 */
export function buildBalance(data: WalletHandlerData = {}): WalletBalanceResponse {
  const balances = data.balances ?? { [MAIN_WALLET_CODE]: 0 };
  const shown = (code: string) =>
    code === MAIN_WALLET_CODE ||
    (!data.single && !data.closed?.includes(code)) ||
    (balances[code] ?? 0) !== 0;
  const codes = [
    MAIN_WALLET_CODE,
    ...Object.keys(balances).filter((code) => code !== MAIN_WALLET_CODE && shown(code)),
  ];
  const wallets = codes.map((code) => ({
    code,
    name: nameOf(data, code),
    balance: toMoneyString(balances[code] ?? 0),
  }));
  const sum = Object.values(balances).reduce((total, minor) => total + minor, 0);
  return { sumBalance: toMoneyString(sum), wallets };
}

/** The channels the handlers answer unless told otherwise. */
export const DEFAULT_CHANNELS: DepositChannel[] = [
  { code: 'BANK', name: 'Bank transfer', minAmount: '100.00', maxAmount: '50000.00' },
  { code: 'EWALLET', name: 'E-wallet', minAmount: '10.00', maxAmount: '5000.00' },
];

/** Adds a ledger entry of the main wallet or a vendor wallet to `data.records` (newest first). */
function addRecord(
  data: WalletHandlerData,
  kind: LedgerKind,
  code: string,
  amount: number,
  reference: string,
): void {
  const records = (data.records ??= []);
  const id = records.reduce((max, entry) => Math.max(max, entry.id), 0) + 1;
  records.unshift({
    id,
    time: new Date().toISOString(),
    kind,
    wallet: { code, name: nameOf(data, code) },
    amount: toMoneyString(amount),
    balanceAfter: toMoneyString(data.balances?.[code] ?? 0),
    reference,
  });
}

/**
 * Completes a pending order of `data` as an operator's approval would: the order completed, its
 * amount in the main wallet and the deposit in the account record.
 */
export function completeDepositOrder(data: WalletHandlerData, orderNo: string): void {
  const order = data.orders?.find((o) => o.orderNo === orderNo);
  if (!order || order.status !== 'pending') throw new Error(`no pending order ${orderNo}`);
  order.status = 'completed';
  order.completedAt = new Date().toISOString();
  const balances = (data.balances ??= { [MAIN_WALLET_CODE]: 0 });
  const amount = parseMoney(order.amount)!;
  balances[MAIN_WALLET_CODE] = (balances[MAIN_WALLET_CODE] ?? 0) + amount;
  addRecord(data, 'deposit', MAIN_WALLET_CODE, amount, `deposit:${orderNo}`);
}

/**
 * Pays out `amount` (minor units; all that remains when absent) of a withdrawal of `data`, as an
 * operator's disbursal would.
 */
export function disburseWithdrawal(
  data: WalletHandlerData,
  orderNo: string,
  amount?: number,
): void {
  const order = data.withdrawals?.find((o) => o.orderNo === orderNo);
  if (!order) throw new Error(`no withdrawal ${orderNo}`);
  const remaining = parseMoney(order.remainingAmount) ?? 0;
  const paid = Math.min(amount ?? remaining, remaining);
  const disbursed = (parseMoney(order.disbursedAmount) ?? 0) + paid;
  order.disbursedAmount = toMoneyString(disbursed);
  order.remainingAmount = toMoneyString(remaining - paid);
  order.status = remaining - paid === 0 ? 'disbursed' : 'partially_disbursed';
  order.disbursedAt = new Date().toISOString();
  order.autoReceivedAt = new Date(
    Date.now() + WithdrawalLimits.autoReceivedMinutesDefault * 60_000,
  ).toISOString();
  historyOf(order).push({
    status: order.status,
    actor: 'operator',
    amount: toMoneyString(paid),
    note: null,
    at: order.disbursedAt,
  });
}

/** A withdrawal's status history (kept on it), begun with its creation when it has none. */
function historyOf(order: WithdrawalOrder): WithdrawalStatusChange[] {
  return (order.statusHistory ??= [
    { status: 'pending', actor: 'member', amount: order.amount, note: null, at: order.createdAt },
  ]);
}

/** A withdrawal as a list answers it: without its history. */
function withoutHistory(order: WithdrawalOrder): WithdrawalOrder {
  const { statusHistory: _history, ...rest } = order;
  return rest;
}

/** A withdrawal as one order and a confirmation answer it: with its history, oldest first. */
function withHistory(order: WithdrawalOrder): WithdrawalOrder {
  return { ...order, statusHistory: [...historyOf(order)] };
}

const refusal = (status: number, code: string, message: string) =>
  HttpResponse.json({ success: false, code, message, value: null }, { status });

// The server's JSON schemas, as far as the handlers need them: what they refuse before anything
// else, 400 VALIDATION_ERROR (worded like the server's schema errors, which parity does not
// compare word for word).

const IDEMPOTENCY_KEY = new RegExp(WalletLimits.idempotencyKeyPattern);
const ORDER_NO = new RegExp(WithdrawalLimits.orderNoPattern);
/** The longest login password the payment password call takes. */
const LOGIN_PASSWORD_MAX_LENGTH = 128;
/** Standard base64, padding allowed (as the server reads a proof). */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const WALLET_CODE = new RegExp(WalletLimits.walletCodePattern);
const CHANNEL_CODE = new RegExp(DepositLimits.channelCodePattern);
/** An integer as the server's query schema coerces one ('1', '-2'; not '1.5' or 'abc'). */
const INTEGER = /^-?\d+$/;

type Body = Record<string, unknown>;

/** The first field of `body` its schema refuses, as the server words it, or null. */
function bodyShapeError(
  body: Body,
  fields: Record<string, { required?: boolean; check: (value: unknown) => boolean }>,
): string | null {
  for (const [name, field] of Object.entries(fields)) {
    if (body[name] === undefined) {
      if (field.required) return `body must have required property '${name}'`;
    } else if (!field.check(body[name])) {
      return `body.${name} is not valid`;
    }
  }
  return null;
}

const text =
  (min: number, max: number, pattern?: RegExp) =>
  (value: unknown): boolean =>
    typeof value === 'string' &&
    value.length >= min &&
    value.length <= max &&
    (!pattern || pattern.test(value));
const idempotencyKeyField = { required: true, check: text(0, Infinity, IDEMPOTENCY_KEY) };
const walletCodeField = {
  required: true,
  check: text(1, WalletLimits.walletCodeMaxLength, WALLET_CODE),
};
/** A password field: any string up to the bound (its format is the service's check). */
const passwordField = (required: boolean) => ({
  required,
  check: text(0, PaymentPasswordRules.maxInputLength),
});
/** A transfer's amount: a string of 1 to `amountMaxLength` characters (parsed afterwards). */
const amountField = { check: text(1, WalletLimits.amountMaxLength) };

/** The query schema of a page of orders: pageNo and pageSize integers within the limits. */
function pagingError(
  query: Record<string, string>,
  limits: { pageNoMax: number; pageSizeMax: number },
): string | null {
  const paging = (name: string, max: number) => {
    const value = query[name];
    return value === undefined || (INTEGER.test(value) && +value >= 1 && +value <= max);
  };
  if (!paging('pageNo', limits.pageNoMax)) return 'querystring.pageNo is not valid';
  if (!paging('pageSize', limits.pageSizeMax)) return 'querystring.pageSize is not valid';
  return null;
}

const paymentPasswordWrong = () =>
  refusal(400, WithdrawalErrorCodes.PaymentPasswordWrong, WithdrawalMessages.paymentPasswordWrong);

/**
 * The refusal of a not-received proof as the server judges it (before the withdrawal is looked
 * up): none, too large, not base64, not a png or jpg by its bytes, or another declared type.
 */
function proofRefusal(proof: unknown) {
  if (proof === undefined) {
    return refusal(400, WithdrawalErrorCodes.ProofRequired, WithdrawalMessages.proofRequired);
  }
  const { contentType, dataBase64 } = proof as { contentType: string; dataBase64: string };
  const tooLarge = () =>
    refusal(400, WithdrawalErrorCodes.ProofTooLarge, WithdrawalMessages.proofTooLarge);
  const invalid = () =>
    refusal(400, WithdrawalErrorCodes.ProofInvalid, WithdrawalMessages.proofInvalid);
  const base64 = dataBase64.replace(/\s+/g, '');
  if (base64.length > WithdrawalLimits.proofBase64MaxLength + 4) return tooLarge();
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64)) return invalid();
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  if (bytes.length > WithdrawalLimits.proofMaxBytes) return tooLarge();
  const type = proofImageType(bytes);
  return type === null || contentType.toLowerCase() !== type ? invalid() : null;
}

/** A JSON body, or {} when there is none (the schema then names what is missing). */
async function bodyOf(request: Request): Promise<Body> {
  try {
    const body: unknown = await request.json();
    return body !== null && typeof body === 'object' ? (body as Body) : {};
  } catch {
    return {};
  }
}

/**
 * Handlers of the wallet calls. `data` may be changed between calls (e.g. a test raises a
 * balance, then presses refresh); a transfer changes `data.balances` as the server would.
 */
export function createWalletHandlers(data: WalletHandlerData = {}): HttpHandler[] {
  /** The ledger's idempotency keys (transfers and transfers to the upline share them). */
  const answered = new Map<string, { hash: string; answer: WalletTransferResponse }>();
  const depositKeys = new Map<string, { hash: string; order: DepositOrder }>();
  let transactionId = 0;
  let orderCount = 0;
  const withdrawalKeys = new Map<string, { hash: string; order: WithdrawalOrder }>();
  /** When each wrong payment (or login) password of the window was given, oldest first. */
  const passwordFailures: number[] = [];

  /**
   * A password check under the lock, as the server's: refused (429) while the window holds the
   * most wrong passwords; otherwise counted as wrong before it is checked and forgotten, with every
   * earlier one, when it is right. The attempt that reaches the limit answers 429 too.
   */
  const passwordGuard = (check: () => ReturnType<typeof refusal> | null) => {
    const now = Date.now();
    while (
      passwordFailures.length > 0 &&
      passwordFailures[0]! <= now - PaymentPasswordRules.wrongAttemptWindowMs
    ) {
      passwordFailures.shift();
    }
    const max = PaymentPasswordRules.maxWrongAttempts;
    const locked = () =>
      refusal(
        429,
        WithdrawalErrorCodes.PaymentPasswordLocked,
        WithdrawalMessages.paymentPasswordLocked,
      );
    if (passwordFailures.length >= max) return locked();
    passwordFailures.push(now);
    const wrong = check();
    if (wrong === null) {
      passwordFailures.length = 0;
      return null;
    }
    return passwordFailures.length >= max ? locked() : wrong;
  };

  /**
   * The common refusals in the server's order: the request's shape (`shapeError`, its schema),
   * no or an unknown session, a trial account, failing; or null to go on.
   */
  const guard = async (request: Request, shapeError: string | null = null) => {
    if (data.latency !== undefined) await delay(data.latency);
    if (shapeError !== null) return refusal(400, ErrorCodes.Validation, shapeError);
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
    if (!token) return refusal(401, ErrorCodes.Unauthorized, AuthMessages.notLoggedIn);
    if (data.trialTokens?.includes(token)) {
      return refusal(403, ErrorCodes.Forbidden, AuthMessages.needsRealAccount);
    }
    if (data.tokens && !data.tokens.includes(token)) {
      return refusal(401, ErrorCodes.Unauthorized, AuthMessages.notLoggedIn);
    }
    if (data.failing) return refusal(500, ErrorCodes.Internal, 'Server error');
    return null;
  };

  /** The query of a request as the server's query schema reads it. */
  const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

  /** A ledger movement with its idempotency key: the replay, a conflict, or null (a new key). */
  const replayOf = (key: string, hash: string) => {
    const previous = answered.get(key);
    if (!previous) return null;
    return previous.hash === hash
      ? HttpResponse.json(envelope(previous.answer))
      : refusal(409, WalletErrorCodes.IdempotencyConflict, WalletMessages.idempotencyConflict);
  };

  /** Refuses a movement out of `from` the balance cannot pay, or into `to` past the limit. */
  const balanceRefusal = (from: string, amount: number, to?: string) => {
    const balances = (data.balances ??= { [MAIN_WALLET_CODE]: 0 });
    if (amount === 0 || amount > (balances[from] ?? 0)) {
      return refusal(400, WalletErrorCodes.InsufficientBalance, WalletMessages.insufficientBalance);
    }
    if (to !== undefined && (balances[to] ?? 0) + amount > WalletLimits.maxBalanceMinor) {
      return refusal(400, WalletErrorCodes.BalanceLimit, WalletMessages.balanceLimit);
    }
    return null;
  };

  const movementAnswer = (key: string, hash: string, amount: number) => {
    transactionId += 1;
    const answer = { ...buildBalance(data), amount: toMoneyString(amount), transactionId };
    answered.set(key, { hash, answer });
    return HttpResponse.json(envelope(answer));
  };

  return [
    http.get('*/wps/v2/wallets/balance', async ({ request }) => {
      return (await guard(request)) ?? HttpResponse.json(envelope(buildBalance(data)));
    }),
    http.get('*/wps/relay/GCS_merchantWallet', async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const balances = data.balances ?? { [MAIN_WALLET_CODE]: 0 };
      const vendors = data.single
        ? []
        : Object.keys(balances).filter(
            (code) => code !== MAIN_WALLET_CODE && !data.closed?.includes(code),
          );
      const answer: MerchantWalletResponse = {
        isSingle: data.single ?? false,
        wallets: [MAIN_WALLET_CODE, ...vendors].map((code) => ({ code, name: nameOf(data, code) })),
      };
      return HttpResponse.json(envelope(answer));
    }),
    http.get('*/wps/relay/DEPOSIT_channels', async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      return HttpResponse.json(envelope({ channels: data.channels ?? DEFAULT_CHANNELS }));
    }),
    http.get('*/wps/relay/DEPOSIT_orders', async ({ request }) => {
      const query = queryOf(request);
      const refused = await guard(request, pagingError(query, DepositLimits));
      if (refused) return refused;
      const pageNo = Number(query.pageNo ?? 1);
      const pageSize = Number(query.pageSize ?? DepositLimits.pageSizeDefault);
      const orders = data.orders ?? [];
      const answer: DepositOrdersResponse = {
        orders: orders.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNo,
        pageSize,
        total: orders.length,
      };
      return HttpResponse.json(envelope(answer));
    }),
    http.post('*/wps/relay/DEPOSIT_create', async ({ request }) => {
      const raw = await bodyOf(request);
      const refused = await guard(
        request,
        bodyShapeError(raw, {
          channelCode: {
            required: true,
            check: text(1, DepositLimits.channelCodeMaxLength, CHANNEL_CODE),
          },
          // Any string up to the bound (the server parses it: AMOUNT_INVALID, not a schema error).
          amount: { required: true, check: text(0, WalletLimits.amountMaxLength) },
          idempotencyKey: idempotencyKeyField,
        }),
      );
      if (refused) return refused;
      const body = raw as unknown as DepositCreateRequest;
      const amount = parseMoney(body.amount);
      if (amount === null) {
        return refusal(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountInvalid);
      }
      const hash = JSON.stringify(['deposit-create', body.channelCode, amount]);
      const previous = depositKeys.get(body.idempotencyKey);
      if (previous) {
        return previous.hash === hash
          ? HttpResponse.json(envelope(previous.order))
          : refusal(409, WalletErrorCodes.IdempotencyConflict, WalletMessages.idempotencyConflict);
      }
      const channel = (data.channels ?? DEFAULT_CHANNELS).find((c) => c.code === body.channelCode);
      if (!channel) {
        return refusal(404, DepositErrorCodes.ChannelNotFound, DepositMessages.channelNotFound);
      }
      const min = parseMoney(channel.minAmount)!;
      const max = parseMoney(channel.maxAmount)!;
      if (amount < min || amount > max) {
        return refusal(400, DepositErrorCodes.AmountOutOfRange, depositRangeMessage(min, max));
      }
      orderCount += 1;
      const order: DepositOrder = {
        orderNo: `D20261125TEST${String(orderCount).padStart(4, '0')}`,
        channelCode: channel.code,
        channelName: channel.name,
        amount: toMoneyString(amount),
        status: data.providerFailing ? 'rejected' : 'pending',
        createdAt: new Date().toISOString(),
        completedAt: null,
      };
      (data.orders ??= []).unshift(order);
      depositKeys.set(body.idempotencyKey, { hash, order });
      // The server keeps a refused order, rejected: a retry with its key answers it.
      if (data.providerFailing) {
        return refusal(502, DepositErrorCodes.ProviderFailed, DepositMessages.providerFailed);
      }
      return HttpResponse.json(envelope(order));
    }),
    http.post('*/wps/relay/MCS_transferToUpline', async ({ request }) => {
      const raw = await bodyOf(request);
      const refused = await guard(
        request,
        bodyShapeError(raw, {
          amount: { ...amountField, required: true },
          idempotencyKey: idempotencyKeyField,
        }),
      );
      if (refused) return refused;
      const key = raw.idempotencyKey as string;
      const amount = parseMoney(raw.amount);
      if (amount === null) {
        return refusal(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountInvalid);
      }
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
      const hash = JSON.stringify(['transferToUpline', amount]);
      const replayed = replayOf(key, hash) ?? balanceRefusal(MAIN_WALLET_CODE, amount);
      if (replayed) return replayed;
      data.balances![MAIN_WALLET_CODE]! -= amount;
      addRecord(data, 'transfer', MAIN_WALLET_CODE, -amount, 'upline');
      return movementAnswer(key, hash, amount);
    }),
    http.get('*/wps/member/bankAccounts', async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const accounts = data.bankAccounts ?? [DEFAULT_BANK_ACCOUNT];
      if (accounts === 'failed') return refusal(500, 'INTERNAL_ERROR', 'Internal error');
      return HttpResponse.json(
        envelope({
          banks: [{ code: 'GCASH', name: 'GCash' }],
          accounts,
          nameMustMatch: true,
          realName: accounts[0]?.accountName ?? null,
          max: 5,
        }),
      );
    }),
    http.get('*/wps/member/paymentPassword', async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      return HttpResponse.json(envelope({ isSet: data.paymentPassword !== undefined }));
    }),
    http.post('*/wps/member/paymentPassword', async ({ request }) => {
      const body = await bodyOf(request);
      const refused = await guard(
        request,
        bodyShapeError(body, {
          loginPassword: { required: true, check: text(1, LOGIN_PASSWORD_MAX_LENGTH) },
          newPaymentPassword: passwordField(true),
          oldPaymentPassword: passwordField(false),
        }),
      );
      if (refused) return refused;
      if (!isPaymentPassword(body.newPaymentPassword)) {
        return refusal(
          400,
          WithdrawalErrorCodes.PaymentPasswordInvalid,
          WithdrawalMessages.paymentPasswordInvalid,
        );
      }
      const current = data.paymentPassword;
      if (current !== undefined && !body.oldPaymentPassword) {
        return refusal(
          400,
          ErrorCodes.Validation,
          fieldMessage('oldPaymentPassword', ValidationMessages.required),
        );
      }
      const wrong = passwordGuard(() => {
        if (body.loginPassword !== (data.loginPassword ?? 'Play2025')) {
          return refusal(
            400,
            WithdrawalErrorCodes.LoginPasswordWrong,
            WithdrawalMessages.loginPasswordWrong,
          );
        }
        return current !== undefined && body.oldPaymentPassword !== current
          ? paymentPasswordWrong()
          : null;
      });
      if (wrong) return wrong;
      data.paymentPassword = body.newPaymentPassword;
      return HttpResponse.json(envelope({ isSet: true }));
    }),
    http.get('*/wps/relay/WITHDRAW_orders', async ({ request }) => {
      const query = queryOf(request);
      const refused = await guard(request, pagingError(query, WithdrawalLimits));
      if (refused) return refused;
      const pageNo = Number(query.pageNo ?? 1);
      const pageSize = Number(query.pageSize ?? WithdrawalLimits.pageSizeDefault);
      const orders = data.withdrawals ?? [];
      const answer: WithdrawalOrdersResponse = {
        orders: orders.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(withoutHistory),
        pageNo,
        pageSize,
        total: orders.length,
      };
      return HttpResponse.json(envelope(answer));
    }),
    http.get('*/wps/relay/WITHDRAW_order', async ({ request }) => {
      const { orderNo } = queryOf(request);
      const refused = await guard(
        request,
        orderNo === undefined
          ? "querystring must have required property 'orderNo'"
          : ORDER_NO.test(orderNo)
            ? null
            : 'querystring.orderNo is not valid',
      );
      if (refused) return refused;
      const order = data.withdrawals?.find((o) => o.orderNo === orderNo);
      if (!order) {
        return refusal(404, WithdrawalErrorCodes.OrderNotFound, WithdrawalMessages.orderNotFound);
      }
      return HttpResponse.json(envelope(withHistory(order)));
    }),
    http.post('*/wps/relay/WITHDRAW_create', async ({ request }) => {
      const raw = await bodyOf(request);
      const refused = await guard(
        request,
        bodyShapeError(raw, {
          // Any string up to the bound (the server parses it: AMOUNT_INVALID, not a schema error).
          amount: { required: true, check: text(0, WalletLimits.amountMaxLength) },
          // Any string up to the bound: a malformed one is a wrong password (counted).
          paymentPassword: passwordField(true),
          idempotencyKey: idempotencyKeyField,
        }),
      );
      if (refused) return refused;
      const body = raw as unknown as WithdrawalCreateRequest;
      const amount = parseMoney(body.amount);
      if (amount === null) {
        return refusal(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountInvalid);
      }
      if (amount < WithdrawalLimits.minAmountMinor || amount > WithdrawalLimits.maxAmountMinor) {
        return refusal(400, WithdrawalErrorCodes.AmountOutOfRange, withdrawalRangeMessage());
      }
      // The payment password before the key: a retry is checked again.
      const current = data.paymentPassword;
      if (current === undefined) {
        return refusal(
          400,
          WithdrawalErrorCodes.PaymentPasswordNotSet,
          WithdrawalMessages.paymentPasswordNotSet,
        );
      }
      const wrong = passwordGuard(() =>
        isPaymentPassword(body.paymentPassword) && body.paymentPassword === current
          ? null
          : paymentPasswordWrong(),
      );
      if (wrong) return wrong;
      const hash = JSON.stringify(['withdraw', amount, body.bankAccountId ?? null]);
      const previous = withdrawalKeys.get(body.idempotencyKey);
      if (previous) {
        return previous.hash === hash
          ? HttpResponse.json(envelope(withoutHistory(previous.order)))
          : refusal(409, WalletErrorCodes.IdempotencyConflict, WalletMessages.idempotencyConflict);
      }
      // Only one of the member's own accounts (another's, like an unknown one, is 404).
      const accounts = Array.isArray(data.bankAccounts)
        ? data.bankAccounts
        : [DEFAULT_BANK_ACCOUNT];
      const account =
        body.bankAccountId === undefined ? null : accounts.find((a) => a.id === body.bankAccountId);
      if (account === undefined) {
        return refusal(
          404,
          MemberAccountErrorCodes.BankAccountNotFound,
          MemberAccountMessages.bankAccountNotFound,
        );
      }
      const short = balanceRefusal(MAIN_WALLET_CODE, amount);
      if (short) return short;
      data.balances![MAIN_WALLET_CODE]! -= amount;
      orderCount += 1;
      const createdAt = new Date().toISOString();
      const order: WithdrawalOrder = {
        orderNo: `W20261125TEST${String(orderCount).padStart(4, '0')}`,
        amount: toMoneyString(amount),
        disbursedAmount: '0.00',
        remainingAmount: toMoneyString(amount),
        status: 'pending',
        createdAt,
        disbursedAt: null,
        autoReceivedAt: null,
        closedAt: null,
        hasProof: false,
        bankAccount: account && {
          bankCode: account.bankCode,
          bankName: account.bankName,
          accountName: account.accountName,
          accountNumber: account.accountNumber,
        },
        statusHistory: [
          {
            status: 'pending',
            actor: 'member',
            amount: toMoneyString(amount),
            note: null,
            at: createdAt,
          },
        ],
      };
      (data.withdrawals ??= []).unshift(order);
      withdrawalKeys.set(body.idempotencyKey, { hash, order });
      addRecord(data, 'withdrawal', MAIN_WALLET_CODE, -amount, `withdrawal ${order.orderNo}`);
      return HttpResponse.json(envelope(withoutHistory(order)));
    }),
    http.post('*/wps/relay/WITHDRAW_confirm', async ({ request }) => {
      const raw = await bodyOf(request);
      const proofShape = (value: unknown) =>
        value !== null &&
        typeof value === 'object' &&
        bodyShapeError(value as Body, {
          fileName: { required: true, check: text(0, 1_000) },
          contentType: { required: true, check: text(0, 100) },
          dataBase64: {
            required: true,
            check: text(0, WithdrawalLimits.proofBase64MaxLength + 65_536),
          },
        }) === null;
      const refused = await guard(
        request,
        bodyShapeError(raw, {
          orderNo: { required: true, check: text(1, WithdrawalLimits.orderNoMaxLength, ORDER_NO) },
          received: { required: true, check: (value) => typeof value === 'boolean' },
          proof: { check: proofShape },
        }),
      );
      if (refused) return refused;
      const body = raw as unknown as WithdrawalConfirmRequest;
      // The proof is judged before the withdrawal is looked up, whatever its state.
      if (!body.received) {
        const bad = proofRefusal(body.proof);
        if (bad) return bad;
      }
      const order = data.withdrawals?.find((o) => o.orderNo === body.orderNo);
      if (!order) {
        return refusal(404, WithdrawalErrorCodes.OrderNotFound, WithdrawalMessages.orderNotFound);
      }
      if (order.status === 'pending') {
        return refusal(409, WithdrawalErrorCodes.NotDisbursed, WithdrawalMessages.notDisbursed);
      }
      const at = new Date().toISOString();
      if (body.received) {
        if (!['disbursed', 'partially_disbursed', 'not_received'].includes(order.status)) {
          return refusal(409, WithdrawalErrorCodes.WrongState, WithdrawalMessages.wrongState);
        }
        // The unpaid rest goes back to the main wallet.
        const rest = parseMoney(order.remainingAmount) ?? 0;
        if (rest > 0) {
          const balances = (data.balances ??= { [MAIN_WALLET_CODE]: 0 });
          balances[MAIN_WALLET_CODE] = (balances[MAIN_WALLET_CODE] ?? 0) + rest;
          addRecord(
            data,
            'withdrawal',
            MAIN_WALLET_CODE,
            rest,
            `withdrawal ${order.orderNo} return`,
          );
        }
        order.status = 'received';
        historyOf(order).push({
          status: 'received',
          actor: 'member',
          amount: rest > 0 ? toMoneyString(rest) : null,
          note: null,
          at,
        });
      } else {
        if (!['disbursed', 'partially_disbursed'].includes(order.status)) {
          return refusal(409, WithdrawalErrorCodes.WrongState, WithdrawalMessages.wrongState);
        }
        order.status = 'not_received';
        order.hasProof = true;
        historyOf(order).push({
          status: 'not_received',
          actor: 'member',
          amount: null,
          note: null,
          at,
        });
      }
      order.closedAt = at;
      order.autoReceivedAt = null;
      return HttpResponse.json(envelope(withHistory(order)));
    }),
    http.get('*/wps/relay/ODSFE2_MemTransDet', async ({ request }) => {
      const query = queryOf(request);
      data.recordQueries?.push(query);
      const integer = (name: string) => query[name] === undefined || INTEGER.test(query[name]);
      const shapeError =
        (query.type?.length ?? 0) > AccountRecordLimits.typeMaxLength
          ? 'querystring.type is too long'
          : (query.from?.length ?? 0) > 10 || (query.to?.length ?? 0) > 10
            ? 'querystring.from and to are calendar days'
            : !integer('pageNo') || !integer('pageSize')
              ? 'querystring.pageNo and pageSize are integers'
              : null;
      const refused = await guard(request, shapeError);
      if (refused) return refused;
      const invalid = (message: string) => refusal(400, ErrorCodes.Validation, message);
      const kinds = parseLedgerKinds(query.type);
      if (kinds === null) return invalid(WalletRecordMessages.typeInvalid);
      const pageNo = Number(query.pageNo ?? 1);
      if (pageNo < 1 || pageNo > AccountRecordLimits.maxPageNo) {
        return invalid(WalletRecordMessages.pageNoInvalid);
      }
      const pageSize = Number(query.pageSize ?? AccountRecordLimits.defaultPageSize);
      if (pageSize < 1 || pageSize > AccountRecordLimits.maxPageSize) {
        return invalid(WalletRecordMessages.pageSizeInvalid);
      }
      // The server's days: `to` today (UTC) and `from` the 6 days before it unless given.
      const to = query.to ?? calendarDayOf(new Date());
      const from =
        query.from ??
        (isCalendarDay(to) ? addCalendarDays(to, 1 - AccountRecordLimits.defaultRangeDays) : to);
      const rangeError = accountRecordRangeError(from, to);
      if (rangeError !== null) return invalid(rangeError);
      const matching = (data.records ?? []).filter((entry) => {
        const day = entry.time.slice(0, 10);
        return (kinds.length === 0 || kinds.includes(entry.kind)) && day >= from && day <= to;
      });
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
      const raw = await bodyOf(request);
      const refused = await guard(
        request,
        bodyShapeError(raw, {
          from: walletCodeField,
          to: walletCodeField,
          amount: amountField,
          all: { check: (value) => typeof value === 'boolean' },
          idempotencyKey: idempotencyKeyField,
        }),
      );
      if (refused) return refused;
      const body = raw as unknown as WalletTransferRequest;
      let amount: number | 'all';
      if (body.all === true || body.amount === undefined) {
        if (body.all !== true || body.amount !== undefined) {
          return refusal(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountOrAll);
        }
        amount = 'all';
      } else {
        const parsed = parseMoney(body.amount);
        if (parsed === null) {
          return refusal(400, WalletErrorCodes.AmountInvalid, WalletMessages.amountInvalid);
        }
        amount = parsed;
      }
      const { from, to } = body;
      if (from === to) {
        return refusal(400, WalletErrorCodes.TransferInvalid, WalletMessages.sameWallet);
      }
      if (data.single && from === MAIN_WALLET_CODE) {
        return refusal(400, WalletErrorCodes.SingleWallet, WalletMessages.singleWallet);
      }
      const balances = (data.balances ??= { [MAIN_WALLET_CODE]: 0 });
      // Money may always come out of a wallet; only an open vendor's takes money in (a
      // single-wallet brand's vendors are open: the main wallet pays nothing into them, above,
      // and two vendor wallets are refused below, as the server does).
      const receives = (code: string) => code === MAIN_WALLET_CODE || !data.closed?.includes(code);
      if (!(from in balances) || !(to in balances) || !receives(to)) {
        return refusal(404, WalletErrorCodes.WalletNotFound, WalletMessages.walletNotFound);
      }
      if (from !== MAIN_WALLET_CODE && to !== MAIN_WALLET_CODE) {
        return refusal(400, WalletErrorCodes.TransferInvalid, WalletMessages.mainWalletRequired);
      }
      const hash = JSON.stringify(['transfer', from, to, amount]);
      const moved = amount === 'all' ? balances[from]! : amount;
      const replayed = replayOf(body.idempotencyKey, hash) ?? balanceRefusal(from, moved, to);
      if (replayed) return replayed;
      balances[from]! -= moved;
      balances[to]! += moved;
      addRecord(data, 'transfer', from, -moved, `${from}>${to}`);
      addRecord(data, 'transfer', to, moved, `${from}>${to}`);
      data.transfers?.push(body);
      return movementAnswer(body.idempotencyKey, hash, moved);
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
