import { describe, expect, it } from 'vitest';
import { codeSpan, fenceFor, mdCode, mdText } from '../../generator/text/markdown.js';
import { SpecText } from '../../generator/text/spec-text.js';

describe('mdText', () => {
  it.each([
    ['plain text', 'Send a delivery.', 'Send a delivery.'],
    ['a pipe stays in its cell', 'a | b', 'a \\| b'],
    ['line breaks of every kind', 'a\nb\r\nc\u2028d\u2029e\u0085f', 'a b c d e f'],
    ['a backslash before a pipe', 'a\\|b', 'a\\\\\\|b'],
    ['raw HTML', '<img src=x onerror=alert(1)>', '\\<img src=x onerror=alert(1)\\>'],
    ['an HTML comment', '<!-- x -->', '\\<\\!-- x --\\>'],
    ['an entity', '&lt;b&gt;', '\\&lt;b\\&gt;'],
    ['emphasis and links', '*a* _b_ [c](javascript:x) ![d](e)', '\\*a\\* \\_b\\_ \\[c\\](javascript:x) \\!\\[d\\](e)'],
    ['a fence at the start', '``` js', '\\`\\`\\` js'],
    ['a tilde fence', '~~~', '\\~\\~\\~'],
    ['a heading', '# Title', '\\# Title'],
    ['a quote', '> quoted', '\\> quoted'],
    ['a list item', '- item', '\\- item'],
    ['a numbered item', '1. item', '1\\. item'],
    ['a version number is no list', '1.0.0', '1.0.0'],
    ['a setext underline', '===', '\\==='],
    ['math', '$x$', '\\$x\\$'],
    ['a code span is kept', 'use `a<b>` here', 'use `a<b>` here'],
    ['a code span with a pipe', 'use `a|b`', 'use `a\\|b`'],
    ['a double-backtick span holding a backtick', 'use ``a`b`` here', 'use ``a`b`` here'],
    ['an unmatched backtick', 'a ` b', 'a \\` b'],
    ['runs of different length do not match', 'a `` b ` c', 'a \\`\\` b \\` c'],
    ['NUL and other controls', 'a\u0000b\u001bc', 'a\uFFFDb\uFFFDc'],
    ['a lone surrogate', 'a\ud800b', 'a\uFFFDb'],
    ['missing text', undefined, ''],
  ])('%s', (_name, input, expected) => {
    expect(mdText(input)).toBe(expected);
  });

  it('takes spec text', () => {
    expect(mdText(new SpecText('<b>'))).toBe('\\<b\\>');
  });
});

describe('code spans', () => {
  it.each([
    ['plain', 'GET /a', '`GET /a`'],
    ['a backtick inside', 'a`b', '``a`b``'],
    ['a backtick at the edge is padded', '`a', '`` `a ``'],
    ['a run of three', 'x```y', '````x```y````'],
    ['empty', '', '` `'],
  ])('codeSpan of %s', (_name, input, expected) => {
    expect(codeSpan(input)).toBe(expected);
  });

  it.each([
    ['a pipe in a table cell is escaped', 'a|b', 'cell', '`a\\|b`'],
    ['a pipe in text is not', 'a|b', 'text', '`a|b`'],
    ['line breaks collapse', 'a\nb', 'cell', '`a b`'],
    ['HTML stays code', '<b>', 'cell', '`<b>`'],
  ] as const)('mdCode: %s', (_name, input, place, expected) => {
    expect(mdCode(input, place)).toBe(expected);
  });

  it.each([
    [['const a = 1;'], '```'],
    [['const a = "```";'], '````'],
    [['x', 'y = `````'], '``````'],
  ])('fence for %j is %s', (codes, fence) => {
    expect(fenceFor(...codes)).toBe(fence);
  });
});
