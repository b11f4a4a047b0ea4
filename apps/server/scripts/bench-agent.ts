// Usage: pnpm bench:agent [-- --agents 100 --per-agent 99 --repeat 20
//        --url postgres://user@host:5432/db]
// Times the agent centre's heaviest calls on a 10,000-member tree (issue 28): the team overview of
// the top agent (AgentService.teamOverview, the call behind GET /wps/agent/team/overview: the whole
// tree by one recursive query, then one grouped query per module), p50 and p99 over --repeat calls;
// and the daily-salary settlement of 10,000 contract holders (ContractService.settlePeriod, the
// very call of the settlement job: team sums along every chain, one ledger transaction for all);
// and the three team reports of the top agent (team betting, user profit and loss, account
// details: AgentReportService, behind GET /wps/agent/reports/*), first page, after the settlement.
// A fresh database: in-memory PGlite by default, or a new database on the PostgreSQL server of
// --url (created here, dropped at the end).
//
// The tree: one top agent with the operator's 1.00 % contract; --agents sub-agents under it at
// 0.80 %; each with --per-agent agents of its own at 0.50 % (10,001 holders by default), each of
// whom played one round yesterday (bulk-inserted round rows: this times the reads, not the round
// call). After the run the script checks the ledger, the total paid against the hand-computed
// figure, and that a second settlement of the day pays nothing.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createServer } from '../src/app';
import { freshBenchDatabase } from './bench-database';
import { prepareDatabase } from '../src/db/prepare';
import { ledgerProblems } from '../src/testing/ledger-audit';
import { testPasswordHasher } from '../src/testing/test-database';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    agents: { type: 'string', default: '100' },
    'per-agent': { type: 'string', default: '99' },
    repeat: { type: 'string', default: '20' },
    url: { type: 'string' },
  },
});
const subAgents = Number(values.agents);
const perAgent = Number(values['per-agent']);
const repeat = Number(values.repeat);
const log = (line: string) => process.stdout.write(`${line}\n`);

const { target, drop: dropDatabase } = await freshBenchDatabase(values.url);
const handle = await prepareDatabase(target, { passwordHasher: testPasswordHasher });
const app = await createServer({
  db: handle.db,
  passwordHasher: testPasswordHasher,
  agentSettlementMs: null,
  depositSweepMs: null,
  withdrawalSweepMs: null,
  playTokenSweepMs: null,
});
const db = handle.db;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(2);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

try {
  const building = performance.now();
  const [top] = await rows<{ id: number }>(sql`
    insert into members (username, nickname, password_hash, is_agent)
    values ('benchtop', 'benchtop', '!unusable$bench', 1) returning id`);
  await rows(sql`
    insert into members (username, nickname, password_hash, is_agent, upline_id)
    select 'benchs' || i, 'benchs' || i, '!unusable$bench', 1, ${top!.id}
    from generate_series(1, ${subAgents}) i`);
  await rows(sql`
    insert into members (username, nickname, password_hash, is_agent, upline_id)
    select 'benchm' || s.id || '_' || i, 'benchm', '!unusable$bench', 1, s.id
    from members s, generate_series(1, ${perAgent}) i
    where s.upline_id = ${top!.id}`);
  const yesterday = new Date(Date.now() - 86_400_000);
  const [game] = await rows<{ id: number; vendor: string; type: string }>(
    sql`select id, vendor_code as vendor, game_type as type from games limit 1`,
  );
  // One round of 10.00 per leaf agent, yesterday noon (UTC).
  const noon = new Date(`${yesterday.toISOString().slice(0, 10)}T12:00:00Z`);
  await rows(sql`
    insert into game_rounds (round_id, member_id, game_id, vendor_code, game_type, stake, win,
      balance_before, balance_after, created_at)
    select 'bench-' || m.id, m.id, ${game!.id}, ${game!.vendor}, ${game!.type}, 1000, 0, 0, 0,
      ${noon.toISOString()}
    from members m where m.username like 'benchm%'`);
  // The contracts, accepted the day before yesterday.
  const accepted = new Date(noon.getTime() - 86_400_000).toISOString();
  const contract = (rateBp: number) =>
    sql`'dailySalary', 'D', ${JSON.stringify([{ minValidBet: 0, minActiveMembers: 0, rateBp }])}::jsonb, ${rateBp}, 'active', ${accepted}::timestamptz, ${accepted}::timestamptz`;
  await rows(sql`
    insert into agent_contracts (holder_id, offered_by, kind, period, tiers, max_rate_bp, status, created_at, decided_at)
    values (${top!.id}, null, ${contract(100)})`);
  await rows(sql`
    insert into agent_contracts (holder_id, offered_by, kind, period, tiers, max_rate_bp, status, created_at, decided_at)
    select id, upline_id, ${contract(80)} from members where upline_id = ${top!.id}`);
  await rows(sql`
    insert into agent_contracts (holder_id, offered_by, kind, period, tiers, max_rate_bp, status, created_at, decided_at)
    select id, upline_id, ${contract(50)} from members where username like 'benchm%'`);
  const [{ members, holders }] = (await rows<{ members: number; holders: number }>(sql`
    select (select count(*)::int from members where username like 'bench%') as members,
           (select count(*)::int from agent_contracts c join members m on m.id = c.holder_id
             where c.kind = 'dailySalary' and c.status = 'active' and m.username like 'bench%') as holders`)) as [
    { members: number; holders: number },
  ];
  log(
    `database: ${handle.kind}; ${members} members in the tree, ${holders} contract holders; built in ${seconds(building)} s`,
  );

  // The team overview of the top agent (yesterday: every round counts).
  const agent = (
    await rows<Record<string, unknown>>(sql`select * from members where id = ${top!.id}`)
  )[0];
  const topMember = {
    ...(agent as object),
    id: top!.id,
    isAgent: 1,
  } as unknown as Parameters<(typeof app)['contractService']['income']>[0];
  const times: number[] = [];
  let overview;
  for (let i = 0; i < repeat; i += 1) {
    const start = performance.now();
    overview = await app.agentService.teamOverview(topMember, 'yesterday');
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  log(
    `team overview of ${overview!.totals.members} members: p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms over ${repeat} calls (valid bets ${overview!.totals.validBets}, active ${overview!.totals.activeMembers})`,
  );

  // The settlement of yesterday.
  const bounds = app.contractService.periodAt('D', noon);
  const settling = performance.now();
  const outcome = await app.contractService.settlePeriod('dailySalary', 'D', bounds);
  log(
    `settlement of ${holders} holders: ${outcome.outcome}, ${outcome.agentsPaid} paid ${(outcome.total / 100).toFixed(2)} in ${seconds(settling)} s`,
  );
  // The three team reports of yesterday and today (yesterday's rounds, today's salary credits),
  // first page: the calls behind GET /wps/agent/reports/*.
  const filter = {
    from: yesterday.toISOString().slice(0, 10),
    to: new Date().toISOString().slice(0, 10),
    pageNo: 1,
    pageSize: 20,
  };
  const reports = [
    ['team betting', () => app.agentReportService.bets(topMember, filter)],
    ['user profit and loss', () => app.agentReportService.profitLoss(topMember, filter)],
    ['account details', () => app.agentReportService.transactions(topMember, filter)],
  ] as const;
  for (const [name, call] of reports) {
    const took: number[] = [];
    let total = 0;
    for (let i = 0; i < repeat; i += 1) {
      const start = performance.now();
      total = (await call()).total;
      took.push(performance.now() - start);
    }
    took.sort((a, b) => a - b);
    log(
      `report ${name} (${total} rows): p50 ${percentile(took, 50).toFixed(0)} ms, p99 ${percentile(took, 99).toFixed(0)} ms over ${repeat} calls`,
    );
  }

  // By hand: the top's gross = 1.00 % of every round = the total paid.
  const expected = Math.floor((subAgents * perAgent * 1000 * 100) / 10_000);
  const again = await app.contractService.settlePeriod('dailySalary', 'D', bounds);
  const problems = await ledgerProblems(db);
  const broken = Object.entries(problems).filter(([, list]) => (list as unknown[]).length > 0);
  log(
    `expected total ${(expected / 100).toFixed(2)}; a second settlement: ${again.outcome}; ledger ${broken.length === 0 ? 'balanced' : `problems: ${broken.map(([k]) => k).join(', ')}`}`,
  );
  if (outcome.total !== expected || again.outcome !== 'already' || broken.length > 0)
    process.exitCode = 1;
} finally {
  await app.close();
  await handle.close();
  await dropDatabase();
}
