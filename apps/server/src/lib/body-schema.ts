// Validation of bodies that arrive encrypted (SPEC.md §6): Fastify only sees `{ data }`, so the
// decrypted body is checked here with the same strict Ajv options as every other JSON body.
import { ErrorCodes } from '@lotusplay/api-client/contracts';
import { AppError, validationMessage } from './envelope';
import { readEncryptedBody } from './encrypted-body';
import { buildAjv, withTextRule } from './validation';

const ajv = buildAjv({ coerceTypes: false });

/** Route body schema of an encrypted call: `{ data }` (a plain body is answered 400). */
export { EncryptedBodySchema as encryptedBodySchema } from '@lotusplay/api-client/schemas';

/** Compiles a JSON schema into a parser that answers 400 VALIDATION_ERROR naming the field. */
export function bodyParser<T>(schema: object): (value: unknown) => T {
  const validate = ajv.compile(withTextRule(schema));
  return (value: unknown) => {
    if (!validate(value)) {
      throw new AppError(
        400,
        ErrorCodes.Validation,
        validationMessage(validate.errors ?? [], 'body'),
      );
    }
    return value as T;
  };
}

/** Decrypts `{ data }` and validates the result against `parse`. */
export function readEncrypted<T>(body: unknown, parse: (value: unknown) => T): T {
  return parse(readEncryptedBody<unknown>(body));
}
