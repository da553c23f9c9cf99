/**
 * Load stage: reads one spec, checks that it is valid OpenAPI, and bundles it into a single document with
 * internal `$ref`s only. A spec that is not valid stops generation with the file, line, column and rule of every
 * problem. Also hashes every input file for the record of the run. What it returns is spec-data.ts's.
 *
 * Validity only, whose ever the spec is: Redocly's `spec` ruleset (the document's structure, resolvable `$ref`s,
 * declared path parameters, unique operationIds, defined server variables...), with a config of its own. House
 * style (descriptions, summaries, 4XX answers, licenses) is `npm run lint`'s business for our own specs
 * (redocly.yaml); a fetched records snapshot or a document given to `--spec` is not ours to style. What the
 * generator itself needs of a document is checked by the model, with rules of its own (`sdk/...`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  bundle,
  createConfig,
  lint,
  Source,
  type Config,
  type Document,
  type NormalizedProblem,
} from '@redocly/openapi-core';
import { bundlesToItself, configBundlesAsIs } from './bundles-to-itself.js';
import { GeneratorError, type SpecIssue } from '../model/errors.js';
import { JsonResolver } from './json-resolver.js';
import { sha256, toPosix } from './hash.js';
import type { OpenApiDocument } from '../model/openapi.js';
import { withLocator, type LoadedSpec, type SpecData } from './spec-data.js';
import { locate } from './locate.js';
import { isSchemaNameMapping } from './schema-name-mappings.js';
import { notOpenApi3 } from './openapi-version.js';

export { sha256, toPosix };

let validityConfig: Promise<Config> | undefined;

/**
 * The rules every spec the generator reads must pass: OpenAPI conformance, Redocly's `spec` ruleset, read as
 * leniently as the peers read documents. `nullable` without `type` is what OpenAPI 3.0 allows (its own schema
 * accepts it) and the properties beside a `$ref` are ignored, as 3.0 says; duplicate operationIds get names of
 * their own (model/model-names.ts), an operation whose path parameters do not match its path is left out
 * (model-operations.ts) and a `$ref` where OpenAPI allows none is resolved by bundling as the peers do, so these
 * are warnings, not reasons to refuse the whole document.
 */
export function validityRules(): Promise<Config> {
  validityConfig ??= createConfig({
    extends: ['spec'],
    rules: {
      'nullable-type-sibling': 'off',
      'spec-ref-siblings': 'off',
      // A `$ref` where OpenAPI allows none (an operation kept in a file of its own): bundling resolves it.
      'spec-strict-refs': 'warn',
      // Two paths that differ only in a parameter's name (a server's routing question): the client calls each.
      'no-identical-paths': 'warn',
      'operation-operationId-unique': 'warn',
      'path-parameters-defined': 'off',
      'operation-parameters-unique': 'warn',
      'no-duplicated-tag-names': 'warn',
      'no-example-value-and-externalValue': 'warn',
      'spec-components-invalid-map-name': 'warn',
      // A query string written into a path (`/services?mobile=1`): sent as written (model-operations.ts).
      'path-not-include-query': 'warn',
    },
  });
  return validityConfig;
}

/** Fields whose absence the generator reads as "none": an answer without description, an operation without answers. */
const OPTIONAL_IN_PRACTICE = /^The field `(description|responses|paths)` must be present on this level\.$/;

/**
 * Structure problems the peers accept and the generator can read without guessing, made warnings: a property
 * OpenAPI does not define (ignored, as any tool ignores it; `nullable` in a 3.1 document is one), a missing
 * description, answer list or path list, an `info.version` written as a number, a 3.0 `exclusiveMinimum: true` (or
 * maximum) in a 3.1 document, whose bound the client does not check, and an `x-` key among the webhooks.
 */
export function isLenientProblem(problem: NormalizedProblem): boolean {
  if (problem.ruleId !== 'struct') return false;
  if (/^Property `[^`]*` is not expected here\.$/.test(problem.message)) return true;
  if (OPTIONAL_IN_PRACTICE.test(problem.message)) return true;
  const pointer = problem.location[0]?.pointer ?? '';
  if (pointer.endsWith('/required') && problem.message === 'Expected type `array` but got `boolean`.') return true;
  if (/\/exclusive(Minimum|Maximum)$/.test(pointer) && problem.message === 'Expected type `number` but got `boolean`.')
    return true;
  // An extension among the webhooks (3.1 `webhooks`, or the `x-webhooks` Redocly reads in 3.0), where their map
  // allows none: the client never reads webhooks.
  if (/^#\/(x-)?webhooks\/x-[^/]*$/.test(pointer)) return true;
  return (
    pointer.endsWith('/info/version') && /^Expected type `string` but got `(integer|number)`\.$/.test(problem.message)
  );
}

/** Why a problem of the validity rules stops generation, after Redocly's own words. */
const NOT_VALID = ' (not valid OpenAPI: the generator reads what a valid document means, which this leaves open)';

function problemToIssue(problem: NormalizedProblem, root: string, specPath: string): SpecIssue {
  const message = `${problem.message}${NOT_VALID}`;
  const first = problem.location[0];
  if (first === undefined) return { spec: specPath, rule: problem.ruleId, message };
  const { line, col } = locate(first.source, first.pointer ?? '#/', first.reportOnKey === true);
  const file = toPosix(path.relative(root, first.source.absoluteRef));
  return { spec: file, rule: problem.ruleId, message, line, col };
}

/**
 * Issues for a linter that stopped with an exception instead of reporting problems. A YAML syntax error names
 * its line and column; the linter also stops on a key that replaces a method it calls on objects (Redocly calls
 * `obj.hasOwnProperty(...)`), so such keys are pointed at. The YAML parser that finds them is loaded here, on
 * this path only: a run that lints its spec never needs it.
 */
async function lintCrashIssues(error: unknown, text: string, specPath: string): Promise<SpecIssue[]> {
  const message = error instanceof Error ? (error.message.split('\n')[0] ?? 'parse error') : String(error);
  const at = /\((\d+):(\d+)\)$/.exec(message);
  if (at !== null) {
    const reason = message.replace(/ in "[^"]*" \(\d+:\d+\)$/, '');
    return [{ spec: specPath, rule: 'sdk/spec-parse', message: reason, line: Number(at[1]), col: Number(at[2]) }];
  }
  const member = /\b(\w+) is not a function/.exec(message)?.[1];
  const { LineCounter, isScalar, parseDocument, visit } = await import('yaml');
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false });
  const keys: SpecIssue[] = [];
  if (member !== undefined && member in Object.prototype) {
    visit(doc, {
      Pair(_key, pair) {
        if (isScalar(pair.key) && pair.key.value === member && pair.key.range) {
          const pos = lineCounter.linePos(pair.key.range[0]);
          keys.push({
            spec: specPath,
            rule: 'sdk/spec-parse',
            message: `the linter stopped (${message}), probably at this key named ${JSON.stringify(member)}: rename it`,
            line: pos.line,
            col: pos.col,
          });
        }
      },
    });
  }
  return keys.length > 0 ? keys : [{ spec: specPath, rule: 'sdk/spec-parse', message }];
}

/**
 * Checks and bundles one spec: the data the model is built from. `texts` gives files by their path from the root
 * (`/` separated) in place of the files there: the spec, or a file it refers to.
 */
export async function readSpec(
  root: string,
  specPath: string,
  texts: ReadonlyMap<string, string> = new Map(),
): Promise<SpecData> {
  const absSpec = path.resolve(root, specPath);
  const relSpec = toPosix(path.relative(root, absSpec));
  const given = texts.get(relSpec);
  let bytes: Buffer;
  try {
    bytes = given === undefined ? await readFile(absSpec) : Buffer.from(given, 'utf8');
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    throw new GeneratorError([
      { spec: relSpec, rule: 'sdk/spec-missing', message: `cannot read the spec (${reason})` },
    ]);
  }
  const text = bytes.toString('utf8');
  const config = await validityRules();

  // One resolver for lint and bundle: it keeps every file it parsed, so bundle reuses the linted documents instead
  // of reading and parsing the spec again (a quarter of a second on the 1 MB records document). Lint does not
  // change the parsed documents; bundle, which does, comes last.
  const byAbsolutePath = new Map([...texts].map(([file, body]) => [path.resolve(root, file), body]));
  const externalRefResolver = new JsonResolver(config.resolve, byAbsolutePath);
  // The root document as the linter reads it (the resolver keeps it): its Source is the one the problems are located
  // in, so the model's own issues are located in the same parse of the text.
  let linted: Document | Error;
  try {
    linted = await externalRefResolver.resolveDocument(null, absSpec, true);
  } catch (error) {
    throw new GeneratorError(await lintCrashIssues(error, text, relSpec));
  }
  const other = linted instanceof Error ? undefined : notOpenApi3(linted.parsed, linted.source, relSpec);
  if (other !== undefined) throw new GeneratorError([other]);
  let problems: NormalizedProblem[];
  try {
    problems = await lint({ ref: absSpec, config, externalRefResolver });
  } catch (error) {
    throw new GeneratorError(await lintCrashIssues(error, text, relSpec));
  }
  const rootDocument = { absoluteRef: absSpec, parsed: linted instanceof Error ? undefined : linted.parsed };
  const live = problems
    .filter((p) => p.ignored !== true && !isSchemaNameMapping(p, rootDocument))
    .map((p) => (p.severity === 'error' && isLenientProblem(p) ? { ...p, severity: 'warn' as const } : p));
  const errors = live.filter((p) => p.severity === 'error').map((p) => problemToIssue(p, root, relSpec));
  if (errors.length > 0) throw new GeneratorError(errors);
  const warnings = live
    .filter((p) => p.severity === 'warn')
    .map((p) => {
      const issue = { ...problemToIssue(p, root, relSpec), message: p.message };
      return `${issue.spec}:${issue.line ?? 1}:${issue.col ?? 1} [${issue.rule}] warning: ${issue.message}`;
    });

  const source = linted instanceof Error ? new Source(absSpec, text) : linted.source;
  const { document, others } = await bundled(root, absSpec, relSpec, config, externalRefResolver, linted);
  const inputs = [{ path: relSpec, sha256: sha256(bytes) }];
  for (const dep of others) {
    const file = toPosix(path.relative(root, dep));
    const body = texts.get(file);
    inputs.push({ path: file, sha256: sha256(body === undefined ? await readFile(dep) : Buffer.from(body, 'utf8')) });
  }
  return { specPath: relSpec, document, inputs, warnings, source };
}

/**
 * The linted spec (`linted`, the root document as the linter read it) as one document, and the other files it was
 * made of (absolute, sorted). A document that refers to nothing outside itself is its own bundle
 * (bundles-to-itself.ts): it is used as linted.
 */
async function bundled(
  root: string,
  absSpec: string,
  relSpec: string,
  config: Config,
  externalRefResolver: JsonResolver,
  linted: Document | Error,
): Promise<{ document: OpenApiDocument; others: string[] }> {
  if (!(linted instanceof Error) && configBundlesAsIs(config) && bundlesToItself(linted.parsed)) {
    return { document: linted.parsed as OpenApiDocument, others: [] };
  }
  const result = await bundle({
    ref: absSpec,
    config,
    externalRefResolver,
    dereference: false,
    removeUnusedComponents: false,
  });
  const errors = result.problems.filter((p) => p.severity === 'error' && p.ignored !== true);
  if (errors.length > 0) throw new GeneratorError(errors.map((p) => problemToIssue(p, root, relSpec)));
  const others = [...result.fileDependencies]
    .map((dep) => path.resolve(dep))
    .filter((dep) => dep !== absSpec)
    .sort();
  return { document: result.bundle.parsed as OpenApiDocument, others };
}

/** Checks and bundles one spec in this thread, with the locator the model's checks report positions with. */
export async function loadSpec(
  root: string,
  specPath: string,
  texts?: ReadonlyMap<string, string>,
): Promise<LoadedSpec> {
  return withLocator(await readSpec(root, specPath, texts));
}
