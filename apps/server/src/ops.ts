// Entry point of `pnpm --filter @lotusplay/server ops <command>`; see ops-cli.ts.
import { runOps } from './ops-cli';

runOps(process.argv.slice(2), {
  env: process.env,
  fetch: globalThis.fetch,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
