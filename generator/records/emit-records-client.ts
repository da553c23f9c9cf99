/**
 * client.gen.ts of the records package: `createRecordsClient(options)` and the `RecordsClient` interface with
 * `raw` and one namespace per API definition (`db.member`), each built by the runtime from the definition's
 * `RecordsDefinition` (runtime/src/records/). The options, the ApiDescriptor and the runtime set-up are the
 * ones every generated client has (emit-client.ts); the rate limit is the database API's, shared by bucket.
 */
import type { FunctionDeclarationStructure, ImportDeclarationStructure, StatementStructures } from 'ts-morph';
import { factoryExample } from '../emit/client-docs.js';
import { apiConstants, errorGuard, optionsType, writeRuntimeSetup, type ClientShape } from '../emit/emit-client.js';
import { printModule } from '../emit/print.js';
import { docCode, docExample, docLine, paragraphs } from '../text/jsdoc.js';
import { objectKey, propertyKey, tsString } from '../text/literals.js';
import type { RecordsModel } from './model-records.js';
import { definitionLine } from './records-docs.js';
import { tsMorph } from '../emit/libraries.js';

const { StructureKind } = tsMorph;

/** The client-level names and facts of the records package, in the shape the shared client emitters take. */
export type RecordsClientShape = ClientShape & Pick<RecordsModel, 'document'>;

/** What client.gen.ts imports; spec-derived names may not take these. */
export const CLIENT_IMPORTS = [
  'checkClientOptions',
  'createApiRuntime',
  'expandServerUrl',
  'isApiErrorOf',
  'ApiDescriptor',
  'ApiErrorOf',
  'CommonClientOptions',
  'RuntimeOptions',
  'createRecordsNamespace',
  'rawClient',
  'Client',
  'paths',
] as const;

/** The example the factory's JSDoc and the README show. */
export function recordsExample(model: RecordsModel, shape: RecordsClientShape): string {
  const setup = factoryExample(shape, 'db');
  const first = model.definitions[0];
  if (first === undefined) return setup;
  const ns = /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(first.namespace.text)
    ? `db.${first.namespace.text}`
    : `db[${tsString(first.namespace)}]`;
  const shown = first.properties.some((p) => p.name.text === 'id') ? 'record.id' : 'record';
  return `${setup}\nfor await (const record of ${ns}.queryAll()) {\n  console.log(${shown});\n}`;
}

function factory(model: RecordsModel, shape: RecordsClientShape): FunctionDeclarationStructure {
  return {
    kind: StructureKind.Function,
    name: shape.names.factory,
    isExported: true,
    parameters: [{ name: 'options', type: shape.names.options }],
    returnType: shape.names.client,
    docs: [
      paragraphs(
        `Creates a client of the record operations of every API definition of the snapshot ` +
          `(${docLine(model.specPath)}).`,
        'With `credentials` and `authUrl` the client fetches, caches and refreshes OAuth2 tokens itself; pass ' +
          "`accessToken` to bring your own. Calls share the account's rate-limit bucket (`database`) with every " +
          'database client of the same account (`dbUrl` and `accountCode`), whatever its credentials.',
      ) +
        `\n\n@param options - Server variables, authentication and runtime ` +
        `options.\n@example\n\`\`\`ts\n${docExample(recordsExample(model, shape))}\n\`\`\``,
    ],
    statements: (w) => {
      writeRuntimeSetup(w, shape);
      w.write('return ').inlineBlock(() => {
        w.writeLine('raw: rawClient<paths>(runtime),');
        for (const d of model.definitions) {
          w.writeLine(
            `${objectKey(d.namespace)}: createRecordsNamespace<${d.names.namespace}>(runtime, ${d.names.definition}),`,
          );
        }
      });
      w.write(';');
    },
  };
}

export function emitRecordsClient(model: RecordsModel, shape: RecordsClientShape): string {
  const names = shape.names;
  const statements: StatementStructures[] = [
    {
      kind: StructureKind.ImportDeclaration,
      namedImports: ['checkClientOptions', 'createApiRuntime', 'expandServerUrl', 'isApiErrorOf'],
      moduleSpecifier: '@platform-sdk/runtime/client',
    },
    {
      kind: StructureKind.ImportDeclaration,
      isTypeOnly: true,
      namedImports: ['ApiDescriptor', 'ApiErrorOf', 'CommonClientOptions', 'RuntimeOptions'],
      moduleSpecifier: '@platform-sdk/runtime/internal',
    },
    {
      kind: StructureKind.ImportDeclaration,
      namedImports: ['rawClient'],
      moduleSpecifier: '@platform-sdk/runtime/raw',
    },
    {
      kind: StructureKind.ImportDeclaration,
      namedImports: ['createRecordsNamespace'],
      moduleSpecifier: '@platform-sdk/runtime/records',
    },
    {
      kind: StructureKind.ImportDeclaration,
      isTypeOnly: true,
      namedImports: ['Client'],
      moduleSpecifier: 'openapi-fetch',
    },
    {
      kind: StructureKind.ImportDeclaration,
      isTypeOnly: true,
      namedImports: ['paths'],
      moduleSpecifier: './schema.gen.js',
    },
    ...model.definitions.map(
      (d): ImportDeclarationStructure => ({
        kind: StructureKind.ImportDeclaration,
        namedImports: [d.names.definition, { name: d.names.namespace, isTypeOnly: true }],
        moduleSpecifier: `./${d.names.module}.js`,
      }),
    ),
    {
      kind: StructureKind.TypeAlias,
      name: names.error,
      isExported: true,
      docs: [
        'An HTTP error answer of the record operations; `serviceMessage` is what the service said (its `message`, ' +
          'which names the field and the rule of a 400). A records 400 has no codes: `errors` is empty.',
      ],
      type: 'ApiErrorOf<string, unknown>',
    },
    errorGuard(shape),
    optionsType(shape),
    {
      kind: StructureKind.Interface,
      name: names.client,
      isExported: true,
      docs: [
        paragraphs(
          `The record operations of every API definition of ${docLine(model.specPath)}: one namespace per definition.`,
          'Methods return the parsed data and throw typed errors; ids are decimal strings (up to 2^63-1).',
        ),
      ],
      properties: [
        {
          name: 'raw',
          isReadonly: true,
          type: 'Client<paths>',
          docs: [
            'The openapi-fetch client, with authentication and rate limiting installed, for full control over a ' +
              'request (ids there are plain JSON numbers: above 2^53 they lose digits).',
          ],
        },
        ...model.definitions.map((d) => ({
          name: propertyKey(d.namespace),
          isReadonly: true,
          type: d.names.namespace,
          docs: [`The records of ${definitionLine(d)} (${docCode(d.names.namespace)}).`],
        })),
      ],
    },
    ...apiConstants(shape),
    factory(model, shape),
  ];
  return printModule(statements, model.specPath);
}
