/**
 * Builds the whole model of one API from a loaded spec and checks it; all problems found are reported together.
 * Every package is made from this model: a client of one method per operation as it is, the records package
 * through its transform (records/records-transform.ts), which groups the operations by API definition.
 */
import { IssueList } from './errors.js';
import { modelItemTypes } from './model-item-types.js';
import type { LoadedSpec } from '../load/spec-data.js';
import type { ApiModel, OperationModel } from './model.js';
import { checkOperationErrorCodes, modelErrorCodes } from './model-errors.js';
import { apiNames, checkNames, modelSchemaNames } from './model-names.js';
import { checkDocument } from './model-document.js';
import { modelOperations, sortedScopes } from './model-operations.js';
import { modelRateLimit } from './model-rate-limit.js';
import { modelServer } from './model-server.js';
import { pascalCase } from './names.js';
import type { PackageSpec } from '../packages.js';
import { specText } from '../text/spec-text.js';
import { deref, HTTP_METHODS, type OpenApiDocument } from './openapi.js';
import { schemeOf, securityNeedsOf } from './model-security.js';

/**
 * `checked`: the document has passed checkDocument already (the records layout, which rebases the document before
 * it is modelled, needs a checked one), so it is not walked twice.
 */
export function buildApiModel(
  spec: Pick<LoadedSpec, 'document' | 'specPath' | 'locate'>,
  pkg: PackageSpec,
  { checked = false }: { readonly checked?: boolean } = {},
): ApiModel {
  const doc = spec.document;
  // The records package has no method per operation, no error codes and no schema aliases: the names and codes of
  // such a client are not checked for it (its transform claims the names it declares), and an account without
  // API definitions has no operations.
  const methods = pkg.records === undefined;
  const issues = new IssueList(spec.specPath, spec.locate);
  issues.leaveOut = methods;
  // Everything below may rely on well-formed strings, finite numbers, resolvable $refs and acyclic allOf.
  if (!checked) checkDocument(doc, issues);
  issues.throwIfAny();
  const server = modelServer(doc, issues);
  const operations = modelOperations(doc, issues);
  const errorCodes = methods ? modelErrorCodes(doc, issues) : undefined;
  if (methods) checkOperationErrorCodes(operations, errorCodes, issues);
  const names = apiNames(pascalCase(pkg.name), pkg.factory);
  const schemas = methods ? modelSchemaNames(doc, names, operations) : [];
  const rateLimit = modelRateLimit(doc, issues);
  const itemTypes = methods ? modelItemTypes(doc, issues) : undefined;
  const variables = server?.variables ?? [];
  if (methods) checkNames({ names, variables, schemas, errorCodes, operations }, issues);
  if (methods && operations.length === 0 && Object.keys(doc.paths ?? {}).length === 0)
    issues.warn('sdk/operations', 'the spec has no operations: the package holds its types only', ['paths']);
  issues.throwIfAny();
  return {
    pkg,
    specPath: spec.specPath,
    document: doc,
    title: specText(doc.info.title),
    description: specText(doc.info.description ?? doc.info.summary),
    summary: specText(doc.info.summary ?? doc.info.description),
    apiVersion: specText(String(doc.info.version)),
    serverUrl: server?.url ?? specText(''),
    variables,
    operations,
    schemas,
    errorCodes,
    scopes: sortedScopes(operations.flatMap((o) => o.scopes.map((s) => s.text))),
    rateLimit,
    itemTypes,
    names,
    // No token is required of the client when no operation asks for one, or when one can be called with API keys
    // or basic credentials alone (then a call that needs a token and has none says so).
    authentication:
      operations.some((o) => o.authenticated) && !operations.some((o) => o.security !== undefined && !o.authenticated)
        ? undefined
        : 'none',
    ...securitySchemesOf(doc, operations),
    securityNeeds: securityNeedsOf(doc, operations),
    warnings: issues.warnings,
    // A path item may be a `$ref` to another, as the operations are read.
    operationTotal: Object.values(doc.paths ?? {}).reduce(
      (n, item) =>
        n +
        Object.keys(deref(doc, item ?? {}) ?? {}).filter((key) => (HTTP_METHODS as readonly string[]).includes(key))
          .length,
      0,
    ),
  };
}

/** The schemes the operations' `security` names, in name order; nothing for a document without them. */
function securitySchemesOf(
  doc: OpenApiDocument,
  operations: readonly OperationModel[],
): Pick<ApiModel, 'securitySchemes'> {
  const names = [...new Set(operations.flatMap((o) => (o.security ?? []).flat().map((n) => n.text)))].sort();
  if (!operations.some((o) => o.security !== undefined)) return {};
  const securitySchemes = names.flatMap((name) => {
    const scheme = schemeOf(doc, name);
    return typeof scheme === 'string' ? [] : [{ name: specText(name), scheme }];
  });
  return { securitySchemes };
}
