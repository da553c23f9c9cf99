// What a refused call looks like. The service's 400 answers carry codes; the client throws an error whose
// message names the operation, the codes, the properties and what they mean.
import { isMailApiError, SendListValidationError } from '@platform-sdk/mail';
import { mail } from './mail-client.js';

try {
  await mail.sendDelivery({
    fromAddress: 'info@shop.example.jp',
    subject: 'Hello',
    bodyText: 'Hello',
    deliveryMailAddressPropertyName: 'Customer.email',
    count: 3, // but two recipients: 10013
    deliveryData: [
      { 'Customer.platformid': '6001', 'Customer.email': 'hanako@mail.example.jp' },
      { 'Customer.platformid': '6002', 'Customer.email': 'taro@mail.example.jp' },
    ],
  });
} catch (error) {
  if (!isMailApiError(error) || error.status !== 400) throw error;
  console.log(error.message);
  // `code` is typed as the mail API's code union (MailErrorCode).
  for (const item of error.errors)
    console.log(`${item.code} on ${item.property ?? '(none)'}: ${item.description ?? item.message}`);
}

// A send list is checked here before it is uploaded: nothing reaches the service.
try {
  await mail.uploadSendList('Customer.email\r\nhanako@mail.example.jp\r\n');
} catch (error) {
  if (!(error instanceof SendListValidationError)) throw error;
  for (const issue of error.issues) console.log(`send-list rule ${issue.rule}: ${issue.message}`);
}
