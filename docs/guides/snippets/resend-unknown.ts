// A send the client gave up on, after an attempt that may have gone through, ends in OutcomeUnknownError with the
// requestId every attempt carried. Sending the same body again with that requestId settles it: a delivery that
// went out answers 409 (DuplicateRequestError with the earlier answer), one that did not goes out now.
import {
  type DeliveryResponse,
  DuplicateRequestError,
  OutcomeUnknownError,
  type SendDeliveryInput,
} from '@platform-sdk/mail';
import { mail } from './mail-client.js';

async function send(body: SendDeliveryInput): Promise<DeliveryResponse> {
  try {
    return await mail.sendDelivery({ ...body, test: false });
  } catch (error) {
    if (!(error instanceof OutcomeUnknownError) || error.requestId === undefined) throw error;
    console.warn(`${error.message} Sending again with requestId ${error.requestId}.`);
    try {
      return await mail.sendDelivery({ ...body, test: false, requestId: error.requestId });
    } catch (again) {
      if (again instanceof DuplicateRequestError) return again.earlierResponse as DeliveryResponse;
      throw again;
    }
  }
}

const { deliveryTaskId } = await send({
  fromAddress: 'info@shop.example.jp',
  subject: 'Your order has shipped',
  bodyText: 'Your parcel is on its way.',
  deliveryMailAddressPropertyName: 'Customer.email',
  deliveryData: [{ 'Customer.platformid': '3002', 'Customer.email': 'taro@mail.example.jp' }],
});
console.log(`delivery ${deliveryTaskId} sent once`);
