/**
 * What figure 4 profiles: `n` sequential getDelivery calls through the generated mail client after a warm-up,
 * alone in a process run under `node --cpu-prof`. `mail-entry` is the built mail package's entry module (figure 4
 * builds it as it is published).
 *
 *   node --cpu-prof --import tsx bench/children/requests-profile.ts <base-url> <n> <mail-entry>
 */
import { pathToFileURL } from 'node:url';
import type { createMailClient as CreateMailClient } from '@platform-sdk/mail';

const [baseUrl, n, mailEntry] = process.argv.slice(2);
if (baseUrl === undefined || n === undefined || mailEntry === undefined)
  throw new Error('usage: requests-profile.ts <base-url> <n> <mail-entry>');
const { createMailClient } = (await import(pathToFileURL(mailEntry).href)) as {
  createMailClient: typeof CreateMailClient;
};
const mail = createMailClient({ baseUrl, userName: 'abc', accessToken: 'bench-token', rateLimit: false });
for (let i = 0; i < 500; i++) await mail.getDelivery(123456);
for (let i = 0; i < Number(n); i++) await mail.getDelivery(123456);
