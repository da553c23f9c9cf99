/**
 * The runtime's entries: `@platform-sdk/runtime` holds what users write against, `./internal` what only the
 * generator, generated code and tests need, `./mail` the mail send-list helpers, `./records` the records client's.
 */
import { describe, expect, it } from 'vitest';
import * as internal from '@platform-sdk/runtime/internal';
import * as mail from '@platform-sdk/runtime/mail';
import * as records from '@platform-sdk/runtime/records';
import * as runtime from '@platform-sdk/runtime';

const INTERNAL_ONLY = [
  'createApiRuntime',
  'resolveRateLimit',
  'createApiError',
  'isApiErrorOf',
  'expandServerUrl',
  'CALL_OPTION_NAMES',
  'RUNTIME_OPTION_NAMES',
  'CsvParser',
  'parseCsv',
  'buildCsv',
  'createMd5',
  'spoolVerified',
  'TokenBucket',
  'backoffDelay',
  'calendarFault',
];

describe('runtime entries', () => {
  it.each(INTERNAL_ONLY)('%s is on ./internal, not on the public entry', (name) => {
    expect(name in runtime).toBe(false);
    expect(internal).toHaveProperty(name);
  });

  it('./internal holds the whole public entry', () => {
    for (const [name, value] of Object.entries(runtime)) expect(internal).toHaveProperty(name, value);
  });

  it.each([
    'NotFoundError',
    'OutcomeUnknownError',
    'UploadValidationError',
    'paginateByOffset',
    'clearTokenCache',
    'clearRateLimiters',
    'DEFAULTS',
  ])('the public entry has %s', (name) => {
    expect(runtime).toHaveProperty(name);
  });

  it('keeps the mail send-list rules off the shared entries', () => {
    for (const name of [
      'validateSendList',
      'buildSendListCsv',
      'SendListValidationError',
      'sendListCheck',
      'SEND_LIST_RULES',
    ]) {
      expect(mail).toHaveProperty(name);
      expect(name in runtime || name in internal).toBe(false);
    }
    expect(Object.keys(runtime.DEFAULTS)).not.toContain('rateLimits');
    expect(
      JSON.stringify(runtime.DEFAULTS, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
    ).not.toMatch(/Customer|platform|mail/i);
  });

  it("keeps the records client's parts off the shared entries", () => {
    for (const name of [
      'createRecordsNamespace',
      'defineRecords',
      'RECORD_LIMITS',
      'RECORDS_DEFAULTS',
      'outcomeOfFailure',
      'stopsTheRun',
      'readRecordsJson',
    ]) {
      expect(records).toHaveProperty(name);
      expect(name in runtime || name in internal).toBe(false);
    }
    expect(records.RECORD_LIMITS).toMatchObject({
      maxLimit: 100,
      maxOrderKeys: 2,
      maxConditions: 20,
      maxLevels: 3,
      maxElements: 10,
      maxId: 2n ** 63n - 1n,
    });
  });

  it('the mail check is an upload check named as the spec names it, throwing a subclass of UploadValidationError', () => {
    expect(mail.sendListCheck.name).toBe('send-list');
    expect(new mail.SendListValidationError('op', [])).toBeInstanceOf(runtime.UploadValidationError);
  });
});
