/**
 * A delivery whose two recipients opened the mail, as the opens report of a sandbox shows it: what the packaging
 * tests read a report of, from Deno and from a page.
 */
import { createMailClient, waitForDelivery } from '@platform-sdk/mail';
import { sandboxSettings } from './consumer.js';

/** Sends a delivery to two recipients through the sandbox at `url`, records their opens; returns its id. */
export async function openedDelivery(url: string): Promise<string> {
  const settings = await sandboxSettings(url);
  const mail = createMailClient({
    baseUrl: url,
    userName: settings['MAIL_USER_NAME']!,
    credentials: { clientKey: settings['CLIENT_KEY']!, clientSecret: settings['CLIENT_SECRET']! },
    authUrl: url,
    rateLimit: false,
  });
  const { deliveryTaskId } = await mail.sendDelivery({
    fromAddress: 'info@shop.example.jp',
    subject: 'News',
    bodyText: 'Hello',
    deliveryMailAddressPropertyName: 'Customer.email',
    deliveryData: [
      { 'Customer.platformid': '1', 'Customer.email': 'a@mail.example.jp' },
      { 'Customer.platformid': '2', 'Customer.email': 'b@mail.example.jp' },
    ],
  });
  await waitForDelivery(mail, deliveryTaskId, { intervalMs: 50 });
  const control = (path: string, body: unknown) =>
    fetch(`${url}/_sandbox/${path}`, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.text());
  const recorded = await control(`deliveries/${deliveryTaskId}/events`, [
    { type: 'open', platformId: '1' },
    { type: 'open', platformId: '2' },
  ]);
  if (recorded !== '{"recorded":2}') throw new Error(`the sandbox did not record the opens: ${recorded}`);
  // Events show in the reports a minute after they happen (the sandbox's reportDelaySeconds).
  await control('clock', { advanceSeconds: 120 });
  return String(deliveryTaskId);
}
