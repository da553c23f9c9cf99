/**
 * What the runtime may read without asking. Deno grants environment variables and files one by one
 * (`--allow-env`, `--allow-read`, `--allow-write`) and, for one not granted, asks at a terminal or throws
 * `NotCapable`; the runtime only ever reads what it could do without (a log level, a temporary folder), so it
 * queries first (a query never asks) and goes without. Elsewhere (Node, Bun, browsers) everything is permitted.
 */

/** A Deno permission descriptor: `{ name: 'env', variable }`, `{ name: 'read' | 'write', path }`. */
export interface PermissionDescriptor {
  readonly name: 'env' | 'read' | 'write';
  readonly variable?: string;
  readonly path?: string;
}

export type Permitted = (descriptor: PermissionDescriptor) => boolean;

interface DenoPermissions {
  querySync?(descriptor: PermissionDescriptor): { state: string };
}

/** Whether the runtime grants `descriptor` already: always outside Deno. */
export const permitted: Permitted = (descriptor) => {
  const permissions = (globalThis as { Deno?: { permissions?: DenoPermissions } }).Deno?.permissions;
  if (permissions?.querySync === undefined) return true;
  try {
    return permissions.querySync(descriptor).state === 'granted';
  } catch {
    return false;
  }
};

/** An environment variable, or undefined where it is unset, there is no environment, or reading it is not granted. */
export function readEnv(variable: string): string | undefined {
  if (!permitted({ name: 'env', variable })) return undefined;
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  try {
    return env?.env?.[variable];
  } catch {
    return undefined;
  }
}
