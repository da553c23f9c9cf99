/**
 * What clients load the first time they need it (a dynamic import: a chunk of its own in a code-splitting
 * bundle), and `loadOnDemandCode`, which loads it now: the token request of client credentials, CSV reports and
 * uploads. Without it, a module load sits between such a call and its first timer, which a test with fake timers
 * (`vi.useFakeTimers`, `jest.useFakeTimers`) does not wait for; and an app that may go offline can load these
 * parts while it is online.
 */

/** The client-credentials token provider, loaded only by clients made with credentials. */
export function loadClientCredentials(): Promise<typeof import('./auth/client-credentials.js')> {
  return import('./auth/client-credentials.js');
}

/** Loads the code clients load on demand (client credentials' token request, reports, uploads); resolves when it is in. */
export async function loadOnDemandCode(): Promise<void> {
  await Promise.all([loadClientCredentials(), import('./upload-call.js'), import('./csv/report-call.js'), import('./csv/spool.js')]);
}
