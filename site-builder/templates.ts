/**
 * Handlebars for the site's own pages, on an isolated `Handlebars.create()` instance. Unlike the generator's
 * templates these print HTML, so escaping stays on: a value is text unless the context hands over HTML that
 * was built for the page (rendered Markdown), which templates print with `{{{ }}}`. Templates only loop, print
 * and branch; the contexts are computed in TypeScript. `header.hbs` is a partial: the site's header, on every
 * page of ours and above each HTTP reference.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Handlebars from 'handlebars';

export const TEMPLATE_DIR = path.join(import.meta.dirname, 'templates');

export type Render = (context: object) => string;

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
    this.#partials ??= readFile(path.join(TEMPLATE_DIR, 'header.hbs'), 'utf8').then((text) => {
      this.#hbs.registerPartial('header', text);
    });
    await this.#partials;
    const text = await readFile(path.join(TEMPLATE_DIR, `${name}.hbs`), 'utf8');
    const compiled = this.#hbs.compile(text, { strict: true });
    return (context) => compiled(context).replace(/\r\n?/g, '\n');
  }
}
