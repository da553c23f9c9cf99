/**
 * Embedded commands (`Recipient` in specs/mail.yaml): `($db.Customer.<name>$)` in fromAddress, fromName,
 * replyAddress, subject, bodyText or bodyHtml is replaced by that recipient property. Only properties of the
 * first recipient count as embedded data (Recipient record rule 5); any other command renders as empty text.
 */

const COMMAND = /\(\$db\.(Customer\.[A-Za-z_][A-Za-z0-9_]*)\$\)/g;

export function hasCommands(text: string): boolean {
  COMMAND.lastIndex = 0;
  return COMMAND.test(text);
}

/** The text with every command replaced by `placeholder`: how a template is checked for format. */
export function withPlaceholders(text: string, placeholder: string): string {
  return text.replace(COMMAND, placeholder);
}

/** The text for one recipient. */
export function render(
  text: string,
  recipient: Readonly<Record<string, string>>,
  embedded: ReadonlySet<string>,
): string {
  return text.replace(COMMAND, (_, name: string) => (embedded.has(name) ? (recipient[name] ?? '') : ''));
}
