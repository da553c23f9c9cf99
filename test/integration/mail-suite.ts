/**
 * The setup the mail client suites share: one sandbox and client for the file, the sandbox reset before each
 * test, and the steps several tests take. `env` and `mail` are live bindings, set once `useMailSuite()`'s
 * beforeAll has run.
 */
import type { MailClient } from '@platform-sdk/mail';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type Env, LIST_CSV, startEnv } from './sandbox-env.js';

export let env: Env;
export let mail: MailClient;

/** Registers the hooks; call once at the top of a test file. */
export function useMailSuite(): void {
  beforeAll(async () => {
    env = await startEnv();
    mail = env.client();
  });
  afterAll(() => env.close());
  beforeEach(() => env.reset());
}

/** Uploads a list and lets its registration finish. */
export async function registeredList(csv = LIST_CSV): Promise<number> {
  const { sendListId } = await mail.uploadSendList(csv);
  await env.advance(5);
  return sendListId;
}

export const inMinutes = async (minutes: number): Promise<string> =>
  new Date((await env.now()) + minutes * 60_000).toISOString();
