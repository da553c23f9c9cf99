/**
 * Handlebars for the site's own pages, on an isolated `Handlebars.create()` instance. Unlike the generator's
 * templates these print HTML, so escaping stays on: a value is text unless the context hands over HTML that
 * was built for the page (rendered Markdown), which templates print with `{{{ }}}`. Templates only loop, print
 * and branch; the contexts are computed in TypeScript. `header.hbs` and `head.hbs` are partials: the site's
 * header and the stylesheets and scripts of every page, on our pages, the HTTP references and TypeDoc's pages.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Handlebars from 'handlebars';

export const TEMPLATE_DIR = path.join(import.meta.dirname, 'templates');

export type Render = (context: object) => string;

/** Templates other templates include: the header, and the `<head>` lines every page shares (styles, scripts). */
const PARTIALS = ['header', 'head'] as const;

export class SiteTemplates {
  readonly #hbs = Handlebars.create();
  readonly #compiled = new Map<string, Promise<Render>>();
  #partials: Promise<void> | undefined;

  /** Loads and compiles `site-builder/templates/<name>.hbs` once. */
  get(name: string): Promise<Render> {
    let render = this.#compiled.get(name);
    if (render === undefined) {
      render = this.#load(name);
      this.#compiled.set(name, render);
    }
    return render;
  }

  async #load(name: string): Promise<Render> {
    this.#partials ??= Promise.all(
      PARTIALS.map(async (partial) =>
        this.#hbs.registerPartial(partial, await readFile(path.join(TEMPLATE_DIR, `${partial}.hbs`), 'utf8')),
      ),
    ).then(() => undefined);
    await this.#partials;
    const text = await readFile(path.join(TEMPLATE_DIR, `${name}.hbs`), 'utf8');
    const compiled = this.#hbs.compile(text, { strict: true });
    return (context) => compiled(context).replace(/\r\n?/g, '\n');
  }
}
