// Reserved sending: register a CSV recipient list, wait until the service has registered it, then reserve a
// delivery to it for a time at least 5 minutes ahead.
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { mail } from './mail-client.js';

// The list is checked against the send-list rules before it is sent (SendListValidationError names the row).
const { sendListId } = await mail.uploadSendList(
  { file: fileURLToPath(new URL('recipients.csv', import.meta.url)) },
  { uploadCheck: { addressColumn: 'Customer.email' } },
);

let list = await mail.getSendList(sendListId);
while (list.status === 'PROCESSING') {
  await sleep(1000);
  list = await mail.getSendList(sendListId);
}
if (list.status !== 'SUCCESS')
  throw new Error(`list ${sendListId} was not registered (${list.status}): ${list.errorMessage}`);
console.log(`list ${sendListId}: ${list.rowCount} recipients, usable until ${list.expirationDateTime}`);

const sendDateTime = new Date(Date.now() + 60 * 60_000); // in an hour; from now + 5 minutes to the list's expiry
const { deliveryTaskId } = await mail.reserveDelivery({
  sendListId,
  sendDateTime,
  fromAddress: 'info@shop.example.jp',
  subject: 'Our summer sale starts now, ($db.Customer.name$)',
  bodyText: 'Hello ($db.Customer.name$), the summer sale has started.',
  deliveryMailAddressPropertyName: 'Customer.email',
});
console.log(`delivery ${deliveryTaskId} reserved for ${sendDateTime.toISOString()}`);
