/**
 * @platform-sdk/runtime/mail/client: what the generated mail client imports and re-exports (the upload check of
 * `x-upload-check: send-list`, its error, the waits), without the send-list helpers of `./mail`: those are loaded
 * by the check on the first upload, so an app that uploads no list never loads the rules or the CSV parser.
 */
export { sendListCheck } from './send-list-check.js';
export { SendListValidationError, type SendListIssue } from './send-list-error.js';
export type { SendListValidationOptions } from './send-list.js';
export {
  DeliveryFailedError,
  SendListFailedError,
  waitForDelivery,
  waitForSendList,
  type DeliveryMilestone,
  type DeliveryWaitOptions,
  type WaitOptions,
} from './wait.js';
