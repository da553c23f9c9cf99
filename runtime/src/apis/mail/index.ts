/**
 * @platform-sdk/runtime/mail: what only the mail delivery API needs. The send-list rules of `uploadSendList`
 * (specs/mail.yaml) as helpers a user may call before uploading, the error they throw, `sendListCheck`, which
 * the generated mail client puts into the upload's descriptor (`x-upload-check: send-list`), and the waits for
 * a send list's registration and a delivery's progress.
 */
// The check, its error and the waits: what the generated mail client takes (./mail/client).
export * from './client.js';
export { DEFAULT_MAX_SEND_LIST_ISSUES, SEND_LIST_RULES } from './send-list-rules.js';
export {
  assertValidSendList,
  isValidPlatformId,
  SendListChecker,
  SendListStreamChecker,
  validateSendList,
  type SendListInput,
  type SendListRecord,
} from './send-list.js';
// A send list is written like any CSV body given as records (every value quoted, CRLF line ends).
export { buildCsv as buildSendListCsv, csvLines as sendListCsvLines } from '../../features/csv/build.js';
export { DEFAULT_WAIT_INTERVAL_MS } from './wait.js';
