/**
 * `csvUpload`: the upload of a call of an operation with a CSV body (kind `csv-upload`). The generator names it in
 * the descriptors of such operations only, so that an app sending no upload does not bundle it; the upload code
 * and the check's rules load with the first upload (upload-call.ts), with what they need of the client's runtime
 * handed over (`UploadKit`).
 */
import type { RuntimeKit } from '../../call/runtime.js';
import { DEFAULTS } from '../../contract/defaults.js';
import type { BaseRequest, CallOptions, CsvUploadOperation } from '../../contract/operation.js';
import { AttemptTimer, sendAttempt } from '../../call/attempt.js';
import type { UploadCall } from './upload-call.js';
import { anySignal } from '../../util/abort.js';

/** The call's upload, checked and made ready (once), once the upload code and the check's rules are in. */
export async function csvUpload(
  kit: RuntimeKit,
  op: CsvUploadOperation,
  body: unknown,
  callOptions: CallOptions<object>,
  base: BaseRequest,
): Promise<UploadCall> {
  const [{ prepareUpload }] = await Promise.all([import('./upload-call.js'), op.uploadCheck?.ready?.()]);
  return prepareUpload(
    { DEFAULTS, transport: kit.transport, AttemptTimer, sendAttempt, anySignal, maxUploadBytes: kit.maxUploadBytes },
    op,
    body,
    callOptions,
    base,
  );
}
