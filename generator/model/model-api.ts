/**
 * Builds the whole model of one API from a loaded spec and checks it; all problems found are reported together.
 */
import { IssueList } from './errors.js';
import type { LoadedSpec } from '../load/spec-data.js';
import type { ApiModel } from './model.js';
import { checkOperationErrorCodes, modelErrorCodes } from './model-errors.js';
import { apiNames, checkNames, modelSchemaNames } from './model-names.js';
import { checkDocument } from './model-document.js';
import { modelOperations, sortedScopes } from './model-operations.js';
import { modelRateLimit } from './model-rate-limit.js';
import { modelServer } from './model-server.js';
import { pascalCase } from './names.js';
import type { PackageSpec } from '../packages.js';
import { specText } from '../text/spec-text.js';

export function buildApiModel(spec: LoadedSpec, pkg: PackageSpec): ApiModel {
  const doc = spec.document;
  const issues = new IssueList(spec.specPath, spec.locate);
  // Everything below may rely on well-formed strings, finite numbers, resolvable $refs and acyclic allOf.
  checkDocument(doc, issues);
  issues.throwIfAny();
  const server = modelServer(doc, issues);
  const operations = modelOperations(doc, issues);
  const errorCodes = modelErrorCodes(doc, issues);
  checkOperationErrorCodes(operations, errorCodes, issues);
  const schemas = modelSchemaNames(doc, issues);
  const rateLimit = modelRateLimit(doc, issues);
  const names = apiNames(pascalCase(pkg.name), pkg.factory);
  const variables = server?.variables ?? [];
  checkNames({ names, variables, schemas, errorCodes, operations }, issues);
  if (Object.keys(doc.paths ?? {}).length === 0)
    issues.add('sdk/operations', 'the spec has no operations to generate', ['paths']);
  issues.throwIfAny();
  return {
    pkg,
    specPath: spec.specPath,
    document: doc,
    title: specText(doc.info.title),
    description: specText(doc.info.description ?? doc.info.summary),
    summary: specText(doc.info.summary ?? doc.info.description),
    apiVersion: specText(doc.info.version),
    serverUrl: server?.url ?? specText(''),
    variables,
    operations,
    schemas,
    errorCodes,
    scopes: sortedScopes(operations.flatMap((o) => o.scopes.map((s) => s.text))),
    rateLimit,
    names,
  };
}
