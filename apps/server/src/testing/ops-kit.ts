// Helpers of the operator tests: calls with the operator token, and the `ops` command line run
// against the test server listening on a free port, with the lines the last command printed.
import type { LightMyRequestResponse } from 'fastify';
import type { LotusPlayServer } from '../app';
import { runOps } from '../ops-cli';

/** A call to /ops with `token` (the operator's by default). */
export function opsCaller(app: () => LotusPlayServer, operatorToken: string) {
  return (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    token = operatorToken,
  ): Promise<LightMyRequestResponse> =>
    app().inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
}

/**
 * The `ops` command line against a test server: `listen` it (in a beforeAll), then `run` commands;
 * `out` and `err` hold the lines the last command printed.
 */
export class OpsCommands {
  url = '';
  out: string[] = [];
  err: string[] = [];

  constructor(private readonly operatorToken: string) {}

  /** Listens on a free port of 127.0.0.1; the commands go there. */
  listen = async (app: LotusPlayServer): Promise<void> => {
    this.url = await app.listen({ host: '127.0.0.1', port: 0 });
  };

  /** Runs one command with the server's url and the operator token; answers its exit code. */
  run = (...args: string[]): Promise<number> => {
    this.out = [];
    this.err = [];
    return runOps([...args, '--url', this.url, '--token', this.operatorToken], {
      env: {},
      fetch: globalThis.fetch,
      out: (line) => this.out.push(line),
      err: (line) => this.err.push(line),
    });
  };
}
