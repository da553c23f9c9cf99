/**
 * The peers: the tools users would pick instead, installed only in bench/node_modules (bench/package.json pins
 * them exactly, bench/package-lock.json pins the rest). Nothing here installs them; `peerProblems` says what is
 * missing and how to install it. They are loaded by a computed specifier from this folder, so Node finds them in
 * bench/node_modules and the project's type-check does not need them (the few calls we make are typed below).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH } from './work.js';

/** How to get the peers; the only command the messages name. */
export const INSTALL_PEERS = 'npm ci --prefix bench';

function pinned(): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(BENCH, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  return manifest.devDependencies;
}

/** The version bench/package.json asks for: `7.0.2` for `npm:typescript@7.0.2` too. */
function wanted(spec: string): string {
  return spec.slice(spec.lastIndexOf('@') + 1);
}

export function peerDir(name: string): string {
  return path.join(BENCH, 'node_modules', ...name.split('/'));
}

/** The installed version of a peer, or undefined when it is not installed. */
export function peerVersion(name: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(peerDir(name), 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return undefined;
  }
}

/** What is wrong with the peers' installation, one line per peer; empty when all are there as pinned. */
export function peerProblems(): string[] {
  const problems: string[] = [];
  for (const [name, spec] of Object.entries(pinned())) {
    const version = peerVersion(name);
    if (version === undefined) problems.push(`${name} is not installed`);
    else if (version !== wanted(spec))
      problems.push(`${name} is ${version} in bench/node_modules, bench/package.json pins ${wanted(spec)}`);
  }
  return problems;
}

/** `name version` of every peer, for the header of BENCHMARKS.md. */
export function peerVersions(): string[] {
  return Object.keys(pinned()).map((name) => `${name} ${peerVersion(name) ?? '(not installed)'}`);
}

/** Thrown when a figure needs a peer that is not there. */
export class PeersMissingError extends Error {
  constructor(problems: readonly string[]) {
    super(
      `the benchmark peers are not installed as bench/package.json pins them:\n  ${problems.join('\n  ')}\n` +
        `Install them with \`${INSTALL_PEERS}\` (about 150 MB, into bench/node_modules only), or measure our side alone with \`--ours-only\`.`,
    );
  }
}

async function load<T>(specifier: string): Promise<T> {
  // A computed specifier: resolved from this file at run time (bench/node_modules), invisible to the type-check.
  const name: string = specifier;
  return (await import(name)) as T;
}

/**
 * openapi-typescript's options as our generator sets them: without `--default-non-nullable=false` a property
 * with a default becomes required in request bodies too, and the spec's own examples would not type-check.
 */
export const OPENAPI_TYPESCRIPT_FLAGS = ['--default-non-nullable=false'] as const;

/** The command line of a peer's CLI, run with the current Node. */
export const PEER_CLI = {
  openapiTypescript: () => path.join(peerDir('openapi-typescript'), 'bin/cli.js'),
  heyApi: () => path.join(peerDir('@hey-api/openapi-ts'), 'bin/run.js'),
  orval: () => path.join(peerDir('orval'), 'dist/bin/orval.mjs'),
  /** TypeScript 7 (the native compiler), installed as `typescript-7` beside the TypeScript 5 of the project. */
  tsc7: () => path.join(peerDir('typescript-7'), 'bin/tsc'),
} as const;

export interface CsvParseStream extends AsyncIterable<Record<string, string>> {
  write(chunk: Uint8Array): boolean;
  end(): void;
  once(event: 'drain', listener: () => void): void;
}

export interface CsvParse {
  parse(options: { columns: true }): CsvParseStream;
}

export interface CsvParseSync {
  parse(input: Uint8Array | string, options: { columns: true }): Record<string, string>[];
}

export interface PapaResult {
  readonly data: Record<string, string>[];
  readonly errors: readonly unknown[];
}

export interface Papa {
  readonly NODE_STREAM_INPUT: unique symbol;
  parse(input: string, config: { header: true; skipEmptyLines: true }): PapaResult;
  parse(input: Papa['NODE_STREAM_INPUT'], config: { header: true; skipEmptyLines: true }): NodeJS.ReadWriteStream;
}

export interface EsbuildOutput {
  readonly outputFiles: readonly { readonly path: string; readonly contents: Uint8Array }[];
  readonly metafile: {
    readonly outputs: Record<
      string,
      {
        readonly inputs: Record<string, { readonly bytesInOutput: number }>;
        readonly imports: readonly { readonly path: string; readonly kind: string }[];
        readonly entryPoint?: string;
      }
    >;
  };
}

export interface Esbuild {
  build(options: {
    entryPoints: string[];
    bundle: true;
    minify: true;
    format: 'esm';
    platform: 'browser';
    target: string;
    write: false;
    outdir: string;
    absWorkingDir: string;
    logLevel: 'silent';
    metafile: true;
    splitting?: boolean;
  }): Promise<EsbuildOutput>;
}

export const loadPeer = {
  csvParse: () => load<CsvParse>('csv-parse'),
  csvParseSync: () => load<CsvParseSync>('csv-parse/sync'),
  papa: async () => (await load<{ default: Papa }>('papaparse')).default,
  esbuild: () => load<Esbuild>('esbuild'),
  openapiFetch: async () => (await load<typeof import('openapi-fetch')>('openapi-fetch')).default,
} as const;
