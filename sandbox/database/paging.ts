/**
 * Paging of listApiDefinition and listDatabaseDefinition (specs/database.yaml, those operations and Limits): `limit`
 * from 1 to 100 (default 100) and an opaque `continueToken`, returned only when more items follow. Lists are in
 * creation order and a token holds the position of the last item given, so every item that exists from the first page
 * to the last appears exactly once, whatever is added or removed in between.
 */
import { DbBadRequest } from './answers.js';

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 100;

export interface Page<T> {
  readonly items: readonly T[];
  readonly continueToken?: string;
}

function limitOf(query: URLSearchParams): number {
  const text = query.get('limit');
  if (text === null) return DEFAULT_LIMIT;
  if (!/^[0-9]{1,3}$/.test(text) || Number(text) < 1 || Number(text) > MAX_LIMIT) {
    throw new DbBadRequest(`limit must be an integer from 1 to ${MAX_LIMIT}, not ${JSON.stringify(text)}`);
  }
  return Number(text);
}

/** `kind` keeps the tokens of one list from being taken by the other. */
function positionOf(query: URLSearchParams, kind: string): number {
  const token = query.get('continueToken');
  if (token === null) return -1;
  const decoded = Buffer.from(token, 'base64url').toString('utf8');
  const match = /^([a-z]+):([0-9]{1,15})$/.exec(decoded);
  if (!match || match[1] !== kind || Buffer.from(decoded).toString('base64url') !== token) {
    throw new DbBadRequest('continueToken is not a token this list returned');
  }
  return Number(match[2]);
}

/** One page of `items` (in creation order, each with its `seq`). */
export function page<T extends { readonly seq: number }>(
  items: Iterable<T>,
  query: URLSearchParams,
  kind: string,
): Page<T> {
  const limit = limitOf(query);
  const after = positionOf(query, kind);
  const rest = [...items].filter((item) => item.seq > after).sort((a, b) => a.seq - b.seq);
  const taken = rest.slice(0, limit);
  const last = taken[taken.length - 1];
  if (rest.length <= limit || !last) return { items: taken };
  return { items: taken, continueToken: Buffer.from(`${kind}:${last.seq}`).toString('base64url') };
}
