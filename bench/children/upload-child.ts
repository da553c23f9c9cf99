/**
 * One upload of figure 6 in a process of its own: a send list from disk to the sandbox, then one JSON line with
 * the time, the bytes and the process's peak resident memory (getrusage).
 *
 *   node --import tsx bench/children/upload-child.ts <ours|ours-unchecked|raw-fetch|node-http> <sandbox-url> <file>
 *
 * `ours`: the generated mail client's `uploadSendList({ file })` (the send-list check on, credentials and token
 * handling by the runtime); `ours-unchecked` the same with `uploadCheck: false`. `raw-fetch`: a token, then one `fetch` streaming the file (`duplex: 'half'`), no check.
 * `node-http`: a token, then node:http's request with the file piped into it (stream backpressure end to end).
 */
import { createReadStream, statSync } from 'node:fs';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createMailClient } from '@platform-sdk/mail';

const [variant, url, file] = process.argv.slice(2);
if (variant === undefined || url === undefined || file === undefined)
  throw new Error('usage: upload-child.ts <ours|ours-unchecked|raw-fetch|node-http> <sandbox-url> <file>');
const CLIENT = { clientKey: 'sandbox-client', clientSecret: 'sandbox-secret' };
const UPLOAD_PATH = '/e/tymail/v1/abc/mail/deliveries/reserve/sendlists';

async function token(): Promise<string> {
  const tokenAnswer = await fetch(`${url}/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${CLIENT.clientKey}:${CLIENT.clientSecret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', audience: url!, scope: 'mail:send' }),
  });
  return ((await tokenAnswer.json()) as { access_token: string }).access_token;
}

async function rawFetch(): Promise<number> {
  const bearer = await token();
  const res = await fetch(`${url}${UPLOAD_PATH}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${bearer}`,
      'Content-Type': 'text/csv',
      'Content-Length': String(statSync(file!).size),
    },
    body: Readable.toWeb(createReadStream(file!, { highWaterMark: 64 * 1024 })) as ReadableStream<Uint8Array>,
    duplex: 'half',
  } as RequestInit);
  if (!res.ok) throw new Error(`raw fetch upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { sendListId: number }).sendListId;
}

async function nodeHttp(): Promise<number> {
  const bearer = await token();
  const target = new URL(`${url}${UPLOAD_PATH}`);
  const req = request(target, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${bearer}`,
      'Content-Type': 'text/csv',
      'Content-Length': String(statSync(file!).size),
    },
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  await pipeline(createReadStream(file!, { highWaterMark: 64 * 1024 }), req);
  const { status, text } = await answer;
  if (status !== 200) throw new Error(`node:http upload: ${status} ${text}`);
  return (JSON.parse(text) as { sendListId: number }).sendListId;
}

async function ours(check = true): Promise<number> {
  const mail = createMailClient({ baseUrl: url!, userName: 'abc', authUrl: url!, credentials: CLIENT });
  return (await mail.uploadSendList({ file: file! }, check ? {} : { uploadCheck: false })).sendListId;
}

const started = performance.now();
const VARIANTS: Record<string, () => Promise<number>> = {
  ours: () => ours(),
  'ours-unchecked': () => ours(false),
  'raw-fetch': rawFetch,
  'node-http': nodeHttp,
};
const sendListId = await VARIANTS[variant]?.();
if (sendListId === undefined) throw new Error(`unknown variant ${variant}`);
const ms = performance.now() - started;
process.stdout.write(
  `${JSON.stringify({ ms, bytes: statSync(file).size, sendListId, peakRss: process.resourceUsage().maxRSS * 1024 })}\n`,
);
