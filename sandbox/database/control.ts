/**
 * Database part of the control surface (no auth):
 *
 * - `POST /_sandbox/accounts/{accountCode}/apidefinitions/{name}/fail` with `{ "message": "..." }` (the message
 *   optional): the definition fails to become ready. Its `status.ready` turns false with the message while
 *   `status.databaseDefinitionSync` stays true (docs/decisions.md: how a client tells a failed definition from one
 *   still being applied), and its record operations answer 409 without `Retry-After`. The next put clears it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readCapped } from '../body.js';
import type { SandboxContext } from '../context.js';
import { sendJson } from '../respond.js';
import { definitionView } from './definitions.js';

const DEFAULT_FAILURE = 'The database settings could not be applied.';

export async function failDefinition(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: SandboxContext,
  accountCode: string,
  name: string,
): Promise<void> {
  const account = ctx.database.accounts.get(accountCode);
  const definition = account?.definitions.get(name);
  if (account === undefined || definition === undefined)
    return sendJson(res, 404, { error: `account ${accountCode} has no API definition ${name}` });
  const body = await readCapped(req, 64 * 1024);
  let message: unknown;
  try {
    const text = body.kind === 'ok' ? body.bytes.toString('utf8') : '';
    message = text.trim() === '' ? undefined : (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    return sendJson(res, 400, { error: 'the body must be JSON: {"message": "..."}' });
  }
  if (message !== undefined && (typeof message !== 'string' || message.trim() === ''))
    return sendJson(res, 400, { error: 'message must be a non-empty string' });
  const failed = { ...definition, failure: message ?? DEFAULT_FAILURE };
  account.definitions.set(name, failed);
  sendJson(res, 200, definitionView(failed, accountCode, ctx.clock.now()));
}
