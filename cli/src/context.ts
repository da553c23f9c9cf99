/**
 * What every command's action gets: the clients (made from the settings on first use), where to print, the output
 * format and whether `--verbose` is on. Built once per run by main.ts.
 */
import type { Readable, Writable } from 'node:stream';
import type { Command } from 'commander';
import type { Clients } from './config/clients.js';
import type { Settings } from './config/settings.js';
import { type Format, formatOf } from './output/format.js';

export interface Io {
  /** Where `-` reads from (process.stdin when not given). */
  readonly stdin?: Readable & { readonly isTTY?: boolean };
  readonly stdout: Writable & { readonly isTTY?: boolean };
  readonly stderr: Writable & { readonly isTTY?: boolean };
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
}

export interface Context {
  readonly io: Io;
  readonly settings: Settings;
  readonly clients: Clients;
  readonly verbose: boolean;
  /** The output format of this command (its `--format`, else the default for stdout). */
  format(command: Command): Format;
  /** The `--format` given, if any (a file's format otherwise follows its extension). */
  askedFormat(command: Command): Format | undefined;
  /** A line for a person on stderr (progress, hints); scripts read stdout. */
  say(line: string): void;
}

export function createContext(io: Io, settings: Settings, clients: Clients, verbose: boolean): Context {
  return {
    io,
    settings,
    clients,
    verbose,
    format: (command) => formatOf(command.optsWithGlobals<{ format?: string }>().format, io.stdout),
    askedFormat: (command) => {
      const asked = command.optsWithGlobals<{ format?: string }>().format;
      return asked === undefined ? undefined : formatOf(asked, io.stdout);
    },
    say: (line) => {
      io.stderr.write(`${line}\n`);
    },
  };
}
