/**
 * Error bodies typed from the document: `<Api>ErrorBodies` maps each method to the body of each error status it
 * lists (`'404'`, `'4XX'`, `'default'`), and `is<Api>ApiErrorOf(error, 'getPet', 404)` narrows a caught error to
 * that operation's answer with that status, `body` typed. A document whose error answers have no content gets
 * neither: its errors' bodies stay `unknown`.
 */
import { CLIENT_HELPERS } from '../model/model-names.js';
import type { ApiModel, ErrorBodyModel, OperationModel } from '../model/model.js';
import { isSuccessStatus } from '../model/model-error-bodies.js';
import { docCode, docExample } from '../text/jsdoc.js';
import { aliasOf, operationIndex } from './client-types.js';
import {
  deferred,
  array,
  call,
  constant,
  frozen,
  id,
  indexed,
  indexedBy,
  interfaceDecl,
  keyOf,
  keywordType,
  object,
  returns,
  scalarType,
  str,
  type Statement,
  functionDecl,
  intersection,
  typeLiteral,
  typeParameter,
  typePredicate,
  typeRef,
  type TypeNode,
} from './code.js';

function errorResponses(op: OperationModel) {
  return op.responses.filter((r) => !isSuccessStatus(r.status.text));
}

/**
 * The type of one error answer's body: its JSON schema's type, a string for text; `unknown` where the spec gives
 * no content, since a service may still send one.
 */
function bodyType(model: ApiModel, op: OperationModel, status: string, body: ErrorBodyModel | undefined): TypeNode {
  if (body === undefined) return keywordType('unknown');
  if (body.kind === 'text') return keywordType('string');
  if (body.schemaName !== undefined) return typeRef(aliasOf(model, body.schemaName));
  const key = /^\d+$/.test(status) ? scalarType(Number(status)) : str(status);
  return indexed(indexedBy(indexed(operationIndex(op), 'responses'), key), 'content', body.mediaType);
}

/** Whether the document types any error body: otherwise nothing is emitted and bodies stay `unknown`. */
export function hasErrorBodies(model: ApiModel): boolean {
  return model.operations.some((op) => op.responses.some((r) => r.body !== undefined));
}

/**
 * A call of the guard for docs: the first method with a typed error body and that status (`404` as a number,
 * `'4XX'` and `'default'` quoted); undefined when the document types none.
 */
export function errorOfExample(model: ApiModel): { readonly method: string; readonly test: string } | undefined {
  for (const op of model.operations) {
    const typed = errorResponses(op).find((r) => r.body !== undefined && /^\w+$/.test(r.status.text));
    if (typed === undefined) continue;
    const status = /^\d+$/.test(typed.status.text) ? typed.status.text : `'${typed.status.text}'`;
    return { method: op.methodName, test: `${model.names.isErrorOf}(error, '${op.methodName}', ${status})` };
  }
  return undefined;
}

export function errorBodyStatements(model: ApiModel): Statement[] {
  if (!hasErrorBodies(model)) return [];
  const { errorBodies, errorStatuses, isErrorOf, error } = model.names;
  const operations = model.operations.filter((op) => errorResponses(op).length > 0);
  const bodies = interfaceDecl({
    name: errorBodies,
    exported: true,
    docs:
      'The body the spec gives each error answer of each method, by status (`default`: any status the method ' +
      `lists no other entry for). \`${isErrorOf}\` narrows a caught error to one of them.`,
    members: operations.map((op) => ({
      name: op.methodName,
      readonly: true,
      type: deferred(() =>
        typeLiteral(
          errorResponses(op).map((r) => ({
            name: r.status,
            readonly: true,
            type: bodyType(model, op, r.status.text, r.body),
          })),
        ),
      ),
    })),
  });
  const statuses = constant({
    name: errorStatuses,
    type: typeRef('Readonly', [typeRef('Record', [keyOf(typeRef(errorBodies)), typeRef('ErrorStatuses')])]),
    value: frozen(
      object(
        operations.map((op) => [
          op.methodName,
          deferred(() =>
            frozen(
              object([
                ['id', str(op.id)],
                ['statuses', frozen(array(errorResponses(op).map((r) => str(r.status))))],
              ]),
            ),
          ),
        ]),
        true,
      ),
    ),
  });
  const example = errorOfExample(model)?.test ?? '';
  const entry = indexedBy(typeRef(errorBodies), typeRef('O'));
  const guard = functionDecl({
    name: isErrorOf,
    exported: true,
    docs:
      `Whether \`error\` is the answer of one method with one status the spec lists for it (\`404\`, \`'4XX'\`, ` +
      `\`'default'\`); narrows it to a \`${error}\` whose \`body\` has the type the spec gives that answer ` +
      `(${docCode(errorBodies)}).\n@example\n\`\`\`ts\nif (${docExample(example)}) console.log(error.body);\n\`\`\``,
    typeParameters: [
      typeParameter('O', keyOf(typeRef(errorBodies))),
      typeParameter('S', typeRef('ErrorStatus', [intersection([keyOf(entry), keywordType('string')])])),
    ],
    parameters: [
      { name: 'error', type: keywordType('unknown') },
      { name: 'operation', type: typeRef('O') },
      { name: 'status', type: typeRef('S') },
    ],
    returns: typePredicate('error', intersection([typeRef(error), typeRef('ErrorAnswer', [entry, typeRef('S')])])),
    statements: [
      returns(
        call(`${CLIENT_HELPERS}.isErrorAnswer`, [
          id('error'),
          indexedBy(id(errorStatuses), id('operation')),
          id('status'),
        ]),
      ),
    ],
  });
  return [bodies, statuses, guard];
}
