/**
 * `platform mail send --message message.json (--to recipients.csv | --list list.csv --at <date-time>)`.
 *
 * `--to` sends now (sendDelivery) with the recipients in the request. `--list` is for large lists: it uploads the
 * CSV as a send list (checked by the client before upload), waits for its registration and reserves the delivery
 * at `--at` (at least 5 minutes ahead). Either way the command prints the requestId it sends before sending, so
 * that when the outcome is unknown (the connection was lost after the request left) the user can run the same
 * command with `--request-id <that id>`: the service refuses a second request with a requestId it has seen, so
 * the mail is never sent twice.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { waitForSendList } from '@platform-sdk/mail';
import { DuplicateRequestError, OutcomeUnknownError } from '@platform-sdk/runtime';
import { Command } from 'commander';
import type { Context } from '../context.js';
import { UsageError } from '../exit-codes.js';
import { checkCalendar } from '../operations/param-value.js';
import { printValue } from '../output/format.js';
import { readInput, readJson } from '../operations/read-input.js';
import { recipientsOf } from './recipients.js';

interface SendValues {
  message: string;
  to?: string;
  list?: string;
  at?: string;
  requestId?: string;
  test?: boolean;
}

function retryHint(command: string, requestId: string): string {
  return (
    `the outcome of ${command} is unknown: the request may have been performed. Do not send it again as new; ` +
    `run the same command with --request-id ${requestId}: the service refuses a requestId it has already sent, ` +
    'so the mail goes out at most once, and `platform mail status <id>` shows it once you have the delivery id'
  );
}

export function sendCommand(context: Context): Command {
  return new Command('send')
    .description(
      'Sends a message: to the recipients of a CSV file now (--to), or to a large list uploaded as a send list and ' +
        'reserved for a time (--list with --at). Prints the requestId it uses; on an unknown outcome, says how to ' +
        'repeat it safely',
    )
    .requiredOption(
      '--message <file>',
      'the message, JSON: fromAddress, subject, bodyText or bodyHtml, ' +
        'deliveryMailAddressPropertyName, and any other content field (- for stdin)',
    )
    .option('--to <file>', 'recipients, CSV: Customer.platformid, the address property and embedded-command columns')
    .option('--list <file>', 'a large recipient list, CSV, uploaded as a send list (needs --at)')
    .option('--at <date-time>', 'when to send a --list delivery, ISO 8601 with offset, at least 5 minutes ahead')
    .option('--request-id <id>', 'the requestId to send (default a new UUID); repeat one to settle an unknown outcome')
    .option('--test', 'a test delivery (at most 20 recipients, no reports)')
    .action(async (values: SendValues, self: Command) => {
      if ((values.to === undefined) === (values.list === undefined))
        throw new UsageError('send: give the recipients with exactly one of --to <file> and --list <file>');
      if (values.list !== undefined && values.at === undefined)
        throw new UsageError('send --list: give the send time with --at (ISO 8601, at least 5 minutes ahead)');
      if (values.at !== undefined) checkCalendar('send --at', values.at, 'dateTime');
      const message = await readJson(values.message, 'send --message');
      if (typeof message !== 'object' || message === null || Array.isArray(message))
        throw new UsageError('send --message: the message must be a JSON object of content fields');
      const requestId = values.requestId ?? randomUUID();
      const mail = context.clients.mail();
      const format = context.format(self);
      // Said before sending, so that it is on the screen whatever happens next.
      context.say(`requestId ${requestId}`);
      try {
        if (values.to !== undefined) {
          const deliveryData = recipientsOf(await readInput(values.to, 'send --to'), values.to);
          const answer = await mail.sendDelivery({
            ...(message as object),
            deliveryData,
            requestId,
            ...(values.test ? { test: true } : {}),
          } as unknown as Parameters<typeof mail.sendDelivery>[0]);
          if (answer === undefined) context.say(`test delivery sent to ${deliveryData.length} recipients`);
          else context.say(`delivery ${answer.deliveryTaskId} sending to ${deliveryData.length} recipients`);
          await printValue(context.io.stdout, format, { requestId, ...(answer ?? {}) });
          return;
        }
        const list = values.list as string;
        const registration = await mail.uploadSendList(await readFile(list));
        context.say(`send list ${registration.sendListId} uploaded; waiting for its registration`);
        const registered = await waitForSendList(mail, registration.sendListId);
        const answer = await mail.reserveDelivery({
          ...(message as object),
          sendListId: registration.sendListId,
          sendDateTime: values.at as string,
          requestId,
        } as unknown as Parameters<typeof mail.reserveDelivery>[0]);
        context.say(`delivery ${answer.deliveryTaskId} reserved for ${values.at} (${registered.rowCount} recipients)`);
        await printValue(context.io.stdout, format, { requestId, sendListId: registration.sendListId, ...answer });
      } catch (error) {
        if (error instanceof OutcomeUnknownError) error.message = retryHint('send', requestId);
        if (!(error instanceof DuplicateRequestError)) throw error;
        // A repeat of a requestId the service has performed: the earlier send happened, and this one sent nothing.
        context.say(`requestId ${requestId} was already performed by an earlier request; nothing was sent again`);
        const earlier = error.earlierResponse;
        await printValue(context.io.stdout, format, {
          requestId,
          ...(typeof earlier === 'object' && earlier !== null ? earlier : {}),
        });
      }
    });
}
