/**
 * Records in CSV as a user meets them, spawned against the sandbox: cells and `--filter` operands read by the
 * property's item type (text stays text), one CSV convention for query, get and export, export then import giving
 * the same records, the header checked before any row is sent, and an import run again after its failed rows
 * were fixed creating no record twice, with or without its journal.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliEnv, startCliEnv } from './cli-env.js';

let env: CliEnv;
let db: ReturnType<CliEnv['records']>;
beforeAll(async () => {
  env = await startCliEnv();
  db = env.records();
});
afterAll(async () => {
  await env?.close();
});

const membersOf = (prefix: string) => env.members(prefix);

/** Values that look like something else, or that CSV must quote. */
const AWKWARD = ['null', '0012', 'true', '[1]', '4711', 'say "hi"', 'a, b', 'two\nlines', 'Zoë 山田 ✓', ' padded '];

describe('a text property stays text', () => {
  it('import: names that look like JSON, numbers or null are created as that text', async () => {
    const rows = AWKWARD.map((name, i) => `text${i}@example.jp,"${name.replace(/"/g, '""')}"`);
    await writeFile(path.join(env.dir, 'text.csv'), `email,name\r\n${rows.join('\r\n')}\r\n`);
    const { code, stderr } = await env.run(['records', 'member', 'import', 'text.csv']);
    expect(stderr).toContain(`${AWKWARD.length} created, 0 updated, 0 failed`);
    expect(code).toBe(0);
    const names = (await membersOf('text')).map((r) => r.name);
    expect(names.sort()).toEqual([...AWKWARD].sort());
  });

  it.each([
    ['startsWith a number', ['name_startsWith=47'], ['4711']],
    ['eq the text null', ['name_eq=null'], ['null']],
    ['in a JSON array whose item holds a comma', ['name_in=["a, b","0012"]'], ['0012', 'a, b']],
  ])('--filter %s reads the operand as text', async (_name, filters, want) => {
    const args = filters.flatMap((f) => ['--filter', f]);
    const { code, stdout, stderr } = await env.run([
      'records',
      'member',
      'query',
      '--filter',
      'email_startsWith=text',
      ...args,
      '-o',
      'ndjson',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const names = stdout
      .trim()
      .split('\n')
      .filter((l) => l !== '')
      .map((line) => JSON.parse(line).name);
    expect(names.sort()).toEqual(want);
  });
});

describe('typed cells and operands', () => {
  it('a cell that breaks its type fails its row, naming row, column and rule; the other rows are created', async () => {
    await writeFile(
      path.join(env.dir, 'typed.csv'),
      'email,points,birthday,rank\r\n' +
        'typed1@example.jp,12.5,1990-01-31,2\r\n' +
        'typed2@example.jp,twelve,,\r\n' +
        'typed3@example.jp,,31/01/1990,\r\n' +
        'typed4@example.jp,,,9\r\n',
    );
    const { code, stderr } = await env.run(['records', 'member', 'import', 'typed.csv']);
    expect(code).toBe(6);
    expect(stderr).toContain('row 2 failed: column points: must be a number (12, -3.5) (got "twelve")');
    expect(stderr).toContain('row 3 failed: column birthday: must be a date yyyy-MM-dd (got "31/01/1990")');
    expect(stderr).toContain(
      'row 4 failed: column rank: must be an option value or label: 1 "レギュラー", 2 "シルバー", 3 "ゴールド" (got "9")',
    );
    const [created] = await membersOf('typed');
    expect(created).toMatchObject({ points: 12.5, birthday: '1990-01-31', rank: [{ value: 2 }] });
  });

  it('a date that is no day of the calendar fails its row before it is sent, naming row, column and rule', async () => {
    await writeFile(
      path.join(env.dir, 'calendar.csv'),
      'email,birthday,anniversary,lastLoginAt\r\n' +
        'calendar1@example.jp,2024-02-29,--02-29,2024-02-29T23:59:59+09:00\r\n' +
        'calendar2@example.jp,2024-02-30,,\r\n' +
        'calendar3@example.jp,,--04-31,\r\n' +
        'calendar4@example.jp,,,2023-02-29T10:00:00Z\r\n' +
        'calendar5@example.jp,2100-02-29,,\r\n',
    );
    // In this process (no spawn): the command's main, as the bin runs it.
    const { code, stderr } = await env.call(['records', 'member', 'import', 'calendar.csv']);
    expect(code).toBe(6);
    expect(stderr).toContain('row 2 failed: column birthday: 2024-02-30 is not a date: February 2024 has 29 days');
    expect(stderr).toContain('row 3 failed: column anniversary: --04-31 is not a month-day: April has 30 days');
    expect(stderr).toContain(
      'row 4 failed: column lastLoginAt: 2023-02-29T10:00:00Z is not a date-time: February 2023 has 28 days',
    );
    expect(stderr).toContain('row 5 failed: column birthday: 2100-02-29 is not a date: February 2100 has 28 days');
    // The sandbox refuses these dates too, with a 400: no row came back refused by it, so none of them was sent.
    expect(stderr).not.toContain('HTTP 400');
    expect((await membersOf('calendar')).map((r) => [r.email, r.birthday, r.anniversary])).toEqual([
      ['calendar1@example.jp', '2024-02-29', '--02-29'],
    ]);
  });

  it.each([
    ['birthday_eq=2024-04-31', '--filter "birthday_eq=2024-04-31": 2024-04-31 is not a date: April 2024 has 30 days'],
    ['anniversary_in=["--02-30"]', 'item 1 --02-30 is not a month-day: February has at most 29 days'],
    ['lastLoginAt_gte=2024-01-01T10:60:00Z', '2024-01-01T10:60:00Z is not a date-time: minutes run 00 to 59'],
  ])(
    '--filter %s: a date that is no day of the calendar is refused before sending (exit 2)',
    async (filter, message) => {
      const { code, stderr } = await env.call(['records', 'member', 'count', '--filter', filter]);
      expect(code).toBe(2);
      expect(stderr).toContain(message);
    },
  );

  it.each([
    ['a number operand that is no number', ['points_gte=many'], 'points_gte=many": must be a number'],
    ['a list that is no JSON array', ['points_in=1,3'], 'must be a non-empty JSON array'],
    ['an option value that is no option', ['rank_eq=7'], 'must be an option value (1, 2, 3) (got 7)'],
  ])('--filter: %s is refused before sending (exit 2)', async (_name, filters, message) => {
    const { code, stderr } = await env.run(['records', 'member', 'count', ...filters.flatMap((f) => ['--filter', f])]);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });
});

describe('one CSV convention', () => {
  it('export then import gives the same records, awkward values and all', async () => {
    const made = await Promise.all(
      AWKWARD.map((name, i) =>
        db.member.create({
          email: `trip${i}@example.jp`,
          name,
          points: i === 0 ? 0 : i * 1.5,
          mailRefused: i % 2 === 0,
          interests: i % 3 === 0 ? [{ value: 4, extraText: 'a, "b"\nc' }] : [{ value: 1 }, { value: 2 }],
        }),
      ),
    );
    expect(made.length).toBe(AWKWARD.length);
    const before = await membersOf('trip');
    const exported = await env.run([
      'records',
      'member',
      'export',
      '--filter',
      'email_startsWith=trip',
      '--out',
      'trip.csv',
    ]);
    expect(exported.code).toBe(0);
    await Promise.all(before.map((r) => db.member.delete(String(r.id))));
    expect(await membersOf('trip')).toEqual([]);

    // Without the ids (their records are gone), the rows are created again with every other value.
    const text = await readFile(path.join(env.dir, 'trip.csv'), 'utf8');
    const withoutIds = text.replace(/^id,/, '').replace(/\r\n\d+,/g, '\r\n');
    await writeFile(path.join(env.dir, 'trip-new.csv'), withoutIds);
    const imported = await env.run(['records', 'member', 'import', 'trip-new.csv']);
    expect(imported.stderr).toContain(`${AWKWARD.length} created, 0 updated, 0 failed`);
    const after = await membersOf('trip');
    const strip = (r: Record<string, unknown>) => {
      const { id: _id, updatedAt: _u, registeredAt: _r, ...rest } = r;
      return rest;
    };
    expect(after.map(strip)).toEqual(before.map(strip));
  });

  it.each([
    ['query', ['query', '--filter', 'email_startsWith=text']],
    ['query --all', ['query', '--all', '--filter', 'email_startsWith=text']],
    ['export', ['export', '--filter', 'email_startsWith=text']],
  ])('%s -o csv writes the cells export writes', async (_name, args) => {
    const { code, stdout } = await env.run(['records', 'member', ...args, '-o', 'csv']);
    expect(code).toBe(0);
    const [header, ...rows] = stdout.trim().split(/\r\n(?=\d)/);
    expect(header?.startsWith('id,email,mobileEmail,')).toBe(true);
    // Text as it is: no JSON quoting of text that looks like JSON.
    expect(rows.some((row) => row.includes(',null,'))).toBe(true);
    expect(rows.some((row) => row.includes(',0012,'))).toBe(true);
    expect(rows.some((row) => row.includes(',[1],'))).toBe(true);
  });

  it('get -o csv writes the record as a header and one row', async () => {
    const [record] = await membersOf('text');
    const { code, stdout } = await env.run(['records', 'member', 'get', String(record?.id), '-o', 'csv']);
    expect(code).toBe(0);
    const lines = stdout.split('\r\n');
    expect(lines[0]?.startsWith('id,email,')).toBe(true);
    expect(lines[1]?.startsWith(`${record?.id},${record?.email},`)).toBe(true);
  });
});

describe('the header is checked before any row is sent', () => {
  it('a misspelt column: exit 2 naming it and the properties, nothing created', async () => {
    await writeFile(path.join(env.dir, 'misspelt.csv'), 'emial,name\r\nmiss1@example.jp,A\r\nmiss2@example.jp,B\r\n');
    const { code, stderr } = await env.run(['records', 'member', 'import', 'misspelt.csv']);
    expect(code).toBe(2);
    expect(stderr).toContain('column "emial" of misspelt.csv is not a property of member (properties: id, email,');
    expect(stderr).not.toContain('row 1');
    expect(await db.member.count({ filter: { name_in: ['A', 'B'] } })).toBe(0);
  });
});

describe('retrying never duplicates', () => {
  const rows = (prefix: string, bad: boolean) =>
    'email,name,points\r\n' +
    [1, 2, 3, 4].map((n) => `${prefix}${n}@example.jp,M${n},${n === 3 && bad ? 'three' : n}`).join('\r\n') +
    '\r\n';

  it('the failed row fixed in the file and the same command run again: that row created, no other twice', async () => {
    const file = path.join(env.dir, 'fix.csv');
    await writeFile(file, rows('fix', true));
    const first = await env.run(['records', 'member', 'import', 'fix.csv', '--failed', 'fix-failed.csv']);
    expect(first.code).toBe(6);
    expect(first.stderr).toContain('3 created, 0 updated, 1 failed');
    // One row: said in the singular.
    expect(first.stderr).toContain('1 failed row written to fix-failed.csv');
    expect(first.stderr).toContain('platform: 1 row failed and 0 unknown; fix them');
    expect(await readFile(path.join(env.dir, 'fix-failed.csv'), 'utf8')).toBe(
      'email,name,points\r\nfix3@example.jp,M3,three\r\n',
    );
    await writeFile(file, rows('fix', false));
    const again = await env.run(['records', 'member', 'import', 'fix.csv']);
    expect(again.stderr).toContain('1 created, 0 updated, 0 failed, 0 unknown (3 rows done by an earlier run)');
    expect(again.code).toBe(0);
    expect((await membersOf('fix')).map((r) => r.email)).toEqual([1, 2, 3, 4].map((n) => `fix${n}@example.jp`));
  });

  it('with --key, the journal removed and lines edited: rows whose key exists are not created again', async () => {
    const file = path.join(env.dir, 'keyed.csv');
    await writeFile(file, rows('keyed', true));
    expect((await env.run(['records', 'member', 'import', 'keyed.csv', '--key', 'email'])).code).toBe(6);
    await rm(`${file}.journal`);
    await writeFile(file, rows('keyed', false).replace('M1', 'Renamed'));
    const again = await env.run(['records', 'member', 'import', 'keyed.csv', '--key', 'email']);
    expect(again.stderr).toContain('1 created, 0 updated, 0 failed, 0 unknown, 3 present already (by --key)');
    expect(again.code).toBe(0);
    const emails = (await membersOf('keyed')).map((r) => r.email);
    expect(emails).toEqual([1, 2, 3, 4].map((n) => `keyed${n}@example.jp`));
  });
});

describe('import progress', () => {
  it('says the row of how many, the share, the rate and the time left', async () => {
    await writeFile(
      path.join(env.dir, 'progress.csv'),
      `email,points\r\n${Array.from({ length: 40 }, (_, i) => `progress${i}@example.jp,${i}\r\n`).join('')}`,
    );
    const { code, stderr } = await env.run(['records', 'member', 'import', 'progress.csv'], {
      env: { PLATFORM_SDK_PROGRESS: 'plain' },
    });
    expect(code).toBe(0);
    expect(stderr).toMatch(/row 20 of 40 \(50%\): \d+ created, 0 updated, 0 failed · \d+\/s · \d+s left/);
    expect(stderr).toContain('row 40 of 40 (100%)');
  });
});
