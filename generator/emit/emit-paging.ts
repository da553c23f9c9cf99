/**
 * The iterator methods of `x-paging` operations (model-paging.ts) in client.gen.ts: the interface member, its
 * JSDoc and the factory entry. `for await (const item of client.apiDefinitions())` asks for each page with the
 * previous page's `metadata.continueToken` through the runtime's `paginate` (client helpers), which stops at the page
 * without one and refuses a token handed out twice; every page is an ordinary call of the list operation
 * (retries, rate limit, typed errors), and the call options' signal ends the walk.
 */
import { clientVar } from './client-docs.js';
import { argType, resultType, type SignatureParam } from './client-types.js';
import { docExample, docLine, docText, paragraphs } from '../text/jsdoc.js';
import { CLIENT_HELPERS } from '../model/model-names.js';
import type { ApiModel, OperationModel } from '../model/model.js';
import { TOKEN_PARAMETER } from '../model/model-paging.js';
import {
  access,
  arrow,
  call,
  conditional,
  equals,
  id,
  indexed,
  indexedBy,
  keywordType,
  literalType,
  methodDecl,
  methodSignature,
  object,
  objectOf,
  objectProperty,
  returns,
  spread,
  str,
  type TypeNode,
  typeRef,
} from './code.js';

/** Whether client.gen.ts needs the paged client helpers. */
export function hasPaging(model: ApiModel): boolean {
  return model.operations.some((op) => op.paging !== undefined);
}

/** Path arguments, then the query without the token (the iterator manages it), then per-call options. */
function pagingParams(op: OperationModel): SignatureParam[] {
  const params: SignatureParam[] = op.pathParams.map((p) => ({
    name: p.argName,
    type: argType(p.tsType),
    optional: false,
  }));
  if (op.names.query !== undefined) {
    const type = typeRef('Omit', [typeRef(op.names.query), literalType(TOKEN_PARAMETER)]);
    params.push({ name: 'query', type, optional: true });
  }
  params.push({ name: 'options', type: typeRef('CallOptions'), optional: true });
  return params;
}

function returnType(model: ApiModel, op: OperationModel): TypeNode {
  const items = indexed(resultType(model, op), 'items');
  const item = indexedBy(items, keywordType('number'));
  return typeRef('AsyncGenerator', [item, keywordType('void'), keywordType('undefined')]);
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
          methodSignature({
            name: op.paging.methodName,
            parameters: pagingParams(op),
            returns: returnType(model, op),
            docs: pagingDoc(model, op),
          }),
        ],
  );
}

/** The factory's entries of the iterators, inside the returned object literal. */
export function pagingEntries(model: ApiModel) {
  return model.operations.flatMap((op) => {
    if (op.paging === undefined) return [];
    const token = id(TOKEN_PARAMETER);
    const query = conditional(
      equals(token, id('undefined')),
      objectOf([spread(id('query'))]),
      objectOf([spread(id('query')), objectProperty(TOKEN_PARAMETER, token)]),
    );
    // Each page is the list operation's function (operations.gen.ts) with the client's core.
    const args = [id('core'), ...op.pathParams.map((p) => id(p.argName)), query, id('options')];
    const page = arrow([{ name: TOKEN_PARAMETER }], call(access(`generatedOperations.${op.names.fn}`), args));
    const walk = call(`${CLIENT_HELPERS}.paginate`, [page, object([['operationId', str(op.id)]])]);
    return [
      methodDecl({
        name: op.paging.methodName,
        parameters: pagingParams(op),
        returns: returnType(model, op),
        statements: [returns(walk)],
      }),
    ];
  });
}
