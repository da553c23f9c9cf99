// Send now: content and recipients in one call. Embedded commands fill in each recipient's values; tagged
// links are tracked, and their click feedback ids come back in the answer.
import { mail } from './mail-client.js';

const sent = await mail.sendDelivery({
  fromAddress: 'info@shop.example.jp',
  fromName: 'Example Shop',
  subject: 'Spring news for ($db.Customer.name$)',
  bodyText: 'Hello ($db.Customer.name$)\n<sym-tr symccid="0" symcc="true">https://shop.example.jp/spring</sym-tr>\n',
  bodyHtml:
    '<p>Hello ($db.Customer.name$)</p>' +
    '<p><a symccid="0" symcc="true" href="https://shop.example.jp/spring">The spring collection</a></p>',
  deliveryMailAddressPropertyName: 'Customer.email',
  oneClickUnsubscriptionReady: true,
  // `count` is filled in from the length of deliveryData.
  deliveryData: [
    { 'Customer.platformid': '1001', 'Customer.email': 'hanako@mail.example.jp', 'Customer.name': 'Hanako' },
    { 'Customer.platformid': '9223372036854775807', 'Customer.email': 'taro@mail.example.jp', 'Customer.name': 'Taro' },
  ],
});
const tracked = [...sent.textClickFeedbacks, ...sent.htmlClickFeedbacks].map((link) => `${link.id} ${link.url}`);
console.log(`delivery ${sent.deliveryTaskId} started; tracked links: ${tracked.join(', ')}`);
