/** Shared setup of the generator tests: the project root, fixture packages, and in-memory specs. */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { GeneratorError } from '../../generator/model/errors.js';
import { createShared, generatePackage } from '../../generator/generate.js';
import { Source } from '@redocly/openapi-core';
import { makeLocator, type LoadedSpec } from '../../generator/load/spec-data.js';
import { buildApiModel } from '../../generator/model/model-api.js';
import type { ApiModel } from '../../generator/model/model.js';
import type { OpenApiDocument } from '../../generator/model/openapi.js';
import { packages, type PackageSpec } from '../../generator/packages.js';
import { SpecText } from '../../generator/text/spec-text.js';
import { loadSpec } from '../../generator/load/load-spec.js';

import { ROOT } from '../root.js';

export { ROOT };

export interface CommandResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * `npm run generate -- <args>` of the checkout at `root`, started from the folder `from` (where relative paths
 * of the command line start), as a process; its exit code and output.
 */
export function runGenerate(root: string, from: string, ...args: string[]): Promise<CommandResult> {
  const [command, ...commandArgs] = generateCommand(root, ...args);
  return promisify(execFile)(command!, commandArgs, { cwd: root, env: { ...process.env, INIT_CWD: from } }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: CommandResult) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

/**
 * The command `npm run generate -- <args>` runs in the checkout at `root`, without npm: the `generate` script
 * of its package.json (`node [flags] <file>`) with Node's own path and the file made absolute.
 */
export function generateCommand(root: string, ...args: string[]): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [node, ...words] = (pkg.scripts['generate'] ?? '').trim().split(/\s+/);
  const file = words.findIndex((word) => !word.startsWith('-'));
  if (node !== 'node' || file < 0) throw new Error(`the generate script is not "node [flags] <file>"`);
  return [process.execPath, ...words.slice(0, file), path.join(root, words[file]!), ...words.slice(file + 1), ...args];
}

/** A package row for a fixture spec under test/fixtures/<name>/spec.yaml. */
/**
 * The generated packages whose client has one method per operation (mail, database). The records package's client
 * is a namespace per API definition, built from definition modules; its docs are tested with its types.
 */
export const operationPackages = packages.filter((pkg) => pkg.records === undefined);

export function fixturePackage(name: string): PackageSpec {
  const pascal = name.replace(/(^|-)([a-z])/g, (_m, _d: string, c: string) => c.toUpperCase());
  // As `npm run generate -- --spec test/fixtures/<name>/spec.yaml --name <name>` makes it (the fixtures' out/).
  return { name, spec: `test/fixtures/${name}/spec.yaml`, factory: `create${pascal}Client`, standalone: true };
}

export async function fixtureModel(name: string): Promise<ApiModel> {
  const pkg = fixturePackage(name);
  return buildApiModel(await loadSpec(ROOT, pkg.spec), pkg);
}

export async function fixtureFiles(name: string): Promise<Map<string, string>> {
  const shared = await createShared(ROOT);
  return (await generatePackage(shared, fixturePackage(name))).files;
}

/** A LoadedSpec straight from YAML or an object, without lint: for model rules the linter does not cover. */
export function specFrom(source: string | object, specPath = 'inline.yaml'): LoadedSpec {
  const text = typeof source === 'string' ? source : JSON.stringify(source, null, 2);
  const document = (typeof source === 'string' ? parse(source) : structuredClone(source)) as OpenApiDocument;
  return { specPath, document, inputs: [], locate: makeLocator(new Source(specPath, text)), warnings: [] };
}

export function modelFrom(source: string | object, pkg: Partial<PackageSpec> = {}): ApiModel {
  return buildApiModel(specFrom(source), { name: 'demo', spec: 'inline.yaml', factory: 'createDemoClient', ...pkg });
}

/**
 * The issues the model reports for a document, as `rule operation: message`: those that stop it, else its
 * warnings (an operation left out says so at the end of its message); empty when it builds without either.
 */
export function modelIssues(source: object): string[] {
  try {
    return modelFrom(source).warnings.map((i) => `${i.rule} ${i.operation ?? '-'}: ${i.message}`);
  } catch (error) {
    if (error instanceof GeneratorError)
      return error.issues.map((i) => `${i.rule} ${i.operation ?? '-'}: ${i.message}`);
    throw error;
  }
}

/** A minimal valid document; tests clone it and change one thing. */
export function baseDocument(): Record<string, any> {
  return {
    openapi: '3.1.0',
    info: { title: 'Demo', version: '1.0.0' },
    servers: [
      {
        url: '{base_url}/v1/{tenant}',
        variables: { base_url: { default: 'https://demo.test' }, tenant: { default: 't' } },
      },
    ],
    components: {
      securitySchemes: { oauth2: { type: 'oauth2', flows: {} }, bearerAuth: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Item: {
          type: 'object',
          required: ['items'],
          properties: {
            requestId: { type: 'string' },
            test: { type: 'boolean' },
            count: { type: 'integer', 'x-count-of': 'items' },
            items: { type: 'array', items: { type: 'string' } },
          },
        },
      },
    },
    paths: {
      '/items/{item_id}': {
        get: {
          operationId: 'getItem',
          security: [{ oauth2: ['items:read'] }, { bearerAuth: [] }],
          parameters: [{ name: 'item_id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: {
            '200': {
              description: 'OK',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
            },
          },
        },
      },
      '/items': {
        post: {
          operationId: 'createItem',
          security: [{ oauth2: ['items:write'] }],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
          },
          responses: {
            '200': {
              description: 'OK',
              'x-empty-when': { property: 'test', equals: true },
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
            },
          },
        },
      },
    },
  };
}

/** The value with every SpecText replaced by its characters, for comparing model parts with plain data. */
export function plain(value: unknown): unknown {
  if (value instanceof SpecText) return value.text;
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, plain(child)]));
}
