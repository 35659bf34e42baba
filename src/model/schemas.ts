/**
 * The checked-in JSON Schemas, compiled once with ajv and used at run time. Validation errors
 * come back as `{ path, message }` pairs a person can act on.
 *
 * The schemas arrive as a module generated from schema/ at build time
 * (scripts/schema-module.mjs), so the library reads no files and bundles for the browser.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { SCHEMA_FILES } from './schemas.generated.js';

function readSchema(file: string): Record<string, unknown> {
  const schema = SCHEMA_FILES[file];
  if (!schema) throw new Error(`no schema file ${file} in schema/`);
  return schema;
}

export const flowSchema = readSchema('flow.schema.json');
export const flowRequestSchema = readSchema('flow-request.schema.json');
// The HTTP service's own schemas; they $ref the two above so the rules live in one place.
export const flowRequestBodySchema = readSchema('flow-request-body.schema.json');
export const flowQuerySchema = readSchema('flow-query.schema.json');
export const feedbackRequestSchema = readSchema('feedback-request.schema.json');

const ajv = new Ajv2020({ allErrors: true, strict: true });
ajv.addSchema(flowSchema);
ajv.addSchema(flowRequestSchema);
ajv.addSchema([flowRequestBodySchema, flowQuerySchema, feedbackRequestSchema]);

export interface SchemaProblem {
  /** JSON pointer of the offending value, relative to the validated document. */
  path: string;
  message: string;
}

export function getValidator(id: string): ValidateFunction {
  const validate = ajv.getSchema(id);
  if (!validate) throw new Error(`no schema with id ${id}`);
  return validate;
}

const BLANK = 'must not be empty or only white space';

function describe(error: ErrorObject): SchemaProblem {
  const path = error.instancePath || '/';
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { path: `${error.instancePath}/${String(params.missingProperty)}`, message: 'is required' };
    case 'additionalProperties':
      return { path: `${error.instancePath}/${String(params.additionalProperty)}`, message: 'is not a known field' };
    case 'enum':
      return { path, message: `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}` };
    case 'const':
      return { path, message: `must be ${JSON.stringify(params.allowedValue)}` };
    // An empty string fails both of these; one plain message says what is wrong with it.
    case 'minLength':
      if (params.limit === 1) return { path, message: BLANK };
      return { path, message: error.message ?? 'is too short' };
    case 'pattern':
      if (params.pattern === '\\S') return { path, message: BLANK };
      return { path, message: error.message ?? 'is not valid' };
    default:
      return { path, message: error.message ?? 'is not valid' };
  }
}

/** Validates `value` against the schema `id`; returns the problems, empty when valid. */
export function check(id: string, value: unknown): SchemaProblem[] {
  const validate = getValidator(id);
  if (validate(value)) return [];
  const seen = new Set<string>();
  const problems: SchemaProblem[] = [];
  for (const error of validate.errors ?? []) {
    const problem = describe(error);
    const key = `${problem.path} ${problem.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems;
}

export const FLOW_SCHEMA_ID = 'urn:flowscribe:schema:flow';
export const FLOW_REQUEST_SCHEMA_ID = 'urn:flowscribe:schema:flow-request';
export const FLOW_REQUEST_BODY_SCHEMA_ID = 'urn:flowscribe:schema:flow-request-body';
export const FLOW_QUERY_SCHEMA_ID = 'urn:flowscribe:schema:flow-query';
export const FEEDBACK_REQUEST_SCHEMA_ID = 'urn:flowscribe:schema:feedback-request';
export const FLOW_NODE_REF = 'urn:flowscribe:schema:flow#/$defs/flowNode';
