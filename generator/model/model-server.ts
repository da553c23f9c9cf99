/**
 * Server variables become client options. servers[0].url is the API root; its first variable is the base
 * address, which is also the token audience (the specs' "Access tokens": `audience` is the API's base address).
 * A variable's `x-pattern` (the Server Variable Object has no `pattern`) is what its value must match.
 *
 * A server without variables (`https://api.example.org/v2`, what documents of other services ordinarily hold) gets
 * one: the base address, an option that replaces the whole URL, so the same client can call a sandbox, a staging
 * host or the service itself. Its default is the document's URL when that is the absolute address of a real host;
 * a relative URL (`/api/v3`) or a placeholder host (`example.com`) says nothing a client could call, so the option
 * must then be given.
 */
import { RUNTIME_OPTION_NAMES } from '@platform-sdk/runtime/internal';
import type { IssueList } from './errors.js';
import type { ServerVariableModel } from './model.js';
import { camelCase, isReserved, OBJECT_MEMBERS } from './names.js';
import { isUnicodePattern, type OpenApiDocument } from './openapi.js';
import { isServiceAddress } from './placeholder-url.js';
import { specText, type SpecText } from '../text/spec-text.js';

/** Option names the runtime already takes (kept exact by the runtime itself): a variable may not reuse them. */
const RUNTIME_OPTION_KEYS: ReadonlySet<string> = new Set(RUNTIME_OPTION_NAMES);

export interface ServerModel {
  readonly url: SpecText;
  readonly variables: ServerVariableModel[];
}

/** The base-address variable of a server without variables; `baseName` is its name in the URL template. */
function hostOnly(url: string, baseName: string): ServerModel {
  return {
    url: specText(`{${baseName}}`),
    variables: [
      {
        name: specText(baseName),
        optionName: camelCase(baseName),
        default: specText(url),
        enum: undefined,
        description: specText(
          "The base address of the API: the document's server URL, or the address of another deployment of it.",
        ),
        required: !isServiceAddress(url),
        pattern: undefined,
      },
    ],
  };
}

/**
 * The server of `doc` as the client's URL template and options. `baseName` names the base-address variable of a
 * server that has none (`base_url`, so the option `baseUrl`).
 */
export function modelServer(doc: OpenApiDocument, issues: IssueList, baseName = 'base_url'): ServerModel | undefined {
  // Without servers OpenAPI's default is `/`: the base address is then the client's option alone.
  const server = doc.servers?.[0] ?? { url: '/' };
  const entries = Object.entries(server.variables ?? {});
  // A URL naming variables it does not define is refused below.
  if (entries.length === 0 && !server.url.includes('{')) return hostOnly(server.url, baseName);
  const variables: ServerVariableModel[] = [];
  const used = new Map<string, string>();
  for (const [index, [name, v]] of entries.entries()) {
    const at = ['servers', 0, 'variables', name];
    // A reserved word cannot name an option binding: `var` becomes `varValue`, as path parameters do.
    const optionName = isReserved(camelCase(name)) ? `${camelCase(name)}Value` : camelCase(name);
    if (!/^[a-z]/.test(optionName)) {
      issues.add('sdk/server', `server variable "${name}" gives no usable option name ("${optionName}")`, at);
      continue;
    }
    if (OBJECT_MEMBERS.has(optionName)) {
      issues.add(
        'sdk/object-member',
        `server variable "${name}" becomes option "${optionName}", which TypeScript sees on every object, so no ` +
          `options object would type-check`,
        at,
      );
      continue;
    }
    if (RUNTIME_OPTION_KEYS.has(optionName)) {
      issues.add(
        'sdk/name-collision',
        `server variable "${name}" becomes option "${optionName}", which the runtime already uses`,
        at,
      );
      continue;
    }
    const previous = used.get(optionName);
    if (previous !== undefined) {
      issues.add(
        'sdk/name-collision',
        `server variables "${previous}" and "${name}" both become option "${optionName}"`,
        at,
      );
      continue;
    }
    if (v.enum !== undefined && v.enum.length === 0) {
      issues.add('sdk/enum', `server variable "${name}" has an empty enum: no value is allowed`, [...at, 'enum']);
      continue;
    }
    used.set(optionName, name);
    const pattern = v['x-pattern'];
    if (pattern !== undefined && !isUnicodePattern(pattern)) {
      issues.add(
        'sdk/server',
        `x-pattern of server variable "${name}" must be a regular expression (ECMA-262, unicode mode)`,
        [...at, 'x-pattern'],
      );
      continue;
    }
    variables.push({
      name: specText(name),
      optionName,
      default: specText(v.default),
      enum: v.enum?.map((e) => specText(e)),
      description: specText(v.description),
      // The base address never has a meaningful default; other variables are optional only when the spec lists
      // their allowed values, because a free-text default (a sample user name) would be a silent trap.
      required: index === 0 || v.enum === undefined,
      pattern: specText(pattern as string | undefined),
    });
  }
  for (const match of server.url.matchAll(/\{([^}]*)\}/g)) {
    if (!entries.some(([name]) => name === match[1])) {
      issues.add('sdk/server', `servers[0].url uses {${match[1] ?? ''}}, which has no variable`, ['servers', 0, 'url']);
    }
  }
  return { url: specText(server.url), variables };
}
