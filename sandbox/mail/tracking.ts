/**
 * Tracking links of sent mail: an open pixel (`/_sandbox/o/{token}`), rewritten click-feedback links
 * (`/_sandbox/c/{token}`, redirecting to the original URL) and the one-click unsubscribe target
 * (`/_sandbox/u/{token}`, RFC 8058). Tokens carry what they point at and an HMAC, so nothing is stored per
 * recipient and a token cannot be forged to record events for someone else.
 */
import { createHmac, randomBytes } from 'node:crypto';

export type TrackingKind = 'o' | 'c' | 'u';

export interface TrackingTarget {
  readonly kind: TrackingKind;
  readonly deliveryId: number;
  readonly index: number;
  /** Click feedback id, for kind `c`. */
  readonly clickId?: number;
}

export class TrackingSigner {
  private readonly key = randomBytes(32);

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url').slice(0, 22);
  }

  token(target: TrackingTarget): string {
    const parts = [
      target.kind,
      target.deliveryId,
      target.index,
      ...(target.clickId === undefined ? [] : [target.clickId]),
    ];
    const payload = Buffer.from(parts.join('.')).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The target of a token of the given kind, or undefined when it is malformed or forged. */
  verify(token: string, kind: TrackingKind): TrackingTarget | undefined {
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined || this.mac(payload) !== mac) return undefined;
    const parts = Buffer.from(payload, 'base64url').toString('utf8').split('.');
    if (parts[0] !== kind) return undefined;
    const [deliveryId, index, clickId] = parts.slice(1).map(Number);
    if (
      deliveryId === undefined ||
      index === undefined ||
      !Number.isSafeInteger(deliveryId) ||
      !Number.isSafeInteger(index)
    ) {
      return undefined;
    }
    if (kind === 'c') {
      return clickId === undefined || !Number.isSafeInteger(clickId) ? undefined : { kind, deliveryId, index, clickId };
    }
    return { kind, deliveryId, index };
  }
}

/** Where a tracking URL points: the sandbox itself, or the subscribed custom tracking domain when one is set. */
export function trackingUrl(
  origin: string,
  token: string,
  kind: TrackingKind,
  trackingDomain?: string,
  ssl?: boolean,
): string {
  const base = trackingDomain ? `${ssl ? 'https' : 'http'}://${trackingDomain}` : origin;
  return `${base}/_sandbox/${kind}/${token}`;
}
