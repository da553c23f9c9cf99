/**
 * The `style`, `explode` and `allowReserved` of one parameter, held to what OpenAPI defines for its location and
 * the shape of its value ("Style Values"), and what the runtime is told of them (`OperationDescriptor.paramStyles`,
 * runtime/src/request/param-style.ts and header-params.ts). Only what the default writing would get wrong is told:
 * a query list in style form exploded, a query object of scalars in style deepObject and a scalar path value in
 * style simple need no entry, so descriptors of documents that use none of the rest are as they were.
 */
import type { ParamStyle } from '../../runtime/src/contract/operation.js';
import type { ParameterObject } from './openapi.js';

/** `any`: a composition (oneOf, allOf) whose shape is the value's the caller gives. */
export type ValueShape = 'scalar' | 'array' | 'object' | 'any';

/** Styles OpenAPI defines for each location; the first is the location's default. */
const STYLES: Readonly<Record<ParameterObject['in'], readonly string[]>> = {
  path: ['simple', 'label', 'matrix'],
  query: ['form', 'spaceDelimited', 'pipeDelimited', 'deepObject'],
  header: ['simple'],
  cookie: ['form'],
};

/**
 * Styles that write only some shapes (a space- or pipe-delimited object is undefined). OpenAPI defines deepObject
 * for objects only; a list in it is written with indices (`expand[0]=tax`), as qs, Rails, PHP and Stripe read it and
 * as the runtime writes a list inside a deepObject form field.
 */
const SHAPES: Readonly<Record<string, readonly ValueShape[]>> = {
  spaceDelimited: ['scalar', 'array'],
  pipeDelimited: ['scalar', 'array'],
};

const SHAPE_WORDS: Readonly<Record<ValueShape, string>> = {
  scalar: 'a scalar',
  array: 'a list',
  object: 'an object',
  any: 'a value',
};

/**
 * What the runtime needs to know of the parameter's writing, undefined for none; or why it cannot be written.
 * `nested`: the value holds lists or objects, which only deepObject writes (the default writing flattens them).
 */
export function paramStyleOf(
  p: ParameterObject,
  shape: ValueShape,
  nested = false,
): { style: ParamStyle | undefined } | string {
  const allowed = STYLES[p.in];
  const defaultStyle = allowed[0] as string;
  const style = p.style ?? defaultStyle;
  if (!allowed.includes(style)) {
    const styles = allowed.join(', ');
    return `style ${JSON.stringify(style)} is not defined for a ${p.in} parameter (OpenAPI allows ${styles})`;
  }
  const shapes = SHAPES[style];
  if (shapes !== undefined && shape !== 'any' && !shapes.includes(shape)) {
    return `${SHAPE_WORDS[shape]} in style ${style} is not defined by OpenAPI (it writes ${shapes
      .map((s) => SHAPE_WORDS[s])
      .join(' or ')})`;
  }
  const explode = p.explode ?? style === 'form';
  const allowReserved = p.in === 'query' && p.allowReserved === true;
  const needed =
    p.in === 'header' ||
    p.in === 'cookie' ||
    allowReserved ||
    (p.in === 'path' && (style !== 'simple' || shape !== 'scalar')) ||
    (p.in === 'query' &&
      ((shape === 'array' && !(style === 'form' && explode)) ||
        (shape === 'object' && style !== 'deepObject') ||
        (style === 'deepObject' && (shape === 'array' || nested))));
  return { style: needed || shape === 'any' ? fullStyle(p) : undefined };
}

/** The whole of a parameter's writing, each field only where it is not its location's default. */
function fullStyle(p: ParameterObject): ParamStyle {
  const defaultStyle = STYLES[p.in][0] as string;
  const style = p.style ?? defaultStyle;
  const explode = p.explode ?? style === 'form';
  return {
    in: p.in,
    ...(style === defaultStyle ? {} : { style }),
    ...(explode === (style === 'form') ? {} : { explode }),
    ...(p.in === 'query' && p.allowReserved === true ? { allowReserved: true } : {}),
  };
}
