// Usage: node scripts/pg-ping.mjs <postgres-url>
// Says whether a PostgreSQL server answers `select 1` at the URL within 3 s, and if not, why.
// Exit codes: 0 it answers; 3 nothing listens there (connection refused: no server at all);
// 1 something is wrong with a server that is there, or the address does not resolve, or it does
// not answer in time (wrong credentials, missing database, ...); 2 bad usage. Only 3 may be
// treated as "no PostgreSQL on this machine" by a caller; every other failure is a failure.
import pg from 'pg';

const url = process.argv[2];
if (!url) {
  process.stderr.write('Usage: node scripts/pg-ping.mjs <postgres-url>\n');
  process.exit(2);
}

// Messages never show the password of the URL.
const shown = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/** What a failed connection means, in words a developer can act on. */
function explain(error) {
  const code = error && typeof error === 'object' ? error.code : undefined;
  const message = error instanceof Error ? error.message : String(error);
  switch (code) {
    case 'ECONNREFUSED':
    case 'ENOENT':
      return { exit: 3, text: `nothing listens at ${shown} (${message})` };
    case '28P01':
    case '28000':
      return { exit: 1, text: `PostgreSQL at ${shown} refused the credentials: ${message}` };
    case '3D000':
      return { exit: 1, text: `PostgreSQL at ${shown} has no such database: ${message}` };
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return { exit: 1, text: `the host of ${shown} does not resolve: ${message}` };
    default:
      return {
        exit: 1,
        text: `PostgreSQL at ${shown} failed: ${message}${code ? ` (${code})` : ''}`,
      };
  }
}

const client = new pg.Client({
  connectionString: url,
  connectionTimeoutMillis: 3000,
  query_timeout: 3000,
});
const timer = setTimeout(() => {
  process.stderr.write(`PostgreSQL at ${shown} did not answer within 3 s\n`);
  process.exit(1);
}, 3500);

try {
  await client.connect();
  await client.query('select 1');
  clearTimeout(timer);
  await client.end();
  process.exit(0);
} catch (error) {
  clearTimeout(timer);
  const { exit, text } = explain(error);
  process.stderr.write(`${text}\n`);
  process.exit(exit);
}
