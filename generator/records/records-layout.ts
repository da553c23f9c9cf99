/**
 * Where the record operations of a records document live, whatever layout the service wrote it in
 * (specs/database.yaml, tag `openApi`): a definition's paths end in `/{name}/records`, `/{name}/query`,
 * `/{name}/count`, `/{name}/records/{id}` or `/{name}/records/{id}/authenticate`, and whatever comes before is
 * the prefix every record path shares. The real service writes full paths
 * (`/apis/record.database/v1/accounts/{accountCode}/sample/records`) under a server of its host only; older
 * snapshots have short paths (`/sample/records`) under a server with the variables `db_url` and `accountCode`.
 *
 * The records model reads one form of both: the document rebased so that its server is the API root
 * (`{db_url}` then the prefix, the prefix's path parameters becoming server variables, so `accountCode` is a
 * client option either way) and its paths are the short ones. The generated client, its `raw` client and its
 * options are then the same whichever layout the account answered. Issues found in the rebased document are
 * located in the original file.
 */
import type { IssueList } from '../model/errors.js';
import { deref, isObject, type OpenApiDocument, type ParameterObject, type ServerObject } from '../model/openapi.js';
import type { LoadedSpec } from '../load/spec-data.js';

/** A record path: the prefix, the definition's name, and the rest that says which operation it is. */
const RECORD_PATH = /^(.*?)\/([^/{}]+)\/(records|query|count|records\/\{[^/{}]+\}(?:\/authenticate)?)$/;

/** Where the service's record paths start (specs/database.yaml, tag `openApi`). */
const SERVICE_PREFIX = '/apis/record.database/v1/accounts/{accountCode}';

/** The name of the base-address variable the client option `dbUrl` comes from (specs/database.yaml's). */
export const BASE_VARIABLE = 'db_url';

const BASE_DESCRIPTION =
  'The base address of the database API, which is also the token audience; the default is the server of the document.';

export interface RecordsLayout {
  /** The document with the API root as its server and the record paths relative to it. */
  readonly document: OpenApiDocument;
  /** Where a place of the rebased document is in the original file. */
  readonly locate: LoadedSpec['locate'];
}

type Item = Readonly<Record<string, unknown>>;

/** The path parameters named in the prefix (`{accountCode}`). */
function prefixParameters(prefix: string): string[] {
  return [...prefix.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1] ?? '');
}

/** Parameters without the prefix's path parameters (they are server variables now). */
function withoutPrefixParameters(doc: OpenApiDocument, list: unknown, names: ReadonlySet<string>): unknown {
  if (!Array.isArray(list)) return list;
  return list.filter((p: ParameterObject) => {
    const parameter = deref(doc, p);
    return !(parameter.in === 'path' && names.has(parameter.name));
  });
}

/** The description of a prefix parameter, from its declaration on any record path. */
function parameterDescription(doc: OpenApiDocument, name: string): string {
  for (const raw of Object.values(doc.paths ?? {})) {
    const item = deref(doc, raw as { $ref?: string }) as Item;
    const lists = [item['parameters'], ...Object.values(item).map((op) => (isObject(op) ? op['parameters'] : []))];
    for (const list of lists) {
      if (!Array.isArray(list)) continue;
      for (const p of list as ParameterObject[]) {
        const parameter = deref(doc, p);
        if (parameter.in === 'path' && parameter.name === name && typeof parameter.description === 'string')
          return parameter.description;
      }
    }
  }
  return name === 'accountCode'
    ? 'The account code (shown on the API management screen).'
    : `The {${name}} path parameter of every record path.`;
}

/** The API root: the document's server, or a base-address variable for a server of the host only, then the prefix. */
function rootServer(doc: OpenApiDocument, prefix: string, names: readonly string[]): ServerObject | undefined {
  const server = doc.servers?.[0];
  const own = server?.variables ?? {};
  // A URL that names variables it does not define is left for the server model to refuse.
  if (server !== undefined && Object.keys(own).length === 0 && server.url.includes('{')) return server;
  const base =
    server !== undefined && Object.keys(own).length > 0
      ? { url: server.url, variables: own }
      : {
          url: `{${BASE_VARIABLE}}`,
          variables: { [BASE_VARIABLE]: { default: server?.url ?? '', description: BASE_DESCRIPTION } },
        };
  const variables: Record<string, NonNullable<ServerObject['variables']>[string]> = { ...base.variables };
  for (const name of names) {
    if (!Object.hasOwn(variables, name))
      variables[name] = { default: '', description: parameterDescription(doc, name) };
  }
  return { ...server, url: `${base.url}${prefix}`, variables };
}

export function recordsLayout(doc: OpenApiDocument, issues: IssueList, locate: LoadedSpec['locate']): RecordsLayout {
  const unchanged = { document: doc, locate };
  const prefixes = new Map<string, string>();
  for (const path of Object.keys(doc.paths ?? {})) {
    const found = RECORD_PATH.exec(path);
    if (found !== null) prefixes.set(path, found[1] ?? '');
  }
  const hasVariables = Object.keys(doc.servers?.[0]?.variables ?? {}).length > 0;
  // Without record paths (an account without definitions) the service's own prefix, so that the client takes the
  // same options as it does with definitions.
  const [first = hasVariables ? undefined : SERVICE_PREFIX] = prefixes.values();
  if (first === undefined) return unchanged;
  const differ = [...prefixes].filter(([, prefix]) => prefix !== first);
  for (const [path, prefix] of differ) {
    issues.add(
      'sdk/records-operation',
      `the record paths must share one prefix before /{definition}/...: this one has ${JSON.stringify(prefix)}, ` +
        `others ${JSON.stringify(first)}`,
      ['paths', path],
    );
  }
  if (differ.length > 0) return unchanged;
  const names = prefixParameters(first);
  if (first === '' && hasVariables) return unchanged;

  const dropped = new Set(names);
  const original = new Map<string, string>();
  const paths: Record<string, Item> = {};
  for (const [path, raw] of Object.entries(doc.paths ?? {})) {
    const short = prefixes.has(path) ? path.slice(first.length) : path;
    original.set(short, path);
    const item = deref(doc, raw as { $ref?: string }) as Item;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(item)) {
      if (key === 'parameters') copy[key] = withoutPrefixParameters(doc, value, dropped);
      else if (isObject(value) && Array.isArray(value['parameters']))
        copy[key] = { ...value, parameters: withoutPrefixParameters(doc, value['parameters'], dropped) };
      else copy[key] = value;
    }
    paths[short] = copy;
  }
  const server = rootServer(doc, first, names);
  const document: OpenApiDocument = { ...doc, ...(server === undefined ? {} : { servers: [server] }), paths };
  return {
    document,
    locate: (pointer) => {
      if (pointer[0] === 'paths' && typeof pointer[1] === 'string') {
        return locate(['paths', original.get(pointer[1]) ?? pointer[1], ...pointer.slice(2)]);
      }
      // The server variables made here are not in the file: point at its server.
      if (pointer[0] === 'servers') return locate(pointer.slice(0, 2));
      return locate(pointer);
    },
  };
}
