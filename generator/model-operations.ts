/**
 * Operations of one spec, in spec order (paths in document order, methods in path-item order): id, method, path,
 * parameters, request media type, responses by status, error codes, scopes, descriptions, retry class.
 */
import type { HttpMethod, RetryClass } from '../runtime/src/operation.js';
import type { IssueList } from './errors.js';
import type { OperationModel, ParamModel, RequestModel } from './model.js';
import { modelRequest, modelResponse } from './model-body.js';
import { modelPaging } from './model-paging.js';
import { mergeParameters, modelParams } from './model-params.js';
import { camelCase, isSafeIdentifier, pascalCase } from './names.js';
import { deref, HTTP_METHODS, type OpenApiDocument, type OperationObject, type ParameterObject } from './openapi.js';
import { specText, type SpecText } from './spec-text.js';

const OTHER_METHODS = new Set(['head', 'options', 'trace']);

/**
 * Retry class (runtime/src/operation.ts `RetryClass`): GET/PUT/DELETE are safe; a POST is retried only when its
 * JSON body carries a `requestId` the service deduplicates on (sendDelivery in specs/mail.yaml); other POST/PATCH not.
 */
export function retryClass(method: HttpMethod, request: RequestModel | undefined): RetryClass {
  if (method === 'get' || method === 'put' || method === 'delete') return 'safe';
  if (method === 'post' && request?.kind === 'json' && request.hasRequestId) return 'requestId';
  return 'unsafe';
}

/** Scopes in code-unit order (the same on every machine, unlike localeCompare). */
export function sortedScopes(scopes: Iterable<string>): SpecText[] {
  return [...new Set(scopes)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((s) => specText(s));
}

function securityOf(doc: OpenApiDocument, operation: OperationObject): { scopes: SpecText[]; bearer: boolean } {
  const scopes: string[] = [];
  let bearer = false;
  const schemes = doc.components?.securitySchemes ?? {};
  for (const requirement of operation.security ?? doc.security ?? []) {
    for (const [schemeName, schemeScopes] of Object.entries(requirement)) {
      const raw = Object.hasOwn(schemes, schemeName) ? schemes[schemeName] : undefined;
      const scheme = raw === undefined ? undefined : deref(doc, raw);
      if (scheme?.type === 'oauth2' || scheme?.type === 'openIdConnect') scopes.push(...schemeScopes);
      if (scheme?.type === 'http') bearer = true;
    }
  }
  return { scopes: sortedScopes(scopes), bearer };
}

function errorCodesOf(
  operation: OperationObject,
  issues: IssueList,
  at: readonly (string | number)[],
  op: string,
): SpecText[] {
  const value = operation['x-error-codes'];
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((c) => typeof c === 'string')) {
    issues.add(
      'sdk/error-codes',
      'x-error-codes on an operation must be a list of code strings',
      [...at, 'x-error-codes'],
      op,
    );
    return [];
  }
  return (value as string[]).map((c) => specText(c));
}

/** Path parameters in the order they appear in the URL template, which is the order of the arguments. */
function inTemplateOrder(path: string, params: readonly ParamModel[]): ParamModel[] {
  return [...params].sort((a, b) => path.indexOf(`{${a.name.text}}`) - path.indexOf(`{${b.name.text}}`));
}

export function modelOperations(doc: OpenApiDocument, issues: IssueList): OperationModel[] {
  const operations: OperationModel[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const item = deref(doc, rawItem as { $ref?: string }) as Readonly<Record<string, unknown>>;
    const pathParams = (item as { parameters?: readonly ParameterObject[] }).parameters ?? [];
    for (const [key, value] of Object.entries(item)) {
      const at = ['paths', path, key];
      if (OTHER_METHODS.has(key)) {
        issues.add(
          'sdk/unsupported-method',
          `${key.toUpperCase()} operations are not supported by the runtime`,
          at,
          `${key.toUpperCase()} ${path}`,
        );
        continue;
      }
      if (!(HTTP_METHODS as readonly string[]).includes(key)) continue;
      const method = key as HttpMethod;
      const operation = value as OperationObject;
      const id = operation.operationId;
      if (typeof id !== 'string' || id.length === 0) {
        issues.add(
          'sdk/operation-id',
          'every operation needs an operationId (it names the client method)',
          at,
          `${key.toUpperCase()} ${path}`,
        );
        continue;
      }
      const methodName = camelCase(id);
      if (!/^[a-z]/.test(methodName)) {
        issues.add(
          'sdk/operation-id',
          'the operationId must start with a letter to name a method',
          [...at, 'operationId'],
          id,
        );
        continue;
      }
      const params = modelParams(doc, mergeParameters(doc, pathParams, operation.parameters ?? []), issues, at, id);
      const request = modelRequest(doc, operation, issues, at, id);
      const response = modelResponse(doc, operation, request, issues, at, id);
      if (response === undefined) continue;
      const { scopes, bearer } = securityOf(doc, operation);
      const typeBase = pascalCase(methodName);
      operations.push({
        id: specText(id),
        methodName,
        typeBase,
        method,
        path: specText(path),
        summary: specText(operation.summary),
        description: specText(operation.description),
        tags: (operation.tags ?? []).map((t) => specText(t)),
        deprecated: operation.deprecated === true,
        pathParams: inTemplateOrder(path, params.path),
        queryParams: params.query,
        request,
        response,
        responses: Object.entries(operation.responses ?? {}).map(([status, r]) => ({
          status: specText(status),
          description: specText(deref(doc, r).description),
        })),
        errorCodes: errorCodesOf(operation, issues, at, id),
        scopes,
        bearer,
        retry: retryClass(method, request),
        paging: modelPaging(doc, operation, method, params.query, response, issues, at, id),
        names: {
          descriptor: `${methodName}Operation`,
          fn: isSafeIdentifier(methodName) ? methodName : `${methodName}Call`,
          impl: response.emptyWhen === undefined ? undefined : `${methodName}Impl`,
          row: response.kind === 'csv' ? `${typeBase}Row` : undefined,
          query: params.query.length > 0 ? `${typeBase}Query` : undefined,
          input: request?.countOf === undefined && !request?.dateTimes.length ? undefined : `${typeBase}Input`,
        },
      });
    }
  }
  return operations;
}
