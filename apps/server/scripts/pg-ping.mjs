// Usage: node scripts/pg-ping.mjs <postgres-url>
// Exits 0 when a PostgreSQL server answers at the URL within 3 s, 1 otherwise (2 on bad usage).
import pg from 'pg';

const url = process.argv[2];
if (!url) {
  process.stderr.write('Usage: node scripts/pg-ping.mjs <postgres-url>\n');
  process.exit(2);
}

const client = new pg.Client({
  connectionString: url,
  connectionTimeoutMillis: 3000,
  query_timeout: 3000,
});
const timer = setTimeout(() => {
  process.stderr.write(`No PostgreSQL answered at ${url} within 3 s\n`);
  process.exit(1);
}, 3000);

try {
  await client.connect();
  await client.query('select 1');
  clearTimeout(timer);
  await client.end();
  process.exit(0);
} catch (error) {
  clearTimeout(timer);
  process.stderr.write(
    `No PostgreSQL at ${url}: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
