/**
 * `platform records <definition> import -` in a pipe, spawned as a user runs it against the sandbox: a spreadsheet's
 * CSV (byte order mark, CRLF, quoted commas, select columns holding option labels) read from standard input, the
 * rows that fail named by row, column and rule and written by `--failed`, the rows done listed when there is no
 * journal, and `--journal` making a rerun of the same pipe create no row twice.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, type CliEnv, DEMO_RECORDS, startCliEnv } from './cli-env.js';

let env: CliEnv;
beforeAll(async () => {
  env = await startCliEnv();
});
afterAll(async () => {
  await env?.close();
});

const membersOf = (prefix: string) => env.members(prefix);

/** A select's option values, as the sandbox answers them (with extraText). */
const chosen = (select: unknown) => (select as { value: number }[] | undefined)?.map((o) => o.value);

const importStdin = (csv: string, ...args: string[]) =>
  env.run(['records', 'member', 'import', '-', ...args], { input: csv });

describe('import - reads the rows from standard input', () => {
  it('a spreadsheet CSV: byte order mark, CRLF, quoted commas, labels and values of selects', async () => {
    // The demo account's rank options: 1 レギュラー, 2 シルバー, 3 ゴールド; interests: 1 ファッション, 2 グルメ, 3 旅行.
    const csv =
      '\uFEFFemail,name,rank,interests\r\n' +
      'pipe1@example.jp,"Doe, Jane",シルバー,"ファッション, 旅行"\r\n' +
      'pipe2@example.jp,"Roe, ""R""",3,"[1,3]"\r\n' +
      'pipe3@example.jp, Padded , ゴールド ,グルメ\r\n';
    const { code, stdout, stderr } = await importStdin(csv);
    expect(stderr).toContain('member import: 3 created, 0 updated, 0 failed, 0 unknown');
    expect(code).toBe(0);
    expect(stdout).toBe('');
    const made = (await membersOf('pipe')).map((r) => [r.email, r.name, chosen(r.rank), chosen(r.interests)]);
    expect(made).toEqual([
      ['pipe1@example.jp', 'Doe, Jane', [2], [1, 3]],
      ['pipe2@example.jp', 'Roe, "R"', [3], [1, 3]],
      ['pipe3@example.jp', ' Padded ', [3], [2]],
    ]);
  });

  it('NDJSON on standard input is read as NDJSON', async () => {
    const ndjson = '{"email":"nd1@example.jp","points":1}\n{"email":"nd2@example.jp","points":2}\n';
    const { code, stderr } = await importStdin(ndjson);
    expect(stderr).toContain('2 created, 0 updated, 0 failed');
    expect(code).toBe(0);
    expect((await membersOf('nd')).map((r) => r.points)).toEqual([1, 2]);
  });

  it('the failed rows of a spreadsheet CSV keep its byte order mark, so the spreadsheet reads them as UTF-8', async () => {
    const csv = '\uFEFFemail,name,rank\r\nbom1@example.jp,"Doe, Jane",シルバー\r\nbom2@example.jp,"Ré, Zoë",Silver\r\n';
    const { code, stderr } = await importStdin(csv, '--failed', 'bom-bad.csv');
    expect(stderr).toContain('1 created, 0 updated, 1 failed, 0 unknown');
    expect(code).toBe(6);
    expect(await readFile(path.join(env.dir, 'bom-bad.csv'), 'utf8')).toBe(
      '\uFEFFemail,name,rank\r\nbom2@example.jp,"Ré, Zoë",Silver\r\n',
    );
  });

  it('rows that fail: each named by row, column and rule, written by --failed, and the rows done listed', async () => {
    const csv =
      'email,rank,interests\r\n' +
      'fail1@example.jp,シルバー,\r\n' +
      'fail2@example.jp,Silver,\r\n' +
      'fail3@example.jp,9,\r\n' +
      'fail4@example.jp,,"グルメ, "\r\n' +
      'fail5@example.jp,レギュラー,"旅行,グルメ"\r\n';
    const { code, stderr } = await importStdin(csv, '--failed', 'fail-bad.csv');
    expect(code).toBe(6);
    expect(stderr).toContain('2 created, 0 updated, 3 failed, 0 unknown');
    const labels = '1 "レギュラー", 2 "シルバー", 3 "ゴールド"';
    expect(stderr).toContain(`row 2 failed: column rank: must be an option value or label: ${labels} (got "Silver")`);
    expect(stderr).toContain(`row 3 failed: column rank: must be an option value or label: ${labels} (got "9")`);
    expect(stderr).toContain('row 4 failed: column interests: item 2 between commas is empty (got "グルメ, ")');
    expect(stderr).toContain('rows done (created, updated or present): 1, 5');
    expect(stderr).toContain('standard input has no journal: running this again imports every row again');
    expect(stderr).toContain('platform: 3 rows failed and 0 unknown; standard input has no journal, so importing all');
    // The file this run wrote them to, not the option the user gave already.
    expect(stderr).toContain('import only the failed rows of fail-bad.csv once fixed');
    expect(await readFile(path.join(env.dir, 'fail-bad.csv'), 'utf8')).toBe(
      'email,rank,interests\r\nfail2@example.jp,Silver,\r\nfail3@example.jp,9,\r\nfail4@example.jp,,"グルメ, "\r\n',
    );
    expect((await membersOf('fail')).map((r) => [r.email, chosen(r.rank), chosen(r.interests)])).toEqual([
      ['fail1@example.jp', [2], undefined],
      ['fail5@example.jp', [1], [3, 2]],
    ]);
  });

  it('with --journal, the same pipe run again after its failed row was fixed creates no row twice', async () => {
    const rows = (bad: boolean) =>
      `email,points\r\n${[1, 2, 3].map((n) => `again${n}@example.jp,${n === 2 && bad ? 'two' : n}`).join('\r\n')}\r\n`;
    const first = await importStdin(rows(true), '--journal', 'again.journal');
    expect(first.code).toBe(6);
    expect(first.stderr).toContain('2 created, 0 updated, 1 failed');
    expect(first.stderr).not.toContain('standard input has no journal');
    expect(first.stderr).toContain('fix them in the input (or in the file of --failed) and run the same command again');
    const again = await importStdin(rows(false), '--journal', 'again.journal');
    expect(again.stderr).toContain('resuming from again.journal');
    expect(again.stderr).toContain('1 created, 0 updated, 0 failed, 0 unknown (2 rows done by an earlier run)');
    expect(again.code).toBe(0);
    expect((await membersOf('again')).map((r) => r.points)).toEqual([1, 2, 3]);
  });
});

describe('import - interrupted', () => {
  it('Ctrl-C: exit 130, and the rows listed as done are exactly the records created', async () => {
    const total = 3000;
    const csv = `email,points\r\n${Array.from({ length: total }, (_, i) => `stop${i + 1}@example.jp,${i + 1}\r\n`).join('')}`;
    const child = spawn(process.execPath, [BIN, 'records', 'member', 'import', '-', '--concurrency', '4'], {
      cwd: env.dir,
      env: { ...env.env, PLATFORM_SDK_PROGRESS: 'plain' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    let interrupted = false;
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
      // Interrupted once, when a tenth of the rows is done, well before the end (a second Ctrl-C kills).
      if (!interrupted && stderr.includes(`of ${total} (10%)`)) {
        interrupted = true;
        child.kill('SIGINT');
      }
    });
    child.stdin.end(csv);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(130);
    expect(stderr).toContain('platform: import of standard input interrupted');
    const listed = /rows done \(created, updated or present\): (.*)/.exec(stderr)?.[1] ?? '';
    const done = listed.split(', ').flatMap((range) => {
      const [from, to = from] = range.split('-').map(Number);
      return Array.from({ length: (to ?? 0) - (from ?? 0) + 1 }, (_, i) => (from ?? 0) + i);
    });
    expect(done.length).toBeGreaterThan(0);
    expect(done.length).toBeLessThan(total);
    expect(stderr).toContain(`rows after row ${done.length} were not sent`);
    const created = (await membersOf('stop')).map((r) => Number(String(r.email).slice(4).split('@')[0]));
    expect(created.sort((a, b) => a - b)).toEqual(done);
  });
});

describe('an account whose select labels are ambiguous', () => {
  /**
   * A records package of the demo account's client whose `rank` options are labelled as another account may have
   * them: a label two options share, and a label that is another option's value.
   */
  async function relabelledPackage(): Promise<string> {
    const folder = path.join(env.dir, 'relabelled');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'package.json'), '{"type":"module","exports":{".":"./index.mjs"}}\n');
    const demo = pathToFileURL(path.join(DEMO_RECORDS, 'index.gen.ts')).href;
    const options = [
      { value: 1, label: 'Adult' },
      { value: 2, label: 'Adult' },
      { value: 3, label: '1' },
    ];
    await writeFile(
      path.join(folder, 'index.mjs'),
      `import { memberDefinition as demo } from ${JSON.stringify(demo)};\n` +
        `export { createRecordsClient } from ${JSON.stringify(demo)};\n` +
        'export const memberDefinition = { ...demo, properties: { ...demo.properties, ' +
        `rank: { ...demo.properties.rank, options: ${JSON.stringify(options)} } } };\n`,
    );
    return folder;
  }

  it('an ambiguous label and a value that is another option label fail their rows; a value in brackets does not', async () => {
    const csv =
      'email,rank\r\n' +
      'amb1@example.jp,Adult\r\n' +
      'amb2@example.jp,1\r\n' +
      'amb3@example.jp,[1]\r\n' +
      'amb4@example.jp,2\r\n' +
      'amb5@example.jp,Child\r\n';
    const { code, stderr } = await env.run(['records', 'member', 'import', '-'], {
      input: csv,
      env: { PLATFORM_RECORDS: await relabelledPackage() },
    });
    expect(code).toBe(6);
    expect(stderr).toContain('2 created, 0 updated, 3 failed');
    expect(stderr).toContain(
      'row 1 failed: column rank: must be one option, but "Adult" is the label of options 1 "Adult", 2 "Adult": ' +
        'write the option value (got "Adult")',
    );
    expect(stderr).toContain(
      'row 2 failed: column rank: must be one option, but "1" is the value of option 1 "Adult" and the label of ' +
        'option 3 "1": write [1] for option 1, [3] for option 3 (got "1")',
    );
    expect(stderr).toContain(
      'row 5 failed: column rank: must be an option value or label: 1 "Adult", 2 "Adult", 3 "1" (got "Child")',
    );
    expect((await membersOf('amb')).map((r) => [r.email, chosen(r.rank)])).toEqual([
      ['amb3@example.jp', [1]],
      ['amb4@example.jp', [2]],
    ]);
  });
});
