/**
 * What the generated records client takes from the runtime, made once per module from its API's name: the shared
 * client helpers (guards, `raw`), its runtime from the descriptor and options, and each definition's namespace
 * built from its `RecordsDefinition` data.
 */
import { createClientRuntime } from '../../call/all-writers.js';
import { createClientHelpers, type ClientHelpers } from '../../call/client-helpers.js';
import type { ApiDescriptor, ApiRuntime } from '../../contract/operation.js';
import type { RecordsDefinition } from './definition.js';
import { createRecordsNamespace, type RecordsRuntime } from './namespace.js';

export interface RecordsClientHelpers extends ClientHelpers {
  /** The client's runtime: `options` checked against the descriptor's server variables (call/client-runtime.ts). */
  readonly runtime: <Paths extends {}>(api: ApiDescriptor, options: object) => ApiRuntime<Paths>;
  /** One definition's namespace on the client's runtime (namespace.ts). */
  readonly namespace: <Namespace>(runtime: RecordsRuntime, definition: RecordsDefinition) => Namespace;
}

export function createRecordsClientHelpers(api: string): RecordsClientHelpers {
  return Object.freeze({
    ...createClientHelpers(api),
    runtime: <Paths extends {}>(descriptor: ApiDescriptor, options: object) =>
      createClientRuntime<Paths>(descriptor, options),
    namespace: createRecordsNamespace,
  });
}
