/**
 * The test behind the generated `is<Api>ApiErrorOf(error, method, status)` guards (errors/error-answer.ts): one
 * operation's answer with one status the document lists, a code, a range or `default`.
 */
import { describe, expect, it } from 'vitest';
import { createApiError, isErrorAnswerOf } from '@platform-sdk/runtime/internal';

const getPet = { id: 'getPet', statuses: ['404', '4XX', 'default'] };

function answer(status: number, operationId = 'getPet', api = 'pets') {
  return createApiError({ operationId, api, status, body: undefined, headers: new Headers() });
}

describe('isErrorAnswerOf', () => {
  it.each<[string, unknown, string | number, boolean]>([
    ['a 404 by its code', answer(404), 404, true],
    ['a 404 by its code written as the document does', answer(404), '404', true],
    ['a 404 by its range', answer(404), '4XX', true],
    ['a 404 not by default: its code is listed', answer(404), 'default', false],
    ['a 410 by its range', answer(410), '4XX', true],
    ['a 410 not by default: its range is listed', answer(410), 'default', false],
    ['a 500 by default', answer(500), 'default', true],
    ['a 500 not by another code', answer(500), 404, false],
    ["another operation's 404", answer(404, 'getNotes'), 404, false],
    ["another API's 404", answer(404, 'getPet', 'stores'), 404, false],
    ['a value that is no error', { status: 404, operationId: 'getPet' }, 404, false],
  ])('%s', (_, error, status, want) => {
    expect(isErrorAnswerOf(error, 'pets', getPet, status)).toBe(want);
  });
});
