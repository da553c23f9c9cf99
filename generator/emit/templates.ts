/**
 * Handlebars rendering of the non-TypeScript and boilerplate files. Helpers live on an isolated
 * `Handlebars.create()` instance (nothing global is touched); templates only print, loop and branch, with all
 * decisions made in the TypeScript context builders (emit-package.ts). HTML escaping is off because no output is
 * HTML; every value is escaped for its target by the context builder or the `json` helper.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Handlebars from 'handlebars';
import { sha256 } from '../load/hash.js';

export interface Template {
  /** Path relative to the project root, e.g. `templates/README.md.hbs`. */
  readonly path: string;
  readonly sha256: string;
  readonly render: (context: object) => string;
}

function createInstance(): typeof Handlebars {
  const hbs = Handlebars.create();
  // A JSON literal of any value: strings, numbers and arrays in package.json stay valid JSON whatever they hold.
  hbs.registerHelper('json', (value: unknown) => JSON.stringify(value));
  return hbs;
}

export class TemplateSet {
  readonly #root: string;
  readonly #hbs = createInstance();
  readonly #cache = new Map<string, Promise<Template>>();

  constructor(root: string) {
    this.#root = root;
  }

  /** Loads and compiles `templates/<name>.hbs` once. */
  get(name: string): Promise<Template> {
    let template = this.#cache.get(name);
    if (template === undefined) {
      template = this.#load(name);
      this.#cache.set(name, template);
    }
    return template;
  }

  async #load(name: string): Promise<Template> {
    const rel = `templates/${name}.hbs`;
    const bytes = await readFile(path.join(this.#root, rel));
    const compiled = this.#hbs.compile(bytes.toString('utf8'), { noEscape: true, strict: true, preventIndent: true });
    return { path: rel, sha256: sha256(bytes), render: (context) => compiled(context).replace(/\r\n?/g, '\n') };
  }
}
