/**
 * `csvReport`: `ApiRuntime.report` of an operation whose answer is a CSV report (kind `csv-report`). The generator
 * names it in the descriptors of such operations only, so that an app reading no report does not bundle it; the
 * attempts, CSV parsing and MD5 load with the first read (report-call.ts), with what they need of the client's
 * runtime handed over (`ReportCall`).
 */
import type { RuntimeKit } from '../../call/runtime.js';
import { RequestValidationError } from '../../errors/call-errors.js';
import type { CallOptions, CallParams, CsvReport, ReportOperation } from '../../contract/operation.js';
import { attemptFailure, sendAttempt } from '../../call/attempt.js';
import { runWithRetries } from '../../call/retry-loop.js';
import { raceSignal } from '../../util/abort.js';
import { permitted } from '../../util/permissions.js';
import type { ReportCall } from './report-call.js';

/** The report of one call: nothing is sent until it is awaited (`rows()`) or iterated. */
export function csvReport<Row>(
  kit: RuntimeKit,
  op: ReportOperation,
  params: CallParams,
  callOptions: CallOptions,
): CsvReport<Row> {
  const facts = kit.factsOf(op);
  let status: number | undefined;
  const call: ReportCall = {
    operationId: op.id,
    columns: op.csvColumns,
    verify: callOptions.verify,
    scope: () => kit.scopeOf(op, callOptions),
    prepare: (scope) => ({
      request: kit.baseRequest(op, params, callOptions, scope, facts),
      config: kit.loopConfig(
        op,
        callOptions,
        scope,
        () => true,
        facts,
        () => status,
      ),
    }),
    send: async (request) => {
      const result = await sendAttempt(kit.transport, request);
      status = result.response.status;
      if (!result.response.ok) throw kit.errorFor(op, result, undefined);
      return result;
    },
    failure: (error, scope) => kit.failure(error, op, facts, scope),
    attemptFailure,
    runWithRetries,
    raceSignal,
    RequestValidationError,
    permitted,
  };
  // Report code (CSV parsing, MD5) is loaded by the first read: an app that reads no report never loads it.
  const load = async () => {
    if (kit.linesReady !== undefined) await kit.linesReady;
    return import('./report-call.js');
  };
  async function* stream(): AsyncGenerator<Row, void, undefined> {
    yield* (await load()).reportStream<Row>(call);
  }
  return { rows: async () => (await load()).reportRows<Row>(call), [Symbol.asyncIterator]: () => stream() };
}
