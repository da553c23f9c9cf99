/**
 * Fills the `{variables}` of an OpenAPI `servers[0].url`. A variable that opens the URL and is followed by its path
 * (or nothing) is the service's base address (`{base_url}` in `{base_url}/v1/{tenant}`): it is used as given,
 * without a trailing slash. So are variables of the scheme and host (`{protocol}://{hostname}:{port}/api`), which
 * percent-encoding would break. Every other variable is one path segment and is percent-encoded. Variable names
 * come from the spec, so only own properties of `vars` count (a variable named `toString` is not Object.prototype's).
 */
import { hasLoneSurrogate } from '../util/unicode.js';

/** The name of the base-address variable of a server URL template, if it has one (see expandServerUrl). */
export function baseAddressVariable(template: string): string | undefined {
  return /^\{([^{}]+)\}(?:\/|$)/.exec(template)?.[1];
}

export function expandServerUrl(template: string, vars: Readonly<Record<string, string | number | undefined>>): string {
  const base = baseAddressVariable(template);
  // Where the path begins: after `scheme://host` when the template spells them out, else at the start.
  const authority = /^[^/]*:\/\/[^/]*/.exec(template)?.[0].length ?? 0;
  return template.replace(/\{([^{}]+)\}/g, (_match, name: string, offset: number) => {
    const value = Object.hasOwn(vars, name) ? vars[name] : undefined;
    if (value === undefined || value === '') {
      throw new TypeError(`The server URL ${template} needs a value for ${name}.`);
    }
    const text = String(value);
    if (hasLoneSurrogate(text)) {
      throw new TypeError(`The server URL variable ${name} holds a lone surrogate, which no URL can carry.`);
    }
    if (name === base && offset === 0) return text.replace(/\/+$/, '');
    return offset < authority ? text : encodeURIComponent(text);
  });
}
