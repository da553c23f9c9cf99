/**
 * The character conversions the service applies to text it stores, "to avoid garbling" (specs/database.yaml, Data
 * conversion): each character on the left becomes the one on the right. Applied to every text value written (text, mail
 * addresses, the extra text of a selection) and to the text operands of filters, so a filter finds what was stored;
 * never to passwords, which must authenticate exactly as given.
 */

export const CONVERSIONS: readonly (readonly [string, string])[] = [
  ['\u2015', '\u2014'], // horizontal bar -> em dash
  ['\uFF5E', '\u301C'], // fullwidth tilde -> wave dash
  ['\u2225', '\u2016'], // parallel to -> double vertical line
  ['\uFF0D', '\u2212'], // fullwidth hyphen-minus -> minus sign
  ['\uFFE0', '\u00A2'], // fullwidth cent sign -> cent sign
  ['\uFFE1', '\u00A3'], // fullwidth pound sign -> pound sign
  ['\uFFE2', '\u00AC'], // fullwidth not sign -> not sign
];

const TABLE = new Map(CONVERSIONS);
const ANY = new RegExp(`[${CONVERSIONS.map(([from]) => from).join('')}]`, 'gu');

export function convertCharacters(text: string): string {
  return text.replace(ANY, (c) => TABLE.get(c) ?? c);
}
