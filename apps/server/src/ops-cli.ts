// The operator command line, on commander: each module declares its commands (an OpsCommandGroup,
// listed in ops/groups.ts) and this file runs them. PGlite admits one process, so the command never
// opens the database: it calls the running server's /ops routes with the operator token.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Command, CommanderError, Help } from 'commander';
import { defaultDataDir } from './paths';
import { OPERATOR_TOKEN_FILE } from './modules/operator/operator.service';
import { OPS_GROUPS } from './ops/groups';
import { OpsExit } from './ops/ops-command';
import type { OpsClient, OpsCommandGroup, OpsRequest } from './ops/ops-command';

/** What runOps needs from its surroundings (injectable for tests). */
export interface OpsIo {
  env: NodeJS.ProcessEnv;
  fetch: typeof fetch;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Ends a run with `exitCode` after printing `message` (when there is one) to stderr. */
class OpsExitError extends Error {
  constructor(
    readonly exitCode: number,
    message = '',
  ) {
    super(message);
  }
}

/** What to do after a money call failed or got no answer. */
const retryHint = (key: string) =>
  `Retry with --key ${key}: the same key moves the money once at most`;

async function resolveToken(option: string | undefined, env: NodeJS.ProcessEnv): Promise<string> {
  if (option) return option;
  if (env.OPERATOR_TOKEN) return env.OPERATOR_TOKEN;
  const file = join(env.DATA_DIR || defaultDataDir, OPERATOR_TOKEN_FILE);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    throw new OpsExitError(
      OpsExit.unreachable,
      `No operator token: pass --token, set OPERATOR_TOKEN, or start the server (it writes ${file})`,
    );
  }
}

/** The client of one run: --url and --token are read from the program when a call is sent. */
function opsClient(program: Command, io: OpsIo): OpsClient {
  return {
    moneyKey: (given) => given ?? `ops-${randomUUID()}`,
    usage: (message) => new OpsExitError(OpsExit.usage, message),
    async send<T>(request: OpsRequest<T>): Promise<void> {
      const options = program.opts<{ url?: string; token?: string }>();
      const token = await resolveToken(options.token, io.env);
      const base = (options.url ?? `http://127.0.0.1:${io.env.PORT || 8080}`).replace(/\/+$/, '');
      let response: Response;
      try {
        response = await io.fetch(`${base}${request.path}`, {
          method: request.method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        io.err(
          `Cannot reach the server at ${base}: ${error instanceof Error ? error.message : String(error)}`,
        );
        if (request.key) io.err(retryHint(request.key));
        throw new OpsExitError(OpsExit.unreachable);
      }
      const envelope = (await response.json().catch(() => null)) as {
        success?: boolean;
        code?: string;
        message?: string;
        value?: T;
      } | null;
      if (!envelope?.success || !envelope.value) {
        io.err(
          `Failed (HTTP ${response.status} ${envelope?.code ?? ''}): ${envelope?.message ?? 'no envelope in the answer'}`,
        );
        if (request.key) io.err(retryHint(request.key));
        throw new OpsExitError(OpsExit.refused);
      }
      for (const line of request.print(envelope.value)) io.out(line);
    },
  };
}

/** The widest term column of the help; longer terms go on a line of their own. */
const TERM_COLUMN = 40;

/** commander writes whole blocks ending in a newline; `io` takes lines. */
const lines = (write: (line: string) => void) => (text: string) => write(text.replace(/\n$/, ''));

/** The program of one run: the global options, then every group's commands under its heading. */
export function opsProgram(
  io: OpsIo,
  groups: readonly OpsCommandGroup[] = OPS_GROUPS,
): { program: Command; client: OpsClient } {
  const program = new Command('ops')
    .usage('<command> [options]   (pnpm --filter @lotusplay/server ops …)')
    .description('Operate a running LotusPlay server through its /ops routes.')
    .addHelpText(
      'after',
      '\nEvery command has its own --help, e.g. ops wallet adjust --help.\n' +
        'Exit codes: 0 ok; 1 the server refused (its code and message are printed);\n' +
        '2 usage error; 3 no operator token, or the server cannot be reached.',
    )
    .option('--url <url>', 'server address (default http://127.0.0.1:$PORT, PORT default 8080)')
    .option(
      '--token <token>',
      'operator token (default OPERATOR_TOKEN, else <DATA_DIR>/operator-token)',
    )
    .helpCommand(false)
    .showSuggestionAfterError(true)
    .showHelpAfterError('(add --help for the usage)')
    .configureOutput({
      writeOut: lines(io.out),
      writeErr: lines(io.err),
      getOutHelpWidth: () => 100,
      getErrHelpWidth: () => 100,
    })
    .exitOverride();
  const client = opsClient(program, io);
  for (const group of groups) {
    program.commandsGroup(`${group.summary}:`);
    group.register(program, client);
  }
  // The program's help lists every command by its whole name (`wallet adjust …`), like a manual.
  program.configureHelp({
    // A term longer than the column gets a line of its own, its description under it.
    padWidth: (command, helper) =>
      Math.min(TERM_COLUMN, Help.prototype.padWidth.call(helper, command, helper)),
    formatItem: (term, termWidth, description, helper) =>
      description && helper.displayWidth(term) > termWidth
        ? `  ${term}\n${Help.prototype.formatItem.call(helper, '', termWidth, description, helper)}`
        : Help.prototype.formatItem.call(helper, term, termWidth, description, helper),
    visibleCommands: (command) => (command === program ? leaves(program) : [...command.commands]),
    subcommandTerm: (command) =>
      [
        commandPath(command),
        ...(command.options.length > 0 ? ['[options]'] : []),
        ...command.registeredArguments.map((argument) => {
          const name = `${argument.name()}${argument.variadic ? '...' : ''}`;
          return argument.required ? `<${name}>` : `[${name}]`;
        }),
      ].join(' '),
  });
  // Every command inherits the output, the exit override and the error settings of the program; a
  // command with subcommands names them in its parent's help, and every command is listed under
  // its group's heading.
  const configure = (command: Command, heading: string) => {
    for (const sub of command.commands) {
      sub.copyInheritedSettings(command);
      const group = heading || sub.helpGroup();
      sub.helpGroup(group);
      if (sub.commands.length > 0) {
        sub.helpCommand(false);
        sub.summary(`${sub.description()}: ${sub.commands.map((c) => c.name()).join(', ')}`);
      }
      configure(sub, group);
    }
  };
  configure(program, '');
  return { program, client };
}

/** Runs the ops command; resolves to the process exit code (see OpsExit). */
export async function runOps(argv: string[], io: OpsIo): Promise<number> {
  const { program } = opsProgram(io);
  let current: Command = program;
  program.hook('preAction', (_program, action) => {
    current = action;
  });
  try {
    await program.parseAsync(argv, { from: 'user' });
    return OpsExit.ok;
  } catch (error) {
    if (error instanceof OpsExitError) {
      if (error.message) {
        io.err(error.message);
        if (error.exitCode === OpsExit.usage) io.err(`(see: ops ${commandPath(current)} --help)`);
      }
      return error.exitCode;
    }
    if (error instanceof CommanderError) {
      // Help asked for (--help) ends with 0; help shown for a missing command, and every parse
      // error commander reports (unknown command or option, missing argument), is a usage error.
      return error.exitCode === 0 ? OpsExit.ok : OpsExit.usage;
    }
    throw error;
  }
}

/** The commands without subcommands under `command`, in order. */
const leaves = (command: Command): Command[] =>
  command.commands.flatMap((sub) => (sub.commands.length > 0 ? leaves(sub) : [sub]));

/** `wallet adjust` for the adjust command under wallet. */
function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}
