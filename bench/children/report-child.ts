/**
 * One parser of figure 5 in a process of its own: reads the report file as a fetch Response body (64 KiB
 * chunks, Content-MD5 header), parses every row and verifies the digest, then prints one JSON line with the
 * time from the call to the last row, the row count and the process's peak resident memory (getrusage).
 *
 *   node --import tsx bench/children/report-child.ts <variant> <file> <md5> <rows>
 *
 * Variants: ours-buffered (`await report.rows()`), ours-streamed (`for await`), csv-parse-buffered,
 * csv-parse-streamed, papaparse-buffered, papaparse-streamed; the peers verify with node:crypto's MD5, as the
 * runtime does under Node.
 */
import { createHash } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { createMailClient } from '@platform-sdk/mail';
import { loadPeer } from '../lib/peers.js';

const [variant, file, md5, rowsText] = process.argv.slice(2);
if (variant === undefined || file === undefined || md5 === undefined || rowsText === undefined) {
  throw new Error('usage: report-child.ts <variant> <file> <md5> <rows>');
}
const expectedRows = Number(rowsText);

function response(): Response {
  const body = Readable.toWeb(createReadStream(file!, { highWaterMark: 64 * 1024 })) as ReadableStream<Uint8Array>;
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-md5': md5!,
      'content-length': String(statSync(file!).size),
    },
  });
}

function verify(actual: string): void {
  if (actual !== md5) throw new Error(`${variant}: Content-MD5 mismatch (${actual} against ${md5})`);
}

type Row = Record<string, string>;

/** Each variant returns the number of rows and the last row (checked below, so nothing is skipped). */
const VARIANTS: Record<string, () => Promise<{ rows: number; last: Row | undefined }>> = {
  async 'ours-buffered'() {
    const mail = createMailClient({
      baseUrl: 'http://reports.invalid',
      userName: 'abc',
      accessToken: 't',
      rateLimit: false,
      fetch: async () => response(),
    });
    const rows = await mail.clicks(1).rows();
    return { rows: rows.length, last: rows.at(-1) as Row | undefined };
  },
  async 'ours-streamed'() {
    const mail = createMailClient({
      baseUrl: 'http://reports.invalid',
      userName: 'abc',
      accessToken: 't',
      rateLimit: false,
      fetch: async () => response(),
    });
    let rows = 0;
    let last: Row | undefined;
    for await (const row of mail.clicks(1)) {
      rows++;
      last = row as unknown as Row;
    }
    return { rows, last };
  },
  async 'csv-parse-buffered'() {
    const { parse } = await loadPeer.csvParseSync();
    const bytes = new Uint8Array(await response().arrayBuffer());
    verify(createHash('md5').update(bytes).digest('base64'));
    const rows = parse(bytes, { columns: true });
    return { rows: rows.length, last: rows.at(-1) };
  },
  async 'csv-parse-streamed'() {
    const { parse } = await loadPeer.csvParse();
    const hash = createHash('md5');
    const parser = parse({ columns: true });
    const feed = (async () => {
      const reader = response().body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        hash.update(read.value);
        if (!parser.write(read.value)) await new Promise<void>((resolve) => parser.once('drain', resolve));
      }
      parser.end();
    })();
    let rows = 0;
    let last: Row | undefined;
    for await (const row of parser) {
      rows++;
      last = row;
    }
    await feed;
    verify(hash.digest('base64'));
    return { rows, last };
  },
  async 'papaparse-buffered'() {
    const Papa = await loadPeer.papa();
    const bytes = new Uint8Array(await response().arrayBuffer());
    verify(createHash('md5').update(bytes).digest('base64'));
    const { data, errors } = Papa.parse(new TextDecoder().decode(bytes), { header: true, skipEmptyLines: true });
    if (errors.length > 0) throw new Error(`papaparse: ${JSON.stringify(errors[0])}`);
    return { rows: data.length, last: data.at(-1) };
  },
  async 'papaparse-streamed'() {
    const Papa = await loadPeer.papa();
    const hash = createHash('md5');
    const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { header: true, skipEmptyLines: true });
    const source = Readable.fromWeb(response().body! as import('node:stream/web').ReadableStream<Uint8Array>);
    source.on('data', (chunk: Uint8Array) => hash.update(chunk));
    source.pipe(parser);
    let rows = 0;
    let last: Row | undefined;
    for await (const row of parser as AsyncIterable<Row>) {
      rows++;
      last = row;
    }
    verify(hash.digest('base64'));
    return { rows, last };
  },
};

const run = VARIANTS[variant];
if (run === undefined) throw new Error(`unknown variant ${variant}; known: ${Object.keys(VARIANTS).join(', ')}`);
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const { rows, last } = await run();
const ms = performance.now() - started;
if (rows !== expectedRows) throw new Error(`${variant}: ${rows} rows, the report has ${expectedRows}`);
if (last?.['platformId'] !== String(1_000_000 + expectedRows - 1))
  throw new Error(`${variant}: the last row reads ${JSON.stringify(last)}`);
process.stdout.write(`${JSON.stringify({ ms, rows, rssBefore, peakRss: process.resourceUsage().maxRSS * 1024 })}\n`);
