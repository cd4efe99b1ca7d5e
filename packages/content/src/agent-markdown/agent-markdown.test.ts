import { describe, expect, it } from 'vitest';
import { defaultComponents } from '../default-components.ts';
import { renderPage } from '../render-page.ts';
import { markdownComponents } from './markdown-components.ts';

async function markdown(body: string, files: Record<string, string> = {}): Promise<string> {
  const page = await renderPage({
    file: 'page.mdx',
    source: `---\ntitle: T\n---\n\n${body}`,
    lint: false,
    readFile: async (path) => files[path],
  });
  return page.markdown;
}

describe('agentMarkdown', () => {
  it('has a Markdown writer for every component the HTML renders', () => {
    expect(Object.keys(defaultComponents).filter((name) => markdownComponents[name] === undefined)).toEqual([]);
  });

  it('writes callouts as labelled quotations, blocks and all, and inline as a label', async () => {
    expect(await markdown('<Note>Do **this** first.</Note>\n')).toBe('> **Note:** Do **this** first.\n');
    expect(await markdown('<Warning>\n  Careful.\n\n  ```bash\n  rm -rf /\n  ```\n</Warning>\n')).toBe(
      '> **Warning:** Careful.\n>\n> ```bash\n> rm -rf /\n> ```\n',
    );
    expect(await markdown('<Tip>\n  - one\n  - two\n</Tip>\n')).toBe('> **Tip:**\n>\n> - one\n> - two\n');
    for (const name of ['Info', 'Check', 'Danger'])
      expect(await markdown(`<${name}>Text.</${name}>\n`)).toBe(`> **${name}:** Text.\n`);
    expect(await markdown('<Callout icon="key" title="Keys">Rotate them.</Callout>\n')).toBe(
      '> **Keys:** Rotate them.\n',
    );
    expect(await markdown('<Callout icon="key">Rotate them.</Callout>\n')).toBe('> Rotate them.\n');
    expect(await markdown('Read this <Info>inline</Info> now.\n')).toBe('Read this **Info:** inline now.\n');
  });

  it('numbers Steps as sections one level below the heading they follow', async () => {
    const out = await markdown(
      '## Install\n\n<Steps>\n  <Step title="Get the CLI">\n    Run:\n\n    ```bash\n    npm i -g x\n    ```\n  </Step>\n  <Step>\n    Log in.\n  </Step>\n  <Step title="Deploy" stepNumber={7}>\n    Go.\n  </Step>\n</Steps>\n',
    );
    expect(out).toBe(
      '## Install\n\n### Step 1: Get the CLI\n\nRun:\n\n```bash\nnpm i -g x\n```\n\n### Step 2\n\nLog in.\n\n### Step 7: Deploy\n\nGo.\n',
    );
  });

  it('titles each Tab (untitled ones Tab N), and keeps CodeGroup blocks with their titles', async () => {
    expect(await markdown('<Tabs>\n  <Tab title="macOS">Use brew.</Tab>\n  <Tab>Use apt.</Tab>\n</Tabs>\n')).toBe(
      '## macOS\n\nUse brew.\n\n## Tab 2\n\nUse apt.\n',
    );
    expect(
      await markdown('<CodeGroup>\n```js index.js\nconsole.log(1)\n```\n```py main.py\nprint(1)\n```\n</CodeGroup>\n'),
    ).toBe('```js index.js\nconsole.log(1)\n```\n\n```py main.py\nprint(1)\n```\n');
    expect(await markdown('<RequestExample>\n```bash\ncurl x\n```\n</RequestExample>\n')).toBe(
      '**Request example**\n\n```bash\ncurl x\n```\n',
    );
  });

  it('lists a CardGroup as one link list; a card without a link has a bold title', async () => {
    expect(
      await markdown(
        '<CardGroup cols={2}>\n  <Card title="Quickstart" href="/quickstart" icon="rocket">Start here.</Card>\n  <Card title="API" href="https://x.com/api">The API.</Card>\n  <Card title="Soon" href="/soon" disabled>Later.</Card>\n  <Card title="Plain" />\n</CardGroup>\n',
      ),
    ).toBe(
      '- [Quickstart](/quickstart): Start here.\n- [API](https://x.com/api): The API.\n- **Soon**: Later.\n- **Plain**\n',
    );
    expect(
      await markdown(
        '<Columns cols={2}>\n  <Tile href="/t" title="Tile" description="A tile">Preview</Tile>\n</Columns>\n',
      ),
    ).toBe('- [Tile](/t): A tile\n');
  });

  it('writes Accordions as titled sections and Expandables as their content under a bold title', async () => {
    expect(
      await markdown(
        '<AccordionGroup>\n  <Accordion title="Why?" description="A reason">Because.</Accordion>\n  <Accordion title="How?">So.</Accordion>\n</AccordionGroup>\n',
      ),
    ).toBe('## Why?\n\n_A reason_\n\nBecause.\n\n## How?\n\nSo.\n');
  });

  it('writes ParamField, Param and ResponseField as one definition list with type, location, required and default', async () => {
    expect(
      await markdown(
        '<ParamField query="limit" type="integer" required default={10}>\n  How many.\n</ParamField>\n<Param path="id" type="string" deprecated>The id.</Param>\n<ParamField body="user" type="object">\n  The user.\n  <Expandable title="properties">\n    <ResponseField name="id" type="string" required>The id.</ResponseField>\n    <ResponseField name="tags" type="string[]" pre={["nullable"]} />\n  </Expandable>\n</ParamField>\n',
      ),
    ).toBe(
      '- `limit` (integer, query, required, default: `10`): How many.\n' +
        '- `id` (string, path, deprecated): The id.\n' +
        '- `user` (object, body): The user.\n\n' +
        '  **properties**\n' +
        '  - `id` (string, required): The id.\n' +
        // Escaped as Markdown must (`[` could open a link); it reads `string[]`.
        '  - `tags` (nullable, string\\[])\n',
    );
  });

  it('keeps Frame captions, Tooltips inline, Badges as text and drops Icons', async () => {
    expect(
      await markdown(
        '<Frame caption="The dashboard" hint="Click to zoom">\n  <img src="/dash.png" alt="Dashboard" />\n</Frame>\n',
      ),
    ).toBe('Click to zoom\n\n![Dashboard](/dash.png)\n\n_The dashboard_\n');
    expect(
      await markdown(
        'An <Tooltip tip="Application Programming Interface" cta="More" href="/api">API</Tooltip> is <Badge href="/beta">Beta</Badge> <Icon icon="gear" /> now.\n',
      ),
    ).toBe('An API (Application Programming Interface; [More](/api)) is [Beta](/beta) now.\n');
  });

  it('writes Update, View, Heading, Tree, Color, GitHub.Repo, Prompt, Mermaid and Latex as plain Markdown', async () => {
    expect(await markdown('<Update label="2024-01-01" description="v1" tags={["a", "b"]}>\n  New.\n</Update>\n')).toBe(
      '## 2024-01-01\n\n_v1_\n\nTags: a, b\n\nNew.\n',
    );
    expect(await markdown('<View title="Python">Py</View>\n\n<Heading level={3}>Setup</Heading>\n')).toBe(
      '## Python\n\nPy\n\n### Setup\n',
    );
    expect(
      await markdown(
        '<Tree>\n  <Tree.Folder name="src">\n    <Tree.File name="index.ts" />\n  </Tree.Folder>\n  <Tree.File name="package.json" />\n</Tree>\n',
      ),
    ).toBe('- src/\n  - index.ts\n- package.json\n');
    expect(
      await markdown(
        '<Color>\n  <Color.Row title="Brand">\n    <Color.Item name="primary" value="#16A34A" />\n    <Color.Item name="bg" value={{ light: "#fff", dark: "#000" }} />\n  </Color.Row>\n</Color>\n',
      ),
    ).toBe('**Brand**\n\n- primary: `#16A34A`\n- bg: `#fff / #000`\n');
    expect(await markdown('<GitHub.Repo repo="mintlify/docs" />\n')).toBe(
      '[mintlify/docs on GitHub](https://github.com/mintlify/docs)\n',
    );
    expect(await markdown('<Prompt description="Set up">Write a test.</Prompt>\n')).toBe(
      '> **Prompt (Set up):** Write a test.\n',
    );
    expect(await markdown('<Mermaid chart="graph TD; A-->B" />\n\nMass: <Latex>E = mc^2</Latex>.\n')).toBe(
      '```mermaid\ngraph TD; A-->B\n```\n\nMass: $E = mc^2$.\n',
    );
    expect(await markdown('<CodeBlock language="js" filename="a.js">{`let a = 1;`}</CodeBlock>\n')).toBe(
      '```js a.js\nlet a = 1;\n```\n',
    );
  });

  it('leaves content for humans out and keeps content for agents', async () => {
    expect(
      await markdown(
        'Intro.\n\n<Visibility for="humans">Click the button.</Visibility>\n\n<Visibility for="agents">Call `POST /v1/keys`.</Visibility>\n\nSee <Visibility for="humans">the button</Visibility><Visibility for="agents">the API</Visibility>.\n',
      ),
    ).toBe('Intro.\n\nCall `POST /v1/keys`.\n\nSee the API.\n');
  });

  it('inlines snippets with their props and reads expressions without running them', async () => {
    const files = {
      'snippets/intro.mdx': 'export const product = "Acme";\n\n<Note>Hello {name} from {product}.</Note>\n',
      '_snippets/legacy.mdx': 'Legacy **text**.\n',
    };
    expect(
      await markdown(
        'import Intro from "/snippets/intro.mdx";\nimport Widget from "/components/widget.jsx";\n\nexport const version = "1.7";\n\n<Intro name="Ada" />\n\n<Snippet file="legacy.mdx" />\n\nVersion {version}, sum {1 + 2}, home {process.env.HOME}, {unknown}.\n\n<Widget>secret</Widget>\n\n<MyThing>Unknown content</MyThing>\n',
        files,
      ),
    ).toBe(
      '> **Note:** Hello Ada from Acme.\n\nLegacy **text**.\n\nVersion 1.7, sum , home , {unknown}.\n\nUnknown content\n',
    );
  });

  it('leaves empty components out and reads components written on one line as blocks', async () => {
    expect(await markdown('<Note></Note>\n\n<Card />\n\n<ParamField />\n\n<CodeBlock />\n\nEnd.\n')).toBe('End.\n');
    expect(await markdown('> <Steps><Step title="Go">Now.</Step></Steps>\n')).toBe('> ## Step 1: Go\n>\n> Now.\n');
    expect(await markdown('<details><summary>More</summary>Hidden text</details>\n')).toBe('**More**\n\nHidden text\n');
    expect(await markdown('Line one<br />\n  line two.\n')).toBe('Line one\\\nline two.\n');
  });

  it('writes raw HTML as Markdown: links and images the page allows, tables, media as links; scripts never', async () => {
    expect(
      await markdown(
        '<div>\n  <a href="/x">X</a> and <a href="javascript:alert(1)">bad</a>, <b>bold</b>, <code>a&lt;b</code>.\n</div>\n\n<img src="/i.png" alt="I" />\n\n<table>\n  <tr><th>A</th><th>B</th></tr>\n  <tr><td>1</td><td>2<br/>3</td></tr>\n</table>\n\n<iframe src="https://www.youtube.com/embed/x" title="Demo video" />\n\n<video src="/v.mp4" />\n\n<script>{`alert(1)`}</script>\n',
      ),
    ).toBe(
      '[X](/x) and bad, **bold**, `a<b`.\n\n![I](/i.png)\n\n| A | B   |\n| - | --- |\n| 1 | 2 3 |\n\n[Demo video](https://www.youtube.com/embed/x)\n\n[Video](/v.mp4)\n',
    );
  });
});
