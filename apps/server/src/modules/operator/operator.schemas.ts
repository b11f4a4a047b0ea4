// The operator routes' schemas (/ops), written once in @lotusplay/api-client/schemas. Hidden from
// the public OpenAPI document.
import { OperatorStatusSchema } from '@lotusplay/api-client/schemas';
import { responses } from '../../lib/envelope';

export {
  OperatorStatusSchema as operatorStatusValue,
  OpsAdjustmentRequestSchema as adjustmentBody,
  OpsAdjustmentSchema as adjustmentValue,
  OpsBrandRequestSchema as brandBody,
  OpsDepositDecisionRequestSchema as depositDecisionBody,
  OpsDepositOrderSchema as opsDepositOrderValue,
  OpsDepositOrdersSchema as opsDepositOrdersValue,
  OpsDepositParamsSchema as depositParams,
  OpsDepositsQuerySchema as depositsQuery,
  OpsEndedSessionsSchema as endedSessionsValue,
  OpsGameParamsSchema as gameParams,
  OpsGameRequestSchema as gameBody,
  OpsGameSchema as gameValue,
  OpsMaintenanceRequestSchema as maintenanceBody,
  OpsMemberLockRequestSchema as memberLockBody,
  OpsMemberLockSchema as memberLockValue,
  OpsMemberParamsSchema as memberParams,
  OpsOutboxQuerySchema as outboxQuery,
  OpsOutboxSchema as outboxValue,
  OpsRegionRequestSchema as regionBody,
  OpsWalletSettingsRequestSchema as walletSettingsBody,
  OpsWalletSettingsSchema as walletSettingsValue,
  OpsWhitelabelParamsSchema as whitelabelParams,
  OpsWhitelabelRequestSchema as whitelabelBody,
  OpsWithdrawalDisburseRequestSchema as withdrawalDisburseBody,
  OpsWithdrawalNoteRequestSchema as withdrawalNoteBody,
  OpsWithdrawalOrderSchema as opsWithdrawalOrderValue,
  OpsWithdrawalOrdersSchema as opsWithdrawalOrdersValue,
  OpsWithdrawalParamsSchema as withdrawalParams,
  OpsWithdrawalsQuerySchema as withdrawalsQuery,
} from '@lotusplay/api-client/schemas';

/** The answers of the routes that change a switch: the switches afterwards. */
export const opsResponses = responses(OperatorStatusSchema, [401, 404]);
