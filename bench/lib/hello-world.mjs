// The baseline of the server benchmark: a bare Fastify 5 (no logger, no plugins) answering
// {"hello":"world"} on 127.0.0.1:$PORT, in a process of its own. Prints "listening <url>" once ready.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));

const url = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`listening ${url}\n`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
