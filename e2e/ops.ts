import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const opsScript = resolve(import.meta.dirname, '../apps/server/dist/ops.js');

/** Runs the operator command against the server this suite started, exactly as a person would. */
export async function ops(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [opsScript, ...args], {
    env: {
      ...process.env,
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      OPERATOR_TOKEN: process.env.E2E_OPERATOR_TOKEN,
    },
  });
  return stdout;
}
