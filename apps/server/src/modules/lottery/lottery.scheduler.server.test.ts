// Databases: PGlite and PostgreSQL — two server processes (PostgreSQL) or two apps (PGlite) on one
//   job queue.
// The draw scheduler with the real lottery service, end to end: bets placed over HTTP on the fast
// games (6-second draws), the schedulers left alone, then the database audited: every draw bet on
// has exactly one result and one draw job, every bet is settled exactly once with the win the
// settlement math gives for that result, each member's money = credits − stakes + wins, at most one
// win transaction per draw, and the ledger balanced.
// - On PostgreSQL (TEST_DATABASE_URL, the PostgreSQL leg of the server tests): two real server
//   processes (src/main.ts, LOTTERY_FAST_DRAW_SECONDS=6), each with its scheduler and pg-boss.
//   Without TEST_DATABASE_URL the same runs on two apps of this process on one PGlite (PGlite
//   admits one process; they share its one job engine), and there each draw is also seen settled
//   by exactly one app. CI runs both: the server tests on PGlite, then again on PostgreSQL
//   (scripts/server-pg-tests.sh, which fails under CI when PostgreSQL does not answer).
// - One app on the embedded PGlite: the scheduler draws and settles fast draws by itself.
import { randomBytes } from 'node:crypto';
import type {
  LotteryBetResponse,
  LotteryPlayType,
  LotteryPrize,
} from '@lotusplay/api-client/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../app';
import type { LotusPlayServer } from '../../app';
import type { Database } from '../../db/client';
import type { TestServer } from '../../testing';
import { ledgerProblems, memberMoney } from '../../testing/ledger-audit';
import { testPasswordHasher } from '../../testing/test-database';
import type { TestDatabase } from '../../testing/test-database';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMember } from '../../testing/auth-helpers';
import {
  createProcessMember,
  listenInProcess,
  loginOverHttp,
  PROCESS_OPERATOR_TOKEN,
  startServerProcess,
} from '../../testing/server-process';
import type { ServerEndpoint } from '../../testing/server-process';
import { createTestDatabase } from '../../testing/test-database';
import { addressSource, fundMember, loggedInMember } from '../../testing/wallet-kit';
import { serverLedgerKey } from '../wallet/wallet.service';
import { fastSchedule, nextOpenDraw } from './lottery.schedule';
import type { DrawJob } from './lottery.scheduler';
import { winMinor } from './lottery.settle-math';

const pgUrl = process.env.TEST_DATABASE_URL;
const FAST_SECONDS = 6;
const FUNDS = 1_000_000;
const nextAddress = addressSource(91);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What one bet on a fast game looks like, by game. */
const BETS: Record<string, { playType: LotteryPlayType; numbers: () => string[] }[]> = {
  FAST_3D: [
    { playType: 'FAST_1D', numbers: () => ['0', '1', '2', '3', '4'] },
    { playType: 'FAST_2D', numbers: () => [pad(rand(100), 2)] },
    { playType: 'FAST_3D', numbers: () => [pad(rand(1000), 3)] },
  ],
  VN_FAST: [
    { playType: 'VN_LO2', numbers: () => [pad(rand(50), 2), pad(50 + rand(50), 2)] },
    { playType: 'VN_DE', numbers: () => [pad(rand(100), 2)] },
  ],
  ELOTT_5D: [
    { playType: 'ELOTT_BS', numbers: () => ['BIG'] },
    { playType: 'ELOTT_POS', numbers: () => ['1:0', '2:1', '3:2', '4:3', '5:4'] },
  ],
};
const rand = (n: number) => Math.floor(Math.random() * n);
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A member as the bets need it. */
interface Bettor {
  id: number;
  username: string;
  token: string;
}

interface Placed {
  member: Bettor;
  gameCode: string;
  numero: string;
  playType: LotteryPlayType;
  numbers: string[];
  stakeMinor: number;
}

/** Places one bet of each kind of `gameCode` on its draw open now, alternating the servers. */
async function placeRound(
  servers: ServerEndpoint[],
  members: Bettor[],
  gameCode: string,
  round: number,
): Promise<Placed[]> {
  const schedule = fastSchedule(FAST_SECONDS);
  // A draw with at least 1.5 s left to bet (else the next one).
  let draw = nextOpenDraw(schedule, new Date());
  if (draw.closeTime.getTime() - Date.now() < 1500) {
    draw = nextOpenDraw(schedule, new Date(draw.closeTime.getTime() + 1));
  }
  const placed: Placed[] = [];
  await Promise.all(
    BETS[gameCode]!.map(async (kind, i) => {
      const member = members[(round + i) % members.length]!;
      const server = servers[(round + i) % servers.length]!;
      const stakeMinor = 100 * (1 + ((round + i) % 3));
      const numbers = kind.numbers();
      const answer = await server.call<LotteryBetResponse>(
        'POST',
        '/lgw/bets',
        {
          gameCode,
          numero: draw.numero,
          playType: kind.playType,
          numbers,
          stake: `${stakeMinor / 100}.00`,
          idempotencyKey: randomBytes(16).toString('hex'),
        },
        member.token,
      );
      // A draw that closed while the bet was on its way is refused: a bet not placed.
      if (answer.status === 409) return;
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.value.bet.numero).toBe(draw.numero);
      placed.push({
        member,
        gameCode,
        numero: draw.numero,
        playType: kind.playType,
        numbers,
        stakeMinor,
      });
    }),
  );
  return placed;
}

type Row = Record<string, unknown>;
async function rows<T extends Row>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Waits (≤ timeoutMs) until none of the members' bets is OPEN. */
async function settledWithin(db: Database, memberIds: number[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [open] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from lottery_bets where status = 'OPEN'
          and member_id in (${sql.join(
            memberIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    if (open!.n === 0) return;
    if (Date.now() > deadline) throw new Error(`${open!.n} bets still OPEN after ${timeoutMs} ms`);
    await sleep(250);
  }
}

/** Checks every placed bet against its draw's stored result, and the members' money. */
async function audit(db: Database, placed: Placed[], members: Bettor[]): Promise<void> {
  const stored = await rows<{
    member_id: number;
    code: string;
    numero: string;
    play_type: LotteryPlayType;
    numbers: string[];
    stake_minor: string;
    total_stake_minor: string;
    status: string;
    win_minor: string | null;
    prizes: LotteryPrize[] | null;
    settled_at: unknown;
  }>(
    db,
    sql`select b.member_id, g.code, b.numero, b.play_type, b.numbers, b.stake_minor::text,
               b.total_stake_minor::text, b.status, b.win_minor::text, d.prizes, d.settled_at
        from lottery_bets b join lottery_games g on g.id = b.game_id
        left join lottery_draws d on d.game_id = b.game_id and d.numero = b.numero
        where b.member_id in (${sql.join(
          members.map((m) => sql`${m.id}`),
          sql`, `,
        )})`,
  );
  expect(stored).toHaveLength(placed.length);
  const expected = new Map(members.map((m) => [m.id, FUNDS]));
  for (const bet of stored) {
    expect(bet.prizes, `${bet.code} ${bet.numero} has a result`).not.toBeNull();
    const win = winMinor(
      { playType: bet.play_type, numbers: bet.numbers, stakeMinor: Number(bet.stake_minor) },
      bet.prizes!,
    );
    expect(Number(bet.win_minor), `${bet.code} ${bet.numero} ${bet.play_type}`).toBe(win);
    expect(bet.status).toBe(win > 0 ? 'WON' : 'LOST');
    expected.set(bet.member_id, expected.get(bet.member_id)! - Number(bet.total_stake_minor) + win);
  }
  // Each member holds exactly: deposits − stakes + wins (a win paid twice would show).
  const money = await memberMoney(
    db,
    members.map((m) => m.id),
  );
  for (const member of members)
    expect(money.get(member.id), member.username).toBe(expected.get(member.id));
  // One result per draw, and one win transaction per draw at most.
  const duplicates = await rows(
    db,
    sql`select game_id, numero, count(*)::int as n from lottery_draws group by game_id, numero
        having count(*) > 1`,
  );
  expect(duplicates).toEqual([]);
  const winTransactions = await rows(
    db,
    sql`select idempotency_key, count(*)::int as n from ledger_transactions
        where idempotency_key like ${serverLedgerKey('lottery-%')} group by idempotency_key
        having count(*) > 1`,
  );
  expect(winTransactions).toEqual([]);
  const problems = await ledgerProblems(db);
  for (const [name, list] of Object.entries(problems)) expect(list, name).toEqual([]);
}

const games = Object.keys(BETS);

describe(
  pgUrl
    ? 'the scheduler in two server processes on one PostgreSQL'
    : 'the scheduler in two apps on one PGlite (the two-process proof runs on PostgreSQL: TEST_DATABASE_URL)',
  () => {
    let database: TestDatabase;
    let servers: ServerEndpoint[] = [];
    const dirs: string[] = [];
    const outcomes: (DrawJob & { app: string; outcome: string })[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      if (database.url) {
        // Two real server processes (src/main.ts): each its own pools, scheduler and pg-boss.
        for (let i = 0; i < 2; i += 1) dirs.push(mkdtempSync(join(tmpdir(), 'lotusplay-lottery-')));
        servers = await Promise.all(
          dirs.map((dataDir) =>
            startServerProcess({
              databaseUrl: database.url,
              dataDir,
              env: { LOTTERY_FAST_DRAW_SECONDS: String(FAST_SECONDS) },
            }),
          ),
        );
      } else {
        servers = await Promise.all(
          ['a', 'b'].map(async (app) =>
            listenInProcess(
              await createServer({
                db: database.db,
                notifications: database.notifications,
                passwordHasher: testPasswordHasher,
                sleep: async () => undefined,
                config: {
                  operatorToken: PROCESS_OPERATOR_TOKEN,
                  lottery: { fastDrawSeconds: FAST_SECONDS },
                },
                lotteryScheduler: {
                  tickMs: 1000,
                  pollingIntervalSeconds: 0.5,
                  onDrawn: (job, outcome) => outcomes.push({ ...job, app, outcome }),
                },
              }),
            ),
          ),
        );
      }
    }, 180_000);
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.close()));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      await database?.close();
    });

    it('draws each draw once and settles every bet once, over several draws of three games', async () => {
      const members: Bettor[] = [];
      for (let i = 0; i < 4; i += 1) {
        // A process hashes at the production cost; an app of this process at the test cost.
        const who = database.url
          ? await createProcessMember(database)
          : await createMember(database);
        const server = servers[i % servers.length]!;
        const token = await loginOverHttp(server, who.username, who.password);
        const credit = await server.call('POST', `/ops/members/${who.username}/adjustments`, {
          amount: `${FUNDS / 100}.00`,
          reason: 'lottery scheduler test',
          idempotencyKey: `lottery-scheduler-${who.id}`,
        });
        expect(credit.status, JSON.stringify(credit.body)).toBe(200);
        members.push({ id: who.id, username: who.username, token });
      }
      const placed: Placed[] = [];
      // Four rounds, one draw apart: bets on about four draws of each fast game.
      for (let round = 0; round < 4; round += 1) {
        for (const gameCode of games) {
          placed.push(...(await placeRound(servers, members, gameCode, round)));
        }
        await sleep(FAST_SECONDS * 1000);
      }
      expect(placed.length).toBeGreaterThan(20);
      await settledWithin(
        database.db,
        members.map((m) => m.id),
        60_000,
      );
      await audit(database.db, placed, members);

      // One draw job per draw bet on (whichever process sent it first), completed.
      const betKeys = [...new Set(placed.map((bet) => `${bet.gameCode}:${bet.numero}`))];
      const jobs = await rows<{ key: string; n: number; states: string[] }>(
        database.db,
        sql`select singleton_key as key, count(*)::int as n, array_agg(state::text) as states
            from pgboss.job where name = 'lottery-draw'
            and singleton_key in (${sql.join(
              betKeys.map((key) => sql`${key}`),
              sql`, `,
            )})
            group by singleton_key`,
      );
      expect(jobs).toHaveLength(betKeys.length);
      for (const job of jobs) expect(job, job.key).toMatchObject({ n: 1, states: ['completed'] });

      if (!database.url) {
        // In this process the apps tell which settled what: each draw once, by one of them.
        const settled = outcomes.filter((o) => o.outcome === 'settled');
        const keys = settled.map((o) => `${o.gameCode}:${o.numero}`);
        expect(new Set(keys).size).toBe(keys.length);
        for (const key of betKeys) expect(keys).toContain(key);
      }
      // How late after its draw time each draw was settled (a figure, not a limit: it depends on
      // the machine's load).
      const [lag] = await rows<{ avg: string; max: string }>(
        database.db,
        sql`select round(avg(extract(epoch from d.settled_at - d.draw_time))::numeric, 2)::text as avg,
                   round(max(extract(epoch from d.settled_at - d.draw_time))::numeric, 2)::text as max
            from lottery_draws d join lottery_games g on g.id = d.game_id
            where g.code || ':' || d.numero in (${sql.join(
              betKeys.map((key) => sql`${key}`),
              sql`, `,
            )})`,
      );
      console.log(
        `lottery scheduler on ${database.kind}: ${betKeys.length} draws bet on, ${placed.length} bets, all settled once; settled ${lag!.avg} s after the draw time on average, ${lag!.max} s at most`,
      );
    }, 150_000);
  },
);

describe('the scheduler on the embedded PGlite (one app)', () => {
  let app: LotusPlayServer;
  let endpoint: ServerEndpoint;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ embedded: true });
    app = await createServer({
      db: database.db,
      notifications: database.notifications,
      passwordHasher: testPasswordHasher,
      sleep: async () => undefined,
      config: { lottery: { fastDrawSeconds: FAST_SECONDS } },
      lotteryScheduler: { tickMs: 1000, pollingIntervalSeconds: 0.5 },
    });
    endpoint = await listenInProcess(app);
  }, 180_000);
  afterAll(async () => {
    await endpoint?.close();
    await database?.close();
  });

  it('draws and settles a fast draw by itself', async () => {
    const server = { app, database, close: async () => undefined } as TestServer;
    const member = await loggedInMember(server, nextAddress());
    await fundMember(server, member.id, FUNDS, `scheduler-pglite-${member.id}`);
    const placed: Placed[] = [];
    for (const gameCode of games)
      placed.push(...(await placeRound([endpoint], [member], gameCode, 0)));
    expect(placed.length).toBeGreaterThanOrEqual(5);
    await settledWithin(database.db, [member.id], 30_000);
    await audit(database.db, placed, [member]);
    // Draws without bets are drawn too: the fast games have results for the draws since start.
    const [drawn] = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from lottery_draws where prizes is not null`,
    );
    expect(drawn!.n).toBeGreaterThanOrEqual(games.length);
  }, 60_000);
});
