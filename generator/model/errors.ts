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

/** A warning as one line: `file:line:column [rule] warning: ...`. */
export function formatWarning(issue: SpecIssue): string {
  const line = formatIssue(issue);
  const end = line.indexOf(']') + 1;
  return `${line.slice(0, end)} warning:${line.slice(end)}`;
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

/** Rules that leave one operation out of the client rather than stop the document (IssueList.leaveOutSince). */
const LEAVE_OUT_RULES: ReadonlySet<string> = new Set([
  'sdk/media-type',
  'sdk/unsupported-parameter',
  'sdk/unsupported-method',
  'sdk/security',
]);

/** Collects issues while a model is built so one run reports all of them, not just the first. */
export class IssueList {
  readonly #issues: SpecIssue[] = [];
  readonly #warnings: SpecIssue[] = [];
  /**
   * Whether an operation the client cannot call is left out (`leaveOutSince`). A records snapshot's operations are
   * the namespaces of its client, so there every issue stops it.
   */
  leaveOut = true;
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

  /** Where the list stands now, for `leaveOutSince`. */
  mark(): number {
    return this.#issues.length;
  }

  /**
   * Turns the issues collected since `mark` that say the client cannot call one operation into warnings: the
   * operation is left out of the client, and the document goes on. A mistake in one of the generator's own
   * extensions (`x-csv-columns`, `x-upload-check`...) still stops it: its author meant something the generator
   * would otherwise silently drop. Returns whether the operation is left out.
   */
  leaveOutSince(mark: number, outcome = 'the operation is left out'): boolean {
    if (!this.leaveOut) return false;
    const since = this.#issues.splice(mark);
    const moved = since.filter((issue) => LEAVE_OUT_RULES.has(issue.rule));
    this.#issues.push(...since.filter((issue) => !LEAVE_OUT_RULES.has(issue.rule)));
    this.#warnings.push(...moved.map((issue) => ({ ...issue, message: `${issue.message}; ${outcome}` })));
    this.lastLeftOut = moved.map((issue) => issue.message);
    return moved.length > 0;
  }

  /** What the last `leaveOutSince` moved, as messages: why the operation is not called type-safely. */
  lastLeftOut: readonly string[] = [];

  /** Adds a warning: something the document does that the client reads leniently. */
  warn(rule: string, message: string, at: readonly (string | number)[], operation?: string): void {
    const mark = this.mark();
    this.add(rule, message, at, operation);
    this.#warnings.push(...this.#issues.splice(mark));
  }

  /** The warnings collected so far. */
  get warnings(): SpecIssue[] {
    return [...this.#warnings];
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
