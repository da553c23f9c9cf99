/** An unpaired UTF-16 surrogate has no UTF-8 encoding: encodeURIComponent throws a bare URIError on it. */
export function hasLoneSurrogate(text: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}
