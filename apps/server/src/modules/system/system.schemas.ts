// The system calls' schemas, written once in @lotusplay/api-client/schemas, under the names the
// routes use.
export {
  CountryCodeResponseSchema as countryCodeValue,
  DomainRouteResponseSchema as domainRouteValue,
  LanguageCodeSchema as languageSchema,
  PermissionInfoSchema as permissionValue,
  RegisterSettingSchema as registerSettingValue,
  sharedSystemSchemas,
  SystemStatusQuerySchema as statusQuery,
  SystemStatusSchema as systemStatusValue,
  UpdateLanguageRequestSchema as languageBody,
  UpdateLanguageResponseSchema as languageValue,
  WhitelabelResponseSchema as whitelabelValue,
} from '@lotusplay/api-client/schemas';
