// What a module declares to the ops command line: a group of commander commands, and the client
// they call the running server's /ops routes with (PGlite admits one process, so the command line
// never opens the database itself).
import type { Command } from 'commander';

/** The exit codes of the ops command line. */
export const OpsExit = {
  /** The command did what it was asked. */
  ok: 0,
  /** The server refused the call; its code and message are printed. */
  refused: 1,
  /** The command line is wrong (unknown command or option, missing or bad argument). */
  usage: 2,
  /** No operator token, or the server cannot be reached. */
  unreachable: 3,
} as const;

/** One call to an /ops route, and what to print from the answer's value. */
export interface OpsRequest<T = never> {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  /** The lines to print from the answer's `value`. */
  print: (value: T) => string[];
  /**
   * The idempotency key of a call that moves money: printed when the call fails or gets no
   * answer, so that the retry sends the same key and the money moves once at most.
   */
  key?: string;
}

/** What a command's action uses to reach the server (built per run from --url and --token). */
export interface OpsClient {
  /** Sends the call with the operator token and prints its lines; a refusal ends the run with 1. */
  send<T>(request: OpsRequest<T>): Promise<void>;
  /** The idempotency key of a money call: `given` (--key), else a new `ops-<uuid>`. */
  moneyKey(given?: string): string;
  /** The error of a wrong command line (exit 2): thrown by an action that checks its arguments. */
  usage(message: string): Error;
}

/** A module's ops commands: `register` adds them (one or more top-level commands) to the program. */
export interface OpsCommandGroup {
  /** The module the commands belong to, e.g. `wallet`. */
  name: string;
  /** One line for the program's help. */
  summary: string;
  register(program: Command, client: OpsClient): void;
}
