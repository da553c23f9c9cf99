/**
 * The raw form of an operation the client cannot call type-safely (a parameter style, a body media type or a
 * security scheme it does not carry): a method with the path parameters of its URL typed, and everything else
 * (query, body, headers) given as a `RawRequest`, its answer `unknown`, read by the media type it comes in. Its
 * JSDoc says why it is raw; the located warnings say it too.
 */
import type { OperationModel, ParamModel } from './model.js';
import { camelCase } from './names.js';
import type { HttpMethod } from '../../runtime/src/contract/operation.js';
import { specText, type SpecText } from '../text/spec-text.js';

type UnnamedOperation = Omit<OperationModel, 'methodName' | 'typeBase' | 'names'>;

/** The path parameters of a URL template, in its order, each a string or a number. */
function templateParams(path: string): ParamModel[] {
  // The raw method's own parameters and the names its body uses (model-names.ts checks the typed ones).
  const taken = new Set<string>(['init', 'options', 'body', 'query', 'core', 'runtime', 'generatedOperations']);
  const out: ParamModel[] = [];
  for (const [, name = ''] of path.matchAll(/\{([^{}]*)\}/g)) {
    if (out.some((p) => p.name.text === name)) continue;
    let argName = camelCase(name);
    if (!/^[A-Za-z]/.test(argName) || taken.has(argName)) argName = `pathParam${out.length + 1}`;
    taken.add(argName);
    out.push({
      name: specText(name),
      argName,
      required: true,
      description: undefined,
      tsType: ['string', 'number'],
      example: undefined,
      rule: undefined,
    });
  }
  return out;
}

/** What an operation is in its raw form; `typed` is its typed model when it got that far (descriptions, security). */
export function rawOperation(
  place: { readonly path: string; readonly method: HttpMethod; readonly label: string },
  typed: UnnamedOperation | undefined,
  base: Pick<
    UnnamedOperation,
    'summary' | 'description' | 'tags' | 'deprecated' | 'specId' | 'typedInPlace' | 'responses'
  >,
  reasons: readonly string[],
): UnnamedOperation {
  const { path, method, label } = place;
  return {
    ...base,
    id: specText(label),
    method,
    path: specText(path),
    pathParams: templateParams(path),
    queryParams: [],
    request: undefined,
    response: {
      kind: 'json',
      status: '2XX',
      mediaType: undefined,
      description: undefined,
      schemaName: undefined,
      csvColumns: undefined,
      emptyWhen: undefined,
    },
    errorCodes: [],
    scopes: typed?.scopes ?? [],
    bearer: typed?.bearer ?? false,
    authenticated: typed?.authenticated ?? false,
    retry: method === 'post' || method === 'patch' ? 'unsafe' : 'safe',
    paging: undefined,
    raw: { reasons: reasons.map((r): SpecText => specText(r)) },
  };
}
