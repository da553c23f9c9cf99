/**
 * How `pages` and `queryAll` walk a query's records. In id order they walk by key: each page asks for the
 * records after the last id seen (`id_gt`, or `id_lt` in descending order), which the operator table allows for
 * platformId and historyId, so records created or deleted meanwhile never shift the pages and every record that
 * exists throughout the walk comes exactly once. In any other order (or when the filter has no room for one more
 * condition) they walk by `offset`, where a record created or deleted before the current page shifts the rest.
 */
import { PagingError } from '../../errors/paging-error.js';
import type { RecordsChecker } from './check.js';
import { orderDescending, orderProperty, type DefinitionIndex } from './definition-index.js';
import { RECORD_LIMITS } from './limits.js';
import { isObject } from './text.js';
import type { RecordsPage } from './types.js';

export interface Query {
  readonly filter?: unknown;
  readonly order?: unknown;
  readonly limit?: number;
  readonly offset?: number;
}

/** What the service answers a query: `{metadata: {hasMore}, items}`. */
interface Answer {
  readonly metadata?: { readonly hasMore?: boolean | null } | null;
  readonly items?: readonly unknown[] | null;
}

/** A walk by key: the id property, the filter key that asks for the records after an id, and the order sent. */
interface KeyWalk {
  readonly id: string;
  readonly after: string;
  readonly order: readonly string[];
}

/**
 * The key walk a query allows, or undefined: its order (checked, as the document writes it) must start with the
 * id (ascending when it is given without one, as is every query without an order), the id must allow the
 * comparison, and the filter must still be valid with the key's condition added (at most 20 conditions).
 */
function keyWalkOf(index: DefinitionIndex, check: RecordsChecker, operationId: string, q: Query): KeyWalk | undefined {
  const id = index.definition.idParameter;
  if (!index.int64.has(id)) return undefined;
  const order = Array.isArray(q.order) ? (q.order as readonly string[]) : [];
  const first = order[0];
  if (first !== undefined && orderProperty(index, first) !== id) return undefined;
  const descending = first !== undefined && orderDescending(index, first);
  const after = `${id}_${descending ? 'lt' : 'gt'}`;
  if (!index.filterKeys.has(after)) return undefined;
  const ascending = [id, `${id}_asc`, `${id}_ASC`].find((key) => index.orderKeys.has(key));
  if (first === undefined && ascending === undefined) return undefined;
  try {
    check.filter(operationId, { ...(isObject(q.filter) ? q.filter : {}), [after]: '1' });
  } catch {
    return undefined;
  }
  return { id, after, order: first === undefined ? [ascending as string] : order };
}

/** The id of a record of an answer, as the exact JSON reader gives it (a decimal string). */
function idOf(record: unknown, id: string, operationId: string): bigint {
  const value = isObject(record) ? record[id] : undefined;
  if (typeof value !== 'string' || !/^-?[0-9]+$/.test(value))
    throw new PagingError(operationId, `a record of the answer has no ${id} to go on from`);
  return BigInt(value);
}

function pageOf(answer: Answer): RecordsPage<unknown> {
  return { metadata: { hasMore: answer.metadata?.hasMore === true }, items: answer.items ?? [] };
}

/**
 * Every page of a query, each as `query` answers it; `fetchPage` sends one query body. An empty page ends the walk
 * whatever `hasMore` says, so a wrong flag cannot loop forever; a key walk whose last id does not move on (a
 * service that ignores the key) fails with `PagingError` for the same reason.
 */
export async function* walkPages(
  index: DefinitionIndex,
  check: RecordsChecker,
  operationId: string,
  q: Query,
  fetchPage: (body: Query) => Promise<Answer>,
): AsyncGenerator<RecordsPage<unknown>, void, undefined> {
  const limit = q.limit ?? RECORD_LIMITS.maxLimit;
  const walk = keyWalkOf(index, check, operationId, q);
  if (walk === undefined) {
    for (let offset = q.offset ?? 0; ; ) {
      const page = pageOf(await fetchPage({ ...q, limit, offset }));
      yield page;
      if (!page.metadata.hasMore || page.items.length === 0) return;
      offset += page.items.length;
    }
  }
  // The query as given, in id order; then the records after the last one seen, from the start of what is left.
  const bodyOf = (filter: unknown, offset: number | undefined): Query => ({
    ...(filter === undefined ? {} : { filter }),
    order: walk.order,
    limit,
    ...(offset === undefined ? {} : { offset }),
  });
  let body = bodyOf(q.filter, q.offset);
  let last: bigint | undefined;
  for (;;) {
    const page = pageOf(await fetchPage(body));
    yield page;
    if (!page.metadata.hasMore || page.items.length === 0) return;
    const next = idOf(page.items[page.items.length - 1], walk.id, operationId);
    const descending = walk.after.endsWith('_lt');
    if (last !== undefined && (descending ? next >= last : next <= last))
      throw new PagingError(operationId, `the page after ${walk.after} ${last} ended at ${next}, not beyond it`);
    last = next;
    body = bodyOf({ ...(isObject(q.filter) ? q.filter : {}), [walk.after]: String(next) }, undefined);
  }
}
