/**
 * The record schemas of the sandbox's own getAllOpenApi document as JSON Schema (draft-07), for the database
 * suites' checks of record answers and requests: OpenAPI 3.0.1's `nullable: true` becomes a `null` member of
 * `type`, and `#/components/schemas/X` refs point into the document. (Management answers are checked against
 * specs/database.yaml itself.)
 */
import AjvModule from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { ErrorObject } from 'ajv';

// Both packages are CommonJS with a `default` export; under NodeNext the default import is the module object.
const Ajv = AjvModule.default;
const addFormats = addFormatsModule.default;
type AjvInstance = InstanceType<typeof Ajv>;

export type Schema = { [key: string]: unknown };

/** `--MM-dd` with a month of 1 to 12 and a day the month can have (February 29 included). */
export function isMonthDay(text: string): boolean {
  const m = /^--(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const month = Number(m[1]);
  const day = Number(m[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(2000, month, 0)).getUTCDate();
}

export function createDbAjv(): AjvInstance {
  const ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addFormat('month-day', isMonthDay);
  // A password is any string; the format only marks it for tools (masking, write-only handling).
  ajv.addFormat('password', true);
  return ajv;
}

/**
 * An OpenAPI 3.0.1 schema as JSON Schema: nullable turned into a null type, refs pointed at `base`, and every
 * object that lists its properties closed to others (the records documents leave `additionalProperties` out,
 * as the service's do, but the sandbox, the documents' own emulator, must answer and accept nothing more).
 * `nulls: 'any'` reads a document that says nothing of null (the 2020 shape) as the service answers it: any
 * value may be null.
 */
export function toJsonSchema(node: unknown, base: string, nulls: 'declared' | 'any' = 'declared'): unknown {
  if (Array.isArray(node)) return node.map((n) => toJsonSchema(n, base, nulls));
  if (typeof node !== 'object' || node === null) return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'nullable') continue;
    if (key === '$ref' && typeof value === 'string')
      out[key] = value.replace('#/components/schemas/', `${base}#/definitions/`);
    else if (key === 'properties' && typeof value === 'object' && value !== null) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [name, toJsonSchema(schema, base, nulls)]),
      );
    } else out[key] = toJsonSchema(value, base, nulls);
  }
  if ((node as Schema)['nullable'] === true || (nulls === 'any' && 'type' in node)) {
    const type = out['type'];
    if (typeof type === 'string') out['type'] = [type, 'null'];
    if (Array.isArray(out['enum'])) out['enum'] = [...out['enum'], null];
  }
  if ('properties' in out && !('additionalProperties' in out)) out['additionalProperties'] = false;
  return out;
}

export interface Check {
  readonly valid: boolean;
  readonly errors: readonly ErrorObject[];
}

export function check(ajv: AjvInstance, schema: Schema, value: unknown): Check {
  const validate = ajv.compile(schema);
  const valid = validate(value);
  return { valid, errors: validate.errors ?? [] };
}
