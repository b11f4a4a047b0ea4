// The guard of the split between the databases (src/testing/test-databases.ts): a test file that
// opens a database says on which ones it runs, and one that shows something engine-specific runs
// on PostgreSQL too, so that a new database-sensitive test cannot silently run on PGlite only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from './paths';
import {
  declaredDatabases,
  ENGINE_SPECIFIC,
  OPENS_DATABASE,
  postgresTestFiles,
  testFiles,
} from './testing/test-databases';

const files = testFiles(serverRoot).map((file) => ({
  file,
  text: readFileSync(join(serverRoot, file), 'utf8'),
}));

describe('which databases each server test runs on', () => {
  it('is said in the first line of every test file that opens a database', () => {
    const unsaid = files
      .filter(({ text }) => OPENS_DATABASE.test(text) && declaredDatabases(text) === null)
      .map(({ file }) => file);
    expect(
      unsaid,
      'add a "// Databases: …" first line (see src/testing/test-databases.ts)',
    ).toEqual([]);
  });

  it('is PostgreSQL too for every file that shows something engine-specific', () => {
    const pgliteOnly = files.filter(({ text }) => declaredDatabases(text) === 'pglite');
    const wrong = pgliteOnly.flatMap(({ file, text }) =>
      ENGINE_SPECIFIC.filter(({ pattern }) => pattern.test(text)).map(
        ({ why }) => `${file}: ${why}`,
      ),
    );
    expect(wrong, 'these run on PGlite only: mark them "PGlite and PostgreSQL"').toEqual([]);
  });

  it('picks the marked files, and only those, for the PostgreSQL leg', () => {
    const both = files.filter(({ text }) => declaredDatabases(text) === 'both').map((f) => f.file);
    expect(postgresTestFiles(serverRoot)).toEqual(both);
    // The money, the job engine and the migrations are among them.
    expect(both).toEqual(
      expect.arrayContaining([
        'src/db/seed.test.ts',
        'src/lib/jobs.test.ts',
        'src/modules/wallet/wallet.test.ts',
        'src/modules/wallet/wallet.concurrency.test.ts',
        'src/modules/lottery/lottery.test.ts',
      ]),
    );
  });

  it('recognises engine-specific code', () => {
    const flagged = (text: string) =>
      ENGINE_SPECIFIC.filter(({ pattern }) => pattern.test(text)).map(({ why }) => why);
    expect(flagged('if (database.kind === "postgres")')).toEqual([
      'asks which database it runs on',
    ]);
    expect(flagged('await db.execute(sql`select * from t for update skip locked`)')).toEqual([
      'sends SQL that writes, plans or locks',
    ]);
    expect(flagged('await db.execute(sql`update members set nickname = ${x}`)')).toEqual([
      'sends SQL that writes, plans or locks',
    ]);
    expect(flagged("it('updates the nickname', () => app.inject({ url: '/x' }))")).toEqual([]);
    expect(flagged('await db.execute(sql`select count(*) from games`)')).toEqual([]);
  });
});
