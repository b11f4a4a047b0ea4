#!/usr/bin/env node
// `pnpm bench:server`: the production server's public read calls under load (autocannon), next to
// a bare Fastify hello-world on the same machine, first on a fresh embedded PGlite database, then
// (when one answers) on a fresh database of a real PostgreSQL; then two wallet calls of a logged-in
// member: the balance read and the transfer (a fresh idempotency key per request, 0.01 back and
// forth between MAIN and a vendor wallet). A benchmark, not a test: it exits 0 when goals are
// missed and says MISSED. Then the game calls (issue 11): the vendor list, pages of the game list
// with filters (a different filter and page per request) and the launch of a logged-in member.
// Then the lottery's bet placement (issue 13). Then the agent centre's reads of demo_agent (issue
// 28): the team overview, the downline list and the team's bets. Then, on PostgreSQL, a mixed load (issue 24,
// finding 9): 64 members each reading the balance 95 % of the time and withdrawing with the
// payment password 5 %, the balance reads' p99 held to 100 ms. Flags: --duration <s> (8),
// --connections <n> (50), --warmup <s> (2), --wallet-only 1 (the wallet calls only), --games-only
// 1 (the game calls only), --lottery-only 1 (the lottery calls only: its two rows of
// server-calls.mjs and the bets), --agent-only 1 (the agent calls only), --mixed-only 1 (the mixed
// load only). Run through the root
// script, which builds the server and the web app first.
import { spawn } from 'node:child_process';
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, readSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, relative } from 'node:path';
import { AgentPaths, AgentReportPaths } from '@lotusplay/api-client/contracts';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  DEFAULT_DATABASE_URL,
  assertBuilt,
  benchRoot,
  createScratchDatabase,
  fileTimestamp,
  freePort,
  gitDescription,
  makeTempDir,
  parseIntFlags,
  pingPostgres,
  redactUrl,
  repoRoot,
  resultsDir,
  runMain,
  startProductServer,
  stopChild,
  trackChild,
} from './lib/product.mjs';
import { serverCalls } from './server-calls.mjs';

/** The goal of a brand-level read (issue 7). */
const GOAL = { minRatio: 0.25, maxP99Ms: 20 };
/**
 * The goals of the member's wallet calls (issue 10): the balance read ≥ 25 % of the hello-world's
 * req/s; the transfer ≥ 500 req/s with p99 < 50 ms on PostgreSQL (measured, not held, on PGlite).
 * Every answer 2xx. A goal with `atRate` is measured twice: as fast as the connections go (the
 * req/s: the server's capacity), then paced at `atRate` req/s over the same connections (the p99:
 * the latency members see at that load; autocannon corrects it for coordinated omission, so a
 * stalled server cannot hide its queue). At full speed with a fixed number of connections the
 * latency is the connections over the req/s by construction (Little's law), whatever the server.
 */
const WALLET_GOAL = {
  balance: { minRatio: 0.25 },
  transfer: { minReqPerSec: 500, maxP99Ms: 50, atRate: 500, legs: ['postgres'] },
};
/**
 * Members of the many-member transfer (PostgreSQL leg: inserted into the scratch database with
 * demo_player's password hash, so each logs in like it). One member's transfers queue on the row
 * lock of its main wallet, one commit after the other, by design: the site's throughput is many
 * members at once.
 */
const TRANSFER_MEMBERS = 25;
/**
 * The goals of the game calls (issue 11): pages of the game list, whatever the filter, ≥ 15 % of
 * the hello-world's req/s with p99 < 50 ms. The vendor list and the launch are measured.
 */
const GAMES_GOAL = { list: { minRatio: 0.15, maxP99Ms: 50 } };
/**
 * Name searches of the uncached game-list row: with a page number from 1 to 40 each, more
 * distinct queries than the server keeps answers for, so nearly every request scans the names.
 */
const GAME_SEARCH_WORDS = [
  'dragon',
  'tiger',
  'gold',
  'lucky',
  'wild',
  'queen',
  'moon',
  'fruit',
  'gem',
  'wolf',
  'koi',
  'panda',
  'fire',
  'jade',
  'royal',
  'temple',
  'ocean',
  'silver',
  'mega',
  'rising',
  'blitz',
  'legend',
  'deluxe',
  'hold',
  'phoenix',
  'buffalo',
  '龙',
  '虎',
  'vàng',
  'มังกร',
  'ドラゴン',
  'emas',
  'an',
  'er',
  'o',
  'la',
  'ti',
  'ra',
  'ma',
  'ng',
];
/** The game-list queries the bench goes through, one per request, by turns. */
const GAME_LIST_QUERIES = [
  'gameType=RNG&vassalage=JILI&pageNo=1&pageSize=15&language=EN',
  'gameType=RNG&vassalage=PG&pageNo=7&pageSize=15&language=CN',
  'gameType=RNG&gameClassify=JP&pageNo=2&pageSize=15&language=EN',
  'gameType=RNG&minBet=0.05&minLineNum=20&pageNo=1&pageSize=15&language=VI',
  'gameType=RNG&vassalage=PP&gameClassify=TG&minBet=0.1&pageNo=1&pageSize=15&language=TH',
  'gameName=dragon&pageNo=1&pageSize=15&language=EN',
  'gameName=%E9%BE%99&pageNo=2&pageSize=15&language=CN',
  'gameName=golden%20tiger&vassalage=JDB&pageNo=1&pageSize=15&language=EN',
  'gameType=LIVE&pageNo=3&pageSize=15&language=JA',
  'gameType=FISH&vassalage=JILI_FISH&pageNo=1&pageSize=15&language=TY',
  'gameType=RNG&pageNo=600&pageSize=15&language=EN',
  'pageNo=1&pageSize=100&language=ID',
];

const options = parseIntFlags(process.argv.slice(2), {
  duration: 8,
  connections: 50,
  warmup: 2,
  walletOnly: 0,
  gamesOnly: 0,
  lotteryOnly: 0,
  mixedOnly: 0,
  agentOnly: 0,
});
if (options.duration < 1 || options.connections < 1) {
  throw new Error('--duration and --connections must be at least 1');
}

/** Starts the hello-world baseline in a child process; resolves with its URL. */
async function startHelloWorld() {
  const port = await freePort();
  const child = trackChild(
    spawn(process.execPath, [join(benchRoot, 'lib', 'hello-world.mjs')], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = await new Promise((done, fail) => {
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const match = /listening (\S+)/.exec(stdout);
      if (match) done(match[1]);
    });
    child.once('exit', (code) => fail(new Error(`hello-world exited (code ${code}): ${stderr}`)));
  });
  child.stdout.resume();
  return { url, stop: () => stopChild(child) };
}

/** One plain GET, to record what the call answers: status, encoding, bytes on the wire. */
function probe(url, headers) {
  return new Promise((done, fail) => {
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        done({
          status: res.statusCode,
          contentType: String(res.headers['content-type'] ?? '').split(';')[0],
          contentEncoding: res.headers['content-encoding'] ?? null,
          bytes,
        }),
      );
    });
    req.on('error', fail);
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer from ${url} within 10 s`)));
    req.end();
  });
}

/**
 * Warm-up (discarded), then the measured autocannon run; `extra`: more autocannon options, and
 * `beforeMeasured()`, called between the two.
 */
async function load(url, headers = {}, { beforeMeasured, ...extra } = {}) {
  const base = { url, headers, connections: options.connections, ...extra };
  if (options.warmup > 0) await autocannon({ ...base, duration: options.warmup });
  beforeMeasured?.();
  const result = await autocannon({ ...base, duration: options.duration });
  return {
    reqPerSec: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      average: result.latency.average,
    },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

// --- the table --------------------------------------------------------------------------------

const COLUMNS = [
  ['call', 26, 'left'],
  ['req/s', 9],
  ['p50 ms', 7],
  ['p99 ms', 7],
  ['× hello', 8],
  ['non-2xx/err', 12],
  ['response', 24, 'left'],
  ['goal', 7, 'left'],
];

/** The table row of one measured call. */
function callRow(name, measured, ratio, answered, goal) {
  return row([
    name,
    fmt.rps(measured.reqPerSec),
    fmt.ms(measured.latencyMs.p50),
    fmt.ms(measured.latencyMs.p99),
    fmt.pct(ratio),
    `${measured.non2xx}/${measured.errors}`,
    responseCell(answered),
    goal,
  ]);
}

function row(cells) {
  return cells
    .map((cell, i) => {
      const [, width, align] = COLUMNS[i];
      const text = String(cell);
      return align === 'left' ? text.padEnd(width) : text.padStart(width);
    })
    .join('  ')
    .trimEnd();
}

const header = () => {
  const line = row(COLUMNS.map(([title]) => title));
  return `${line}\n${'─'.repeat(line.length)}`;
};

const fmt = {
  rps: (n) => Math.round(n).toLocaleString('en-US'),
  ms: (n) => (n >= 100 ? n.toFixed(0) : n.toFixed(1)),
  pct: (r, digits = 0) => `${(r * 100).toFixed(digits)} %`,
  bytes: (n) => (n >= 1024 ? `${(n / 1024).toFixed(1)} KB` : `${n} B`),
};

function responseCell(p) {
  return `${p.status} ${p.contentEncoding ?? 'identity'} ${fmt.bytes(p.bytes)}`;
}

function misses(measured, ratio) {
  const out = [];
  if (ratio < GOAL.minRatio)
    out.push(`${fmt.pct(ratio, 1)} of hello-world < ${fmt.pct(GOAL.minRatio)}`);
  if (!(measured.latencyMs.p99 < GOAL.maxP99Ms)) {
    out.push(`p99 ${fmt.ms(measured.latencyMs.p99)} ms ≥ ${GOAL.maxP99Ms} ms`);
  }
  if (measured.non2xx > 0 || measured.errors > 0 || measured.timeouts > 0) {
    out.push(
      `${measured.non2xx} non-2xx, ${measured.errors} errors, ${measured.timeouts} timeouts`,
    );
  }
  return out;
}

/**
 * What a wallet-style goal missed: `measured` at full speed, and `paced` at the goal's `atRate`
 * (its p99 is the one held against the goal; it must also have kept up with the rate). Null when
 * the goal does not apply to the leg.
 */
function walletMisses(call, measured, ratio, label, goals = WALLET_GOAL, paced = null) {
  const out = [];
  const goal = goals[call];
  if (goal.legs && !goal.legs.includes(label)) return null;
  if (goal.minRatio !== undefined && ratio < goal.minRatio) {
    out.push(`${fmt.pct(ratio, 1)} of hello-world < ${fmt.pct(goal.minRatio)}`);
  }
  if (goal.minReqPerSec !== undefined && measured.reqPerSec < goal.minReqPerSec) {
    out.push(`${fmt.rps(measured.reqPerSec)} req/s < ${goal.minReqPerSec}`);
  }
  const latency = goal.atRate ? paced : measured;
  if (goal.atRate && !paced) out.push(`not measured at ${goal.atRate} req/s`);
  if (latency && goal.maxP99Ms !== undefined && !(latency.latencyMs.p99 < goal.maxP99Ms)) {
    out.push(
      `p99 ${fmt.ms(latency.latencyMs.p99)} ms ≥ ${goal.maxP99Ms} ms` +
        (goal.atRate ? ` at ${goal.atRate} req/s` : ''),
    );
  }
  // Kept up with the pace: 2 % under it is the averaging of autocannon's one-second samples.
  if (goal.atRate && paced && paced.reqPerSec < goal.atRate * 0.98) {
    out.push(`${fmt.rps(paced.reqPerSec)} req/s answered of the ${goal.atRate} req/s sent`);
  }
  for (const run of [measured, paced]) {
    if (run && (run.non2xx > 0 || run.errors > 0 || run.timeouts > 0)) {
      out.push(`${run.non2xx} non-2xx, ${run.errors} errors, ${run.timeouts} timeouts`);
    }
  }
  return out;
}

/**
 * The paced run of a goal with `atRate` (see WALLET_GOAL) with the same autocannon options as the
 * full-speed run (the same request sequence: fresh keys go on), printed as its own table row.
 */
async function pacedRun(goal, name, url, headers, extra, helloLoad, answered) {
  if (!goal?.atRate) return null;
  const paced = await load(url, headers, { ...extra, overallRate: goal.atRate });
  const ratio = paced.reqPerSec / helloLoad.reqPerSec;
  console.log(callRow(`${name} @${goal.atRate}/s`, paced, ratio, answered, '(p99)'));
  return paced;
}

// --- the member's wallet calls ----------------------------------------------------------------

/** The passphrase of the compatibility envelope of SPEC.md §6 (`@lotusplay/api-client/crypto`). */
const PAYLOAD_PASSPHRASE = 'lotusplay-wps-envelope-v1';

/** `{ data }` as CryptoJS.AES.encrypt(text, passphrase) makes it (OpenSSL "Salted__", MD5 KDF). */
function encryptPayload(body) {
  const salt = randomBytes(8);
  let derived = Buffer.alloc(0);
  let block = Buffer.alloc(0);
  while (derived.length < 48) {
    block = createHash('md5')
      .update(Buffer.concat([block, Buffer.from(PAYLOAD_PASSPHRASE), salt]))
      .digest();
    derived = Buffer.concat([derived, block]);
  }
  const cipher = createCipheriv('aes-256-cbc', derived.subarray(0, 32), derived.subarray(32, 48));
  const encrypted = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
  return { data: Buffer.concat([Buffer.from('Salted__'), salt, encrypted]).toString('base64') };
}

/** One JSON call; answers { status, body, bytes, contentEncoding } or throws on a network error. */
function jsonCall(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((done, fail) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      url,
      {
        method,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          let parsed = null;
          try {
            parsed = JSON.parse(raw.toString('utf8'));
          } catch {
            // a compressed or non-JSON answer: only its size is recorded
          }
          done({
            status: res.statusCode,
            body: parsed,
            bytes: raw.length,
            contentType: String(res.headers['content-type'] ?? '').split(';')[0],
            contentEncoding: res.headers['content-encoding'] ?? null,
          });
        });
      },
    );
    req.on('error', fail);
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer from ${url} within 30 s`)));
    req.end(payload);
  });
}

/**
 * The operator token of a bench server: the file its log names (in its DATA_DIR), as `ops` reads
 * it. The line is among the start-up lines: only the log's first 256 KB are read (after a few
 * million logged requests the whole log is larger than a string may be).
 */
function operatorTokenOf(server) {
  const head = Buffer.alloc(256 * 1024);
  const fd = openSync(server.logFile, 'r');
  let read;
  try {
    read = readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const tokenFile = /Operator token: (\S+)/.exec(head.subarray(0, read).toString('utf8'))?.[1];
  if (!tokenFile) throw new Error(`no operator token file in ${server.logFile}`);
  return readFileSync(tokenFile, 'utf8').trim();
}

/**
 * A member logged in (POST /wps/session/login, encrypted as the web client does), credited
 * 1,000.00 by an operator adjustment, 500.00 of it moved to the first vendor wallet, so 0.01 can
 * go back and forth.
 */
async function memberSession(server, username, { operatorToken, run, password = 'Play2025' }) {
  const login = await jsonCall(`${server.url}/wps/session/login`, {
    method: 'POST',
    body: encryptPayload({ username, password, type: 'username' }),
  });
  if (login.status !== 200) throw new Error(`login of ${username} answered ${login.status}`);
  const auth = { authorization: `Bearer ${login.body.value.token}` };
  const credit = await jsonCall(`${server.url}/ops/members/${username}/adjustments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operatorToken}` },
    body: { amount: '1000.00', reason: 'bench:server', idempotencyKey: `bench-credit-${run}` },
  });
  if (credit.status !== 200) throw new Error(`the credit of ${username} answered ${credit.status}`);
  const merchant = await jsonCall(`${server.url}/wps/relay/GCS_merchantWallet`, { headers: auth });
  const vendor = merchant.body?.value?.wallets?.find((w) => w.code !== 'MAIN')?.code;
  if (!vendor) throw new Error('no vendor wallet to transfer to');
  const seed = await jsonCall(`${server.url}/wps/relay/GCS_walletTransfer`, {
    method: 'POST',
    headers: auth,
    body: { from: 'MAIN', to: vendor, amount: '500.00', idempotencyKey: `bench-seed-${run}` },
  });
  if (seed.status !== 200)
    throw new Error(`the first transfer of ${username} answered ${seed.status}`);
  return { auth, vendor, run, flips: 0, username };
}

/**
 * TRANSFER_MEMBERS more members on the leg's PostgreSQL database, each logged in and credited
 * (memberSession); null on PGlite (the server holds its embedded database alone).
 */
async function manyMemberSessions(server, databaseUrl, operatorToken, run) {
  if (!databaseUrl) return null;
  // One set of members per server: the wallet and the lottery rows share them (logging in twice
  // as many members from one address meets the login rate limit: 429).
  const known = memberSessionsByServer.get(server.url);
  if (known) return known;
  const sessions = await insertMemberSessions(server, databaseUrl, operatorToken, run);
  memberSessionsByServer.set(server.url, sessions);
  return sessions;
}

/** The sessions manyMemberSessions made, by server address. */
const memberSessionsByServer = new Map();

/**
 * Inserts `count` members named `<prefix><run>_<i>` into the leg's PostgreSQL database with
 * demo_player's password hash (so each logs in with its password); resolves with their usernames.
 */
async function insertMembers(databaseUrl, count, prefix, run) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const inserted = await client.query(
      `insert into members (username, nickname, password_hash, is_agent)
       select $3 || $2 || '_' || i, 'Bench ' || i, password_hash, 0
       from members, generate_series(1, $1::int) i where username = 'demo_player'
       returning username`,
      [count, run.slice(0, 6), prefix],
    );
    return inserted.rows.map((r) => r.username);
  } finally {
    await client.end();
  }
}

async function insertMemberSessions(server, databaseUrl, operatorToken, run) {
  const usernames = await insertMembers(databaseUrl, TRANSFER_MEMBERS, 'b', run);
  const sessions = [];
  for (let i = 0; i < usernames.length; i += 5) {
    sessions.push(
      ...(await Promise.all(
        usernames
          .slice(i, i + 5)
          .map((name) => memberSession(server, name, { operatorToken, run: `${run}-${name}` })),
      )),
    );
  }
  return sessions;
}

/**
 * autocannon options of POSTs by members in turns: `body(sequence, session)` the JSON body of
 * each request (a fresh key each), `idOf(answer)` the id an answer created, collected into `ids`
 * (emptied before the measured run) to prove that every request made a new one (no replays).
 * `perMember`: as many connections as members, so the requests in flight are, nearly always, of
 * as many different members: each member sends one request after another, as a person does.
 */
function memberTurns(sessions, path, ids, { body, idOf, perMember = false }) {
  let sequence = 0;
  return {
    ...(perMember ? { connections: sessions.length } : {}),
    beforeMeasured: () => ids.clear(),
    method: 'POST',
    requests: [
      {
        method: 'POST',
        path,
        setupRequest(req) {
          sequence += 1;
          const session = sessions[sequence % sessions.length];
          req.headers = { ...req.headers, ...session.auth };
          req.body = JSON.stringify(body(sequence, session));
          return req;
        },
        onResponse(status, answer) {
          if (status !== 200) return;
          try {
            ids.add(idOf(JSON.parse(answer).value));
          } catch {
            // counted as answered, not as a new id
          }
        },
      },
    ],
  };
}

/**
 * autocannon options of the transfer: the members by turns, each moving 0.01 MAIN → vendor and
 * back by turns (so no balance runs out); the transaction ids answered are collected.
 */
function transferLoad(sessions, transactions, { perMember = false } = {}) {
  return memberTurns(sessions, '/wps/relay/GCS_walletTransfer', transactions, {
    perMember,
    idOf: (value) => value.transactionId,
    body(sequence, session) {
      session.flips += 1;
      const [from, to] = session.flips % 2 ? ['MAIN', session.vendor] : [session.vendor, 'MAIN'];
      return { from, to, amount: '0.01', idempotencyKey: `bench-${session.run}-${sequence}` };
    },
  });
}

/**
 * Measures the member's balance read and transfer (demo_player), then the transfer of
 * TRANSFER_MEMBERS members at once (PostgreSQL leg); one table row each.
 */
async function walletRows(server, leg, helloLoad, databaseUrl) {
  const operatorToken = operatorTokenOf(server);
  const run = randomBytes(4).toString('hex');
  const session = await memberSession(server, 'demo_player', { operatorToken, run });
  const headers = { ...session.auth, 'accept-encoding': 'gzip, deflate, br, zstd' };
  const jsonHeaders = { ...headers, 'content-type': 'application/json' };
  const probeTransfer = (one) => () =>
    jsonCall(`${server.url}/wps/relay/GCS_walletTransfer`, {
      method: 'POST',
      headers: { ...headers, ...one.auth },
      body: {
        from: 'MAIN',
        to: one.vendor,
        amount: '0.01',
        idempotencyKey: `bench-probe-${one.run}`,
      },
    });
  const many = await manyMemberSessions(server, databaseUrl, operatorToken, run);
  const calls = [
    {
      name: 'wallet/balance (member)',
      goal: 'balance',
      path: '/wps/v2/wallets/balance',
      headers,
      probe: () => jsonCall(`${server.url}/wps/v2/wallets/balance`, { headers }),
      extra: () => ({}),
    },
    {
      name: 'wallet/transfer (1 member)',
      goal: null,
      path: '/wps/relay/GCS_walletTransfer',
      headers: jsonHeaders,
      probe: probeTransfer(session),
      extra: (transactions) => transferLoad([session], transactions),
    },
    many
      ? {
          name: `wallet/transfer (${many.length} m.)`,
          goal: 'transfer',
          path: '/wps/relay/GCS_walletTransfer',
          headers: jsonHeaders,
          probe: probeTransfer(many[0]),
          connections: many.length,
          extra: (transactions) => transferLoad(many, transactions, { perMember: true }),
        }
      : {
          name: `wallet/transfer (${TRANSFER_MEMBERS} m.)`,
          skip: 'PostgreSQL leg only (the members are inserted into its database)',
        },
  ];
  for (const call of calls) {
    if (call.skip) {
      leg.calls.push({ name: call.name, walletCall: true, skipped: call.skip, goal: '—' });
      console.log(`${call.name.padEnd(26)}  skipped: ${call.skip}`);
      continue;
    }
    server.assertAlive();
    const answered = await call.probe();
    const transactions = new Set();
    const extra = call.extra(transactions);
    const measured = await load(`${server.url}${call.path}`, call.headers, extra);
    server.assertAlive();
    const ratio = measured.reqPerSec / helloLoad.reqPerSec;
    const moved = call.path.endsWith('GCS_walletTransfer') ? transactions.size : undefined;
    const goalOf = call.goal ? WALLET_GOAL[call.goal] : null;
    const applies = goalOf && (!goalOf.legs || goalOf.legs.includes(leg.label));
    console.log(callRow(call.name, measured, ratio, answered, applies ? '' : '—'));
    const paced = applies
      ? await pacedRun(
          goalOf,
          call.name,
          `${server.url}${call.path}`,
          call.headers,
          extra,
          helloLoad,
          answered,
        )
      : null;
    const movedPaced = paced && moved !== undefined ? transactions.size : undefined;
    server.assertAlive();
    const missed = call.goal
      ? walletMisses(call.goal, measured, ratio, leg.label, WALLET_GOAL, paced)
      : null;
    const goal = missed === null ? '—' : missed.length ? 'MISSED' : 'met';
    leg.calls.push({
      name: call.name,
      path: call.path,
      walletCall: true,
      status: answered.status,
      contentType: answered.contentType,
      contentEncoding: answered.contentEncoding,
      bytes: answered.bytes,
      ...measured,
      ...(moved === undefined ? {} : { distinctTransactions: moved }),
      ...(paced
        ? { paced: { rate: goalOf.atRate, ...paced, distinctTransactions: movedPaced } }
        : {}),
      connections: call.connections ?? options.connections,
      ratioToHello: ratio,
      goal,
      missed: missed ?? [],
    });
    if (goal !== '—')
      console.log(
        `${call.name.padEnd(26)}  goal: ${goal}${missed.length ? ` (${missed.join('; ')})` : ''}`,
      );
    if (moved !== undefined) {
      console.log(
        `${''.padEnd(26)}  ${moved.toLocaleString('en-US')} distinct ledger transactions answered ` +
          `in the measured run (${measured.requests.toLocaleString('en-US')} requests` +
          `${call.connections ? `, ${call.connections} connections: one per member` : ''})` +
          (paced
            ? `; ${movedPaced.toLocaleString('en-US')} in the paced run (${paced.requests.toLocaleString('en-US')} requests)`
            : ''),
      );
    }
  }
}

// --- the game calls ---------------------------------------------------------------------------

function gamesMisses(goal, measured, ratio) {
  const out = [];
  if (ratio < goal.minRatio) {
    out.push(`${fmt.pct(ratio, 1)} of hello-world < ${fmt.pct(goal.minRatio)}`);
  }
  if (!(measured.latencyMs.p99 < goal.maxP99Ms)) {
    out.push(`p99 ${fmt.ms(measured.latencyMs.p99)} ms ≥ ${goal.maxP99Ms} ms`);
  }
  if (measured.non2xx > 0 || measured.errors > 0 || measured.timeouts > 0) {
    out.push(
      `${measured.non2xx} non-2xx, ${measured.errors} errors, ${measured.timeouts} timeouts`,
    );
  }
  return out;
}

/** autocannon options of GETs whose path changes every request: `pathOf(0)`, `pathOf(1)`, … */
function cyclingPaths(pathOf) {
  let sequence = 0;
  return {
    requests: [
      {
        method: 'GET',
        setupRequest(req) {
          req.path = pathOf(sequence++);
          return req;
        },
      },
    ],
  };
}

/** A measured call's row of the results: its name and path, the probe's answer, the load. */
function measuredRow(call, answered, measured, ratio) {
  return {
    name: call.name,
    path: call.path,
    status: answered.status,
    contentType: answered.contentType,
    contentEncoding: answered.contentEncoding,
    bytes: answered.bytes,
    ...measured,
    ratioToHello: ratio,
  };
}

/**
 * The vendor list (no token), pages of the game list by turns through GAME_LIST_QUERIES (no
 * token; the lobby's pages, asked again and again), name searches by turns through
 * GAME_SEARCH_WORDS × 40 pages (measured: nearly every one a scan), and the launch of
 * demo_player (a play token and a recent-list row per request), by turns over the first games of
 * JILI; one table row each.
 */
async function gameRows(server, leg, helloLoad) {
  const login = await jsonCall(`${server.url}/wps/session/login`, {
    method: 'POST',
    body: encryptPayload({ username: 'demo_player', password: 'Play2025', type: 'username' }),
  });
  if (login.status !== 200) throw new Error(`login of demo_player answered ${login.status}`);
  const auth = { authorization: `Bearer ${login.body.value.token}` };
  const accept = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const firstPage = await jsonCall(
    `${server.url}/wps/relay/GCSGAME_gameList?vassalage=JILI&pageNo=1&pageSize=100`,
  );
  const codes = (firstPage.body?.value?.games ?? [])
    .filter((game) => !game.maintenance)
    .map((game) => game.gameCode);
  if (codes.length === 0) throw new Error('no JILI game to launch');
  const listPath = (i) =>
    `/wps/relay/GCSGAME_gameList?${GAME_LIST_QUERIES[i % GAME_LIST_QUERIES.length]}`;
  const searchPath = (i) => {
    const word = GAME_SEARCH_WORDS[i % GAME_SEARCH_WORDS.length];
    const page = 1 + (Math.floor(i / GAME_SEARCH_WORDS.length) % 40);
    return `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(word)}&pageNo=${page}&pageSize=15&language=EN`;
  };
  const launchBody = (i) => ({
    vassalage: 'JILI',
    gameCode: codes[i % codes.length],
    language: 'EN',
  });
  const calls = [
    {
      name: 'games/vendor list',
      path: '/wps/relay/GCSGAME_gameVendor?merchantCode=LOTUS',
      headers: accept,
      probe: () =>
        jsonCall(`${server.url}/wps/relay/GCSGAME_gameVendor?merchantCode=LOTUS`, {
          headers: accept,
        }),
      extra: () => ({}),
    },
    {
      name: 'games/list (filters)',
      goal: GAMES_GOAL.list,
      path: listPath(0),
      headers: accept,
      probe: () => jsonCall(`${server.url}${listPath(3)}`, { headers: accept }),
      extra: () => cyclingPaths(listPath),
    },
    {
      name: 'games/list (uncached)',
      path: listPath(5),
      headers: accept,
      probe: () => jsonCall(`${server.url}${searchPath(0)}`, { headers: accept }),
      extra: () => cyclingPaths(searchPath),
    },
    {
      name: 'games/launch (member)',
      path: '/wps/game/launchGame',
      headers: { ...accept, ...auth, 'content-type': 'application/json' },
      probe: () =>
        jsonCall(`${server.url}/wps/game/launchGame`, {
          method: 'POST',
          headers: { ...accept, ...auth },
          body: launchBody(0),
        }),
      extra: () => {
        let sequence = 0;
        return {
          method: 'POST',
          requests: [
            {
              method: 'POST',
              path: '/wps/game/launchGame',
              setupRequest(req) {
                req.body = JSON.stringify(launchBody(sequence++));
                return req;
              },
            },
          ],
        };
      },
    },
  ];
  for (const call of calls) {
    server.assertAlive();
    const answered = await call.probe();
    const measured = await load(`${server.url}${call.path}`, call.headers, call.extra());
    server.assertAlive();
    const ratio = measured.reqPerSec / helloLoad.reqPerSec;
    const missed = call.goal ? gamesMisses(call.goal, measured, ratio) : null;
    const goal = missed === null ? '—' : missed.length ? 'MISSED' : 'met';
    leg.calls.push({
      ...measuredRow(call, answered, measured, ratio),
      gameCall: true,
      goal,
      missed: missed ?? [],
    });
    console.log(callRow(call.name, measured, ratio, answered, goal));
  }
}

// --- the agent centre's reads ------------------------------------------------------------------

/**
 * The agent centre's reads of demo_agent (issue 28) on the demo brand's tree, measured (no goal
 * held: the 10,000-member tree is `pnpm bench:agent`'s): the team overview of the default period
 * (the whole tree's ledger and rounds aggregated per request), a page of its direct downlines,
 * and a page of the team's bets; one table row each.
 */
async function agentRows(server, leg, helloLoad) {
  const login = await jsonCall(`${server.url}/wps/session/login`, {
    method: 'POST',
    body: encryptPayload({ username: 'demo_agent', password: 'Play2025', type: 'username' }),
  });
  if (login.status !== 200) throw new Error(`login of demo_agent answered ${login.status}`);
  const headers = {
    authorization: `Bearer ${login.body.value.token}`,
    'accept-encoding': 'gzip, deflate, br, zstd',
  };
  const calls = [
    { name: 'agent/team overview', path: AgentPaths.teamOverview },
    { name: 'agent/downlines', path: AgentPaths.downlines },
    { name: 'agent/reports/bets', path: AgentReportPaths.bets },
  ];
  for (const call of calls) {
    server.assertAlive();
    const answered = await jsonCall(`${server.url}${call.path}`, { headers });
    if (answered.status !== 200) {
      throw new Error(`${call.name} answered ${answered.status}: ${JSON.stringify(answered.body)}`);
    }
    const measured = await load(`${server.url}${call.path}`, headers, {});
    server.assertAlive();
    const ratio = measured.reqPerSec / helloLoad.reqPerSec;
    leg.calls.push({
      ...measuredRow(call, answered, measured, ratio),
      agentCall: true,
      goal: '—',
      missed: [],
    });
    console.log(callRow(call.name, measured, ratio, answered, '—'));
  }
}

// --- the lottery's bets ---------------------------------------------------------------------------

/**
 * The goal of bet placement (issue 13): ≥ 500 req/s with p99 < 50 ms on PostgreSQL (measured,
 * not held, on PGlite), every answer 2xx; measured like the transfer's (WALLET_GOAL): the req/s at
 * full speed, the p99 paced at 500 req/s.
 */
const LOTTERY_GOAL = {
  bets: { minReqPerSec: 500, maxP99Ms: 50, atRate: 500, legs: ['postgres'] },
};

/**
 * POST /lgw/bets of logged-in members with money (TRANSFER_MEMBERS members on PostgreSQL, each
 * with 500.00 in MAIN; demo_player on PGlite): 1.00 on one two-digit number of VN_NORTH's open
 * draw, every request a fresh idempotency key, the members by turns; one table row.
 */
async function lotteryRows(server, leg, helloLoad, databaseUrl) {
  const operatorToken = operatorTokenOf(server);
  const run = randomBytes(4).toString('hex');
  const sessions = (await manyMemberSessions(server, databaseUrl, operatorToken, `l${run}`)) ?? [
    await memberSession(server, 'demo_player', { operatorToken, run: `l${run}` }),
  ];
  // Enough money for every bet of the run (memberSession leaves 500.00 in MAIN).
  for (const session of sessions) {
    const topUp = await jsonCall(`${server.url}/ops/members/${session.username}/adjustments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${operatorToken}` },
      body: {
        amount: '50000.00',
        reason: 'bench:server lottery',
        idempotencyKey: `bench-lottery-${session.run}`,
      },
    });
    if (topUp.status !== 200)
      throw new Error(`the top-up of ${session.username} answered ${topUp.status}`);
  }
  const current = await jsonCall(`${server.url}/lotto/lgw/games/opened/numero?gameCode=VN_NORTH`);
  const numero = current.body?.value?.current?.numero;
  if (!numero) throw new Error(`no open VN_NORTH draw (${current.status})`);
  const accept = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const betBody = (i, session) => ({
    gameCode: 'VN_NORTH',
    numero,
    playType: 'VN_LO2',
    numbers: [String(i % 100).padStart(2, '0')],
    stake: '1.00',
    idempotencyKey: createHash('md5').update(`${session.run}-${i}`).digest('hex'),
  });
  const answered = await jsonCall(`${server.url}/lgw/bets`, {
    method: 'POST',
    headers: { ...accept, ...sessions[0].auth },
    body: betBody(0, { run: `${sessions[0].run}-probe` }),
  });
  const bets = new Set();
  const name = `lottery/bet (${sessions.length} m.)`;
  server.assertAlive();
  const betHeaders = { ...accept, 'content-type': 'application/json' };
  const betLoad = memberTurns(sessions, '/lgw/bets', bets, {
    perMember: sessions.length > 1,
    body: betBody,
    idOf: (value) => value.bet.betId,
  });
  const measured = await load(`${server.url}/lgw/bets`, betHeaders, betLoad);
  const measuredBets = bets.size;
  server.assertAlive();
  const ratio = measured.reqPerSec / helloLoad.reqPerSec;
  const applies = LOTTERY_GOAL.bets.legs.includes(leg.label);
  console.log(callRow(name, measured, ratio, answered, applies ? '' : '—'));
  const paced = applies
    ? await pacedRun(
        LOTTERY_GOAL.bets,
        name,
        `${server.url}/lgw/bets`,
        betHeaders,
        betLoad,
        helloLoad,
        answered,
      )
    : null;
  server.assertAlive();
  const missed = walletMisses('bets', measured, ratio, leg.label, LOTTERY_GOAL, paced);
  const goal = missed === null ? '—' : missed.length ? 'MISSED' : 'met';
  leg.calls.push({
    name,
    path: '/lgw/bets',
    walletCall: true,
    status: answered.status,
    contentType: answered.contentType,
    contentEncoding: answered.contentEncoding,
    bytes: answered.bytes,
    ...measured,
    distinctBets: measuredBets,
    ...(paced
      ? { paced: { rate: LOTTERY_GOAL.bets.atRate, ...paced, distinctBets: bets.size } }
      : {}),
    connections: sessions.length > 1 ? sessions.length : options.connections,
    ratioToHello: ratio,
    goal,
    missed: missed ?? [],
  });
  if (goal !== '—')
    console.log(
      `${name.padEnd(26)}  goal: ${goal}${missed.length ? ` (${missed.join('; ')})` : ''}`,
    );
  console.log(
    `${''.padEnd(26)}  ${measuredBets.toLocaleString('en-US')} distinct bets answered in the measured ` +
      `run (${measured.requests.toLocaleString('en-US')} requests)` +
      (paced
        ? `; ${bets.size.toLocaleString('en-US')} in the paced run (${paced.requests.toLocaleString('en-US')} requests)`
        : ''),
  );
}

// --- the mixed load: balance reads with withdrawals -------------------------------------------

/**
 * The goal of the mixed load (issue 24, finding 9): 64 members, each on a connection of its own,
 * read their balance 95 % of the time and withdraw 100.00 with the payment password 5 % (every
 * 20th request of a connection, the connections out of step); the balance reads' p99 < 100 ms
 * at `atRate` req/s on PostgreSQL, every answer 2xx. Measured like the wallet goals: at full
 * speed (the req/s), then paced at `atRate` (the p99). A withdrawal checks a scrypt hash, the
 * costliest thing the server does per request: at the login password's cost 4 of them at once
 * used to stall every other call.
 */
const MIXED_GOAL = { balanceP99Ms: 100, atRate: 500, legs: ['postgres'] };
const MIXED_MEMBERS = 64;
/** One request in this many of each connection is a withdrawal (5 %). */
const MIXED_WITHDRAWAL_EVERY = 20;
/** The payment password of the mixed load's members. */
const MIXED_PAYMENT_PASSWORD = '246810';

/**
 * MIXED_MEMBERS members on the leg's PostgreSQL database (inserted with demo_player's password
 * hash), each with a session, 100,000.00 in MAIN and the payment password MIXED_PAYMENT_PASSWORD:
 * the first sets it through the call (so the server hashes it at its own cost), the others get a
 * copy of that hash. Their sessions are written straight into member_sessions (a random token and
 * its SHA-256, as a login writes them; as test:reliability does): 64 scrypt logins would cost
 * about 20 CPU-seconds and meet the per-address login limit, and logins are not measured here.
 */
async function mixedMemberSessions(server, databaseUrl, operatorToken, run) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let sessions;
  try {
    const usernames = await insertMembers(databaseUrl, MIXED_MEMBERS, 'x', run);
    sessions = usernames.map((username) => ({
      username,
      token: randomBytes(32).toString('base64url'),
    }));
    await client.query(
      `insert into member_sessions (token_hash, member_id, created_at, last_seen_at, expires_at)
       select s.h, m.id, now(), now(), now() + interval '1 day'
       from unnest($1::text[], $2::text[]) as s(h, u) join members m on m.username = s.u`,
      [
        sessions.map((s) => createHash('sha256').update(s.token).digest('hex')),
        sessions.map((s) => s.username),
      ],
    );
    for (const session of sessions) session.auth = { authorization: `Bearer ${session.token}` };
    const set = await jsonCall(`${server.url}/wps/member/paymentPassword`, {
      method: 'POST',
      headers: sessions[0].auth,
      body: { loginPassword: 'Play2025', newPaymentPassword: MIXED_PAYMENT_PASSWORD },
    });
    if (set.status !== 200) throw new Error(`setting the payment password answered ${set.status}`);
    await client.query(
      `update members set payment_password_hash =
         (select payment_password_hash from members where username = $1)
       where username = any($2::text[])`,
      [sessions[0].username, usernames],
    );
  } finally {
    await client.end();
  }
  for (const session of sessions) {
    const credit = await jsonCall(`${server.url}/ops/members/${session.username}/adjustments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${operatorToken}` },
      body: {
        amount: '100000.00',
        reason: 'bench:server mixed',
        idempotencyKey: `bench-mixed-${run}-${session.username}`,
      },
    });
    if (credit.status !== 200)
      throw new Error(`the credit of ${session.username} answered ${credit.status}`);
  }
  return sessions;
}

/** The `q` quantile (0–1) of sorted latencies, or NaN without any. */
function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * autocannon options of the mixed load: one connection per member (setupClient gives each its
 * member and its own requests); each response's latency is kept by kind (balance or withdrawal),
 * 2xx only and corrected for coordinated omission as autocannon does its own figures, so the
 * balance reads' percentiles can be told apart from the withdrawals'.
 */
function mixedLoad(sessions, run) {
  const kinds = { balance: [], withdrawal: [] };
  const counts = { balance: { ok: 0, other: 0 }, withdrawal: { ok: 0, other: 0 } };
  let clientSequence = 0;
  let keySequence = 0;
  const accept = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  return {
    kinds,
    counts,
    options: {
      connections: sessions.length,
      beforeMeasured: () => {
        for (const kind of Object.keys(kinds)) {
          kinds[kind].length = 0;
          counts[kind] = { ok: 0, other: 0 };
        }
      },
      setupClient(client) {
        const index = clientSequence++ % sessions.length;
        const session = sessions[index];
        // Out of step: connection i withdraws at its (20 - i % 20)th request, then every 20th.
        let sequence = index % MIXED_WITHDRAWAL_EVERY;
        let kind = 'balance';
        client.setRequests([
          {
            method: 'GET',
            path: '/wps/v2/wallets/balance',
            headers: { ...accept, ...session.auth },
            setupRequest(req) {
              sequence += 1;
              kind = sequence % MIXED_WITHDRAWAL_EVERY === 0 ? 'withdrawal' : 'balance';
              if (kind === 'balance') {
                return {
                  ...req,
                  method: 'GET',
                  path: '/wps/v2/wallets/balance',
                  headers: { ...accept, ...session.auth },
                  body: undefined,
                };
              }
              keySequence += 1;
              return {
                ...req,
                method: 'POST',
                path: '/wps/relay/WITHDRAW_create',
                headers: { ...accept, ...session.auth, 'content-type': 'application/json' },
                body: JSON.stringify({
                  amount: '100.00',
                  paymentPassword: MIXED_PAYMENT_PASSWORD,
                  idempotencyKey: `mix-${run}-${keySequence}`,
                }),
              };
            },
          },
        ]);
        // Emitted before the next request is set up: `kind` is still the answered request's.
        client.on('response', (status, _bytes, duration, rate) => {
          if (status < 200 || status >= 300) {
            counts[kind].other += 1;
            return;
          }
          counts[kind].ok += 1;
          const list = kinds[kind];
          list.push(duration);
          const interval = rate ? Math.ceil(1 / rate) : 0;
          if (interval) {
            for (let missing = duration - interval; missing >= interval; missing -= interval) {
              list.push(missing);
            }
          }
        });
      },
    },
  };
}

/** The latency figures of one kind of the mixed load, after a run. */
function mixedFigures(mix, kind) {
  const sorted = [...mix.kinds[kind]].sort((a, b) => a - b);
  return {
    answered: mix.counts[kind].ok,
    non2xx: mix.counts[kind].other,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
  };
}

/**
 * The mixed load (PostgreSQL leg): the members of mixedMemberSessions, at full speed (the
 * req/s), then paced at MIXED_GOAL.atRate (the balance reads' p99, held to the goal); one row for
 * all requests and one per kind, each run.
 */
async function mixedRows(server, leg, helloLoad, databaseUrl) {
  const name = `mixed (${MIXED_MEMBERS} m., 5 % wd.)`;
  if (!databaseUrl) {
    const skipped = 'PostgreSQL leg only (the members are inserted into its database)';
    leg.calls.push({ name, mixedCall: true, skipped, goal: '—' });
    console.log(`${name.padEnd(26)}  skipped: ${skipped}`);
    return;
  }
  const operatorToken = operatorTokenOf(server);
  const run = randomBytes(4).toString('hex');
  const started = Date.now();
  const sessions = await mixedMemberSessions(server, databaseUrl, operatorToken, run);
  console.log(
    `${''.padEnd(26)}  ${sessions.length} members with a session, funds and a payment password ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const url = `${server.url}/wps/v2/wallets/balance`;
  const answered = await jsonCall(url, { headers: sessions[0].auth });
  const runs = {};
  for (const [label, rate] of [
    ['full', 0],
    ['paced', MIXED_GOAL.atRate],
  ]) {
    server.assertAlive();
    const mix = mixedLoad(sessions, `${run}${label[0]}`);
    const measured = await load(
      url,
      {},
      { ...mix.options, ...(rate ? { overallRate: rate } : {}) },
    );
    server.assertAlive();
    const balance = mixedFigures(mix, 'balance');
    const withdrawal = mixedFigures(mix, 'withdrawal');
    runs[label] = { ...measured, ...(rate ? { rate } : {}), balance, withdrawal };
    const suffix = rate ? ` @${rate}/s` : '';
    const ratio = measured.reqPerSec / helloLoad.reqPerSec;
    console.log(callRow(`${name}${suffix}`, measured, ratio, answered, rate ? '(p99)' : ''));
    for (const [kind, figures] of [
      ['balance reads', balance],
      ['withdrawals', withdrawal],
    ]) {
      console.log(
        row([
          `  ${kind}${suffix}`,
          fmt.rps(figures.answered / options.duration),
          fmt.ms(figures.p50),
          fmt.ms(figures.p99),
          '',
          `${figures.non2xx}/–`,
          `${figures.answered.toLocaleString('en-US')} answered 2xx`,
          '',
        ]),
      );
    }
  }
  const missed = mixedMisses(runs);
  const goal = missed === null ? '—' : missed.length ? 'MISSED' : 'met';
  leg.calls.push({
    name,
    mixedCall: true,
    path: 'GET /wps/v2/wallets/balance + POST /wps/relay/WITHDRAW_create',
    status: answered.status,
    contentType: answered.contentType,
    contentEncoding: answered.contentEncoding,
    bytes: answered.bytes,
    ...runs.full,
    paced: runs.paced,
    connections: sessions.length,
    withdrawalEvery: MIXED_WITHDRAWAL_EVERY,
    ratioToHello: runs.full.reqPerSec / helloLoad.reqPerSec,
    goal,
    missed: missed ?? [],
  });
  console.log(`${name.padEnd(26)}  goal: ${goal}${missed.length ? ` (${missed.join('; ')})` : ''}`);
}

/** What the mixed load missed of MIXED_GOAL (its paced run's balance p99, every answer 2xx). */
function mixedMisses({ full, paced }) {
  const out = [];
  if (!(paced.balance.p99 < MIXED_GOAL.balanceP99Ms)) {
    out.push(
      `balance p99 ${fmt.ms(paced.balance.p99)} ms ≥ ${MIXED_GOAL.balanceP99Ms} ms at ` +
        `${MIXED_GOAL.atRate} req/s`,
    );
  }
  if (paced.reqPerSec < MIXED_GOAL.atRate * 0.98) {
    out.push(`${fmt.rps(paced.reqPerSec)} req/s answered of the ${MIXED_GOAL.atRate} req/s sent`);
  }
  for (const measured of [full, paced]) {
    if (measured.non2xx > 0 || measured.errors > 0 || measured.timeouts > 0) {
      out.push(
        `${measured.non2xx} non-2xx, ${measured.errors} errors, ${measured.timeouts} timeouts`,
      );
    }
  }
  return out;
}

// --- one leg: one server on one database --------------------------------------------------------

async function runLeg({ label, title, workDir, hello, databaseUrl = null }) {
  console.log(`\n▶ ${title}`);
  const leg = { label, title, serverStartMs: null, hello: null, calls: [] };
  let server = null;
  try {
    server = await startProductServer({ workDir, label, databaseUrl });
    leg.serverStartMs = server.startMs;
    console.log(`  server ${server.url} ready in ${server.startMs} ms; log: ${server.logFile}\n`);
    console.log(header());
    const helloProbe = await probe(hello.url, {});
    const helloLoad = await load(hello.url);
    leg.hello = { url: hello.url, ...helloProbe, ...helloLoad };
    console.log(
      row([
        'hello-world (bare Fastify)',
        fmt.rps(helloLoad.reqPerSec),
        fmt.ms(helloLoad.latencyMs.p50),
        fmt.ms(helloLoad.latencyMs.p99),
        '100 %',
        `${helloLoad.non2xx}/${helloLoad.errors}`,
        responseCell(helloProbe),
        'base',
      ]),
    );

    const onlySome =
      options.walletOnly ||
      options.gamesOnly ||
      options.lotteryOnly ||
      options.mixedOnly ||
      options.agentOnly;
    const readCalls = options.lotteryOnly
      ? serverCalls.filter((call) => call.name.startsWith('lottery/'))
      : onlySome
        ? []
        : serverCalls;
    for (const call of readCalls) {
      const path = typeof call.path === 'function' ? call.path() : call.path;
      if (typeof path !== 'string') {
        leg.calls.push({ name: call.name, brandRead: call.brandRead, skipped: path.skip });
        console.log(`${call.name.padEnd(26)}  skipped: ${path.skip}`);
        continue;
      }
      const url = `${server.url}${path}`;
      const headers = call.headers ?? {};
      server.assertAlive();
      const answered = await probe(url, headers);
      const measured = await load(url, headers);
      server.assertAlive();
      const ratio = measured.reqPerSec / helloLoad.reqPerSec;
      const missed = call.brandRead ? misses(measured, ratio) : [];
      const goal = call.brandRead ? (missed.length ? 'MISSED' : 'met') : '—';
      leg.calls.push({
        name: call.name,
        path,
        headers,
        brandRead: call.brandRead,
        ...answered,
        ...measured,
        ratioToHello: ratio,
        goal,
        missed,
      });
      console.log(callRow(call.name, measured, ratio, answered, goal));
    }
    if (!onlySome || options.walletOnly) {
      await walletRows(server, leg, helloLoad, databaseUrl);
    }
    if (!onlySome || options.gamesOnly) await gameRows(server, leg, helloLoad);
    if (!onlySome || options.lotteryOnly) {
      await lotteryRows(server, leg, helloLoad, databaseUrl);
    }
    if (!onlySome || options.agentOnly) await agentRows(server, leg, helloLoad);
    if (!onlySome || options.mixedOnly) await mixedRows(server, leg, helloLoad, databaseUrl);
  } catch (error) {
    leg.error = error instanceof Error ? error.message : String(error);
    console.log(`✗ ${label} leg stopped: ${leg.error}`);
  } finally {
    await server?.stop();
  }
  return leg;
}

// --- main -------------------------------------------------------------------------------------

runMain(async () => {
  assertBuilt();
  const git = gitDescription();
  const startedAt = new Date();
  const workDir = makeTempDir('lotusplay-bench-server');
  console.log(
    `Server benchmark at ${git.commit.slice(0, 12)}${git.dirty ? ' (+ uncommitted changes)' : ''}: ` +
      `autocannon, ${options.connections} connections, ${options.duration} s per call after a ` +
      `${options.warmup} s warm-up; goal for brand-level reads: ≥ ${fmt.pct(GOAL.minRatio)} of the ` +
      `hello-world's req/s and p99 < ${GOAL.maxP99Ms} ms, every answer 2xx.`,
  );
  console.log('Client and servers share this machine: compare ratios, not absolute figures.');

  const hello = await startHelloWorld();
  const legs = [];
  legs.push(
    await runLeg({ label: 'pglite', title: 'Embedded PGlite (fresh DATA_DIR)', workDir, hello }),
  );

  const adminUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const ping = await pingPostgres(adminUrl);
  if (!ping.ok) {
    const reason = `no PostgreSQL answers at ${redactUrl(adminUrl)}: ${ping.reason}`;
    console.log(`\n▶ PostgreSQL: skipped (${reason})`);
    legs.push({ label: 'postgres', skipped: reason });
  } else {
    const database = await createScratchDatabase(adminUrl);
    try {
      legs.push(
        await runLeg({
          label: 'postgres',
          title: `PostgreSQL (fresh database ${database.name} at ${redactUrl(adminUrl)})`,
          workDir,
          hello,
          databaseUrl: database.url,
        }),
      );
    } finally {
      await database.drop();
    }
  }
  await hello.stop();

  const missedLines = legs.flatMap((leg) =>
    (leg.calls ?? [])
      .filter((call) => call.goal === 'MISSED')
      .map((call) => `MISSED  ${leg.label}  ${call.name}: ${call.missed.join('; ')}`),
  );
  const bound = legs.flatMap((leg) =>
    (leg.calls ?? []).filter((call) => call.brandRead && !call.skipped),
  );
  const walletBound = legs.flatMap((leg) =>
    (leg.calls ?? []).filter((call) => call.walletCall && call.goal !== '—'),
  );
  const gamesBound = legs.flatMap((leg) =>
    (leg.calls ?? []).filter((call) => call.gameCall && call.goal !== '—'),
  );
  const mixedBound = legs.flatMap((leg) =>
    (leg.calls ?? []).filter((call) => call.mixedCall && call.goal !== '—'),
  );
  const missedGames = gamesBound.filter((call) => call.goal === 'MISSED').length;
  const missedMixed = mixedBound.filter((call) => call.goal === 'MISSED').length;
  const missedBrand = bound.filter((call) => call.goal === 'MISSED').length;
  const missedWallet = walletBound.filter((call) => call.goal === 'MISSED').length;
  console.log('');
  if (missedLines.length) for (const line of missedLines) console.log(line);
  console.log(
    `${bound.length - missedBrand} of ${bound.length} brand-level reads met the goal` +
      `${missedBrand ? ` — ${missedBrand} MISSED` : ''}; ` +
      `${walletBound.length - missedWallet} of ${walletBound.length} wallet goals met` +
      `${missedWallet ? ` — ${missedWallet} MISSED` : ''} (balance ≥ ${fmt.pct(WALLET_GOAL.balance.minRatio)} of ` +
      `hello-world; transfer of ${TRANSFER_MEMBERS} members ≥ ${WALLET_GOAL.transfer.minReqPerSec} ` +
      `req/s, p99 < ${WALLET_GOAL.transfer.maxP99Ms} ms at ${WALLET_GOAL.transfer.atRate} req/s on PostgreSQL); ` +
      `${gamesBound.length - missedGames} of ${gamesBound.length} game goals met` +
      `${missedGames ? ` — ${missedGames} MISSED` : ''} (game-list pages ≥ ` +
      `${fmt.pct(GAMES_GOAL.list.minRatio)} of hello-world, p99 < ${GAMES_GOAL.list.maxP99Ms} ms); ` +
      `${mixedBound.length - missedMixed} of ${mixedBound.length} mixed-load goals met` +
      `${missedMixed ? ` — ${missedMixed} MISSED` : ''} (balance reads among ${MIXED_MEMBERS} ` +
      `members' withdrawals: p99 < ${MIXED_GOAL.balanceP99Ms} ms at ${MIXED_GOAL.atRate} req/s on PostgreSQL).`,
  );

  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `server-${fileTimestamp(startedAt)}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        kind: 'server',
        startedAt: startedAt.toISOString(),
        git,
        node: process.version,
        options,
        goal: GOAL,
        walletGoal: WALLET_GOAL,
        gamesGoal: GAMES_GOAL,
        mixedGoal: MIXED_GOAL,
        legs,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Results: ${relative(repoRoot, file)}`);
  // Missed goals are results (exit 0); a leg that could not be measured is a failure.
  const failed = legs.filter((leg) => leg.error);
  if (failed.length) {
    console.log(`FAILED: ${failed.map((leg) => leg.label).join(', ')} could not be measured.`);
    return 1;
  }
  return 0;
});
