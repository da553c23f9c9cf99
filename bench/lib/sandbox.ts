/** The sandbox in a process of its own (`sandbox/main.ts`, port 0), so its memory and CPU are not the client's. */
import { startChild } from './child.js';
import { tsxArgs } from './process.js';
import { ROOT } from './work.js';

export interface BenchSandbox {
  readonly url: string;
  /** `POST /_sandbox/reset`: empty state, real time, every rate-limit window cleared. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

export async function startBenchSandbox(): Promise<BenchSandbox> {
  const child = await startChild(
    tsxArgs('sandbox/main.ts', ['--port', '0']),
    ROOT,
    /^sandbox listening on http:\/\/127\.0\.0\.1:\d+$/,
  );
  const url = child.line.replace('sandbox listening on ', '');
  return {
    url,
    async reset() {
      const res = await fetch(`${url}/_sandbox/reset`, { method: 'POST' });
      if (!res.ok) throw new Error(`sandbox reset: ${res.status}`);
      await res.arrayBuffer();
    },
    stop: () => child.stop(),
  };
}
