// Schemas of the product's own art (`GET /static/art/*`, contracts/art.ts): the image path under
// the art base, and the image-CDN query (width, aspect, version).
import { Type } from '@sinclair/typebox';
import { ART_ASPECTS, ART_WIDTHS, ArtLimits } from '../contracts/art';
import { IntegerEnum, StringEnum } from './shared';

/** Params of GET /static/art/*: the image path (`games/pg/pg_0001.png`). */
export const ArtParamsSchema = Type.Object({
  '*': Type.String({
    minLength: 1,
    maxLength: ArtLimits.pathMaxLength,
    pattern: '^[A-Za-z0-9_./-]+$',
    description: 'The image path under the art base, as the catalogue names it',
  }),
});

/** Query of GET /static/art/*. */
export const ArtQuerySchema = Type.Object({
  w: Type.Optional(
    IntegerEnum(ART_WIDTHS as readonly number[], {
      description: 'Width in px (one of ART_WIDTHS); the picture’s own default without it',
    }),
  ),
  ar: Type.Optional(
    StringEnum(ART_ASPECTS, {
      description: 'Aspect: a vendor’s square mark with 1:1; the picture’s own without it',
    }),
  ),
  v: Type.Optional(
    Type.String({
      maxLength: ArtLimits.versionMaxLength,
      description: 'The art version (ART_VERSION): a year of caching when it is the current one',
    }),
  ),
});
