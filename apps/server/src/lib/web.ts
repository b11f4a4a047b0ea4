// Serves the built web app from the same origin: hashed assets cached for a year, index.html
// never cached, and the SPA fallback for every other page GET.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicFolder } from '../paths';
import { sendNotFound } from './envelope';

const API_PREFIXES = ['/wps', '/lgw', '/docs', '/ops', '/static'];

/** True when the path belongs to the API (or docs/ops), never to the SPA. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>LotusPlay server</title></head>
<body><h1>LotusPlay platform server</h1>
<p>The web app is not built, so there is nothing to show here yet. Run <code>pnpm build</code>
at the repository root (or set WEB_DIST to a built app) and restart the server.</p>
<p>The API answers under <code>/wps</code>; its documentation is at <a href="/docs">/docs</a>.</p>
</body></html>`;

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** Registers static serving, the licence badges and the not-found handler with SPA fallback. */
export async function registerWeb(app: FastifyInstance, webDist: string | null): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(publicFolder),
    prefix: '/static/',
    decorateReply: false,
    maxAge: '1d',
  });

  const indexFile = webDist ? join(webDist, 'index.html') : null;
  const built = indexFile !== null && existsSync(indexFile);

  if (built) {
    await app.register(fastifyStatic, {
      root: webDist!,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders(reply, path) {
        if (path.endsWith('.html')) reply.header('cache-control', 'no-cache');
        else if (/[\\/]assets[\\/]/.test(path))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'public, max-age=3600');
      },
    });
  } else {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(NOT_BUILT_PAGE),
    );
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      acceptsHtml(request);
    if (!isPageRequest) return sendNotFound(request, reply);
    // The app renders its own 404 page for unknown routes.
    const html = built ? await readFile(indexFile!, 'utf8') : NOT_BUILT_PAGE;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
