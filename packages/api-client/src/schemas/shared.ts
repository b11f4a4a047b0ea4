// Building blocks of the schemas: TypeBox types that emit exactly the JSON Schema the server has
// always validated and serialised with (a `type` array for null, a string `enum`, a `$ref` by id).
import { Type } from '@sinclair/typebox';
import type { SchemaOptions, Static, TObject, TSchema, TUnsafe } from '@sinclair/typebox';

/** A schema registered once by `$id` (`app.addSchema`), referenced as `{ $ref: '<id>#' }`. */
export function RefTo<T>(id: string): TUnsafe<T> {
  return Type.Unsafe<T>({ $ref: `${id}#` });
}

/**
 * `schema` or null, as one `type` array (`['string', 'null']`) rather than `anyOf`: Ajv answers
 * the same, and fast-json-stringify serialises a type array without trying each branch.
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type, ...rest } = schema as unknown as { type: string };
  return Type.Unsafe<Static<T> | null>({ ...rest, type: [type, 'null'] });
}

/** A string out of `values` (`{ type: 'string', enum }`), typed as their union. */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: SchemaOptions = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });
}

/** An integer out of `values` (`{ type: 'integer', enum }`), typed as their union. */
export function IntegerEnum<const T extends readonly number[]>(
  values: T,
  options: SchemaOptions = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ ...options, type: 'integer', enum: [...values] });
}

/** An object that has a value of `values` under every key (`additionalProperties`). */
export function MapOf<T extends TSchema>(values: T): TUnsafe<Record<string, Static<T>>> {
  return Type.Unsafe<Record<string, Static<T>>>({ type: 'object', additionalProperties: values });
}

/**
 * A response field the server always sends: required in the static type, but left out of the
 * object's `required` list, as the hand-written schema it replaced had it. fast-json-stringify
 * writes the required keys first and throws on a missing one, so listing it would change the
 * bytes of the answer (the key order) and turn a missing value into a 500.
 */
export function Sent<T extends TSchema>(schema: T): T {
  return Type.Optional(schema) as unknown as T;
}

/** An answer whose every field the server sends: `Sent` for each (`Type.Partial` at run time). */
export function AllSent<T extends TObject>(object: T): T {
  return Type.Partial(object) as unknown as T;
}

/**
 * `schema` as it is, with the narrower static type `T` the server always sends (a literal union
 * where a response schema says `string` or `integer`). The JSON Schema does not change: an `enum`
 * would change the OpenAPI document and, inside an `anyOf`, the branch fast-json-stringify picks.
 */
export function Narrow<T>(schema: TSchema): TUnsafe<T> {
  return Type.Unsafe<T>(schema);
}
