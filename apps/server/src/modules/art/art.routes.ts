// HTTP of the product's own art: `GET /static/art/<image path>?w=&ar=&v=` answers the picture as
// WebP (art.service.ts draws it on the first request). An answer that names the current art version
// (`v=ART_VERSION`, as the site's URLs do) is cached for a year, immutable: another version is a
// new URL. Without it (or with an old one) an hour, so a changed picture is seen within the hour.
import type { ArtAspect } from '@lotusplay/api-client/contracts';
import { ART_VERSION, ErrorCodes } from '@lotusplay/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/envelope';
import * as s from './art.schemas';
import { ArtBusyError, ArtRequestError, type ArtService } from './art.service';

export interface ArtRoutesOptions {
  art: ArtService;
}

/** Cache-Control of an answer to the current art version: a year, never revalidated. */
export const ART_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of an answer without the current version. */
export const ART_SHORT = 'public, max-age=3600';

/** Registers the art route (register with prefix `/static/art`). */
export async function artRoutes(app: FastifyInstance, { art }: ArtRoutesOptions) {
  app.get<{
    Params: { '*': string };
    Querystring: { w?: number; ar?: ArtAspect; v?: string };
  }>(
    '/*',
    {
      schema: {
        tags: ['art'],
        summary: "The product's own demo art: a game tile, vendor logo or good's picture (WebP)",
        params: s.artParams,
        querystring: s.artQuery,
      },
    },
    async (request, reply) => {
      const path = request.params['*'];
      if (path.split('/').some((part) => part === '..' || part === '.')) {
        throw new AppError(404, ErrorCodes.NotFound, 'No such picture');
      }
      let image;
      try {
        image = await art.image(path, { width: request.query.w, aspect: request.query.ar });
      } catch (error) {
        if (error instanceof ArtRequestError) {
          throw new AppError(400, ErrorCodes.Validation, error.message);
        }
        if (error instanceof ArtBusyError) {
          reply.header('retry-after', '1');
          throw new AppError(503, ErrorCodes.RateLimited, error.message);
        }
        throw error;
      }
      if (!image) throw new AppError(404, ErrorCodes.NotFound, 'No such picture');
      const etag = `"${image.key}"`;
      reply
        .header('cache-control', request.query.v === ART_VERSION ? ART_IMMUTABLE : ART_SHORT)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(image.contentType).send(image.bytes);
    },
  );
}
