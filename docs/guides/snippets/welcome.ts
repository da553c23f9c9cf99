// An application's own code, which testing-your-code.test.ts tests against the sandbox: a welcome mail to a new
// member, the line a status page shows for a delivery, and a start-up check that a definition is ready.
import { type DatabaseClient, waitForDefinition } from '@platform-sdk/database';
import type { MailClient } from '@platform-sdk/mail';

export interface NewMember {
  readonly id: string;
  readonly email: string;
  readonly name: string;
}

/** Sends the welcome mail; the delivery's id. */
export async function sendWelcome(mail: MailClient, member: NewMember): Promise<number> {
  const { deliveryTaskId } = await mail.sendDelivery({
    fromAddress: 'info@shop.example.jp',
    subject: 'Welcome, ($db.Customer.name$)',
    bodyText: 'Welcome, ($db.Customer.name$). Your membership starts today.',
    deliveryMailAddressPropertyName: 'Customer.email',
    deliveryData: [{ 'Customer.platformid': member.id, 'Customer.email': member.email, 'Customer.name': member.name }],
  });
  return deliveryTaskId;
}

/** What became of a delivery, as the status page says it. */
export async function welcomeStatus(mail: MailClient, id: number): Promise<string> {
  const delivery = await mail.getDelivery(id);
  const failed = await mail.errors(id).rows();
  const reasons = failed.map((row) => `${row.platformId} ${row.reason}`);
  const sent = `${delivery.status}: ${delivery.sent} of ${delivery.total} sent`;
  return reasons.length === 0 ? sent : `${sent}; failed: ${reasons.join(', ')}`;
}

/** At start-up: waits until the record API of `name` can be used, and names its properties. */
export async function requireDefinition(database: DatabaseClient, name: string): Promise<string[]> {
  const definition = await waitForDefinition(database, name, { signal: AbortSignal.timeout(30_000) });
  return Object.keys(definition.spec.schema.properties).sort();
}
