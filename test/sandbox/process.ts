/**
 * Sandboxes in processes of their own, as other tools start them: the command line (`sandbox/main.ts`, directly
 * or through npm), read until the ready line.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const READY = /^sandbox listening on (http:\/\/127\.0\.0\.1:(\d+))$/;

/** The `sandbox` script without the tsx wrapper process: one process that gets the signals itself. */
export const DIRECT = [process.execPath, '--import', 'tsx', 'sandbox/main.ts'];

export interface Started {
  readonly child: ChildProcessWithoutNullStreams;
  readonly url: string;
  stdout(): string;
}

// Each sandbox runs in its own process group, so that cleaning up also stops whatever npm started under it.
const children: ChildProcessWithoutNullStreams[] = [];

/**
 * Kills every sandbox started here (for afterEach): the whole process group of each, also when its leader has
 * exited, since what it started (npm's server, a shell's background job) may live on in the group.
 */
export async function stopAll(): Promise<void> {
  for (const child of children.splice(0)) {
    const exited = exit(child);
    killGroup(child.pid);
    await exited;
  }
}

/** SIGKILL to a process group; one that is gone already (ESRCH) is fine. */
export function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

export function start(args: string[], env: Record<string, string> = {}, command = DIRECT): Promise<Started> {
  const child = spawn(command[0] ?? '', [...command.slice(1), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
  });
  children.push(child);
  let out = '';
  child.stdout.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line: ${out}`)), 20_000);
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      const line = out.split('\n').find((l) => READY.test(l));
      if (line) {
        clearTimeout(timer);
        resolve({ child, url: READY.exec(line)?.[1] ?? '', stdout: () => out });
      }
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
  });
}

export function exit(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

/** Whether nothing answers on `url` any more, asking for up to `ms` (a stopped server's port closes soon after). */
export async function answersNoMore(url: string, ms = 5000): Promise<boolean> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    try {
      await fetch(`${url}/_sandbox/clock`);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

/** A token for the built-in client; without `scope`, every scope it has. */
export const token = (
  url: string,
  id = 'sandbox-client',
  secret = 'sandbox-secret',
  scope?: string,
): Promise<Response> =>
  fetch(`${url}/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      audience: url,
      ...(scope === undefined ? {} : { scope }),
    }).toString(),
  });
