/**
 * The generated clients, made from the settings on first use, so a command that needs only the mail API never
 * asks for database settings. Every call goes through them: tokens, retries, the shared per-account rate limit
 * and typed errors are the clients'. `--verbose` turns the runtime's log on (stderr), which never holds a token,
 * secret, header or body.
 */
import { createDatabaseClient, type DatabaseClient } from '@platform-sdk/database';
import { createDatabaseCore, type DatabaseCore } from '@platform-sdk/database/operations';
import { createMailClient, type MailClient } from '@platform-sdk/mail';
import { createMailCore, type MailCore } from '@platform-sdk/mail/operations';
import type { Logger, RateLimitStore } from '@platform-sdk/runtime';
import { loadRecordsPackage, type RecordsPackage } from '../records/records-package.js';
import { address, required, type Settings } from './settings.js';

export interface Clients {
  mail(): MailClient;
  mailCore(): MailCore;
  database(): DatabaseClient;
  databaseCore(): DatabaseCore;
  records(): Promise<RecordsPackage>;
}

const stderrLogger: Logger = {
  debug: (line) => process.stderr.write(`${line}\n`),
  info: (line) => process.stderr.write(`${line}\n`),
  warn: (line) => process.stderr.write(`${line}\n`),
  error: (line) => process.stderr.write(`${line}\n`),
};

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

export function createClients(
  settings: Settings,
  options: { readonly verbose: boolean; readonly cwd: string; readonly rateLimitStore?: RateLimitStore | undefined },
): Clients {
  const common = () => ({
    authUrl: address(settings, 'authUrl'),
    credentials: { clientKey: required(settings, 'clientKey'), clientSecret: required(settings, 'clientSecret') },
    ...(options.verbose ? { logger: stderrLogger, logLevel: 'debug' as const } : {}),
    ...(options.rateLimitStore === undefined ? {} : { rateLimitStore: options.rateLimitStore }),
  });
  const mailOptions = () => ({
    ...common(),
    baseUrl: address(settings, 'mailBaseUrl'),
    userName: required(settings, 'mailUserName'),
  });
  const databaseOptions = () => ({
    ...common(),
    dbUrl: address(settings, 'dbUrl'),
    accountCode: required(settings, 'accountCode'),
  });
  return {
    mail: once(() => createMailClient(mailOptions())),
    mailCore: once(() => createMailCore(mailOptions())),
    database: once(() => createDatabaseClient(databaseOptions())),
    databaseCore: once(() => createDatabaseCore(databaseOptions())),
    records: once(() => loadRecordsPackage(settings.records, options.cwd, databaseOptions)),
  };
}
