import { describe, expect, it } from 'vitest';
import { escapeHtml, html, SafeHtml } from './index.ts';

describe('html', () => {
  it('escapes every interpolated string, number and object', () => {
    const name = `<img src=x onerror="alert('x')">&`;
    expect(String(html`<p title="${name}">${name} ${42}</p>`)).toBe(
      '<p title="&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;">' +
        '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp; 42</p>',
    );
  });

  it('inserts SafeHtml and arrays of it as they are, and renders null, undefined and false as nothing', () => {
    const items = ['a<', 'b>'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}`).toEqual(
      new SafeHtml('<ul><li>a&lt;</li><li>b&gt;</li></ul>'),
    );
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in content and quoted attributes, and nothing else', () => {
    expect(escapeHtml(`&<>"' é/=\``)).toBe('&amp;&lt;&gt;&quot;&#39; é/=`');
  });
});
