// JSON-schema pieces the modules' request and response schemas share.
import { WalletLimits } from '@lotusplay/api-client/contracts';

/** A string of at most `maxLength` characters: every string a request carries has a bound. */
export const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** A value of null (calls that answer nothing). */
export const nullValue = { type: 'null' } as const;

/** The optional fields of a human check (HumanCheckFields: login, registration, SMS requests). */
export const humanCheck = {
  humanCheckProvider: str(64),
  humanCheckToken: str(4096),
} as const;

/** Money as answered: a decimal string with exactly two decimals ('1234.50', '-0.10'). */
export const moneyValue = { type: 'string', pattern: '^-?[0-9]+\\.[0-9]{2}$' } as const;

/** Money as sent: a bounded string the service parses (`parseMoney`) into minor units. */
export const moneyInput = {
  type: 'string',
  minLength: 1,
  maxLength: WalletLimits.amountMaxLength,
} as const;

/** An idempotency key as it comes in (`WalletLimits`). */
export const idempotencyKeyField = {
  type: 'string',
  minLength: WalletLimits.idempotencyKeyMinLength,
  maxLength: WalletLimits.idempotencyKeyMaxLength,
  pattern: WalletLimits.idempotencyKeyPattern,
} as const;
