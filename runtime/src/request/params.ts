/**
 * Path parameters checked and filled in before they are sent (query parameters: query.ts, against the same
 * rules; JSON bodies: json-body.ts). Values that cannot be sent as the spec describes them (a path id of `NaN`, `1.5` or `-1`, a
 * parameter without a value) are refused with a `RequestValidationError` naming the field, before any attempt.
 * Parameter names come from the spec: values and the descriptor's `pathParams` are read through own properties
 * only (a parameter named `__proto__` is a parameter like any other, and one named `constructor` has no rule
 * unless the spec gives it one).
 */
import { RequestValidationError } from '../errors/call-errors.js';
import type { OperationDescriptor, ParamRule } from '../contract/operation.js';
import { encodePathSegment, templateParts } from './path.js';
import { styledPathValue } from './param-style.js';

/** The writer of path parameters with a `style` (`styledPathSegment`), when the client's runtime has it. */
type StyledPath = typeof styledPathSegment;

/** A path or query value against its rule; the rule's words, or undefined when it fits. */
export function breaks(value: string | number | bigint, rule: ParamRule): string | undefined {
  if (rule.type === 'string') {
    if (typeof value !== 'string') return 'must be a string';
    if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value)) return `must match ${rule.pattern}`;
    return undefined;
  }
  let number: number | bigint;
  if (typeof value === 'string') {
    if (!/^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/.test(value))
      return `must be ${rule.type === 'integer' ? 'an integer' : 'a number'}`;
    number = /^-?[0-9]+$/.test(value) ? BigInt(value) : Number(value);
  } else {
    number = value;
  }
  if (typeof number === 'number') {
    if (!Number.isFinite(number)) return `must be ${rule.type === 'integer' ? 'an integer' : 'a finite number'}`;
    if (rule.type === 'integer' && !Number.isInteger(number)) return 'must be an integer';
    // An id above 2^53 has already lost digits as a JS number; only a bigint (or a string) carries it exactly.
    if (rule.type === 'integer' && !Number.isSafeInteger(number))
      return 'is above 2^53 as a number and may have lost digits; pass a bigint';
  }
  const below =
    rule.minimum !== undefined && (typeof number === 'bigint' ? number < BigInt(rule.minimum) : number < rule.minimum);
  const above =
    rule.maximum !== undefined && (typeof number === 'bigint' ? number > BigInt(rule.maximum) : number > rule.maximum);
  if ((below || above) && rule.minimum !== undefined && rule.maximum !== undefined) {
    const kind = rule.type === 'integer' ? 'an integer' : 'a number';
    return `must be ${kind} from ${rule.minimum} to ${rule.maximum}`;
  }
  if (below || above) {
    const range = [
      rule.minimum === undefined ? undefined : `at least ${rule.minimum}`,
      rule.maximum === undefined ? undefined : `at most ${rule.maximum}`,
    ];
    return `must be ${range.filter((r) => r !== undefined).join(' and ')}`;
  }
  return undefined;
}

/**
 * The operation's path with its parameters filled in, each value read once, checked against its rule and encoded
 * whole into its own segment (path.ts): what was checked is what is sent. Only the template's parameters are read.
 */
export function resolvePath(
  op: Pick<OperationDescriptor, 'id' | 'path' | 'pathParams' | 'paramStyles'>,
  path: Readonly<Record<string, unknown>> | undefined,
  styled?: StyledPath,
): string {
  const parts = templateParts(op.path);
  let out = parts[0] as string;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i] as string;
    out +=
      segment(op, name, path !== undefined && Object.hasOwn(path, name) ? path[name] : undefined, styled) +
      (parts[i + 1] as string);
  }
  return out;
}

function invalid(op: Pick<OperationDescriptor, 'id'>, name: string, rule: string): RequestValidationError {
  return new RequestValidationError(op.id, `path parameter ${name}`, rule);
}

/** One path value, checked and encoded, or a RequestValidationError naming it. */
function segment(
  op: Pick<OperationDescriptor, 'id' | 'pathParams' | 'paramStyles'>,
  name: string,
  value: unknown,
  styled: StyledPath | undefined,
): string {
  const written = styled?.(op, name, value);
  if (written !== undefined) return written;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint') {
    throw invalid(op, name, `must be a string or a number, not ${value === null ? 'null' : typeof value}`);
  }
  const rule = op.pathParams !== undefined && Object.hasOwn(op.pathParams, name) ? op.pathParams[name] : undefined;
  const broken = rule === undefined ? undefined : breaks(value, rule);
  if (broken !== undefined)
    throw invalid(op, name, `${broken} (got ${typeof value === 'string' ? JSON.stringify(value) : String(value)})`);
  try {
    return encodePathSegment(name, value);
  } catch (error) {
    // A value that would leave its segment (".", "..", a lone surrogate) is refused here, before any attempt.
    throw invalid(op, name, (error as Error).message.replace(/^Path parameter \S+ /, '').replace(/\.$/, ''));
  }
}

/**
 * One path value whose parameter has a `style` in the path, checked and written as its style says; undefined when
 * it has none (or is a scalar in the default style), for `segment` to write. The styles writer's
 * (call/request-writers.ts), so only clients whose descriptors have styles carry it.
 */
export function styledPathSegment(
  op: Pick<OperationDescriptor, 'id' | 'pathParams' | 'paramStyles'>,
  name: string,
  value: unknown,
): string | undefined {
  const style = op.paramStyles !== undefined && Object.hasOwn(op.paramStyles, name) ? op.paramStyles[name] : undefined;
  if (style?.in !== 'path' || (typeof value !== 'object' && style.style === undefined)) return undefined;
  const rule = op.pathParams !== undefined && Object.hasOwn(op.pathParams, name) ? op.pathParams[name] : undefined;
  const broken = rule !== undefined && typeof value !== 'object' ? breaks(value as string, rule) : undefined;
  if (broken !== undefined) throw invalid(op, name, `${broken} (got ${String(value)})`);
  return styledPathValue(op.id, name, value, style);
}
