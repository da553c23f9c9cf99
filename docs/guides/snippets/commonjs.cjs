// CommonJS: require() loads the ES module packages on Node 20.19 and later 20.x, on 22.12 and later, on Bun and
// on Deno (their entries have a `default` export condition beside `import`).
const { createMailClient } = require('@platform-sdk/mail');

async function main() {
  const mail = createMailClient({
    baseUrl: process.env.MAIL_BASE_URL,
    userName: process.env.MAIL_USER_NAME,
    credentials: { clientKey: process.env.CLIENT_KEY, clientSecret: process.env.CLIENT_SECRET },
    authUrl: process.env.AUTH_URL,
  });
  const rows = await mail.allUnsubscribes().rows();
  console.log(`CommonJS: ${rows.length} unsubscribe requests`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
