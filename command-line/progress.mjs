/**
 * Progress of a long command (generate, docs, build-packages, publish-packages, fetch-specs): each reports its
 * steps here, and this decides how they are shown. On a terminal, one live line on stderr that is redrawn in
 * place: a bar over the steps, the step at hand, how far it is, and the time so far. In CI (`CI` set) or when
 * stderr is not a terminal, one plain line per step and item, which a log keeps in order. `PLATFORM_SDK_PROGRESS`
 * (`live`, `plain` or `off`) overrides the choice. Progress never goes to stdout, so the lines scripts parse there
 * (generate's summary, the sandbox's ready line) stay as they are.
 *
 * Plain JavaScript because `generator/run.mjs` reports through it before anything is compiled.
 */

/** Redraws of the live line per second, so the time on it moves while a step runs. */
const REDRAW_MS = 200;
/** Cells of the live bar. */
const BAR_WIDTH = 20;
const CLEAR_LINE = '\r\u001b[2K';
const MODES = ['live', 'plain', 'off'];

/**
 * How progress is shown on `stream`: `PLATFORM_SDK_PROGRESS` when it names a mode, else live on a terminal
 * outside CI, else plain.
 *
 * @param {{ isTTY?: boolean }} stream
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {'live' | 'plain' | 'off'}
 */
export function progressMode(stream, env) {
  const asked = env.PLATFORM_SDK_PROGRESS?.trim().toLowerCase();
  if (asked !== undefined && MODES.includes(asked)) return /** @type {'live' | 'plain' | 'off'} */ (asked);
  const ci = env.CI !== undefined && env.CI !== '' && env.CI !== '0' && env.CI.toLowerCase() !== 'false';
  return stream.isTTY === true && !ci ? 'live' : 'plain';
}

/** @param {number} ms */
function seconds(ms) {
  return `${(ms / 1000).toFixed(1)}s`;
}

/** The bar of the live line: the steps done, and the current step's share by its items. */
function bar(step, steps, done, total) {
  const share = total > 0 ? Math.min(done / total, 1) : 0;
  const filled = Math.round((Math.max(step - 1, 0) + share) * (BAR_WIDTH / Math.max(steps, 1)));
  return `${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}`;
}

/** A progress that shows nothing: the default of functions that take one. */
export const noProgress = Object.freeze({ step() {}, item() {}, pause() {}, end() {} });

/**
 * The progress of command `name` (the prefix of its lines) over `steps` steps.
 *
 * @param {string} name
 * @param {{ steps: number, stream?: { isTTY?: boolean, columns?: number, write(text: string): unknown },
 *   env?: Readonly<Record<string, string | undefined>>, clock?: () => number, redrawMs?: number }} options
 */
export function createProgress(name, options) {
  const stream = options.stream ?? process.stderr;
  const mode = progressMode(stream, options.env ?? process.env);
  if (mode === 'off') return noProgress;
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const steps = options.steps;
  let step = 0;
  let label = '';
  /** @type {{ done: number, total: number, what: string } | undefined} */
  let item;
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let timer;
  let ended = false;

  const where = () => `[${step}/${steps}] ${label}`;
  const live = () => {
    const count = item === undefined ? '' : ` · ${item.what === '' ? '' : `${item.what} `}${item.done}/${item.total}`;
    const text =
      `${name} ${bar(step, steps, item?.done ?? 0, item?.total ?? 0)} ${step}/${steps} ${label}${count}` +
      ` · ${seconds(clock() - started)}`;
    // A line wider than the terminal would wrap, and `\r` would then redraw only its last part.
    // A pseudo-terminal without a size reports 0 columns.
    const width = Math.max((stream.columns || 80) - 1, 10);
    const chars = [...text];
    stream.write(CLEAR_LINE + (chars.length > width ? `${chars.slice(0, width - 1).join('')}…` : text));
  };
  const plain = (line) => stream.write(`${name}: ${line} (${seconds(clock() - started)})\n`);

  return {
    /** Starts the next step: what is being done now. */
    step(text) {
      if (ended) return;
      step = Math.min(step + 1, steps);
      label = text;
      item = undefined;
      if (mode === 'plain') return plain(where());
      live();
      if (timer === undefined && (options.redrawMs ?? REDRAW_MS) > 0) {
        timer = setInterval(live, options.redrawMs ?? REDRAW_MS);
        // The redraw never keeps a finished command alive.
        timer.unref?.();
      }
    },
    /** How far the current step is: `done` of `total`, and the item just done or at hand. */
    item(done, total, what = '') {
      if (ended) return;
      item = { done, total, what };
      if (mode === 'plain') return plain(`${where()}: ${what === '' ? '' : `${what} `}${done}/${total}`);
      live();
    },
    /** Clears the live line for a line the command prints; the next redraw puts it back below that line. */
    pause() {
      if (mode === 'live' && !ended && step > 0) stream.write(CLEAR_LINE);
    },
    /** Clears the live line, so what the command prints next starts on a clean line. */
    end() {
      if (ended) return;
      ended = true;
      if (timer !== undefined) clearInterval(timer);
      if (mode === 'live' && step > 0) stream.write(CLEAR_LINE);
    },
  };
}
