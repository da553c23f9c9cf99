/** Types of progress.mjs (plain JavaScript, so that generator/run.mjs can use it before anything is compiled). */

export type ProgressMode = 'live' | 'plain' | 'off';

/** Where progress is written: stderr, or a stand-in in tests. */
export interface ProgressStream {
  readonly isTTY?: boolean;
  /** Width of the terminal; the live line is cut to fit it (80 when unknown). */
  readonly columns?: number;
  write(text: string): unknown;
}

export interface Progress {
  /** Starts the next step: what is being done now. */
  step(label: string): void;
  /** How far the current step is: `done` of `total`, and the item just done or at hand. */
  item(done: number, total: number, what?: string): void;
  /** Clears the live line for a line the command prints; the next redraw puts it back below that line. */
  pause(): void;
  /** Clears the live line, so what the command prints next starts on a clean line. */
  end(): void;
}

export interface ProgressOptions {
  /** How many steps the command reports. */
  readonly steps: number;
  /** Default process.stderr. */
  readonly stream?: ProgressStream;
  /** Default process.env: `CI` and `PLATFORM_SDK_PROGRESS` are read from it. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Milliseconds, default performance.now. */
  readonly clock?: () => number;
  /** How often the live line is redrawn, default 200 ms; 0 redraws only on a step or item. */
  readonly redrawMs?: number;
}

export function progressMode(
  stream: { readonly isTTY?: boolean },
  env: Readonly<Record<string, string | undefined>>,
): ProgressMode;

export const noProgress: Progress;

export function createProgress(name: string, options: ProgressOptions): Progress;
