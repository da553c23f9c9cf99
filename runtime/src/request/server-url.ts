/**
 * Fills the `{variables}` of an OpenAPI `servers[0].url`. The first variable is the service's base address
 * (e.g. `{base_url}` in `{base_url}/v1/{tenant}`): it is used as given, without a trailing
 * slash. Every other variable is one path segment and is percent-encoded. Variable names come from the spec,
 * so only own properties of `vars` count (a variable named `toString` is not Object.prototype's).
 */
import { hasLoneSurrogate } from '../util/unicode.js';

export function expandServerUrl(template: string, vars: Readonly<Record<string, string | number | undefined>>): string {
  let first = true;
  return template.replace(/\{([^{}]+)\}/g, (_match, name: string) => {
    const value = Object.hasOwn(vars, name) ? vars[name] : undefined;
    if (value === undefined || value === '') {
      throw new TypeError(`The server URL ${template} needs a value for ${name}.`);
    }
    const text = String(value);
    if (hasLoneSurrogate(text)) {
      throw new TypeError(`The server URL variable ${name} holds a lone surrogate, which no URL can carry.`);
    }
    const filled = first ? text.replace(/\/+$/, '') : encodeURIComponent(text);
    first = false;
    return filled;
  });
}
