// Databases: PGlite and PostgreSQL — the ledger's prepared statements under random sequences.
// A property test of the ledger (fast-check) through the wallet service on a fresh database:
// random sequences of deposits, withdrawals, transfers, bets, wins, operator adjustments and
// retries of earlier keys, for two members with vendor wallets. Deposits, withdrawals, bets and
// wins are named by the server (`deposit-…`, `withdrawal-…-hold`, `lot-…-b`, `dv…-w`); a
// member's transfer or an operator's adjustment often takes, as its own key, the name of one of
// them made earlier or still to come: a caller's key never stops the server's movement (nor the
// other way round). After every step the database
// must hold: each transaction's entries sum to 0; each account's balance is the sum of its entries
// and each entry's balance_after the running sum; no member balance below 0; all accounts together
// sum to 0 (double entry), and outside the clearing accounts the total moved exactly by the
// deposits less the withdrawals. A model of the member wallets says which steps must succeed.
import { MAIN_WALLET_CODE, WalletErrorCodes } from '@lotusplay/api-client/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { createMember } from '../../testing/auth-helpers';
import { createTestServer } from '../../testing/test-database';
import type { WalletMovement } from './wallet.service';

let server: Awaited<ReturnType<typeof createTestServer>>;
let vendorCodes: string[];

beforeAll(async () => {
  server = await createTestServer();
  vendorCodes = (await server.database.db.select().from(t.merchantWallets))
    .map((v) => v.code)
    .slice(0, 2);
});
afterAll(async () => {
  await server?.close();
});

type Step =
  | { op: 'deposit' | 'withdraw'; member: number; amount: number }
  | {
      op: 'transfer';
      member: number;
      from: number;
      to: number;
      amount: number | 'all';
      squat: number | null;
    }
  | { op: 'bet' | 'win'; member: number; wallet: number; amount: number }
  | { op: 'adjust'; member: number; amount: number; squat: number | null }
  | { op: 'retry'; back: number };

const member = fc.integer({ min: 0, max: 1 });
const wallet = fc.integer({ min: 0, max: 2 }); // 0 MAIN, 1 and 2 vendor wallets
const amount = fc.oneof(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 300 }));
/** Half the time a caller's key is the name of a server's movement of the sequence (by index). */
const squat = fc.option(fc.nat({ max: 7 }), { freq: 2 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), member, amount }),
  fc.record({ op: fc.constant('withdraw' as const), member, amount }),
  fc.record({
    op: fc.constant('transfer' as const),
    member,
    from: wallet,
    to: wallet,
    amount: fc.oneof(amount, fc.constant('all' as const)),
    squat,
  }),
  fc.record({ op: fc.constant('bet' as const), member, wallet, amount }),
  fc.record({ op: fc.constant('win' as const), member, wallet, amount }),
  fc.record({
    op: fc.constant('adjust' as const),
    member,
    amount: fc.integer({ min: -20_000, max: 20_000 }).filter((n) => n !== 0),
    squat,
  }),
  fc.record({ op: fc.constant('retry' as const), back: fc.integer({ min: 1, max: 5 }) }),
);

/** The invariants, read from the database in one statement. */
async function ledgerState() {
  const result = (await server.database.db.execute(sql`
    select
      (select count(*) from (select transaction_id from ledger_entries
        group by transaction_id having sum(amount) <> 0) x) as unbalanced,
      (select count(*) from wallet_accounts a where a.balance <> coalesce(
        (select sum(e.amount) from ledger_entries e where e.account_id = a.id), 0)) as drifted,
      (select count(*) from (select balance_after, sum(amount) over (partition by account_id
        order by id) as running from ledger_entries) x where balance_after <> running) as bad_after,
      (select count(*) from wallet_accounts where member_id is not null and balance < 0) as negative,
      (select coalesce(sum(balance), 0) from wallet_accounts) as total,
      (select coalesce(sum(balance), 0) from wallet_accounts
        where kind not in ('deposit_clearing', 'withdrawal_clearing')) as outside_clearing
  `)) as unknown as { rows: Record<string, string | number>[] };
  const row = result.rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

let keys = 0;
let runs = 0;

/** The name the server gives the movement of step `index` of run `run`, shaped as its real ones. */
function serverName(step: Step | undefined, run: number, index: number): string | null {
  const id = `${run}x${index}`;
  switch (step?.op) {
    case 'deposit':
      return `deposit-D2026${id}`;
    case 'withdraw':
      return `withdrawal-W2026${id}-hold`;
    case 'bet':
      return `lot-prop${id}-b`;
    case 'win':
      return `dv00prop${id}-w`;
    default:
      return null;
  }
}

describe('the ledger under random sequences of movements', () => {
  it('keeps its invariants after every step and moves money exactly as the model says', async () => {
    const service = server.app.walletService;
    const codes = () => [MAIN_WALLET_CODE, ...vendorCodes];
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const run = ++runs;
        const members = [await createMember(server.database), await createMember(server.database)];
        /** Callers' keys taken in this run, by member. */
        const taken = [new Set<string>(), new Set<string>()];
        /** A caller's key: fresh, or (`squat`) the server's name of a step of this run. */
        const callerKey = (m: number, fresh: string, squat: number | null) => {
          const name = squat === null ? null : serverName(steps[squat], run, squat);
          const chosen = name && !taken[m]!.has(name) ? name : fresh;
          taken[m]!.add(chosen);
          return chosen;
        };
        /** The model: balances per member per wallet code. */
        const model = members.map(() => new Map(codes().map((code) => [code, 0])));
        const done: { call: () => Promise<WalletMovement>; answer: WalletMovement }[] = [];
        const start = await ledgerState();
        let netDeposits = 0;

        for (const [index, s] of steps.entries()) {
          let call: () => Promise<WalletMovement>;
          let expected: 'ok' | string = 'ok';
          let apply: () => void;
          if (s.op === 'retry') {
            const earlier = done[done.length - s.back];
            if (!earlier) continue;
            const again = await earlier.call();
            expect(again).toEqual(earlier.answer);
          } else {
            const who = members[s.member]!;
            const balances = model[s.member]!;
            const key = serverName(s, run, index) ?? `prop-${++keys}-${s.op}`;
            if (s.op === 'deposit') {
              call = () =>
                service.deposit(who.id, s.amount, { idempotencyKey: key, reference: 'd' });
              apply = () => {
                balances.set(MAIN_WALLET_CODE, balances.get(MAIN_WALLET_CODE)! + s.amount);
                netDeposits += s.amount;
              };
            } else if (s.op === 'withdraw') {
              call = () =>
                service.withdraw(who.id, s.amount, { idempotencyKey: key, reference: 'w' });
              if (balances.get(MAIN_WALLET_CODE)! < s.amount) {
                expected = WalletErrorCodes.InsufficientBalance;
              }
              apply = () => {
                balances.set(MAIN_WALLET_CODE, balances.get(MAIN_WALLET_CODE)! - s.amount);
                netDeposits -= s.amount;
              };
            } else if (s.op === 'transfer') {
              const from = codes()[s.from]!;
              const to = codes()[s.to]!;
              const moved = s.amount === 'all' ? balances.get(from)! : s.amount;
              const callers = callerKey(s.member, key, s.squat);
              call = () => service.transfer(who.id, from, to, s.amount, callers);
              if (from === to || (from !== MAIN_WALLET_CODE && to !== MAIN_WALLET_CODE)) {
                expected = WalletErrorCodes.TransferInvalid;
              } else if (moved === 0 || balances.get(from)! < moved) {
                expected = WalletErrorCodes.InsufficientBalance;
              }
              apply = () => {
                balances.set(from, balances.get(from)! - moved);
                balances.set(to, balances.get(to)! + moved);
              };
            } else if (s.op === 'bet' || s.op === 'win') {
              const code = codes()[s.wallet]!;
              const sign = s.op === 'win' ? 1 : -1;
              const options = { idempotencyKey: key, reference: s.op, wallet: code };
              call = () =>
                s.op === 'win'
                  ? service.credit(who.id, 'win', s.amount, options)
                  : service.debit(who.id, 'bet', s.amount, options);
              if (sign < 0 && balances.get(code)! < s.amount) {
                expected = WalletErrorCodes.InsufficientBalance;
              }
              apply = () => void balances.set(code, balances.get(code)! + sign * s.amount);
            } else {
              const callers = callerKey(s.member, key, 'squat' in s ? s.squat : null);
              call = () => service.adjust(who.id, s.amount, 'operator', callers);
              if (balances.get(MAIN_WALLET_CODE)! + s.amount < 0) {
                expected = WalletErrorCodes.InsufficientBalance;
              }
              apply = () =>
                void balances.set(MAIN_WALLET_CODE, balances.get(MAIN_WALLET_CODE)! + s.amount);
            }
            const outcome = await call().then(
              (answer) => ({ answer, code: 'ok' }),
              (error: { code?: string }) => ({ answer: null, code: error.code ?? String(error) }),
            );
            expect(outcome.code, JSON.stringify(s)).toBe(expected);
            if (outcome.answer) {
              apply();
              done.push({ call, answer: outcome.answer });
              const shown = new Map(outcome.answer.wallets.map((w) => [w.code, w.balance]));
              for (const [code, minor] of balances) {
                expect(shown.get(code), code).toBe((minor / 100).toFixed(2));
              }
            }
          }

          const state = await ledgerState();
          expect(state.unbalanced).toBe(0);
          expect(state.drifted).toBe(0);
          expect(state.bad_after).toBe(0);
          expect(state.negative).toBe(0);
          expect(state.total).toBe(0);
          expect(state.outside_clearing! - start.outside_clearing!).toBe(netDeposits);
        }
      }),
      { numRuns: 100 },
    );
  });
});
