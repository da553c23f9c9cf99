/**
 * The contract of a local check of a JSON request body. A spec names one with `x-body-check` on a JSON request
 * body; the operation's descriptor gives its name (`bodyCheck`) and the API's runtime factory the check of that
 * name. The runtime knows no rules of its own: before the request is sent (and before a token is fetched) it hands the body and the call's path parameters to `check`, and throws a `RequestValidationError`
 * listing every issue found. The checks live beside the API they belong to (`apis/database/definition-check.ts`).
 */
import { RequestValidationError, type ValidationIssue } from '../errors/call-errors.js';

export interface BodyCheck {
  /** The name the spec gives the check (`x-body-check`). */
  readonly name: string;
  /**
   * The rules `body` breaks, in the order found, at most the check's own bound; none for a body that passes.
   * `path` holds the call's path parameters, for rules that tie the body to the path (a name in both).
   */
  check(body: unknown, path: Readonly<Record<string, unknown>>): readonly ValidationIssue[];
}

/** Runs `check` on a call's body: resolves when it passes, else rejects with every issue it found. */
export async function runBodyCheck(
  operationId: string,
  check: BodyCheck,
  body: unknown,
  path: Readonly<Record<string, unknown>>,
): Promise<void> {
  const [first, ...more] = check.check(body, path);
  if (first !== undefined) throw new RequestValidationError(operationId, first.field, first.rule, more);
}
