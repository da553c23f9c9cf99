/**
 * The abort signal an attempt hands to fetch, shared by attempts that start close together. fetch must follow a
 * signal so that an attempt past its timeout is stopped (its connection freed), not just given up on; but an
 * AbortController of its own per attempt, and fetch following each new signal, cost a good part of what the
 * runtime adds to a small call (figure 4 of BENCHMARKS.md). So attempts with the same timeout that start within
 * GROUP_WINDOW_MS of the first, at most GROUP_SIZE of them, share one controller.
 *
 * The group's controller aborts once every attempt in it has finished or run out of time, and at least one ran
 * out. An attempt that runs out of time is given up on at once (its caller's TimeoutError does not wait); its
 * request is aborted then, or when the last attempt of its group finishes or runs out of time, at most
 * GROUP_WINDOW_MS later. A finished attempt has read its whole answer, so the abort does not touch it. A group
 * with an attempt that ran out of time takes no new ones, and a group stays small, since fetch walks the
 * signal's listeners each time it follows it.
 */
const GROUP_WINDOW_MS = 100;
const GROUP_SIZE = 32;
/** Distinct timeouts with an open group; past this, the old groups are let go (their attempts keep them). */
const MAX_OPEN_GROUPS = 64;

export class SignalGroup {
  readonly controller = new AbortController();
  readonly opened = Date.now();
  members = 0;
  /** Attempts in the group that have neither finished nor run out of time. */
  pending = 0;
  /** Attempts that ran out of time. */
  expired = 0;

  /** An attempt is over: it read its answer or failed on its own, or (`timedOut`) it ran out of time. */
  leave(timedOut: boolean): void {
    this.pending--;
    if (timedOut) this.expired++;
    if (this.pending === 0 && this.expired > 0) this.controller.abort();
  }
}

const open = new Map<number, SignalGroup>();

/** The group an attempt with this timeout starting now joins. */
export function joinSignalGroup(timeoutMs: number): SignalGroup {
  let group = open.get(timeoutMs);
  const age = group === undefined ? 0 : Date.now() - group.opened;
  if (group === undefined || group.expired > 0 || group.members >= GROUP_SIZE || age >= GROUP_WINDOW_MS || age < 0) {
    if (group === undefined && open.size >= MAX_OPEN_GROUPS) open.clear();
    open.set(timeoutMs, (group = new SignalGroup()));
  }
  group.members++;
  group.pending++;
  return group;
}
