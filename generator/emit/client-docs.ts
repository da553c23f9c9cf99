/**
 * JSDoc of the generated client: per method the summary, description, scopes, the coded errors it can return
 * with their meaning, its other documented outcomes, parameters and a usage example. All spec text goes
 * through jsdoc.ts (names as `docCode` spans), so no description or name can close the comment or smuggle in a
 * tag; example code is TypeScript from examples.ts, escaped for the comment by `docExample`.
 */
import { sampleFromSchema, tsValue } from './examples.js';
import { propertyKey, tsString } from '../text/literals.js';
import { docCode, docExample, docLine, docText, paragraphs } from '../text/jsdoc.js';
import type { ApiModel, OperationModel, ParamModel } from '../model/model.js';
import { SpecText } from '../text/spec-text.js';
import { deref, type Json } from '../model/openapi.js';
import type { Signature } from './client-types.js';
import { isSafeIdentifier, words } from '../model/names.js';
import { errorCodesLine, throwsLines } from './client-errors.js';

/** Variable name the examples use for the client: the package name (`mail`). */
export function clientVar(model: Pick<ApiModel, 'names'>): string {
  return model.names.api.replace(/Api$/, '');
}

/** What the runtime's retry rule (docs/runtime-defaults.md, "Retries, per operation") means for one method. */
export function retryNote(op: Pick<OperationModel, 'method' | 'retry'>): string {
  switch (op.retry) {
    case 'safe':
    case 'read': {
      const base = 'Retried automatically on 429, 5xx, network errors and timeouts.';
      const gone =
        op.method === 'delete'
          ? ' A retry that finds it gone (404) after an attempt that may have deleted it counts as done.'
          : '';
      const unknown =
        op.method === 'get'
          ? ''
          : op.retry === 'read'
            ? ' It only reads: a failure is the last error.'
            : ' Given up after an attempt that may have been performed, the call throws `OutcomeUnknownError`.';
      return `${base}${gone}${unknown}`;
    }
    case 'requestId':
      return (
        'Retried automatically: a `requestId` is generated when the body has none and every attempt carries it, so a ' +
        'retried attempt never sends twice ' +
        "(a 409 on a retry is the earlier attempt's success, test deliveries included). Given up after an attempt " +
        'that may have been performed, the call ' +
        'throws `OutcomeUnknownError` with that `requestId`: send again with it to learn the outcome.'
      );
    case 'unsafe':
      return (
        'Retried automatically only after 429 and 503, which say nothing was done. After a failure that may have ' +
        'been performed (a connection lost or ' +
        'timed out after sending, a 500) it is not repeated, since repeating could apply it twice: the call throws ' +
        '`OutcomeUnknownError`. ' +
        '`retryUnsafe: true` repeats it anyway.'
      );
  }
}

function requestSchema(model: ApiModel, op: OperationModel) {
  const item = model.document.paths?.[op.path.text] as { $ref?: string } | undefined;
  const resolved = item === undefined ? undefined : (deref(model.document, item) as Readonly<Record<string, unknown>>);
  const rb = resolved?.[op.method] as { requestBody?: { $ref?: string } } | undefined;
  if (rb?.requestBody === undefined) return undefined;
  const body = deref(model.document, rb.requestBody) as { content?: Record<string, { schema?: { $ref?: string } }> };
  return Object.values(body.content ?? {})[0]?.schema;
}

/**
 * The example body: the spec's request example, else a sample. Left out: an `x-count-of` property (the method
 * fills it in) and, for retry class `requestId`, the `requestId` (the runtime generates a fresh one; a copied
 * fixed id would make every later send a duplicate that the service refuses).
 */
export function exampleBody(model: ApiModel, op: OperationModel): Json | undefined {
  if (op.request === undefined) return undefined;
  let value: Json | undefined = op.request.example;
  if (value === undefined)
    value =
      op.request.kind === 'csv'
        ? 'column1,column2\r\nvalue1,value2\r\n'
        : sampleFromSchema(model.document, requestSchema(model, op));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const omit = new Set<string>();
  if (op.request.countOf !== undefined) omit.add(op.request.countOf.property.text);
  if (op.retry === 'requestId') omit.add('requestId');
  return Object.fromEntries(Object.entries(value).filter(([key]) => !omit.has(key)));
}

/** The placeholder of a string path parameter without an example. */
const PLACEHOLDER_ID = 'id';

/**
 * A path argument of an example: the spec's example, else a value its type and rule take (the first of an enum, a
 * number within its bounds, `'id'`). A string whose pattern refuses `'id'` is the argument's name, with a comment line
 * naming the pattern, since the client would refuse any value made up here.
 */
function pathArgument(p: ParamModel): { readonly arg: string; readonly note?: string } {
  const value = exampleValue(p, PLACEHOLDER_ID);
  const pattern = p.rule?.pattern?.text;
  if (value !== PLACEHOLDER_ID || pattern === undefined || new RegExp(pattern, 'u').test(value))
    return { arg: tsValue(value) };
  return { arg: p.argName, note: `// ${p.argName}: a string that matches the pattern ${tsString(pattern)}` };
}

/**
 * The value of a parameter in an example: the spec's example, else the first of its enum, a number within its
 * bounds, or `placeholder`.
 */
function exampleValue(p: ParamModel, placeholder: string): Json {
  if (p.example !== undefined) return p.example;
  const [first] = p.tsType;
  if (first instanceof SpecText) return first.text;
  if (typeof first === 'number') return first;
  if (p.tsType.includes('number')) {
    const low = Math.max(1, Math.ceil(p.rule?.minimum ?? 1));
    return Math.min(low, Math.floor(p.rule?.maximum ?? low));
  }
  return placeholder;
}

/** A call of the method with example arguments, as TypeScript source lines. */
export function exampleCall(model: ApiModel, op: OperationModel): string {
  const client = clientVar(model);
  const path = op.pathParams.map(pathArgument);
  const notes = path.flatMap(({ note }) => (note === undefined ? [] : [`${note}\n`])).join('');
  return `${notes}${callLines(
    model,
    op,
    client,
    path.map(({ arg }) => arg),
  )}`;
}

function callLines(model: ApiModel, op: OperationModel, client: string, args: string[]): string {
  const body = exampleBody(model, op);
  if (body !== undefined) args.push(tsValue(body));
  const query = Object.fromEntries(
    op.queryParams
      .filter((p) => p.example !== undefined || p.required)
      .map((p): [string, Json] => [p.name.text, exampleValue(p, 'value')]),
  );
  if (Object.keys(query).length > 0) args.push(tsValue(query));
  const call = `${client}.${op.methodName}(${args.join(', ')})`;
  if (op.response.kind === 'csv') {
    const first = op.response.csvColumns?.[0]?.name.text ?? '';
    const access = isSafeIdentifier(first) ? `row.${first}` : `row[${tsValue(first)}]`;
    return `for await (const row of ${call}) {\n  console.log(${access});\n}`;
  }
  if (op.response.kind === 'empty') return `await ${call};`;
  return `const result = await ${call};`;
}

function scopeLine(op: OperationModel): string {
  if (op.scopes.length === 0) return op.bearer ? 'Needs a bearer token.' : '';
  const scopes = op.scopes.map((s) => docCode(s)).join(' or ');
  return `Needs scope ${scopes}${op.bearer ? ' (or a bearer token that carries it)' : ''}.`;
}

export function paramDocs(op: OperationModel, signature: Signature): string[] {
  const lines: string[] = [];
  for (const param of signature.params) {
    const path = op.pathParams.find((p) => p.argName === param.name);
    let text: string;
    if (path !== undefined) text = docLine(path.description) || `${docCode(path.name)} path parameter.`;
    else if (param.name === 'body') {
      text = docLine(op.request?.description) || 'Request body.';
      const countOf = op.request?.countOf;
      if (countOf !== undefined) {
        text +=
          ` ${docCode(countOf.property)} may be left out: it is filled in with the length of ` +
          `${docCode(countOf.of)} (an explicit value is sent as given).`;
      }
    } else if (param.name === 'query') {
      // Their descriptions are on the query type's properties (shown while writing the object), not repeated here.
      const names = op.queryParams.map((q) => docCode(q.name)).join(', ');
      const headers = op.queryParams.some((q) => q.style?.in === 'header' || q.style?.in === 'cookie');
      const what = headers ? 'Query, header and cookie parameters' : 'Query parameters';
      text = `${what} ({@link ${op.names.query ?? ''}}): ${names}.`;
    } else if (param.name === 'init' && op.raw !== undefined) {
      text = 'Query, body and headers as the service expects them (`RawRequest`): this operation is raw.';
    } else text = 'Per-call options: abort signal, timeout, retry overrides.';
    lines.push(`@param ${param.name} - ${text}`);
  }
  return lines;
}

/** Why an operation is raw, and what that means for the caller. */
function rawNote(op: OperationModel): string {
  if (op.raw === undefined) return '';
  const reasons = op.raw.reasons.map((r) => docLine(r)).join('; ');
  return (
    `Raw form: the client cannot call this operation type-safely (${reasons}). Give the query, body and headers ` +
    'in `init` as the service expects them; the answer is parsed by its media type and typed `unknown`.'
  );
}

export function returnsLine(op: OperationModel): string {
  if (op.raw !== undefined) {
    return '@returns The answer: parsed JSON, text, or a Blob, by the media type it comes in (`unknown`).';
  }
  const text = docLine(op.response.description);
  if (op.response.kind === 'csv') {
    const report = `The CSV report, rows typed \`${op.names.row ?? ''}\`; iterate it to stream, or await \`rows()\`.`;
    return `@returns ${report} The body is checked against Content-MD5. ${text}`.trim();
  }
  if (op.response.kind === 'empty')
    return `@returns Resolves when the service answers ${op.response.status}. ${text}`.trim();
  if (op.method === 'delete') {
    const gone = 'an earlier attempt may have deleted it, and its answer was lost';
    return `@returns ${text || 'The parsed response body.'} Undefined when a retry found it already gone: ${gone}.`;
  }
  return `@returns ${text || 'The parsed response body.'}`;
}

/**
 * The JSDoc of a method, written once on its first signature: overloads after it have none, so that an editor
 * shows this one for them too (TypeScript shows the first overload's documentation for an overload without
 * any), and each overload's case is a sentence here. The parameter names are the same in every overload.
 */
export function methodDoc(model: ApiModel, op: OperationModel, overloads: readonly Signature[]): string {
  const first = overloads[0];
  if (first === undefined) throw new Error(`${op.id.quoted} has no signature`);
  const head = paragraphs(
    docText(op.summary),
    docText(op.description),
    overloads.flatMap((s) => (s.note === undefined ? [] : [s.note])).join(' '),
    scopeLine(op),
    retryNote(op),
    errorCodesLine(model, op),
    rawNote(op),
  );
  const tags = [
    ...paramDocs(op, first),
    returnsLine(op),
    ...throwsLines(model, op),
    ...(op.deprecated ? ['@deprecated The spec marks this operation deprecated.'] : []),
    `@example\n\`\`\`ts\n${docExample(exampleCall(model, op))}\n\`\`\``,
  ];
  return `${head}\n\n${tags.join('\n')}`;
}

/**
 * The factory call users copy: server variables from the spec's defaults, and the credentials the document's
 * security takes (none, API keys or basic credentials, a token, client credentials) from the environment.
 */
export function factoryExample(
  model: Pick<ApiModel, 'variables' | 'document' | 'names'> &
    Partial<Pick<ApiModel, 'securityNeeds' | 'securitySchemes'>>,
  variable = clientVar(model),
): string {
  // A variable without a default (the account code of a records document's paths) is shown read from the
  // environment, as the credentials are.
  const lines = model.variables.map((v) =>
    v.default.text === ''
      ? `  ${v.optionName}: process.env.${words(v.optionName).join('_').toUpperCase()} ?? '',`
      : `  ${v.optionName}: ${tsValue(v.default.text)},`,
  );
  lines.push(...credentialLines(model));
  return `const ${variable} = ${model.names.factory}({\n${lines.join('\n')}\n});`;
}

/** The credential options of the factory example, as the document's security needs them. */
function credentialLines(
  model: Pick<ApiModel, 'document'> & Partial<Pick<ApiModel, 'securityNeeds' | 'securitySchemes'>>,
): string[] {
  // A model without them (a records snapshot's) takes client credentials, as the database API does.
  const needs = model.securityNeeds ?? { clientCredentials: true, token: true, keys: false, tokenUrl: undefined };
  const lines: string[] = [];
  const keys = (model.securitySchemes ?? []).filter(({ scheme }) => scheme.type !== 'token');
  if (needs.keys && keys.length > 0) {
    const entries = keys.map(({ name, scheme }) => {
      // An environment variable name of the scheme's words, whatever characters the scheme name holds.
      const named = words(name.text).join('_').toUpperCase();
      const env = /^[A-Z]/.test(named) ? named : `KEY_${named}`.replace(/_$/, '');
      const value =
        scheme.type === 'basic'
          ? `{ username: process.env.${env}_USERNAME ?? '', password: process.env.${env}_PASSWORD ?? '' }`
          : `process.env.${env} ?? ''`;
      return `    ${propertyKey(name)}: ${value},`;
    });
    lines.push('  security: {', ...entries, '  },');
  }
  if (!needs.token) return lines;
  const authUrl = needs.clientCredentials && needs.tokenUrl === undefined ? authServerOf(model.document) : undefined;
  if (needs.clientCredentials && (needs.tokenUrl !== undefined || authUrl !== undefined)) {
    lines.push(
      "  credentials: { clientKey: process.env.CLIENT_KEY ?? '', clientSecret: process.env.CLIENT_SECRET ?? '' },",
    );
    if (authUrl !== undefined) lines.push(`  authUrl: ${tsValue(authUrl)},`);
  } else if (!needs.keys) {
    lines.push("  accessToken: process.env.ACCESS_TOKEN ?? '',");
  }
  return lines;
}

/** The origin of the document's OAuth2 token URL, shown as `authUrl` where that URL is only a placeholder. */
function authServerOf(document: ApiModel['document']): string | undefined {
  const schemes = Object.values(document.components?.securitySchemes ?? {}).map((s) => deref(document, s)) as {
    type: string;
    flows?: { clientCredentials?: { tokenUrl?: string } };
  }[];
  const tokenUrl = schemes.find((s) => s.type === 'oauth2')?.flows?.clientCredentials?.tokenUrl;
  return tokenUrl !== undefined && URL.canParse(tokenUrl) ? new URL(tokenUrl).origin : undefined;
}
