/**
 * The site builder's rules, one table each: what a guide's Markdown may link and include, how build-docs pages
 * are made to load Redoc from the site (and that a changed CLI output stops the build), what the landing page
 * takes from README.md, the error-code tables of the reader's copy of a spec, and the reference of a records
 * package whatever account it holds.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../generator/load/load-spec.js';
import { buildApiModel } from '../../generator/model/model-api.js';
import { packages } from '../../generator/packages.js';
import { type LinkTargets, linkResolver } from '../../site-builder/links.js';
import { renderMarkdown, slug } from '../../site-builder/markdown.js';
import { readerDocument } from '../../site-builder/reader-spec.js';
import { referenceTitle } from '../../site-builder/redoc.js';
import { integrityOf, localizePage, patchBundle, redoclyCliDir } from '../../site-builder/redoc-bundle.js';
import { loadHighlighter } from '../../site-builder/highlight.js';
import { noDefinitionsNote, recordsSource, referenceSource } from '../../site-builder/reference-source.js';
import { operationRecords } from '../../site-builder/search.js';
import { THEME, themeCss } from '../../site-builder/theme.js';
import { baseDocument, modelFrom, ROOT } from '../generator/helpers.js';

const targets: LinkTargets = {
  guides: new Set(['index.md', 'sending.md']),
  api: {
    packageUrl: (pkg) => `api/modules/${pkg}.html`,
    hasModule: (pkg) => pkg === 'mail',
    symbolUrl: (symbol) => {
      if (symbol === 'mail.MailClient.sendDelivery') return 'api/interfaces/MailClient.html#senddelivery';
      throw new Error(`no ${symbol}`);
    },
  },
  references: new Map([['mail', { file: 'reference/mail.html', operations: new Map([['sendDelivery', 'sending']]) }]]),
};

describe('links of a guide (guides/x.html)', () => {
  const link = linkResolver('guides/x.html', targets);
  it.each([
    ['another guide', 'sending.md', '../guides/sending.html'],
    ['a heading of another guide', 'sending.md#send-now', '../guides/sending.html#send-now'],
    ['a symbol', 'api:mail.MailClient.sendDelivery', '../api/interfaces/MailClient.html#senddelivery'],
    ['an HTTP reference', 'reference:mail', '../reference/mail.html'],
    ['an operation of it, by its route', 'reference:mail#sendDelivery', '../reference/mail.html#/sending/senddelivery'],
    ['an https address', 'https://example.com/a?b#c', 'https://example.com/a?b#c'],
  ])('leads to %s', (_name, target, want) => {
    expect(link(target)).toBe(want);
  });

  it.each([
    ['a guide that does not exist', 'missing.md', 'there is no guide missing.md'],
    ['a symbol that is not exported', 'api:mail.Nope', 'no mail.Nope'],
    ['an API without a reference', 'reference:records', 'there is no HTTP reference "records" (known: mail)'],
    ['an operation that does not exist', 'reference:mail#sendAll', 'the mail API has no operation sendAll'],
    ['a file of the repository', '../../sandbox/README.md', 'is not part of the site'],
    ['a snippet as a link', 'snippets/send-now.ts', 'is not part of the site'],
  ])('refuses %s', (_name, target, message) => {
    expect(() => link(target)).toThrow(message);
  });

  it('leads from the landing page (index.html) without going up', () => {
    expect(linkResolver('index.html', targets)('sending.md')).toBe('guides/sending.html');
  });
});

describe('Markdown of a guide', () => {
  const include = (target: string) => {
    if (target !== 'snippets/a.ts') throw new Error('cannot be read');
    return { text: 'const a = "<b>";\n', language: 'ts', caption: 'docs/guides/snippets/a.ts' };
  };
  const render = (text: string) =>
    renderMarkdown({ file: 'docs/guides/x.md', text, link: linkResolver('guides/x.html', targets), include });

  it('includes a snippet file for a paragraph that is only an :include link, escaped, with its path', () => {
    const { html } = render("# X\n\n[a.ts](snippets/a.ts ':include')\n");
    expect(html).toContain(
      '<figure class="snippet"><figcaption>docs/guides/snippets/a.ts</figcaption><pre><code ' +
        'class="language-ts">const a = &quot;&lt;b&gt;&quot;;\n</code></pre>',
    );
  });

  it('gives headings GitHub ids, numbered when repeated, and the title from the one level-1 heading', () => {
    const page = render('# Sending mail\n\n## When the outcome is unknown\n\n## Send `now`!\n\n## Send now\n');
    expect(page.title).toBe('Sending mail');
    expect(page.headings.map((h) => h.id)).toEqual([
      'sending-mail',
      'when-the-outcome-is-unknown',
      'send-now',
      'send-now-1',
    ]);
    expect(page.html).toContain('<h2 id="send-now-1">Send now</h2>');
  });

  it.each([
    [
      'GitHub keeps letters, digits, spaces, _ and -',
      'Sending exactly once: requestId',
      'sending-exactly-once-requestid',
    ],
    ['non-Latin letters stay', 'Node と Deno', 'node-と-deno'],
  ])('slug: %s', (_name, text, want) => {
    expect(slug(text)).toBe(want);
  });

  it('renders raw HTML as text', () => {
    expect(render('# X\n\n<script>alert(1)</script>\n').html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('names every problem of a page at once: missing title, bad include, bad links, unknown fragment', () => {
    const text =
      "Intro\n\n[b.ts](snippets/b.ts ':include')\n\nSee [x](missing.md), [y](../README.md) and [z](#nowhere).\n";
    expect(() => render(text)).toThrow(
      [
        'docs/guides/x.md cannot be rendered:',
        '  - include snippets/b.ts: cannot be read',
        '  - link snippets/b.ts: is not part of the site: link a guide (name.md), a symbol (api:…), an HTTP ' +
          'reference (reference:…) or an https URL',
        '  - link missing.md: there is no guide missing.md',
        '  - link ../README.md: is not part of the site: link a guide (name.md), a symbol (api:…), an HTTP ' +
          'reference (reference:…) or an https URL',
        '  - a page starts with its one level-1 heading (found 0)',
        '  - link #nowhere: no heading of this page has that id',
      ].join('\n'),
    );
  });
});

describe('build-docs pages served from the site', () => {
  const cdn = 'https://cdn.redocly.com/redoc/v3.0.1/bundles/redoc.standalone.js';
  const page = (links = '<a href="/">API</a><a href="/section/transport">T</a><a href="//other.example/x">O</a>') =>
    `<head><link rel="modulepreload" href="${cdn}" integrity="sha384-old" crossorigin="anonymous" /></head>` +
    `<body><div id="redoc">${links}</div><script type="module">\n      import { hydrate } from ` +
    `"${cdn}";\n</script></body>`;

  it('imports and preloads the bundle from the site with its integrity, and makes server routes hash routes', () => {
    const html = localizePage(page(), '../assets/redoc.standalone.js', 'sha384-new');
    expect(html).toBe(
      '<head><link rel="modulepreload" href="../assets/redoc.standalone.js" integrity="sha384-new" ' +
        'crossorigin="anonymous" /></head>' +
        '<body><div id="redoc"><a href="#/">API</a><a href="#/section/transport">T</a><a ' +
        'href="//other.example/x">O</a></div><script type="module">\n' +
        '      import { hydrate } from "../assets/redoc.standalone.js";\n</script></body>',
    );
    expect(html).not.toContain('cdn.');
  });

  it.each([
    ['no CDN import at all', page().replaceAll(cdn, 'https://unpkg.example/redoc.js')],
    ['the bundle loaded a third time', `${page()}<script src="${cdn}"></script>`],
    ['a preload without integrity', page().replace(' integrity="sha384-old"', '')],
  ])('stops when the page changed shape: %s', (_name, html) => {
    expect(() => localizePage(html, '../assets/redoc.standalone.js', 'sha384-new')).toThrow(
      /@redocly\/cli changed its output/,
    );
  });

  it("inlines the bundle's CDN logo, and the integrity is that of the served copy", async () => {
    const original = await readFile(path.join(redoclyCliDir(), 'lib', 'chunks', 'redoc.standalone.js'), 'utf8');
    const patched = patchBundle(original);
    expect(patched).not.toContain('https://cdn.redoc.ly/');
    expect(patched).toContain('data:image/svg+xml,');
    expect(integrityOf(patched)).not.toBe(integrityOf(original));
    expect(() => patchBundle(original.replaceAll('https://cdn.redoc.ly/redoc/logo-mini.svg', 'x'))).toThrow(
      /@redocly\/cli changed its output/,
    );
  });
});

describe("the reader's copy of a spec", () => {
  it('writes the error codes of each operation and of the code schema as tables', async () => {
    const pkg = packages.find((p) => p.name === 'mail');
    if (pkg === undefined) throw new Error('no mail package');
    const model = buildApiModel(await loadSpec(ROOT, pkg.spec), pkg);
    const doc = readerDocument(model);
    const send = doc.paths?.['/deliveries']?.['post']?.description ?? '';
    expect(send).toContain('| code | property | meaning |');
    expect(send).toContain('| 10013 | `count` | deliveryData size differs from count |');
    expect(send).toContain('| 10011 | `bodyText` or `bodyHtml` | one of them required |');
    expect(send).toContain('| 10034 | (none) | JSON has type mismatch or format problem |');
    const codes = doc.components?.schemas?.['MailErrorCode']?.description ?? '';
    expect(codes.match(/^\| 1\d{4} \|/gm)).toHaveLength(35);
    expect(codes).toMatch(
      /^\| 10013 \| `count` \| deliveryData size differs from count \| `sendDelivery`, `sendDeliveryById` \|$/m,
    );
    // The model's document is not changed.
    expect(JSON.stringify(model.document)).not.toContain('| code |');
  });

  it('marks codes the spec lists as inferred, and escapes pipes in a meaning', () => {
    const doc = baseDocument();
    Object.assign(doc['paths']['/items']['post'], {
      description: 'Makes an item.',
      'x-error-codes': ['1', '2'],
      'x-inferred-error-codes': ['2'],
    });
    doc['components']['schemas']['DemoErrorCode'] = {
      type: 'string',
      enum: ['1', '2'],
      'x-error-codes': { '1': { property: null, description: 'a | b' }, '2': { property: 'x', description: 'bad x' } },
    };
    const description = readerDocument(modelFrom(doc)).paths?.['/items']?.['post']?.description ?? '';
    expect(description).toContain('| 1 | (none) | a \\| b |');
    expect(description).toContain('| 2 (inferred) | `x` | bad x |');
    expect(description).toContain('(inferred): listed by the reference for other operations only');
  });
});

describe('spec text on the site', () => {
  it('escapes markup, pipes and line breaks of error codes, properties and meanings in the reader tables', () => {
    const doc = baseDocument();
    Object.assign(doc['paths']['/items']['post'], { 'x-error-codes': ['<b>1</b>'] });
    doc['components']['schemas']['DemoErrorCode'] = {
      type: 'string',
      enum: ['<b>1</b>'],
      'x-error-codes': {
        '<b>1</b>': { property: 'a|b`c', description: 'an <img src=x onerror=alert(1)> *bold*\n# heading | cell' },
      },
    };
    const description = readerDocument(modelFrom(doc)).paths?.['/items']?.['post']?.description ?? '';
    expect(description).toContain(
      '| \\<b\\>1\\</b\\> | ``a\\|b`c`` | an \\<img src=x onerror=alert(1)\\> \\*bold\\* \\# heading \\| cell |',
    );
  });

  it('escapes a reference page title for HTML and for the second Handlebars pass of build-docs', () => {
    const doc = baseDocument();
    doc['info']['title'] = 'A <b>{{{redocHTML}}}</b> & co';
    expect(referenceTitle(modelFrom(doc).title.text, 'Kit')).toBe(
      'A &lt;b&gt;&#123;&#123;&#123;redocHTML&#125;&#125;&#125;&lt;/b&gt; &amp; co · Kit',
    );
  });
});

describe('the HTTP reference of a records package', () => {
  const pkg = packages.find((p) => p.records !== undefined);
  if (pkg === undefined) throw new Error('no records package');
  const base = '/apis/record.database/v1/accounts/{accountCode}';
  /** A records document with the given definitions, its paths written in full as the service writes them. */
  const document = (names: readonly string[]) =>
    ({
      openapi: '3.0.1',
      info: { title: 'customerApi', description: 'Records.', version: '1' },
      servers: [{ url: 'https://db.example.net' }],
      tags: names.map((name) => ({ name })),
      paths: Object.fromEntries(
        names.flatMap((name) => [
          [`${base}/${name}/records`, { post: { operationId: `create${name}`, tags: [name] } }],
          [`${base}/${name}/records/{id}`, { get: { operationId: `get${name}`, tags: [name] } }],
        ]),
      ),
    }) as never;

  it('routes every operation of the document to its tag, whatever the layout of its paths', () => {
    const source = recordsSource(pkg, document(['customer', 'order']), 2);
    expect([...source.operations]).toEqual([
      ['createcustomer', 'customer'],
      ['getcustomer', 'customer'],
      ['createorder', 'order'],
      ['getorder', 'order'],
    ]);
    expect(source.title).toBe('customerApi');
    expect((source.document as { info: { description: string } }).info.description).toBe('Records.');
  });

  it('says that an account without API definitions has none, naming its snapshot', () => {
    const source = recordsSource(pkg, document([]), 0);
    expect(source.operations.size).toBe(0);
    expect((source.document as { info: { description: string } }).info.description).toBe(
      `Records.\n\n${noDefinitionsNote(pkg)}`,
    );
    expect(noDefinitionsNote(pkg)).toContain(`**This account has no API definitions**: its snapshot (\`${pkg.spec}\``);
  });

  it('is searched by its operations, each leading to its route; an account without definitions has none', () => {
    const page = { pkg, file: 'reference/records.html' };
    const records = operationRecords(page, recordsSource(pkg, document(['customer']), 1));
    expect(records.map((r) => [r.url, r.title])).toEqual([
      ['/reference/records.html#/customer/createcustomer', 'createcustomer · customerApi'],
      ['/reference/records.html#/customer/getcustomer', 'getcustomer · customerApi'],
    ]);
    expect(records[0]?.content).toContain(`POST ${base}/customer/records`);
    expect(operationRecords(page, recordsSource(pkg, document([]), 0))).toEqual([]);
  });
});

describe('search records of an HTTP reference', () => {
  it('index each mail operation with its error-code table, so a code finds the operations that return it', async () => {
    const pkg = packages.find((p) => p.name === 'mail');
    if (pkg === undefined) throw new Error('no mail package');
    const source = await referenceSource(ROOT, pkg);
    const records = operationRecords({ pkg, file: 'reference/mail.html' }, source);
    expect(records).toHaveLength(source.operations.size);
    const withCode = records.filter((r) => r.content.includes('| 10013 |')).map((r) => r.url);
    expect(withCode).toEqual([
      '/reference/mail.html#/sending/senddelivery',
      '/reference/mail.html#/sending/senddeliverybyid',
    ]);
  });
});

describe('highlighting of code blocks', () => {
  it.each([
    [
      'TypeScript',
      'const a = 1;\n',
      'ts',
      // Light colours inline, dark ones beside them for the dark scheme.
      /^<pre class="shiki shiki-themes github-light github-dark".*?<span style="color:#\w{6};--shiki-dark:#\w{6}">const</,
    ],
    [
      'a shell command',
      'npm ci\n',
      'sh',
      /^<pre class="shiki[^>]*><code><span class="line"><span style="color:#\w{6};--shiki-dark:#\w{6}">npm<\/span>/,
    ],
    [
      'plain text, escaped',
      'a < b\n',
      'text',
      /^<pre class="shiki[^>]*><code><span class="line"><span>a &#x3C; b<\/span><\/span><\/code><\/pre>$/,
    ],
  ])('%s', async (_, code, language, want) => {
    const highlight = await loadHighlighter();
    expect(highlight(code, language)).toMatch(want);
  });

  it('stops at a language it has no grammar of, naming it', async () => {
    const highlight = await loadHighlighter();
    expect(() => highlight('x', 'cobol')).toThrow('no highlighting is known for code blocks of language "cobol"');
    const render = (text: string) =>
      renderMarkdown({
        file: 'docs/guides/x.md',
        text,
        link: (t) => t,
        include: () => {
          throw new Error('none');
        },
        highlight,
      });
    expect(render('# X\n\n```ts\nconst a = 1;\n```\n').html).toContain('<pre class="shiki');
    expect(() => render('# X\n\n```cobol\nMOVE A TO B.\n```\n')).toThrow(
      'docs/guides/x.md cannot be rendered:\n  - code block (cobol): no highlighting is known',
    );
  });
});

describe('the theme', () => {
  it('gives every stylesheet the same variables, light by default and dark where chosen or preferred', () => {
    const css = themeCss();
    const [light, dark] = css.split(':root[data-theme="dark"] {');
    expect(light).toContain(`--accent: ${THEME.light.accent};`);
    expect(dark).toContain(`--background: ${THEME.dark.background};`);
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\) \{\n {2}:root:not\(\[data-theme="light"\]\) \{/);
    expect(css).toContain(`--font-text: ${THEME.fontText};`);
    expect(css).toContain(`--font-code: ${THEME.fontCode};`);
  });
});
