/**
 * The consumer files figure 3 type-checks: one calls every operation through our generated client, the other
 * the same operations through plain openapi-fetch on openapi-typescript's output. Both are written from the
 * generator's model of the spec, with the spec's own examples as argument literals (so the checker compares
 * object literals against the request types, as in an application), and a typed placeholder where the spec
 * gives no example.
 */
import path from 'node:path';
import { loadSpec } from '../../generator/load/load-spec.js';
import { buildApiModel } from '../../generator/model/model-api.js';
import type { ApiModel, OperationModel, ParamModel } from '../../generator/model/model.js';
import type { BenchDocument } from './documents.js';
import { ROOT } from './work.js';

export async function modelOf(doc: BenchDocument): Promise<ApiModel> {
  const pascal = doc.name.replace(/(^|-)([a-z])/g, (_m, _d: string, c: string) => c.toUpperCase());
  return buildApiModel(await loadSpec(ROOT, path.relative(ROOT, doc.file)), {
    name: doc.name,
    spec: path.relative(ROOT, doc.file),
    factory: `create${pascal}Client`,
  });
}

const literal = (value: unknown): string => JSON.stringify(value, null, 2).replace(/\n/g, '\n    ');

/** The spec's example, else a value of the argument's type, spelled so that either side accepts it. */
function paramValue(p: ParamModel): string {
  if (p.example !== undefined) return literal(p.example);
  return p.tsType.includes('number') ? '1' : p.tsType.includes('boolean') ? 'true' : `'x'`;
}

function queryObject(op: OperationModel, key: (p: ParamModel) => string): string | undefined {
  const given = op.queryParams.filter((p) => p.required || p.example !== undefined);
  if (given.length === 0) return undefined;
  return `{ ${given.map((p) => `${JSON.stringify(key(p))}: ${paramValue(p)}`).join(', ')} }`;
}

/** The client options: every server variable at its default, and a token of one's own. */
function clientOptions(model: ApiModel): string {
  return `{ ${model.variables.map((v) => `${v.optionName}: ${JSON.stringify(v.default.text || 'x')}`).join(', ')}, accessToken: 'token' }`;
}

export interface OursApi {
  readonly model: ApiModel;
  /** Module specifier of the generated package (`@platform-sdk/mail`). */
  readonly importFrom: string;
}

export function oursConsumer(apis: readonly OursApi[]): string {
  const lines = ['// Calls every operation through the generated clients.'];
  apis.forEach(({ model, importFrom }, i) =>
    lines.push(
      `import { ${model.names.factory} } from '${importFrom}';`,
      `const client${i} = ${model.names.factory}(${clientOptions(model)});`,
    ),
  );
  lines.push('', 'export async function callEverything(): Promise<unknown[]> {', '  const results: unknown[] = [];');
  apis.forEach(({ model }, i) => {
    for (const op of model.operations) {
      const args = op.pathParams.map(paramValue);
      if (op.request !== undefined) {
        args.push(
          op.request.example !== undefined
            ? literal(op.request.example)
            : `undefined as unknown as Parameters<typeof client${i}.${op.methodName}>[${args.length}]`,
        );
      }
      if (op.names.query !== undefined) {
        const query = queryObject(op, (p) => p.argName);
        if (query !== undefined) args.push(query);
      }
      const call = `client${i}.${op.methodName}(${args.join(', ')})`;
      lines.push(`  results.push(await ${op.response.kind === 'csv' ? `${call}.rows()` : call});`);
    }
  });
  lines.push('  return results;', '}', '');
  return lines.join('\n');
}

export interface RawApi {
  readonly model: ApiModel;
  /** Module specifier of openapi-typescript's output (`./mail.js`). */
  readonly schemaFrom: string;
}

export function rawConsumer(apis: readonly RawApi[]): string {
  const lines = [
    '// Calls every operation through openapi-fetch on the types openapi-typescript wrote.',
    "import createClient from 'openapi-fetch';",
  ];
  apis.forEach(({ model, schemaFrom }, i) =>
    lines.push(
      `import type { paths as Paths${i} } from '${schemaFrom}';`,
      `const client${i} = createClient<Paths${i}>({ baseUrl: 'https://api.example.com', headers: { Authorization: 'Bearer token' } });`,
    ),
  );
  lines.push('', 'export async function callEverything(): Promise<unknown[]> {', '  const results: unknown[] = [];');
  apis.forEach(({ model }, i) => {
    for (const op of model.operations) {
      const init: string[] = [];
      const params: string[] = [];
      if (op.pathParams.length > 0)
        params.push(
          `path: { ${op.pathParams.map((p) => `${JSON.stringify(p.name.text)}: ${paramValue(p)}`).join(', ')} }`,
        );
      const query = queryObject(op, (p) => p.name.text);
      if (query !== undefined) params.push(`query: ${query}`);
      if (params.length > 0) init.push(`params: { ${params.join(', ')} }`);
      if (op.request !== undefined) {
        const body = op.request.example !== undefined ? literal(op.request.example) : 'undefined as never';
        init.push(`body: ${body}`);
        if (op.request.kind === 'csv')
          init.push(
            'bodySerializer: (body: string) => body',
            `headers: { 'Content-Type': ${JSON.stringify(op.request.mediaType.text)} }`,
          );
      }
      if (op.response.kind === 'csv') init.push("parseAs: 'text'");
      const method = op.method.toUpperCase();
      lines.push(
        `  results.push((await client${i}.${method}(${JSON.stringify(op.path.text)}${init.length > 0 ? `, { ${init.join(', ')} }` : ''})).data);`,
      );
    }
  });
  lines.push('  return results;', '}', '');
  return lines.join('\n');
}

/** The tsconfig every consumer is checked with (ours in both forms, openapi-fetch's): the project's own strictness. */
export const CONSUMER_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    verbatimModuleSyntax: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
  },
  files: ['consumer.ts'],
};
