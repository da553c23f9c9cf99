/**
 * The mail as a recipient would receive it, for `GET /_sandbox/deliveries/{id}/messages`: embedded commands
 * resolved for that recipient, click-feedback tags replaced by tracking links, an open pixel in HTML bodies and
 * the one-click unsubscribe headers when they were asked for (field table, oneClickUnsubscriptionReady).
 */
import { rewriteHtml, rewriteText } from './click-feedback.js';
import { formatIsoTokyo } from './datetime.js';
import type { Delivery, Sent } from './deliveries.js';
import { render } from './embedded.js';
import { type TrackingSigner, trackingUrl } from './tracking.js';

export interface RenderedMessage {
  readonly index: number;
  readonly platformId: string;
  readonly to: string;
  readonly from: string;
  readonly fromName: string | null;
  readonly replyTo: string | null;
  readonly subject: string;
  readonly preheader: string | null;
  readonly encode: string;
  readonly text: string | null;
  readonly html: string | null;
  readonly headers: Readonly<Record<string, string>>;
  readonly sentAt: string;
  /** `DELIVERED` or the failure reason. */
  readonly outcome: string;
  readonly openUrl: string | null;
  readonly clickUrls: readonly { readonly id: number; readonly url: string; readonly trackingUrl: string }[];
}

export function renderMessage(delivery: Delivery, sent: Sent, signer: TrackingSigner, origin: string): RenderedMessage {
  const { content } = delivery;
  const { options } = sent.batch;
  const delivered = sent.failure === undefined;
  const link = (kind: 'o' | 'c' | 'u', clickId?: number): string =>
    trackingUrl(
      origin,
      signer.token({ kind, deliveryId: delivery.id, index: sent.index, ...(clickId === undefined ? {} : { clickId }) }),
      kind,
      kind === 'c' ? options.trackingDomain : undefined,
      options.trackingDomainSslReady,
    );
  const fill = (text: string | undefined): string | null =>
    text === undefined || text === '' ? null : render(text, sent.recipient, sent.batch.embedded);
  const clickUrls: { id: number; url: string; trackingUrl: string }[] = [];
  const track = (feedbacks: Delivery['textClickFeedbacks']) => (n: number, url: string) => {
    const feedback = feedbacks[n];
    if (!feedback) return url;
    const target = link('c', feedback.id);
    clickUrls.push({ id: feedback.id, url: delivery.clickedUrl(sent, feedback.id) ?? url, trackingUrl: target });
    return target;
  };
  const text = content.bodyText ? fill(rewriteText(content.bodyText, track(delivery.textClickFeedbacks))) : null;
  let html = content.bodyHtml ? fill(rewriteHtml(content.bodyHtml, track(delivery.htmlClickFeedbacks))) : null;
  const openUrl = delivered ? link('o') : null;
  if (html !== null && openUrl !== null) {
    const pixel = `<img src="${openUrl}" width="1" height="1" alt="">`;
    html = /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `${pixel}</body>`) : html + pixel;
  }
  const headers: Record<string, string> = {};
  if (options.oneClickUnsubscriptionReady) {
    headers['List-Unsubscribe'] = `<${link('u')}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    index: sent.index,
    platformId: sent.platformId,
    to: sent.address,
    from: fill(content.fromAddress) ?? '',
    fromName: fill(content.fromName),
    replyTo: fill(content.replyAddress),
    subject: fill(content.subject) ?? '',
    preheader: fill(content.preheader),
    encode: content.encode,
    text,
    html,
    headers,
    sentAt: formatIsoTokyo(sent.sentAt),
    outcome: sent.failure ?? 'DELIVERED',
    openUrl,
    clickUrls: delivered ? clickUrls : [],
  };
}
