/**
 * The send list figure 6 uploads: exactly `bytes` bytes (300,000,000 in the full run, the service's limit), a
 * header and rows that keep every send-list rule, written once to bench/.work/lists and kept.
 */
import { createWriteStream } from 'node:fs';
import { rename, stat } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { keptDir } from './work.js';

const HEADER = 'Customer.platformid,Customer.email,Customer.name\r\n';
const rowOf = (id: number, name: string) => `${id},user${id}@mail.example.jp,${name}\r\n`;

export async function sendListFile(bytes: number): Promise<string> {
  const file = path.join(await keptDir('lists'), `send-list-${bytes}.csv`);
  if (
    (await stat(file).then(
      (s) => s.size,
      () => -1,
    )) === bytes
  )
    return file;
  const partial = `${file}.partial`;
  const out = createWriteStream(partial);
  let written = 0;
  // Every character is ASCII, so string lengths are byte counts.
  let batch = HEADER;
  for (let id = 1; ; id++) {
    const row = rowOf(id, `Name ${id}`);
    // The last row's name is padded so that the file ends exactly at `bytes`.
    const rest = bytes - written - batch.length;
    const last = rest - row.length < 100;
    batch += last ? rowOf(id, `Name ${id}`.padEnd(`Name ${id}`.length + rest - row.length, 'x')) : row;
    if (last || batch.length > 1 << 20) {
      const chunk = Buffer.from(batch);
      written += chunk.length;
      if (!out.write(chunk)) await once(out, 'drain');
      batch = '';
    }
    if (last) break;
  }
  out.end();
  await once(out, 'finish');
  if (written !== bytes) throw new Error(`send list: wrote ${written} bytes, wanted ${bytes}`);
  await rename(partial, file);
  return file;
}
