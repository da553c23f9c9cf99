// Plain Node, no TypeScript loader: the built packages (npm run build-packages) are ES modules.
import { createMailClient } from '@platform-sdk/mail';

const mail = createMailClient({
  baseUrl: process.env.MAIL_BASE_URL,
  userName: process.env.MAIL_USER_NAME,
  credentials: { clientKey: process.env.CLIENT_KEY, clientSecret: process.env.CLIENT_SECRET },
  authUrl: process.env.AUTH_URL,
});
const rows = await mail.allUnsubscribes().rows();
console.log(`ES module: ${rows.length} unsubscribe requests`);
