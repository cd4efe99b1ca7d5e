import { describe, expect, it } from 'vitest';
import type { CustomLanguages } from './custom-languages.ts';
import { renderPage } from './render-page.ts';

const acme = (keywordScope: string): CustomLanguages => ({
  key: `acme-${keywordScope}`,
  grammars: [
    {
      name: 'acme',
      aliases: ['acm'],
      scopeName: 'source.acme',
      patterns: [{ include: '#keywords' }],
      repository: { keywords: { match: '\\b(emit|let)\\b', name: keywordScope } },
    },
  ],
});

const render = async (body: string, customLanguages?: CustomLanguages) =>
  (
    await renderPage({
      file: 'page.mdx',
      source: body,
      lint: false,
      ...(customLanguages === undefined ? {} : { customLanguages }),
    })
  ).html;

/** The colour variable of the token `word` in the page's first code block. */
const colourOf = (html: string, word: string) =>
  html.match(new RegExp(`<span style="color:([^"]+)">${word}</span>`))?.[1];

describe('custom code languages', () => {
  it('highlights fences naming the grammar or an alias with it', async () => {
    const languages = acme('keyword.control.acme');
    const byName = await render('```acme\nlet x = emit 1\n```\n', languages);
    const byAlias = await render('```acm\nlet x = emit 1\n```\n', languages);
    expect(byName).toContain('<pre class="shiki folio-css-variables"');
    expect(colourOf(byName, 'emit')).toBe('var(--shiki-token-keyword)');
    expect(colourOf(byAlias, 'emit')).toBe('var(--shiki-token-keyword)');
  });

  it("keeps one site's grammar to that site: another site's fence in the same language is its own", async () => {
    await render('```acme\nlet x = emit 1\n```\n', acme('keyword.control.acme'));
    // A site without the grammar, after the first on the same thread: plain code, named by its language.
    const without = await render('```acme\nlet x = emit 1\n```\n');
    expect(without).not.toContain('--shiki-token-keyword');
    expect(without).toContain('language-acme');
    // A site with another grammar of the same name: coloured by its own grammar, not the cached block.
    const other = await render('```acme\nlet x = emit 1\n```\n', acme('string.quoted.acme'));
    expect(colourOf(other, 'emit')).toBe('var(--shiki-token-string-expression)');
  });

  it("shows a fence uncoloured when its grammar's expression cannot be compiled, and the page still renders", async () => {
    const broken: CustomLanguages = {
      key: 'broken',
      grammars: [{ name: 'broken', scopeName: 'source.broken', patterns: [{ match: '(unclosed', name: 'keyword' }] }],
    };
    const html = await render('# Title\n\n```broken\nunclosed here\n```\n\n```js\nconst a = 1;\n```\n', broken);
    // Oniguruma's compile error drops the rule: the line is one token of the foreground colour.
    expect(html).toContain('<span style="color:var(--shiki-foreground)">unclosed here</span>');
    expect(colourOf(html, 'const')).toBe('var(--shiki-token-keyword)');
  });
});
