import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../render-page.ts';

type Node = DefaultTreeAdapterMap['childNode'];

type Element = DefaultTreeAdapterMap['element'];

/** The first element of `html`, as a browser parses it, that `matches`. */
function findElement(html: string, matches: (element: Element) => boolean): Element | undefined {
  const walk = (nodes: readonly Node[]): Element | undefined => {
    for (const node of nodes) {
      if (!('tagName' in node)) continue;
      if (matches(node)) return node;
      const found = walk(node.childNodes);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return walk(parseFragment(html).childNodes);
}

/** The value of attribute `name` on the first element with class `className`. */
function attributeOf(html: string, className: string, name: string): string | undefined {
  const element = findElement(html, (node) =>
    (node.attrs.find((attr) => attr.name === 'class')?.value.split(' ') ?? []).includes(className),
  );
  return element?.attrs.find((attr) => attr.name === name)?.value;
}

/** The `data-prompt` text and "Open in" address of the first prompt on a rendered page, read back from its HTML. */
async function promptOf(body: string): Promise<{ text: string | undefined; openIn: string | undefined; html: string }> {
  const { html } = await renderPage({ file: 'page.mdx', source: `---\ntitle: T\n---\n\n${body}`, lint: false });
  return { text: attributeOf(html, 'prompt', 'data-prompt'), openIn: attributeOf(html, 'prompt-action', 'href'), html };
}

describe('Prompt keeps its markdown source for copying', () => {
  const markdown = [
    'You are a **technical writer**. Follow [the style guide](https://example.com/style).',
    '',
    '- be brief',
    '  - and _precise_',
    '',
    '```ts title.ts',
    'const answer = 42;',
    '```',
  ].join('\n');
  const indented = markdown
    .split('\n')
    .map((line) => (line === '' ? '' : `  ${line}`))
    .join('\n');

  it("copies the markdown as written, without the component's indentation, and opens tools with the same text", async () => {
    const prompt = await promptOf(
      `<Prompt description="Review" actions={["cursor", "copy"]}>\n${indented}\n</Prompt>\n`,
    );
    expect(prompt.text).toBe(markdown);
    expect(prompt.openIn).toBe(`https://cursor.com/link/prompt?text=${encodeURIComponent(markdown)}`);
  });

  it('takes a prompt on one line with its tags as it is', async () => {
    expect((await promptOf('<Prompt>Summarise *this* page.</Prompt>\n')).text).toBe('Summarise *this* page.');
  });

  it('keeps markup and expressions as escaped text, never as elements or values', async () => {
    const prompt = await promptOf(
      '<Prompt>\n  Reply with `<script>alert(1)</script>` and {"a string"} & "quotes".\n</Prompt>\n',
    );
    expect(prompt.text).toBe('Reply with `<script>alert(1)</script>` and {"a string"} & "quotes".');
    expect(findElement(prompt.html, (node) => node.tagName === 'script')).toBeUndefined();
  });

  it('keeps a prompt from a snippet as written in the snippet', async () => {
    const snippet = '<Prompt>\n    Write *tests* first.\n\n    Then code.\n</Prompt>\n';
    const { html } = await renderPage({
      file: 'page.mdx',
      source: '---\ntitle: T\n---\n\nimport Ask from "/snippets/ask.mdx";\n\n<Ask />\n',
      lint: false,
      readFile: async (path) => (path === 'snippets/ask.mdx' ? snippet : undefined),
    });
    expect(attributeOf(html, 'prompt', 'data-prompt')).toBe('Write *tests* first.\n\nThen code.');
  });
});
