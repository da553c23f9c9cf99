/**
 * The numbers and names of the send-list rules: the recipient-list upload of specs/mail.yaml (operation
 * `uploadSendList`, rules 1 to 6) with the naming rule of its `Recipient` schema. Service rules, not options.
 */
export const SEND_LIST_RULES = Object.freeze({
  /** Column that carries the recipient's platform ID (rule 1). */
  platformIdColumn: 'Customer.platformid',
  /** Largest platform ID: 2^63-1 (rule 1; the spec's `PlatformId`). */
  maxPlatformId: 9_223_372_036_854_775_807n,
  /** Longest column (recipient property) name: 63 characters (rule 3; `Recipient`, rule 4). */
  maxPropertyNameChars: 63,
  /** Longest embedded-command value: 4000 characters, counted as code points (rule 6). */
  maxValueChars: 4000,
});

/** `validateSendList` stops after this many issues, so a broken million-row list gives a readable report. */
export const DEFAULT_MAX_SEND_LIST_ISSUES = 100;
