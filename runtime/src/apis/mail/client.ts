/**
 * @platform-sdk/runtime/mail/client: what a generated client of an API whose spec names `x-upload-check:
 * send-list` imports and re-exports: its runtime factory (`createApiRuntime` with the send-list check), the
 * check's error and options, the waits.
 */
export { createApiRuntime, createClientRuntime } from './runtime.js';
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
