/**
 * Processes the figures start and stop themselves: a server that prints one line when ready (its port
 * or address), stopped with SIGTERM and then SIGKILL, by its own pid only.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface RunningChild {
  /** The first line the child printed. */
  readonly line: string;
  stop(): Promise<void>;
}

export async function startChild(
  args: readonly string[],
  cwd: string,
  ready: RegExp,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningChild> {
  const child: ChildProcess = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const line = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')}: no ready line within 30 s\n${err}`)), 30_000);
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const found = out.split('\n').find((l) => ready.test(l));
      if (found !== undefined) {
        clearTimeout(timer);
        resolve(found);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited with ${code} before it was ready\n${err}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    line,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
