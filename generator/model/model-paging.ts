/**
 * `x-paging` on a list operation: `{ kind: continueToken, method: <name> }` asks for an iterator method `<name>`
 * that walks every page (the runtime's `paginateByContinueToken`). The spec says so explicitly rather than the
 * generator guessing from a `continueToken` parameter: guessing would turn any look-alike operation into an
 * iterator and could not name it, while a declared one is checked here, so a spec change that breaks the paging
 * contract stops generation at the extension's line instead of emitting an iterator that loops or drops items.
 *
 * The contract, checked: a GET operation (pages are read again safely); an optional query parameter
 * `continueToken`; a JSON success response whose schema requires `items` (an array) and has `metadata` with a
 * `continueToken` property, present while more pages follow.
 */
import type { IssueList } from './errors.js';
import type { ParamModel, PagingModel, ResponseModel } from './model.js';
import { isSafeIdentifier } from './names.js';
import { deref, hasType, isObject, objectShape, type OpenApiDocument, type OperationObject } from './openapi.js';

export const TOKEN_PARAMETER = 'continueToken';
const KINDS = ['continueToken'];
const KEYS = new Set(['kind', 'method']);

/** Why the 200 body cannot be paged by continueToken, or undefined when it can. */
function bodyProblem(doc: OpenApiDocument, operation: OperationObject, response: ResponseModel): string | undefined {
  if (response.kind !== 'json' || response.mediaType === undefined) return 'the success response must be JSON';
  const raw = operation.responses?.[response.status];
  const media = raw === undefined ? undefined : deref(doc, raw).content?.[response.mediaType.text];
  const page = objectShape(doc, media?.schema);
  const items = page.properties.get('items');
  if (items === undefined || !page.required.has('items') || !hasType(deref(doc, items), 'array')) {
    return 'the success response must require `items`, an array';
  }
  const metadata = page.properties.get('metadata');
  if (metadata === undefined || !objectShape(doc, metadata).properties.has(TOKEN_PARAMETER)) {
    return 'the success response must have `metadata.continueToken`';
  }
  return undefined;
}

export function modelPaging(
  doc: OpenApiDocument,
  operation: OperationObject,
  method: string,
  queryParams: readonly ParamModel[],
  response: ResponseModel,
  issues: IssueList,
  at: readonly (string | number)[],
  op: string,
): PagingModel | undefined {
  const value = operation['x-paging'];
  if (value === undefined) return undefined;
  const where = [...at, 'x-paging'];
  const fail = (message: string): undefined => {
    issues.add('sdk/paging', `x-paging: ${message}`, where, op);
    return undefined;
  };
  if (!isObject(value)) return fail('must be an object { kind: continueToken, method: <iterator name> }');
  const unknown = Object.keys(value).filter((key) => !KEYS.has(key));
  if (unknown.length > 0)
    return fail(`unknown member ${unknown.map((k) => JSON.stringify(k)).join(', ')} (it takes kind and method)`);
  if (!KINDS.includes(value['kind'] as string))
    return fail(`kind must be ${KINDS.join(' or ')}, not ${JSON.stringify(value['kind'])}`);
  const name = value['method'];
  if (typeof name !== 'string' || !/^[a-z]/.test(name) || !isSafeIdentifier(name)) {
    return fail(
      `method must name the iterator method, an identifier starting with a lowercase letter (got ` +
        `${JSON.stringify(name)})`,
    );
  }
  if (method !== 'get') return fail(`pages are read with GET, not ${method.toUpperCase()}`);
  const token = queryParams.find((p) => p.name.text === TOKEN_PARAMETER);
  if (token === undefined || token.required)
    return fail(`the operation needs an optional query parameter ${TOKEN_PARAMETER}`);
  const problem = bodyProblem(doc, operation, response);
  if (problem !== undefined) return fail(problem);
  return { kind: 'continueToken', methodName: name };
}
