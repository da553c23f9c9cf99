/**
 * What fetch-specs reads from the account, through the generated database client (`@platform-sdk/database`), as
 * any user of the toolkit would: getAllOpenApi, and every API definition of every page of listApiDefinition (the
 * client's `apiDefinitions()` iterator).
 */
import { createDatabaseClient } from '@platform-sdk/database';
import type { Settings } from './settings.js';

export interface Account {
  readonly openapi: unknown;
  /** Undefined when the token may not list definitions (no db:apidefinition:design). */
  readonly definitions: readonly Record<string, unknown>[] | undefined;
}

export async function readAccount(
  settings: Settings,
  accessToken: string,
  withDefinitions: boolean,
  fetcher?: typeof fetch,
): Promise<Account> {
  const client = createDatabaseClient({
    dbUrl: settings.dbUrl,
    accountCode: settings.accountCode,
    accessToken,
    ...(fetcher === undefined ? {} : { fetch: fetcher }),
  });
  const openapi = await client.getAllOpenApi();
  if (!withDefinitions) return { openapi, definitions: undefined };
  const definitions: Record<string, unknown>[] = [];
  for await (const definition of client.apiDefinitions())
    definitions.push(definition as unknown as Record<string, unknown>);
  return { openapi, definitions };
}
