// CommonJS: the packages are ES modules without a `require` entry, so require('@platform-sdk/mail') fails with
// ERR_PACKAGE_PATH_NOT_EXPORTED; load them with import(), which CommonJS code can call too.
async function main() {
  const { createMailClient } = await import('@platform-sdk/mail');
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
