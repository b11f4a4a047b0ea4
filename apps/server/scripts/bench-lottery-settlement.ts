// Usage: pnpm bench:lottery-settlement [-- --bets 100000 --members 1000 --game VN_NORTH
//        --url postgres://user@host:5432/db]
// Times the settlement of one lottery draw with 100,000 OPEN bets (issue 13; goal under 10 s):
// LotteryService.drawAndSettle, the very call the scheduler's job makes (lock the draw, draw the
// result, compute every bet's win, mark the bets WON/LOST, credit the winners through the wallet in
// one ledger transaction), on a fresh database: in-memory PGlite by default, or a new database on the
// PostgreSQL server of --url (created here, dropped at the end).
//
// The bets: one real bet per member placed through LotteryService.placeBet (its stake through the
// wallet), then copies of them with fresh random numbers inserted in bulk up to --bets (placing
// 100,000 bets one by one would time the bet call, which bench:server measures, not the
// settlement). The copies' stakes are not in the ledger; the settlement reads and pays them all
// the same. After the run the script checks that no bet is OPEN, that the ledger balances, and that
// a second drawAndSettle answers 'already'.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { LOTTERY_PLAY_TYPES } from '@lotusplay/api-client/contracts';
import type { LotteryPlayType } from '@lotusplay/api-client/contracts';
import { createServer } from '../src/app';
import { freshBenchDatabase } from './bench-database';
import { prepareDatabase } from '../src/db/prepare';
import { nextOpenDraw } from '../src/modules/lottery/lottery.schedule';
import { ledgerProblems } from '../src/testing/ledger-audit';
import { testPasswordHasher } from '../src/testing/test-database';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    bets: { type: 'string', default: '100000' },
    members: { type: 'string', default: '1000' },
    game: { type: 'string', default: 'VN_NORTH' },
    url: { type: 'string' },
  },
});
const betCount = Number(values.bets);
const memberCount = Number(values.members);
if (!Number.isInteger(betCount) || !Number.isInteger(memberCount) || memberCount < 1) {
  process.stderr.write('--bets and --members must be whole numbers\n');
  process.exit(2);
}
const log = (line: string) => process.stdout.write(`${line}\n`);

const { target, drop: dropDatabase } = await freshBenchDatabase(values.url);
const started = performance.now();
const handle = await prepareDatabase(target, { passwordHasher: testPasswordHasher });
const app = await createServer({ db: handle.db, passwordHasher: testPasswordHasher });
const lottery = app.lotteryService;
const db = handle.db;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

try {
  const game = (await lottery.scheduledGames()).find((g) => g.gameCode === values.game);
  if (!game) throw new Error(`no lottery game ${values.game}`);
  const { numero } = nextOpenDraw(game.schedule, new Date());
  const playTypes = LOTTERY_PLAY_TYPES[game.kind];
  log(`database: ${handle.kind}; game ${game.gameCode} (${game.kind}), draw ${numero}`);

  // Members, funded through the wallet.
  const members = await rows<{ id: number }>(sql`
    insert into members (username, nickname, password_hash)
    select 'bench' || i, 'bench' || i, '!unusable$bench' from generate_series(1, ${memberCount}) i
    returning id`);
  for (const [i, member] of members.entries()) {
    await app.walletService.deposit(member.id, 100_000_00, {
      idempotencyKey: `bench-fund-${i}`,
      reference: 'bench deposit',
    });
  }

  // One real bet per member.
  const digits: Record<LotteryPlayType, number> = {
    VN_LO2: 2,
    VN_DE: 2,
    VN_3D: 3,
    VN_4D: 4,
    SEA_BIG: 4,
    SEA_SMALL: 4,
    FAST_3D: 3,
    FAST_2D: 2,
    FAST_1D: 1,
    ELOTT_POS: 0,
    ELOTT_BS: 0,
  };
  const randomNumber = (playType: LotteryPlayType) => {
    if (playType === 'ELOTT_POS')
      return `${1 + Math.floor(Math.random() * 5)}:${Math.floor(Math.random() * 10)}`;
    if (playType === 'ELOTT_BS') return Math.random() < 0.5 ? 'BIG' : 'SMALL';
    const d = digits[playType];
    return String(Math.floor(Math.random() * 10 ** d)).padStart(d, '0');
  };
  const placing = performance.now();
  for (const [i, member] of members.entries()) {
    const playType = playTypes[i % playTypes.length]!;
    const numbers = [...new Set([randomNumber(playType), randomNumber(playType)])];
    await lottery.placeBet(
      { id: member.id },
      {
        gameCode: game.gameCode,
        numero,
        playType,
        numbers,
        stake: `${1 + (i % 10)}.00`,
        idempotencyKey: randomBytes(16).toString('hex'),
      },
    );
  }
  log(
    `placed ${members.length} bets through the service in ${((performance.now() - placing) / 1000).toFixed(1)} s`,
  );

  // Copies up to --bets, each with one fresh random number of its play type's length.
  const copying = performance.now();
  const copies = betCount - members.length;
  const CHUNK = 20_000;
  for (let done = 0; done < copies; done += CHUNK) {
    const n = Math.min(CHUNK, copies - done);
    await db.execute(sql`
      insert into lottery_bets (member_id, game_id, numero, play_type, numbers, stake_minor,
        total_stake_minor, odds, possible_win_minor, status, placed_at, idempotency_key,
        request_hash, ledger_transaction_id)
      select b.member_id, b.game_id, b.numero, b.play_type,
        array[case
          when b.play_type = 'ELOTT_BS' then (array['BIG','SMALL'])[1 + floor(random() * 2)::int]
          when b.play_type = 'ELOTT_POS' then (1 + floor(random() * 5)::int)::text || ':' || floor(random() * 10)::int::text
          else lpad(floor(random() * power(10, length(b.numbers[1])))::bigint::text, length(b.numbers[1]), '0')
        end],
        b.stake_minor, b.stake_minor, b.odds, b.possible_win_minor / cardinality(b.numbers), 'OPEN',
        b.placed_at, 'copy-' || ${done} || '-' || g.i, b.request_hash, b.ledger_transaction_id
      from generate_series(1, ${n}) g(i)
      join (
        select *, (row_number() over (order by id) - 1)::int as rn from lottery_bets
        where numero = ${numero} and idempotency_key not like 'copy-%'
      ) b on b.rn = g.i % ${members.length}`);
  }
  const [{ open }] = (await rows<{ open: number }>(
    sql`select count(*)::int as open from lottery_bets where numero = ${numero} and status = 'OPEN'`,
  )) as [{ open: number }];
  log(`copied to ${open} OPEN bets in ${((performance.now() - copying) / 1000).toFixed(1)} s`);

  // The settlement, timed.
  const settling = performance.now();
  const outcome = await lottery.drawAndSettle(game.gameCode, numero);
  const seconds = (performance.now() - settling) / 1000;

  const [summary] = (await rows<{ open: number; won: number; lost: number; paid: string }>(sql`
    select count(*) filter (where status = 'OPEN')::int as open,
           count(*) filter (where status = 'WON')::int as won,
           count(*) filter (where status = 'LOST')::int as lost,
           coalesce(sum(win_minor), 0)::text as paid
    from lottery_bets where numero = ${numero}`)) as [
    { open: number; won: number; lost: number; paid: string },
  ];
  const again = performance.now();
  const second = await lottery.drawAndSettle(game.gameCode, numero);
  const againMs = performance.now() - again;
  const problems = await ledgerProblems(db);
  const broken = Object.entries(problems).filter(([, list]) => (list as unknown[]).length > 0);
  log(
    `drawAndSettle(${game.gameCode}, ${numero}) = ${outcome}: ${open} bets settled in ${seconds.toFixed(2)} s ` +
      `(goal < 10 s): ${summary.won} won, ${summary.lost} lost, ${(Number(summary.paid) / 100).toFixed(2)} paid; ` +
      `${summary.open} still OPEN`,
  );
  log(`a second drawAndSettle = ${second} in ${againMs.toFixed(0)} ms`);
  log(
    broken.length === 0
      ? 'ledger: balanced (every transaction sums to 0, every balance is its entries)'
      : `ledger problems: ${broken.map(([k]) => k).join(', ')}`,
  );
  log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (summary.open !== 0 || outcome !== 'settled' || second !== 'already' || broken.length > 0) {
    process.exitCode = 1;
  }
} finally {
  await app.close();
  await handle.close();
  await dropDatabase();
}
