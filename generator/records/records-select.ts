/**
 * Keys of the generated constant of a select property's options (`MemberRankOption.gold`). Labels are whatever
 * the account's options are called (Japanese, punctuation, duplicates), so a key is made from a label only when
 * that gives a plain identifier of its own; otherwise the option is `option<value>`:
 *
 * 1. The label's ASCII letters and digits as camelCase (`Gold member` -> `goldMember`, `VIP-2` -> `vip2`).
 * 2. That key is used when it starts with a lower-case letter, is no reserved word and no name every object
 *    has (`constructor`, `toString`), does not look like another option's fallback (`option7` only for value 7),
 *    and no other option of the property gets the same key.
 * 3. Otherwise `option<value>` (`option1` for `レギュラー`), unique because option values are.
 *
 * A key the names file gives an option (records-names.ts) is used as it is, and a key made from another label
 * that equals it falls back to `option<value>`. The label itself is the key's JSDoc, so editors show it either way.
 */
import { camelCase, isReserved } from '../model/names.js';
import type { SpecText } from '../text/spec-text.js';

const KEY = /^[a-z][A-Za-z0-9]*$/;
const FALLBACK = /^option[0-9]+$/;

function candidate(option: { readonly value: number; readonly label: SpecText }): string | undefined {
  const key = camelCase(option.label.text);
  if (!KEY.test(key) || isReserved(key) || key in Object.prototype) return undefined;
  if (FALLBACK.test(key) && key !== `option${option.value}`) return undefined;
  return key;
}

/** The key of each option, in the options' order; `given` maps option values to the names file's keys. */
export function optionKeys(
  options: readonly { readonly value: number; readonly label: SpecText }[],
  given: ReadonlyMap<number, string> = new Map(),
): string[] {
  const candidates = options.map((o) => (given.has(o.value) ? undefined : candidate(o)));
  const uses = new Map<string, number>();
  for (const key of [...candidates, ...given.values()]) if (key !== undefined) uses.set(key, (uses.get(key) ?? 0) + 1);
  return options.map((option, i) => {
    const named = given.get(option.value);
    if (named !== undefined) return named;
    const key = candidates[i];
    return key !== undefined && uses.get(key) === 1 ? key : `option${option.value}`;
  });
}
