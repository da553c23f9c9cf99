/**
 * Coded API errors: the `*ErrorCode` component schema lists the codes (`enum`) and, in `x-error-codes`, the
 * property each code is about (null for none, or a list when an item names one of several, as 10011 names
 * `bodyText` or `bodyHtml` in specs/mail.yaml) and what it means. The client exports the union type, a
 * code -> description map, and the runtime ships the map in its ApiDescriptor for error messages.
 */
import type { IssueList } from './errors.js';
import type { ErrorCodesModel, ErrorCodeModel, OperationModel } from './model.js';
import { schemaTypeName } from './model-names.js';
import { lowerFirst } from './names.js';
import type { OpenApiDocument } from './openapi.js';
import { specText } from '../text/spec-text.js';

export function modelErrorCodes(doc: OpenApiDocument, issues: IssueList): ErrorCodesModel | undefined {
  const candidates = Object.entries(doc.components?.schemas ?? {}).filter(
    ([name, schema]) => name.endsWith('ErrorCode') && schema['x-error-codes'] !== undefined,
  );
  if (candidates.length === 0) return undefined;
  if (candidates.length > 1) {
    issues.add(
      'sdk/error-codes',
      `only one *ErrorCode schema may carry x-error-codes (found ${candidates.map(([n]) => n).join(', ')})`,
      ['components', 'schemas'],
    );
    return undefined;
  }
  const [schemaName, schema] = candidates[0] as (typeof candidates)[number];
  const at = ['components', 'schemas', schemaName];
  const enumValues = schema.enum;
  if (!Array.isArray(enumValues) || !enumValues.every((v): v is string => typeof v === 'string')) {
    issues.add('sdk/error-codes', `${schemaName} must be a string enum of the codes`, at);
    return undefined;
  }
  const table = schema['x-error-codes'];
  if (typeof table !== 'object' || table === null || Array.isArray(table)) {
    issues.add('sdk/error-codes', 'x-error-codes must map each code to {property, description}', [
      ...at,
      'x-error-codes',
    ]);
    return undefined;
  }
  const codes: ErrorCodeModel[] = [];
  for (const [code, entry] of Object.entries(table as Record<string, unknown>)) {
    const e = entry as { property?: unknown; description?: unknown } | null;
    if (!enumValues.includes(code)) {
      issues.add('sdk/error-codes', `x-error-codes describes "${code}", which is not in the enum`, [
        ...at,
        'x-error-codes',
        code,
      ]);
      continue;
    }
    const properties = propertiesOf(e?.property);
    if (typeof e !== 'object' || e === null || typeof e.description !== 'string' || properties === undefined) {
      issues.add(
        'sdk/error-codes',
        `x-error-codes "${code}" needs a string description and a property that is a string, a list of strings or null`,
        [...at, 'x-error-codes', code],
      );
      continue;
    }
    codes.push({
      code: specText(code),
      properties: properties.map((p) => specText(p)),
      description: specText(e.description),
    });
  }
  for (const code of enumValues) {
    if (!codes.some((c) => c.code.text === code) && Object.hasOwn(table, code) === false) {
      issues.add('sdk/error-codes', `code "${code}" has no x-error-codes entry`, [...at, 'enum']);
    }
  }
  return { schemaName: specText(schemaName), constName: `${lowerFirst(schemaTypeName(schemaName))}s`, codes };
}

function propertiesOf(value: unknown): string[] | undefined {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.length > 0 && value.every((v): v is string => typeof v === 'string'))
    return [...value];
  return undefined;
}

/** Every code an operation lists must be one the ErrorCode schema describes. */
export function checkOperationErrorCodes(
  operations: readonly OperationModel[],
  model: ErrorCodesModel | undefined,
  issues: IssueList,
): void {
  for (const op of operations) {
    for (const code of op.errorCodes) {
      const at = ['paths', op.path.text, op.method, 'x-error-codes'];
      if (model === undefined) {
        issues.add(
          'sdk/error-codes',
          `x-error-codes lists ${code.quoted} but no *ErrorCode schema carries x-error-codes`,
          at,
          op.id.text,
        );
      } else if (!model.codes.some((c) => c.code.text === code.text)) {
        issues.add(
          'sdk/error-codes',
          `x-error-codes lists ${code.quoted}, which ${model.schemaName.text} does not describe`,
          at,
          op.id.text,
        );
      }
    }
  }
}
