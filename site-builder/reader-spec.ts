/**
 * The reader's copy of a spec, which the HTTP reference is rendered from: the bundled document with the
 * error-code tables written out. The specs keep codes in `x-error-codes` (one map on the `*ErrorCode` schema,
 * one list per operation), which the generator reads and Redoc does not show; here each operation's
 * description gains a table of the codes it can return, and the code schema a table of every code with the
 * operations that return it. The tables come from the generator's model, so they say what the clients say.
 */
import type { ApiModel, ErrorCodeModel } from '../generator/model.js';

/** What this module changes in the copy: descriptions, found through paths and component schemas. */
interface Described {
  description?: string;
  readonly 'x-inferred-error-codes'?: unknown;
}
export interface ReaderDocument {
  readonly paths?: Record<string, Record<string, Described | undefined> | undefined>;
  readonly components?: { readonly schemas?: Record<string, Described | undefined> };
}

/** A table cell holds text only: pipes and line breaks would end it. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function properties(code: ErrorCodeModel): string {
  return code.properties.length === 0 ? '(none)' : code.properties.map((p) => `\`${p}\``).join(' or ');
}

function appendTo(description: string | undefined, section: string): string {
  return description === undefined || description.trim() === '' ? section : `${description.trimEnd()}\n\n${section}`;
}

export function readerDocument(model: ApiModel): ReaderDocument {
  const doc = structuredClone(model.document) as unknown as ReaderDocument;
  const codes = model.errorCodes;
  if (codes === undefined) return doc;
  const byCode = new Map(codes.codes.map((c) => [c.code, c]));
  const returnedBy = new Map<string, string[]>();

  for (const op of model.operations) {
    if (op.errorCodes.length === 0) continue;
    const operation = doc.paths?.[op.path]?.[op.method];
    if (operation === undefined) throw new Error(`${model.specPath}: operation ${op.id} is not at ${op.method} ${op.path}`);
    const listed = operation['x-inferred-error-codes'];
    const inferred = new Set(Array.isArray(listed) ? listed.map(String) : []);
    const rows = op.errorCodes.map((code) => {
      const entry = byCode.get(code);
      if (entry === undefined) throw new Error(`${model.specPath}: ${op.id} lists error code ${code}, which ${codes.schemaName} does not describe`);
      returnedBy.set(code, [...(returnedBy.get(code) ?? []), op.id]);
      const mark = inferred.has(code) ? ' (inferred)' : '';
      return `| ${code}${mark} | ${properties(entry)} | ${cell(entry.description)} |`;
    });
    const note = inferred.size > 0 ? '\n\n(inferred): listed by the reference for other operations only; this document expects it here too.' : '';
    operation.description = appendTo(
      operation.description,
      `**Error codes** of a 400 answer (\`errors[].code\`, see \`${codes.schemaName}\`):\n\n| code | property | meaning |\n|---|---|---|\n${rows.join('\n')}${note}`,
    );
  }

  const schema = doc.components?.schemas?.[codes.schemaName];
  if (schema === undefined) throw new Error(`${model.specPath}: no schema ${codes.schemaName}`);
  const rows = codes.codes.map(
    (c) => `| ${c.code} | ${properties(c)} | ${cell(c.description)} | ${(returnedBy.get(c.code) ?? []).map((id) => `\`${id}\``).join(', ')} |`,
  );
  schema.description = appendTo(
    schema.description,
    `| code | property | meaning | returned by |\n|---|---|---|---|\n${rows.join('\n')}`,
  );
  return doc;
}
