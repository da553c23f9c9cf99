/**
 * The body the document gives an error answer (any status that is not 2xx, `4XX` ranges and `default` included):
 * the error classes the client throws carry it, typed, behind the generated `is<Api>ApiErrorOf` guard.
 */
import { answerKindOf } from './model-answers.js';
import type { ErrorBodyModel, OperationModel } from './model.js';
import { deref, schemaRefName, type OpenApiDocument, type OperationObject, type ResponseObject } from './openapi.js';
import { specText } from '../text/spec-text.js';

/** Whether a response status is a success (2xx or `2XX`). */
export function isSuccessStatus(status: string): boolean {
  return /^2(\d\d|XX)$/i.test(status);
}

/**
 * The body of an error answer: its JSON media type (the first JSON one) typed by its schema, else text (the runtime
 * keeps an error body that is no JSON as its text); `undefined` for an answer without content or a success.
 */
export function errorBodyOf(
  doc: OpenApiDocument,
  status: string,
  raw: ResponseObject | undefined,
): ErrorBodyModel | undefined {
  if (raw === undefined || isSuccessStatus(status)) return undefined;
  const content = Object.entries(deref(doc, raw).content ?? {});
  if (content.length === 0) return undefined;
  const json = content.find(([mediaType, media]) => answerKindOf(doc, mediaType, media) === 'json');
  if (json === undefined) return { kind: 'text', mediaType: specText(content[0]?.[0] ?? ''), schemaName: undefined };
  return { kind: 'json', mediaType: specText(json[0]), schemaName: specText(schemaRefName(json[1].schema)) };
}

/** Every response of an operation, by status in spec order, each error answer with its body. */
export function responsesOf(doc: OpenApiDocument, operation: OperationObject): OperationModel['responses'] {
  return Object.entries(operation.responses ?? {}).map(([status, r]) => {
    const body = errorBodyOf(doc, status, r);
    return {
      status: specText(status),
      description: specText(deref(doc, r).description),
      ...(body === undefined ? {} : { body }),
    };
  });
}
