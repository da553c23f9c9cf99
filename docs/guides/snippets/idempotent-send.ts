// Send exactly once, even when a call has to be repeated: give the delivery a requestId of your own and keep it
// with the order before sending. Repeating the call with the same requestId (within a month) sends nothing
// again; the service answers 409 with the first delivery's answer, and the client throws DuplicateRequestError.
import { randomUUID } from 'node:crypto';
import { type DeliveryResponse, DuplicateRequestError } from '@platform-sdk/mail';
import { mail } from './mail-client.js';

const requestId = randomUUID(); // in an application: stored with the order, before the first attempt

async function sendOnce(): Promise<DeliveryResponse> {
  try {
    return await mail.sendDelivery({
      requestId,
      fromAddress: 'info@shop.example.jp',
      subject: 'Thank you for your order',
      bodyText: 'We have received your order.',
      deliveryMailAddressPropertyName: 'Customer.email',
      deliveryData: [{ 'Customer.platformid': '3001', 'Customer.email': 'hanako@mail.example.jp' }],
    });
  } catch (error) {
    // An earlier call with this requestId went through: that delivery is the one we wanted.
    if (error instanceof DuplicateRequestError) return error.earlierResponse as DeliveryResponse;
    throw error;
  }
}

const first = await sendOnce();
// Say the process stopped before it saved `first`, or the call ended in an OutcomeUnknownError: call again.
const again = await sendOnce();
console.log(
  `requestId ${requestId}: delivery ${first.deliveryTaskId}, repeated call -> delivery ${again.deliveryTaskId} (sent once)`,
);
