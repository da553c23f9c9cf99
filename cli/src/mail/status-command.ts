/**
 * `platform mail status <id> [--wait]`: a delivery's status; with `--wait`, polls (through the client, at its
 * rate limit) until it is COMPLETED (or `--until SENDING`), showing the progress on a terminal. A delivery that
 * ends ERROR fails the command.
 */
import { waitForDelivery } from '@platform-sdk/mail';
import { Command, Option } from 'commander';
import type { Context } from '../context.js';
import { printValue } from '../output/format.js';
import { parseValue } from '../operations/param-value.js';

export function statusCommand(context: Context): Command {
  return new Command('status')
    .description("A delivery's status (SENDING, COMPLETED, RESERVED, ERROR) and progress; --wait until it completes")
    .argument('<delivery-id>', 'the deliveryTaskId')
    .option('--wait', 'poll until the delivery reaches --until (default COMPLETED)')
    .addOption(new Option('--until <status>', 'the status to wait for').choices(['SENDING', 'COMPLETED']))
    .option('--interval <seconds>', 'seconds between polls while waiting (default 2)')
    .action(
      async (raw: string, values: { wait?: boolean; until?: 'SENDING' | 'COMPLETED'; interval?: string }, self) => {
        const id = parseValue('<delivery-id>', raw, { type: 'integer', minimum: 1 }) as number | bigint;
        const mail = context.clients.mail();
        const intervalMs =
          values.interval === undefined
            ? undefined
            : (parseValue('--interval', values.interval, { type: 'number', minimum: 0 }) as number) * 1000;
        if (!values.wait)
          return printValue(context.io.stdout, context.format(self as Command), await mail.getDelivery(id));
        const progress = context.io.stderr.isTTY === true;
        const watched = {
          getDelivery: async (deliveryId: number | bigint, options?: object) => {
            const status = await mail.getDelivery(deliveryId, options);
            if (progress) context.io.stderr.write(`\r${status.status} ${status.sent} of ${status.total} sent`);
            return status;
          },
        };
        const done = await waitForDelivery(watched, id, {
          ...(values.until ? { until: values.until } : {}),
          ...(intervalMs === undefined ? {} : { intervalMs }),
        });
        if (progress) context.io.stderr.write('\n');
        await printValue(context.io.stdout, context.format(self as Command), done);
      },
    );
}
