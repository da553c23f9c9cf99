/**
 * What a method takes for a JSON request body whose wire type is `T`: the same shape with every array and
 * object readonly (so data built `as const` is accepted), and a bigint allowed for the properties named by
 * `BigIntKeys` (the spec's `x-bigint` strings of decimal digits, e.g. `Customer.platformid` of specs/mail.yaml),
 * which the runtime sends as their exact digits. An object with an index signature beside such a key lets its
 * other values be bigints too (an intersection would otherwise refuse the bigint), sent the same way.
 */
type Widen<V, K, BigIntKeys extends string> = [K] extends [BigIntKeys]
  ? V | bigint
  : string extends K
    ? [BigIntKeys] extends [never]
      ? V
      : V | bigint
    : V;

export type JsonInput<T, BigIntKeys extends string = never> = T extends readonly (infer E)[]
  ? readonly JsonInput<E, BigIntKeys>[]
  : T extends Date
    ? T
    : T extends object
      ? { readonly [K in keyof T]: Widen<JsonInput<T[K], BigIntKeys>, K, BigIntKeys> }
      : T;
