/**
 * Type-checking helpers for generated code: compile files with the repository's strict compiler options, and
 * walk the types of a module's exports looking for `any`.
 */
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './helpers.js';

export function strictOptions(): ts.CompilerOptions {
  const configPath = path.join(ROOT, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT, undefined, configPath);
  return { ...parsed.options, noEmit: true };
}

/** The runtime's sources, which every generated package imports. */
const RUNTIME_SOURCES = path.join(ROOT, 'runtime', 'src') + path.sep;

/**
 * Compiles `rootNames` with the strict options, and `extra` options on top (`noUnusedLocals`, …). The runtime's
 * own sources are checked only with `runtime: 'check'`: their diagnostics are the same in every program that
 * imports them, so typecheck.test.ts checks them once and the other tests check the code they generate.
 */
export function compile(
  rootNames: readonly string[],
  extra: ts.CompilerOptions = {},
  { runtime = 'skip' }: { runtime?: 'check' | 'skip' } = {},
): { program: ts.Program; diagnostics: string[] } {
  const program = ts.createProgram({ rootNames: [...rootNames], options: { ...strictOptions(), ...extra } });
  const checked = program
    .getSourceFiles()
    .filter((file) => runtime === 'check' || !file.fileName.startsWith(RUNTIME_SOURCES));
  const found = ts.sortAndDeduplicateDiagnostics([
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...checked.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ]);
  const diagnostics = found.map((d) => {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (d.file === undefined || d.start === undefined) return message;
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    return `${path.relative(ROOT, d.file.fileName)}:${line + 1}:${character + 1} ${message}`;
  });
  return { program, diagnostics };
}

/**
 * Every place `any` appears in the types a module exports, as paths like `MailClient.sendDelivery(body)`: the
 * parameters and results of every function and method, every property, and what `instanceof` narrows to.
 * Library types (TypeScript's lib, node_modules) are not entered, only their type arguments: `Promise<T>`'s own
 * members use `any` (`onrejected(reason: any)`), which is not ours to fix.
 */
export function findAny(program: ts.Program, entry: string): string[] {
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(entry);
  if (file === undefined) throw new Error(`not in program: ${entry}`);
  const moduleSymbol = checker.getSymbolAtLocation(file);
  if (moduleSymbol === undefined) throw new Error(`not a module: ${entry}`);
  const found: string[] = [];
  const seen = new Set<ts.Type>();

  const isExternal = (type: ts.Type): boolean => {
    const decl = (type.aliasSymbol ?? type.getSymbol())?.declarations?.[0];
    if (decl === undefined) return false;
    const source = decl.getSourceFile();
    return program.isSourceFileDefaultLibrary(source) || source.fileName.includes('/node_modules/');
  };

  const visitSignature = (sig: ts.Signature, where: string): void => {
    for (const param of sig.getParameters()) visit(checker.getTypeOfSymbol(param), `${where}(${param.name})`);
    visit(sig.getReturnType(), `${where}: return`);
  };

  function visit(type: ts.Type, where: string): void {
    if (type.flags & ts.TypeFlags.Any) {
      found.push(where);
      return;
    }
    if (seen.has(type)) return;
    seen.add(type);
    for (const arg of type.aliasTypeArguments ?? []) visit(arg, `${where}<>`);
    if (type.isUnionOrIntersection()) {
      for (const part of type.types) visit(part, where);
      return;
    }
    if (!(type.flags & ts.TypeFlags.Object)) return;
    const object = type as ts.ObjectType;
    const external = isExternal(type);
    if (object.objectFlags & ts.ObjectFlags.Reference) {
      const reference = object as ts.TypeReference;
      const params = reference.target.typeParameters ?? [];
      checker.getTypeArguments(reference).forEach((arg, i) => {
        // A library's defaulted parameters (`Iterable<T, TReturn = any>`) are its choice, not an `any` we emit.
        const declaration = params[i]?.getSymbol()?.declarations?.[0];
        if (
          external &&
          declaration !== undefined &&
          ts.isTypeParameterDeclaration(declaration) &&
          declaration.default !== undefined
        )
          return;
        visit(arg, `${where}<>`);
      });
    }
    if (external) return;
    // A class's `prototype` is the type `instanceof` narrows a caught value to: for a generic class TypeScript
    // fills its type parameters with `any` there, which is how `e instanceof C` hands a user `any`.
    for (const prop of checker.getPropertiesOfType(type)) visit(checker.getTypeOfSymbol(prop), `${where}.${prop.name}`);
    for (const sig of type.getCallSignatures()) visitSignature(sig, where);
    for (const sig of type.getConstructSignatures()) visitSignature(sig, `new ${where}`);
    for (const info of checker.getIndexInfosOfType(type)) visit(info.type, `${where}[key]`);
  }

  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (symbol.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface | ts.SymbolFlags.Class)) {
      visit(checker.getDeclaredTypeOfSymbol(symbol), exported.name);
    }
    if (symbol.flags & ts.SymbolFlags.Value) {
      visit(checker.getTypeOfSymbolAtLocation(symbol, file), exported.name);
    }
  }
  return found.sort();
}
