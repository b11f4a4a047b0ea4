// Request validation. Query strings, params and headers arrive as text, so they are coerced
// (`?page=2` → 2); JSON bodies are not: `{"language":["EN"]}` must be a 400, not "EN". Every
// string of every schema also refuses control characters (`withTextRule`): PostgreSQL refuses
// U+0000 in text, which was a 500, and no field of the product means to hold them.
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import Ajv from 'ajv';
import type { Options, SchemaValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';

const common: Options = {
  removeAdditional: true,
  useDefaults: true,
  allErrors: false,
  strict: false,
};

/** What no text field takes: C0 controls but tab, line feed and carriage return; and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const TEXT_KEYWORD = 'lotusplayText';

const refuseControlCharacters: SchemaValidateFunction = (_enabled: boolean, data: unknown) => {
  if (typeof data !== 'string' || !CONTROL_CHARACTERS.test(data)) return true;
  refuseControlCharacters.errors = [
    {
      keyword: TEXT_KEYWORD,
      message: 'must not contain control characters',
      params: {},
      instancePath: '',
      schemaPath: '',
    },
  ];
  return false;
};

/** An Ajv with the project's options, the formats and the text rule's keyword. */
export function buildAjv(options: Options): Ajv {
  const ajv = new Ajv({ ...common, ...options });
  addFormats(ajv);
  ajv.addKeyword({
    keyword: TEXT_KEYWORD,
    type: 'string',
    schemaType: 'boolean',
    errors: true,
    validate: refuseControlCharacters,
  });
  return ajv;
}

/** Keywords whose values are data, not schemas: left as they are. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'example']);

/** A copy of `schema` in which every string schema also refuses control characters. */
export function withTextRule<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => withTextRule(item)) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    copy[key] = DATA_KEYWORDS.has(key) ? value : withTextRule(value);
  }
  const type = copy.type;
  if (type === 'string' || (Array.isArray(type) && type.includes('string'))) {
    copy[TEXT_KEYWORD] = true;
  }
  return copy as T;
}

/**
 * Compiled validators and serializers of this process, by their schema's JSON: compiling is the
 * costliest part of starting a server (~0.8 of its 1 CPU-second, measured 2026-11-28: the
 * response serializers ~0.55, the validators ~0.26), and a process that starts several servers
 * on the same routes (the tests, the benchmarks) compiles each schema once. Keyed by the JSON, so
 * only a schema that is the same to the compiler shares a function; both kinds of function are
 * pure (what they return depends on their argument only).
 */
const compiled = {
  validators: new Map<string, ReturnType<Ajv['compile']>>(),
  serializers: new Map<string, Map<string, (data: unknown) => string>>(),
};

/** The process's two request validators (their compiled functions are shared, see above). */
let validators: { coercing: Ajv; strict: Ajv } | null = null;

/** Installs the two validators: coercing for query/params/headers, strict for the body. */
export function installValidation(app: FastifyInstance): void {
  validators ??= {
    coercing: buildAjv({ coerceTypes: 'array' }),
    strict: buildAjv({ coerceTypes: false }),
  };
  const { coercing, strict } = validators;
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart }) => {
    const body = httpPart === 'body';
    const key = `${body ? 'strict' : 'coercing'} ${JSON.stringify(schema)}`;
    let validate = compiled.validators.get(key);
    if (!validate) {
      validate = (body ? strict : coercing).compile(withTextRule(schema as object));
      compiled.validators.set(key, validate);
    }
    return validate;
  });
}

/**
 * Fastify's response serializer factory (fast-json-stringify, as Fastify's default) with the
 * compiled serializers shared by every server of the process: the `schemaController`'s
 * `compilersFactory.buildSerializer`. Fastify calls it per context with the context's shared
 * schemas; a serializer is reused when those and the route's schema are the same.
 */
export const sharedSerializerFactory: SerializerFactory = (externalSchemas, options) => {
  const compile = defaultSerializerFactory(externalSchemas, options);
  const context = JSON.stringify([externalSchemas ?? null, options ?? null]);
  let serializers = compiled.serializers.get(context);
  if (!serializers) {
    serializers = new Map();
    compiled.serializers.set(context, serializers);
  }
  const ofContext = serializers;
  return (route) => {
    const key = JSON.stringify(route.schema ?? null);
    let serialize = ofContext.get(key);
    if (!serialize) {
      serialize = compile(route);
      ofContext.set(key, serialize);
    }
    return serialize;
  };
};
const defaultSerializerFactory = SerializerSelector();
