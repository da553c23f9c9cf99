/**
 * `x-body-check: api-definition`: the rules of a putApiDefinition body (definition-rules.ts) as a body check,
 * so the runtime can apply them before sending without knowing them. The database runtime factory (client.ts)
 * adds it under its name, which the operation's descriptor gives.
 */
import type { ValidationIssue } from '../../errors/call-errors.js';
import type { BodyCheck } from '../../request/body-check.js';
import { definitionIssues } from './definition-rules.js';

export const apiDefinitionCheck: BodyCheck = Object.freeze({
  name: 'api-definition',
  check: (body: unknown, path: Readonly<Record<string, unknown>>): readonly ValidationIssue[] =>
    definitionIssues(body, path.name),
});
