export {
  buildCountryCode,
  buildDomainRoutes,
  buildPermissionInfo,
  buildRegisterSetting,
  buildRegisterValidator,
  buildRegisterValidators,
  buildSystemStatus,
  buildUpdateLanguage,
  buildWhitelabel,
  buildWhitelabelNode,
} from './factories';
export {
  createSystemHandlers,
  envelope,
  envelopeBody,
  errorEnvelope,
  systemHandlers,
} from './handlers';

export type { SystemHandlerData } from './handlers';
