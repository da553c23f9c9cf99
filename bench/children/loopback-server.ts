/**
 * The minimal server figure 4 calls: every request gets the same small JSON answer (getDelivery's example), on
 * loopback, keep-alive, in a process of its own so its work does not count against the client. Prints its port.
 *
 *   node --import tsx bench/children/loopback-server.ts
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const BODY = Buffer.from(JSON.stringify({ deliveryTaskId: 123456, status: 'SENDING', total: 25000, sent: 11840 }));

const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': BODY.length });
    res.end(BODY);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
