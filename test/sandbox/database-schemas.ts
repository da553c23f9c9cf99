/**
 * JSON Schemas the database suites check answers against: the management answers written from the resource
 * tables of the database API (ApiDefinition, DatabaseDefinition, the list and result shapes), and the record
 * schemas of the sandbox's own getAllOpenApi document, translated from OpenAPI 3.0.1 to JSON Schema (draft-07):
 * `nullable: true` becomes a `null` member of `type`, and `#/components/schemas/X` refs point into the document.
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

/** An OpenAPI 3.0.1 schema as JSON Schema: nullable turned into a null type, refs pointed at `base`. */
export function toJsonSchema(node: unknown, base: string): unknown {
  if (Array.isArray(node)) return node.map((n) => toJsonSchema(n, base));
  if (typeof node !== 'object' || node === null) return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'nullable') continue;
    if (key === '$ref' && typeof value === 'string')
      out[key] = value.replace('#/components/schemas/', `${base}#/definitions/`);
    else if (key === 'properties' && typeof value === 'object' && value !== null) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, toJsonSchema(schema, base)]));
    } else out[key] = toJsonSchema(value, base);
  }
  if ((node as Schema)['nullable'] === true) {
    const type = out['type'];
    if (typeof type === 'string') out['type'] = [type, 'null'];
    if (Array.isArray(out['enum'])) out['enum'] = [...out['enum'], null];
  }
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

// Management answers ------------------------------------------------------------------------------------

const dateTime = { type: 'string', format: 'date-time' };
const string = { type: 'string' };

const selectOption = {
  type: 'object',
  additionalProperties: false,
  required: ['value', 'label', 'hasExtraText'],
  properties: { value: { type: 'integer', minimum: 1 }, label: string, hasExtraText: { type: 'boolean' } },
};

const statusEntry = {
  type: 'object',
  additionalProperties: false,
  required: ['lastUpdatedTimestamp', 'status', 'message'],
  properties: { lastUpdatedTimestamp: dateTime, status: { type: 'boolean' }, message: string },
};

const ITEM_TYPES = [
  'platformId',
  'historyId',
  'mailAddress',
  'mobileMailAddress',
  'updatedDate',
  'registeredDate',
  'mailRefusalFlag',
  'mailAddressErrorCount',
  'mobileMailAddressErrorCount',
  'mlRefusalFlags',
  'text',
  'number',
  'date',
  'monthDay',
  'dateTime',
  'singleSelect',
  'multipleSelect',
  'password',
  'passwordHash',
];

/** The metadata the service fills in on both resources. */
function metadata(kind: string): Schema {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['kind', 'apiVersion', 'name', 'accountCode', 'creationTimestamp', 'uid', 'resourceVersion'],
    properties: {
      kind: { const: kind },
      apiVersion: { const: 'database/v1' },
      name: string,
      accountCode: string,
      creationTimestamp: dateTime,
      uid: string,
      resourceVersion: string,
    },
  };
}

export const API_DEFINITION: Schema = {
  type: 'object',
  additionalProperties: false,
  required: ['metadata', 'spec', 'status'],
  properties: {
    metadata: metadata('ApiDefinition'),
    spec: {
      type: 'object',
      additionalProperties: false,
      required: ['resources', 'schema'],
      properties: {
        resources: {
          type: 'object',
          additionalProperties: false,
          required: ['main'],
          properties: {
            main: {
              type: 'object',
              additionalProperties: false,
              required: ['mapping', 'type'],
              properties: { mapping: string, type: { enum: ['customerDb', 'historyDb'] } },
            },
          },
        },
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['properties'],
          properties: {
            properties: {
              type: 'object',
              propertyNames: { pattern: '^[a-z][a-zA-Z0-9_]*$' },
              additionalProperties: {
                type: 'object',
                additionalProperties: false,
                required: ['type', 'nullable', 'x-platform-type', 'x-platform-mapping'],
                properties: {
                  type: { enum: ['integer', 'number', 'string', 'boolean', 'array'] },
                  format: string,
                  nullable: { type: 'boolean' },
                  'x-platform-type': { enum: ITEM_TYPES },
                  'x-platform-mapping': string,
                  'x-platform-select-value-definitions': { type: 'array', items: selectOption },
                  items: { type: 'object' },
                },
              },
            },
          },
        },
      },
    },
    status: {
      type: 'object',
      additionalProperties: false,
      required: ['ready', 'databaseDefinitionSync'],
      properties: { ready: statusEntry, databaseDefinitionSync: statusEntry },
    },
  },
};

export const DATABASE_DEFINITION: Schema = {
  type: 'object',
  additionalProperties: false,
  required: ['metadata', 'spec'],
  properties: {
    metadata: metadata('DatabaseDefinition'),
    spec: {
      type: 'object',
      additionalProperties: false,
      required: ['label', 'type', 'columns'],
      properties: {
        label: string,
        type: { enum: ['customerDb', 'historyDb'] },
        columns: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'label', 'type', 'platformSelectValueDefinitions'],
            properties: {
              name: string,
              label: string,
              type: { enum: ITEM_TYPES },
              platformSelectValueDefinitions: { type: ['array', 'null'], items: selectOption },
            },
          },
        },
      },
    },
  },
};

export const list = (item: Schema): Schema => ({
  type: 'object',
  additionalProperties: false,
  required: ['metadata', 'items'],
  properties: {
    metadata: {
      type: 'object',
      additionalProperties: false,
      properties: { continueToken: { type: 'string', minLength: 1 } },
    },
    items: { type: 'array', items: item },
  },
});

/** Delete results and every error answer. */
export const RESULT: Schema = {
  type: 'object',
  additionalProperties: false,
  required: ['timestamp', 'status', 'error', 'message', 'path'],
  properties: { timestamp: dateTime, status: { type: 'integer' }, error: string, message: string, path: string },
};

/** An OpenAPI document: only checked for the top-level shape here; lint checks the rest. */
export const OPENAPI_DOCUMENT: Schema = {
  type: 'object',
  required: ['openapi', 'info', 'servers', 'paths', 'components'],
  properties: {
    openapi: { const: '3.0.1' },
    info: { type: 'object' },
    servers: { type: 'array' },
    paths: { type: 'object' },
    components: { type: 'object' },
  },
};
