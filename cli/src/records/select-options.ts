/**
 * A select's option from what a person writes in a cell: its value (`2`) or its label (`Adult`, `子供用`), as a
 * column of an ordinary spreadsheet holds them. A label matches when it equals the cell after trimming (both in
 * Unicode NFC, so the same label typed on another system matches); case counts, so `adult` is no label of `Adult`.
 * Refused, each naming the options: a label two options share, a cell that is one option's value and another
 * option's label (nothing says which was meant; `[2]` is the value alone), and a cell that is neither.
 */
import type { RecordProperty } from '@platform-sdk/runtime/records';
import { ValueRuleError } from './value-rule-error.js';

type Option = { readonly value: number; readonly label: string };

const normal = (text: string) => text.trim().normalize('NFC');

/** The options as the rule names them: `1 "Adult", 2 "子供用"`. */
function listed(options: readonly Option[]): string {
  return options.map((o) => `${o.value} ${JSON.stringify(o.label)}`).join(', ');
}

/** Whether the text is the label of an option. */
export function isLabel(property: RecordProperty | undefined, text: string): boolean {
  const key = normal(text);
  return (property?.options ?? []).some((o) => normal(o.label) === key);
}

/** The option value of one item a person wrote: an option value or an option's label. */
export function optionOf(property: RecordProperty | undefined, text: string): number {
  const key = normal(text);
  const options = property?.options ?? [];
  const number = /^-?\d+$/.test(key) ? Number(key) : undefined;
  const byValue = options.find((o) => o.value === number);
  const byLabel = options.filter((o) => normal(o.label) === key);
  const got = `(got ${JSON.stringify(text)})`;
  if (byLabel.length > 1)
    throw new ValueRuleError(
      `must be one option, but ${JSON.stringify(key)} is the label of options ${listed(byLabel)}: ` +
        `write the option value ${got}`,
    );
  const [labelled] = byLabel;
  if (byValue !== undefined && labelled !== undefined && labelled.value !== byValue.value)
    throw new ValueRuleError(
      `must be one option, but ${JSON.stringify(key)} is the value of option ${listed([byValue])} and the label ` +
        `of option ${listed([labelled])}: write [${byValue.value}] for option ${byValue.value}, ` +
        `[${labelled.value}] for option ${labelled.value} ${got}`,
    );
  const chosen = byValue ?? labelled;
  if (chosen !== undefined) return chosen.value;
  // A package that names no options (an older one) checks no values: a whole number is taken as the value.
  if (options.length === 0 && number !== undefined) return number;
  throw new ValueRuleError(
    options.length === 0
      ? `must be an option value ${got}`
      : `must be an option value or label: ${listed(options)} ${got}`,
  );
}
