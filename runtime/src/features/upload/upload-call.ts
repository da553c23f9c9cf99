/**
 * The upload of one call (kind `csv-upload`): the body made ready once (upload-body.ts: size limit, the upload
 * check its API names with the call's options, asking for the access token before the check reads the body),
 * then each attempt streaming it with an idle timeout.
 */
import { AttemptClock, sendAttempt, type AttemptResponse } from '../../call/attempt.js';
import type { ClientState } from '../../call/client-state.js';
import type { AttemptProgress } from '../../call/outcome.js';
import { DEFAULTS } from '../../contract/defaults.js';
import type { BaseRequest, CallOptions, CsvUploadOperation } from '../../contract/operation.js';
import { anySignal } from '../../util/abort.js';
import { prepareCsvUpload, type UploadOptions } from './upload-body.js';
import type { UploadCheck } from './upload-check.js';

/** A prepared upload: whether it can be sent again, and one attempt. */
export interface UploadCall {
  readonly replayable: boolean;
  attempt(progress: AttemptProgress): Promise<AttemptResponse>;
}

/** The check of a call: the operation's, with the call's options, unless the call switches it off. */
function uploadCheck(
  check: UploadCheck<never> | undefined,
  op: CsvUploadOperation,
  callOptions: CallOptions<object>,
): UploadOptions['check'] {
  const option = callOptions.uploadCheck ?? DEFAULTS.uploadCheck;
  if (check === undefined || option === false) return undefined;
  const checkOptions = option === true ? {} : option;
  return () => check.begin(op.id, checkOptions as never);
}

/**
 * With client credentials, the token is asked for before a check reads the body (at most `waitMs`), so the token
 * request, the check and the upload each run alone; a failure is left for the first attempt to report.
 */
function tokenAhead(
  client: ClientState,
  operationId: string,
  signal: AbortSignal | undefined,
  waitMs: number,
): (() => Promise<void>) | undefined {
  const ahead = client.transport.tokens.ahead;
  if (ahead === undefined) return undefined;
  return async () => {
    const clock = new AttemptClock(waitMs);
    clock.start();
    try {
      await ahead(operationId, anySignal([signal, clock.signal]));
    } finally {
      clock.clear();
    }
  };
}

export async function prepareUpload(
  client: ClientState,
  op: CsvUploadOperation,
  check: UploadCheck<never> | undefined,
  body: unknown,
  callOptions: CallOptions<object>,
  base: BaseRequest,
): Promise<UploadCall> {
  const upload = await prepareCsvUpload(body, {
    operationId: op.id,
    maxBytes: client.options.maxUploadBytes ?? op.maxRequestBytes ?? Infinity,
    onProgress: callOptions.onUploadProgress,
    check: uploadCheck(check, op, callOptions),
    signal: base.signal,
    beforeCheck: tokenAhead(client, op.id, base.signal, base.timeoutMs),
    chunkBytes: DEFAULTS.uploadChunkBytes,
  });
  return {
    replayable: upload.replayable,
    async attempt(progress) {
      // Ends the upload's source once the attempt is over (an answer came, or it failed): fetch does not cancel a
      // request body it stops sending, and a caller's generator must not be read after the call is done with it.
      const attemptOver = new AbortController();
      // While the body flows the timeout measures idle time, so a large upload is not cut off.
      const clock = new AttemptClock(base.timeoutMs);
      try {
        return await sendAttempt(client.transport, {
          ...base,
          clock,
          progress,
          // Stopped at once when the call is aborted or the attempt times out: nothing more is read from the source.
          body: upload.open(() => clock.reset(), anySignal([base.signal, clock.signal, attemptOver.signal]), progress),
          headers: { ...base.headers, 'Content-Type': op.requestMediaType ?? 'text/csv' },
          parseAs: 'text',
          streamingBody: true,
          bodyError: () => upload.error,
        });
      } finally {
        attemptOver.abort();
      }
    },
  };
}
