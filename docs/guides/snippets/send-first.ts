// Send one mail to two recipients, then follow the delivery until it is done.
import { setTimeout as sleep } from 'node:timers/promises';
import { mail } from './mail-client.js';

const { deliveryTaskId } = await mail.sendDelivery({
  fromAddress: 'info@shop.example.jp',
  subject: 'Hello ($db.Customer.name$)',
  bodyText: 'Hello ($db.Customer.name$), this is our first mail.',
  deliveryMailAddressPropertyName: 'Customer.email',
  deliveryData: [
    { 'Customer.platformid': '1001', 'Customer.email': 'hanako@mail.example.jp', 'Customer.name': 'Hanako' },
    { 'Customer.platformid': '1002', 'Customer.email': 'taro@mail.example.jp', 'Customer.name': 'Taro' },
  ],
});
console.log(`delivery ${deliveryTaskId} started`);

for (;;) {
  const delivery = await mail.getDelivery(deliveryTaskId);
  console.log(`delivery ${deliveryTaskId}: ${delivery.status}, ${delivery.sent} of ${delivery.total} sent`);
  if (delivery.status !== 'SENDING') break;
  await sleep(1000);
}
