// The session calls' schemas, written once in @lotusplay/api-client/schemas.
export {
  ChangePasswordRequestSchema as changePasswordBody,
  ForgotByEmailRequestSchema as forgotByEmailBody,
  FreePlayRequestSchema as freePlayBody,
  LoginRequestSchema as loginBody,
  LoginResponseSchema as loginResponseValue,
  RegisterRequestSchema as registerBody,
  ResetByPhoneRequestSchema as resetByPhoneBody,
  sharedSessionSchemas,
} from '@lotusplay/api-client/schemas';
