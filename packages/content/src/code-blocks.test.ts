import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page.ts';
import type { CodeTheme } from './code-theme.ts';

const render = async (body: string, codeTheme?: CodeTheme) =>
  (await renderPage({ file: 'page.mdx', source: body, lint: false, ...(codeTheme === undefined ? {} : { codeTheme }) }))
    .html;
/** The class lists of every `<span class="line …">`, in order. */
const lineClasses = (html: string) => [...html.matchAll(/<span class="(line[^"]*)">/g)].map((match) => match[1]);

describe('code blocks: fence options', () => {
  it('marks highlighted lines from {…} and highlight=, focused lines from focus=', async () => {
    const html = await render(
      '```js {1,3}\nconst a = 1;\nconst b = 2;\nconst c = 3;\n```\n\n```js focus={2}\nconst a = 1;\nconst b = 2;\n```\n',
    );
    expect(lineClasses(html)).toEqual(['line highlighted', 'line', 'line highlighted', 'line', 'line focused']);
    expect(html).toContain('<pre class="shiki folio-css-variables has-highlighted"');
    expect(html).toContain('<pre class="shiki folio-css-variables has-focused"');
  });

  it('reads the [!code …] notation and takes it out of the code', async () => {
    const html = await render(
      '```ts\nconst a = 1; // [!code ++]\nconst b = 2; // [!code --]\nconst c = 3; // [!code highlight]\n```\n',
    );
    expect(lineClasses(html)).toEqual(['line diff add', 'line diff remove', 'line highlighted']);
    expect(html).not.toContain('[!code');
  });

  it('marks + and - lines of a diff block, not its file headers', async () => {
    const html = await render('```diff\n--- a/x\n+++ b/x\n-old\n+new\n same\n```\n');
    expect(lineClasses(html)).toEqual(['line', 'line', 'line diff remove', 'line diff add', 'line']);
  });

  it('gives lines, wrap and a long expandable block their classes and buttons; nocopy drops the copy button', async () => {
    const long = Array.from({ length: 30 }, (_, i) => `echo ${i}`).join('\n');
    const html = await render(
      `\`\`\`bash lines wrap\necho hi\n\`\`\`\n\n\`\`\`bash expandable\n${long}\n\`\`\`\n\n\`\`\`bash nocopy expandable\necho short\n\`\`\`\n`,
    );
    const blocks = html.split('<div class="code-block').slice(1);
    expect(blocks[0]).toMatch(
      /^ has-lines is-wrapped" data-language="bash"><button type="button" class="code-copy" aria-label="Copy code" data-copy-code=""><span class="code-copy-icon" aria-hidden="true"><\/span><\/button><pre /,
    );
    expect(blocks[1]).toMatch(/^ is-expandable" /);
    expect(blocks[1]).toContain(
      '<button type="button" class="code-expand" aria-expanded="false" data-expand-code=""><span class="code-expand-more">Show all 30 lines</span><span class="code-expand-less">Show less</span></button></div>',
    );
    // Short enough to show whole: no collapsing, no button; and no copy button.
    expect(blocks[2]).toMatch(/^" data-language="bash"><pre /);
  });

  it('shows the title and the icon in the header', async () => {
    const html = await render('```python main.py icon="python"\nprint(1)\n```\n');
    expect(html).toMatch(
      /^<div class="code-block has-header" data-language="python"><div class="code-block-header"><span class="code-block-icon" aria-hidden="true"><svg class="folio-icon icon-svg" [^>]*data-icon="python"[^>]*>.*<\/svg><\/span><span class="code-block-title">main.py<\/span><\/div>/,
    );
  });

  it('reports an unknown icon and still renders the block', async () => {
    const page = await renderPage({
      file: 'page.mdx',
      source: '```js a.js icon="no-such-icon-x"\nx\n```\n',
      lint: false,
    });
    expect(page.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`)).toEqual(['CONTENT_ICON_UNKNOWN 1:1']);
    expect(page.html).toContain('<span class="code-block-title">a.js</span>');
  });

  it('renders <CodeBlock> with a template string, and adds its props to a fence inside', async () => {
    const html = await render(
      '<CodeBlock language="js" filename="a.js" lines highlight="2">\n{`const a = 1;\nconst b = 2;`}\n</CodeBlock>\n\n<CodeBlock filename="b.sh" wrap>\n```bash\nls\n```\n</CodeBlock>\n',
    );
    expect(html).toContain(
      '<div class="code-block has-header has-lines" data-language="js"><div class="code-block-header"><span class="code-block-title">a.js</span></div>',
    );
    expect(lineClasses(html)).toEqual(['line', 'line highlighted', 'line']);
    expect(html).toContain(
      '<div class="code-block has-header is-wrapped" data-language="bash"><div class="code-block-header"><span class="code-block-title">b.sh</span></div>',
    );
  });

  it('renders <CodeGroup dropdown> as a labelled menu over panels, the first shown', async () => {
    const html = await render(
      '<CodeGroup dropdown>\n```bash npm\nnpm i\n```\n```bash yarn\nyarn add\n```\n</CodeGroup>\n',
    );
    expect(html).toContain(
      '<div class="code-group is-dropdown" data-code-dropdown=""><div class="code-group-bar"><span class="code-group-current" aria-hidden="true">npm</span><select class="code-group-select" aria-label="Choose an example" aria-controls="code-group-panel-0 code-group-panel-1"><option data-code-option="0">npm</option><option data-code-option="1">yarn</option></select></div>',
    );
    expect(html).toContain(
      '<div class="code-group-panel" id="code-group-panel-1" data-code-panel="1" hidden><div class="code-block" data-language="bash">',
    );
    expect(html).not.toContain('code-block-title');
  });
});

describe('code blocks: themes (styling.codeblocks)', () => {
  it('colours with the site palette by default, and marks blocks and groups dark under "dark"', async () => {
    expect(await render('```js\nx\n```\n')).toContain('<pre class="shiki folio-css-variables"');
    const dark = await render(
      '```js\nx\n```\n\n<CodeGroup>\n```bash a\na\n```\n```bash b\nb\n```\n</CodeGroup>\n',
      'dark',
    );
    expect(dark).toMatch(/^<div class="code-block" data-language="js" data-code-theme="dark">/);
    expect(dark).toContain('<div class="code-group" data-folio-tabs="" data-code-theme="dark">');
  });

  it('emits both colours of a light/dark theme pair as variables, and one theme as plain colours', async () => {
    const pair = await render('```js\nconst a = 1;\n```\n', { light: 'github-light', dark: 'github-dark' });
    expect(pair).toContain(
      '<pre class="shiki shiki-themes github-light github-dark" style="--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e"',
    );
    expect(pair).toContain('<span style="--shiki-light:#D73A49;--shiki-dark:#F97583">const</span>');
    const single = await render('```js\nconst a = 1;\n```\n', { light: 'dracula', dark: 'dracula' });
    expect(single).toContain('<pre class="shiki dracula" style="background-color:#282A36;color:#F8F8F2"');
  });

  it('falls back to the palette for a theme Shiki does not ship', async () => {
    expect(await render('```js\nx\n```\n', { light: 'no-such-theme', dark: 'no-such-theme' })).toContain(
      '<pre class="shiki folio-css-variables"',
    );
  });
});
