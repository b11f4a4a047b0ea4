// Usage: pnpm --filter @lotusplay/server bench:login-timing [--rounds N]
// Times password logins of each kind against a real server on a fresh in-memory PGlite and prints
// the median of each and its ratio to a wrong password. A failed login must not say, by its
// time, whether the account exists or has a usable password. Not part of the test run (wall-clock
// time on a shared machine is noise); the tests prove the equal work by counting derivations.
import { parseArgs } from 'node:util';
import { encryptPayload } from '@lotusplay/api-client/crypto';
import { createServer } from '../src/app';
import { prepareDatabase } from '../src/db/prepare';
import { DEMO_PASSWORD } from '../src/db/seed-data';
import * as t from '../src/db/schema';
import { hashPassword } from '../src/lib/password';

const { values } = parseArgs({
  // `pnpm bench:login-timing -- --rounds 15` may hand the `--` on.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { rounds: { type: 'string', default: '9' } },
});
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) {
  process.stderr.write('--rounds must be a positive integer\n');
  process.exit(2);
}

// Each login from its own address, a quarter of an hour after the previous one: neither the
// captcha brake nor the per-address limit gets in the way.
let now = new Date('2025-06-01T12:00:00Z');
const handle = await prepareDatabase({ kind: 'pglite', dataDir: null });
const app = await createServer({ db: handle.db, clock: () => now });

const members = {
  unusable: 'bench_unusable',
  legacy: 'bench_legacy',
};
await handle.db.insert(t.members).values([
  { username: members.unusable, nickname: 'Bench', passwordHash: '!unusable$bench' },
  {
    username: members.legacy,
    nickname: 'Bench',
    // A well-formed hash below the configured cost: refused like no password at all.
    passwordHash: (await hashPassword(DEMO_PASSWORD)).replace(/^scrypt\$\d+\$/, 'scrypt$1024$'),
  },
]);

const kinds: Record<string, (round: number) => { username: string; password: string }> = {
  'right password': () => ({ username: 'demo_player', password: DEMO_PASSWORD }),
  'wrong password': (round) => ({ username: 'demo_agent', password: `Wrong${round}x` }),
  'unknown account': (round) => ({ username: `nobody_${round}`, password: 'Wrong2025' }),
  'unusable password': () => ({ username: members.unusable, password: 'Wrong2025' }),
  'hash below the cost': () => ({ username: members.legacy, password: DEMO_PASSWORD }),
  'trial account': () => ({ username: 'demo_trial', password: 'Wrong2025' }),
};

let address = 0;
const timings = new Map<string, number[]>(Object.keys(kinds).map((kind) => [kind, []]));
// One warm-up login of each kind (JIT, first queries), then the rounds interleaved, so that a
// burst of load on the machine hits every kind alike.
for (let round = -1; round < rounds; round++) {
  for (const [kind, credentials] of Object.entries(kinds)) {
    now = new Date(now.getTime() + 16 * 60_000);
    address += 1;
    const { username, password } = credentials(round);
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      remoteAddress: `10.77.${Math.floor(address / 250)}.${address % 250}`,
      payload: encryptPayload({ username, password, type: 'username' }),
    });
    const elapsed = performance.now() - started;
    const expected = kind === 'right password' ? 200 : 401;
    if (response.statusCode !== expected) {
      throw new Error(`${kind}: expected ${expected}, got ${response.statusCode} ${response.body}`);
    }
    if (round >= 0) timings.get(kind)!.push(elapsed);
  }
}
await app.close();
await handle.close();

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const reference = median(timings.get('wrong password')!);
process.stdout.write(
  `Login timing, ${rounds} rounds, median per kind (ratio to a wrong password)\n`,
);
for (const [kind, list] of timings) {
  const value = median(list);
  const range = `${Math.min(...list).toFixed(0)}–${Math.max(...list).toFixed(0)} ms`;
  process.stdout.write(
    `  ${kind.padEnd(22)} ${value.toFixed(1).padStart(8)} ms   ×${(value / reference).toFixed(2)}   (${range})\n`,
  );
}
