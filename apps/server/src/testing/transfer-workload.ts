// Random wallet transfers (MAIN ↔ vendor wallets of a few members) sent over real HTTP, with a log
// of every answer per idempotency key, and the check of that log against the ledger: the proof
// that money is never lost (wallet.concurrency.test.ts, wallet.crash.test.ts).
import type { WalletTransferResponse } from '@lotusplay/api-client/contracts';
import type { Database } from '../db/client';
import { accountIds, ledgerProblems, memberMoney, transactionsByKey } from './ledger-audit';
import type { LedgerProblems } from './ledger-audit';
import { httpCall } from './server-process';

/** A member the workload moves money for. */
export interface WorkloadMember {
  id: number;
  token: string;
}

/** One intended transfer: its key and the body sent with it every time. */
export interface PlannedTransfer {
  memberId: number;
  token: string;
  key: string;
  body: { from: string; to: string; amount?: string; all?: true; idempotencyKey: string };
}

/** How a transfer call ended. */
export type TransferOutcome =
  | { kind: 'moved'; transactionId: number; amount: string }
  | { kind: 'refused'; status: number; code: string }
  | { kind: 'lost'; error: string };

/** Minor units as the decimal string the browser sends ('12.34'). */
export function money(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** A deterministic pseudo-random source (mulberry32), so a failing run can be replayed by seed. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

let keySequence = 0;

/** A random transfer of a random member: MAIN → vendor or back, a small amount or (1 in 8) all. */
export function planTransfer(
  random: () => number,
  members: readonly WorkloadMember[],
  vendors: readonly string[],
  tag: string,
): PlannedTransfer {
  const member = members[Math.floor(random() * members.length)]!;
  const vendor = vendors[Math.floor(random() * vendors.length)]!;
  const [from, to] = random() < 0.5 ? ['MAIN', vendor] : [vendor, 'MAIN'];
  const key = `${tag}-${++keySequence}-${Math.floor(random() * 1e9).toString(36)}`;
  const all = random() < 0.125;
  return {
    memberId: member.id,
    token: member.token,
    key,
    body: all
      ? { from, to, all: true, idempotencyKey: key }
      : { from, to, amount: money(1 + Math.floor(random() * 5_000)), idempotencyKey: key },
  };
}

/** Every planned transfer and every answer it got. */
export class TransferLog {
  readonly planned = new Map<string, PlannedTransfer>();
  readonly outcomes = new Map<string, TransferOutcome[]>();

  plan(transfer: PlannedTransfer): void {
    this.planned.set(`${transfer.memberId}:${transfer.key}`, transfer);
  }

  record(transfer: PlannedTransfer, outcome: TransferOutcome): void {
    const id = `${transfer.memberId}:${transfer.key}`;
    this.outcomes.set(id, [...(this.outcomes.get(id) ?? []), outcome]);
  }

  /** The answers of 200 of a transfer. */
  moves(id: string) {
    return (this.outcomes.get(id) ?? []).filter((o) => o.kind === 'moved');
  }

  /** Transfers answered 200 at least once. */
  acknowledged(): PlannedTransfer[] {
    return [...this.planned.entries()]
      .filter(([id]) => this.moves(id).length > 0)
      .map(([, p]) => p);
  }

  /** Transfers never answered 200 (refused, or whose answer was lost). */
  unacknowledged(): PlannedTransfer[] {
    return [...this.planned.entries()]
      .filter(([id]) => this.moves(id).length === 0)
      .map(([, p]) => p);
  }

  count(kind: TransferOutcome['kind']): number {
    let n = 0;
    for (const list of this.outcomes.values()) n += list.filter((o) => o.kind === kind).length;
    return n;
  }
}

/**
 * Sends a planned transfer to `base` and logs the answer: 200 moved, a 4xx refusal, or lost (a
 * network error, or a 5xx). Answers the outcome.
 */
export async function sendTransfer(
  base: string,
  transfer: PlannedTransfer,
  log: TransferLog,
): Promise<TransferOutcome> {
  let outcome: TransferOutcome;
  try {
    const answer = await httpCall<WalletTransferResponse>(
      `${base}/wps/relay/GCS_walletTransfer`,
      'POST',
      transfer.body,
      transfer.token,
    );
    if (answer.status === 200) {
      outcome = {
        kind: 'moved',
        transactionId: answer.body.value.transactionId,
        amount: answer.body.value.amount,
      };
    } else if (answer.status < 500) {
      outcome = { kind: 'refused', status: answer.status, code: answer.body.code };
    } else {
      outcome = { kind: 'lost', error: `${answer.status} ${JSON.stringify(answer.body)}` };
    }
  } catch (error) {
    outcome = { kind: 'lost', error: error instanceof Error ? error.message : String(error) };
  }
  log.record(transfer, outcome);
  return outcome;
}

/** What the ledger says about the log: every list empty when no money was lost or made. */
export interface LedgerVerdict extends LedgerProblems {
  /** Members whose money (sum of their accounts) is not what they were credited. */
  moneyChanged: { memberId: number; expected: number; actual: number }[];
  /** Keys answered 200 with different transactions or amounts. */
  inconsistentAnswers: { id: string; outcomes: TransferOutcome[] }[];
  /** Keys answered 200 whose transaction is missing, another one, or moved something else. */
  acknowledgedNotInLedger: { id: string; problem: string }[];
  /** Keys that made more than one transaction, or (when `final`) a never-acknowledged one. */
  keysNotOnce: { id: string; transactions: number }[];
  /** Ledger transactions of the members with a key the workload never sent (other than credits). */
  unknownTransactions: { id: string; kind: string }[];
}

/**
 * Checks the log against the ledger. `credits`: what each member was credited before the
 * workload (transfers move nothing in or out). `final`: every unacknowledged key was answered
 * with a refusal in the end (nothing pending), so it must have made no transaction at all.
 */
export async function verifyLedger(
  db: Database,
  log: TransferLog,
  credits: ReadonlyMap<number, number>,
  { final }: { final: boolean },
): Promise<LedgerVerdict> {
  const memberIds = [...credits.keys()];
  const [problems, money, byKey, accounts] = await Promise.all([
    ledgerProblems(db),
    memberMoney(db, memberIds),
    transactionsByKey(db, memberIds),
    accountIds(db, memberIds),
  ]);
  const verdict: LedgerVerdict = {
    ...problems,
    moneyChanged: [],
    inconsistentAnswers: [],
    acknowledgedNotInLedger: [],
    keysNotOnce: [],
    unknownTransactions: [],
  };
  for (const [memberId, expected] of credits) {
    const actual = money.get(memberId) ?? 0;
    if (actual !== expected) verdict.moneyChanged.push({ memberId, expected, actual });
  }
  for (const [id, transfer] of log.planned) {
    const transactions = byKey.get(id) ?? [];
    const moves = log.moves(id);
    if (transactions.length > 1 || (final && moves.length === 0 && transactions.length > 0)) {
      verdict.keysNotOnce.push({ id, transactions: transactions.length });
    }
    if (moves.length === 0) continue;
    const first = moves[0]!;
    if (moves.some((m) => m.transactionId !== first.transactionId || m.amount !== first.amount)) {
      verdict.inconsistentAnswers.push({ id, outcomes: log.outcomes.get(id) ?? [] });
    }
    const tx = transactions[0];
    const fromId = accounts.get(`${transfer.memberId}:${transfer.body.from}`);
    const toId = accounts.get(`${transfer.memberId}:${transfer.body.to}`);
    const minor = Math.round(Number(first.amount) * 100);
    const moved = (accountId: number | undefined) =>
      tx?.entries.find((e) => e.accountId === accountId)?.amount;
    const problem = !tx
      ? 'no transaction with its key'
      : tx.id !== first.transactionId
        ? `answered transaction ${first.transactionId}, the key made ${tx.id}`
        : tx.kind !== 'transfer' || tx.entries.length !== 2
          ? `kind ${tx.kind} with ${tx.entries.length} entries`
          : moved(fromId) !== -minor || moved(toId) !== minor
            ? `answered ${first.amount}, entries ${JSON.stringify(tx.entries)}`
            : null;
    if (problem) verdict.acknowledgedNotInLedger.push({ id, problem });
  }
  for (const [id, transactions] of byKey) {
    if (log.planned.has(id)) continue;
    for (const tx of transactions) {
      if (tx.kind !== 'adjustment') verdict.unknownTransactions.push({ id, kind: tx.kind });
    }
  }
  return verdict;
}

/** True when every list of the verdict is empty. */
export function verdictHolds(verdict: LedgerVerdict): boolean {
  return Object.values(verdict).every((list) => (list as unknown[]).length === 0);
}
