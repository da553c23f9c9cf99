/**
 * The code samples of the HTTP references: for each operation the call of the generated TypeScript client and
 * the same request with curl, made from the generator's model, so they name the methods, arguments and
 * examples the clients have. An API package's calls are the generator's own method examples (`exampleCall`,
 * the ones its doc comments show); a records package's are those of the definition's namespace. The samples are
 * type-checked against the generated packages by the site's tests.
 */
import { NPM_SCOPE } from '../generator/packages.js';
import { exampleBody, exampleCall, factoryExample } from '../generator/emit/client-docs.js';
import { sampleFromSchema, tsValue } from '../generator/emit/examples.js';
import type { ApiModel, OperationModel } from '../generator/model/model.js';
import type { Json } from '../generator/model/openapi.js';
import type { DefinitionModel, RecordsModel } from '../generator/records/model-records.js';

/** The samples of one operation, and the client method they call. */
export interface OperationSamples {
  readonly typescript: string;
  readonly curl: string;
  /** The method in the TypeScript reference: `<package>.<Interface>.<method>` (links.ts `api:` form). */
  readonly method: string;
  /** The request as the reference names it: `POST /deliveries`. */
  readonly request: string;
}

/** A shell word in single quotes. */
function shellQuoted(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** An environment variable name for a client option (`accountCode` -> `ACCOUNT_CODE`). */
function envName(option: string): string {
  return option.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

/**
 * The request with curl: the server's address with its defaults (a variable without one from the environment),
 * the path with its examples, the query parameters the TypeScript call gives, a bearer token and the body.
 */
function curlSample(
  server: Pick<ApiModel, 'serverUrl' | 'variables'>,
  op: OperationModel,
  body: Json | undefined,
): string {
  let base = server.serverUrl.text;
  for (const v of server.variables)
    base = base.split(`{${v.name.text}}`).join(v.default.text === '' ? `\${${envName(v.optionName)}}` : v.default.text);
  let route = op.path.text;
  for (const p of op.pathParams)
    route = route.split(`{${p.name.text}}`).join(encodeURIComponent(String(p.example ?? 1)));
  const query = op.queryParams
    .filter((p) => p.example !== undefined || p.required)
    .map((p) => `${encodeURIComponent(p.name.text)}=${encodeURIComponent(String(p.example ?? 'value'))}`);
  const url = `${base}${route}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  const lines = [`curl -X ${op.method.toUpperCase()} "${url}"`, `-H "Authorization: Bearer $ACCESS_TOKEN"`];
  if (op.request?.kind === 'csv') {
    lines.push(`-H ${shellQuoted(`Content-Type: ${op.request.mediaType.text}`)}`, '--data-binary @list.csv');
  } else if (op.request !== undefined && body !== undefined) {
    lines.push(
      `-H ${shellQuoted(`Content-Type: ${op.request.mediaType.text}`)}`,
      `-d ${shellQuoted(JSON.stringify(body, null, 2))}`,
    );
  }
  return lines.join(' \\\n  ');
}

function typescriptSample(pkg: string, factory: string, setup: string, call: string): string {
  return `import { ${factory} } from '${NPM_SCOPE}/${pkg}';\n\n${setup}\n\n${call}`;
}

/** The samples of every operation of an API package, by operationId. */
export function apiSamples(model: ApiModel): Map<string, OperationSamples> {
  const setup = factoryExample(model);
  const iface = model.names.client;
  return new Map(
    model.operations.map((op) => [
      op.id.text,
      {
        typescript: typescriptSample(model.pkg.name, model.names.factory, setup, exampleCall(model, op)),
        // The wire needs what the client fills in (a `count`), so curl sends the spec's own example.
        curl: curlSample(model, op, op.request?.example ?? exampleBody(model, op)),
        method: `${model.pkg.name}.${iface}.${op.methodName}`,
        request: `${op.method.toUpperCase()} ${op.path.text}`,
      },
    ]),
  );
}

/**
 * A create body of a definition: its required writable properties and its first text property. An int64 (an
 * id of another record) is written as a decimal string, as the service reads every digit of it.
 */
function createBody(definition: DefinitionModel): Record<string, Json> {
  const body: Record<string, Json> = {};
  const writable = definition.properties.filter((p) => !p.readOnly && p.name.text !== 'id' && p.select === undefined);
  const text = writable.find((p) => p.schema.type === 'string' && p.schema.format === undefined && !p.int64);
  const none = { openapi: '3.0.1', info: { title: '', version: '' }, paths: {} };
  for (const p of writable) {
    if (!p.required && p !== text) continue;
    body[p.name.text] = p === text ? 'text' : p.int64 ? '1' : sampleFromSchema(none, p.schema);
  }
  return body;
}

/** The samples of every record operation of a records package, by operationId. */
export function recordsSamples(model: RecordsModel): Map<string, OperationSamples> {
  const setup = factoryExample(model, 'db');
  const samples = new Map<string, OperationSamples>();
  for (const definition of model.definitions) {
    const ns = /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(definition.namespace.text)
      ? `db.${definition.namespace.text}`
      : `db[${tsValue(definition.namespace.text)}]`;
    const body = createBody(definition);
    const text = tsValue(body);
    const calls: Record<string, [OperationModel | undefined, string, Json | undefined]> = {
      create: [definition.operations.create, `const created = await ${ns}.create(${text});`, body],
      query: [definition.operations.query, `const page = await ${ns}.query({ limit: 10 });`, { limit: 10 }],
      count: [definition.operations.count, `const count = await ${ns}.count({});`, {}],
      get: [definition.operations.get, `const record = await ${ns}.get('1');`, undefined],
      patch: [definition.operations.patch, `const patched = await ${ns}.patch('1', ${text});`, body],
      delete: [definition.operations.delete, `await ${ns}.delete('1');`, undefined],
    };
    const password = definition.properties.find((p) => p.passwordHash);
    if (password !== undefined) {
      const check = { propertyName: password.name.text, value: 'secret' };
      calls['authenticate'] = [
        definition.operations.authenticate,
        `const { result } = await ${ns}.authenticate('1', ${tsValue(check)});`,
        check,
      ];
    }
    for (const [method, [op, call, wire]] of Object.entries(calls)) {
      if (op === undefined) continue;
      samples.set(op.id.text, {
        typescript: typescriptSample(model.pkg.name, model.names.factory, setup, call),
        curl: curlSample(model, op, op.request === undefined ? undefined : wire),
        method: `${model.pkg.name}.${definition.names.namespace}.${method}`,
        request: `${op.method.toUpperCase()} ${op.path.text}`,
      });
    }
  }
  return samples;
}

/** Where, in a reference page as build-docs writes it, the page of a method goes (`withMethodLinks`). */
const METHOD_LINK = '../api/method-of/';

interface SampledOperation {
  description?: string;
  'x-codeSamples'?: { lang: string; label: string; source: string }[];
}

/**
 * The document Redoc renders with each sampled operation's TypeScript call and curl (`x-codeSamples`, which
 * Redoc shows beside the operation) and a line leading to the method in the TypeScript reference. TypeDoc is
 * still converting while build-docs renders, so that line links a placeholder that `withMethodLinks` replaces.
 */
export function withSamples(document: object, samples: ReadonlyMap<string, OperationSamples>): void {
  const paths = (document as { paths?: Record<string, Record<string, SampledOperation | undefined>> }).paths ?? {};
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      const id = (operation as { operationId?: unknown } | undefined)?.operationId;
      const sample = typeof id === 'string' ? samples.get(id) : undefined;
      if (operation === undefined || sample === undefined) continue;
      operation['x-codeSamples'] = [
        { lang: 'TypeScript', label: 'TypeScript', source: sample.typescript },
        { lang: 'curl', label: 'curl', source: sample.curl },
      ];
      const [, ...names] = sample.method.split('.');
      const line = `**TypeScript**: [\`${names.join('.')}\`](${METHOD_LINK}${sample.method})`;
      operation.description = operation.description === undefined ? line : `${line}\n\n${operation.description}`;
    }
  }
}

/**
 * A reference page with the placeholders of `withSamples` pointing at the methods' pages: `url` gives the page
 * of a method from the page's folder, and throws when the TypeScript reference has none.
 */
export function withMethodLinks(html: string, url: (method: string) => string): string {
  const pattern = new RegExp(`${METHOD_LINK.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([\\w$.]+)`, 'g');
  return html.replace(pattern, (_, method: string) => url(method));
}
