// Field schemas many calls share: bounded text, null answers, money, idempotency keys and the
// human-check fields.
import { Type } from '@sinclair/typebox';
import type { TString } from '@sinclair/typebox';
import { FieldLimits } from '../contracts/field-limits';
import { MoneySchemaLimits, WalletLimits } from '../contracts/wallet-rules';

/** A string of at most `maxLength` characters: every string a request carries has a bound. */
export function Str(maxLength: number): TString {
  return Type.String({ maxLength });
}

/** A value of null (calls that answer nothing). */
export const NullSchema = Type.Null();

/**
 * The optional fields of a human check (HumanCheckFields: login, registration, forgot password and
 * every SMS code request); the server verifies them (HUMAN_CHECK_FAILED when missing or bad).
 */
export const HumanCheckFields = {
  /** The provider the server named in its challenge answer (`HumanCheckProviders`). */
  humanCheckProvider: Type.Optional(Str(FieldLimits.providerMaxLength)),
  /**
   * 'altcha': base64 of the JSON `{ challenge, solution }` (the ALTCHA payload); 'recaptcha': the
   * token of Google's widget.
   */
  humanCheckToken: Type.Optional(Str(FieldLimits.tokenMaxLength)),
};

/** Money as answered: a decimal string with exactly two decimals ('1234.50', '-0.10'). */
export const MoneyValueSchema = Type.String({ pattern: MoneySchemaLimits.moneyPattern });

/** Money as sent: a bounded string the service parses (`parseMoney`) into minor units. */
export const MoneyInputSchema = Type.String({
  minLength: MoneySchemaLimits.amountMinLength,
  maxLength: WalletLimits.amountMaxLength,
});

/** An idempotency key as it comes in (`WalletLimits`). */
export const IdempotencyKeySchema = Type.String({
  minLength: WalletLimits.idempotencyKeyMinLength,
  maxLength: WalletLimits.idempotencyKeyMaxLength,
  pattern: WalletLimits.idempotencyKeyPattern,
});

/** An id as a request names it (`FieldLimits.idMin`–`idMax`). */
export const IdSchema = Type.Integer({ minimum: FieldLimits.idMin, maximum: FieldLimits.idMax });

/** `{ id }`, required: the params of an operator's route about one row. */
export const IdParamsSchema = Type.Object({ id: IdSchema });

/** Route body schema of an encrypted call: `{ data }` (a plain body is answered 400). */
export const EncryptedBodySchema = Type.Partial(
  Type.Object({ data: Type.String({ maxLength: FieldLimits.encryptedDataMaxLength }) }),
  { description: 'encryptPayload(body) of @lotusplay/api-client/crypto' },
);
