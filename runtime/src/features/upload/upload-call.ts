/**
 * The upload of one call (kind `csv-upload`): the body made ready once (upload.ts: size limit, the operation's
 * upload check with the call's options, asking for the access token before the check reads the body), then each
 * attempt streaming it with an idle timeout. Loaded by the first upload: an app that sends none never loads it.
 * What it needs of the client's runtime comes as arguments rather than imports, since a module the entry's code
 * imports and this one imported too would become a chunk of its own, loaded at start beside the entry.
 */
import type { DEFAULTS } from '../../contract/defaults.js';
import type { BaseRequest, CallOptions, CsvUploadOperation } from '../../contract/operation.js';
import type { AttemptResponse, AttemptTimer, sendAttempt, Transport } from '../../call/attempt.js';
import type { AttemptProgress } from '../../call/outcome.js';
import { prepareCsvUpload, type UploadOptions } from './upload-body.js';
import type { anySignal } from '../../util/abort.js';

/** What an upload takes from the client's runtime. */
export interface UploadKit {
  readonly DEFAULTS: typeof DEFAULTS;
  readonly transport: Transport;
  readonly AttemptTimer: typeof AttemptTimer;
  readonly sendAttempt: typeof sendAttempt;
  readonly anySignal: typeof anySignal;
  /** `maxUploadBytes` of the client. */
  readonly maxUploadBytes: number | undefined;
}

/** An upload ready to send. */
export interface UploadCall {
  /** Whether the body can be sent again (not a one-shot stream). */
  readonly replayable: boolean;
  /** One attempt with the body. */
  attempt(progress: AttemptProgress): Promise<AttemptResponse>;
}

/** The operation's upload check with the call's options, or undefined when the body goes unchecked. */
function uploadCheck(kit: UploadKit, op: CsvUploadOperation, callOptions: CallOptions<object>): UploadOptions['check'] {
  const check = op.uploadCheck;
  const option = callOptions.uploadCheck ?? kit.DEFAULTS.uploadCheck;
  if (check === undefined || option === false) return undefined;
  const checkOptions = option === true ? {} : option;
  return () => check.begin(op.id, checkOptions);
}

/**
 * Asks for the access token before an upload's check reads the body, waiting at most the call's per-attempt
 * timeout. Each part of a checked upload then has the process to itself: the first fetch of a process (on Node 20
 * undici compiles its HTTP parser then, about 40 MiB for a moment), the check reading the whole list (a 300 MB
 * file takes seconds), the upload's chunks; the client's peak memory is the largest of them, not their sum
 * (bench/upload.ts). A failure is left to the first attempt, which reports and retries it as always.
 */
function tokenAhead(
  kit: UploadKit,
  operationId: string,
  signal: AbortSignal | undefined,
  waitMs: number,
): (() => Promise<void>) | undefined {
  const ahead = kit.transport.tokens.ahead;
  if (ahead === undefined) return undefined;
  return async () => {
    const timer = new kit.AttemptTimer(waitMs);
    timer.start();
    try {
      await ahead(operationId, kit.anySignal([signal, timer.signal]));
    } finally {
      timer.clear();
    }
  };
}

/** The call's upload: its body checked and made ready (once), and how each attempt sends it. */
export async function prepareUpload(
  kit: UploadKit,
  op: CsvUploadOperation,
  body: unknown,
  callOptions: CallOptions<object>,
  base: BaseRequest,
): Promise<UploadCall> {
  const upload = await prepareCsvUpload(body, {
    operationId: op.id,
    maxBytes: kit.maxUploadBytes ?? op.maxRequestBytes ?? Infinity,
    onProgress: callOptions.onUploadProgress,
    check: uploadCheck(kit, op, callOptions),
    signal: base.signal,
    beforeCheck: tokenAhead(kit, op.id, base.signal, base.timeoutMs),
    chunkBytes: kit.DEFAULTS.uploadChunkBytes,
  });
  return {
    replayable: upload.replayable,
    async attempt(progress) {
      // Ends the upload's source once the attempt is over (an answer came, or it failed): fetch does not cancel a
      // request body it stops sending, and a caller's generator must not be read after the call is done with it.
      const attemptOver = new AbortController();
      // While the body flows the timeout measures idle time, so a large upload is not cut off.
      const timer = new kit.AttemptTimer(base.timeoutMs);
      try {
        return await kit.sendAttempt(kit.transport, {
          ...base,
          timer,
          progress,
          // Stopped at once when the call is aborted or the attempt times out: nothing more is read from the source.
          body: upload.open(
            () => timer.reset(),
            kit.anySignal([base.signal, timer.signal, attemptOver.signal]),
            progress,
          ),
          headers: { 'Content-Type': op.requestMediaType ?? 'text/csv' },
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
