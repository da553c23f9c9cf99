/**
 * What the generated records client tells the runtime about one API definition: its operations (from the
 * account's getAllOpenApi document) and, per property of its record, what a request may do with it. The
 * generator writes one frozen `RecordsDefinition` per definition; the records runtime (namespace.ts) builds
 * every method, check and the exact JSON of ids from this data, with no code of its own per definition.
 */
import type { OperationFacts } from '../../contract/operation.js';

/**
 * A record operation as the document describes it (path, scopes, retry class): no body or a JSON body, without
 * the runtime values, which the records runtime adds (namespace.ts).
 */
export type RecordOperation = Extract<OperationFacts, { readonly kind: 'no-body' | 'json-body' }>;

/** The record operations of one definition. */
export interface RecordsOperations {
  readonly create: RecordOperation;
  readonly query: RecordOperation;
  readonly count: RecordOperation;
  readonly get: RecordOperation;
  readonly patch: RecordOperation;
  readonly delete: RecordOperation;
  /** Only for a definition with a passwordHash property. */
  readonly authenticate?: RecordOperation;
}

/** One property of the record schema (`<Name>` of the document), as far as requests are concerned. */
export interface RecordProperty {
  /**
   * The filter operators the service allows for it, space separated (`eq notEq lt lte gt gte in notIn`): the
   * `{property}_{operator}` members of `<Name>_Filter`, the source of truth. Empty when it allows none.
   */
  readonly filter: string;
  /** Set by the service (`readOnly`: the id, registeredDate, updatedDate): a create or patch body may not give it. */
  readonly readOnly?: true;
  /** Never returned (`writeOnly`: password and passwordHash values). */
  readonly writeOnly?: true;
  /**
   * An integer up to 2^63-1 (`format: int64`: platform and history ids): read from answers as a decimal string,
   * written into requests as a JSON number with every digit, never through a JS number above 2^53.
   */
  readonly int64?: true;
  /** A passwordHash property: what authenticate's `propertyName` may name. */
  readonly passwordHash?: true;
  /**
   * The item type of the API definition (`text`, `number`, `date`, `singleSelect`, ...), or the one the schema
   * implies when the snapshot names none; absent when neither tells. Tools read values by it (a CSV cell of a
   * `text` property is text, whatever it looks like).
   */
  readonly itemType?: string;
  /** A select's options in the definition's order: each value and its label. */
  readonly options?: readonly { readonly value: number; readonly label: string }[];
}

export interface RecordsDefinition {
  /** The API definition's name (the path segment of its operations). */
  readonly name: string;
  /** Name of the record id's path parameter in the get, patch, delete and authenticate paths (`id`). */
  readonly idParameter: string;
  readonly operations: RecordsOperations;
  /** Every property of the record schema, in the definition's order. */
  readonly properties: Readonly<Record<string, RecordProperty>>;
  /** The sort keys `<Name>_Order` allows: `{property}`, `{property}_asc`, `{property}_desc`. */
  readonly order: readonly string[];
}

/**
 * A definition's data as the generated module declares it, frozen with everything in it. The generated code
 * writes one object literal checked against `RecordsDefinition` (no generic call per entry, which would make the
 * type-check of a large account slow) and freezes it here.
 */
export function defineRecords(definition: RecordsDefinition): RecordsDefinition {
  const freeze = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
    Object.freeze(value);
    for (const member of Object.values(value)) freeze(member);
  };
  freeze(definition);
  return definition;
}
