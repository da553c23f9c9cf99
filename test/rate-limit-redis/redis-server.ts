/**
 * A real Redis for the tests: Debian's `redis-server` (`.ci/run` installs it), on a free port of 127.0.0.1,
 * without persistence, stopped by its own pid. `restart` stops it and starts it again on the same port, empty,
 * as a Redis without persistence comes back.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';

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
    // Ready when a connection to the port is taken; a probe that listened on the port itself could hold it at the
    // moment redis-server binds.
    const poll = setInterval(() => {
      const probe = connect(port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        clearInterval(poll);
        clearTimeout(timer);
        resolve(child);
      });
      probe.once('error', () => probe.destroy());
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

/**
 * redis-server on a free port. The port is free when asked for, but another process of a parallel test may take it
 * before redis-server binds it (redis-server then exits with 1): a few tries, each on a new port.
 */
async function launchOnFreePort(): Promise<{ port: number; child: ChildProcess }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return { port, child: await launch(port) };
    } catch (error) {
      if (attempt === 3 || !/exited with/.test((error as Error).message)) throw error;
    }
  }
}

export async function startRedis(): Promise<RunningRedis> {
  const started = await launchOnFreePort();
  const { port } = started;
  let child: ChildProcess | undefined = started.child;
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
