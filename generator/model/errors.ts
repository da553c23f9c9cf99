/**
 * Errors the generator reports to the integrator. Every message names the spec file, the place in it (line and
 * column when known, else the operation) and the rule that was broken, so a failing `npm run generate` says
 * exactly what to fix.
 */

export interface SpecIssue {
  /** Spec path relative to the project root, e.g. `specs/mail.yaml`. */
  readonly spec: string;
  /** Short rule id: a Redocly rule (`operation-4xx-response`) or one of ours (`sdk/name-collision`). */
  readonly rule: string;
  readonly message: string;
  /** operationId (or `METHOD path` when the id is missing) the issue belongs to. */
  readonly operation?: string;
  readonly line?: number;
  readonly col?: number;
}

export function formatIssue(issue: SpecIssue): string {
  const where = issue.line === undefined ? issue.spec : `${issue.spec}:${issue.line}:${issue.col ?? 1}`;
  const op = issue.operation === undefined ? '' : ` operation ${JSON.stringify(issue.operation)}:`;
  return `${where} [${issue.rule}]${op} ${issue.message}`;
}

/** One or more problems in a spec that stop generation. */
export class GeneratorError extends Error {
  readonly issues: readonly SpecIssue[];

  constructor(issues: readonly SpecIssue[]) {
    super(issues.map(formatIssue).join('\n'));
    this.name = 'GeneratorError';
    this.issues = issues;
  }
}

/** Collects issues while a model is built so one run reports all of them, not just the first. */
export class IssueList {
  readonly #issues: SpecIssue[] = [];
  readonly spec: string;
  readonly #locate: (pointer: readonly (string | number)[]) => { line: number; col: number } | undefined;

  constructor(
    spec: string,
    locate: (pointer: readonly (string | number)[]) => { line: number; col: number } | undefined,
  ) {
    this.spec = spec;
    this.#locate = locate;
  }

  add(rule: string, message: string, at: readonly (string | number)[], operation?: string): void {
    const loc = this.#locate(at);
    this.#issues.push({
      spec: this.spec,
      rule,
      message,
      ...(operation === undefined ? {} : { operation }),
      ...(loc === undefined ? {} : { line: loc.line, col: loc.col }),
    });
  }

  /** How many issues were collected so far. */
  get count(): number {
    return this.#issues.length;
  }

  /** Throws when anything was collected. */
  throwIfAny(): void {
    if (this.#issues.length > 0) throw new GeneratorError(this.#issues);
  }
}
