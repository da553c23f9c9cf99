/**
 * The iterator methods of `x-paging` operations (model-paging.ts) in client.gen.ts: the interface member, its
 * JSDoc and the factory entry. `for await (const item of client.apiDefinitions())` asks for each page with the
 * previous page's `metadata.continueToken` through the runtime's `paginateByContinueToken`, which stops at the page
 * without one and refuses a token handed out twice; every page is an ordinary call of the list operation
 * (retries, rate limit, typed errors), and the call options' signal ends the walk.
 */
import type { CodeBlockWriter } from 'ts-morph';
import { clientVar } from './client-docs.js';
import { resultType, type SignatureParam } from './client-types.js';
import { docExample, docLine, docText, paragraphs } from '../text/jsdoc.js';
import { propertyKey, tsString } from '../text/literals.js';
import type { ApiModel, OperationModel } from '../model/model.js';
import { TOKEN_PARAMETER } from '../model/model-paging.js';

/** Whether client.gen.ts needs `paginateByContinueToken`. */
export function hasPaging(model: ApiModel): boolean {
  return model.operations.some((op) => op.paging !== undefined);
}

/** Path arguments, then the query without the token (the iterator manages it), then per-call options. */
function pagingParams(op: OperationModel): SignatureParam[] {
  const params: SignatureParam[] = op.pathParams.map((p) => ({ name: p.argName, type: p.tsType, optional: false }));
  if (op.names.query !== undefined) {
    params.push({ name: 'query', type: `Omit<${op.names.query}, ${tsString(TOKEN_PARAMETER)}>`, optional: true });
  }
  params.push({ name: 'options', type: 'CallOptions', optional: true });
  return params;
}

function itemType(model: ApiModel, op: OperationModel): string {
  return `${resultType(model, op)}['items'][number]`;
}

function returnType(model: ApiModel, op: OperationModel): string {
  return `AsyncGenerator<${itemType(model, op)}, void, undefined>`;
}

function pagingDoc(model: ApiModel, op: OperationModel): string {
  const paging = op.paging;
  if (paging === undefined) return '';
  const others = op.queryParams.filter((q) => q.name.text !== TOKEN_PARAMETER);
  // The descriptions are on the query type's properties, written once there.
  const query = others.map((q) => `\`${docLine(q.name)}\``).join(', ');
  const example = `for await (const item of ${clientVar(model)}.${paging.methodName}()) {\n  console.log(item);\n}`;
  const head = paragraphs(
    `Every item of \`${op.methodName}\`, page after page.`,
    docText(op.summary),
    `Asks for each page with the previous page's \`metadata.${TOKEN_PARAMETER}\` and stops after the page without ` +
      `one, so every item the list holds from the first page to the last comes once. Each page is a ` +
      `\`${op.methodName}\` call: the same scopes, retries and rate limit, the same errors. ` +
      `The signal of \`options\` ends the walk: the page in flight is aborted and no other is asked for.`,
  );
  const tags = [
    ...op.pathParams.map(
      (p) => `@param ${p.argName} - ${docLine(p.description) || `\`${docLine(p.name)}\` path parameter.`}`,
    ),
    ...(op.names.query === undefined
      ? []
      : [`@param query - Query parameters of every page ({@link ${op.names.query}})${query ? `: ${query}` : ''}.`]),
    '@param options - Per-call options of every page: abort signal, timeout, retry overrides.',
    '@returns An async iterator of the items; break out of the loop to stop early.',
    `@throws {PagingError} when the service hands out the same \`${TOKEN_PARAMETER}\` twice (the walk would never ` +
      `end).`,
    `@throws {${model.names.error}} what \`${op.methodName}\` throws, for the page that failed.`,
    `@example\n\`\`\`ts\n${docExample(example)}\n\`\`\``,
  ];
  return `${head}\n\n${tags.join('\n')}`;
}

/** The interface members of the iterators, in operation order. */
export function pagingMethods(model: ApiModel) {
  return model.operations.flatMap((op) =>
    op.paging === undefined
      ? []
      : [
          {
            name: op.paging.methodName,
            parameters: pagingParams(op).map((p) => ({ name: p.name, type: p.type, hasQuestionToken: p.optional })),
            returnType: returnType(model, op),
            docs: [pagingDoc(model, op)],
          },
        ],
  );
}

/** The factory's entries of the iterators, inside the returned object literal. */
export function writePagingEntries(w: CodeBlockWriter, model: ApiModel): void {
  for (const op of model.operations) {
    if (op.paging === undefined) continue;
    const params = pagingParams(op);
    const list = params.map((p) => `${p.name}${p.optional ? '?' : ''}: ${p.type}`).join(', ');
    const token = propertyKey(TOKEN_PARAMETER);
    const query = `${TOKEN_PARAMETER} === undefined ? { ...query } : { ...query, ${token}: ${TOKEN_PARAMETER} }`;
    // Each page is the list operation's function (operations.gen.ts) with the client's core.
    const args = ['core', ...op.pathParams.map((p) => p.argName), query, 'options'].join(', ');
    w.write(`${op.paging.methodName}(${list}): ${returnType(model, op)} `).inlineBlock(() => {
      w.writeLine('return paginateByContinueToken(');
      w.indent(() => {
        w.writeLine(`(${TOKEN_PARAMETER}) => generatedOperations.${op.names.fn}(${args}),`);
        w.writeLine(`{ operationId: ${tsString(op.id)} },`);
      });
      w.writeLine(');');
    });
    w.write(',').newLine();
  }
}
