import { describe, expect, it } from 'vitest';
import { renderInlineMarkdown } from './render-inline-markdown.ts';

const render = (text: string) => String(renderInlineMarkdown(text));

describe('renderInlineMarkdown', () => {
  it('renders code, allowed links, bold and both italics, escaping everything else', () => {
    expect(render('Use `a<b>` and [the guide](https://example.com/?a=1&b=2), **bold**, *em* or _em_ <i>')).toBe(
      'Use <code>a&lt;b&gt;</code> and <a href="https://example.com/?a=1&amp;b=2">the guide</a>, ' +
        '<strong>bold</strong>, <em>em</em> or <em>em</em> &lt;i&gt;',
    );
  });

  it('keeps a link the URL policy refuses as its label alone, and reads the URL as written', () => {
    expect(render('[a & b](https://e.com/?q="x"&r=1)')).toBe(
      '<a href="https://e.com/?q=&quot;x&quot;&amp;r=1">a &amp; b</a>',
    );
    expect(render('[click](javascript:alert)')).toBe('click');
  });

  it('reads nothing inside a code span as Markdown', () => {
    expect(render('`**x** [a](https://e.com) _y_`')).toBe('<code>**x** [a](https://e.com) _y_</code>');
  });

  it('keeps emphasis out of URLs and reads it in link labels', () => {
    expect(render('[**Go** `now`](https://e.com/_a_/*b*)')).toBe(
      '<a href="https://e.com/_a_/*b*"><strong>Go</strong> <code>now</code></a>',
    );
  });

  it('leaves intraword stars and underscores as written', () => {
    expect(render('2*3*4 snake_case_name')).toBe('2*3*4 snake_case_name');
  });

  it('drops the placeholder delimiter U+E000 from tenant text instead of reading it', () => {
    expect(render('a\uE0000\uE000b')).toBe('a0b');
  });
});
