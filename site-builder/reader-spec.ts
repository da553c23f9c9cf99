/**
 * The reader's copy of a spec, which the HTTP reference is rendered from: the bundled document with the
 * error-code tables written out. The specs keep codes in `x-error-codes` (one map on the `*ErrorCode` schema,
 * one list per operation), which the generator reads and Redoc does not show; here each operation's
 * description gains a table of the codes it can return, and the code schema a table of every code with the
 * operations that return it. The tables come from the generator's model, so they say what the clients say.
 * Spec text reaches the tables only through the generator's Markdown escaping (`mdText`, `mdCode`), so a code
 * or meaning can neither leave its cell nor add markup.
 */
import { mdCode, mdText } from '../generator/text/markdown.js';
import type { ApiModel, ErrorCodeModel } from '../generator/model/model.js';

/** What this module changes in the copy: descriptions, found through paths and component schemas. */
interface Described {
  description?: string;
  readonly 'x-inferred-error-codes'?: unknown;
}
export interface ReaderDocument {
  readonly paths?: Record<string, Record<string, Described | undefined> | undefined>;
  readonly components?: { readonly schemas?: Record<string, Described | undefined> };
}

function properties(code: ErrorCodeModel): string {
  return code.properties.length === 0 ? '(none)' : code.properties.map((p) => mdCode(p)).join(' or ');
}

function appendTo(description: string | undefined, section: string): string {
  return description === undefined || description.trim() === '' ? section : `${description.trimEnd()}\n\n${section}`;
}

/** A spec name looked up as an own property only (a path or schema named `constructor` is not Object's). */
function ownValue<T>(record: Readonly<Record<string, T | undefined>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

export function readerDocument(model: ApiModel): ReaderDocument {
  const doc = structuredClone(model.document) as unknown as ReaderDocument;
  const codes = model.errorCodes;
  if (codes === undefined) return doc;
  const byCode = new Map(codes.codes.map((c) => [c.code.text, c]));
  const returnedBy = new Map<string, string[]>();

  for (const op of model.operations) {
    if (op.errorCodes.length === 0) continue;
    const operation = ownValue(ownValue(doc.paths, op.path.text), op.method);
    if (operation === undefined)
      throw new Error(`${model.specPath}: operation ${op.id.quoted} is not at ${op.method} ${op.path.quoted}`);
    const listed = operation['x-inferred-error-codes'];
    const inferred = new Set(Array.isArray(listed) ? listed.map(String) : []);
    const rows = op.errorCodes.map((code) => {
      const entry = byCode.get(code.text);
      if (entry === undefined)
        throw new Error(
          `${model.specPath}: ${op.id.quoted} lists error code ${code.quoted}, which ${codes.schemaName.quoted} does not describe`,
        );
      returnedBy.set(code.text, [...(returnedBy.get(code.text) ?? []), mdCode(op.id)]);
      const mark = inferred.has(code.text) ? ' (inferred)' : '';
      return `| ${mdText(code)}${mark} | ${properties(entry)} | ${mdText(entry.description)} |`;
    });
    const note =
      inferred.size > 0
        ? '\n\n(inferred): listed by the reference for other operations only; this document expects it here too.'
        : '';
    operation.description = appendTo(
      operation.description,
      `**Error codes** of a 400 answer (\`errors[].code\`, see ${mdCode(codes.schemaName, 'text')}):\n\n| code | property | meaning |\n|---|---|---|\n${rows.join('\n')}${note}`,
    );
  }

  const schema = ownValue(doc.components?.schemas, codes.schemaName.text);
  if (schema === undefined) throw new Error(`${model.specPath}: no schema ${codes.schemaName.quoted}`);
  const rows = codes.codes.map(
    (c) =>
      `| ${mdText(c.code)} | ${properties(c)} | ${mdText(c.description)} | ${(returnedBy.get(c.code.text) ?? []).join(', ')} |`,
  );
  schema.description = appendTo(
    schema.description,
    `| code | property | meaning | returned by |\n|---|---|---|---|\n${rows.join('\n')}`,
  );
  return doc;
}

interface Server {
  url?: string;
  description?: string;
  readonly variables?: Record<string, { readonly default?: unknown } | undefined>;
}

/**
 * Servers as Redoc can show them. Redoc takes a server URL that does not start with a scheme for a path and
 * resolves it against the page's own address, so `{base_url}/e/…` would show the docs host glued before
 * `{base_url}`. A URL that starts with a variable gets that variable's default in its place (an absolute
 * address, which Redoc shows as it is), and its description says which variable the address stands for.
 */
export function readableServers(document: object): void {
  const servers = (document as { servers?: Server[] }).servers ?? [];
  for (const server of servers) {
    const name = /^\{([^}]+)\}/.exec(server.url ?? '')?.[1];
    const value = name === undefined ? undefined : server.variables?.[name]?.default;
    if (name === undefined || typeof value !== 'string' || !/^https?:\/\//.test(value)) continue;
    server.url = `${value}${(server.url ?? '').slice(name.length + 2)}`;
    server.description = appendTo(server.description, `\`${value}\` stands for \`{${name}}\`, your own address.`);
  }
}
