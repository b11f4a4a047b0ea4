// Usage: pnpm bench:sse [-- --streams 2000 --events 20]
// SSE fan-out on one server process (issue 27): opens --streams member event streams over real
// HTTP (8 per member, the most a member may hold), then sends --events messages to everyone
// (one per 50 ms) and times until every stream has received every event. Prints the open streams,
// the events delivered and the events per second, and the process's memory per stream.
// The clients run in this same process (fetch), so the figure is a floor: the server's share of
// the CPU is what is left to it beside them. In-memory PGlite; notifications as in production.
import { parseArgs } from 'node:util';
import { MemberEventLimits } from '@lotusplay/api-client/contracts';
import { createServer } from '../src/app';
import { prepareDatabase } from '../src/db/prepare';
import { createMember, envelope, login } from '../src/testing/auth-helpers';
import type { TestDatabase } from '../src/testing/test-database';
import { openEventStream } from '../src/testing/event-stream';
import type { OpenStream } from '../src/testing/event-stream';
import { testPasswordHasher } from '../src/testing/test-database';
import type { LoginResponse } from '@lotusplay/api-client/contracts';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    streams: { type: 'string', default: '2000' },
    events: { type: 'string', default: '20' },
  },
});
const streamCount = Number(values.streams);
const eventCount = Number(values.events);
const log = (line: string) => process.stdout.write(`${line}\n`);

const handle = await prepareDatabase(
  { kind: 'pglite', dataDir: null },
  { passwordHasher: testPasswordHasher },
);
const app = await createServer({
  db: handle.db,
  notifications: handle.notifications,
  passwordHasher: testPasswordHasher,
  config: { operatorToken: 'bench-sse-operator-token' },
  depositSweepMs: null,
  withdrawalSweepMs: null,
  playTokenSweepMs: null,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const perMember = MemberEventLimits.streamsPerMember;
const memberCount = Math.ceil(streamCount / perMember);
const tokens: string[] = [];
for (let i = 0; i < memberCount; i++) {
  const who = await createMember(handle as unknown as TestDatabase);
  const answer = await login(app, who.username, who.password, {}, `10.77.${i >> 8}.${i & 255}`);
  tokens.push(envelope<LoginResponse>(answer).value.token);
}
log(`members: ${memberCount}, logging in done`);

const heapBefore = process.memoryUsage().heapUsed;
const streams: OpenStream[] = [];
const opening = performance.now();
for (let i = 0; i < streamCount; i += 100) {
  const batch = await Promise.all(
    Array.from({ length: Math.min(100, streamCount - i) }, (_, j) =>
      openEventStream(base, tokens[Math.floor((i + j) / perMember)]!),
    ),
  );
  await Promise.all(batch.map((s) => s.next('ready', 0, 30_000)));
  streams.push(...batch);
}
const heapAfter = process.memoryUsage().heapUsed;
log(
  `open streams: ${app.eventHub.openStreams} in ${Math.round(performance.now() - opening)} ms ` +
    `(heap +${Math.round((heapAfter - heapBefore) / streamCount)} bytes a stream, clients included)`,
);

const received = () =>
  streams.reduce((sum, s) => sum + s.events.filter((e) => e.type === 'message').length, 0);
const started = performance.now();
for (let i = 0; i < eventCount; i++) {
  app.eventHub.publish(0, 'message');
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const expected = streamCount * eventCount;
while (received() < expected && performance.now() - started < 60_000) {
  await new Promise((resolve) => setTimeout(resolve, 10));
}
const elapsed = (performance.now() - started) / 1000;
const got = received();
const lastAt = Math.max(...streams.map((s) => s.events.at(-1)?.at ?? 0));
const spanSeconds = (lastAt - started) / 1000;
log(
  `events delivered: ${got} of ${expected} in ${spanSeconds.toFixed(2)} s (sending took ${(eventCount * 0.05).toFixed(2)} s)`,
);
log(
  `fan-out: ${Math.round(got / spanSeconds)} events/s to ${streamCount} open streams on one process`,
);
log(
  `server's own count of delivered events: ${app.eventHub.deliveredEvents}; elapsed ${elapsed.toFixed(2)} s`,
);

for (const stream of streams) stream.close();
await app.close();
await handle.close();
process.exit(got === expected ? 0 : 1);
