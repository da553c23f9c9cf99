/**
 * The suite every spec passes: each example validates against its own schema (the documentation users copy
 * from), and every request and response body of every operation shows at least one example.
 */
import { describe, expect, it } from 'vitest';
import { bodiesOf, collectExamples } from './collect-examples.js';
import { HTTP_METHODS, isObject, type LoadedSpec } from './load-spec.js';

/** Registers the `examples` suite for a spec with `operationCount` operations. */
export function describeExamples(spec: LoadedSpec, operationCount: number): void {
  const examples = collectExamples(spec.document);

  describe('examples', () => {
    it('finds examples in media types, parameters, headers and schemas', () => {
      const kinds = {
        mediaType: /\/content\/[^/]+\/examples\/[^/]+$/,
        parameter: /\/parameters\/\d+\/example$/,
        header: /\/headers\/[^/]+\/example$/,
        schema: /\/examples\/\d+$/,
      };
      for (const pattern of Object.values(kinds)) {
        expect(examples.filter((example) => pattern.test(example.where)).length).toBeGreaterThan(1);
      }
    });

    it.each(examples.map((example) => [example.where, example] as const))('%s validates', (_where, example) => {
      const result = spec.validate(example.schema, example.value);
      expect(result.errors).toEqual([]);
      expect(result.valid).toBe(true);
    });

    const bodies = spec.operations.flatMap(({ operationId, operation }) =>
      bodiesOf(operation).map(([where, media]) => [`${operationId} ${where}`, media] as const),
    );

    it('covers every operation', () => {
      expect(new Set(bodies.map(([where]) => where.split(' ')[0])).size).toBe(operationCount);
      expect(spec.operations.every(({ method }) => (HTTP_METHODS as readonly string[]).includes(method))).toBe(true);
    });

    it.each(bodies)('%s has an example', (_where, media) => {
      const named = media['examples'];
      expect('example' in media || (isObject(named) && Object.keys(named).length > 0)).toBe(true);
    });
  });
}
