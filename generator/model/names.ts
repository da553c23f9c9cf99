/**
 * Turning spec names into TypeScript names. Spec text becomes code, so every identifier the generator declares
 * goes through here: it is made of ASCII letters, digits, `_` and `$` only, is never a reserved word, and is
 * claimed in a `NameScope` that refuses two spec names converging on one identifier.
 */

/** ECMAScript reserved words, strict-mode and module reserved words, and names that cannot be bound. */
const RESERVED = new Set([
  'arguments',
  'await',
  'break',
  'case',
  'catch',
  'class',
  'const',
  'continue',
  'debugger',
  'default',
  'delete',
  'do',
  'else',
  'enum',
  'eval',
  'export',
  'extends',
  'false',
  'finally',
  'for',
  'function',
  'if',
  'implements',
  'import',
  'in',
  'instanceof',
  'interface',
  'let',
  'new',
  'null',
  'package',
  'private',
  'protected',
  'public',
  'return',
  'static',
  'super',
  'switch',
  'this',
  'throw',
  'true',
  'try',
  'typeof',
  'var',
  'void',
  'while',
  'with',
  'yield',
  'undefined',
  'NaN',
  'Infinity',
]);

/** Names TypeScript gives a meaning in type position; a type alias may not take them. */
const RESERVED_TYPE_NAMES = new Set([
  'any',
  'unknown',
  'never',
  'string',
  'number',
  'bigint',
  'boolean',
  'symbol',
  'object',
  'void',
  'undefined',
  'null',
  'intrinsic',
  'type',
  'as',
  'is',
  'keyof',
  'infer',
  'readonly',
  'unique',
  'asserts',
  'satisfies',
]);

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * The members TypeScript gives every object type (the `Object` interface of its lib). An optional property
 * with one of these names can never be left out: TypeScript sees `constructor: Function` (and so on) on every
 * object, which the declared type rejects, so no object literal without it type-checks. Client inputs
 * (options, query objects, request bodies) therefore cannot have such optional properties.
 */
export const OBJECT_MEMBERS: ReadonlySet<string> = new Set([
  'constructor',
  'toString',
  'toLocaleString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
]);

/** The names a generated method binds itself (its body, query and options arguments, and what it calls). */
export const METHOD_OWN_NAMES: readonly string[] = [
  'runtime',
  'core',
  'generatedOperations',
  'body',
  'query',
  'options',
];

export function isReserved(name: string): boolean {
  return RESERVED.has(name) || RESERVED_TYPE_NAMES.has(name);
}

/** True for names usable as a binding (variable, function, type, parameter) in generated code. */
export function isSafeIdentifier(name: string): boolean {
  return IDENTIFIER.test(name) && !isReserved(name);
}

/** Words of a name: splits on every non-alphanumeric character and on lower-to-upper and acronym boundaries. */
export function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0);
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** `delivery_id` -> `deliveryId`, `sendDeliveryById` -> `sendDeliveryById`, `HTMLBody` -> `htmlBody`. */
export function camelCase(name: string): string {
  const [first, ...rest] = words(name);
  if (first === undefined) return '';
  return first.toLowerCase() + rest.map(capitalize).join('');
}

/** `send_delivery` -> `SendDelivery`, `mail` -> `Mail`. */
export function pascalCase(name: string): string {
  return words(name).map(capitalize).join('');
}

/** Lower-cases only the first character: `MailErrorCode` -> `mailErrorCode`. */
export function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** Where a name came from, for collision messages: `operationId "sendDelivery"`, `components.schemas.Foo`. */
export type NameOrigin = string;

export class NameCollision extends Error {
  constructor(
    readonly identifier: string,
    readonly origin: NameOrigin,
    readonly previous: NameOrigin,
  ) {
    super(`${origin} becomes the name "${identifier}", which is already taken by ${previous}`);
    this.name = 'NameCollision';
  }
}

/**
 * The set of names declared in one generated scope. Claiming a name twice throws `NameCollision`, so two
 * spec names that collide after case conversion (or a spec name that hits a name the generator uses itself)
 * become a clear error instead of code that silently shadows or redeclares.
 */
export class NameScope {
  readonly #taken = new Map<string, NameOrigin>();
  readonly #parent: NameScope | undefined;

  constructor(
    builtIns: Iterable<string> = [],
    builtInOrigin: NameOrigin = 'a name the generated code uses',
    parent?: NameScope,
  ) {
    for (const name of builtIns) this.#taken.set(name, builtInOrigin);
    this.#parent = parent;
  }

  #origin(name: string): NameOrigin | undefined {
    return this.#taken.get(name) ?? (this.#parent === undefined ? undefined : this.#parent.#origin(name));
  }

  claim(name: string, origin: NameOrigin): string {
    const previous = this.#origin(name);
    if (previous !== undefined) throw new NameCollision(name, origin, previous);
    this.#taken.set(name, origin);
    return name;
  }

  has(name: string): boolean {
    return this.#origin(name) !== undefined;
  }

  /**
   * A scope of its own that also sees (and so cannot take) every name of this one, looked up here rather than
   * copied: one scope per operation over the names of the whole module stays linear in operations.
   */
  child(): NameScope {
    return new NameScope([], undefined, this);
  }
}
