/**
 * The errors of the generated client, documented once: what each HTTP status means is stated in the client
 * interface's doc comment, the error-code table in the doc comment of the code map (`mailErrorCodes`), and each
 * method lists only the runtime class it throws per status (with its own text where its answer means something
 * else) and the codes it can return, linking to both. Most statuses mean the same for every operation of an API
 * (a shared `components/responses` entry); written per method they made most of client.gen.ts.
 */
import { aliasOf } from './client-types.js';
import { docCode, docLine } from '../text/jsdoc.js';
import type { ApiModel, OperationModel } from '../model/model.js';
import { uploadCheckOf } from '../model/runtime-exports.js';

/** The class the runtime throws for an HTTP status (runtime/src/errors/error-factory.ts and call/runtime.ts). */
export function errorClassOf(op: OperationModel, status: string): string {
  switch (status) {
    case '400':
      return 'BadRequestError';
    case '401':
      return 'UnauthorizedError';
    case '403':
      return 'ForbiddenError';
    case '404':
      return 'NotFoundError';
    case '405':
      return 'MethodNotAllowedError';
    case '409':
      // A 409 of a first attempt carrying a requestId says an earlier request with it was performed.
      return op.retry === 'requestId' ? 'DuplicateRequestError' : 'ConflictError';
    case '429':
      return 'RateLimitError';
    default:
      return /^5(\d\d|XX)$/.test(status) ? 'ServerError' : 'ApiError';
  }
}

/** The error responses of an operation (every status that is not 2xx), in spec order. */
function errorResponses(op: OperationModel) {
  return op.responses.filter((r) => !/^2(\d\d|XX)$/.test(r.status.text));
}

// Every method's doc asks; counted once per model, so the cost stays linear in the operations.
const SHARED = new WeakMap<ApiModel, ReadonlyMap<string, string>>();

/**
 * Per status, the meaning the client states once: the description every operation answering that status gives
 * (at least two of them). Where operations differ (a 400 names what was wrong with that call), each keeps its own:
 * stated for the client, one of them would read as what every 400 means.
 */
export function sharedStatuses(model: ApiModel): ReadonlyMap<string, string> {
  const cached = SHARED.get(model);
  if (cached !== undefined) return cached;
  const texts = new Map<string, string[]>();
  for (const op of model.operations) {
    for (const r of errorResponses(op))
      texts.set(r.status.text, [...(texts.get(r.status.text) ?? []), docLine(r.description)]);
  }
  const shared = new Map<string, string>();
  for (const status of [...texts.keys()].sort()) {
    const all = texts.get(status) ?? [];
    const first = all[0] ?? '';
    if (all.length >= 2 && first !== '' && all.every((t) => t === first)) shared.set(status, first);
  }
  SHARED.set(model, shared);
  return shared;
}

/** The classes a status gives in the client-level list (a 409 differs by retry class). */
function sharedClassOf(model: ApiModel, status: string): string {
  const classes = model.operations
    .filter((op) => errorResponses(op).some((r) => r.status.text === status))
    .map((op) => errorClassOf(op, status));
  return [...new Set(classes)].map((c) => `\`${c}\``).join(' or ');
}

/** The client interface's paragraph: every shared status with its class and meaning, and where the codes are. */
export function clientErrorsDoc(model: ApiModel): string {
  const shared = sharedStatuses(model);
  const lines = [...shared].map(([status, text]) => `- ${docLine(status)} ${sharedClassOf(model, status)}: ${text}`);
  const codes =
    model.errorCodes === undefined
      ? ''
      : ` What each code of a 400's \`errors[].code\` (a \`${aliasOf(model, model.errorCodes.schemaName)}\`) ` +
        `means: {@link ${model.errorCodes.constName}}.`;
  const head =
    'An HTTP error answer is thrown as the runtime class of its status (re-exported by this package), and every one ' +
    'is a `' +
    `${model.names.error}\` (\`${model.names.isError}\` narrows a caught value).${codes} ` +
    'Each method lists the statuses it answers with their classes';
  if (lines.length === 0) return `${head}.`;
  const rest = 'a status whose meaning the method does not give means the same for every method';
  return `${head}; ${rest}:\n\n${lines.join('\n')}`;
}

/** A method's paragraph on its codes: the list of codes (the table with their meaning is on the code map). */
export function errorCodesLine(model: ApiModel, op: OperationModel): string {
  const codes = model.errorCodes;
  if (codes === undefined || op.errorCodes.length === 0) return '';
  const list = op.errorCodes.map((c) => docCode(c)).join(', ');
  return `Error codes of its 400 (\`errors[].code\`; what each means: {@link ${codes.constName}}): ${list}.`;
}

/** The code map's doc comment: the one table of every code, the request property it names and its meaning. */
export function errorCodeTableDoc(model: ApiModel): string {
  const codes = model.errorCodes;
  if (codes === undefined) return '';
  const lines = codes.codes.map((c) => {
    const property = c.properties.length === 0 ? '' : ` (${c.properties.map((n) => docLine(n)).join(' or ')})`;
    return `- ${docCode(c.code)}${property}: ${docLine(c.description)}`;
  });
  return (
    `What each \`${aliasOf(model, codes.schemaName)}\` means, from the spec's \`x-error-codes\`; the runtime adds it ` +
    `to error details and messages. ` +
    `Each method lists the codes it can return. Code (the request property it names): meaning.\n\n${lines.join('\n')}`
  );
}

/** What the runtime refuses before sending: the upload check's error, and bodies or fields over `x-max-bytes`. */
function localThrowsLines(op: OperationModel): string[] {
  const lines: string[] = [];
  const check = uploadCheckOf(op);
  if (check !== undefined) {
    lines.push(
      `@throws {${check.error}} The body breaks ${docLine(check.rules)} (rule, row and column named); found before ` +
        `or while sending, so it never arrives whole. \`uploadCheck: false\` sends it unchecked.`,
    );
  }
  const fields = op.request?.fieldMaxBytes.map((f) => `${docCode(f.property)} over ${f.maxBytes} bytes`) ?? [];
  const body = op.request?.maxBytes === undefined ? [] : [`the body over ${op.request.maxBytes} bytes`];
  const limits = [...body, ...fields];
  if (limits.length > 0)
    lines.push(`@throws {PayloadTooLargeError} Refused before sending: ${limits.join(', ')} (UTF-8).`);
  return lines;
}

/**
 * The method's `@throws`: local refusals; each error status whose meaning is the method's own, with its class and
 * that meaning; then one line for the statuses whose meaning the client states, with their classes and a link.
 */
export function throwsLines(model: ApiModel, op: OperationModel): string[] {
  const shared = sharedStatuses(model);
  const own: string[] = [];
  const linked: string[] = [];
  for (const r of errorResponses(op)) {
    const text = docLine(r.description);
    const status = docLine(r.status);
    const type = errorClassOf(op, r.status.text);
    if (text !== '' && text === shared.get(r.status.text)) linked.push(`${status} \`${type}\``);
    else own.push(`@throws {${type}} ${status}: ${text || 'error response.'}`);
  }
  const rest =
    linked.length === 0
      ? []
      : [`@throws {${model.names.error}} ${linked.join(', ')}: what each means is in {@link ${model.names.client}}.`];
  return [...localThrowsLines(op), ...own, ...rest];
}
