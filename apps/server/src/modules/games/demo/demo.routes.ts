// HTTP routes of the demo vendor (register with prefix `/demo-vendor`): the game page and its API.
// The page is what launchGame's URL opens in the web app's /game frame; it is one static HTML
// document whose script and style are files under /static/demo-vendor/ (the site's CSP allows
// scripts and styles from this origin only, and no inline ones). The token travels in the page's
// URL (from the launch) and, from the page, in the X-Play-Token header of every API call; it works
// only from the launching client's address group, while the launching session stands
// (GamesService.findPlayToken).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, responses } from '../../../lib/envelope';
import { DEMO_VENDOR_PAGE } from './page';
import * as s from './demo.schemas';
import type { DemoVendorService, RoundRequest } from './demo.service';

export interface DemoVendorRoutesOptions {
  demo: DemoVendorService;
}

const tags = ['demo vendor'];
const NO_STORE = 'no-store';

const tokenOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers['x-play-token'];
  return typeof value === 'string' ? value : undefined;
};

export async function demoVendorRoutes(app: FastifyInstance, { demo }: DemoVendorRoutesOptions) {
  // Every answer here is about one member's play (the page's URL holds the token): never stored.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', NO_STORE);
    done(null, payload);
  });

  app.get(
    '/play',
    {
      schema: {
        tags,
        summary: 'The demo vendor game page (?token=&game=&lang=), embedded by the /game frame',
      },
    },
    async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        // The URL carries the play token: no Referer may take it anywhere.
        .header('referrer-policy', 'no-referrer')
        .send(DEMO_VENDOR_PAGE),
  );

  app.get<{ Querystring: { lang?: string } }>(
    '/api/session',
    {
      schema: {
        tags,
        summary: 'The game, its rules and stake limits, and the balances of the play token',
        headers: s.playTokenHeaders,
        querystring: s.sessionQuery,
        response: responses(s.sessionValue, [401]),
      },
    },
    async (request) => ok(await demo.session(tokenOf(request), request.ip, request.query.lang)),
  );

  app.post<{ Body: RoundRequest }>(
    '/api/round',
    {
      schema: {
        tags,
        summary:
          'Plays one round (the server decides it): bet and win through the ledger with the round record, idempotent on roundId',
        headers: s.playTokenHeaders,
        body: s.roundBody,
        response: responses(s.roundValue, [401, 403, 404, 409]),
      },
    },
    async (request) => ok(await demo.playRound(tokenOf(request), request.ip, request.body)),
  );

  app.post<{ Body: { amount: string; idempotencyKey: string } }>(
    '/api/transfer',
    {
      schema: {
        tags,
        summary: "Brings money from the main wallet into the game's wallet (idempotent per key)",
        headers: s.playTokenHeaders,
        body: s.transferBody,
        response: responses(s.transferValue, [401, 403, 404, 409]),
      },
    },
    async (request) =>
      ok(
        await demo.bringMoney(
          tokenOf(request),
          request.ip,
          request.body.amount,
          request.body.idempotencyKey,
        ),
      ),
  );
}
