/**
 * `definitions/<name>.gen.ts` of the records package: the types of one API definition (`MemberRecord`,
 * `MemberCreate`, `MemberPatch`, `MemberFilter`, `MemberOrder`, the query and authenticate types, a constant per
 * select property with options) and its namespace interface (`MemberRecords`), plus the `RecordsDefinition`
 * data the runtime builds the namespace from. Every type is written out as an interface or a union (no mapped or
 * conditional types over the definition), so a client of 20 definitions of 100 properties type-checks in time
 * linear in its size. Declarations are ts-morph structures inserted with one call; spec text reaches the code
 * through literals.ts and jsdoc.ts only.
 */
import type {
  CodeBlockWriter,
  InterfaceDeclarationStructure,
  MethodSignatureStructure,
  OptionalKind,
  PropertySignatureStructure,
  StatementStructures,
} from 'ts-morph';
import { retryNote } from '../emit/client-docs.js';
import { descriptorExpression } from '../emit/descriptor.js';
import { printModule } from '../emit/print.js';
import { docCode, docLine, paragraphs } from '../text/jsdoc.js';
import { objectKey, propertyKey, tsString } from '../text/literals.js';
import type { OperationModel } from '../model/model.js';
import type { DefinitionModel, PropertyModel, RecordsModel } from './model-records.js';
import { definitionDoc, definitionLine, filterKeyDoc, propertyDoc } from './records-docs.js';
import { operandType, orderKeyType, readType, writeType } from './records-types.js';
import { ts, tsMorph } from '../emit/libraries.js';

/** Said of a Create type with a required property: a history record's platformId. */
const HISTORY_PLATFORM_ID_NOTE = ' A history record names its customer (platformId): that one is required.';

const { StructureKind, VariableDeclarationKind } = tsMorph;

/** What a definition module imports; spec-derived names may not take these. */
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
    'RecordsDefinition',
    'RecordsPage',
    'SelectValue',
    'WithFields',
  ],
} as const;

function property(
  p: PropertyModel,
  direction: 'read' | 'write',
  optional: boolean,
): OptionalKind<PropertySignatureStructure> {
  const type = direction === 'read' ? readType(p) : writeType(p);
  return {
    name: propertyKey(p.name),
    isReadonly: true,
    hasQuestionToken: optional,
    type: optional ? `${type} | undefined` : type,
    docs: [propertyDoc(p, direction) || `The ${docCode(p.name)} property.`],
  };
}

function selectOptions(p: PropertyModel, definition: DefinitionModel): StatementStructures[] {
  if (p.options === undefined || p.optionsName === undefined) return [];
  const name = p.optionsName;
  const kind = p.itemType === undefined ? '' : ` (${docLine(p.itemType)})`;
  return [
    {
      kind: StructureKind.VariableStatement,
      declarationKind: VariableDeclarationKind.Const,
      isExported: true,
      docs: [
        `The options of ${docCode(p.name.map((n) => `${definition.name.text}.${n}`))}${kind}: readable names for ` +
          `their values, with the labels.`,
      ],
      declarations: [
        {
          name,
          initializer: (w) => {
            w.write('Object.freeze(').inlineBlock(() => {
              for (const o of p.options ?? []) {
                w.writeLine(
                  `/** ${docLine(o.label) || '(no label)'}${o.hasExtraText ? ' (takes `extraText`)' : ''} */`,
                );
                w.writeLine(`${o.key}: ${o.value},`);
              }
            });
            w.write(' as const)');
          },
        },
      ],
    },
    {
      kind: StructureKind.TypeAlias,
      name,
      isExported: true,
      docs: [
        `An option value of ${docCode(p.name)}: ` +
          `${p.options.map((o) => `\`${o.value}\` ${docLine(o.label)}`).join(', ')}.`,
      ],
      type: p.options.length === 0 ? 'never' : p.options.map((o) => String(o.value)).join(' | '),
    },
  ];
}

function recordTypes(model: RecordsModel, d: DefinitionModel): StatementStructures[] {
  const n = d.names;
  const where = definitionLine(d);
  const writable = d.properties.filter((p) => !p.readOnly);
  const out: StatementStructures[] = [
    ...d.properties.flatMap((p) => selectOptions(p, d)),
    {
      kind: StructureKind.Interface,
      name: n.record,
      isExported: true,
      docs: [
        definitionDoc(
          d,
          `A record of ${where}, as the service answers it: every property but the write-only ones, \`null\` where ` +
            `unset. Ids are decimal strings (up to 2^63-1).`,
        ),
      ],
      properties: d.properties.filter((p) => !p.writeOnly).map((p) => property(p, 'read', false)),
    },
    {
      kind: StructureKind.Interface,
      name: n.create,
      isExported: true,
      docs: [
        `The body of \`create\` for ${where}: every property the service does not set itself; \`null\` leaves one ` +
          `unset.${writable.some((p) => p.required) ? HISTORY_PLATFORM_ID_NOTE : ''}`,
      ],
      properties: writable.map((p) => property(p, 'write', !p.required)),
    },
    {
      kind: StructureKind.TypeAlias,
      name: n.patch,
      isExported: true,
      docs: [
        `The body of \`patch\` for ${where}: the properties to change (\`null\` clears one); with \`fields\`, only ` +
          `those are written.`,
      ],
      type: `Partial<${n.create}>`,
    },
    {
      kind: StructureKind.TypeAlias,
      name: n.field,
      isExported: true,
      docs: [
        `A property a \`patch\` may name in \`fields\` (every property of ${docCode(d.name)} but those the service ` +
          `sets).`,
      ],
      type: writable.length === 0 ? 'never' : `keyof ${n.create}`,
    },
  ];
  return [...out, ...filterTypes(model, d), ...queryTypes(d)];
}

function filterTypes(_model: RecordsModel, d: DefinitionModel): StatementStructures[] {
  const n = d.names;
  const keys: OptionalKind<PropertySignatureStructure>[] = d.properties.flatMap((p) =>
    p.filter.map((f) => {
      const type = operandType(f.operand, p, f.operator);
      return {
        name: propertyKey(f.key),
        hasQuestionToken: true,
        type: `${type} | undefined`,
        docs: [filterKeyDoc(p, f.operator)],
      };
    }),
  );
  return [
    {
      kind: StructureKind.Interface,
      name: n.filter,
      isExported: true,
      docs: [
        paragraphs(
          `A filter of ${definitionLine(d)}: the \`{property}_{operator}\` keys the service allows for each ` +
            `property's type (another operator does not compile), joined by AND.`,
          '`AND` and `OR` hold further filters. At most 20 conditions in all, 3 levels (this object is level 1, ' +
            'each `AND` or `OR` adds one) and 10 filters per `AND` or `OR`: the client refuses more before sending.',
          'Its members may be set one by one (`filter.name_contains = q`). The operand of `in`, `notIn`, ' +
            '`containsEvery` and `containsSome` is a non-empty array (the service refuses an empty one; so does ' +
            'the client, before sending).',
        ),
      ],
      properties: [
        ...keys,
        {
          name: 'AND',
          hasQuestionToken: true,
          type: `readonly ${n.filter}[] | undefined`,
          docs: ['Every one of these filters holds (1 to 10).'],
        },
        {
          name: 'OR',
          hasQuestionToken: true,
          type: `readonly ${n.filter}[] | undefined`,
          docs: ['At least one of these filters holds (1 to 10).'],
        },
      ],
    },
    {
      kind: StructureKind.TypeAlias,
      name: n.orderKey,
      isExported: true,
      docs: [
        'A sort key: `{property}` or `{property}_asc` (ascending), `{property}_desc`, of a property whose type ' +
          'allows `lt`/`gt`; the direction in either case (`_DESC`), sent as the document writes it.',
      ],
      type: orderKeyType(d.order),
    },
    {
      kind: StructureKind.TypeAlias,
      name: n.order,
      isExported: true,
      docs: [
        'Sort keys, the first deciding first: at most two (the client refuses more before sending); records equal ' +
          'on both, and every query without an order, come in id order.',
      ],
      type: `readonly ${n.orderKey}[]`,
    },
  ];
}

function queryTypes(d: DefinitionModel): StatementStructures[] {
  const n = d.names;
  const member = (name: string, type: string, doc: string): OptionalKind<PropertySignatureStructure> => ({
    name,
    type: `${type} | undefined`,
    hasQuestionToken: true,
    docs: [doc],
  });
  const filter = member('filter', n.filter, 'Which records: the filter (all records when left out).');
  const out: StatementStructures[] = [
    {
      kind: StructureKind.Interface,
      name: n.query,
      isExported: true,
      docs: [`What \`query\`, \`pages\` and \`queryAll\` of ${docCode(d.name)} take.`],
      properties: [
        filter,
        member('order', n.order, 'Sort keys (at most two).'),
        member('limit', 'number', 'Records per page: 1 to 100, default 100 (the page size of `pages` and `queryAll`).'),
        member('offset', 'number', 'Matching records to skip first: at least 0, default 0.'),
      ],
    },
    {
      kind: StructureKind.Interface,
      name: n.countQuery,
      isExported: true,
      docs: [`What \`count\` of ${docCode(d.name)} takes.`],
      properties: [filter],
    },
    {
      kind: StructureKind.Interface,
      name: n.queryResult,
      isExported: true,
      docs: [`One page of \`query\` of ${docCode(d.name)}.`],
      properties: [
        {
          name: 'metadata',
          isReadonly: true,
          type: '{ readonly hasMore: boolean }',
          docs: ['`hasMore`: more records match after this page.'],
        },
        { name: 'items', isReadonly: true, type: `readonly ${n.record}[]` },
      ],
    },
  ];
  if (n.passwordProperty !== undefined && n.authenticateBody !== undefined && n.authenticateResult !== undefined) {
    const names = d.properties.filter((p) => p.passwordHash).map((p) => tsString(p.name));
    out.push(
      {
        kind: StructureKind.TypeAlias,
        name: n.passwordProperty,
        isExported: true,
        docs: ['A passwordHash property: what `authenticate` checks a password against.'],
        type: names.join(' | ') || 'never',
      },
      {
        kind: StructureKind.Interface,
        name: n.authenticateBody,
        isExported: true,
        docs: [`What \`authenticate\` of ${docCode(d.name)} takes.`],
        properties: [
          {
            name: 'propertyName',
            isReadonly: true,
            type: n.passwordProperty,
            docs: ['The passwordHash property to check against.'],
          },
          { name: 'value', isReadonly: true, type: 'string', docs: ['The password to check.'] },
        ],
      },
      {
        kind: StructureKind.Interface,
        name: n.authenticateResult,
        isExported: true,
        docs: [`The answer of \`authenticate\` of ${docCode(d.name)}.`],
        properties: [
          {
            name: 'result',
            isReadonly: true,
            type: 'string',
            docs: ['`authenticated` when the password matches; another value (such as `failed`) when not.'],
          },
        ],
      },
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

function namespaceInterface(d: DefinitionModel): InterfaceDeclarationStructure {
  const n = d.names;
  const ops = d.operations;
  const name = docCode(d.name);
  type Param = readonly [name: string, type: string, optional?: true];
  const id: Param = ['id', 'Int64Input'];
  const options: Param = ['options', 'CallOptions', true];
  const method = (
    m: string,
    params: readonly Param[],
    returns: string,
    doc: string,
    op?: OperationModel,
    typeParameter?: string,
  ): OptionalKind<MethodSignatureStructure> => ({
    name: m,
    ...(typeParameter === undefined ? {} : { typeParameters: [typeParameter] }),
    parameters: params.map(([pname, type, optional]) => ({ name: pname, type, hasQuestionToken: optional === true })),
    returnType: returns,
    docs: [paragraphs(doc, op === undefined ? '' : retryNote(op), op === undefined ? '' : opLine(op))],
  });
  const bulkInput = (t: string): string => `Iterable<${t}> | AsyncIterable<${t}>`;
  const methods: OptionalKind<MethodSignatureStructure>[] = [
    method(
      'create',
      [['body', n.create], options],
      `Promise<${n.record}>`,
      'Registers a record and answers it with the id the service gave it. A create repeated after a lost answer ' +
        'registers a second record.',
      ops.create,
    ),
    method(
      'get',
      [id, options],
      `Promise<${n.record}>`,
      'One record by its id (`NotFoundError` when there is none).',
      ops.get,
    ),
    method(
      'patch',
      [id, ['body', `WithFields<${n.patch}, NoInfer<F>>`], ['options', 'PatchOptions<F>', true]],
      `Promise<${n.record}>`,
      'Changes the properties in the body (`null` clears one) and answers the record. With `fields`, only those are ' +
        'written, and each must be in the body. Repeating it leaves the same record: it sets values.',
      ops.patch,
      `F extends ${n.field} = never`,
    ),
    method(
      'delete',
      [id, options],
      'Promise<DeleteResult | undefined>',
      'Deletes one record. Resolves with the result the service answers (`{timestamp, status, error, message, ' +
        'path}`, as its reference says), or undefined when it answers 204 without a body (as its documents declare) ' +
        'or when a retry found the record already gone (an earlier attempt may have deleted it, and its answer ' +
        'was lost).',
      ops.delete,
    ),
    method(
      'query',
      [['query', n.query, true], options],
      `Promise<${n.queryResult}>`,
      'One page of matching records (`limit` 1 to 100, `offset`): `{ metadata: { hasMore }, items }`, the shape ' +
        'each page of `pages` has too; `metadata.hasMore` says whether more follow. The filter, order and paging ' +
        'are checked before sending.',
      ops.query,
    ),
    method(
      'count',
      [['query', n.countQuery, true], options],
      'Promise<number>',
      'How many records match the filter.',
      ops.count,
    ),
    method(
      'pages',
      [['query', n.query, true], options],
      `AsyncIterable<RecordsPage<${n.record}>>`,
      '`for await` over every page of matching records, `limit` (default 100) at a time, each ' +
        '`{ metadata: { hasMore }, items }` as `query` answers it. In id order (no `order`, or `id` first) it ' +
        'walks by key: each page asks for the records after the last id seen (`id_gt`; `id_lt` for `id_desc`), ' +
        'so records created or deleted meanwhile shift nothing and every record that exists throughout comes ' +
        'exactly once. In another order (or when the filter already holds 20 conditions) it walks by `offset`: ' +
        'a record created or deleted before the current page shifts the rest, so one may be skipped or come twice.',
    ),
    method(
      'queryAll',
      [['query', n.query, true], options],
      `AsyncIterable<${n.record}>`,
      '`for await` over every matching record, page by page as `pages` walks them: in id order (no `order`, or ' +
        '`id` first) by key, so every record that exists throughout the walk comes exactly once whatever is ' +
        'created or deleted meanwhile; in another order by `offset`, where a change during the walk may skip ' +
        'a record or repeat one.',
    ),
    method(
      'bulkCreate',
      [
        ['records', bulkInput(n.create)],
        ['options', 'BulkOptions', true],
      ],
      `Promise<BulkResult<${n.record}>>`,
      'Creates many records, `concurrency` (default 32) at a time, paced by the shared rate limit; resolves with ' +
        'one outcome per record: `succeeded`, `failed` (not created), `unknown` (may have been created: check ' +
        'before sending it again) or `skipped`.',
    ),
    method(
      'bulkPatch',
      [
        ['updates', bulkInput(`BulkUpdate<${n.patch}, ${n.field}>`)],
        ['options', 'BulkOptions', true],
      ],
      `Promise<BulkResult<${n.record}>>`,
      'Patches many records, like `bulkCreate`: one outcome per update, in input order.',
    ),
  ];
  if (ops.authenticate !== undefined && n.authenticateBody !== undefined && n.authenticateResult !== undefined) {
    methods.push(
      method(
        'authenticate',
        [id, ['body', n.authenticateBody], options],
        `Promise<${n.authenticateResult}>`,
        'Checks a password against a passwordHash property of the record: `result` is `authenticated` when it matches.',
        ops.authenticate,
      ),
    );
  }
  return {
    kind: StructureKind.Interface,
    name: n.namespace,
    isExported: true,
    docs: [
      paragraphs(
        `The records of ${definitionLine(d)}: ${docCode(d.namespace.map((n) => `db.${n}`))} of the records client.`,
        `Every method takes \`options\` last (\`signal\`, \`timeoutMs\`, \`retry\`, …) and fails with an ` +
          `\`SdkError\`; values that break a rule of ${name} are refused before sending with a ` +
          `\`RequestValidationError\` naming the rule and the key.`,
      ),
    ],
    methods,
  };
}

/**
 * The `RecordsDefinition` as one object literal checked against its declared type (`defineRecords` freezes it
 * deeply at run time): no generic call per entry, so the type-check of a large account stays cheap.
 */
function writeDefinition(w: CodeBlockWriter, d: DefinitionModel): void {
  w.write('defineRecords(').inlineBlock(() => {
    w.writeLine(`name: ${tsString(d.name)},`);
    w.writeLine(`idParameter: ${tsString(d.idParameter)},`);
    w.write('operations: ').inlineBlock(() => {
      for (const [kind, op] of Object.entries(d.operations) as [
        keyof DefinitionModel['operations'],
        OperationModel | undefined,
      ][]) {
        if (op === undefined) continue;
        w.write(`${kind}: `);
        // Until this module is built as nodes too: the descriptor's nodes, printed by TypeScript's printer.
        const descriptor = descriptorExpression(op, { freeze: false, runtimeValues: false, errorCodes: undefined });
        const file = ts.createSourceFile('definition.gen.ts', '', ts.ScriptTarget.Latest);
        w.write(
          ts.createPrinter({ newLine: ts.NewLineKind.LineFeed }).printNode(ts.EmitHint.Expression, descriptor, file),
        );
        w.write(',').newLine();
      }
    });
    w.write(',').newLine();
    w.write('properties: ').inlineBlock(() => {
      for (const p of d.properties) {
        const facts = [`filter: ${tsString(p.filter.map((f) => f.operator).join(' '))}`];
        if (p.readOnly) facts.push('readOnly: true');
        if (p.writeOnly) facts.push('writeOnly: true');
        if (p.int64) facts.push('int64: true');
        if (p.passwordHash) facts.push('passwordHash: true');
        w.writeLine(`${objectKey(p.name)}: { ${facts.join(', ')} },`);
      }
    });
    w.write(',').newLine();
    w.writeLine(`order: [${d.order.map((k) => tsString(k)).join(', ')}],`);
  });
  w.write(')');
}

export function emitDefinition(model: RecordsModel, d: DefinitionModel): string {
  const statements: StatementStructures[] = [
    {
      kind: StructureKind.ImportDeclaration,
      isTypeOnly: true,
      namedImports: [...DEFINITION_IMPORTS.internal],
      moduleSpecifier: '@platform-sdk/runtime/internal',
    },
    {
      kind: StructureKind.ImportDeclaration,
      namedImports: ['defineRecords'],
      moduleSpecifier: '@platform-sdk/runtime/records',
    },
    {
      kind: StructureKind.ImportDeclaration,
      isTypeOnly: true,
      namedImports: [...DEFINITION_IMPORTS.records],
      moduleSpecifier: '@platform-sdk/runtime/records',
    },
    ...recordTypes(model, d),
    namespaceInterface(d),
    {
      kind: StructureKind.VariableStatement,
      declarationKind: VariableDeclarationKind.Const,
      isExported: true,
      docs: [
        `What the runtime builds the ${docCode(d.name)} namespace from: its operations, and what a request may do ` +
          `with each property.`,
      ],
      declarations: [{ name: d.names.definition, initializer: (w) => writeDefinition(w, d) }],
    },
  ];
  const sources =
    model.definitionsPath === undefined ? model.specPath : `${model.specPath} and ${model.definitionsPath}`;
  return printModule(statements, sources);
}
