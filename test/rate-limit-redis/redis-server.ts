/**
 * A real Redis for the tests: Debian's `redis-server` (`.ci/run` installs it), on a free port of 127.0.0.1,
 * without persistence, stopped by its own pid. `restart` stops it and starts it again on the same port, empty,
 * as a Redis without persistence comes back.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';

export interface RunningRedis {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function launch(port: number): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`redis-server on port ${port}: not ready in 10 s\n${out}`)),
      10_000,
    );
    const poll = setInterval(() => {
      const probe = createServer();
      // Ready when the port is taken: a listen on it fails.
      probe.once('error', () => {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(child);
      });
      probe.listen(port, '127.0.0.1', () => probe.close());
    }, 20);
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', (error) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`${REDIS_SERVER} cannot be started (apt-get install redis-server): ${error.message}`));
    });
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`redis-server on port ${port} exited with ${code}\n${out}`));
    });
  });
}

export async function startRedis(): Promise<RunningRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      const running = child;
      child = undefined;
      if (running === undefined || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    async start() {
      child ??= await launch(port);
    },
  };
}
