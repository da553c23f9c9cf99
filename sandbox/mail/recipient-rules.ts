/**
 * Rules on recipient records shared by deliveryData (JSON) and send lists (CSV): property names and platform
 * IDs (`Recipient` and `PlatformId` in specs/mail.yaml).
 */

export const PLATFORM_ID = 'Customer.platformid';
const MAX_PLATFORM_ID = 9_223_372_036_854_775_807n;
const NAME = /^Customer\.[A-Za-z_][A-Za-z0-9_]*$/;
/** Property (column) names: at most 63 characters in total (Recipient record rule 4). */
export const MAX_PROPERTY_NAME_CHARS = 63;

export function isValidPropertyName(name: string): boolean {
  return name.length <= MAX_PROPERTY_NAME_CHARS && NAME.test(name);
}

/** A decimal integer from 1 to 2^63-1, written without sign or leading zeros. */
export function isValidPlatformId(value: string): boolean {
  return /^[1-9][0-9]{0,18}$/.test(value) && BigInt(value) <= MAX_PLATFORM_ID;
}
