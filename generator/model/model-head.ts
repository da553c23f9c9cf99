/** The answer of a HEAD operation: its headers only, so the method resolves to nothing on any 2xx. */
import type { ResponseModel } from './model.js';
import type { OperationObject } from './openapi.js';

export function headAnswer(operation: OperationObject): ResponseModel {
  const status = Object.keys(operation.responses ?? {}).find((s) => /^2(\d\d|XX)$/.test(s)) ?? '2XX';
  return {
    kind: 'empty',
    status,
    description: undefined,
    emptyWhen: undefined,
    mediaType: undefined,
    schemaName: undefined,
    csvColumns: undefined,
  };
}
