/**
 * What clients load the first time they need it (a dynamic import: a chunk of its own in a code-splitting
 * bundle), and `loadOnDemandCode`, which loads it now: the token request of client credentials, the call of an
 * `accessToken` function, the log lines of a client that logs, CSV reports and uploads. Without it, a module load sits between such a call and its first timer, which a test with fake timers
 * (`vi.useFakeTimers`, `jest.useFakeTimers`) does not wait for; and an app that may go offline can load these
 * parts while it is online.
 */

/** The client-credentials token provider, loaded only by clients made with credentials. */
export function loadClientCredentials(): Promise<typeof import('../auth/client-credentials.js')> {
  return import('../auth/client-credentials.js');
}

/** The provider of an `accessToken` function, loaded only by clients made with one. */
export function loadTokenFunction(): Promise<typeof import('../auth/token-function.js')> {
  return import('../auth/token-function.js');
}

/** The lines a client that logs writes about its attempts, loaded only by such clients. */
export function loadLogLines(): Promise<typeof import('../features/log-lines.js')> {
  return import('../features/log-lines.js');
}

/** Loads the code clients load on demand (client credentials' token request, an `accessToken` function's provider, log lines, reports, uploads); resolves when it is in. */
export async function loadOnDemandCode(): Promise<void> {
  await Promise.all([
    loadClientCredentials(),
    loadTokenFunction(),
    loadLogLines(),
    import('../features/upload/upload-call.js'),
    import('../features/csv/report-call.js'),
    import('../features/csv/spool.js'),
  ]);
}
