/**
 * The TypeScript text openapi-typescript makes of a spec's component schemas: the request and response types
 * users see, for suites that check composition keywords do not erase or loosen them.
 */
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/** Returns a function giving the TypeScript text of one component schema type of the spec. */
export async function schemaTypesOf(specPath: string): Promise<(name: string) => string> {
  const source = astToString(await openapiTS(pathToFileURL(specPath)));
  return (name) => {
    const start = source.indexOf(`\n        ${name}: `);
    if (start < 0) throw new Error(`no type ${name}`);
    // The type ends where the next member of `components.schemas` (or its doc comment) starts.
    const next = /\n {8}(\/\*\*|[A-Za-z_]+: )/g;
    next.lastIndex = start + 1;
    return source.slice(start, next.exec(source)?.index ?? source.length);
  };
}
