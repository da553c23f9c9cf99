/**
 * operations.gen.ts: the tree-shakable form of a client (`@platform-sdk/mail/operations`). `createMailCore(options)`
 * makes the runtime with the same option checks as `createMailClient`, and each operation is an exported function
 * taking that core first (`getDelivery(mail, deliveryId, options?)`). Each descriptor is a module-level constant
 * that only its function uses, and every `Object.freeze` is marked pure (emit-client.ts), so a bundler keeps the
 * operations an app
 * calls and drops the rest; nothing here imports openapi-fetch (`raw` belongs to the client object). The client
 * object of client.gen.ts is built from these functions: its methods delegate, so no call is written twice.
 *
 * The functions' JSDoc is the summary, the parameters, what they return and an example, and links the client's
 * method for the rest (scopes, retries, errors): the description and the error tables are written once, on the
 * method (test/generator/docs-once.test.ts), and an editor's hover still shows what to pass and what comes back.
 */
import { clientVar, exampleCall, factoryExample, paramDocs, returnsLine } from './client-docs.js';
import { baseParams, implementationReturnType, resultType, signatures, type SignatureParam } from './client-types.js';
import { apiConstants, callExpression, descriptor, errorCodeMap, runtimeSetup } from './emit-client.js';
import { descriptorTypeNames } from './descriptor.js';
import { docExample, docLine, docText, paragraphs } from '../text/jsdoc.js';
import type { ApiModel, OperationModel } from '../model/model.js';
import { NPM_SCOPE } from '../packages.js';
import { functionDecl, importNamed, keywordType, returns, type Statement, typeAlias, typeRef, union } from './code.js';
import { printModuleImporting } from './print.js';
import { runtimeFactoryModule, uploadChecksOf } from '../model/runtime-exports.js';

/** The first parameter of every operation function. */
const CORE = 'core';

function withCore(model: ApiModel, params: readonly SignatureParam[]): SignatureParam[] {
  return [{ name: CORE, type: typeRef(model.names.core), optional: false }, ...params];
}

/** The example of a function: the method's example with the core in place of the client object. */
export function functionExample(model: ApiModel, op: OperationModel): string {
  const client = clientVar(model);
  return exampleCall(model, op)
    .replace(`${client}.${op.methodName}(`, `${op.names.fn}(${client}, `)
    .replace(`(${client}, )`, `(${client})`);
}

function functionDoc(model: ApiModel, op: OperationModel): string {
  const first = signatures(model, op)[0];
  if (first === undefined) throw new Error(`${op.id.quoted} has no signature`);
  const head = paragraphs(
    docText(op.summary),
    `{@link ${model.names.client}.${op.methodName}} as a function, for smaller bundles: scopes, retries, errors and ` +
      `the service's rules are on that method.`,
  );
  const tags = [
    `@param ${CORE} - The core from \`${model.names.coreFactory}\`.`,
    ...paramDocs(op, first),
    returnsLine(op),
    ...(op.deprecated ? ['@deprecated The spec marks this operation deprecated.'] : []),
    `@example\n\`\`\`ts\n${docExample(functionExample(model, op))}\n\`\`\``,
  ];
  return `${head}\n\n${tags.join('\n')}`;
}

function operationFunction(model: ApiModel, op: OperationModel): Statement[] {
  const overloads = signatures(model, op);
  const doc = functionDoc(model, op);
  if (overloads.length > 1) {
    const result = union([resultType(model, op), keywordType('undefined')]);
    return [
      functionDecl({
        name: op.names.fn,
        exported: true,
        // The doc on the first overload only, as on the method (client-docs.ts).
        overloads: overloads.map((sig, i) => ({
          parameters: withCore(model, sig.params),
          returns: sig.returnType,
          ...(i === 0 ? { docs: doc } : {}),
        })),
        parameters: withCore(model, baseParams(model, op)),
        returns: implementationReturnType(model, op),
        statements: [returns(callExpression(op, result))],
      }),
    ];
  }
  const sig = overloads[0]!;
  return [
    functionDecl({
      name: op.names.fn,
      exported: true,
      docs: doc,
      parameters: withCore(model, sig.params),
      returns: sig.returnType,
      statements: [returns(callExpression(op, resultType(model, op)))],
    }),
  ];
}

function coreType(model: ApiModel): Statement {
  return typeAlias({
    name: model.names.core,
    exported: true,
    docs:
      `The ${docLine(model.title)} without its methods: what \`${model.names.coreFactory}\` returns and every ` +
      `operation function of this module takes first (tokens, rate limit, retries and options are the client's).`,
    type: typeRef('ApiRuntime', [typeRef('paths')]),
  });
}

function coreFactory(model: ApiModel): Statement {
  const variable = clientVar(model);
  return functionDecl({
    name: model.names.coreFactory,
    exported: true,
    parameters: [{ name: 'options', type: typeRef(model.names.options) }],
    returns: typeRef(model.names.core),
    docs:
      paragraphs(
        `Creates the core of a ${docLine(model.title)} client: the same options, checks, tokens, retries and rate ` +
          `limit as \`${model.names.factory}\`, without methods and without \`raw\`.`,
        `Pass it to the operation functions of \`${NPM_SCOPE}/${model.pkg.name}/operations\`; a bundler keeps only ` +
          `the operations the app calls.`,
      ) +
      `\n\n@param options - Server variables, authentication and runtime options ` +
      `(\`${model.names.options}\`).\n@example\n\`\`\`ts\n` +
      docExample(`const ${variable} = ${model.names.coreFactory}({ ... });`) +
      '\n```',
    statements: runtimeSetup(model),
  });
}

/**
 * Type names of client.gen.ts the functions refer to (imported type-only: no value crosses back), and the client
 * interface, which every function's doc links.
 */
function clientTypeImports(model: ApiModel, used: ReadonlySet<string>): string[] {
  const declared = new Set<string>([
    model.names.options,
    ...model.schemas.map((s) => s.typeName),
    ...model.operations.flatMap((op) =>
      [op.names.row, op.names.query, op.names.input].filter((n): n is string => n !== undefined),
    ),
  ]);
  return [model.names.client, ...[...declared].filter((name) => used.has(name))].sort();
}

/** The runtime's types operations.gen.ts may refer to besides the descriptors'; each is imported where used. */
const RUNTIME_TYPES = [
  'ApiDescriptor',
  'ApiRuntime',
  'CallOptions',
  'CsvReport',
  'CsvUploadBody',
  'JsonInput',
  'RawRequest',
];

function imports(model: ApiModel, used: ReadonlySet<string>): Statement[] {
  // The runtime factory comes from the module of the checks the spec names (it adds them), else from `./client`.
  const factory = runtimeFactoryModule(model.operations);
  return [
    importNamed(factory, ['createClientRuntime']),
    importNamed(
      '@platform-sdk/runtime/internal',
      [...RUNTIME_TYPES.filter((name) => used.has(name)), ...descriptorTypeNames(model.operations)].sort(),
      true,
    ),
    ...uploadChecksOf(model.operations).map((check) => importNamed(check.module, [check.optionsType], true)),
    importNamed('./client.gen.js', clientTypeImports(model, used), true),
    importNamed(
      './schema.gen.js',
      ['components', 'operations', 'paths'].filter((name) => used.has(name)),
      true,
    ),
  ];
}

/**
 * The README's "Smaller bundles" example: the core made with the factory's options, then one call of a read
 * (the first GET with a JSON answer, else the first operation) as a function.
 */
export function smallerBundlesExample(model: ApiModel): { imports: string; code: string } {
  const op = model.operations.find((o) => o.method === 'get' && o.response.kind === 'json') ?? model.operations[0];
  if (op === undefined) return { imports: '', code: '' };
  const setup = factoryExample(model).replace(`${model.names.factory}(`, `${model.names.coreFactory}(`);
  return {
    imports: `import { ${model.names.coreFactory}, ${op.names.fn} } from '${NPM_SCOPE}/${model.pkg.name}/operations';`,
    code: `${setup}\n\n${functionExample(model, op)}`,
  };
}

export function emitOperations(model: ApiModel): string {
  function* body(): Generator<Statement[]> {
    yield [...errorCodeMap(model), ...apiConstants(model), coreType(model), coreFactory(model)];
    for (const op of model.operations) yield [descriptor(model, op), ...operationFunction(model, op)];
  }
  return printModuleImporting(body(), (used) => imports(model, used), model.specPath);
}
