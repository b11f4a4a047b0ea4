// The operator command. PGlite admits one process, so the command never opens the database: it
// calls the running server's /ops routes with the operator token.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir } from './paths';
import { OPERATOR_TOKEN_FILE } from './modules/operator/operator.service';
import { POINTS_USAGE, pointsRequest } from './modules/points/points.ops-cli';
import { LOTTERY_USAGE, lotteryRequest } from './modules/lottery/lottery.ops-cli';
import { BANNER_USAGE, bannerRequest } from './modules/content/banners.ops-cli';
import { PROMOTION_USAGE, promotionRequest } from './modules/content/promotions.ops-cli';
import type { PromotionCliOptions } from './modules/content/promotions.ops-cli';
import { SERVICE_USAGE, serviceRequest } from './modules/content/support.ops-cli';
import { ANNOUNCEMENT_USAGE, announcementRequest } from './modules/content/announcements.ops-cli';
import type { AnnouncementCliOptions } from './modules/content/announcements.ops-cli';
import { MEMBER_USAGE, memberRequest } from './modules/operator/member-lock.ops-cli';
import type {
  Adjustment,
  EndedSessions,
  OpsDepositOrder,
  OpsWithdrawalOrder,
  OutboxMessage,
  WalletSettings,
} from './modules/operator/operator.service';
import type { OperatorStatus } from './modules/system/system.service';

/** Usage text of the ops command. */
export const OPS_USAGE = `Usage: pnpm --filter @lotusplay/server ops <command> [options]

Commands:
  status                                   print maintenance, region restriction, brand options and flags
  maintenance on [--end ISO] [--start ISO] [--message TEXT]
  maintenance off
  region on [--countries CN,US|ALL] [--allow-ips IP,IP] [--message TEXT]
                                           without --countries every country is blocked
  region off
  flag <MODULEID> on|off                   e.g. flag FREEPLAY3 off
  brand redirect-to-login on|off
  brand show-country-code on|off
  brand temp-password-minutes N            how long an e-mailed temporary password works (30)
  brand password-expiry-days N             password age that forces a change (90)
  brand sms-daily-budget N                 SMS a rolling day, all numbers together (2000)
  brand sms-country-daily-budget N         SMS a rolling day per country dialing code (500)
  brand sms-country-budget +CODE N|default one country's own budget, or back to the one above
  brand ipv6-group-prefix N                IPv6 bits that make one client for per-address limits
                                           (64; 48 to 128)
  brand recaptcha SITE_KEY SECRET_KEY|off  reCAPTCHA as the human check, or off (proof of work)
  outbox sms|email|ops [--to RECIPIENT] [--last N]
                                           latest messages of the development SMS / e-mail outbox
                                           (e.g. outbox sms --to +639170000001 --last 1), or the
                                           notices to the operator (ops: an SMS budget reached)
  sessions end <USERNAME>                  end every session of a member (logged out everywhere)
  wallet adjust <USERNAME> <AMOUNT> --reason TEXT [--key KEY]
                                           credit (100.00) or debit (-12.50) a member's main
                                           wallet through the ledger; --key makes a retry safe
                                           (one is made up and printed when left out, also when
                                           the call fails or times out: retry with it)
  wallet single on|off                     one wallet per member, or one per game vendor too
  wallet deposit-delay SECONDS|off         demo mode: a demo-channel deposit completes by itself
                                           SECONDS after it was made (off: an operator approves)
  deposit list [--status pending|completed|rejected|all] [--last N]
                                           the latest deposit orders (pending by default)
  deposit approve <ORDER_NO> [--note TEXT] complete a pending deposit: the member is credited once
  deposit reject <ORDER_NO> [--note TEXT]  reject a pending deposit: no money moves
  wallet auto-received MINUTES             a disbursed withdrawal counts as received MINUTES
                                           after its disbursal without the member's confirmation
  withdrawal list [--status open|pending|partially_disbursed|disbursed|received|not_received|rejected|all] [--last N]
                                           the latest withdrawals (open by default: not received
                                           or rejected yet)
  withdrawal disburse <ORDER_NO> [AMOUNT] [--key KEY]
                                           pay out a withdrawal: all that remains, or AMOUNT of it;
                                           the same --key and AMOUNT again pay nothing more (one
                                           is made up and printed when left out: after a failure
                                           or a time-out, retry with it, never without)
  withdrawal reject <ORDER_NO> [--note TEXT]
                                           refuse a withdrawal not paid out in full: the rest goes
                                           back to the member's main wallet
  withdrawal force-received <ORDER_NO> [--note TEXT]
                                           close a disbursed withdrawal as received: the rest, if
                                           any, is not refunded
  game maintenance <VENDOR> [GAME_CODE] on|off
                                           a whole game vendor, or one of its games, under
                                           maintenance (shown, not launched) or back
  game hot <VENDOR> <GAME_CODE> on|off     a game in the hot lists or not
${POINTS_USAGE}
${LOTTERY_USAGE}
${BANNER_USAGE}
${PROMOTION_USAGE}
${SERVICE_USAGE}
${ANNOUNCEMENT_USAGE}
${MEMBER_USAGE}

Options:
  --url URL      server address (default http://127.0.0.1:$PORT, PORT default 8080)
  --token TOKEN  operator token (default OPERATOR_TOKEN, else <DATA_DIR>/operator-token)`;

/** What runOps needs from its surroundings (injectable for tests). */
export interface OpsIo {
  env: NodeJS.ProcessEnv;
  fetch: typeof fetch;
  out: (line: string) => void;
  err: (line: string) => void;
}

class UsageError extends Error {}

const NEGATIVE_AMOUNT = /^-\d/;
const NEGATIVE_MARK = '\u0000neg:';

function onOff(value: string | undefined, what: string): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new UsageError(`${what} must be "on" or "off"`);
}

function isoDate(value: string | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()))
    throw new UsageError(`--${name} must be an ISO date-time, got "${value}"`);
  return date.toISOString();
}

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const BRAND_SWITCHES: Record<string, string> = {
  'redirect-to-login': 'redirectToLogin',
  'show-country-code': 'showCountryCode',
};
const BRAND_NUMBERS: Record<string, string> = {
  'temp-password-minutes': 'tempPasswordMinutes',
  'password-expiry-days': 'passwordExpiryDays',
  'sms-daily-budget': 'smsDailyBudget',
  'sms-country-daily-budget': 'smsCountryDailyBudget',
  'ipv6-group-prefix': 'ipv6GroupPrefix',
};

function whole(value: string | undefined, what: string): number {
  if (!value || !/^\d{1,8}$/.test(value)) throw new UsageError(`${what} needs a whole number`);
  return Number(value);
}

/** The body of PUT /ops/brand for `brand <option> …` (the server checks the ranges). */
function brandBody(option = '', value?: string, extra?: string): Record<string, unknown> {
  const switchField = BRAND_SWITCHES[option];
  if (switchField) return { [switchField]: onOff(value, option) };
  const numberField = BRAND_NUMBERS[option];
  if (numberField) return { [numberField]: whole(value, option) };
  if (option === 'sms-country-budget') {
    if (!value || !/^\+[1-9]\d{0,3}$/.test(value)) {
      throw new UsageError('sms-country-budget needs a dialing code such as +63');
    }
    const budget = extra === 'default' ? null : whole(extra, 'sms-country-budget');
    return { smsCountryBudgets: { [value]: budget } };
  }
  if (option === 'recaptcha') {
    if (value === 'off') return { recaptchaSiteKey: '', recaptchaSecretKey: '' };
    if (!value || !extra) throw new UsageError('recaptcha needs SITE_KEY SECRET_KEY, or off');
    return { recaptchaSiteKey: value, recaptchaSecretKey: extra };
  }
  throw new UsageError(
    `brand option must be one of ${[...Object.keys(BRAND_SWITCHES), ...Object.keys(BRAND_NUMBERS), 'sms-country-budget', 'recaptcha'].join(', ')}`,
  );
}

interface Request {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  /** The lines to print from the answer's value, when the command has its own. */
  print?: (value: never) => string[];
  /**
   * The idempotency key of a call that moves money: printed when the call fails or gets no
   * answer, so that the retry sends the same key and the money moves once at most.
   */
  key?: string;
}

/** A key for a money call of this run (`--key` when given). */
const moneyKey = (options: Record<string, string | undefined>) =>
  options.key ?? `ops-${randomUUID()}`;

/** What to do after a money call failed or got no answer. */
const retryHint = (key: string) =>
  `Retry with --key ${key}: the same key moves the money once at most`;

/** One line of a deposit order. */
function depositLine(order: OpsDepositOrder): string {
  return `${order.orderNo} ${order.status.padEnd(9)} ${order.amount.padStart(13)} ${order.channelName} (${order.channelCode}) ${order.username} ${order.createdAt}${order.completedAt ? ` completed ${order.completedAt}` : ''}`;
}

function depositRequest(
  action: string | undefined,
  orderNo: string | undefined,
  options: Record<string, string | undefined>,
): Request {
  if (action === 'list') {
    const status = options.status ?? 'pending';
    if (!['pending', 'completed', 'rejected', 'all'].includes(status)) {
      throw new UsageError('--status must be pending, completed, rejected or all');
    }
    const last = options.last ?? '50';
    if (!/^\d{1,3}$/.test(last) || Number(last) < 1 || Number(last) > 500) {
      throw new UsageError('--last must be a number from 1 to 500');
    }
    return {
      method: 'GET',
      path: `/ops/deposits?${new URLSearchParams({ status, last }).toString()}`,
      print: (orders: OpsDepositOrder[]) =>
        orders.length === 0
          ? [`(no ${status === 'all' ? '' : `${status} `}deposits)`]
          : orders.map(depositLine),
    };
  }
  if (action !== 'approve' && action !== 'reject') {
    throw new UsageError('deposit needs list, approve or reject');
  }
  if (!orderNo || !/^[A-Za-z0-9]{1,40}$/.test(orderNo)) {
    throw new UsageError(`deposit ${action} needs an order number, e.g. D20261125K7Q2M9XA4B`);
  }
  const note = options.note?.trim();
  return {
    method: 'POST',
    path: `/ops/deposits/${encodeURIComponent(orderNo)}/${action}`,
    body: note ? { note } : {},
    print: (order: OpsDepositOrder) => [
      action === 'approve'
        ? `Approved ${order.orderNo}: ${order.amount} credited to ${order.username} (transaction #${order.ledgerTransactionId})`
        : `Rejected ${order.orderNo} of ${order.username} (${order.amount}): no money moved`,
    ],
  };
}

const WITHDRAWAL_LIST_STATUSES = [
  'open',
  'pending',
  'partially_disbursed',
  'disbursed',
  'received',
  'not_received',
  'rejected',
  'all',
];

/** One line of a withdrawal. */
function withdrawalLine(order: OpsWithdrawalOrder): string {
  return `${order.orderNo} ${order.status.padEnd(19)} ${order.amount.padStart(12)} paid ${order.disbursedAmount.padStart(12)} rest ${order.remainingAmount.padStart(12)} ${order.username} ${order.createdAt}${order.hasProof ? ' (proof)' : ''}`;
}

function withdrawalRequest(
  action: string | undefined,
  orderNo: string | undefined,
  amount: string | undefined,
  options: Record<string, string | undefined>,
): Request {
  if (action === 'list') {
    const status = options.status ?? 'open';
    if (!WITHDRAWAL_LIST_STATUSES.includes(status)) {
      throw new UsageError(`--status must be one of ${WITHDRAWAL_LIST_STATUSES.join(', ')}`);
    }
    const last = options.last ?? '50';
    if (!/^\d{1,3}$/.test(last) || Number(last) < 1 || Number(last) > 500) {
      throw new UsageError('--last must be a number from 1 to 500');
    }
    return {
      method: 'GET',
      path: `/ops/withdrawals?${new URLSearchParams({ status, last }).toString()}`,
      print: (orders: OpsWithdrawalOrder[]) =>
        orders.length === 0
          ? [`(no ${status === 'all' ? '' : `${status} `}withdrawals)`]
          : orders.map(withdrawalLine),
    };
  }
  if (action !== 'disburse' && action !== 'reject' && action !== 'force-received') {
    throw new UsageError('withdrawal needs list, disburse, reject or force-received');
  }
  if (!orderNo || !/^[A-Za-z0-9]{1,40}$/.test(orderNo)) {
    throw new UsageError(`withdrawal ${action} needs an order number, e.g. W20261125K7Q2M9XA4B`);
  }
  const path = `/ops/withdrawals/${encodeURIComponent(orderNo)}/${action}`;
  if (action === 'disburse') {
    if (amount !== undefined && !/^\d+(\.\d{1,2})?$/.test(amount)) {
      throw new UsageError('the amount must be like 100 or 100.50');
    }
    const idempotencyKey = moneyKey(options);
    return {
      method: 'POST',
      path,
      body: amount === undefined ? { idempotencyKey } : { amount, idempotencyKey },
      key: idempotencyKey,
      print: (order: OpsWithdrawalOrder) => [
        `Disbursed ${order.orderNo} of ${order.username}: ${order.disbursedAmount} of ${order.amount} paid, ${order.remainingAmount} remaining (${order.status}; key ${idempotencyKey})`,
      ],
    };
  }
  const note = options.note?.trim();
  return {
    method: 'POST',
    path,
    body: note ? { note } : {},
    print: (order: OpsWithdrawalOrder) => [
      action === 'reject'
        ? `Rejected ${order.orderNo} of ${order.username}: ${order.remainingAmount} back to the main wallet (${order.disbursedAmount} had been paid)`
        : `Received ${order.orderNo} of ${order.username} (forced): ${order.disbursedAmount} paid, ${order.remainingAmount} not refunded`,
    ],
  };
}

/** What PUT /ops/games/:vendor answers. */
interface GameSetting {
  vendor: string;
  gameCode: string | null;
  maintenance?: boolean;
  hot?: boolean;
}

function gameRequest(args: string[]): Request {
  const [action, vendor, ...rest] = args;
  if (action !== 'maintenance' && action !== 'hot') {
    throw new UsageError('game needs maintenance or hot');
  }
  if (!vendor) throw new UsageError(`game ${action} needs a vendor code`);
  const onOffText = rest.pop();
  const gameCode = rest[0];
  if (rest.length > 1 || (action === 'hot' && !gameCode)) {
    throw new UsageError(
      action === 'hot'
        ? 'game hot needs a vendor, a game code and on|off'
        : 'game maintenance needs a vendor, an optional game code and on|off',
    );
  }
  const enabled = onOff(onOffText, `game ${action}`);
  return {
    method: 'PUT',
    path: `/ops/games/${encodeURIComponent(vendor)}`,
    body: {
      ...(gameCode ? { gameCode } : {}),
      ...(action === 'hot' ? { hot: enabled } : { maintenance: enabled }),
    },
    print: (value: GameSetting) => [
      `${value.gameCode ? `${value.vendor} ${value.gameCode}` : `Vendor ${value.vendor}`}: ${
        value.hot !== undefined
          ? `hot ${value.hot ? 'on' : 'off'}`
          : `maintenance ${value.maintenance ? 'on' : 'off'}`
      }`,
    ],
  };
}

function buildRequest(positionals: string[], options: Record<string, string | undefined>): Request {
  const [command, arg1, arg2, arg3] = positionals;
  switch (command) {
    case 'game':
      return gameRequest(positionals.slice(1));
    case 'banner':
      return bannerRequest(positionals.slice(1), options, (message) => new UsageError(message));
    case 'points':
      return pointsRequest(positionals.slice(1), options, (message) => new UsageError(message));
    case 'lottery':
      return lotteryRequest(positionals.slice(1), (message) => new UsageError(message));
    case 'promotion':
      return promotionRequest(
        positionals.slice(1),
        options as PromotionCliOptions,
        (message) => new UsageError(message),
      );
    case 'announcement':
      return announcementRequest(
        positionals.slice(1),
        options as unknown as AnnouncementCliOptions,
        (message) => new UsageError(message),
      );
    case 'service':
      return serviceRequest(positionals.slice(1), options, (message) => new UsageError(message));
    case 'member':
      return memberRequest(positionals.slice(1), options, (message) => new UsageError(message));
    case 'status':
      return { method: 'GET', path: '/ops/status' };
    case 'maintenance': {
      const enabled = onOff(arg1, 'maintenance');
      return {
        method: 'PUT',
        path: '/ops/maintenance',
        body: enabled
          ? {
              enabled,
              startTime: isoDate(options.start, 'start'),
              endTime: isoDate(options.end, 'end'),
              message: options.message,
            }
          : { enabled, message: options.message },
      };
    }
    case 'region': {
      const enabled = onOff(arg1, 'region');
      const countries =
        options.countries?.toUpperCase() === 'ALL' ? 'ALL' : list(options.countries);
      return {
        method: 'PUT',
        path: '/ops/region',
        body: enabled
          ? {
              enabled,
              countries: countries ?? 'ALL',
              allowedIps: list(options['allow-ips']),
              message: options.message,
            }
          : { enabled, message: options.message },
      };
    }
    case 'flag': {
      if (!arg1) throw new UsageError('flag needs a module id, e.g. flag FREEPLAY3 off');
      return {
        method: 'PUT',
        path: `/ops/whitelabel/${encodeURIComponent(arg1)}`,
        body: { enabled: onOff(arg2, 'flag') },
      };
    }
    case 'brand':
      return { method: 'PUT', path: '/ops/brand', body: brandBody(arg1, arg2, arg3) };
    case 'outbox': {
      if (arg1 !== 'sms' && arg1 !== 'email' && arg1 !== 'ops') {
        throw new UsageError('outbox needs sms, email or ops');
      }
      const last = options.last ?? '10';
      if (!/^\d{1,3}$/.test(last) || Number(last) < 1 || Number(last) > 100) {
        throw new UsageError('--last must be a number from 1 to 100');
      }
      const query = new URLSearchParams({ channel: arg1, last });
      if (options.to) query.set('to', options.to);
      return { method: 'GET', path: `/ops/outbox?${query.toString()}` };
    }
    case 'deposit':
      return depositRequest(arg1, arg2, options);
    case 'withdrawal':
      return withdrawalRequest(arg1, arg2, arg3, options);
    case 'wallet': {
      if (arg1 === 'deposit-delay') {
        const seconds = arg2 === 'off' ? null : whole(arg2, 'deposit-delay');
        return {
          method: 'PUT',
          path: '/ops/wallet',
          body: { depositDemoDelaySeconds: seconds },
          print: (settings: WalletSettings) => [
            settings.depositDemoDelaySeconds
              ? `Deposit demo delay: ${settings.depositDemoDelaySeconds} seconds (demo deposits complete by themselves)`
              : 'Deposit demo delay: off (an operator approves deposits)',
          ],
        };
      }
      if (arg1 === 'auto-received') {
        const minutes = whole(arg2, 'auto-received');
        return {
          method: 'PUT',
          path: '/ops/wallet',
          body: { withdrawalAutoReceivedMinutes: minutes },
          print: (settings: WalletSettings) => [
            `Withdrawal auto-received: ${settings.withdrawalAutoReceivedMinutes} minutes after a disbursal`,
          ],
        };
      }
      if (arg1 === 'single') {
        return {
          method: 'PUT',
          path: '/ops/wallet',
          body: { singleWallet: onOff(arg2, 'single') },
        };
      }
      if (arg1 !== 'adjust')
        throw new UsageError('wallet needs adjust, single, deposit-delay or auto-received');
      if (!arg2?.trim() || !arg3) {
        throw new UsageError('wallet adjust needs a username and an amount, e.g. 100.00 or -12.50');
      }
      if (!/^-?\d+(\.\d{1,2})?$/.test(arg3)) {
        throw new UsageError('the amount must be like 100, 100.50 or -12.50');
      }
      if (!options.reason?.trim()) throw new UsageError('wallet adjust needs --reason');
      const idempotencyKey = moneyKey(options);
      return {
        method: 'POST',
        path: `/ops/members/${encodeURIComponent(arg2.trim())}/adjustments`,
        body: { amount: arg3, reason: options.reason.trim(), idempotencyKey },
        key: idempotencyKey,
      };
    }
    case 'sessions': {
      if (arg1 !== 'end') throw new UsageError('sessions needs end, e.g. sessions end demo_player');
      if (!arg2?.trim()) throw new UsageError('sessions end needs a username');
      return {
        method: 'DELETE',
        path: `/ops/members/${encodeURIComponent(arg2.trim())}/sessions`,
      };
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}"` : 'A command is required');
  }
}

async function resolveToken(option: string | undefined, env: NodeJS.ProcessEnv): Promise<string> {
  if (option) return option;
  if (env.OPERATOR_TOKEN) return env.OPERATOR_TOKEN;
  const file = join(env.DATA_DIR || defaultDataDir, OPERATOR_TOKEN_FILE);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    throw new UsageError(
      `No operator token: pass --token, set OPERATOR_TOKEN, or start the server (it writes ${file})`,
    );
  }
}

function describe(status: OperatorStatus): string[] {
  const m = status.maintenance;
  const r = status.regionRestriction;
  const sec = status.security;
  const onOffText = (value: boolean) => (value ? 'on' : 'off');
  return [
    `brand:       ${status.brand.merchantCode} (redirect-to-login ${onOffText(status.brand.redirectToLogin)}, show-country-code ${onOffText(status.brand.showCountryCode)})`,
    `security:    temp-password-minutes ${sec.tempPasswordMinutes}, password-expiry-days ${sec.passwordExpiryDays}, sms-daily-budget ${sec.smsDailyBudget}, sms-country-daily-budget ${sec.smsCountryDailyBudget}${
      Object.keys(sec.smsCountryBudgets).length
        ? ` (${Object.entries(sec.smsCountryBudgets)
            .map(([code, budget]) => `${code} ${budget}`)
            .join(', ')})`
        : ''
    }, ipv6-group-prefix ${sec.ipv6GroupPrefix}, human check ${sec.humanCheck === 'recaptcha' ? `reCAPTCHA (site key ${sec.recaptchaSiteKey})` : 'proof of work'}`,
    `maintenance: ${onOffText(m.enabled)}${m.enabled ? ` (${m.active ? 'active' : 'not active now'}; start ${m.startTime ?? '-'}, end ${m.endTime ?? 'open'})` : ''}; message: ${m.message}`,
    `region:      ${onOffText(r.enabled)}; blocked ${r.blockAll ? 'ALL countries' : r.blockedCountries.join(',') || 'none'}; allowed IPs ${r.allowedIps.join(',') || 'none'}; message: ${r.message}`,
    `flags:       ${Object.entries(status.flags)
      .map(([id, on]) => `${id}=${onOffText(on)}`)
      .join(' ')}`,
  ];
}

/** Runs the ops command; resolves to the process exit code (0 ok, 1 failure, 2 usage). */
export async function runOps(argv: string[], io: OpsIo): Promise<number> {
  try {
    // parseArgs reads '-12.50' as an option: a negative amount is passed through as a positional.
    const { values, positionals: parsed } = parseArgs({
      args: argv.map((arg) =>
        NEGATIVE_AMOUNT.test(arg) ? `${NEGATIVE_MARK}${arg.slice(1)}` : arg,
      ),
      allowPositionals: true,
      options: {
        url: { type: 'string' },
        token: { type: 'string' },
        start: { type: 'string' },
        end: { type: 'string' },
        message: { type: 'string' },
        countries: { type: 'string' },
        'allow-ips': { type: 'string' },
        to: { type: 'string' },
        last: { type: 'string' },
        reason: { type: 'string' },
        by: { type: 'string' },
        key: { type: 'string' },
        note: { type: 'string' },
        status: { type: 'string' },
        title: { type: 'string' },
        content: { type: 'string' },
        lang: { type: 'string' },
        type: { type: 'string' },
        popup: { type: 'boolean' },
        'member-only': { type: 'boolean' },
        order: { type: 'string' },
        summary: { type: 'string' },
        image: { type: 'string' },
        'image-small': { type: 'string' },
        link: { type: 'string' },
        group: { type: 'string' },
        kind: { type: 'string' },
        category: { type: 'string' },
        prizes: { type: 'string' },
        'min-deposit': { type: 'string' },
        label: { type: 'string' },
        file: { type: 'string' },
        name: { type: 'string' },
        description: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    const positionals = parsed.map((arg) =>
      arg.startsWith(NEGATIVE_MARK) ? `-${arg.slice(NEGATIVE_MARK.length)}` : arg,
    );
    if (values.help || positionals.length === 0) {
      io.out(OPS_USAGE);
      return values.help ? 0 : 2;
    }
    const request = buildRequest(positionals, values as Record<string, string | undefined>);
    const token = await resolveToken(values.token, io.env);
    const base = (values.url ?? `http://127.0.0.1:${io.env.PORT || 8080}`).replace(/\/+$/, '');
    let response: Response;
    try {
      response = await io.fetch(`${base}${request.path}`, {
        method: request.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      io.err(
        `Cannot reach the server at ${base}: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (request.key) io.err(retryHint(request.key));
      return 1;
    }
    const envelope = (await response.json().catch(() => null)) as {
      success?: boolean;
      code?: string;
      message?: string;
      value?: OperatorStatus | OutboxMessage[] | EndedSessions | Adjustment | WalletSettings;
    } | null;
    if (!envelope?.success || !envelope.value) {
      io.err(
        `Failed (HTTP ${response.status} ${envelope?.code ?? ''}): ${envelope?.message ?? 'no envelope in the answer'}`,
      );
      if (request.key) io.err(retryHint(request.key));
      return 1;
    }
    if (request.print) {
      for (const line of request.print(envelope.value as never)) io.out(line);
      return 0;
    }
    if (Array.isArray(envelope.value)) {
      if (envelope.value.length === 0) io.out('(no messages)');
      for (const message of envelope.value) {
        io.out(
          `#${message.id} ${message.createdAt} ${message.channel} to ${message.to}${message.subject ? ` — ${message.subject}` : ''}`,
        );
        for (const line of message.body.split('\n')) io.out(`  ${line}`);
      }
      return 0;
    }
    if ('transactionId' in envelope.value) {
      const { username, amount, transactionId, idempotencyKey, sumBalance } = envelope.value;
      io.out(
        `Adjusted ${username} by ${amount} (transaction #${transactionId}, key ${idempotencyKey}): balance ${sumBalance}`,
      );
      return 0;
    }
    if ('singleWallet' in envelope.value) {
      io.out(`Single wallet: ${envelope.value.singleWallet ? 'on' : 'off'}`);
      return 0;
    }
    if ('ended' in envelope.value) {
      const { username, ended } = envelope.value;
      io.out(`Ended ${ended} session${ended === 1 ? '' : 's'} of ${username}`);
      return 0;
    }
    for (const line of describe(envelope.value)) io.out(line);
    return 0;
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      io.err((error as Error).message);
      io.err(OPS_USAGE);
      return 2;
    }
    throw error;
  }
}
