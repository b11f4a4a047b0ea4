// Request validation. Query strings, params and headers arrive as text, so they are coerced
// (`?page=2` → 2); JSON bodies are not: `{"language":["EN"]}` must be a 400, not "EN".
import Ajv from 'ajv';
import type { Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';

const common: Options = {
  removeAdditional: true,
  useDefaults: true,
  allErrors: false,
  strict: false,
};

function build(options: Options) {
  const ajv = new Ajv({ ...common, ...options });
  addFormats(ajv);
  return ajv;
}

/** Installs the two validators: coercing for query/params/headers, strict for the body. */
export function installValidation(app: FastifyInstance): void {
  const coercing = build({ coerceTypes: 'array' });
  const strict = build({ coerceTypes: false });
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema as object),
  );
}
