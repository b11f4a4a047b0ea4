// The art route's schemas, written once in @lotusplay/api-client/schemas.
export {
  ArtParamsSchema as artParams,
  ArtQuerySchema as artQuery,
} from '@lotusplay/api-client/schemas';
