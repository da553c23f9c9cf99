/**
 * The root-level `x-rate-limit: {perSecond, burst, bucket}`: the client-side token bucket of the API, emitted
 * into the ApiDescriptor. `bucket` names the bucket clients share per account (the values of the server
 * variables): specs whose service limits them together name the same one. A spec without it gets no client-side
 * limit (the user may pass `rateLimit`).
 */
import type { IssueList } from './errors.js';
import type { RateLimitModel } from './model.js';
import type { OpenApiDocument } from './openapi.js';
import { specText } from '../text/spec-text.js';

const KEYS = new Set(['perSecond', 'burst', 'bucket']);
const BUCKET = /^[a-z][a-z0-9-]*$/;

export function modelRateLimit(doc: OpenApiDocument, issues: IssueList): RateLimitModel | undefined {
  const value = doc['x-rate-limit'];
  if (value === undefined) return undefined;
  const at = ['x-rate-limit'];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    issues.add('sdk/rate-limit', 'x-rate-limit must be {perSecond: <number>, burst: <integer>, bucket: <name>}', at);
    return undefined;
  }
  const { perSecond, burst, bucket } = value as { perSecond?: unknown; burst?: unknown; bucket?: unknown };
  const problems: [string, string][] = [];
  for (const key of Object.keys(value))
    if (!KEYS.has(key))
      problems.push([key, `x-rate-limit has no property "${key}" (it takes perSecond, burst, bucket)`]);
  if (typeof perSecond !== 'number' || !Number.isFinite(perSecond) || perSecond <= 0) {
    problems.push(['perSecond', 'x-rate-limit.perSecond must be a number of calls per second above 0']);
  }
  if (typeof burst !== 'number' || !Number.isSafeInteger(burst) || burst < 1) {
    problems.push([
      'burst',
      'x-rate-limit.burst must be an integer of at least 1 (calls sent at once before the rate applies)',
    ]);
  }
  if (typeof bucket !== 'string' || !BUCKET.test(bucket)) {
    problems.push([
      'bucket',
      'x-rate-limit.bucket must name the shared bucket in lower case letters, digits and hyphens (e.g. "mail")',
    ]);
  }
  for (const [key, message] of problems)
    issues.add('sdk/rate-limit', message, Object.hasOwn(value, key) ? [...at, key] : at);
  if (problems.length > 0) return undefined;
  return { perSecond: perSecond as number, burst: burst as number, bucket: specText(bucket as string) };
}
