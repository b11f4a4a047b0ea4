// The wallet module's ops commands: `wallet` (adjust a balance through the ledger, the wallet
// settings, a wallet's name per language), `deposit` and `withdrawal` (list the orders and decide
// on them; a channel's name per language), through /ops/members, /ops/wallet, /ops/deposits,
// /ops/withdrawals, /ops/merchant-wallets and /ops/deposit-channels.
import type { OpsNamed } from '@lotusplay/api-client/contracts';
import { LANGUAGE_CODES, LocalizedTextLimits } from '@lotusplay/api-client/contracts';
import type { Command } from 'commander';
import { lastCount, onOff, OptionText, whole } from '../../ops/ops-args';
import type { OpsClient, OpsCommandGroup } from '../../ops/ops-command';
import type { OperatorDepositOrder } from './deposit.service';
import type { OperatorWithdrawalOrder } from './withdrawal.service';

// The answers of the operator module's /ops routes, as far as they are printed here (the operator
// module depends on this one, so its types are not imported).
type OpsDepositOrder = OperatorDepositOrder & { username: string };
type OpsWithdrawalOrder = OperatorWithdrawalOrder & { username: string };

/** What POST /ops/members/:username/adjustments answers. */
interface Adjustment {
  username: string;
  amount: string;
  transactionId: number;
  idempotencyKey: string;
  sumBalance: string;
}

/** What PUT /ops/wallet answers. */
interface WalletSettings {
  singleWallet: boolean;
  depositDemoDelaySeconds: number | null;
  withdrawalAutoReceivedMinutes?: number;
}

const ORDER_NO = /^[A-Za-z0-9]{1,40}$/;

/** One line of a deposit order. */
function depositLine(order: OpsDepositOrder): string {
  return `${order.orderNo} ${order.status.padEnd(9)} ${order.amount.padStart(13)} ${order.channelName} (${order.channelCode}) ${order.username} ${order.createdAt}${order.completedAt ? ` completed ${order.completedAt}` : ''}`;
}

/** One line of a withdrawal, with the bank account to pay (its whole number) when it has one. */
function withdrawalLine(order: OpsWithdrawalOrder): string {
  const account = order.bankAccount;
  const payTo = account
    ? ` to ${account.bankName} (${account.bankCode}) ${account.accountName} ${account.accountNumber}`
    : '';
  return `${order.orderNo} ${order.status.padEnd(19)} ${order.amount.padStart(12)} paid ${order.disbursedAmount.padStart(12)} rest ${order.remainingAmount.padStart(12)} ${order.username} ${order.createdAt}${order.hasProof ? ' (proof)' : ''}${payTo}`;
}

const DEPOSIT_STATUSES = ['pending', 'completed', 'rejected', 'all'];
const WITHDRAWAL_STATUSES = [
  'open',
  'pending',
  'partially_disbursed',
  'disbursed',
  'received',
  'not_received',
  'rejected',
  'all',
];

/** `PUT` of a name in one language, printed with every language's name. */
function nameCommand(
  client: OpsClient,
  what: string,
  path: string,
  [code, language, name]: [string, string, string],
) {
  const lang = language.toUpperCase();
  if (!(LANGUAGE_CODES as readonly string[]).includes(lang)) {
    throw client.usage(`the language must be one of ${LANGUAGE_CODES.join(', ')}`);
  }
  if (!new RegExp(LocalizedTextLimits.codePattern).test(code)) {
    throw client.usage(`${what} needs a code, e.g. ${what === 'wallet name' ? 'PG' : 'BANK'}`);
  }
  return client.send({
    method: 'PUT',
    path: `${path}/${encodeURIComponent(code)}/names/${lang}`,
    body: { name },
    print: (named: OpsNamed) => [
      `${named.code}: ${named.name}`,
      ...LANGUAGE_CODES.map((l) => `  ${l}: ${named.names[l] ?? '(default language)'}`),
    ],
  });
}

function walletCommands(program: Command, client: OpsClient) {
  const wallet = program.command('wallet').description("members' wallets and wallet settings");
  wallet
    .command('adjust')
    .description(
      "credit (100.00) or debit (-12.50) a member's main wallet through the ledger; after a " +
        'failure or a time-out, retry with the printed --key',
    )
    .argument('<USERNAME>')
    .argument('<AMOUNT>', 'like 100, 100.50 or -12.50')
    .option('--reason <text>', OptionText.reason)
    .option('--key <key>', OptionText.key)
    .action((username: string, amount: string, options: { reason?: string; key?: string }) => {
      if (!username.trim()) {
        throw client.usage('wallet adjust needs a username and an amount, e.g. 100.00 or -12.50');
      }
      if (!/^-?\d+(\.\d{1,2})?$/.test(amount)) {
        throw client.usage('the amount must be like 100, 100.50 or -12.50');
      }
      const reason = options.reason?.trim();
      if (!reason) throw client.usage('wallet adjust needs --reason');
      const idempotencyKey = client.moneyKey(options.key);
      return client.send({
        method: 'POST',
        path: `/ops/members/${encodeURIComponent(username.trim())}/adjustments`,
        body: { amount, reason, idempotencyKey },
        key: idempotencyKey,
        print: (a: Adjustment) => [
          `Adjusted ${a.username} by ${a.amount} (transaction #${a.transactionId}, key ${a.idempotencyKey}): balance ${a.sumBalance}`,
        ],
      });
    });
  const settings = (body: Record<string, unknown>, print: (s: WalletSettings) => string[]) =>
    client.send({ method: 'PUT', path: '/ops/wallet', body, print });
  wallet
    .command('single')
    .description('one wallet per member (on), or one per game vendor too (off)')
    .argument('<on|off>')
    .action((state: string) =>
      settings({ singleWallet: onOff(client, state, 'single') }, (s) => [
        `Single wallet: ${s.singleWallet ? 'on' : 'off'}`,
      ]),
    );
  wallet
    .command('deposit-delay')
    .description(
      'demo mode: a demo-channel deposit completes by itself SECONDS after it was made (off: an operator approves)',
    )
    .argument('<SECONDS|off>')
    .action((value: string) =>
      settings(
        { depositDemoDelaySeconds: value === 'off' ? null : whole(client, value, 'deposit-delay') },
        (s) => [
          s.depositDemoDelaySeconds
            ? `Deposit demo delay: ${s.depositDemoDelaySeconds} seconds (demo deposits complete by themselves)`
            : 'Deposit demo delay: off (an operator approves deposits)',
        ],
      ),
    );
  wallet
    .command('name')
    .description(
      "a merchant wallet's name in one language (\"\" leaves it empty: the brand's default language's shows)",
    )
    .argument('<CODE>')
    .argument('<LANG>')
    .argument('<NAME>')
    .action((code: string, language: string, name: string) =>
      nameCommand(client, 'wallet name', '/ops/merchant-wallets', [code, language, name]),
    );
  wallet
    .command('auto-received')
    .description(
      "a disbursed withdrawal counts as received MINUTES after its disbursal without the member's confirmation",
    )
    .argument('<MINUTES>')
    .action((value: string) =>
      settings({ withdrawalAutoReceivedMinutes: whole(client, value, 'auto-received') }, (s) => [
        `Withdrawal auto-received: ${s.withdrawalAutoReceivedMinutes} minutes after a disbursal`,
      ]),
    );
}

/** `<ORDER_NO>` checked, with the example of its kind in the message. */
function orderNo(client: OpsClient, value: string, what: string, example: string): string {
  if (!ORDER_NO.test(value)) throw client.usage(`${what} needs an order number, e.g. ${example}`);
  return encodeURIComponent(value);
}

function depositCommands(program: Command, client: OpsClient) {
  const deposit = program.command('deposit').description('deposit orders');
  deposit
    .command('list')
    .description('the latest deposit orders (pending by default)')
    .option('--status <status>', DEPOSIT_STATUSES.join('|'))
    .option('--last <N>', OptionText.last(50, 500))
    .action((options: { status?: string; last?: string }) => {
      const status = options.status ?? 'pending';
      if (!DEPOSIT_STATUSES.includes(status)) {
        throw client.usage('--status must be pending, completed, rejected or all');
      }
      const last = lastCount(client, options.last, 50, 500);
      return client.send({
        method: 'GET',
        path: `/ops/deposits?${new URLSearchParams({ status, last }).toString()}`,
        print: (orders: OpsDepositOrder[]) =>
          orders.length === 0
            ? [`(no ${status === 'all' ? '' : `${status} `}deposits)`]
            : orders.map(depositLine),
      });
    });
  deposit
    .command('channel-name')
    .description(
      "a deposit channel's name in one language (\"\" leaves it empty: the brand's default language's shows)",
    )
    .argument('<CODE>')
    .argument('<LANG>')
    .argument('<NAME>')
    .action((code: string, language: string, name: string) =>
      nameCommand(client, 'deposit channel-name', '/ops/deposit-channels', [code, language, name]),
    );
  for (const action of ['approve', 'reject'] as const) {
    deposit
      .command(action)
      .description(
        action === 'approve'
          ? 'complete a pending deposit: the member is credited once'
          : 'reject a pending deposit: no money moves',
      )
      .argument('<ORDER_NO>')
      .option('--note <text>', OptionText.note)
      .action((order: string, options: { note?: string }) => {
        const path = `/ops/deposits/${orderNo(client, order, `deposit ${action}`, 'D20261125K7Q2M9XA4B')}/${action}`;
        const note = options.note?.trim();
        return client.send({
          method: 'POST',
          path,
          body: note ? { note } : {},
          print: (o: OpsDepositOrder) => [
            action === 'approve'
              ? `Approved ${o.orderNo}: ${o.amount} credited to ${o.username} (transaction #${o.ledgerTransactionId})`
              : `Rejected ${o.orderNo} of ${o.username} (${o.amount}): no money moved`,
          ],
        });
      });
  }
}

function withdrawalCommands(program: Command, client: OpsClient) {
  const withdrawal = program.command('withdrawal').description('withdrawals');
  const path = (order: string, action: string) =>
    `/ops/withdrawals/${orderNo(client, order, `withdrawal ${action}`, 'W20261125K7Q2M9XA4B')}/${action}`;
  withdrawal
    .command('list')
    .description('the latest withdrawals (open by default: not received or rejected yet)')
    .option('--status <status>', WITHDRAWAL_STATUSES.join('|'))
    .option('--last <N>', OptionText.last(50, 500))
    .action((options: { status?: string; last?: string }) => {
      const status = options.status ?? 'open';
      if (!WITHDRAWAL_STATUSES.includes(status)) {
        throw client.usage(`--status must be one of ${WITHDRAWAL_STATUSES.join(', ')}`);
      }
      const last = lastCount(client, options.last, 50, 500);
      return client.send({
        method: 'GET',
        path: `/ops/withdrawals?${new URLSearchParams({ status, last }).toString()}`,
        print: (orders: OpsWithdrawalOrder[]) =>
          orders.length === 0
            ? [`(no ${status === 'all' ? '' : `${status} `}withdrawals)`]
            : orders.map(withdrawalLine),
      });
    });
  withdrawal
    .command('disburse')
    .description(
      'pay out a withdrawal: all that remains, or AMOUNT of it; the same --key and AMOUNT again pay nothing more (after a failure or a time-out, retry with the printed key, never without)',
    )
    .argument('<ORDER_NO>')
    .argument('[AMOUNT]', 'like 100 or 100.50')
    .option('--key <key>', OptionText.key)
    .action((order: string, amount: string | undefined, options: { key?: string }) => {
      const target = path(order, 'disburse');
      if (amount !== undefined && !/^\d+(\.\d{1,2})?$/.test(amount)) {
        throw client.usage('the amount must be like 100 or 100.50');
      }
      const idempotencyKey = client.moneyKey(options.key);
      return client.send({
        method: 'POST',
        path: target,
        body: amount === undefined ? { idempotencyKey } : { amount, idempotencyKey },
        key: idempotencyKey,
        print: (o: OpsWithdrawalOrder) => [
          `Disbursed ${o.orderNo} of ${o.username}: ${o.disbursedAmount} of ${o.amount} paid, ${o.remainingAmount} remaining (${o.status}; key ${idempotencyKey})`,
        ],
      });
    });
  for (const action of ['reject', 'force-received'] as const) {
    withdrawal
      .command(action)
      .description(
        action === 'reject'
          ? "refuse a withdrawal not paid out in full: the rest goes back to the member's main wallet"
          : 'close a disbursed withdrawal as received: the rest, if any, is not refunded',
      )
      .argument('<ORDER_NO>')
      .option('--note <text>', OptionText.note)
      .action((order: string, options: { note?: string }) => {
        const target = path(order, action);
        const note = options.note?.trim();
        return client.send({
          method: 'POST',
          path: target,
          body: note ? { note } : {},
          print: (o: OpsWithdrawalOrder) => [
            action === 'reject'
              ? `Rejected ${o.orderNo} of ${o.username}: ${o.remainingAmount} back to the main wallet (${o.disbursedAmount} had been paid)`
              : `Received ${o.orderNo} of ${o.username} (forced): ${o.disbursedAmount} paid, ${o.remainingAmount} not refunded`,
          ],
        });
      });
  }
}

/** The wallet module's ops commands. */
export const walletOps: OpsCommandGroup = {
  name: 'wallet',
  summary: 'Money',
  register(program, client) {
    walletCommands(program, client);
    depositCommands(program, client);
    withdrawalCommands(program, client);
  },
};
