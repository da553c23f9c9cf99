/**
 * client.gen.ts of the records package: `createRecordsClient(options)` and the `RecordsClient` interface with
 * `raw` and one namespace per API definition (`db.member`), each built by the runtime from the definition's
 * `RecordsDefinition` (runtime/src/apis/records/). The options, the ApiDescriptor and the runtime set-up are the
 * ones every generated client has (emit-client.ts); the rate limit is the database API's, shared by bucket.
 */
import { factoryExample } from '../emit/client-docs.js';
import { apiConstants, errorGuard, helpersConstant, optionsType, type ClientShape } from '../emit/emit-client.js';
import { CLIENT_HELPERS } from '../model/model-names.js';
import {
  call,
  constant,
  id,
  importNamed,
  interfaceDecl,
  keywordType,
  objectOf,
  objectProperty,
  returns,
  type Statement,
  functionDecl,
  typeAlias,
  typeRef,
} from '../emit/code.js';
import { printModule } from '../emit/print.js';
import { docCode, docExample, docLine, paragraphs } from '../text/jsdoc.js';
import { tsString } from '../text/literals.js';
import type { RecordsModel } from './model-records.js';
import { definitionLine } from './records-docs.js';

/** The client-level names and facts of the records package, in the shape the shared client emitters take. */
export type RecordsClientShape = ClientShape & Pick<RecordsModel, 'document'>;

/** What client.gen.ts imports; spec-derived names may not take these. */
export const CLIENT_IMPORTS = [
  'createRecordsClientHelpers',
  CLIENT_HELPERS,
  'ApiDescriptor',
  'ApiErrorOf',
  'CommonClientOptions',
  'Client',
  'paths',
] as const;

/** The runtime's factory of the records client's helpers: the one runtime value client.gen.ts imports. */
const HELPERS_FACTORY = 'createRecordsClientHelpers';

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

function factory(model: RecordsModel, shape: RecordsClientShape): Statement {
  const namespaces = model.definitions.map((d) =>
    objectProperty(
      d.namespace,
      call(`${CLIENT_HELPERS}.namespace`, [id('runtime'), id(d.names.definition)], [typeRef(d.names.namespace)]),
    ),
  );
  return functionDecl({
    name: shape.names.factory,
    exported: true,
    parameters: [{ name: 'options', type: typeRef(shape.names.options) }],
    returns: typeRef(shape.names.client),
    docs:
      paragraphs(
        `Creates a client of the record operations of every API definition of the snapshot ` +
          `(${docLine(model.specPath)}).`,
        'With `credentials` and `authUrl` the client fetches, caches and refreshes OAuth2 tokens itself; pass ' +
          "`accessToken` to bring your own. Calls share the account's rate-limit bucket (`database`) with every " +
          'database client of the same account (`dbUrl` and `accountCode`), whatever its credentials.',
      ) +
      `\n\n@param options - Server variables, authentication and runtime ` +
      `options.\n@example\n\`\`\`ts\n${docExample(recordsExample(model, shape))}\n\`\`\``,
    statements: [
      constant({
        name: 'runtime',
        value: call(`${CLIENT_HELPERS}.runtime`, [id(shape.names.api), id('options')], [typeRef('paths')]),
      }),
      returns(
        objectOf(
          [objectProperty('raw', call(`${CLIENT_HELPERS}.raw`, [id('runtime')], [typeRef('paths')])), ...namespaces],
          true,
        ),
      ),
    ],
  });
}

export function emitRecordsClient(model: RecordsModel, shape: RecordsClientShape): string {
  const names = shape.names;
  const statements: Statement[] = [
    importNamed('@platform-sdk/runtime/records', [HELPERS_FACTORY]),
    importNamed('@platform-sdk/runtime/internal', ['ApiDescriptor', 'ApiErrorOf', 'CommonClientOptions'], true),
    importNamed('openapi-fetch', ['Client'], true),
    importNamed('./schema.gen.js', ['paths'], true),
    ...model.definitions.map((d) =>
      importNamed(`./${d.names.module}.js`, [d.names.definition, { name: d.names.namespace, typeOnly: true }]),
    ),
    typeAlias({
      name: names.error,
      exported: true,
      docs:
        'An HTTP error answer of the record operations; `serviceMessage` is what the service said (its `message`, ' +
        'which names the field and the rule of a 400). A records 400 has no codes: `errors` is empty.',
      type: typeRef('ApiErrorOf', [keywordType('string'), keywordType('unknown')]),
    }),
    helpersConstant(shape, HELPERS_FACTORY),
    errorGuard(shape),
    optionsType(shape),
    interfaceDecl({
      name: names.client,
      exported: true,
      docs: paragraphs(
        `The record operations of every API definition of ${docLine(model.specPath)}: one namespace per definition.`,
        'Methods return the parsed data and throw typed errors; ids are decimal strings (up to 2^63-1).',
      ),
      members: [
        {
          name: 'raw',
          readonly: true,
          type: typeRef('Client', [typeRef('paths')]),
          docs:
            'The openapi-fetch client, with authentication and rate limiting installed, for full control over a ' +
            'request (ids there are plain JSON numbers: above 2^53 they lose digits).',
        },
        ...model.definitions.map((d) => ({
          name: d.namespace,
          readonly: true,
          type: typeRef(d.names.namespace),
          docs: `The records of ${definitionLine(d)} (${docCode(d.names.namespace)}).`,
        })),
      ],
    }),
    ...apiConstants(shape),
    factory(model, shape),
  ];
  return printModule(statements, model.specPath);
}
