// Schema pieces the modules' request and response schemas share, written once in
// @lotusplay/api-client/schemas (under the names the modules use).
import { HumanCheckFields } from '@lotusplay/api-client/schemas';

export {
  IdempotencyKeySchema as idempotencyKeyField,
  MoneyInputSchema as moneyInput,
  MoneyValueSchema as moneyValue,
  NullSchema as nullValue,
  Str as str,
} from '@lotusplay/api-client/schemas';

/** The optional fields of a human check (HumanCheckFields: login, registration, SMS requests). */
export const humanCheck = HumanCheckFields;
