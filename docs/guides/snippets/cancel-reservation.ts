// Cancel a reservation (allowed until 5 minutes before its time): `npx tsx cancel-reservation.ts <deliveryTaskId>`.
// Deleting a delivery setting releases its recipient list for another reservation.
import { mail } from './mail-client.js';

const id = process.argv[2] ?? '';
if (!/^[1-9]\d*$/.test(id)) throw new Error(`give the delivery id as the argument (got "${id}")`);
// Ids go up to 2^63-1, more than a JS number holds exactly: pass them as bigint.
await mail.deleteDelivery(BigInt(id));
console.log(`delivery ${id} deleted; its list can be reserved again`);
