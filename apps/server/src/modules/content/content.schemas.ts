// The help centre's schemas, written once in @lotusplay/api-client/schemas.
export {
  HelpCenterQuerySchema as helpCenterQuery,
  HelpMenuResponseSchema as helpCenterValue,
  HelpV2QuerySchema as helpV2Query,
  HelpV2ResponseSchema as helpV2Value,
} from '@lotusplay/api-client/schemas';
