// The wallet handlers of @lotusplay/wallet/testing and the real server give the same status, code
// and message to the same request sequences: balances and the merchant wallet list, transfers
// (bad amounts, amount and all, wrong wallets, the balance, idempotency), a single-wallet brand and
// a disabled vendor, the transfer to the upline, deposit channels, orders and their idempotency,
// the account record, and the refusals without a session and for a trial account. Where both
// answer, the values a page shows are compared too (balances, wallet names, order amounts, record
// entries), never ids, order numbers or times. The payment password (set, changed, wrong ones and
// the lock) and withdrawals (bad amounts, the limits, the payment password, the balance,
// idempotency, the orders, one order, and the member's confirmation after an operator's disbursal,
// made on each side as its own: the server's withdrawal service, the handlers' disburseWithdrawal).
//
// The server side is a member registered through the server (SMS code, human check), funded by an
// operator's adjustment; the handlers get the same balances and the server's brand data (vendor
// names, deposit channels), as a story passes them. The account record's days are today's on both
// sides (the server's route reads the real clock, not the injected one).
import { calendarDayOf, addCalendarDays } from '@lotusplay/api-client';
import type {
  AccountRecordEntry,
  AccountRecordResponse,
  DepositChannel,
  DepositChannelsResponse,
  DepositOrder,
  DepositOrdersResponse,
  MerchantWalletResponse,
  WalletBalanceResponse,
  WalletTransferResponse,
  WithdrawalOrder,
  WithdrawalOrdersResponse,
} from '@lotusplay/api-client';
import { encryptPayload } from '@lotusplay/api-client/crypto';
import { lastSmsCode, solveHumanCheck } from '@lotusplay/server/testing';
import { createWalletHandlers, disburseWithdrawal } from '@lotusplay/wallet/testing';
import type { WalletHandlerData } from '@lotusplay/wallet/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnBoth, startParityServer } from './harness';
import type { Answer, Call, Clock, ParityServer, Side } from './harness';

const clock: Clock = { now: Date.parse('2026-03-01T08:00:00Z') };
let server: ParityServer;
let serial = 0;
/** A client address nobody used yet (documentation range). */
const nextAddress = () => `198.51.${100 + Math.floor(++serial / 250)}.${serial % 250}`;
/** A Philippine mobile number nobody registered yet. */
const nextMobile = () => `9186${String(++serial).padStart(6, '0')}`;
/** A username nobody registered yet. */
const nextUsername = () => `wallet${String(++serial).padStart(4, '0')}`;
/** An idempotency key of this file. */
const nextKey = (label: string) => `${label}-${String(++serial).padStart(6, '0')}`;

/** The brand as the server answers it: the vendor wallets' names and the deposit channels. */
let brand: { names: Record<string, string>; vendors: string[]; channels: DepositChannel[] };

/** A member's session on the server and the handlers' stand-in tokens. */
interface Member {
  username: string;
  token: string;
}
const MSW_MEMBER = 'tok-msw-member';
const MSW_TRIAL = 'tok-msw-trial';

async function inject(call: {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  body?: unknown;
  address?: string;
  token?: string;
}) {
  const response = await server.app.inject({
    method: call.method,
    url: call.url,
    remoteAddress: call.address,
    headers: {
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
    },
    ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
  });
  const json = response.json<{ value: unknown; code: string }>();
  if (response.statusCode !== 200) {
    throw new Error(`${call.method} ${call.url} answered ${response.statusCode} ${json.code}`);
  }
  return json.value;
}

/**
 * A fresh member registered through the server as a browser would (SMS code, human check,
 * encrypted body), logged in; `funds` credited by an operator's adjustment.
 */
async function registerMember(funds?: string, affiliateCode?: string): Promise<Member> {
  const address = nextAddress();
  const mobile = nextMobile();
  const username = nextUsername();
  await inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    body: {
      mobileNo: mobile,
      countryDialingCode: '+63',
      registerType: 'username',
      ...(await solveHumanCheck(server.app, address)),
    },
    address,
  });
  const verificationCode = await lastSmsCode(server.database, `+63${mobile}`);
  const registered = (await inject({
    method: 'PUT',
    url: '/wps/member/register',
    body: encryptPayload({
      username,
      password: 'Start2025',
      confirmPassword: 'Start2025',
      ageConfirmed: true,
      countryDialingCode: '+63',
      mobileNum: mobile,
      verificationCode,
      login: true,
      registerMethod: 'WEB',
      ...(affiliateCode ? { affiliateCode } : {}),
      ...(await solveHumanCheck(server.app, address)),
    }),
    address,
  })) as { token: string };
  if (funds) await fund(username, funds);
  return { username, token: registered.token };
}

/** Credits a member's main wallet as an operator does (POST /ops/members/:username/adjustments). */
async function fund(username: string, amount: string) {
  await server.app.operatorService.adjustBalance(username, {
    amount,
    reason: 'parity funding',
    idempotencyKey: nextKey('fund'),
  });
}

/** A trial account's session (free play), as auth parity gets one. */
async function trialToken(): Promise<string> {
  const value = (await inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    body: { os: 'Linux', platform: 'W', nonce: 'U2FsdGVkX1+abc', gatewayVersion: 3 },
    address: nextAddress(),
  })) as { token: string };
  return value.token;
}

/** Minor units of a money string ('0.00' included, which parseMoney refuses). */
function minorOf(money: string): number {
  const [whole = '0', fraction = '0'] = money.replace('-', '').split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return money.startsWith('-') ? -minor : minor;
}

/**
 * The handlers' data for a member as the server knows it now: its balances (every wallet the
 * balance call shows, in the server's order), the brand's names and channels.
 */
async function handlerDataOf(
  member: Member,
  extra: Partial<WalletHandlerData> = {},
): Promise<WalletHandlerData> {
  const balance = (await inject({
    method: 'GET',
    url: '/wps/v2/wallets/balance',
    token: member.token,
  })) as WalletBalanceResponse;
  return {
    // Every vendor's wallet, as the member has one (the balance hides the empty ones of a
    // single-wallet brand).
    balances: {
      MAIN: 0,
      ...Object.fromEntries(brand.vendors.map((code) => [code, 0])),
      ...Object.fromEntries(balance.wallets.map((w) => [w.code, minorOf(w.balance)])),
    },
    names: brand.names,
    channels: brand.channels,
    tokens: [MSW_MEMBER],
    trialTokens: [MSW_TRIAL],
    ...extra,
  };
}

beforeAll(async () => {
  server = await startParityServer(clock);
  const reader = await registerMember();
  const merchant = (await inject({
    method: 'GET',
    url: '/wps/relay/GCS_merchantWallet',
    token: reader.token,
  })) as MerchantWalletResponse;
  const { channels } = (await inject({
    method: 'GET',
    url: '/wps/relay/DEPOSIT_channels',
    token: reader.token,
  })) as DepositChannelsResponse;
  brand = {
    names: Object.fromEntries(merchant.wallets.map((w) => [w.code, w.name])),
    vendors: merchant.wallets.map((w) => w.code).filter((code) => code !== 'MAIN'),
    channels,
  };
});
afterAll(async () => {
  await server?.close();
});

/** What a sequence sees of its side: the side, its tokens, and a way to note values to compare. */
interface Ctx {
  side: Side;
  token: string;
  trial: string;
  /** Notes a value under a label; both sides' notes must be equal. */
  note(label: string, value: unknown): void;
  call(
    step: string,
    call: Omit<Call, 'address' | 'token'> & { token?: string | null },
  ): Promise<Answer>;
  /**
   * Pays out `amount` (all that remains when absent) of one of this side's withdrawals, as an
   * operator does: the server's withdrawal service, or the handlers' disburseWithdrawal.
   */
  disburse(orderNo: string, amount?: string): Promise<void>;
}

/**
 * Runs `sequence` on both sides: the handlers with `data` (fresh for the run), the server with the
 * member's session. Expects the same transcript and the same noted values.
 */
async function expectParity(
  member: Member,
  data: () => WalletHandlerData,
  sequence: (ctx: Ctx) => Promise<void>,
  trial?: string,
) {
  const notes: Record<'msw' | 'server', [string, unknown][]> = { msw: [], server: [] };
  const address = nextAddress();
  let handlerData: WalletHandlerData | undefined;
  const { msw, server: real } = await runOnBoth({
    server,
    clock,
    handlers: () => createWalletHandlers((handlerData = data())),
    sequence: async (side) => {
      const token = side.name === 'server' ? member.token : MSW_MEMBER;
      const trialOfSide = side.name === 'server' ? (trial ?? '') : MSW_TRIAL;
      await sequence({
        side,
        token,
        trial: trialOfSide,
        note: (label, value) => notes[side.name].push([label, value]),
        call: (step, call) =>
          side.call(step, {
            ...call,
            address,
            token: call.token === undefined ? token : call.token,
          }),
        disburse: async (orderNo, amount) => {
          if (side.name === 'server') {
            await server.app.withdrawalService.disburse(
              orderNo,
              amount === undefined ? null : minorOf(amount),
              nextKey('pay'),
            );
          } else {
            disburseWithdrawal(
              handlerData!,
              orderNo,
              amount === undefined ? undefined : minorOf(amount),
            );
          }
        },
      });
    },
  });
  expect(msw.length).toBeGreaterThan(0);
  expect(msw).toEqual(real);
  expect(notes.msw).toEqual(notes.server);
}

const get = (path: string) => ({ method: 'GET' as const, path });
const post = (path: string, body: unknown) => ({ method: 'POST' as const, path, body });
const transfer = (body: Record<string, unknown>) => post('/wps/relay/GCS_walletTransfer', body);
const toUpline = (body: Record<string, unknown>) => post('/wps/relay/MCS_transferToUpline', body);
const deposit = (body: Record<string, unknown>) => post('/wps/relay/DEPOSIT_create', body);
const records = (query = '') => get(`/wps/relay/ODSFE2_MemTransDet${query ? `?${query}` : ''}`);
const PAYMENT_PASSWORD = '/wps/member/paymentPassword';
const setPaymentPassword = (body: Record<string, unknown>) => post(PAYMENT_PASSWORD, body);
const withdraw = (body: Record<string, unknown>) => post('/wps/relay/WITHDRAW_create', body);
const withdrawals = (query = '') => get(`/wps/relay/WITHDRAW_orders${query ? `?${query}` : ''}`);
const withdrawal = (orderNo: string) =>
  get(`/wps/relay/WITHDRAW_order?orderNo=${encodeURIComponent(orderNo)}`);
const confirm = (body: Record<string, unknown>) => post('/wps/relay/WITHDRAW_confirm', body);
/** The smallest valid PNG (1×1), base64: a not-received proof. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const pngProof = { fileName: 'receipt.png', contentType: 'image/png', dataBase64: PNG_BASE64 };

/** What a page shows of a balance answer (no transaction id). */
const balanceView = (value: unknown) => {
  const { sumBalance, wallets, amount } = value as Partial<WalletTransferResponse>;
  return { sumBalance, wallets, amount };
};
/** What a page shows of a deposit order (no number, no times). */
const orderView = (value: unknown) => {
  const { channelCode, channelName, amount, status, completedAt } = value as DepositOrder;
  return { channelCode, channelName, amount, status, completed: completedAt !== null };
};
/** What a page shows of a withdrawal (no number, no times: only whether each time is there). */
const withdrawalView = (value: unknown) => {
  const order = value as WithdrawalOrder;
  return {
    amount: order.amount,
    disbursedAmount: order.disbursedAmount,
    remainingAmount: order.remainingAmount,
    status: order.status,
    disbursed: order.disbursedAt !== null,
    autoReceives: order.autoReceivedAt !== null,
    closed: order.closedAt !== null,
    hasProof: order.hasProof,
    ...(order.statusHistory
      ? {
          history: order.statusHistory.map((change) => [
            change.status,
            change.actor,
            change.amount,
            change.note,
          ]),
        }
      : {}),
  };
};
/** What a page shows of a page of withdrawals. */
const withdrawalsView = (value: unknown) => {
  const page = value as WithdrawalOrdersResponse;
  return { ...page, orders: page.orders.map(withdrawalView) };
};
/** What a page shows of an account record page (no ids, no times). */
const recordView = (value: unknown) => {
  const { list, pageNo, pageSize, total, totalPages } = value as AccountRecordResponse;
  return {
    pageNo,
    pageSize,
    total,
    totalPages,
    list: list.map((e: AccountRecordEntry) => [e.kind, e.wallet, e.amount, e.balanceAfter]),
  };
};

/** Runs `sequence` for `member` with handler data read from the server now. */
async function expectParityOf(
  member: Member,
  sequence: (ctx: Ctx) => Promise<void>,
  extra: Partial<WalletHandlerData> = {},
  trial?: string,
) {
  const data = await handlerDataOf(member, extra);
  await expectParity(member, () => structuredClone(data), sequence, trial);
}

describe('wallet handlers and server agree', () => {
  it('on balances and the merchant wallet list', async () => {
    const member = await registerMember('1234.56');
    await expectParityOf(member, async ({ call, note }) => {
      const balance = await call('balance', get('/wps/v2/wallets/balance'));
      note('balance', balanceView(balance.value));
      const merchant = await call('merchant wallets', get('/wps/relay/GCS_merchantWallet'));
      note('merchant wallets', merchant.value);
    });
  });

  it('without a session (401) and for a trial account (403), on every call', async () => {
    const member = await registerMember('10.00');
    const trial = await trialToken();
    const calls: [string, Omit<Call, 'address' | 'token'>][] = [
      ['balance', get('/wps/v2/wallets/balance')],
      ['merchant wallets', get('/wps/relay/GCS_merchantWallet')],
      [
        'transfer',
        transfer({
          from: 'MAIN',
          to: brand.vendors[0],
          amount: '1.00',
          idempotencyKey: 'auth-key-0001',
        }),
      ],
      ['to upline', toUpline({ amount: '1.00', idempotencyKey: 'auth-key-0002' })],
      ['channels', get('/wps/relay/DEPOSIT_channels')],
      [
        'deposit',
        deposit({ channelCode: 'BANK', amount: '100.00', idempotencyKey: 'auth-key-0003' }),
      ],
      ['orders', get('/wps/relay/DEPOSIT_orders')],
      ['record', records()],
      ['payment password', get(PAYMENT_PASSWORD)],
      [
        'set payment password',
        setPaymentPassword({ loginPassword: 'Start2025', newPaymentPassword: '135790' }),
      ],
      [
        'withdraw',
        withdraw({ amount: '100.00', paymentPassword: '135790', idempotencyKey: 'auth-key-0006' }),
      ],
      ['withdrawals', withdrawals()],
      ['withdrawal', withdrawal('W20260301NOPE000000')],
      ['confirm', confirm({ orderNo: 'W20260301NOPE000000', received: true })],
    ];
    await expectParityOf(
      member,
      async ({ call, trial: trialOfSide }) => {
        for (const [name, c] of calls) await call(`${name} without a token`, { ...c, token: null });
        for (const [name, c] of calls)
          await call(`${name} as a trial`, { ...c, token: trialOfSide });
        // The server checks a body's shape (its JSON schema) before the session; a bad amount,
        // the 6 digits of a payment password are checked after it. `true`: a trial's token.
        const badBody = transfer({ from: 'MAIN', to: 'no such!', amount: 5, idempotencyKey: 'x' });
        const beforeAndAfterSession: [string, Omit<Call, 'address' | 'token'>, boolean][] = [
          ['transfer without a token, bad body', badBody, false],
          ['transfer as a trial, bad body', badBody, true],
          [
            'deposit without a token, bad body',
            deposit({ channelCode: 'BANK', idempotencyKey: 'auth-key-0004' }),
            false,
          ],
          ['record without a token, bad page', records('pageNo=abc'), false],
          ['orders without a token, bad page', get('/wps/relay/DEPOSIT_orders?pageSize=0'), false],
          [
            'set payment password without a token, no new one',
            setPaymentPassword({ loginPassword: 'Start2025' }),
            false,
          ],
          [
            'withdraw without a token, no payment password',
            withdraw({ amount: '100.00', idempotencyKey: 'auth-key-0007' }),
            false,
          ],
          ['withdrawals as a trial, bad page', withdrawals('pageNo=0'), true],
          ['withdrawal without a token, bad number', withdrawal('no such!'), false],
          [
            'confirm without a token, no received',
            confirm({ orderNo: 'W20260301NOPE000000' }),
            false,
          ],
          [
            'set payment password without a token, bad new one',
            setPaymentPassword({ loginPassword: 'Start2025', newPaymentPassword: 'abc' }),
            false,
          ],
          [
            'transfer without a token, bad amount',
            transfer({ from: 'MAIN', to: 'MAIN', amount: 'abc', idempotencyKey: 'auth-key-0005' }),
            false,
          ],
        ];
        for (const [name, c, asTrial] of beforeAndAfterSession) {
          await call(name, { ...c, token: asTrial ? trialOfSide : null });
        }
        await call('balance, made-up token', {
          ...get('/wps/v2/wallets/balance'),
          token: 'tok-made-up',
        });
      },
      {},
      trial,
    );
  });

  it('on transfers: bad amounts, amount or all, wrong wallets, the balance', async () => {
    const member = await registerMember('500.00');
    const [vendor, other] = brand.vendors as [string, string];
    await expectParityOf(member, async ({ call, note }) => {
      const move = (amount: unknown, extra: Record<string, unknown> = {}) =>
        transfer({ from: 'MAIN', to: vendor, amount, idempotencyKey: nextKey('bad'), ...extra });
      for (const amount of [
        '-1',
        '0',
        '0.001',
        '1e3',
        'abc',
        '1000000000.01',
        '01',
        ' 1',
        '1,000',
      ]) {
        await call(`amount ${JSON.stringify(amount)}`, move(amount));
      }
      await call('amount too long', move('12345678901234567'));
      await call('amount empty', move(''));
      await call('amount a number', move(5));
      await call('amount and all', move('1.00', { all: true }));
      await call('bad amount and all', move('abc', { all: true }));
      await call('neither', transfer({ from: 'MAIN', to: vendor, idempotencyKey: nextKey('bad') }));
      await call('all false, no amount', move(undefined, { all: false }));
      await call('same wallet', move('1.00', { to: 'MAIN' }));
      await call('same vendor wallet', move('1.00', { from: vendor, to: vendor }));
      await call('vendor to vendor', move('1.00', { from: vendor, to: other }));
      await call('to an unknown wallet', move('1.00', { to: 'NOPE' }));
      await call('from an unknown wallet', move('1.00', { from: 'NOPE', to: 'MAIN' }));
      await call('unknown to unknown', move('1.00', { from: 'NOPE', to: 'NADA' }));
      await call('vendor to unknown', move('1.00', { from: vendor, to: 'NOPE' }));
      await call('bad wallet code', move('1.00', { to: 'no-such!' }));
      await call(
        'no to',
        transfer({ from: 'MAIN', amount: '1.00', idempotencyKey: nextKey('bad') }),
      );
      await call('short key', move('1.00', { idempotencyKey: 'short' }));
      await call('over the balance', move('500.01'));
      await call(
        'all of an empty wallet',
        move(undefined, { from: vendor, to: 'MAIN', all: true }),
      );
      await call('all, bad amount of an empty wallet', move('0', { from: vendor, to: 'MAIN' }));
      const moved = await call('valid', move('120.50'));
      note('valid', balanceView(moved.value));
      const balance = await call('balance after', get('/wps/v2/wallets/balance'));
      note('balance after', balanceView(balance.value));
      const back = await call('all back', move(undefined, { from: vendor, to: 'MAIN', all: true }));
      note('all back', balanceView(back.value));
      const again = await call('balance at the end', get('/wps/v2/wallets/balance'));
      note('balance at the end', balanceView(again.value));
    });
  });

  it('on transfers: an idempotent retry and a conflicting reuse of a key', async () => {
    const member = await registerMember('300.00');
    const [vendor, other] = brand.vendors as [string, string];
    await expectParityOf(member, async ({ call, note }) => {
      const key = nextKey('transfer');
      const move = (body: Record<string, unknown>) =>
        transfer({ from: 'MAIN', to: vendor, idempotencyKey: key, ...body });
      note('first', balanceView((await call('first', move({ amount: '100.00' }))).value));
      note('retry', balanceView((await call('retry', move({ amount: '100.00' }))).value));
      note(
        'same amount',
        balanceView((await call('same amount written 100', move({ amount: '100' }))).value),
      );
      await call('another amount', move({ amount: '50.00' }));
      await call('another wallet', move({ amount: '100.00', to: other }));
      await call('all instead', move({ all: true }));
      await call('bad amount with the key', move({ amount: 'abc' }));
      await call('same wallet with the key', move({ amount: '100.00', to: 'MAIN' }));
      await call('unknown wallet with the key', move({ amount: '100.00', to: 'NOPE' }));
      await call('over the balance with the key', move({ amount: '900.00' }));
      const balance = await call('balance', get('/wps/v2/wallets/balance'));
      note('balance', balanceView(balance.value));
      // A refused request leaves its key unused.
      const failedKey = nextKey('failed');
      await call(
        'refused',
        transfer({ from: 'MAIN', to: vendor, amount: '900.00', idempotencyKey: failedKey }),
      );
      const later = await call(
        'key of a refused request',
        transfer({ from: 'MAIN', to: vendor, amount: '10.00', idempotencyKey: failedKey }),
      );
      note('key of a refused request', balanceView(later.value));
      // All: the retry answers the first transfer, whatever the balance is now.
      const allKey = nextKey('all');
      const all = transfer({ from: vendor, to: 'MAIN', all: true, idempotencyKey: allKey });
      note('all', balanceView((await call('all', all)).value));
      note('all again', balanceView((await call('all again', all)).value));
    });
  });

  it('on the transfer to the upline: refusals, bad amounts, a transfer and its retry', async () => {
    // A new member's toUpline flag is off (the operator turns it on): 403.
    const disabled = await registerMember('50.00', 'DEMOAGENT');
    await expectParityOf(
      disabled,
      async ({ call }) => {
        for (const amount of ['-1', '0', '0.001', '1e3', 'abc', '1000000000.01']) {
          await call(`amount ${amount}`, toUpline({ amount, idempotencyKey: nextKey('up') }));
        }
        await call(
          'amount too long',
          toUpline({ amount: '12345678901234567', idempotencyKey: nextKey('up') }),
        );
        await call('no amount', toUpline({ idempotencyKey: nextKey('up') }));
        await call('short key', toUpline({ amount: '1.00', idempotencyKey: 'short' }));
        await call('valid amount', toUpline({ amount: '1.00', idempotencyKey: nextKey('up') }));
        await call(
          'over the balance',
          toUpline({ amount: '99.00', idempotencyKey: nextKey('up') }),
        );
      },
      { upline: 'disabled' },
    );

    // The flag on, no upline: 400.
    const alone = await registerMember('50.00');
    await server.database.db.execute(
      `update members set to_upline = true where username = '${alone.username}'`,
    );
    await expectParityOf(
      alone,
      async ({ call }) => {
        await call('bad amount', toUpline({ amount: 'abc', idempotencyKey: nextKey('up') }));
        await call('valid amount', toUpline({ amount: '1.00', idempotencyKey: nextKey('up') }));
      },
      { upline: 'none' },
    );

    // The flag on and an upline (as the seeded demo_player): the money moves, once per key.
    const allowed = await registerMember('50.00', 'DEMOAGENT');
    await server.database.db.execute(
      `update members set to_upline = true where username = '${allowed.username}'`,
    );
    await expectParityOf(allowed, async ({ call, note }) => {
      const key = nextKey('up');
      note(
        'sent',
        balanceView((await call('sent', toUpline({ amount: '20.00', idempotencyKey: key }))).value),
      );
      note(
        'retry',
        balanceView(
          (await call('retry', toUpline({ amount: '20.00', idempotencyKey: key }))).value,
        ),
      );
      await call('another amount', toUpline({ amount: '5.00', idempotencyKey: key }));
      await call('bad amount with the key', toUpline({ amount: '0', idempotencyKey: key }));
      await call('over the balance', toUpline({ amount: '30.01', idempotencyKey: nextKey('up') }));
      // A transfer's key is the ledger's: reused for the upline, it is another request.
      const transferKey = nextKey('shared');
      await call(
        'a transfer',
        transfer({
          from: 'MAIN',
          to: brand.vendors[0],
          amount: '0.01',
          idempotencyKey: transferKey,
        }),
      );
      await call(
        'its key for the upline',
        toUpline({ amount: '0.01', idempotencyKey: transferKey }),
      );
      note(
        'all of it',
        balanceView(
          (await call('all of it', toUpline({ amount: '29.99', idempotencyKey: nextKey('up') })))
            .value,
        ),
      );
      await call('empty', toUpline({ amount: '0.01', idempotencyKey: nextKey('up') }));
    });
  });

  it('on a single-wallet brand: nothing goes into a vendor wallet, what is left comes out', async () => {
    const member = await registerMember('100.00');
    const [vendor, other] = brand.vendors as [string, string];
    await inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      body: { from: 'MAIN', to: vendor, amount: '30.00', idempotencyKey: nextKey('single') },
      token: member.token,
    });
    await server.app.operatorService.setWalletSettings({ singleWallet: true });
    try {
      await expectParityOf(
        member,
        async ({ call, note }) => {
          note(
            'merchant wallets',
            (await call('merchant wallets', get('/wps/relay/GCS_merchantWallet'))).value,
          );
          note(
            'balance',
            balanceView((await call('balance', get('/wps/v2/wallets/balance'))).value),
          );
          const move = (from: string, to: string, body: Record<string, unknown>) =>
            transfer({ from, to, idempotencyKey: nextKey('single'), ...body });
          await call('into a vendor wallet', move('MAIN', vendor, { amount: '1.00' }));
          await call('into an empty vendor wallet', move('MAIN', other, { amount: '1.00' }));
          await call('bad amount into a vendor wallet', move('MAIN', vendor, { amount: 'abc' }));
          await call('vendor to vendor', move(vendor, other, { amount: '1.00' }));
          await call('into an unknown wallet', move(vendor, 'NOPE', { amount: '1.00' }));
          await call('out of an empty vendor wallet', move(other, 'MAIN', { all: true }));
          note(
            'some out',
            balanceView((await call('some out', move(vendor, 'MAIN', { amount: '10.00' }))).value),
          );
          note(
            'the rest out',
            balanceView((await call('the rest out', move(vendor, 'MAIN', { all: true }))).value),
          );
          note(
            'balance after',
            balanceView((await call('balance after', get('/wps/v2/wallets/balance'))).value),
          );
        },
        { single: true },
      );
    } finally {
      await server.app.operatorService.setWalletSettings({ singleWallet: false });
    }
  });

  it('on a disabled vendor: its wallet takes nothing in, what is left comes out', async () => {
    const member = await registerMember('100.00');
    const [vendor, other] = brand.vendors as [string, string];
    await inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      body: { from: 'MAIN', to: vendor, amount: '30.00', idempotencyKey: nextKey('closed') },
      token: member.token,
    });
    const setEnabled = async (enabled: boolean) => {
      await server.database.db.execute(
        `update merchant_wallets set enabled = ${enabled} where code = '${vendor}'`,
      );
      // The vendor list is kept with the brand snapshot: the version trigger has moved; reload now
      // rather than wait for the poll.
      await server.app.brandConfig.refresh();
    };
    await setEnabled(false);
    try {
      await expectParityOf(
        member,
        async ({ call, note }) => {
          note(
            'merchant wallets',
            (await call('merchant wallets', get('/wps/relay/GCS_merchantWallet'))).value,
          );
          note(
            'balance',
            balanceView((await call('balance', get('/wps/v2/wallets/balance'))).value),
          );
          const move = (from: string, to: string, body: Record<string, unknown>) =>
            transfer({ from, to, idempotencyKey: nextKey('closed'), ...body });
          await call('into it', move('MAIN', vendor, { amount: '1.00' }));
          await call('into it from a vendor', move(other, vendor, { amount: '1.00' }));
          await call('out of it to a vendor', move(vendor, other, { amount: '1.00' }));
          note(
            'some out',
            balanceView((await call('some out', move(vendor, 'MAIN', { amount: '10.00' }))).value),
          );
          note(
            'the rest out',
            balanceView((await call('the rest out', move(vendor, 'MAIN', { all: true }))).value),
          );
          await call('out of it, empty', move(vendor, 'MAIN', { all: true }));
          note(
            'balance after',
            balanceView((await call('balance after', get('/wps/v2/wallets/balance'))).value),
          );
        },
        { closed: [vendor] },
      );
    } finally {
      await setEnabled(true);
    }
  });

  it('on deposits: channels, bad amounts, the range, unknown channels, idempotency, orders', async () => {
    const member = await registerMember();
    const [bank, ewallet] = brand.channels as [DepositChannel, DepositChannel];
    await expectParityOf(member, async ({ call, note }) => {
      note('channels', (await call('channels', get('/wps/relay/DEPOSIT_channels'))).value);
      note('no orders', (await call('no orders', get('/wps/relay/DEPOSIT_orders'))).value);
      const create = (amount: unknown, extra: Record<string, unknown> = {}) =>
        deposit({ channelCode: bank.code, amount, idempotencyKey: nextKey('dep'), ...extra });
      for (const amount of ['-1', '0', '0.001', '1e3', 'abc', '', '1000000000.01', '01']) {
        await call(`amount ${JSON.stringify(amount)}`, create(amount));
      }
      await call('amount too long', create('12345678901234567'));
      await call('amount a number', create(100));
      await call('no amount', deposit({ channelCode: bank.code, idempotencyKey: nextKey('dep') }));
      const cents = (money: string, delta: number) => {
        const minor = minorOf(money) + delta;
        return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
      };
      await call('below the minimum', create(cents(bank.minAmount, -1)));
      await call('above the maximum', create(cents(bank.maxAmount, 1)));
      await call(
        'below the other minimum',
        create(cents(ewallet.minAmount, -1), { channelCode: ewallet.code }),
      );
      await call(
        'above the other maximum',
        create(cents(ewallet.maxAmount, 1), { channelCode: ewallet.code }),
      );
      await call('unknown channel', create('100.00', { channelCode: 'NOPE' }));
      await call('unknown channel, bad amount', create('abc', { channelCode: 'NOPE' }));
      await call('unknown channel, out of range', create('0.01', { channelCode: 'NOPE' }));
      await call('bad channel code', create('100.00', { channelCode: 'no such!' }));
      await call('short key', create('100.00', { idempotencyKey: 'short' }));
      const key = nextKey('dep');
      const first = await call('at the minimum', create(bank.minAmount, { idempotencyKey: key }));
      note('at the minimum', orderView(first.value));
      const retry = await call('retry', create(bank.minAmount, { idempotencyKey: key }));
      note(
        'retry is the same order',
        (retry.value as DepositOrder).orderNo === (first.value as DepositOrder).orderNo,
      );
      const written = await call(
        'retry written otherwise',
        create(cents(bank.minAmount, 0).replace(/\.00$/, ''), { idempotencyKey: key }),
      );
      note(
        'written otherwise is the same order',
        (written.value as DepositOrder | null)?.orderNo === (first.value as DepositOrder).orderNo,
      );
      await call('another amount', create(cents(bank.minAmount, 1), { idempotencyKey: key }));
      await call(
        'another channel',
        create(bank.minAmount, { idempotencyKey: key, channelCode: ewallet.code }),
      );
      await call(
        'unknown channel with the key',
        create(bank.minAmount, { idempotencyKey: key, channelCode: 'NOPE' }),
      );
      await call('bad amount with the key', create('abc', { idempotencyKey: key }));
      await call('out of range with the key', create('0.01', { idempotencyKey: key }));
      note(
        'at the maximum',
        orderView(
          (await call('at the maximum', create(ewallet.maxAmount, { channelCode: ewallet.code })))
            .value,
        ),
      );
      const orders = await call('orders', get('/wps/relay/DEPOSIT_orders'));
      const page = orders.value as DepositOrdersResponse;
      note('orders', { ...page, orders: page.orders.map(orderView) });
      const second = await call(
        'second page of one',
        get('/wps/relay/DEPOSIT_orders?pageNo=2&pageSize=1'),
      );
      const secondPage = second.value as DepositOrdersResponse;
      note('second page of one', { ...secondPage, orders: secondPage.orders.map(orderView) });
      await call('page 0', get('/wps/relay/DEPOSIT_orders?pageNo=0'));
      await call('page size too large', get('/wps/relay/DEPOSIT_orders?pageSize=51'));
      await call('page not a number', get('/wps/relay/DEPOSIT_orders?pageNo=abc'));
      const balance = await call('balance: nothing credited yet', get('/wps/v2/wallets/balance'));
      note('balance', balanceView(balance.value));
    });
  });

  it('on the account record: empty, basic, filters, pages and bad queries', async () => {
    const today = calendarDayOf(new Date());
    const empty = await registerMember();
    await expectParityOf(empty, async ({ call, note }) => {
      note('empty', recordView((await call('empty', records())).value));
      note(
        'empty, every kind, a page',
        recordView(
          (await call('empty, query', records('type=transfer,deposit&pageNo=1&pageSize=5'))).value,
        ),
      );
    });

    const member = await registerMember('200.00');
    // The handlers hold what the server's ledger holds: the operator's credit.
    const initial = (await inject({
      method: 'GET',
      url: '/wps/relay/ODSFE2_MemTransDet',
      token: member.token,
    })) as AccountRecordResponse;
    const vendor = brand.vendors[0]!;
    await expectParityOf(
      member,
      async ({ call, note }) => {
        note('basic', recordView((await call('basic', records())).value));
        await call(
          'a transfer',
          transfer({ from: 'MAIN', to: vendor, amount: '75.25', idempotencyKey: nextKey('rec') }),
        );
        note('after a transfer', recordView((await call('after a transfer', records())).value));
        note('transfers', recordView((await call('transfers', records('type=transfer'))).value));
        note(
          'adjustments, spaced list',
          recordView((await call('adjustments', records('type=adjustment,%20bet'))).value),
        );
        note(
          'today',
          recordView((await call('today', records(`from=${today}&to=${today}`))).value),
        );
        note('to today', recordView((await call('to today', records(`to=${today}`))).value));
        note('from today', recordView((await call('from today', records(`from=${today}`))).value));
        const past = addCalendarDays(today, -30);
        note(
          'in the past',
          recordView(
            (await call('in the past', records(`from=${past}&to=${addCalendarDays(past, 5)}`)))
              .value,
          ),
        );
        note(
          'page 2 of 2',
          recordView((await call('page 2 of 2', records('pageNo=2&pageSize=2'))).value),
        );
        note('page beyond', recordView((await call('page beyond', records('pageNo=9'))).value));
        await call('unknown type', records('type=jackpot'));
        await call('empty part of a type', records('type=transfer,'));
        await call('page 0', records('pageNo=0'));
        await call('page too far', records('pageNo=10001'));
        await call('page size 0', records('pageSize=0'));
        await call('page size too large', records('pageSize=101'));
        await call('page not a number', records('pageNo=abc'));
        await call('page not whole', records('pageSize=1.5'));
        await call('no such day', records('from=2026-02-30&to=2026-03-01'));
        await call('not a day', records('from=yesterday'));
        await call('reversed', records(`from=${today}&to=${addCalendarDays(today, -1)}`));
        await call('too long', records(`from=${addCalendarDays(today, -90)}&to=${today}`));
        note(
          '90 days',
          recordView(
            (await call('90 days', records(`from=${addCalendarDays(today, -89)}&to=${today}`)))
              .value,
          ),
        );
        await call('from after the default end', records(`from=${addCalendarDays(today, 1)}`));
      },
      { records: initial.list },
    );
  });

  it('on the payment password: set, bad formats, the login password, changing it, the lock', async () => {
    const member = await registerMember('500.00');
    await expectParityOf(
      member,
      async ({ call, note }) => {
        note('not set', (await call('not set', get(PAYMENT_PASSWORD))).value);
        const set = (body: Record<string, unknown>) =>
          setPaymentPassword({ loginPassword: 'Start2025', ...body });
        // The body's shape (the server's JSON schema).
        await call('no new one', set({}));
        await call('no login password', setPaymentPassword({ newPaymentPassword: '135790' }));
        await call(
          'empty login password',
          set({ loginPassword: '', newPaymentPassword: '135790' }),
        );
        await call('new one a number', set({ newPaymentPassword: 135790 }));
        await call('new one too long', set({ newPaymentPassword: '1'.repeat(65) }));
        // Not 6 digits: refused before the login password is looked at (not counted).
        for (const bad of ['', '12345', '1234567', 'abcdef', '12345a', ' 12345', '12 456']) {
          await call(`new one ${JSON.stringify(bad)}`, set({ newPaymentPassword: bad }));
        }
        await call(
          'bad new one, wrong login password',
          set({ newPaymentPassword: '1234', loginPassword: 'Wrong2025' }),
        );
        await call(
          'wrong login password',
          set({ newPaymentPassword: '135790', loginPassword: 'Wrong2025' }),
        );
        note('still not set', (await call('still not set', get(PAYMENT_PASSWORD))).value);
        await call(
          'a withdrawal without one',
          withdraw({ amount: '100.00', paymentPassword: '135790', idempotencyKey: nextKey('pp') }),
        );
        note('set', (await call('set', set({ newPaymentPassword: '135790' }))).value);
        note('is set', (await call('is set', get(PAYMENT_PASSWORD))).value);
        // Changing it needs the old one.
        await call('change without the old one', set({ newPaymentPassword: '246810' }));
        await call(
          'change with an empty old one',
          set({ newPaymentPassword: '246810', oldPaymentPassword: '' }),
        );
        await call(
          'change, old one too long',
          set({ newPaymentPassword: '246810', oldPaymentPassword: '1'.repeat(65) }),
        );
        await call(
          'change, bad new one, wrong old one',
          set({ newPaymentPassword: 'abcdef', oldPaymentPassword: '000000' }),
        );
        await call(
          'change with a wrong old one',
          set({ newPaymentPassword: '246810', oldPaymentPassword: '000000' }),
        );
        await call(
          'change with a malformed old one',
          set({ newPaymentPassword: '246810', oldPaymentPassword: 'abc' }),
        );
        await call(
          'change with a wrong login password',
          set({
            newPaymentPassword: '246810',
            oldPaymentPassword: '135790',
            loginPassword: 'Wrong2025',
          }),
        );
        await call(
          'a wrong payment password withdrawing',
          withdraw({ amount: '100.00', paymentPassword: '000000', idempotencyKey: nextKey('pp') }),
        );
        // Four wrong ones so far: a right one clears them.
        note(
          'changed',
          (
            await call(
              'changed',
              set({ newPaymentPassword: '246810', oldPaymentPassword: '135790' }),
            )
          ).value,
        );
        await call(
          'the old one no more',
          withdraw({ amount: '100.00', paymentPassword: '135790', idempotencyKey: nextKey('pp') }),
        );
        for (const attempt of [2, 3, 4]) {
          await call(
            `wrong old one, attempt ${attempt}`,
            set({ newPaymentPassword: '112233', oldPaymentPassword: '000000' }),
          );
        }
        // The fifth wrong one within the window locks it: every check answers 429.
        await call(
          'wrong login password, attempt 5',
          set({
            newPaymentPassword: '112233',
            oldPaymentPassword: '246810',
            loginPassword: 'Wrong2025',
          }),
        );
        await call(
          'the right ones, locked',
          set({ newPaymentPassword: '112233', oldPaymentPassword: '246810' }),
        );
        await call(
          'a wrong one, locked',
          set({ newPaymentPassword: '112233', oldPaymentPassword: '000000' }),
        );
        await call(
          'withdrawing with the right one, locked',
          withdraw({ amount: '100.00', paymentPassword: '246810', idempotencyKey: nextKey('pp') }),
        );
        // What is refused before the password is looked at still is.
        await call(
          'bad new one, locked',
          set({ newPaymentPassword: '1', oldPaymentPassword: '246810' }),
        );
        await call('no old one, locked', set({ newPaymentPassword: '112233' }));
        await call(
          'bad amount, locked',
          withdraw({ amount: 'abc', paymentPassword: '246810', idempotencyKey: nextKey('pp') }),
        );
        await call(
          'out of range, locked',
          withdraw({ amount: '1.00', paymentPassword: '246810', idempotencyKey: nextKey('pp') }),
        );
        note('set, locked', (await call('set, locked', get(PAYMENT_PASSWORD))).value);
        note('balance', balanceView((await call('balance', get('/wps/v2/wallets/balance'))).value));
      },
      { loginPassword: 'Start2025' },
    );
  });

  it('on withdrawals: bad amounts, the limits, the payment password, the balance, idempotency, orders', async () => {
    const member = await registerMember('1000.00');
    await expectParityOf(
      member,
      async ({ call, note }) => {
        note('no orders', withdrawalsView((await call('no orders', withdrawals())).value));
        const create = (amount: unknown, extra: Record<string, unknown> = {}) =>
          withdraw({ amount, paymentPassword: '135790', idempotencyKey: nextKey('wd'), ...extra });
        await call('without a payment password', create('100.00'));
        await call('without one, bad amount', create('abc'));
        await call('without one, out of range', create('99.99'));
        await call(
          'set it',
          setPaymentPassword({ loginPassword: 'Start2025', newPaymentPassword: '135790' }),
        );
        for (const amount of ['-1', '0', '0.001', '1e3', 'abc', '', '1000000000.01', '01', ' 1']) {
          await call(`amount ${JSON.stringify(amount)}`, create(amount));
        }
        await call('amount too long', create('12345678901234567'));
        await call('amount a number', create(100));
        await call(
          'no amount',
          withdraw({ paymentPassword: '135790', idempotencyKey: nextKey('wd') }),
        );
        await call(
          'no payment password',
          withdraw({ amount: '100.00', idempotencyKey: nextKey('wd') }),
        );
        await call('payment password a number', create('100.00', { paymentPassword: 135790 }));
        await call(
          'payment password too long',
          create('100.00', { paymentPassword: '1'.repeat(65) }),
        );
        await call('short key', create('100.00', { idempotencyKey: 'short' }));
        await call('no key', withdraw({ amount: '100.00', paymentPassword: '135790' }));
        await call('below the minimum', create('99.99'));
        await call('above the maximum', create('50000.01'));
        await call(
          'above the maximum, wrong password',
          create('50000.01', { paymentPassword: '000000' }),
        );
        await call('wrong payment password', create('100.00', { paymentPassword: '000000' }));
        await call('malformed payment password', create('100.00', { paymentPassword: '12ab' }));
        await call('empty payment password', create('100.00', { paymentPassword: '' }));
        // The right one clears the three wrong ones; then the balance is short.
        await call('above the balance', create('1000.01'));
        await call(
          'above the balance, wrong password',
          create('1000.01', { paymentPassword: '000000' }),
        );
        const key = nextKey('wd');
        const first = await call('at the minimum', create('100.00', { idempotencyKey: key }));
        note('at the minimum', withdrawalView(first.value));
        const orderNo = (first.value as WithdrawalOrder).orderNo;
        const retry = await call('retry', create('100.00', { idempotencyKey: key }));
        note('retry', withdrawalView(retry.value));
        note('retry is the same order', (retry.value as WithdrawalOrder).orderNo === orderNo);
        const written = await call('retry written 100', create('100', { idempotencyKey: key }));
        note(
          'written otherwise is the same order',
          (written.value as WithdrawalOrder | null)?.orderNo === orderNo,
        );
        await call('another amount', create('100.01', { idempotencyKey: key }));
        await call(
          'retry, wrong password',
          create('100.00', { idempotencyKey: key, paymentPassword: '000000' }),
        );
        await call('bad amount with the key', create('abc', { idempotencyKey: key }));
        await call('out of range with the key', create('50.00', { idempotencyKey: key }));
        await call('above the balance with the key', create('5000.00', { idempotencyKey: key }));
        note(
          'balance after one',
          balanceView((await call('balance after one', get('/wps/v2/wallets/balance'))).value),
        );
        // A refused request leaves its key unused.
        const refusedKey = nextKey('wd');
        await call('refused: above the balance', create('900.01', { idempotencyKey: refusedKey }));
        note(
          'key of a refused request',
          withdrawalView(
            (
              await call(
                'key of a refused request',
                create('250.50', { idempotencyKey: refusedKey }),
              )
            ).value,
          ),
        );
        await call('above what is left', create('649.51'));
        note(
          'all that is left',
          withdrawalView((await call('all that is left', create('649.50'))).value),
        );
        await call('empty', create('100.00'));
        note('orders', withdrawalsView((await call('orders', withdrawals())).value));
        note(
          'second page of one',
          withdrawalsView(
            (await call('second page of one', withdrawals('pageNo=2&pageSize=1'))).value,
          ),
        );
        note(
          'page beyond',
          withdrawalsView((await call('page beyond', withdrawals('pageNo=9'))).value),
        );
        await call('page 0', withdrawals('pageNo=0'));
        await call('page too far', withdrawals('pageNo=100001'));
        await call('page size 0', withdrawals('pageSize=0'));
        await call('page size too large', withdrawals('pageSize=51'));
        await call('page not a number', withdrawals('pageNo=abc'));
        await call('page not whole', withdrawals('pageSize=1.5'));
        note('own order', withdrawalView((await call('own order', withdrawal(orderNo))).value));
        await call('unknown order', withdrawal('W20260301NOPE000000'));
        await call('bad order number', withdrawal('no such!'));
        await call('order number too long', withdrawal('W'.repeat(41)));
        await call('no order number', get('/wps/relay/WITHDRAW_order'));
        note(
          'withdrawals in the record',
          recordView((await call('record', records('type=withdrawal'))).value),
        );
        note(
          'balance at the end',
          balanceView((await call('balance at the end', get('/wps/v2/wallets/balance'))).value),
        );
      },
      { loginPassword: 'Start2025' },
    );
  });

  it('on confirming a withdrawal: before a disbursal, bad input, received, not received', async () => {
    const member = await registerMember('1000.00');
    await inject({
      method: 'POST',
      url: PAYMENT_PASSWORD,
      body: { loginPassword: 'Start2025', newPaymentPassword: '135790' },
      token: member.token,
    });
    // Another member's withdrawal is unknown to this one.
    const other = await registerMember('500.00');
    await inject({
      method: 'POST',
      url: PAYMENT_PASSWORD,
      body: { loginPassword: 'Start2025', newPaymentPassword: '135790' },
      token: other.token,
    });
    const othersOrder = (await inject({
      method: 'POST',
      url: '/wps/relay/WITHDRAW_create',
      body: { amount: '100.00', paymentPassword: '135790', idempotencyKey: nextKey('other') },
      token: other.token,
    })) as WithdrawalOrder;
    await expectParityOf(
      member,
      async ({ call, note, disburse }) => {
        const create = async (step: string, amount: string) => {
          const answer = await call(
            step,
            withdraw({ amount, paymentPassword: '135790', idempotencyKey: nextKey('cf') }),
          );
          return (answer.value as WithdrawalOrder).orderNo;
        };
        const full = await create('one to pay in full', '300.00');
        const part = await create('one to pay in part', '200.00');
        const unpaid = await create('one not paid', '100.00');
        const received = (orderNo: string) => confirm({ orderNo, received: true });
        const notReceived = (orderNo: string, proof: unknown = pngProof) =>
          confirm({ orderNo, received: false, proof });
        // Before any disbursal.
        await call('received, pending', received(full));
        await call('not received, pending', notReceived(full));
        // Bad input.
        await call('no order number', confirm({ received: true }));
        await call('no received', confirm({ orderNo: full }));
        await call('received not a boolean', confirm({ orderNo: full, received: 'yes' }));
        await call('bad order number', received('no such!'));
        await call('unknown order', received('W20260301NOPE000000'));
        await call('another member’s order', received(othersOrder.orderNo));
        await call('another member’s order, read', withdrawal(othersOrder.orderNo));
        await call(
          'proof without its type',
          notReceived(full, { fileName: 'a.png', dataBase64: PNG_BASE64 }),
        );
        await call('not received without a proof', confirm({ orderNo: full, received: false }));
        await call(
          'not received without a proof, unknown order',
          confirm({ orderNo: 'W20260301NOPE000000', received: false }),
        );
        await call(
          'proof not an image',
          notReceived(full, { ...pngProof, dataBase64: Buffer.from('hello!').toString('base64') }),
        );
        await call('proof empty', notReceived(full, { ...pngProof, dataBase64: '' }));
        await call('proof not base64', notReceived(full, { ...pngProof, dataBase64: '!!!!' }));
        await call(
          'proof cut short',
          notReceived(full, { ...pngProof, dataBase64: 'iVBORw0KGgo' }),
        );
        await call(
          'proof a png said jpeg',
          notReceived(full, { ...pngProof, contentType: 'image/jpeg' }),
        );
        await call(
          'proof, type in capitals',
          notReceived(unpaid, { ...pngProof, contentType: 'IMAGE/PNG' }),
        );
        await call(
          'bad proof, unknown order',
          notReceived('W20260301NOPE000000', { ...pngProof, contentType: 'image/jpeg' }),
        );
        // The operator pays one in full and one in part.
        await disburse(full);
        await disburse(part, '50.00');
        note('paid in full', withdrawalView((await call('paid in full', withdrawal(full))).value));
        note('paid in part', withdrawalView((await call('paid in part', withdrawal(part))).value));
        note('orders, paid', withdrawalsView((await call('orders, paid', withdrawals())).value));
        await call(
          'not received, bad proof',
          notReceived(full, { ...pngProof, dataBase64: 'AAAA' }),
        );
        note('received', withdrawalView((await call('received', received(full))).value));
        await call('received again', received(full));
        await call('not received after received', notReceived(full));
        note('not received', withdrawalView((await call('not received', notReceived(part))).value));
        await call('not received again', notReceived(part));
        note(
          'balance, reported',
          balanceView((await call('balance, reported', get('/wps/v2/wallets/balance'))).value),
        );
        // Received after all: the unpaid rest goes back to the main wallet.
        note(
          'received after reporting',
          withdrawalView((await call('received after reporting', received(part))).value),
        );
        await call('still pending', received(unpaid));
        note('orders', withdrawalsView((await call('orders', withdrawals())).value));
        note(
          'withdrawals in the record',
          recordView((await call('record', records('type=withdrawal'))).value),
        );
        note(
          'balance at the end',
          balanceView((await call('balance at the end', get('/wps/v2/wallets/balance'))).value),
        );
      },
      { loginPassword: 'Start2025', paymentPassword: '135790' },
    );
  });
});
