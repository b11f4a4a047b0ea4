// `pnpm test:reliability`: the ledger under load, a SIGKILL and two processes (issue 24, "Also").
//
// On a fresh scratch database of the PostgreSQL at --database-url (else DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test) it starts TWO built servers (apps/server/dist/main.js:
// build first), gives 64 members money through the operator API, and for 20 s drives every member
// at once against both processes: wallet transfers MAIN ↔ two vendor wallets (a fresh key each),
// demo-vendor baccarat rounds, lottery bets on a fast draw that the servers draw and settle every
// few seconds, and, for two members, withdrawals. Each call is sent once, or to both processes at
// once, or again after its answer, or with the socket destroyed mid-flight or as the answer
// arrives (then again on the other process). A third of the way in, one process is killed with
// SIGKILL and started again on the same database while the load goes on (until 4 s after it is
// back at least, so the restarted process takes calls again). Afterwards every call whose answer
// was lost is sent once more on the quiet system, both servers stop, and the database is checked
// against the client's record of every key and answer; each invariant is printed with its count.
// Exit 0 when all hold, 1 on any violation (or a server that would not start).
//
// Flags: --members <n> (64), --duration <s> (20), --database-url <url>.
// RELIABILITY_SELF_TEST=break writes a one-sided ledger entry before the checks: the run must then
// fail (the self-check that the checks can fail).
//
// The members are inserted with demo_player's password hash, and their sessions are written
// straight into member_sessions (a random token and its SHA-256, as a login writes them): 64
// scrypt logins would cost about 20 CPU-seconds, and logins are not what this test is about. The
// withdrawing members set their payment password through the API.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import {
  DEFAULT_DATABASE_URL,
  createScratchDatabase,
  freePort,
  makeTempDir,
  pingPostgres,
  redactUrl,
  repoRoot,
  runMain,
  SERVER_VARIABLES,
  serverEntry,
  stopChild,
  trackChild,
  webDist,
} from '../../../bench/lib/product.mjs';

/** The run's data-encryption key, shared by its server processes (32 bytes, hex). */
const RUN_DATA_KEY = randomBytes(32).toString('hex');

const USAGE = 'Flags: --members <n> (64), --duration <seconds> (20), --database-url <url>';

/**
 * Members that also withdraw, each one withdrawal every 3–5 s: every withdrawal (and setting the
 * payment password) checks a password with scrypt, about a third of a CPU-second each.
 */
const WITHDRAWERS = 2;
/** The fast lottery's draw interval on both servers (LOTTERY_FAST_DRAW_SECONDS). */
const FAST_DRAW_SECONDS = 8;
const LOTTERY_GAME = 'VN_FAST';
/** The load goes on at least this long after the killed process is back. */
const AFTER_RESTART_MS = 4_000;
const PAYMENT_PASSWORD = '582914';
const MEMBER_CREDIT = 1_000_00;
const WITHDRAWER_CREDIT = 3_000_00;
/** How each call is sent (shares of all calls). */
const PATTERNS = [
  ['once', 0.55],
  ['both at once', 0.15],
  ['again after the answer', 0.12],
  ['destroyed mid-flight', 0.09],
  ['destroyed as the answer arrives', 0.09],
];

function parseFlags(argv) {
  const flags = { members: 64, duration: 20, databaseUrl: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') continue;
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    const match = /^--(members|duration|database-url)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unknown argument "${arg}". ${USAGE}`);
    const raw = match[2] ?? argv[++i];
    if (raw === undefined) throw new Error(`${arg} needs a value. ${USAGE}`);
    if (match[1] === 'database-url') {
      flags.databaseUrl = raw;
    } else {
      const value = Number(raw);
      if (!Number.isInteger(value) || value < 1) {
        throw new Error(`--${match[1]} needs a whole number ≥ 1, got "${raw}"`);
      }
      flags[match[1]] = value;
    }
  }
  return flags;
}

// ---------------------------------------------------------------------------------------------
// Small helpers.

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const between = (min, max) => min + Math.floor(Math.random() * (max - min + 1));
/** Minor units as the decimal string the browser sends ('12.34'). */
const money = (minor) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
/** A decimal string of an answer ('12.34') in minor units. */
const minorOf = (text) => Math.round(Number(text) * 100);
const count = (n) => n.toLocaleString('en-US');

function tail(file, lines = 20) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

// ---------------------------------------------------------------------------------------------
// The two server processes: each on a fixed port of its own, so that a restart after the SIGKILL
// answers at the same address (the clients keep their URLs, as behind a load balancer).

const READY_LINE = /LotusPlay is running at http:\/\/\S+/g;

class ServerProcess {
  constructor({ label, workDir, databaseUrl, operatorToken }) {
    this.label = label;
    this.workDir = workDir;
    this.databaseUrl = databaseUrl;
    this.operatorToken = operatorToken;
    this.logFile = join(workDir, `${label}-server.log`);
    this.port = 0;
    this.child = null;
    this.up = false;
    this.agent = new Agent({ keepAlive: true, maxSockets: 256 });
    this.starts = 0;
  }

  async start(timeoutMs = 120_000) {
    if (!this.port) this.port = await freePort();
    const env = { ...process.env };
    for (const name of SERVER_VARIABLES) delete env[name];
    Object.assign(env, {
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATA_DIR: join(this.workDir, `${this.label}-data`),
      WEB_DIST: webDist,
      DATABASE_URL: this.databaseUrl,
      OPERATOR_TOKEN: this.operatorToken,
      // Both processes share the run's data-encryption key, as a deployment's processes must.
      DATA_ENCRYPTION_KEY: RUN_DATA_KEY,
      // Errors and warnings only: one line per request would cost the load its CPU.
      LOG_LEVEL: 'warn',
      LOTTERY_FAST_DRAW_SECONDS: String(FAST_DRAW_SECONDS),
    });
    const fd = openSync(this.logFile, 'a');
    const started = Date.now();
    const child = trackChild(
      spawn(process.execPath, [serverEntry], { cwd: repoRoot, env, stdio: ['ignore', fd, fd] }),
    );
    closeSync(fd);
    this.child = child;
    this.starts += 1;
    const startLines = this.starts;
    await new Promise((done, fail) => {
      const onExit = (code, signal) => {
        clearInterval(poll);
        fail(
          new Error(
            `server ${this.label} exited before it was ready (code ${code}, signal ${signal}):\n${tail(this.logFile)}`,
          ),
        );
      };
      const poll = setInterval(() => {
        let text;
        try {
          text = readFileSync(this.logFile, 'utf8');
        } catch {
          return;
        }
        // Ready once this start has printed its line (the log is appended to across restarts).
        if ((text.match(READY_LINE) ?? []).length >= startLines) {
          clearInterval(poll);
          child.off('exit', onExit);
          done();
        } else if (Date.now() - started > timeoutMs) {
          clearInterval(poll);
          child.off('exit', onExit);
          fail(new Error(`server ${this.label} was not ready within ${timeoutMs / 1000} s`));
        }
      }, 50);
      child.once('exit', onExit);
    });
    this.up = true;
    child.once('exit', () => {
      this.up = false;
    });
    return Date.now() - started;
  }

  /** SIGKILL: no shutdown, no flush; resolves once the process is gone. */
  async kill() {
    const child = this.child;
    this.up = false;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await gone;
  }

  async stop() {
    this.up = false;
    if (this.child) await stopChild(this.child);
    this.agent.destroy();
  }
}

/**
 * One HTTP call. Answers { status, body }, or { aborted: true } when `abort` destroyed the socket
 * ('sent': `abortAfterMs` after the request was written, unless the answer was complete by then;
 * 'answer': as soon as the answer's head arrives, before its body), or { lost: reason } on a
 * network error or time-out.
 */
function send(server, method, path, { headers = {}, body, abort = null, abortAfterMs = 0 } = {}) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    let settled = false;
    let destroyedByUs = false;
    const finish = (outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path,
        agent: server.agent,
        headers: {
          ...headers,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        if (abort === 'answer') {
          destroyedByUs = true;
          req.destroy();
          finish({ aborted: true });
          return;
        }
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          let parsed = null;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // not JSON: the status says enough
          }
          finish({ status: res.statusCode, body: parsed });
        });
        res.on('error', (error) => finish({ lost: error.code ?? error.message }));
      },
    );
    req.on('error', (error) =>
      finish(destroyedByUs ? { aborted: true } : { lost: error.code ?? error.message }),
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish({ lost: 'no answer within 15 s' });
    }, 15_000);
    req.end(payload);
    if (abort === 'sent') {
      setTimeout(() => {
        if (settled) return;
        destroyedByUs = true;
        req.destroy();
        finish({ aborted: true });
      }, abortAfterMs);
    }
  });
}

/** A call that must succeed (the set-up). */
async function must(server, method, path, options) {
  const answer = await send(server, method, path, options);
  if (answer.status !== 200) {
    throw new Error(
      `${method} ${path} on ${server.label} answered ${answer.status ?? answer.lost}: ${JSON.stringify(answer.body)}`,
    );
  }
  return answer.body.value;
}

/** The servers' logs (warnings and errors only, and the start-up lines), for a failed run. */
function printServerLogs(servers) {
  for (const server of servers) {
    const text = tail(server.logFile, 15);
    if (text) console.log(`\n── the last lines of server ${server.label}'s log:\n${text}`);
  }
}

// ---------------------------------------------------------------------------------------------
// The client's record: every key (a transfer's idempotency key, a round's id, …) with what was
// sent and every answer it got.

/** What one call is: its kind, member, key, request body and what to send it with. */
class Call {
  constructor(kind, member, key, body, path, headers) {
    this.kind = kind;
    this.member = member;
    this.key = key;
    this.body = body;
    this.path = path;
    this.headers = headers;
    /** { server, phase, status?, value?, code?, aborted?, lost? } */
    this.attempts = [];
  }

  /** The answers 200 (their values). */
  get successes() {
    return this.attempts.filter((a) => a.status === 200).map((a) => a.value);
  }

  /** True when an attempt lost its answer (aborted by us, a network error, a 5xx). */
  get lostOne() {
    return this.attempts.some((a) => a.aborted || a.lost || a.status >= 500);
  }
}

class Record {
  constructor() {
    this.calls = [];
    this.statuses = new Map();
    this.patterns = new Map();
    this.serverErrors = [];
  }

  tally(name) {
    this.statuses.set(name, (this.statuses.get(name) ?? 0) + 1);
  }

  async attempt(call, server, phase, abort = null) {
    const sentAt = performance.now();
    const outcome = await send(server, 'POST', call.path, {
      headers: call.headers,
      body: call.body,
      abort,
      abortAfterMs: between(0, 12),
    });
    const attempt = { server: server.label, phase, sentAt, answeredAt: performance.now() };
    if (outcome.aborted) {
      attempt.aborted = true;
      this.tally('aborted by the client');
    } else if (outcome.lost) {
      attempt.lost = outcome.lost;
      this.tally(`no answer (${outcome.lost})`);
    } else {
      attempt.status = outcome.status;
      attempt.code = outcome.body?.code ?? null;
      if (outcome.status === 200) attempt.value = outcome.body?.value;
      this.tally(outcome.status === 200 ? '200' : `${outcome.status} ${attempt.code ?? ''}`.trim());
      if (outcome.status >= 500) {
        this.serverErrors.push({
          kind: call.kind,
          key: call.key,
          status: outcome.status,
          body: outcome.body,
        });
      }
    }
    call.attempts.push(attempt);
    return attempt;
  }
}

// ---------------------------------------------------------------------------------------------
// The run.

async function main() {
  const flags = parseFlags(process.argv.slice(2));
  const wallStarted = Date.now();
  const selfTest = process.env.RELIABILITY_SELF_TEST;
  if (selfTest && selfTest !== 'break') {
    throw new Error(`RELIABILITY_SELF_TEST=${selfTest}: the only self-test is "break"`);
  }
  if (!existsSync(serverEntry)) {
    throw new Error(
      `${serverEntry} is missing: build the server first (pnpm test:reliability does).`,
    );
  }
  const adminUrl = flags.databaseUrl ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const ping = await pingPostgres(adminUrl);
  if (!ping.ok) throw new Error(`PostgreSQL at ${redactUrl(adminUrl)}: ${ping.reason}`);
  const scratch = await createScratchDatabase(adminUrl, 'lotusplay_reliability');
  const workDir = makeTempDir('lotusplay-reliability');
  const operatorToken = randomBytes(24).toString('base64url');
  const servers = ['a', 'b'].map(
    (label) => new ServerProcess({ label, workDir, databaseUrl: scratch.url, operatorToken }),
  );
  console.log(
    `Reliability: ${flags.members} members for ${flags.duration} s against two server processes ` +
      `on ${redactUrl(scratch.url)}`,
  );

  try {
    return await run(flags, scratch, servers, operatorToken, wallStarted);
  } catch (error) {
    printServerLogs(servers);
    throw error;
  }
}

/** The run itself, once the database and the servers' settings are there. */
async function run(flags, scratch, servers, operatorToken, wallStarted) {
  // Both start at once: one migrates and seeds under the server's advisory lock, the other waits.
  const [startA, startB] = await Promise.all(servers.map((server) => server.start()));
  console.log(`  servers ready: a in ${startA} ms, b in ${startB} ms (one migrated and seeded)`);

  const db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  let members;
  let game;
  try {
    ({ members, game } = await setUp(db, servers, flags.members, operatorToken));
  } finally {
    await db.end();
  }

  const record = new Record();
  const load = await drive(servers, members, game, record, flags.duration);
  const finalPass = await resolveLost(servers, record, scratch.url);
  await Promise.all(servers.map((server) => server.stop()));

  const check = new pg.Client({ connectionString: scratch.url });
  await check.connect();
  let violations;
  try {
    if (process.env.RELIABILITY_SELF_TEST === 'break') await breakTheLedger(check, members);
    printFigures(record, load, finalPass, members);
    violations = await checkLedger(check, record, members);
  } finally {
    await check.end();
  }
  const elapsed = ((Date.now() - wallStarted) / 1000).toFixed(1);
  if (violations > 0) {
    printServerLogs(servers);
    console.log(`\n✗ ${violations} invariant(s) violated (${elapsed} s in all)`);
    return 1;
  }
  console.log(`\n✓ the ledger is intact: every invariant holds (${elapsed} s in all)`);
  return 0;
}

/**
 * Members (inserted, with sessions), credited by the operator, the withdrawers' payment password,
 * a baccarat game launched for each (its play token and wallet), the vendor wallets to transfer to.
 */
async function setUp(db, servers, memberCount, operatorToken) {
  const run = randomBytes(3).toString('hex');
  const inserted = await db.query(
    `insert into members (username, nickname, password_hash, is_agent)
     select 'rel' || $2 || '_' || i, 'Reliability ' || i, password_hash, 0
     from members, generate_series(1, $1::int) i where username = 'demo_player'
     order by i returning id, username`,
    [memberCount, run],
  );
  if (inserted.rows.length !== memberCount) throw new Error('demo_player is missing: not seeded?');
  const members = inserted.rows.map((row, index) => ({
    index,
    id: row.id,
    username: row.username,
    token: randomBytes(32).toString('base64url'),
    withdraws: index < WITHDRAWERS,
    credit: index < WITHDRAWERS ? WITHDRAWER_CREDIT : MEMBER_CREDIT,
    sequence: 0,
  }));
  await db.query(
    `insert into member_sessions (token_hash, member_id, created_at, last_seen_at, expires_at)
     select h, m, now(), now(), now() + interval '1 day' from unnest($1::text[], $2::int[]) as s(h, m)`,
    [
      members.map((m) => createHash('sha256').update(m.token).digest('hex')),
      members.map((m) => m.id),
    ],
  );
  for (const m of members) m.auth = { authorization: `Bearer ${m.token}` };

  // A baccarat table (a LIVE game) of a vendor that launches games, not under maintenance.
  const games = await db.query(
    `select g.vendor_code, g.game_code from games g join game_vendors v on v.code = g.vendor_code
     where not g.maintenance and not v.maintenance and v.is_game = 'GAME' and g.game_type = 'LIVE'
     order by g.id limit 1`,
  );
  if (!games.rows[0]) throw new Error('no LIVE game to play in the catalogue');
  const gameRow = games.rows[0];

  const ops = { authorization: `Bearer ${operatorToken}` };
  await inBatches(members, 8, async (m) => {
    const server = servers[m.index % 2];
    await must(server, 'POST', `/ops/members/${m.username}/adjustments`, {
      headers: ops,
      body: { amount: money(m.credit), reason: 'reliability', idempotencyKey: `rel-credit-${run}` },
    });
    const launched = await must(server, 'POST', '/wps/game/launchGame', {
      headers: m.auth,
      body: { vassalage: gameRow.vendor_code, gameCode: gameRow.game_code, language: 'EN' },
    });
    m.playToken = new URL(launched.url, 'http://localhost').searchParams.get('token');
    if (!m.playToken) throw new Error(`launchGame answered no token: ${launched.url}`);
    if (m.withdraws) {
      await must(server, 'POST', '/wps/member/paymentPassword', {
        headers: m.auth,
        body: { loginPassword: 'Play2025', newPaymentPassword: PAYMENT_PASSWORD },
      });
    }
  });
  const session = await must(servers[0], 'GET', '/demo-vendor/api/session?lang=EN', {
    headers: { 'x-play-token': members[0].playToken },
  });
  const wallets = await must(servers[0], 'GET', '/wps/relay/GCS_merchantWallet', {
    headers: members[0].auth,
  });
  const gameWallet = session.wallet.code;
  const other = wallets.wallets.find((w) => w.code !== 'MAIN' && w.code !== gameWallet)?.code;
  const vendors = other ? [gameWallet, other] : [gameWallet];
  const game = {
    wallet: gameWallet,
    vendors,
    minStake: Math.max(1, minorOf(session.stake.min)),
    numero: null,
  };
  console.log(
    `  ${count(members.length)} members credited (${members.filter((m) => m.withdraws).length} withdraw), baccarat ` +
      `${gameRow.game_code} on wallet ${gameWallet}, transfers MAIN ↔ ${vendors.join(', ')}`,
  );
  return { members, game };
}

async function inBatches(list, size, work) {
  for (let i = 0; i < list.length; i += size) await Promise.all(list.slice(i, i + size).map(work));
}

/** One call of a member, of a kind picked at random (withdrawers withdraw every few seconds). */
function nextCall(member, game) {
  member.sequence += 1;
  const key = `rel-${member.index}-${member.sequence}-${randomBytes(3).toString('hex')}`;
  const now = Date.now();
  if (member.withdraws && now >= (member.nextWithdrawal ?? 0)) {
    member.nextWithdrawal = now + between(3_000, 5_000);
    return new Call(
      'withdrawal',
      member,
      key,
      {
        amount: money(between(100_00, 150_00)),
        paymentPassword: PAYMENT_PASSWORD,
        idempotencyKey: key,
      },
      '/wps/relay/WITHDRAW_create',
      member.auth,
    );
  }
  const roll = Math.random();
  if (roll < 0.6 || (roll >= 0.8 && !game.numero)) {
    const vendor = pick(game.vendors);
    const [from, to] = Math.random() < 0.5 ? ['MAIN', vendor] : [vendor, 'MAIN'];
    const body =
      Math.random() < 1 / 16
        ? { from, to, all: true, idempotencyKey: key }
        : { from, to, amount: money(between(1, 30_00)), idempotencyKey: key };
    return new Call('transfer', member, key, body, '/wps/relay/GCS_walletTransfer', member.auth);
  }
  if (roll < 0.8) {
    return new Call(
      'round',
      member,
      key,
      {
        roundId: key,
        stake: money(between(game.minStake, Math.max(game.minStake, 5_00))),
        bet: pick(['PLAYER', 'BANKER', 'TIE']),
      },
      '/demo-vendor/api/round',
      { 'x-play-token': member.playToken },
    );
  }
  const numbers = new Set();
  const wanted = between(1, 3);
  while (numbers.size < wanted) numbers.add(String(between(0, 99)).padStart(2, '0'));
  return new Call(
    'bet',
    member,
    // The lottery's key is 32 hex characters.
    createHash('md5').update(key).digest('hex'),
    {
      gameCode: LOTTERY_GAME,
      numero: game.numero,
      playType: 'VN_LO2',
      numbers: [...numbers],
      stake: money(between(1, 5) * 100),
      idempotencyKey: createHash('md5').update(key).digest('hex'),
    },
    '/lgw/bets',
    member.auth,
  );
}

function pickPattern() {
  let roll = Math.random();
  for (const [name, share] of PATTERNS) {
    roll -= share;
    if (roll < 0) return name;
  }
  return PATTERNS[0][0];
}

/** Sends one call by a pattern; a lost answer is sent once more to the other process. */
async function perform(call, servers, record) {
  const pattern = pickPattern();
  record.patterns.set(pattern, (record.patterns.get(pattern) ?? 0) + 1);
  const first = Math.random() < 0.5 ? 0 : 1;
  const [one, other] = [servers[first], servers[1 - first]];
  let last;
  if (pattern === 'both at once') {
    const both = await Promise.all([
      record.attempt(call, one, 'load'),
      record.attempt(call, other, 'load'),
    ]);
    last = both.find((a) => a.status !== undefined) ?? both[1];
  } else if (pattern === 'again after the answer') {
    await record.attempt(call, one, 'load');
    last = await record.attempt(call, other, 'load');
  } else if (pattern === 'destroyed mid-flight') {
    await record.attempt(call, one, 'load', 'sent');
    last = await record.attempt(call, other, 'load');
  } else if (pattern === 'destroyed as the answer arrives') {
    await record.attempt(call, one, 'load', 'answer');
    last = await record.attempt(call, other, 'load');
  } else {
    last = await record.attempt(call, one, 'load');
  }
  if (last.status === undefined || last.status >= 500) {
    // A client tries the other address once more (the killed process refuses for a while).
    await sleep(20);
    await record.attempt(call, last.server === one.label ? other : one, 'load');
  }
}

/** The open draw of the fast lottery, read every half second from a process that is up. */
async function followDraws(servers, game, going) {
  while (going()) {
    const server = servers.find((s) => s.up);
    if (server) {
      const answer = await send(
        server,
        'GET',
        `/lotto/lgw/games/opened/numero?gameCode=${LOTTERY_GAME}`,
      );
      if (answer.status === 200) game.numero = answer.body?.value?.current?.numero ?? null;
    }
    await sleep(500);
  }
}

/**
 * The load: every member in a loop until the end. A third of the way in, server a is killed with
 * SIGKILL and started again at once; the load goes on at least AFTER_RESTART_MS after it is back,
 * so that the restarted process takes calls again (its start is slow on a loaded machine).
 */
async function drive(servers, members, game, record, durationSeconds) {
  const started = Date.now();
  const chaos = { kills: 0, restarts: 0, downMs: 0, killedAtMs: null, killed: null };
  let until = started + durationSeconds * 1000;
  let restarted = false;
  // Until the killed process is back the end is not known: it is 4 s after that at the earliest.
  const going = () => !restarted || Date.now() < until;
  const loops = members.map(async (member) => {
    while (going()) {
      const call = nextCall(member, game);
      record.calls.push(call);
      await perform(call, servers, record);
    }
  });
  const killer = (async () => {
    await sleep((durationSeconds * 1000) / 3);
    const victim = servers[0];
    chaos.killedAtMs = Date.now() - started;
    chaos.killed = victim.label;
    const down = Date.now();
    await victim.kill();
    chaos.kills += 1;
    await victim.start();
    chaos.restarts += 1;
    chaos.downMs = Date.now() - down;
    until = Math.max(until, Date.now() + AFTER_RESTART_MS);
    chaos.backAt = performance.now();
    restarted = true;
  })();
  await Promise.all([followDraws(servers, game, going), killer, ...loops]);
  return { ...chaos, loadMs: Date.now() - started };
}

/**
 * On the quiet system: every call that lost an answer and never got a 200 is sent once more, so
 * that each key ends with an answer that says what happened (200: it moved once; 4xx: nothing).
 * First the servers finish what they were doing: a request whose socket the client destroyed goes
 * on, and a retry answered while its twin still commits could be refused although the key moves.
 */
async function resolveLost(servers, record, databaseUrl) {
  const quietMs = await waitForQuiet(databaseUrl);
  const open = record.calls.filter((c) => c.successes.length === 0 && c.lostOne);
  await inBatches(open, 16, (call) =>
    record.attempt(call, servers[Math.random() < 0.5 ? 0 : 1], 'final'),
  );
  return { sent: open.length, quietMs };
}

/** Waits (0.5–10 s) until no session of the database runs a statement or holds a transaction. */
async function waitForQuiet(databaseUrl) {
  const started = Date.now();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await sleep(500);
    let quietPolls = 0;
    while (quietPolls < 3 && Date.now() - started < 10_000) {
      const { rows } = await db.query(
        `select count(*)::int as busy from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()
           and (state = 'active' or state like 'idle in transaction%')`,
      );
      quietPolls = rows[0].busy === 0 ? quietPolls + 1 : 0;
      await sleep(100);
    }
  } finally {
    await db.end();
  }
  return Date.now() - started;
}

/** RELIABILITY_SELF_TEST=break: a one-sided entry on a member's main wallet (no balance change). */
async function breakTheLedger(db, members) {
  const member = members[0];
  const account = await db.query(
    `select id, balance from wallet_accounts where member_id = $1 and kind = 'main'`,
    [member.id],
  );
  const { id, balance } = account.rows[0];
  await db.query(
    `with t as (
       insert into ledger_transactions (kind, reference, member_id, idempotency_key, request_hash, response)
       values ('adjustment', 'reliability self-test', $1, 'reliability-self-test', '-', '{}'::jsonb)
       returning id)
     insert into ledger_entries (transaction_id, account_id, member_id, kind, amount, balance_after, reference)
     select t.id, $2, $1, 'adjustment', 100, $3::bigint + 100, 'reliability self-test' from t`,
    [member.id, id, balance],
  );
  console.log(
    `\n! RELIABILITY_SELF_TEST=break: a one-sided entry of 1.00 on ${member.username}'s main wallet`,
  );
}

function printFigures(record, load, finalPass, members) {
  const byKind = new Map();
  let requests = 0;
  for (const call of record.calls) {
    const kind = byKind.get(call.kind) ?? { calls: 0, ok: 0 };
    kind.calls += 1;
    if (call.successes.length > 0) kind.ok += 1;
    byKind.set(call.kind, kind);
    requests += call.attempts.length;
  }
  const seconds = load.loadMs / 1000;
  console.log(
    `\nLoad: ${count(requests)} requests in ${seconds.toFixed(1)} s (${count(Math.round(requests / seconds))}/s) ` +
      `by ${count(members.length)} members; ${count(record.calls.length)} keys`,
  );
  console.log(
    `  keys by kind: ${[...byKind]
      .map(([kind, k]) => `${kind} ${count(k.calls)} (${count(k.ok)} answered 200)`)
      .join(', ')}`,
  );
  console.log(
    `  sent: ${PATTERNS.map(([name]) => `${name} ${count(record.patterns.get(name) ?? 0)}`).join(', ')}`,
  );
  console.log(
    `  answers: ${[...record.statuses]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${status}: ${count(n)}`)
      .join(', ')}`,
  );
  const answeredAfter = record.calls
    .flatMap((call) => call.attempts)
    .filter(
      (a) =>
        a.phase === 'load' &&
        a.server === load.killed &&
        a.sentAt > load.backAt &&
        a.status !== undefined,
    ).length;
  console.log(
    `  SIGKILL of server ${load.killed} at ${(load.killedAtMs / 1000).toFixed(1)} s: kills ${load.kills}, ` +
      `restarts ${load.restarts}, down ${(load.downMs / 1000).toFixed(1)} s, then ${count(answeredAfter)} answers from it`,
  );
  console.log(
    `  sent again on the quiet system (answer lost, never 200): ${count(finalPass.sent)}, ` +
      `after ${(finalPass.quietMs / 1000).toFixed(1)} s waiting for the servers to finish`,
  );
}

// ---------------------------------------------------------------------------------------------
// The checks: each prints ✓ or ✗ with its count; answers the number violated.

async function checkLedger(db, record, members) {
  console.log('\nInvariants:');
  let violated = 0;
  const verdict = (ok, text, problems = []) => {
    console.log(`  ${ok ? '✓' : '✗'} ${text}`);
    if (!ok) {
      violated += 1;
      for (const problem of problems.slice(0, 5)) console.log(`      ${JSON.stringify(problem)}`);
      if (problems.length > 5) console.log(`      … and ${count(problems.length - 5)} more`);
    }
  };
  const q = async (text, params) => (await db.query(text, params)).rows;
  await db.query('begin isolation level repeatable read read only');

  // The ledger as a whole (the invariants of wallet.property.test.ts and ledger-audit.ts).
  const [{ transactions, entries, accounts }] = await q(
    `select (select count(*) from ledger_transactions)::int as transactions,
            (select count(*) from ledger_entries)::int as entries,
            (select count(*) from wallet_accounts)::int as accounts`,
  );
  const unbalanced = await q(
    `select t.id::text as id, coalesce(sum(e.amount), 0)::text as sum, count(e.id)::int as entries
     from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
     group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`,
  );
  verdict(
    unbalanced.length === 0,
    `every transaction's entries sum to 0, with two entries at least: ${count(transactions)} transactions, ${count(unbalanced.length)} not`,
    unbalanced,
  );
  const drifted = await q(
    `select a.id, a.balance::text as balance, coalesce(e.total, 0)::text as entries
     from wallet_accounts a
     left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e
       on e.account_id = a.id
     where a.balance <> coalesce(e.total, 0)`,
  );
  verdict(
    drifted.length === 0,
    `every account's balance is the sum of its entries: ${count(accounts)} accounts, ${count(drifted.length)} not`,
    drifted,
  );
  const running = await q(
    `select id::text as id, account_id, balance_after::text as balance_after, running::text as running
     from (select id, account_id, balance_after,
                  sum(amount) over (partition by account_id order by id) as running
           from ledger_entries) x
     where balance_after <> running`,
  );
  verdict(
    running.length === 0,
    `every entry's balance_after is its account's running sum: ${count(entries)} entries, ${count(running.length)} not`,
    running,
  );
  const [{ total }] = await q(
    `select coalesce(sum(balance), 0)::text as total from wallet_accounts`,
  );
  verdict(
    Number(total) === 0,
    `all accounts together sum to 0: ${money(Math.abs(Number(total)))}${Number(total) < 0 ? ' below' : ''}`,
  );
  const negative = await q(
    `select id, member_id, balance::text as balance from wallet_accounts
     where member_id is not null and balance < 0`,
  );
  verdict(
    negative.length === 0,
    `no member account below 0: ${count(negative.length)} below`,
    negative,
  );
  const twice = await q(
    `select member_id, idempotency_key, count(*)::int as transactions from ledger_transactions
     group by member_id, idempotency_key having count(*) > 1`,
  );
  verdict(
    twice.length === 0,
    `no (member, key) with two transactions: ${count(twice.length)}`,
    twice,
  );

  // The members' rows, read once.
  const ids = members.map((m) => m.id);
  const byId = new Map(members.map((m) => [m.id, m]));
  const accountRows = await q(
    `select id, member_id, kind, vendor_code, balance::text as balance from wallet_accounts
     where member_id = any($1::int[])`,
    [ids],
  );
  const accountOf = new Map(
    accountRows.map((a) => [`${a.member_id}:${a.kind === 'main' ? 'MAIN' : a.vendor_code}`, a.id]),
  );
  const txRows = await q(
    `select t.id::text as id, t.member_id, t.kind, t.idempotency_key as key, e.account_id,
            e.amount::text as amount
     from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
     where t.member_id = any($1::int[]) order by t.id, e.id`,
    [ids],
  );
  const txs = new Map();
  for (const row of txRows) {
    let tx = txs.get(row.id);
    if (!tx) {
      tx = {
        id: Number(row.id),
        memberId: row.member_id,
        kind: row.kind,
        key: row.key,
        entries: new Map(),
      };
      txs.set(row.id, tx);
    }
    tx.entries.set(row.account_id, (tx.entries.get(row.account_id) ?? 0) + Number(row.amount));
  }
  const bets = await q(
    `select id::text as id, member_id, idempotency_key as key, total_stake_minor::text as total,
            status, coalesce(win_minor, 0)::text as win, ledger_transaction_id::text as tx
     from lottery_bets where member_id = any($1::int[])`,
    [ids],
  );
  const rounds = await q(
    `select round_id, member_id, stake::text as stake, win::text as win,
            ledger_transaction_id::text as tx
     from game_rounds where member_id = any($1::int[])`,
    [ids],
  );
  const withdrawals = await q(
    `select order_no, member_id, idempotency_key as key, amount::text as amount,
            hold_transaction_id::text as tx
     from withdrawal_orders where member_id = any($1::int[])`,
    [ids],
  );

  // Each member holds exactly what it was given, less what its records say it spent, plus what
  // they say it won: transfers move nothing in or out of a member.
  const expected = new Map(members.map((m) => [m.id, m.credit]));
  const add = (memberId, amount) => expected.set(memberId, expected.get(memberId) + amount);
  for (const b of bets) add(b.member_id, Number(b.win) - Number(b.total));
  for (const r of rounds) add(r.member_id, Number(r.win) - Number(r.stake));
  for (const w of withdrawals) add(w.member_id, -Number(w.amount));
  const held = new Map(ids.map((id) => [id, 0]));
  for (const a of accountRows) held.set(a.member_id, held.get(a.member_id) + Number(a.balance));
  const moneyOff = ids
    .filter((id) => held.get(id) !== expected.get(id))
    .map((id) => ({
      member: byId.get(id).username,
      expected: expected.get(id),
      holds: held.get(id),
    }));
  verdict(
    moneyOff.length === 0,
    `each member holds its credit − stakes + wins − withdrawals (by its rounds, bets and withdrawals): ${count(ids.length)} members, ${count(moneyOff.length)} not`,
    moneyOff,
  );

  // The client's calls against the rows: a key answered 200 made exactly one movement, the one it
  // was answered with; a key never answered 200 made none (the quiet retry above answered it).
  const calls = { transfer: [], round: [], bet: [], withdrawal: [] };
  for (const call of record.calls) calls[call.kind].push(call);
  const keyOf = (memberId, key) => `${memberId}:${key}`;
  const check = (kind, list, findRows, compare) => {
    const problems = [];
    let moved = 0;
    let refused = 0;
    for (const call of list) {
      const found = findRows(call);
      const answers = call.successes;
      const last = call.attempts[call.attempts.length - 1];
      if (answers.length > 0) {
        moved += 1;
        if (found.length !== 1) {
          problems.push({ key: call.key, problem: `answered 200, ${found.length} movements` });
          continue;
        }
        // A retry sent after a 200 arrived must be answered that 200 again (a replay).
        const firstOk = Math.min(
          ...call.attempts.filter((a) => a.status === 200).map((a) => a.answeredAt),
        );
        const late = call.attempts.filter(
          (a) => a.status !== undefined && a.status !== 200 && a.sentAt > firstOk,
        );
        if (late.length > 0) {
          problems.push({
            key: call.key,
            problem: `answered 200, then ${late.map((a) => `${a.status} ${a.code}`).join(', ')} to a retry sent after it`,
          });
          continue;
        }
        for (const answer of answers) {
          const problem = compare(call, answer, found[0]);
          if (problem) {
            problems.push({ key: call.key, problem });
            break;
          }
        }
      } else if (last.status === undefined || last.status >= 500) {
        problems.push({
          key: call.key,
          problem: `no answer even on the quiet system: ${JSON.stringify(last)}`,
          movements: found.length,
        });
      } else {
        refused += 1;
        if (found.length !== 0) {
          problems.push({
            key: call.key,
            problem: `answered only ${[...new Set(call.attempts.map((a) => a.status ?? 'lost'))].join('/')}, ${found.length} movements`,
          });
        }
      }
    }
    verdict(
      problems.length === 0,
      `${kind}: every key answered 200 made exactly one movement, as answered (and again to a later retry); every key refused made none: ${count(list.length)} keys (${count(moved)} moved, ${count(refused)} refused), ${count(problems.length)} not`,
      problems,
    );
  };

  // Transfers: found by key in the ledger (a stored key may carry a prefix of the server's).
  const clientKeys = new Map(calls.transfer.map((c) => [keyOf(c.member.id, c.key), c]));
  const transfersByKey = new Map();
  const strayTransfers = [];
  for (const tx of txs.values()) {
    if (tx.kind !== 'transfer') continue;
    const at = tx.key.indexOf('rel-');
    const id = keyOf(tx.memberId, at >= 0 ? tx.key.slice(at) : tx.key);
    if (!clientKeys.has(id)) {
      strayTransfers.push({ id: tx.id, member: tx.memberId, key: tx.key });
      continue;
    }
    transfersByKey.set(id, [...(transfersByKey.get(id) ?? []), tx]);
  }
  check(
    'transfers',
    calls.transfer,
    (call) => transfersByKey.get(keyOf(call.member.id, call.key)) ?? [],
    (call, answer, tx) => {
      const amount = minorOf(answer.amount);
      const from = accountOf.get(`${call.member.id}:${call.body.from}`);
      const to = accountOf.get(`${call.member.id}:${call.body.to}`);
      if (answer.transactionId !== tx.id)
        return `answered transaction ${answer.transactionId}, the key made ${tx.id}`;
      if (call.body.amount && amount !== minorOf(call.body.amount))
        return `asked ${call.body.amount}, answered ${answer.amount}`;
      if (
        tx.entries.size !== 2 ||
        tx.entries.get(from) !== -amount ||
        tx.entries.get(to) !== amount
      ) {
        return `answered ${answer.amount}, entries ${JSON.stringify([...tx.entries])}`;
      }
      return null;
    },
  );
  verdict(
    strayTransfers.length === 0,
    `every transfer of the members comes from a key the client sent: ${count(strayTransfers.length)} do not`,
    strayTransfers,
  );

  // Baccarat rounds: the vendor round id is DV + 32 hex digits of SHA-256(member id:round id).
  const roundRows = new Map();
  for (const r of rounds)
    roundRows.set(keyOf(r.member_id, r.round_id), [
      ...(roundRows.get(keyOf(r.member_id, r.round_id)) ?? []),
      r,
    ]);
  const vendorRoundId = (call) =>
    `DV${createHash('sha256').update(`${call.member.id}:${call.key}`).digest('hex').slice(0, 32)}`;
  const roundKeys = new Set(calls.round.map((c) => keyOf(c.member.id, vendorRoundId(c))));
  check(
    'baccarat rounds',
    calls.round,
    (call) => roundRows.get(keyOf(call.member.id, vendorRoundId(call))) ?? [],
    (call, answer, row) => {
      if (answer.vendorRoundId !== row.round_id)
        return `answered round ${answer.vendorRoundId}, the row is ${row.round_id}`;
      if (
        minorOf(answer.stake) !== Number(row.stake) ||
        minorOf(call.body.stake) !== Number(row.stake)
      ) {
        return `stake ${call.body.stake} answered ${answer.stake}, the row ${row.stake}`;
      }
      if (minorOf(answer.win) !== Number(row.win))
        return `answered win ${answer.win}, the row ${row.win}`;
      const bet = txs.get(row.tx);
      const wallet = accountOf.get(`${call.member.id}:${answer.walletCode}`);
      if (!bet || bet.entries.get(wallet) !== -Number(row.stake)) {
        return `its bet transaction ${row.tx} does not take the stake: ${JSON.stringify(bet ? [...bet.entries] : null)}`;
      }
      return null;
    },
  );
  const strayRounds = rounds.filter((r) => !roundKeys.has(keyOf(r.member_id, r.round_id)));
  verdict(
    strayRounds.length === 0,
    `every round of the members comes from a round id the client sent: ${count(strayRounds.length)} do not`,
    strayRounds,
  );

  // Lottery bets: by (member, key) in lottery_bets; the stake left the main wallet once.
  const betRows = new Map();
  for (const b of bets)
    betRows.set(keyOf(b.member_id, b.key), [...(betRows.get(keyOf(b.member_id, b.key)) ?? []), b]);
  const betKeys = new Set(calls.bet.map((c) => keyOf(c.member.id, c.key)));
  check(
    'lottery bets',
    calls.bet,
    (call) => betRows.get(keyOf(call.member.id, call.key)) ?? [],
    (call, answer, row) => {
      const total = minorOf(call.body.stake) * call.body.numbers.length;
      if (String(answer.bet.betId) !== row.id)
        return `answered bet ${answer.bet.betId}, the row is ${row.id}`;
      if (minorOf(answer.bet.totalStake) !== total || Number(row.total) !== total) {
        return `stake ${money(total)} answered ${answer.bet.totalStake}, the row ${row.total}`;
      }
      const stake = txs.get(row.tx);
      const main = accountOf.get(`${call.member.id}:MAIN`);
      if (!stake || stake.entries.get(main) !== -total) {
        return `its transaction ${row.tx} does not take the stake: ${JSON.stringify(stake ? [...stake.entries] : null)}`;
      }
      return null;
    },
  );
  const strayBets = bets.filter((b) => !betKeys.has(keyOf(b.member_id, b.key)));
  verdict(
    strayBets.length === 0,
    `every lottery bet of the members comes from a key the client sent: ${count(strayBets.length)} do not`,
    strayBets,
  );

  // The draws the servers settled meanwhile (either process, one of them killed once): every bet
  // of a settled draw is settled, and each member was paid exactly its bets' wins.
  const [{ settled, open }] = await q(
    `select count(*) filter (where d.prizes is not null)::int as settled,
            count(*) filter (where d.prizes is not null and b.status = 'OPEN')::int as open
     from lottery_bets b join lottery_draws d on d.game_id = b.game_id and d.numero = b.numero
     where b.member_id = any($1::int[])`,
    [ids],
  );
  verdict(
    open === 0,
    `every bet of a settled draw is settled: ${count(settled)} bets in settled draws, ${count(open)} still open`,
  );
  const paid = await q(
    `select e.member_id, sum(e.amount)::text as paid
     from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
     where t.member_id is null and e.member_id = any($1::int[]) group by e.member_id`,
    [ids],
  );
  const paidTo = new Map(paid.map((p) => [p.member_id, Number(p.paid)]));
  const won = new Map();
  for (const b of bets) won.set(b.member_id, (won.get(b.member_id) ?? 0) + Number(b.win));
  const wrongPay = ids
    .filter((id) => (paidTo.get(id) ?? 0) !== (won.get(id) ?? 0))
    .map((id) => ({
      member: byId.get(id).username,
      wins: won.get(id) ?? 0,
      paid: paidTo.get(id) ?? 0,
    }));
  const winners = [...won.values()].filter((w) => w > 0).length;
  verdict(
    wrongPay.length === 0,
    `each member was paid its lottery wins exactly once: ${count(winners)} members won ${money([...won.values()].reduce((a, b) => a + b, 0))}, ${count(wrongPay.length)} paid otherwise`,
    wrongPay,
  );

  // Withdrawals: by (member, key) in withdrawal_orders; the amount went to clearing once.
  const orderRows = new Map();
  for (const w of withdrawals)
    orderRows.set(keyOf(w.member_id, w.key), [
      ...(orderRows.get(keyOf(w.member_id, w.key)) ?? []),
      w,
    ]);
  const orderKeys = new Set(calls.withdrawal.map((c) => keyOf(c.member.id, c.key)));
  check(
    'withdrawals',
    calls.withdrawal,
    (call) => orderRows.get(keyOf(call.member.id, call.key)) ?? [],
    (call, answer, row) => {
      if (answer.orderNo !== row.order_no)
        return `answered order ${answer.orderNo}, the row is ${row.order_no}`;
      const amount = minorOf(call.body.amount);
      if (minorOf(answer.amount) !== amount || Number(row.amount) !== amount) {
        return `asked ${call.body.amount}, answered ${answer.amount}, the row ${row.amount}`;
      }
      const hold = txs.get(row.tx);
      const main = accountOf.get(`${call.member.id}:MAIN`);
      if (!hold || hold.entries.get(main) !== -amount) {
        return `its hold ${row.tx} does not take the amount: ${JSON.stringify(hold ? [...hold.entries] : null)}`;
      }
      return null;
    },
  );
  const strayOrders = withdrawals.filter((w) => !orderKeys.has(keyOf(w.member_id, w.key)));
  verdict(
    strayOrders.length === 0,
    `every withdrawal of the members comes from a key the client sent: ${count(strayOrders.length)} do not`,
    strayOrders,
  );

  // Nothing else moved a member's money: its transactions are its credit, its transfers, its
  // rounds' bets and wins, its lottery stakes and its withdrawal holds, and no more.
  const perMember = new Map(ids.map((id) => [id, 1]));
  const plus = (id, n = 1) => perMember.set(id, perMember.get(id) + n);
  for (const tx of txs.values()) if (tx.kind === 'transfer') plus(tx.memberId);
  for (const r of rounds) plus(r.member_id, Number(r.win) > 0 ? 2 : 1);
  for (const b of bets) plus(b.member_id);
  for (const w of withdrawals) plus(w.member_id);
  const actual = new Map(ids.map((id) => [id, 0]));
  for (const tx of txs.values()) actual.set(tx.memberId, actual.get(tx.memberId) + 1);
  const unexplained = ids
    .filter((id) => actual.get(id) !== perMember.get(id))
    .map((id) => ({
      member: byId.get(id).username,
      transactions: actual.get(id),
      explained: perMember.get(id),
    }));
  verdict(
    unexplained.length === 0,
    `every transaction of a member is its credit, a transfer, a round's bet or win, a lottery stake or a withdrawal: ${count(txs.size)} transactions, ${count(unexplained.length)} members off`,
    unexplained,
  );

  verdict(
    record.serverErrors.length === 0,
    `no answer 5xx: ${count(record.serverErrors.length)}`,
    record.serverErrors,
  );
  await db.query('commit');
  return violated;
}

runMain(main);
