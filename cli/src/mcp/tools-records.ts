/**
 * The MCP tools of each API definition of the records package: `records_<definition>_query`, `_count`, `_get`
 * (read), and `_create`, `_patch`, `_delete`, `_import` (write). Their input schemas come from the definition:
 * the filter's `{property}_{operator}` keys, the sort keys, the paging limits; the records client checks every
 * request against the same rules before sending.
 */
import { RECORD_LIMITS } from '@platform-sdk/runtime/records';
import { UsageError } from '../exit-codes.js';
import type { RecordsEntry } from '../records/records-package.js';
import { filterKeySchemas, recordSchema } from './record-schemas.js';
import { type Tool, toolName } from './tool.js';

/** Rows one `_import` call may carry; a larger file is for `platform records <definition> import`. */
export const MAX_IMPORT_ROWS = 1000;

function filterSchema(entry: RecordsEntry): Record<string, unknown> {
  return {
    type: 'object',
    description:
      `Conditions {property}_{operator}: value, joined by AND; "OR": [filters] for alternatives, "AND": [filters] ` +
      `to repeat an operator. At most ${RECORD_LIMITS.maxConditions} conditions and ${RECORD_LIMITS.maxLevels} levels.`,
    properties: {
      ...filterKeySchemas(entry.definition),
      AND: { type: 'array', items: { type: 'object' } },
      OR: { type: 'array', items: { type: 'object' } },
    },
    additionalProperties: false,
  };
}

function idOf(args: Record<string, unknown>): string {
  const id = args.id;
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id).trim() === '')
    throw new UsageError('id is required: the record id');
  return String(id);
}

function objectArg(args: Record<string, unknown>, name: string): Record<string, unknown> {
  const value = args[name];
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UsageError(`${name} must be an object`);
  return value as Record<string, unknown>;
}

export function recordsTools(entry: RecordsEntry): Tool[] {
  const name = entry.definition.name;
  const records = () => entry.namespace();
  const properties = Object.keys(entry.definition.properties).join(', ');
  const query = (args: Record<string, unknown>) => ({
    ...(args.filter !== undefined ? { filter: objectArg(args, 'filter') } : {}),
    ...(Array.isArray(args.order) ? { order: args.order } : {}),
  });
  const id = { type: ['string', 'integer'], description: 'the record id (a decimal string for ids above 2^53)' };
  return [
    {
      name: toolName('records', name, 'query'),
      description:
        `One page of ${name} records matching a filter (properties: ${properties}); ` +
        'metadata.hasMore says whether more follow.',
      effect: 'read',
      inputSchema: {
        type: 'object',
        properties: {
          filter: filterSchema(entry),
          order: { type: 'array', maxItems: RECORD_LIMITS.maxOrderKeys, items: { enum: entry.definition.order } },
          limit: { type: 'integer', minimum: RECORD_LIMITS.minLimit, maximum: RECORD_LIMITS.maxLimit, default: 20 },
          offset: { type: 'integer', minimum: 0, default: 0 },
        },
      },
      call: (args) =>
        records().query({
          ...query(args),
          limit: typeof args.limit === 'number' ? args.limit : 20,
          ...(typeof args.offset === 'number' ? { offset: args.offset } : {}),
        }),
    },
    {
      name: toolName('records', name, 'count'),
      description: `How many ${name} records match a filter (properties: ${properties}).`,
      effect: 'read',
      inputSchema: { type: 'object', properties: { filter: filterSchema(entry) } },
      call: async (args) => ({ count: await records().count(query(args)) }),
    },
    {
      name: toolName('records', name, 'get'),
      description: `One ${name} record by its id.`,
      effect: 'read',
      inputSchema: { type: 'object', properties: { id }, required: ['id'] },
      call: (args) => records().get(idOf(args)),
    },
    {
      name: toolName('records', name, 'create'),
      description: `Registers a ${name} record (properties: ${properties}); answers it with its id.`,
      effect: 'write',
      inputSchema: {
        type: 'object',
        properties: { record: recordSchema(entry.definition, false) },
        required: ['record'],
      },
      call: (args) => records().create(objectArg(args, 'record')),
    },
    {
      name: toolName('records', name, 'patch'),
      description: `Changes properties of a ${name} record (null clears one); answers the record.`,
      effect: 'write',
      inputSchema: {
        type: 'object',
        properties: { id, changes: recordSchema(entry.definition, true) },
        required: ['id', 'changes'],
      },
      call: (args) => records().patch(idOf(args), objectArg(args, 'changes')),
    },
    {
      name: toolName('records', name, 'delete'),
      description: `Deletes a ${name} record.`,
      effect: 'write',
      inputSchema: { type: 'object', properties: { id }, required: ['id'] },
      call: async (args) => (await records().delete(idOf(args))) ?? { deleted: idOf(args) },
    },
    {
      name: toolName('records', name, 'import'),
      description:
        `Creates up to ${MAX_IMPORT_ROWS} ${name} records at the account's rate limit; ` +
        'answers how many were created, ' +
        'failed (with reasons) and unknown (may have been created: check before sending them again).',
      effect: 'write',
      inputSchema: {
        type: 'object',
        properties: {
          records: { type: 'array', items: recordSchema(entry.definition, false), maxItems: MAX_IMPORT_ROWS },
        },
        required: ['records'],
      },
      call: async (args) => {
        const rows = args.records;
        if (!Array.isArray(rows) || rows.length > MAX_IMPORT_ROWS)
          throw new UsageError(`records must be an array of at most ${MAX_IMPORT_ROWS} objects`);
        const result = await records().bulkCreate(rows);
        const reasons = (status: 'failed' | 'unknown') =>
          result.outcomes
            .filter((o) => o.status === status)
            .map((o) => ({ index: o.index, reason: String((o as { error?: Error }).error?.message ?? '') }));
        return {
          created: result.succeeded,
          failed: reasons('failed'),
          unknown: reasons('unknown'),
          skipped: result.skipped,
        };
      },
    },
  ];
}
