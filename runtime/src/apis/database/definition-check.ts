/**
 * `x-body-check: api-definition`: the rules of a putApiDefinition body (definition-rules.ts) as a body check,
 * so the runtime can apply them before sending without knowing them. The generator puts `apiDefinitionCheck`
 * into the operation's descriptor; the rules load with the first checked call, so an app that registers no
 * definition never loads them.
 */
import type { BodyCheck } from '../../request/body-check.js';
import type { ValidationIssue } from '../../errors/call-errors.js';

let rules: typeof import('./definition-rules.js') | undefined;

export const apiDefinitionCheck: BodyCheck = Object.freeze({
  name: 'api-definition',
  ready: async () => {
    rules ??= await import('./definition-rules.js');
  },
  check: (body: unknown, path: Readonly<Record<string, unknown>>): readonly ValidationIssue[] => {
    if (rules === undefined) throw new Error('apiDefinitionCheck: ready() must be awaited before check().');
    return rules.definitionIssues(body, path.name);
  },
});
