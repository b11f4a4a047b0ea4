// Databases: PGlite — the command line against a real test server; nothing here depends on the engine.
// The ops command line as a whole: its help, its exit codes (0 ok, 1 refused, 2 usage, 3 no token
// or unreachable), one command of every module's group against the server, the option names the
// groups share, and the entry point run as a process.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps, opsProgram } from '../ops-cli';
import { createMember } from '../testing/auth-helpers';
import { OpsCommands } from '../testing/ops-kit';
import { createTestServer } from '../testing/test-database';
import { OPS_GROUPS } from './groups';
import { OpsExit } from './ops-command';

const TOKEN = 'ops-cli-test-token';
let server: Awaited<ReturnType<typeof createTestServer>>;
const ops = new OpsCommands(TOKEN);

beforeAll(async () => {
  server = await createTestServer({ config: { operatorToken: TOKEN } });
  await ops.listen(server.app);
});
afterAll(async () => {
  await server.close();
});

/** runOps without --url and --token, and with a fetch that records whether it was called. */
async function bare(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  let calls = 0;
  const code = await runOps(args, {
    env: { DATA_DIR: '/nonexistent-lotusplay-data' },
    fetch: (...request: Parameters<typeof fetch>) => {
      calls += 1;
      return globalThis.fetch(...request);
    },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n'), calls };
}

const leaves = (command: Command): Command[] =>
  command.commands.flatMap((sub) => (sub.commands.length > 0 ? leaves(sub) : [sub]));

const path = (command: Command): string =>
  command.parent?.parent ? `${path(command.parent)} ${command.name()}` : command.name();

describe('ops help', () => {
  it('lists every command of every group by its whole name, and the exit codes', async () => {
    const { code, out, err, calls } = await bare('--help');
    expect(code).toBe(OpsExit.ok);
    expect(err).toBe('');
    expect(calls).toBe(0);
    for (const group of OPS_GROUPS) expect(out).toContain(`${group.summary}:`);
    const { program } = opsProgram({ env: {}, fetch, out: () => {}, err: () => {} });
    const names = leaves(program).map(path);
    expect(names.length).toBeGreaterThanOrEqual(50);
    for (const name of names) expect(out).toMatch(new RegExp(`^ {2}${name}( |$)`, 'm'));
    expect(out).toContain('Exit codes: 0 ok; 1 the server refused');
    expect(out).toContain('--url <url>');
    expect(out).toContain('--token <token>');
  });

  it("shows one command's arguments and options with -h as with --help", async () => {
    const help = await bare('withdrawal', 'disburse', '--help');
    expect(help.code).toBe(OpsExit.ok);
    expect(help.calls).toBe(0);
    expect(help.out).toContain('Usage: ops withdrawal disburse [options] <ORDER_NO> [AMOUNT]');
    expect(help.out).toMatch(/--key <key> +idempotency key/);
    expect((await bare('withdrawal', 'disburse', '-h')).out).toBe(help.out);
  });

  it('prints the help to stderr and exits 2 without a command', async () => {
    const { code, out, err } = await bare();
    expect(code).toBe(OpsExit.usage);
    expect(out).toBe('');
    expect(err).toContain('Usage: ops <command> [options]');
  });
});

describe('ops exit codes', () => {
  it.each([
    [['fly'], "unknown command 'fly'"],
    [['wallet', 'adjust', 'demo_player', '5', '--reson', 'x'], "unknown option '--reson'"],
    [['lottery', 'draw'], "missing required argument 'GAME_CODE'"],
    [['game', 'hot', 'CQ9', 'CQ9_0010', 'on', 'extra'], 'too many arguments'],
    [['deposit', 'list', '--last', '0'], '--last must be a number from 1 to 500'],
    [['region', 'maybe'], 'region must be "on" or "off"'],
    [
      ['promotion', 'add', '--file', '/nonexistent/promotion.json'],
      '--file /nonexistent/promotion.json: ',
    ],
    [['points', 'grant', 'demo_player', '12.5'], 'POINTS must be a whole number'],
  ])('exits 2 on a usage error (%j), before any call', async (args, message) => {
    const { code, err, calls } = await bare(...args, '--url', ops.url, '--token', TOKEN);
    expect(code).toBe(OpsExit.usage);
    expect(err).toContain(message);
    expect(calls).toBe(0);
  });

  it("exits 1 with the server's code and message when it refuses", async () => {
    expect(await ops.run('member', 'locks', 'nobody_at_all')).toBe(OpsExit.refused);
    expect(ops.err.join('\n')).toMatch(/^Failed \(HTTP 404 NOT_FOUND\): \S/);
    expect(ops.out).toEqual([]);
  });

  it('exits 3 without a token, and when the server cannot be reached', async () => {
    const noToken = await bare('status', '--url', ops.url);
    expect(noToken.code).toBe(OpsExit.unreachable);
    expect(noToken.err).toContain('No operator token: pass --token, set OPERATOR_TOKEN');
    expect(noToken.calls).toBe(0);
    const away = await bare('status', '--url', 'http://127.0.0.1:9', '--token', TOKEN);
    expect(away.code).toBe(OpsExit.unreachable);
    expect(away.err).toContain('Cannot reach the server at http://127.0.0.1:9');
  });

  it('prints the key to retry with when a money call gets no answer', async () => {
    const away = await bare(
      ...['wallet', 'adjust', 'demo_player', '-12.50', '--reason', 'fix', '--key', 'k-0001'],
      ...['--url', 'http://127.0.0.1:9', '--token', TOKEN],
    );
    expect(away.code).toBe(OpsExit.unreachable);
    expect(away.err).toContain(
      'Retry with --key k-0001: the same key moves the money once at most',
    );
  });
});

describe('one command of every group against the server', () => {
  it.each([
    [['status'], /^brand: {7}\S+ \(redirect-to-login (on|off)/],
    [['outbox', 'ops', '--last', '1'], /^\(no messages\)$|^#\d+ /],
    [['deposit', 'list', '--status', 'all', '--last', '5'], /^\(no deposits\)$|^D\w+ /],
    [['withdrawal', 'list', '--last', '5'], /^\(no open withdrawals\)$|^W\w+ /],
    [['points', 'redemptions', '--status', 'all'], /^No redemptions$|^\S+ /],
    [
      ['banner', 'list', '--group', 'w_home', '--lang', 'en'],
      /^\d+ w_home #\d+ — |^\(no banners\)$/,
    ],
    [['promotion', 'list'], /^#\d+ \S+ |^No promotions$/],
    [['announcement', 'list'], /^#\d+ |^\(no announcements\)$/],
    [['service', 'status'], /^(LIVECHAT|FACEBOOK|TELEGRAM|VIP) +\S/],
    [['game', 'hot', 'CQ9', 'CQ9_0010', 'on'], /^CQ9 CQ9_0010: hot on$/],
  ])('%j', async (args, line) => {
    expect(await ops.run(...args), ops.err.join('\n')).toBe(OpsExit.ok);
    expect(ops.out[0]).toMatch(line);
  });

  it('member, sessions and wallet commands on a new member', async () => {
    const member = await createMember(server.database);
    const KEY = 'ops-cli-test-key-0001';
    expect(await ops.run('member', 'locks', member.username)).toBe(OpsExit.ok);
    expect(ops.out).toEqual([`${member.username}: not locked`, '  (never locked)']);
    expect(await ops.run('sessions', 'end', member.username)).toBe(OpsExit.ok);
    expect(ops.out).toEqual([`Ended 0 sessions of ${member.username}`]);
    expect(
      await ops.run('wallet', 'adjust', member.username, '12.50', '--reason', 'cli', '--key', KEY),
      ops.err.join('\n'),
    ).toBe(OpsExit.ok);
    expect(ops.out[0]).toMatch(new RegExp(`key ${KEY}\\): balance 12\\.50$`));
    expect(await ops.run('wallet', 'adjust', member.username, '-2.50', '--reason', 'cli')).toBe(
      OpsExit.ok,
    );
    expect(ops.out[0]).toMatch(/by -2\.50 .*balance 10\.00$/);
  });

  it('lottery draw settles the draw taking bets, and refuses an unknown game', async () => {
    expect(await ops.run('lottery', 'draw', 'VN_SOUTH_CT'), ops.err.join('\n')).toBe(OpsExit.ok);
    expect(ops.out[0]).toMatch(/^VN_SOUTH_CT \S+: drawn and settled$/);
    expect(await ops.run('lottery', 'draw', 'NO_SUCH_GAME')).toBe(OpsExit.refused);
  });
});

describe('option names', () => {
  it('mean one thing in every group: the same flags and placeholder wherever a name is used', () => {
    const { program } = opsProgram({ env: {}, fetch, out: () => {}, err: () => {} });
    const flags = new Map<string, Set<string>>();
    for (const command of leaves(program)) {
      for (const option of command.options) {
        const name = option.long ?? option.flags;
        flags.set(name, (flags.get(name) ?? new Set()).add(option.flags));
      }
    }
    const differing = [...flags].filter(([, set]) => set.size > 1).map(([name]) => name);
    expect(differing).toEqual([]);
    for (const shared of [
      '--last',
      '--status',
      '--note',
      '--key',
      '--lang',
      '--reason',
      '--order',
    ]) {
      expect(flags.has(shared), shared).toBe(true);
    }
  });
});

describe('the entry point as a process', () => {
  const run = promisify(execFile);
  const entry = resolve(import.meta.dirname, '../ops.ts');
  /** Runs src/ops.ts with tsx, as `pnpm ops` runs dist/ops.js; answers its exit code and output. */
  const spawnOps = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        ['--conditions=@lotusplay/source', '--import', 'tsx', entry, ...args],
        { env: { PATH: process.env.PATH, DATA_DIR: '/nonexistent-lotusplay-data' } },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  it('exits 0 with the help, 2 on a usage error, 1 refused and 3 unreachable', async () => {
    const help = await spawnOps('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('wallet adjust [options] <USERNAME> <AMOUNT>');
    expect((await spawnOps('fly')).code).toBe(2);
    const refused = await spawnOps('status', '--url', ops.url, '--token', 'wrong');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('UNAUTHORIZED');
    expect((await spawnOps('status', '--url', 'http://127.0.0.1:9', '--token', TOKEN)).code).toBe(
      3,
    );
  });
});
