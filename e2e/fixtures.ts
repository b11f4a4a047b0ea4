// The suite's `test`: every worker runs the product on a server and a database of its own, a copy
// of the run's template (e2e/global-setup.ts), so workers never share brand-wide state and the
// suite runs in parallel. `baseURL` is that server's address, and the operator helper (ops.ts)
// reaches it through the worker's environment. Specs import `test` and `expect` from here.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import {
  databaseUrl,
  e2eDatabasePrefix,
  freePort,
  onPostgres,
  productEnv,
  startProduct,
} from './product-server';
import type { ProductDatabase } from './product-server';

export { expect } from '@playwright/test';

/** The database a project's workers run their servers on. */
export type E2eDatabase = 'pglite' | 'postgres';

/** The worker's product server. */
export interface Product {
  url: string;
  /** The port the reCAPTCHA spec's stand-in of Google's siteverify listens on. */
  siteverifyPort: number;
}

const OPERATOR_TOKEN = 'e2e-operator-token';

export const test = base.extend<
  object,
  { database: E2eDatabase; serverEnv: Record<string, string>; product: Product }
>({
  database: ['pglite', { scope: 'worker', option: true }],
  /** More environment for the worker's server (the Firebase suite's project and emulator). */
  serverEnv: [{}, { scope: 'worker', option: true }],

  product: [
    async ({ database, serverEnv }, use, workerInfo) => {
      const folder = mkdtempSync(join(tmpdir(), `lotusplay-e2e-w${workerInfo.parallelIndex}-`));
      const dataDir = join(folder, 'data');
      let where: ProductDatabase;
      let dropDatabase = async () => undefined as void;
      if (database === 'postgres') {
        const adminUrl = process.env.E2E_POSTGRES_URL;
        const template = process.env.E2E_POSTGRES_TEMPLATE;
        if (!adminUrl || !template) throw new Error('the postgres project needs E2E_POSTGRES_URL');
        const name = `${e2eDatabasePrefix(process.env.E2E_RUN_ID ?? 'local')}w${workerInfo.workerIndex}`;
        await onPostgres(adminUrl, `create database "${name}" template "${template}"`);
        where = { dataDir, databaseUrl: databaseUrl(adminUrl, name) };
        dropDatabase = () => onPostgres(adminUrl, `drop database if exists "${name}" with (force)`);
      } else {
        // Without a template (a config with no global setup: the Firebase suite's one worker)
        // the server migrates and seeds an empty folder at its first start.
        const template = process.env.E2E_PGLITE_TEMPLATE;
        if (template) cpSync(template, dataDir, { recursive: true });
        where = { dataDir };
      }
      const [port, siteverifyPort] = [await freePort(), await freePort()];
      const server = await startProduct(
        productEnv({
          port,
          database: where,
          operatorToken: OPERATOR_TOKEN,
          env: {
            // reCAPTCHA tokens are verified by the stand-in the recaptcha spec listens with (used
            // only while that spec has given the brand reCAPTCHA keys).
            RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${siteverifyPort}/siteverify`,
            ...serverEnv,
          },
        }),
      );
      // The operator helper (ops.ts) runs the operator command against this worker's server.
      process.env.E2E_PORT = String(port);
      process.env.E2E_DATA_DIR = dataDir;
      process.env.E2E_OPERATOR_TOKEN = OPERATOR_TOKEN;
      try {
        await use({ url: server.url, siteverifyPort });
      } finally {
        await server.stop();
        await dropDatabase();
        rmSync(folder, { recursive: true, force: true });
      }
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],

  baseURL: async ({ product }, use) => {
    await use(product.url);
  },
});
