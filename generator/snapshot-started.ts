/**
 * What a run handed to a process started from the generator's snapshot (snapshot-run.ts) tells it through the
 * environment, and what it answers.
 */

/**
 * The file descriptor of a pipe: the process writes to it once the snapshot has loaded. A blob that fails to
 * load never does, and the run goes on without the snapshot.
 */
export const STARTED_FD = 'PLATFORM_SDK_GENERATOR_STARTED_FD';

/** When the run began (ms since the epoch), so the time the summary line prints includes the handing over. */
export const STARTED_AT = 'PLATFORM_SDK_GENERATOR_STARTED_AT';
