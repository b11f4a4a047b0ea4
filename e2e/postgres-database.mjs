// Usage: node postgres-database.mjs create <admin-url>   prints the URL of a new empty database
//        node postgres-database.mjs drop <database-url>  drops that database (forcing sessions off)
// The PostgreSQL run of the e2e suite gets a database of its own, so runs never share data.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const [command, target] = process.argv.slice(2);
if ((command !== 'create' && command !== 'drop') || !target) {
  process.stderr.write('Usage: node postgres-database.mjs create|drop <url>\n');
  process.exit(2);
}

const url = new URL(target);
const name =
  command === 'create'
    ? `lotusplay_e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
    : decodeURIComponent(url.pathname.slice(1));
if (!/^lotusplay_e2e_[a-z0-9_]+$/.test(name)) {
  process.stderr.write(`Refusing to ${command} "${name}": not an e2e database\n`);
  process.exit(2);
}
const admin = new URL(target);
if (command === 'drop') admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
await client.connect();
try {
  if (command === 'create') {
    await client.query(`create database "${name}"`);
    url.pathname = `/${name}`;
    process.stdout.write(url.toString());
  } else {
    await client.query(`drop database if exists "${name}" with (force)`);
  }
} finally {
  await client.end();
}
