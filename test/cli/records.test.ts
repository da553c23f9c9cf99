/**
 * Records commands spawned against the sandbox: an import of 5,000 rows killed half way (SIGKILL, so nothing
 * is flushed or cleaned up) and run again ends with every row present exactly once; export streams the records
 * to a file that reads back; a failed row is reported with the service's reason and exit code 6.
 */
import { once } from 'node:events';
import { readFile, stat, writeFile } from 'node:fs/promises';
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

/** Rows of members whose emails start with `prefix`: each test has its own, so none sees another's records. */
const csv = (prefix: string, from: number, to: number) => {
  const rows = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return `email,name,points\r\n${rows.map((n) => `${prefix}${n}@example.jp,Member ${n},${n}\r\n`).join('')}`;
};

async function emails(prefix: string): Promise<string[]> {
  const all: string[] = [];
  for await (const record of db.member.queryAll({ filter: { email_startsWith: prefix } })) all.push(record.email ?? '');
  return all;
}

async function lines(file: string): Promise<number> {
  try {
    return (await readFile(file, 'utf8')).split('\n').length;
  } catch {
    return 0;
  }
}

describe('records import', () => {
  it('5,000 rows killed half way and run again: every row present exactly once', async () => {
    const file = path.join(env.dir, 'members-5000.csv');
    await writeFile(file, csv('kill', 1, 5000));
    const journal = `${file}.journal`;
    const child = env.spawn(['records', 'member', 'import', file, '--key', 'email']);
    // The journal has a sent line and an outcome line per row: kill once about a third of the rows are done.
    while ((await lines(journal)) < 3000) {
      if (child.exitCode !== null) throw new Error(`the import ended before the kill (exit ${child.exitCode})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.kill('SIGKILL');
    await once(child, 'exit');
    const before = await db.member.count({ filter: { email_startsWith: 'kill' } });
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(5000);

    const resumed = await env.run(['records', 'member', 'import', file, '--key', 'email']);
    expect(resumed.stderr).toContain('resuming from members-5000.csv.journal');
    expect(resumed.stderr).toMatch(/0 failed, 0 unknown \(\d+ rows done by an earlier run\)/);
    expect(resumed.code).toBe(0);
    const all = await emails('kill');
    expect(all.length).toBe(5000);
    expect(new Set(all).size).toBe(5000);
  }, 180_000);

  it('a journal of another definition is refused (exit 2): it is never applied to other records', async () => {
    const file = path.join(env.dir, 'other.csv');
    await writeFile(file, csv('other', 1, 3));
    await writeFile(
      `${file}.journal`,
      `${JSON.stringify({ journal: 2, definition: 'purchase', size: 1, sha256: 'x' })}\n{"row":1,"sent":true}\n`,
    );
    const { code, stderr } = await env.run(['records', 'member', 'import', file]);
    expect(code).toBe(2);
    expect(stderr).toContain('is of an import into purchase, not member');
    expect(await db.member.count({ filter: { email_startsWith: 'other' } })).toBe(0);
  });

  it('a row the service refuses is reported with its reason, exit code 6, the others created', async () => {
    const file = path.join(env.dir, 'bad.ndjson');
    await writeFile(
      file,
      [{ email: 'bad-a@example.jp', points: 1 }, { email: 'bad-b@example.jp', birthday: 'not a date' }, 'not json']
        .map((row) => (typeof row === 'string' ? row : JSON.stringify(row)))
        .join('\n'),
    );
    const { code, stderr } = await env.run(['records', 'member', 'import', file]);
    expect(code).toBe(6);
    expect(stderr).toContain('1 created, 0 updated, 2 failed, 0 unknown');
    expect(stderr).toMatch(/row 2 failed: .*birthday/);
    expect(stderr).toMatch(/row 3 failed: not JSON/);
    expect(await emails('bad-')).toEqual(['bad-a@example.jp']);
  });
});

describe('records export', () => {
  it('streams every record in id order to a file that imports back as the same records', async () => {
    const source = path.join(env.dir, 'source.csv');
    await writeFile(source, csv('export', 1, 250));
    expect((await env.run(['records', 'member', 'import', source])).code).toBe(0);

    const out = path.join(env.dir, 'export.csv');
    const exported = await env.run([
      'records',
      'member',
      'export',
      '--filter',
      'email_startsWith=export',
      '--out',
      'export.csv',
    ]);
    expect(exported.code).toBe(0);
    expect(exported.stderr).toContain('250 member records exported to export.csv');
    const rows = (await readFile(out, 'utf8')).trim().split('\r\n');
    expect(rows.length).toBe(251);
    expect(rows[0]?.startsWith('id,email,')).toBe(true);

    const ndjson = await env.run([
      'records',
      'member',
      'export',
      '--filter',
      'email_startsWith=export',
      '--filter',
      'points_lte=10',
    ]);
    const records = ndjson.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    // In id order; the import sends rows concurrently, so ids need not follow the file's row order.
    const ids = records.map((r) => BigInt(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(records.map((r) => r.points).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // `--out -` is standard output, as `-` is standard input to import: no file named `-`.
    const piped = await env.run(
      ['records', 'member', 'export', '--filter', 'email_startsWith=export', '--filter', 'points_lte=2'].concat([
        '--format',
        'csv',
        '--out',
        '-',
      ]),
    );
    expect(piped.code).toBe(0);
    expect(piped.stderr).toContain('2 member records exported\n');
    expect(
      piped.stdout
        .trim()
        .split('\r\n')
        .map((line) => line.split(',')[0]),
    ).toEqual(['id', expect.any(String), expect.any(String)]);
    await expect(stat(path.join(env.dir, '-'))).rejects.toThrow(/ENOENT/);
    // Read back: rows with an id update their record (the same values), nothing is created.
    const back = await env.run(['records', 'member', 'import', 'export.csv', '--journal', 'back.journal']);
    expect(back.stderr).toContain('0 created, 250 updated, 0 failed, 0 unknown');
    expect(back.code).toBe(0);
    expect(await db.member.count({ filter: { email_startsWith: 'export' } })).toBe(250);
  });

  it('query and count read the account with --filter and --order', async () => {
    await writeFile(path.join(env.dir, 'few.csv'), csv('few', 1, 30));
    await env.run(['records', 'member', 'import', 'few.csv']);
    const count = await env.run(
      ['records', 'member', 'count', '--filter', 'email_startsWith=few', '--filter', 'points_gte=21'].concat([
        '--format',
        'json',
      ]),
    );
    expect(JSON.parse(count.stdout)).toEqual({ count: 10 });
    const query = await env.run([
      'records',
      'member',
      'query',
      '--filter',
      'email_startsWith=few2',
      '--order',
      'points_desc',
      '--limit',
      '3',
      '--format',
      'ndjson',
    ]);
    expect(
      query.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).points),
    ).toEqual([29, 28, 27]);
  });
});
