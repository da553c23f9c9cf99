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
import { changesSomething } from '@platform-sdk/runtime/internal';
import type {
  FunctionDeclarationStructure,
  ImportDeclarationStructure,
  StatementStructures,
  TypeAliasDeclarationStructure,
} from 'ts-morph';
import { clientVar, exampleCall, factoryExample, paramDocs, returnsLine } from './client-docs.js';
import { baseParams, implementationReturnType, resultType, signatures, type SignatureParam } from './client-types.js';
import {
  apiConstants,
  callExpression,
  descriptors,
  descriptorTypeNames,
  errorCodeMap,
  writeRuntimeSetup,
} from './emit-client.js';
import { docExample, docLine, docText, paragraphs } from '../text/jsdoc.js';
import { tsMorph } from './libraries.js';
import type { ApiModel, OperationModel } from '../model/model.js';
import { NPM_SCOPE } from '../packages.js';
import { printModule } from './print.js';
import { bodyChecksOf, uploadChecksOf } from './runtime-exports.js';

const { StructureKind } = tsMorph;

/** The first parameter of every operation function. */
const CORE = 'core';

function withCore(
  model: ApiModel,
  params: readonly SignatureParam[],
): { name: string; type: string; hasQuestionToken: boolean }[] {
  return [{ name: CORE, type: model.names.core, optional: false }, ...params].map((p) => ({
    name: p.name,
    type: p.type,
    hasQuestionToken: p.optional,
  }));
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

function operationFunction(model: ApiModel, op: OperationModel): FunctionDeclarationStructure {
  const overloads = signatures(model, op);
  const doc = functionDoc(model, op);
  if (overloads.length > 1) {
    return {
      kind: StructureKind.Function,
      name: op.names.fn,
      isExported: true,
      // The doc on the first overload only, as on the method (client-docs.ts).
      overloads: overloads.map((sig, i) => ({
        parameters: withCore(model, sig.params),
        returnType: sig.returnType,
        docs: i === 0 ? [doc] : [],
      })),
      parameters: withCore(model, baseParams(model, op)),
      returnType: implementationReturnType(model, op),
      statements: `return ${callExpression(op, `${resultType(model, op)} | undefined`)};`,
    };
  }
  const sig = overloads[0]!;
  return {
    kind: StructureKind.Function,
    name: op.names.fn,
    isExported: true,
    docs: [doc],
    parameters: withCore(model, sig.params),
    returnType: sig.returnType,
    statements: `return ${callExpression(op, resultType(model, op))};`,
  };
}

function coreType(model: ApiModel): TypeAliasDeclarationStructure {
  return {
    kind: StructureKind.TypeAlias,
    name: model.names.core,
    isExported: true,
    docs: [
      `The ${docLine(model.title)} without its methods: what \`${model.names.coreFactory}\` returns and every ` +
        `operation function of this module takes first (tokens, rate limit, retries and options are the client's).`,
    ],
    type: 'ApiRuntime<paths>',
  };
}

function coreFactory(model: ApiModel): FunctionDeclarationStructure {
  const variable = clientVar(model);
  return {
    kind: StructureKind.Function,
    name: model.names.coreFactory,
    isExported: true,
    parameters: [{ name: 'options', type: model.names.options }],
    returnType: model.names.core,
    docs: [
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
    ],
    statements: (w) => writeRuntimeSetup(w, model, true),
  };
}

/** Type names of client.gen.ts the functions' signatures use (imported type-only: no value crosses back). */
function clientTypeImports(model: ApiModel): string[] {
  const text = [
    model.names.options,
    ...model.operations.flatMap((op) =>
      signatures(model, op).map((s) => `${s.params.map((p) => p.type).join()} ${s.returnType}`),
    ),
  ].join(' ');
  const candidates = new Set<string>([
    model.names.options,
    ...model.schemas.map((s) => s.typeName),
    ...model.operations.flatMap((op) =>
      [op.names.row, op.names.query, op.names.input].filter((n): n is string => n !== undefined),
    ),
  ]);
  const codes =
    model.errorCodes === undefined
      ? undefined
      : model.schemas.find((s) => s.specName.text === model.errorCodes?.schemaName.text)?.typeName;
  // The client interface too: every function's doc links its method.
  return [
    model.names.client,
    ...[...candidates].filter(
      (name) => name === codes || new RegExp(`(?<![\\w$.'])${name.replace(/\$/g, '\\$')}(?![\\w$'])`).test(text),
    ),
  ].sort();
}

function imports(model: ApiModel): ImportDeclarationStructure[] {
  const runtimeTypes = [
    'ApiDescriptor',
    'ApiRuntime',
    'CallOptions',
    'RuntimeOptions',
    ...descriptorTypeNames(model.operations),
  ];
  if (model.operations.some((o) => o.request?.kind === 'json')) runtimeTypes.push('JsonInput');
  if (model.operations.some((o) => o.response.kind === 'csv')) runtimeTypes.push('CsvReport');
  if (model.operations.some((o) => o.request?.kind === 'csv')) runtimeTypes.push('CsvUploadBody');
  const signaturesText = model.operations
    .map((op) =>
      signatures(model, op)
        .map((s) => `${s.params.map((p) => p.type).join()} ${s.returnType}`)
        .join(),
    )
    .join();
  const schemaTypes = [
    'paths',
    ...(signaturesText.includes('operations[') ? ['operations'] : []),
    ...(signaturesText.includes('components[') ? ['components'] : []),
  ];
  return [
    {
      kind: StructureKind.ImportDeclaration,
      namedImports: [
        'checkClientOptions',
        'createApiRuntime',
        'expandServerUrl',
        ...(model.operations.some((o) => o.request?.kind === 'json') ? ['jsonBody'] : []),
        ...(model.operations.some((o) => o.request?.kind === 'csv') ? ['csvUpload'] : []),
        ...(model.operations.some((o) => o.response.kind === 'csv') ? ['csvReport'] : []),
        ...(model.operations.some((o) => o.queryParams.length > 0) ? ['writeQuery'] : []),
        ...(model.operations.some((o) => o.retry === 'requestId') ? ['DuplicateRequestError'] : []),
        ...(model.operations.some((o) => changesSomething(o)) ? ['OutcomeUnknownError'] : []),
      ],
      moduleSpecifier: '@platform-sdk/runtime/client',
    },
    {
      kind: StructureKind.ImportDeclaration,
      isTypeOnly: true,
      namedImports: runtimeTypes.sort(),
      moduleSpecifier: '@platform-sdk/runtime/internal',
    },
    ...bodyChecksOf(model.operations).map(
      (check): ImportDeclarationStructure => ({
        kind: StructureKind.ImportDeclaration,
        namedImports: [check.value],
        moduleSpecifier: check.module,
      }),
    ),
    ...uploadChecksOf(model.operations).flatMap((check): ImportDeclarationStructure[] => [
      { kind: StructureKind.ImportDeclaration, namedImports: [check.value], moduleSpecifier: check.module },
      {
        kind: StructureKind.ImportDeclaration,
        isTypeOnly: true,
        namedImports: [check.optionsType],
        moduleSpecifier: check.module,
      },
    ]),
    {
      kind: StructureKind.ImportDeclaration,
      isTypeOnly: true,
      namedImports: clientTypeImports(model),
      moduleSpecifier: './client.gen.js',
    },
    {
      kind: StructureKind.ImportDeclaration,
      isTypeOnly: true,
      namedImports: schemaTypes.sort(),
      moduleSpecifier: './schema.gen.js',
    },
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
  const consts = descriptors(model);
  const statements: StatementStructures[] = [
    ...imports(model),
    ...errorCodeMap(model),
    ...apiConstants(model),
    coreType(model),
    coreFactory(model),
    ...model.operations.flatMap((op, i) => [consts[i]!, operationFunction(model, op)]),
  ];
  return printModule(statements, model.specPath);
}
