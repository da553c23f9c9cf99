/**
 * The query string of a call, written as openapi-fetch's default serializers (the `raw` client's) write it:
 * `name=value` pairs percent-encoded with encodeURIComponent (so `+` goes out as `%2B`, as a date-time offset in
 * a query must be sent, e.g. the report `start`/`end` of specs/mail.yaml), arrays exploded (`name=a&name=b`, an
 * empty one left out), objects as deepObject (`name[key]=value`), undefined and null left out. openapi-fetch's
 * serializer treats a Date as an object and drops it; here Dates become ISO 8601 strings and bigints decimal
 * strings first, and a value that cannot be sent (an invalid Date, a non-finite number) is refused with a
 * `RequestValidationError` naming the parameter, before any attempt. Names come from the spec: the copy is a
 * null-prototype object (a parameter named `__proto__` stays a parameter).
 *
 * Reached through the descriptor's `query`, which the generator writes into the descriptors of operations with
 * query parameters only (and the records client into its own), so an app that calls none leaves this out.
 */
import { RequestValidationError } from '../errors/call-errors.js';
import type { ParamRule, ParamStyle } from '../contract/operation.js';
import { breaks } from './params.js';
import { styledQueryPart } from './param-style.js';

/** The writer of query parameters with a `style` (`styledQueryParam`), when the client's runtime has it. */
type StyledQuery = typeof styledQueryParam;

type Scalar = string | number | boolean | bigint | Date | undefined;

function scalar(operationId: string, name: string, value: Scalar): string | number | boolean | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RequestValidationError(operationId, name, 'is an invalid Date');
    return value.toISOString();
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new RequestValidationError(operationId, name, `is ${value}, not a finite number`);
  return value;
}

function pair(name: string, value: unknown): string {
  return `${name}=${encodeURIComponent(String(value))}`;
}

/** A value against the spec's rule of its parameter (`limit` 1 to 100), or a RequestValidationError naming it. */
function check(operationId: string, name: string, value: unknown, rule: ParamRule | undefined): void {
  if (rule === undefined || value === undefined || value === null || Array.isArray(value)) return;
  const broken =
    typeof value === 'string' || typeof value === 'number'
      ? breaks(value, rule)
      : `must be ${rule.type === 'integer' ? 'an integer' : `a ${rule.type}`}`;
  if (broken !== undefined)
    throw new RequestValidationError(operationId, name, `${broken} (got ${JSON.stringify(value) ?? String(value)})`);
}

/**
 * The query string of the query's own values, each checked and made a string, number or boolean first, then held
 * to its parameter's rule.
 */
function queryString(
  operationId: string,
  query: Readonly<Record<string, Scalar>>,
  rules: Readonly<Record<string, ParamRule>> | undefined,
  styles: Readonly<Record<string, ParamStyle>> | undefined,
  writer: StyledQuery | undefined,
): string {
  const parts: string[] = [];
  for (const name of Object.keys(query)) {
    const style = styles !== undefined && Object.hasOwn(styles, name) ? styles[name] : undefined;
    if (style !== undefined && writer !== undefined) {
      const rule = rules !== undefined && Object.hasOwn(rules, name) ? rules[name] : undefined;
      const part = writer(operationId, name, query[name], style, rule);
      if (part !== '') parts.push(part);
      continue;
    }
    const value = scalar(operationId, `query parameter ${name}`, query[name]) as unknown;
    check(
      operationId,
      `query parameter ${name}`,
      value,
      rules !== undefined && Object.hasOwn(rules, name) ? rules[name] : undefined,
    );
    if (value === undefined || value === null) continue;
    const key = encodeURIComponent(name);
    if (Array.isArray(value)) {
      for (const item of value as unknown[]) parts.push(pair(key, item));
    } else if (typeof value === 'object') {
      for (const [inner, item] of Object.entries(value))
        if (item !== undefined && item !== null) parts.push(pair(`${key}[${encodeURIComponent(inner)}]`, item));
    } else {
      parts.push(pair(key, value));
    }
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/**
 * One parameter with a `style`, checked against its rule and written as its style says; '' when it writes nothing
 * or is not the query's (header and cookie values travel in headers: header-params.ts). The styles writer's
 * (call/request-writers.ts), so only clients whose descriptors have styles carry it.
 */
export function styledQueryParam(
  operationId: string,
  name: string,
  value: Scalar | object | null,
  style: ParamStyle,
  rule: ParamRule | undefined,
): string {
  if (style.in !== 'query' || value === undefined || value === null) return '';
  const field = `query parameter ${name}`;
  if (typeof value !== 'object' || value instanceof Date)
    check(operationId, field, scalar(operationId, field, value), rule);
  return styledQueryPart(operationId, name, value, style);
}

/** A call's query string (`?` included; '' for none), its values checked against the operation's rules. */
export function writeQuery(
  operationId: string,
  query: Readonly<Record<string, unknown>>,
  rules?: Readonly<Record<string, ParamRule>>,
  styles?: Readonly<Record<string, ParamStyle>>,
  writer?: StyledQuery,
): string {
  return queryString(operationId, query as Readonly<Record<string, Scalar>>, rules, styles, writer);
}
