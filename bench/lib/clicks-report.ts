/**
 * The clicks report figure 5 parses: `rows` data rows in the service's format (UTF-8, header row, every value
 * double-quoted, CRLF), written once to bench/.work/reports and kept, with the Content-MD5 the service sends.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { keptDir } from './work.js';

export const CLICKS_COLUMNS = ['platformId', 'clickedAt', 'clickId', 'url'] as const;

export interface ClicksReport {
  readonly file: string;
  readonly rows: number;
  readonly bytes: number;
  /** Base64 of the MD5 of the file: the Content-MD5 header value. */
  readonly md5: string;
}

const line = (values: readonly string[]): string => `${values.map((v) => `"${v.replace(/"/g, '""')}"`).join(',')}\r\n`;

/** Row i: a recipient, a time in the first days of May (Asia/Tokyo), one of three links. */
function row(i: number): string {
  const second = i % 86_400;
  const day = String(1 + (Math.floor(i / 86_400) % 28)).padStart(2, '0');
  const time = `2024-05-${day} ${String(Math.floor(second / 3600)).padStart(2, '0')}:${String(Math.floor(second / 60) % 60).padStart(2, '0')}:${String(second % 60).padStart(2, '0')}`;
  const link = i % 3;
  return line([
    String(1_000_000 + i),
    time,
    String(link),
    `https://shop.example.jp/spring/${['new', 'sale', 'guide'][link]}?id=${1_000_000 + i}`,
  ]);
}

export async function clicksReport(rows: number): Promise<ClicksReport> {
  const dir = await keptDir('reports');
  const file = path.join(dir, `clicks-${rows}.csv`);
  const meta = `${file}.json`;
  const known = await readFile(meta, 'utf8').then(
    (text) => JSON.parse(text) as ClicksReport,
    () => undefined,
  );
  if (
    known !== undefined &&
    (await stat(file).then(
      (s) => s.size,
      () => -1,
    )) === known.bytes
  )
    return known;
  const hash = createHash('md5');
  const partial = `${file}.partial`;
  const out = createWriteStream(partial);
  let bytes = 0;
  let batch = line(CLICKS_COLUMNS);
  for (let i = 0; i <= rows; i++) {
    if (i === rows || batch.length > 1 << 20) {
      const chunk = Buffer.from(batch);
      hash.update(chunk);
      bytes += chunk.length;
      if (!out.write(chunk)) await once(out, 'drain');
      batch = '';
    }
    if (i < rows) batch += row(i);
  }
  out.end();
  await once(out, 'finish');
  await rename(partial, file);
  const report: ClicksReport = { file, rows, bytes, md5: hash.digest('base64') };
  await writeFile(meta, JSON.stringify(report));
  return report;
}
