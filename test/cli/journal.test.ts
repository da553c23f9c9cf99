/**
 * The import journal's write policy: a row's sent mark is with the operating system before `record` returns (a
 * kill after the request left must find it), and outcomes, which a resumed run can settle by a lookup, go with
 * the next write or at the end of the event loop's turn. Each step is read back as a resumed run reads it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as turn } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Journal, type JournalHeader, type RowState } from '../../cli/src/records/import/journal.js';

const header: JournalHeader = { journal: 2, definition: 'patron', input: 'patrons.csv', size: 10, sha256: 'ab' };
let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'journal-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** What a run started now (the process killed at this point) would read. */
const onDisk = (file: string): Record<number, RowState> => {
  const reader = Journal.open(file, header);
  reader.close();
  const states: Record<number, RowState> = {};
  for (const row of [1, 2]) {
    const state = reader.stateOf(row, `row${row}.1`);
    if (state !== undefined) states[row] = state;
  }
  return states;
};

type Step = 'sent 1' | 'created 1' | 'sent 2' | 'failed 2' | 'turn' | 'close';

describe('the import journal', () => {
  it.each<[string, Step[], Record<number, RowState>]>([
    ['a sent mark is written at once', ['sent 1'], { 1: { state: 'sent' } }],
    ['an outcome waits for the next write', ['sent 1', 'created 1'], { 1: { state: 'sent' } }],
    [
      'an outcome goes with the next sent mark',
      ['sent 1', 'created 1', 'sent 2'],
      { 1: { state: 'created', id: '7' }, 2: { state: 'sent' } },
    ],
    [
      'an outcome is written at the end of the turn',
      ['sent 1', 'created 1', 'turn'],
      { 1: { state: 'created', id: '7' } },
    ],
    [
      'close writes what waits',
      ['sent 1', 'created 1', 'sent 2', 'failed 2', 'close'],
      { 1: { state: 'created', id: '7' }, 2: { state: 'failed', reason: 'no email' } },
    ],
  ])('%s', async (_name, steps, want) => {
    const file = path.join(dir, 'patrons.csv.journal');
    const journal = Journal.open(file, header);
    for (const step of steps) {
      if (step === 'turn') await turn();
      else if (step === 'close') journal.close();
      else if (step === 'sent 1') journal.record(1, 'row1.1', { state: 'sent' });
      else if (step === 'created 1') journal.record(1, 'row1.1', { state: 'created', id: '7' });
      else if (step === 'sent 2') journal.record(2, 'row2.1', { state: 'sent' });
      else journal.record(2, 'row2.1', { state: 'failed', reason: 'no email' });
    }
    expect(onDisk(file)).toEqual(want);
    if (!steps.includes('close')) journal.close();
  });
});

describe('a row is known by what it holds', () => {
  it.each<[string, JournalHeader, number, string, RowState | undefined]>([
    ['the same row of the same file', header, 1, 'row1.1', { state: 'created', id: '7' }],
    ['the same row moved in an edited file', { ...header, sha256: 'cd' }, 5, 'row1.1', { state: 'created', id: '7' }],
    ['another row at the same number of an edited file', { ...header, sha256: 'cd' }, 1, 'other.1', undefined],
  ])('%s', (_name, reading, row, fingerprint, want) => {
    const file = path.join(dir, 'edited.csv.journal');
    const journal = Journal.open(file, header);
    journal.record(1, 'row1.1', { state: 'sent' });
    journal.record(1, 'row1.1', { state: 'created', id: '7' });
    journal.close();
    const reader = Journal.open(file, reading);
    reader.close();
    expect(reader.stateOf(row, fingerprint)).toEqual(want);
  });

  it('a journal of another definition is refused', () => {
    const file = path.join(dir, 'other.csv.journal');
    const journal = Journal.open(file, header);
    journal.record(1, 'row1.1', { state: 'sent' });
    journal.close();
    expect(() => Journal.open(file, { ...header, definition: 'member' })).toThrow(
      /is of an import into patron, not member/,
    );
  });
});
