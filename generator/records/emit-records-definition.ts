/**
 * `definitions/<name>.gen.ts` of the records package: the types of one API definition (`MemberRecord`,
 * `MemberCreate`, `MemberPatch`, `MemberFilter`, `MemberOrder`, the query and authenticate types, a constant per
 * select property with options) and its namespace interface (`MemberRecords`), plus the `RecordsDefinition`
 * data the runtime builds the namespace from. Every type is written out as an interface or a union (no mapped or
 * conditional types over the definition), so a client of 20 definitions of 100 properties type-checks in time
 * linear in its size. Declarations are ts-morph structures (emit/code.ts); spec text reaches the code as string
 * literals and through jsdoc.ts only, and the module imports only the runtime names it refers to.
 */
import { retryNote } from '../emit/client-docs.js';
import { descriptorExpression } from '../emit/descriptor.js';
import {
  array,
  asType,
  bool,
  call,
  constant,
  type Expression,
  frozen,
  importUsed,
  interfaceDecl,
  keyOf,
  keywordType,
  literalType,
  type Member,
  interfaceOf,
  methodSignature,
  num,
  object,
  objectOf,
  objectProperty,
  ownKey,
  type Parameter,
  readonlyArray,
  type Statement,
  str,
  type TypeNode,
  typeAlias,
  typeLiteral,
  typeParameter,
  typeRef,
  union,
  type TypeElement,
  type TypeParameter,
  scalarType,
} from '../emit/code.js';
import { printModuleImporting } from '../emit/print.js';
import { docCode, docLine, paragraphs } from '../text/jsdoc.js';
import type { OperationModel } from '../model/model.js';
import type { DefinitionModel, PropertyModel, RecordsModel } from './model-records.js';
import { definitionDoc, definitionLine, filterKeyDoc, propertyDoc } from './records-docs.js';
import { impliedItemType } from './records-property.js';
import { operandType, orderKeyType, orUndefined, readType, writeType } from './records-types.js';

/** Said of a Create type with a required property: a history record's platformId. */
const HISTORY_PLATFORM_ID_NOTE = ' A history record names its customer (platformId): that one is required.';

/**
 * What a definition module may import (each only where it refers to it); spec-derived names may not take these.
 */
export const DEFINITION_IMPORTS = {
  internal: ['CallOptions'],
  values: ['defineRecords'],
  records: [
    'BulkOptions',
    'BulkResult',
    'BulkUpdate',
    'DeleteResult',
    'Int64Input',
    'PatchOptions',
    'RecordsPage',
    'SelectValue',
    'WithFields',
  ],
} as const;

function property(p: PropertyModel, direction: 'read' | 'write', optional: boolean): Member {
  const type = direction === 'read' ? readType(p) : writeType(p);
  return {
    name: p.name,
    readonly: true,
    optional,
    type: optional ? orUndefined(type) : type,
    docs: propertyDoc(p, direction) || `The ${docCode(p.name)} property.`,
  };
}

/** `/*#__PURE__*\/ Object.freeze({ key: value, ... } as const)`, each option with its label. */
function optionsValue(p: PropertyModel): Expression {
  const entries = (p.options ?? []).map((o) =>
    objectProperty(
      o.key,
      num(o.value),
      `${docLine(o.label) || '(no label)'}${o.hasExtraText ? ' (takes `extraText`)' : ''}`,
    ),
  );
  return frozen(asType(objectOf(entries, true), typeRef('const')));
}

function selectOptions(p: PropertyModel, definition: DefinitionModel): Statement[] {
  if (p.options === undefined || p.optionsName === undefined) return [];
  const name = p.optionsName;
  const kind = p.itemType === undefined ? '' : ` (${docLine(p.itemType)})`;
  return [
    constant({
      name,
      exported: true,
      docs:
        `The options of ${docCode(p.name.map((n) => `${definition.name.text}.${n}`))}${kind}: readable names for ` +
        `their values, with the labels.`,
      value: optionsValue(p),
    }),
    typeAlias({
      name,
      exported: true,
      docs:
        `An option value of ${docCode(p.name)}: ` +
        `${p.options.map((o) => `\`${o.value}\` ${docLine(o.label)}`).join(', ')}.`,
      type: p.options.length === 0 ? keywordType('never') : union(p.options.map((o) => scalarType(o.value))),
    }),
  ];
}

function recordTypes(d: DefinitionModel): Statement[] {
  const n = d.names;
  const where = definitionLine(d);
  const writable = d.properties.filter((p) => !p.readOnly);
  return [
    ...d.properties.flatMap((p) => selectOptions(p, d)),
    interfaceDecl({
      name: n.record,
      exported: true,
      docs: definitionDoc(
        d,
        `A record of ${where}, as the service answers it: every property but the write-only ones, \`null\` where ` +
          `unset. Ids are decimal strings (up to 2^63-1).`,
      ),
      members: d.properties.filter((p) => !p.writeOnly).map((p) => property(p, 'read', false)),
    }),
    interfaceDecl({
      name: n.create,
      exported: true,
      docs:
        `The body of \`create\` for ${where}: every property the service does not set itself; \`null\` leaves one ` +
        `unset.${writable.some((p) => p.required) ? HISTORY_PLATFORM_ID_NOTE : ''}`,
      members: writable.map((p) => property(p, 'write', !p.required)),
    }),
    typeAlias({
      name: n.patch,
      exported: true,
      docs:
        `The body of \`patch\` for ${where}: the properties to change (\`null\` clears one); with \`fields\`, only ` +
        `those are written.`,
      type: typeRef('Partial', [typeRef(n.create)]),
    }),
    typeAlias({
      name: n.field,
      exported: true,
      docs:
        `A property a \`patch\` may name in \`fields\` (every property of ${docCode(d.name)} but those the service ` +
        `sets).`,
      type: writable.length === 0 ? keywordType('never') : keyOf(typeRef(n.create)),
    }),
    ...filterTypes(d),
    ...queryTypes(d),
  ];
}

/** An optional member that may also be set to undefined. */
function optionalMember(name: string, type: TypeNode, docs: string): Member {
  return { name, type: orUndefined(type), optional: true, docs };
}

function filterTypes(d: DefinitionModel): Statement[] {
  const n = d.names;
  const keys: Member[] = d.properties.flatMap((p) =>
    p.filter.map((f) => ({
      name: f.key,
      optional: true,
      type: orUndefined(operandType(f.operand, p, f.list)),
      docs: filterKeyDoc(p, f.operator),
    })),
  );
  const nested = readonlyArray(typeRef(n.filter));
  return [
    interfaceDecl({
      name: n.filter,
      exported: true,
      docs: paragraphs(
        `A filter of ${definitionLine(d)}: the \`{property}_{operator}\` keys the service allows for each ` +
          `property's type (another operator does not compile), joined by AND.`,
        '`AND` and `OR` hold further filters. At most 20 conditions in all, 3 levels (this object is level 1, ' +
          'each `AND` or `OR` adds one) and 10 filters per `AND` or `OR`: the client refuses more before sending.',
        'Its members may be set one by one (`filter.name_contains = q`). The operand of `in`, `notIn`, ' +
          '`containsEvery` and `containsSome` is a non-empty array (the service refuses an empty one; so does ' +
          'the client, before sending).',
      ),
      members: [
        ...keys,
        optionalMember('AND', nested, 'Every one of these filters holds (1 to 10).'),
        optionalMember('OR', nested, 'At least one of these filters holds (1 to 10).'),
      ],
    }),
    typeAlias({
      name: n.orderKey,
      exported: true,
      docs:
        'A sort key: `{property}` or `{property}_asc` (ascending), `{property}_desc`, of a property whose type ' +
        'allows `lt`/`gt`; the direction in either case (`_DESC`), sent as the document writes it.',
      type: orderKeyType(d.order),
    }),
    typeAlias({
      name: n.order,
      exported: true,
      docs:
        'Sort keys, the first deciding first: at most two (the client refuses more before sending); records equal ' +
        'on both, and every query without an order, come in id order.',
      type: readonlyArray(typeRef(n.orderKey)),
    }),
  ];
}

function queryTypes(d: DefinitionModel): Statement[] {
  const n = d.names;
  const filter = optionalMember('filter', typeRef(n.filter), 'Which records: the filter (all records when left out).');
  const out: Statement[] = [
    interfaceDecl({
      name: n.query,
      exported: true,
      docs: `What \`query\`, \`pages\` and \`queryAll\` of ${docCode(d.name)} take.`,
      members: [
        filter,
        optionalMember('order', typeRef(n.order), 'Sort keys (at most two).'),
        optionalMember(
          'limit',
          keywordType('number'),
          'Records per page: 1 to 100, default 100 (the page size of `pages` and `queryAll`).',
        ),
        optionalMember('offset', keywordType('number'), 'Matching records to skip first: at least 0, default 0.'),
      ],
    }),
    interfaceDecl({
      name: n.countQuery,
      exported: true,
      docs: `What \`count\` of ${docCode(d.name)} takes.`,
      members: [filter],
    }),
    interfaceDecl({
      name: n.queryResult,
      exported: true,
      docs: `One page of \`query\` of ${docCode(d.name)}.`,
      members: [
        {
          name: 'metadata',
          readonly: true,
          type: typeLiteral([{ name: 'hasMore', readonly: true, type: keywordType('boolean') }]),
          docs: '`hasMore`: more records match after this page.',
        },
        { name: 'items', readonly: true, type: readonlyArray(typeRef(n.record)) },
      ],
    }),
  ];
  if (n.passwordProperty !== undefined && n.authenticateBody !== undefined && n.authenticateResult !== undefined) {
    const names = d.properties.filter((p) => p.passwordHash).map((p) => literalType(p.name));
    out.push(
      typeAlias({
        name: n.passwordProperty,
        exported: true,
        docs: 'A passwordHash property: what `authenticate` checks a password against.',
        type: names.length === 0 ? keywordType('never') : union(names),
      }),
      interfaceDecl({
        name: n.authenticateBody,
        exported: true,
        docs: `What \`authenticate\` of ${docCode(d.name)} takes.`,
        members: [
          {
            name: 'propertyName',
            readonly: true,
            type: typeRef(n.passwordProperty),
            docs: 'The passwordHash property to check against.',
          },
          { name: 'value', readonly: true, type: keywordType('string'), docs: 'The password to check.' },
        ],
      }),
      interfaceDecl({
        name: n.authenticateResult,
        exported: true,
        docs: `The answer of \`authenticate\` of ${docCode(d.name)}.`,
        members: [
          {
            name: 'result',
            readonly: true,
            type: keywordType('string'),
            docs: '`authenticated` when the password matches; another value (such as `failed`) when not.',
          },
        ],
      }),
    );
  }
  return out;
}

function opLine(op: OperationModel): string {
  return (
    `${docCode(op.path.map((path) => `${op.method.toUpperCase()} ${path}`))} (${docCode(op.id)}; ` +
    `${op.scopes.map((s) => docCode(s)).join(' or ')}).`
  );
}

function promise(type: TypeNode): TypeNode {
  return typeRef('Promise', [type]);
}

function namespaceInterface(d: DefinitionModel): Statement {
  const n = d.names;
  const ops = d.operations;
  const name = docCode(d.name);
  const id: Parameter = { name: 'id', type: typeRef('Int64Input') };
  const options: Parameter = { name: 'options', type: typeRef('CallOptions'), optional: true };
  const bulkOptions: Parameter = { name: 'options', type: typeRef('BulkOptions'), optional: true };
  const query = (type: string): Parameter => ({ name: 'query', type: typeRef(type), optional: true });
  const method = (
    m: string,
    parameters: readonly Parameter[],
    returns: TypeNode,
    text: string,
    op?: OperationModel,
    typeParameters?: readonly TypeParameter[],
  ): TypeElement =>
    methodSignature({
      name: m,
      ...(typeParameters === undefined ? {} : { typeParameters }),
      parameters,
      returns,
      docs: paragraphs(text, op === undefined ? '' : retryNote(op), op === undefined ? '' : opLine(op)),
    });
  const bulkInput = (t: TypeNode): TypeNode => union([typeRef('Iterable', [t]), typeRef('AsyncIterable', [t])]);
  const record = typeRef(n.record);
  const methods: TypeElement[] = [
    method(
      'create',
      [{ name: 'body', type: typeRef(n.create) }, options],
      promise(record),
      'Registers a record and answers it with the id the service gave it. A create repeated after a lost answer ' +
        'registers a second record.',
      ops.create,
    ),
    method(
      'get',
      [id, options],
      promise(record),
      'One record by its id (`NotFoundError` when there is none).',
      ops.get,
    ),
    method(
      'patch',
      [
        id,
        { name: 'body', type: typeRef('WithFields', [typeRef(n.patch), typeRef('NoInfer', [typeRef('F')])]) },
        { name: 'options', type: typeRef('PatchOptions', [typeRef('F')]), optional: true },
      ],
      promise(record),
      'Changes the properties in the body (`null` clears one) and answers the record. With `fields`, only those are ' +
        'written, and each must be in the body. Repeating it leaves the same record: it sets values.',
      ops.patch,
      [typeParameter('F', typeRef(n.field), keywordType('never'))],
    ),
    method(
      'delete',
      [id, options],
      promise(union([typeRef('DeleteResult'), keywordType('undefined')])),
      'Deletes one record. Resolves with the result the service answers (`{timestamp, status, error, message, ' +
        'path}`, as its reference says), or undefined when it answers 204 without a body (as its documents declare) ' +
        'or when a retry found the record already gone (an earlier attempt may have deleted it, and its answer ' +
        'was lost).',
      ops.delete,
    ),
    method(
      'query',
      [query(n.query), options],
      promise(typeRef(n.queryResult)),
      'One page of matching records (`limit` 1 to 100, `offset`): `{ metadata: { hasMore }, items }`, the shape ' +
        'each page of `pages` has too; `metadata.hasMore` says whether more follow. The filter, order and paging ' +
        'are checked before sending.',
      ops.query,
    ),
    method(
      'count',
      [query(n.countQuery), options],
      promise(keywordType('number')),
      'How many records match the filter.',
      ops.count,
    ),
    method(
      'pages',
      [query(n.query), options],
      typeRef('AsyncIterable', [typeRef('RecordsPage', [record])]),
      '`for await` over every page of matching records, `limit` (default 100) at a time, each ' +
        '`{ metadata: { hasMore }, items }` as `query` answers it. In id order (no `order`, or `id` first) it ' +
        'walks by key: each page asks for the records after the last id seen (`id_gt`; `id_lt` for `id_desc`), ' +
        'so records created or deleted meanwhile shift nothing and every record that exists throughout comes ' +
        'exactly once. In another order (or when the filter already holds 20 conditions) it walks by `offset`: ' +
        'a record created or deleted before the current page shifts the rest, so one may be skipped or come twice.',
    ),
    method(
      'queryAll',
      [query(n.query), options],
      typeRef('AsyncIterable', [record]),
      '`for await` over every matching record, page by page as `pages` walks them: in id order (no `order`, or ' +
        '`id` first) by key, so every record that exists throughout the walk comes exactly once whatever is ' +
        'created or deleted meanwhile; in another order by `offset`, where a change during the walk may skip ' +
        'a record or repeat one.',
    ),
    method(
      'bulkCreate',
      [{ name: 'records', type: bulkInput(typeRef(n.create)) }, bulkOptions],
      promise(typeRef('BulkResult', [record])),
      'Creates many records, `concurrency` (default 32) at a time, paced by the shared rate limit; resolves with ' +
        'one outcome per record: `succeeded`, `failed` (not created), `unknown` (may have been created: check ' +
        'before sending it again) or `skipped`.',
    ),
    method(
      'bulkPatch',
      [{ name: 'updates', type: bulkInput(typeRef('BulkUpdate', [typeRef(n.patch), typeRef(n.field)])) }, bulkOptions],
      promise(typeRef('BulkResult', [record])),
      'Patches many records, like `bulkCreate`: one outcome per update, in input order.',
    ),
  ];
  if (ops.authenticate !== undefined && n.authenticateBody !== undefined && n.authenticateResult !== undefined) {
    methods.push(
      method(
        'authenticate',
        [id, { name: 'body', type: typeRef(n.authenticateBody) }, options],
        promise(typeRef(n.authenticateResult)),
        'Checks a password against a passwordHash property of the record: `result` is `authenticated` when it matches.',
        ops.authenticate,
      ),
    );
  }
  return interfaceOf({
    name: n.namespace,
    exported: true,
    docs: paragraphs(
      `The records of ${definitionLine(d)}: ${docCode(d.namespace.map((n) => `db.${n}`))} of the records client.`,
      `Every method takes \`options\` last (\`signal\`, \`timeoutMs\`, \`retry\`, …) and fails with an ` +
        `\`SdkError\`; values that break a rule of ${name} are refused before sending with a ` +
        `\`RequestValidationError\` naming the rule and the key.`,
    ),
    elements: methods,
  });
}

/** What the runtime may do with one property in a request. */
function propertyFacts(p: PropertyModel): Expression {
  const facts: [string, Expression][] = [['filter', str(p.filter.map((f) => f.operator).join(' '))]];
  const type = p.itemType ?? impliedItemType(p.schema);
  if (type !== undefined) facts.push(['itemType', str(type)]);
  if (p.options !== undefined)
    facts.push([
      'options',
      array(
        p.options.map((o) =>
          object([
            ['value', num(o.value)],
            ['label', str(o.label)],
          ]),
        ),
      ),
    ]);
  if (p.readOnly) facts.push(['readOnly', bool(true)]);
  if (p.writeOnly) facts.push(['writeOnly', bool(true)]);
  if (p.int64) facts.push(['int64', bool(true)]);
  if (p.passwordHash) facts.push(['passwordHash', bool(true)]);
  return object(facts);
}

/**
 * The `RecordsDefinition` as one object literal checked against its declared type (`defineRecords` freezes it
 * deeply at run time): no generic call per entry, so the type-check of a large account stays cheap.
 */
function definitionValue(d: DefinitionModel): Expression {
  const style = { freeze: false, errorCodes: undefined } as const;
  const operations = (Object.entries(d.operations) as [string, OperationModel | undefined][]).flatMap(([kind, op]) =>
    op === undefined ? [] : [[ownKey(kind), descriptorExpression(op, style)] as const],
  );
  return call('defineRecords', [
    object(
      [
        ['name', str(d.name)],
        ['idParameter', str(d.idParameter)],
        ['operations', object(operations, true)],
        [
          'properties',
          object(
            d.properties.map((p) => [p.name, propertyFacts(p)] as const),
            true,
          ),
        ],
        ['order', array(d.order.map((k) => str(k)))],
      ],
      true,
    ),
  ]);
}

export function emitDefinition(model: RecordsModel, d: DefinitionModel): string {
  const body: Statement[] = [
    ...recordTypes(d),
    namespaceInterface(d),
    constant({
      name: d.names.definition,
      exported: true,
      docs:
        `What the runtime builds the ${docCode(d.name)} namespace from: its operations, and what a request may do ` +
        `with each property.`,
      value: definitionValue(d),
    }),
  ];
  const records = [
    ...DEFINITION_IMPORTS.values,
    ...DEFINITION_IMPORTS.records.map((name) => ({ name, typeOnly: true })),
  ];
  const sources =
    model.definitionsPath === undefined ? model.specPath : `${model.specPath} and ${model.definitionsPath}`;
  return printModuleImporting(
    [body],
    (used) => [
      ...importUsed(used, '@platform-sdk/runtime/internal', DEFINITION_IMPORTS.internal, true),
      ...importUsed(used, '@platform-sdk/runtime/records', records),
    ],
    sources,
  );
}
