/**
 * A fault-injecting HTTP proxy on loopback, in front of the sandbox: each request is answered by a plan, which
 * says whether it passes, is refused by the proxy (429, 5xx, never reaching the service), loses its connection
 * before the service saw it or after the service acted, never gets an answer, or gets the service's answer with
 * its body cut short or changed. Bounded: bodies over `maxBodyBytes` are refused, a stalled request is cut off
 * after `maxStallMs`, and every request is logged with what the service answered, so a test can count how often
 * the service really acted on one logical operation (tagged by the `x-fault-op` request header).
 */
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Fault =
  /** Passed through untouched. */
  | { readonly kind: 'none' }
  /** Answered by the proxy (with `Retry-After: 0`); the service never sees the request. */
  | { readonly kind: 'status'; readonly status: number }
  /** The connection is dropped once the request has arrived; the service never sees it. */
  | { readonly kind: 'reset-before' }
  /** The request reaches the service and is performed; its answer is lost with the connection. */
  | { readonly kind: 'reset-after' }
  /** The service's answer with its body cut in half (a consistent, shorter Content-Length). */
  | { readonly kind: 'truncate' }
  /** The service's answer with one byte of its body changed. */
  | { readonly kind: 'corrupt' }
  /** No answer at all until the client gives up (or `maxStallMs` passes). */
  | { readonly kind: 'stall' };

export type FaultKind = Fault['kind'];

/** What the plan sees of a request. */
export interface ProxiedRequest {
  readonly method: string;
  /** Path with query, as received. */
  readonly url: string;
  /** The `x-fault-op` header: the logical operation the request belongs to. */
  readonly tag: string | undefined;
  readonly isToken: boolean;
}

/** One request as it went: its fault and, when it reached the service, the service's status. */
export interface ProxyLogEntry extends ProxiedRequest {
  readonly fault: FaultKind;
  /** The service's answer status, when the request was forwarded. */
  upstreamStatus: number | undefined;
}

export type FaultPlan = (request: ProxiedRequest, index: number) => Fault;

export interface FaultProxy {
  /** `http://127.0.0.1:<port>`: use it as the client's `baseUrl` and `authUrl`. */
  readonly url: string;
  readonly log: readonly ProxyLogEntry[];
  /** Replaces the plan for the requests that follow. */
  plan(plan: FaultPlan): void;
  /** Forgets the log (between tests). */
  clearLog(): void;
  close(): Promise<void>;
}

export const PASS: FaultPlan = () => ({ kind: 'none' });

/** mulberry32: a small seeded PRNG, so a failing soak run can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

function forwardHeaders(headers: IncomingHttpHeaders, body: Buffer): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === 'content-length' || name === 'x-fault-op') continue;
    out[name] = value;
  }
  if (body.byteLength > 0) out['content-length'] = String(body.byteLength);
  return out;
}

interface Upstream {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

async function readAll(stream: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function forward(target: URL, req: IncomingMessage, body: Buffer, maxBytes: number): Promise<Upstream> {
  return new Promise((resolve, reject) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: forwardHeaders(req.headers, body),
      },
      (res) => {
        readAll(res, maxBytes).then(
          (data) =>
            data === undefined
              ? reject(new Error('answer over maxBodyBytes'))
              : resolve({ status: res.statusCode ?? 502, headers: res.headers, body: data }),
          reject,
        );
      },
    );
    upstream.on('error', reject);
    upstream.end(body);
  });
}

function answerHeaders(headers: IncomingHttpHeaders, length: number): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === 'content-length') continue;
    out[name] = value;
  }
  out['content-length'] = String(length);
  return out;
}

const REASONS: Record<number, string> = {
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export interface FaultProxyOptions {
  /** The service's origin (the sandbox's `url`). */
  readonly target: string;
  readonly plan?: FaultPlan;
  /** Largest request or answer body the proxy holds; a larger one is refused (413) or cut off. Default 16 MiB. */
  readonly maxBodyBytes?: number;
  /** A stalled request is cut off after this long, so nothing hangs past a test. Default 60 s. */
  readonly maxStallMs?: number;
}

export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const target = new URL(options.target);
  const maxBytes = options.maxBodyBytes ?? 16 * 1024 * 1024;
  const maxStallMs = options.maxStallMs ?? 60_000;
  let plan = options.plan ?? PASS;
  let count = 0;
  const log: ProxyLogEntry[] = [];
  const sockets = new Set<Socket>();
  const stalls = new Set<ReturnType<typeof setTimeout>>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readAll(req, maxBytes);
    if (body === undefined) {
      res.writeHead(413, { connection: 'close' }).end();
      return;
    }
    const tag = req.headers['x-fault-op'];
    const request: ProxiedRequest = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      tag: typeof tag === 'string' ? tag : undefined,
      isToken: (req.url ?? '').startsWith('/oauth2/token'),
    };
    const fault = plan(request, count++);
    const entry: ProxyLogEntry = { ...request, fault: fault.kind, upstreamStatus: undefined };
    log.push(entry);
    switch (fault.kind) {
      case 'status': {
        const text = JSON.stringify({
          status: fault.status,
          error: REASONS[fault.status] ?? 'Error',
          message: 'Injected by the fault proxy.',
        });
        res
          .writeHead(fault.status, {
            'content-type': 'application/json',
            'retry-after': '0',
            'content-length': String(Buffer.byteLength(text)),
          })
          .end(text);
        return;
      }
      case 'reset-before':
        req.socket.destroy();
        return;
      case 'stall': {
        const timer = setTimeout(() => {
          stalls.delete(timer);
          req.socket.destroy();
        }, maxStallMs);
        stalls.add(timer);
        req.socket.once('close', () => {
          clearTimeout(timer);
          stalls.delete(timer);
        });
        return;
      }
      default:
        break;
    }
    let upstream: Upstream;
    try {
      upstream = await forward(target, req, body, maxBytes);
    } catch {
      req.socket.destroy();
      return;
    }
    entry.upstreamStatus = upstream.status;
    if (fault.kind === 'reset-after') {
      req.socket.destroy();
      return;
    }
    let answer = upstream.body;
    if (fault.kind === 'truncate' && answer.byteLength > 1)
      answer = answer.subarray(0, Math.floor(answer.byteLength / 2));
    if (fault.kind === 'corrupt' && answer.byteLength > 0) {
      answer = Buffer.from(answer);
      const at = Math.floor(answer.byteLength / 2);
      answer[at] = (answer[at] as number) === 0x30 ? 0x31 : 0x30;
    }
    res.writeHead(upstream.status, answerHeaders(upstream.headers, answer.byteLength)).end(answer);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => req.socket.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    plan: (next) => {
      plan = next;
    },
    clearLog: () => {
      log.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of stalls) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A plan from a list: the n-th request (of those `match` accepts) gets `faults[n]`, every other passes. */
export function scripted(
  faults: readonly Fault[],
  match: (request: ProxiedRequest) => boolean = (r) => !r.isToken,
): FaultPlan {
  let n = 0;
  return (request) => {
    if (!match(request)) return { kind: 'none' };
    return faults[n++] ?? { kind: 'none' };
  };
}
