// What the sandbox adds for tests: its clock, injected events and the rendered mail. Run against the sandbox only.
import { mail, env } from './mail-client.js';

const sandbox = env('MAIL_BASE_URL'); // the sandbox serves the API, the token endpoint and its controls alike

async function control(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${sandbox}/_sandbox${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

// Outcomes follow the address: a local part starting with "unknown" fails with UNKNOWN_USER.
const { deliveryTaskId: id } = await mail.sendDelivery({
  fromAddress: 'info@shop.example.jp',
  subject: 'Hello ($db.Customer.name$)',
  bodyHtml: '<p>Hello ($db.Customer.name$)</p>',
  deliveryMailAddressPropertyName: 'Customer.email',
  deliveryData: [
    { 'Customer.platformid': '5001', 'Customer.email': 'hanako@mail.example.jp', 'Customer.name': 'Hanako' },
    { 'Customer.platformid': '5002', 'Customer.email': 'unknown.taro@mail.example.jp', 'Customer.name': 'Taro' },
  ],
});

// The sandbox sends 100 mails per second of its clock, and reports show events 60 s after they happen:
// moving its clock on finishes the delivery and makes its outcomes reportable, without waiting.
await control('/clock', { advanceSeconds: 61 });

// The mail as each recipient got it, embedded commands filled in, with its tracking URLs.
const { messages } = (await control(`/deliveries/${id}/messages`)) as {
  messages: { to: string; subject: string; outcome: string }[];
};
for (const m of messages) console.log(`${m.to}: "${m.subject}" ${m.outcome}`);

// Hanako opens the mail (an event the sandbox cannot see by itself); a minute later it is in the report.
await control(`/deliveries/${id}/events`, { type: 'open', platformId: '5001' });
await control('/clock', { advanceSeconds: 61 });

const opens = await mail.opens(id).rows();
const errors = await mail.errors(id).rows();
console.log(
  `opens: ${opens.map((r) => r.platformId).join(', ')}; errors: ${errors.map((r) => `${r.platformId} ${r.reason}`).join(', ')}`,
);
