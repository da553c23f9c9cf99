/**
 * What figure 4 profiles: `n` sequential getDelivery calls through the generated mail client after a warm-up,
 * alone in a process run under `node --cpu-prof`.
 *
 *   node --cpu-prof --import tsx bench/children/requests-profile.ts <base-url> <n>
 */
import { createMailClient } from '@platform-sdk/mail';

const [baseUrl, n] = process.argv.slice(2);
if (baseUrl === undefined || n === undefined) throw new Error('usage: requests-profile.ts <base-url> <n>');
const mail = createMailClient({ baseUrl, userName: 'abc', accessToken: 'bench-token', rateLimit: false });
for (let i = 0; i < 500; i++) await mail.getDelivery(123456);
for (let i = 0; i < Number(n); i++) await mail.getDelivery(123456);
