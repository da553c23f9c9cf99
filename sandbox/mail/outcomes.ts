/**
 * Deterministic delivery outcomes, so tests can produce every error reason of the errors report (specs/mail.yaml)
 * on purpose. The first matching rule wins:
 *
 * | address                                  | outcome          |
 * |------------------------------------------|------------------|
 * | not a valid address                      | INVALID_ADDRESS  |
 * | domain ends in `.invalid`                | UNKNOWN_HOST     |
 * | local part starts with `unknown`         | UNKNOWN_USER     |
 * | local part starts with `full`            | MAILBOX_FULL     |
 * | local part starts with `reject`          | REJECTED         |
 * | local part starts with `spam`            | SPAM             |
 * | anything else                            | delivered        |
 *
 * `SYSTEM` and `OTHER` never happen on their own; inject them with `POST /_sandbox/deliveries/{id}/events`.
 */
import { isValidAddress } from './addresses.js';

export const ERROR_REASONS = Object.freeze([
  'UNKNOWN_USER',
  'UNKNOWN_HOST',
  'MAILBOX_FULL',
  'REJECTED',
  'SPAM',
  'INVALID_ADDRESS',
  'SYSTEM',
  'OTHER',
] as const);

export type ErrorReason = (typeof ERROR_REASONS)[number];

/** The failure reason for this address, or undefined when the mail is delivered. */
export function outcomeFor(address: string): ErrorReason | undefined {
  if (!isValidAddress(address)) return 'INVALID_ADDRESS';
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).toLowerCase();
  const domain = address.slice(at + 1).toLowerCase();
  if (domain.endsWith('.invalid')) return 'UNKNOWN_HOST';
  if (local.startsWith('unknown')) return 'UNKNOWN_USER';
  if (local.startsWith('full')) return 'MAILBOX_FULL';
  if (local.startsWith('reject')) return 'REJECTED';
  if (local.startsWith('spam')) return 'SPAM';
  return undefined;
}
