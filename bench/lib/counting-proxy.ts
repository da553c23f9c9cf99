/**
 * A loopback HTTP proxy in front of a server that counts the answers by status: what a process we cannot
 * instrument (a spawned command) received on the wire. Bodies are streamed through unchanged.
 */
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingProxy {
  readonly url: string;
  /** Answers of `status` so far. */
  count(status: number): number;
  reset(): void;
  stop(): Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const to = new URL(target);
  const counts = new Map<number, number>();
  // Connections to the target are kept and reused, as the client's own are: the proxy adds a hop, not a handshake.
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const server = createServer((incoming, outgoing) => {
    const forward = request(
      {
        host: to.hostname,
        port: to.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        const status = answer.statusCode ?? 0;
        counts.set(status, (counts.get(status) ?? 0) + 1);
        outgoing.writeHead(status, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: (status) => counts.get(status) ?? 0,
    reset: () => counts.clear(),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
