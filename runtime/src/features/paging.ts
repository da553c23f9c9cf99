/** Async iterators over paged list endpoints. */
import { PagingError } from '../errors/paging-error.js';

/** A page walked by continue token: `{ metadata: { continueToken }, items }`; no token means the last page. */
export interface ContinueTokenPage<T> {
  readonly metadata?: { readonly continueToken?: string | null } | null;
  readonly items?: readonly T[] | null;
}

/** Yields every item, asking for the next page with the previous page's continueToken. */
export async function* paginateByContinueToken<T>(
  fetchPage: (continueToken: string | undefined) => Promise<ContinueTokenPage<T>>,
  options: { readonly operationId?: string } = {},
): AsyncGenerator<T, void, undefined> {
  let token: string | undefined;
  const seen = new Set<string>();
  for (;;) {
    const page = await fetchPage(token);
    yield* page.items ?? [];
    const next = page.metadata?.continueToken;
    if (next === undefined || next === null || next === '') return;
    // A service that hands back a token already used would loop forever.
    if (seen.has(next))
      throw new PagingError(options.operationId ?? 'paging', `the continueToken ${next} was returned twice`);
    seen.add(next);
    token = next;
  }
}

/** A page walked by offset: `{ metadata: { hasMore }, items }`. */
export interface OffsetPage<T> {
  readonly metadata?: { readonly hasMore?: boolean | null } | null;
  readonly items?: readonly T[] | null;
}

export interface OffsetPaging {
  /** Page size sent as `limit`. */
  readonly limit: number;
  /** First offset; default 0. */
  readonly offset?: number;
}

/** One page of an offset walk: its items, the offset they start at, and whether more follow. */
export interface OffsetWalkPage<T> {
  readonly items: readonly T[];
  readonly offset: number;
  readonly hasMore: boolean;
}

/** Yields every page, advancing `offset` by the items received until `metadata.hasMore` is false. */
export async function* offsetPages<T>(
  fetchPage: (page: { limit: number; offset: number }) => Promise<OffsetPage<T>>,
  paging: OffsetPaging,
): AsyncGenerator<OffsetWalkPage<T>, void, undefined> {
  if (!(paging.limit > 0)) throw new RangeError('paginateByOffset needs a limit above 0.');
  let offset = paging.offset ?? 0;
  for (;;) {
    const page = await fetchPage({ limit: paging.limit, offset });
    const items = page.items ?? [];
    const hasMore = page.metadata?.hasMore === true;
    yield { items, offset, hasMore };
    // An empty page ends the walk even if hasMore says otherwise, so a wrong flag cannot loop forever.
    if (!hasMore || items.length === 0) return;
    offset += items.length;
  }
}

/** Yields every item, advancing `offset` by the items received until `metadata.hasMore` is false. */
export async function* paginateByOffset<T>(
  fetchPage: (page: { limit: number; offset: number }) => Promise<OffsetPage<T>>,
  paging: OffsetPaging,
): AsyncGenerator<T, void, undefined> {
  for await (const page of offsetPages(fetchPage, paging)) yield* page.items;
}
