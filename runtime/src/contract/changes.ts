/**
 * Whether performing an operation changes something: every method but GET, except the POSTs that only read
 * (retry class `read`). Such a call that fails after an attempt that may have been performed ends in
 * `OutcomeUnknownError`, which its descriptor names (`OperationDescriptor.outcomeUnknown`); the generator asks the
 * same question to write that name.
 */
import type { OperationDescriptor } from './operation.js';

export function changesSomething(op: Pick<OperationDescriptor, 'method' | 'retry'>): boolean {
  return op.method !== 'get' && op.retry !== 'read';
}
