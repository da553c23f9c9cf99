/**
 * `ApiRuntime.report`: the `CsvReport` of one report call, whose reads (`rows()`, `for await`) each run their
 * own attempts (report-call.ts) with the client's token, rate limit, retries and errors (call/call.ts).
 */
import { sendAttempt } from '../../call/attempt.js';
import { baseRequest, callFailure, errorFor, factsOf, loopConfig, scopeOf } from '../../call/call.js';
import type { ClientState } from '../../call/client-state.js';
import type { CallOptions, CallParams, CsvReport, ReportOperation } from '../../contract/operation.js';
import { reportRows, reportStream, type ReportCall } from './report-call.js';

export function readReport<Row>(
  client: ClientState,
  op: ReportOperation,
  params: CallParams,
  callOptions: CallOptions,
): CsvReport<Row> {
  const facts = factsOf(op);
  let status: number | undefined;
  const call: ReportCall = {
    operationId: op.id,
    columns: op.csvColumns,
    verify: callOptions.verify,
    scope: () => scopeOf(op, callOptions, client),
    prepare: (scope) => ({
      request: baseRequest(client, op, params, callOptions, scope, facts),
      config: loopConfig(
        client,
        op,
        callOptions,
        scope,
        () => true,
        facts,
        () => status,
      ),
    }),
    send: async (request) => {
      const result = await sendAttempt(client.transport, request);
      status = result.response.status;
      if (!result.response.ok) throw errorFor(client, op, result, undefined);
      return result;
    },
    failure: (error, scope) => callFailure(error, op, facts, scope),
  };
  return { rows: () => reportRows<Row>(call), [Symbol.asyncIterator]: () => reportStream<Row>(call) };
}
