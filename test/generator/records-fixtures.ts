/**
 * The records fixtures of the generator's tests (test/fixtures/records-2020-shape/, records-2025-shape/) and what
 * it takes to put their definitions into a sandbox: a token of the built-in client and one putApiDefinition per
 * definition, over plain HTTP (the sandbox is the independent oracle; no generated client is involved).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { packages, type PackageSpec } from '../../generator/packages.js';
import { ROOT } from './helpers.js';

type Json = any;

export const read = (file: string): Json => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

/** The package list's records row: the one fetch-specs generates a new snapshot with, named for its files. */
export const RECORDS = packages.find((p) => p.name === 'records') as PackageSpec;

/**
 * Every input of the records row given as text (its getAllOpenApi document, its apidefinitions.json and an empty
 * names file), for generateRecordsFromTexts: the package is named for specs/records/, yet nothing the customer's
 * snapshot holds there is read from disk.
 */
export function snapshotTexts(openapi: string, definitions: string): Map<string, string> {
  return new Map([
    [RECORDS.spec, openapi],
    [RECORDS.records?.definitions ?? '', definitions],
    [RECORDS.records?.names?.path ?? '', '{}'],
  ]);
}

/** A token of the sandbox's built-in client (`sandbox-client` has every scope; `sandbox-reader` reads only). */
export async function sandboxToken(url: string, client = 'sandbox-client'): Promise<string> {
  const answer = await fetch(`${url}/oauth2/token`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Basic ${Buffer.from(`${client}:sandbox-secret`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', audience: url }),
  });
  return ((await answer.json()) as Json).access_token;
}

/**
 * The definitions of a snapshot's apidefinitions.json put into an account of a sandbox (`demo` unless named). A
 * snapshot names the
 * items the service made for new properties (`{definition}_{property}`); in a fresh account they do not exist
 * yet, so such mappings are left out and the put makes the items again, under the same names.
 */
export async function putDefinitions(url: string, definitions: Json, account = 'demo'): Promise<void> {
  const headers = { Authorization: `Bearer ${await sandboxToken(url)}`, 'Content-Type': 'application/json' };
  for (const item of definitions.items) {
    const name = item.metadata.name;
    const properties = Object.fromEntries(
      Object.entries(item.spec.schema.properties as Record<string, Json>).map(([property, p]) => {
        const { 'x-platform-mapping': mapping, ...rest } = p;
        return [property, mapping === `${name}_${property}` ? rest : p];
      }),
    );
    const body = { ...item, spec: { ...item.spec, schema: { ...item.spec.schema, properties } } };
    const put = await fetch(`${url}/apis/apidefinition.database/v1/accounts/${account}/apidefinitions/${name}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(body),
    });
    expect(put.status, await put.clone().text()).toBe(200);
  }
}

/** The account's getAllOpenApi document. */
export async function allOpenApi(url: string): Promise<Json> {
  const answer = await fetch(`${url}/apis/apidefinition.database/v1/accounts/demo/openapi`, {
    headers: { Authorization: `Bearer ${await sandboxToken(url)}` },
  });
  return answer.json();
}
