import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, type RenderedPage } from './render-page.ts';

const FRONT = '---\ntitle: T\ndescription: D\n---\n\n';

async function render(body: string, files: Record<string, string> = {}): Promise<RenderedPage> {
  return renderPage({
    file: 'guides/page.mdx',
    source: FRONT + body,
    readFile: async (path) => files[path],
    lint: false,
  });
}

function codes(page: RenderedPage): string[] {
  return page.diagnostics.map((diagnostic) => diagnostic.code);
}

describe('renderPage: Markdown', () => {
  it('renders GFM tables, task lists, footnotes and strikethrough', async () => {
    const page = await render(
      '| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\nSee[^1] ~~old~~.\n\n[^1]: The note.\n',
    );
    expect(page.html).toContain('<table>');
    expect(page.html).toContain('<td>1</td>');
    expect(page.html).toContain('<input type="checkbox" checked disabled> done');
    expect(page.html).toContain('<del>old</del>');
    expect(page.html).toMatch(/<section data-footnotes class="footnotes">[\s\S]*The note\./);
    expect(page.diagnostics).toEqual([]);
  });

  it('gives headings github-slugger ids, honours {#custom-id}, and builds the table of contents', async () => {
    const page = await render('## Getting started\n\n### Install the CLI {#install}\n\n## Getting started\n');
    expect(page.html).toContain('<h2 id="getting-started">Getting started</h2>');
    expect(page.html).toContain('<h3 id="install">Install the CLI</h3>');
    expect(page.html).toContain('<h2 id="getting-started-1">Getting started</h2>');
    expect(page.headings).toEqual([
      { depth: 2, text: 'Getting started', id: 'getting-started' },
      { depth: 3, text: 'Install the CLI', id: 'install' },
      { depth: 2, text: 'Getting started', id: 'getting-started-1' },
    ]);
  });

  it('returns front matter, title, description and the body as markdown', async () => {
    const page = await renderPage({
      file: 'a.mdx',
      source: '---\ntitle: "Quickstart"\ndescription: Start here\nicon: rocket\n---\n\nHello\n',
    });
    expect(page.title).toBe('Quickstart');
    expect(page.description).toBe('Start here');
    expect(page.frontMatter).toEqual({ title: 'Quickstart', description: 'Start here', icon: 'rocket' });
    expect(page.markdown).toBe('Hello\n');
    expect(page.html).toBe('<p>Hello</p>');
  });

  it('highlights code with shiki and shows the block title; unknown languages stay plain', async () => {
    const page = await render('```js index.js\nconst a = 1;\n```\n\n```klingon\nqapla <b>\n```\n');
    expect(page.html).toContain(
      '<div class="code-block has-header" data-language="js"><div class="code-block-header"><span class="code-block-title">index.js</span></div><button type="button" class="code-copy"',
    );
    expect(page.html).toMatch(/<span style="color:var\(--shiki-token-keyword\)">const<\/span>/);
    // No grammar: the same line markup (so line options work), without colours.
    expect(page.html).toContain(
      '<code class="language-klingon"><span class="line"><span>qapla &#x3C;b></span></span></code></pre></div>',
    );
    expect(page.diagnostics).toEqual([]);
  });

  it('renders a .md file the same way', async () => {
    const page = await renderPage({ file: 'README.md', source: '# Title\n\nSome <br> text and a<b.\n', lint: false });
    expect(page.html).toContain('<h1 id="title">Title</h1>');
    expect(page.html).toContain('Some <br> text and a&#x3C;b.');
    expect(codes(page)).toEqual(['CONTENT_MDX_REPAIRED', 'CONTENT_MDX_REPAIRED']);
  });
});

describe('renderPage: components', () => {
  const CHEVRON =
    '<svg class="accordion-chevron" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="m9 18 6-6-6-6"></path></svg>';

  it.each([
    ['Note', 'note'],
    ['Tip', 'tip'],
    ['Warning', 'warning'],
    ['Info', 'info'],
    ['Check', 'check'],
    ['Danger', 'danger'],
  ])('renders <%s> as a labelled note', async (name, kind) => {
    const page = await render(`<${name}>Be **careful**</${name}>\n`);
    expect(page.html).toMatch(
      new RegExp(
        `^<div class="callout callout-${kind}" role="note" aria-label="${name}"><span class="callout-icon" aria-hidden="true"><svg class="folio-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">(<(path|circle|polygon) [^>]+></(path|circle|polygon)>)+</svg></span><div class="callout-content">Be <strong>careful</strong></div></div>$`,
      ),
    );
    expect(page.diagnostics).toEqual([]);
  });

  it('renders Tabs/Tab as an ARIA tab set with the first panel shown', async () => {
    const page = await render(
      '<Tabs>\n  <Tab title="npm">\n    Run npm\n  </Tab>\n  <Tab title="yarn">\n    Run yarn\n  </Tab>\n</Tabs>\n',
    );
    expect(page.html).toBe(
      '<div class="tabs" data-folio-tabs=""><div class="tabs-list" role="tablist">' +
        '<button type="button" role="tab" id="tabs-tab-0" aria-controls="tabs-panel-0" aria-selected="true" tabindex="0" data-folio-tab="0" data-folio-tab-title="npm">npm</button>' +
        '<button type="button" role="tab" id="tabs-tab-1" aria-controls="tabs-panel-1" aria-selected="false" tabindex="-1" data-folio-tab="1" data-folio-tab-title="yarn">yarn</button></div>' +
        '<div class="tabs-panel" role="tabpanel" id="tabs-panel-0" aria-labelledby="tabs-tab-0" tabindex="0" data-folio-tab-panel="0"><p>Run npm</p></div>' +
        '<div class="tabs-panel" role="tabpanel" id="tabs-panel-1" aria-labelledby="tabs-tab-1" tabindex="0" data-folio-tab-panel="1" hidden><p>Run yarn</p></div></div>',
    );
  });

  it('keeps ids unique across several tab sets', async () => {
    const page = await render('<Tabs><Tab title="a">A</Tab></Tabs>\n\n<Tabs><Tab title="b">B</Tab></Tabs>\n');
    expect(page.html).toContain('id="tabs-tab-0"');
    expect(page.html).toContain('id="tabs-1-tab-0"');
  });

  it('renders CodeGroup as tabs titled by each block, and Request/ResponseExample as labelled regions', async () => {
    const group = await render(
      '<CodeGroup>\n```bash npm\nnpm i folio\n```\n```bash title="yarn"\nyarn add folio\n```\n</CodeGroup>\n',
    );
    expect(group.html).toContain('data-folio-tab-title="npm">npm</button>');
    expect(group.html).toContain('data-folio-tab-title="yarn">yarn</button>');
    expect(group.html).not.toContain('code-block-title');
    expect(group.html).toContain(
      '<div class="code-group-panel" role="tabpanel" id="code-group-panel-1" aria-labelledby="code-group-tab-1" tabindex="0" data-folio-tab-panel="1" hidden><div class="code-block" data-language="bash"><button type="button" class="code-copy"',
    );
    const request = await render(
      '<RequestExample>\n```bash cURL\ncurl https://api.example.com\n```\n</RequestExample>\n\n<ResponseExample>\n```json 200\n{}\n```\n```json 404\n{}\n```\n</ResponseExample>\n',
    );
    expect(request.html).toMatch(
      /<div class="request-example" role="region" aria-label="Request example"><div class="code-block has-header" data-language="bash"><div class="code-block-header"><span class="code-block-title">cURL<\/span><\/div><button [^>]+><span [^>]+><\/span><\/button><pre class="shiki/,
    );
    expect(request.html).toContain(
      '<div class="response-example" role="region" aria-label="Response example"><div class="code-group" data-folio-tabs="">',
    );
  });

  it('renders Steps/Step as an ordered list with step titles', async () => {
    const page = await render(
      '<Steps>\n  <Step title="Install">\n    Run it.\n  </Step>\n  <Step title="Deploy">\n    Ship it.\n  </Step>\n</Steps>\n',
    );
    expect(page.html).toBe(
      '<ol class="steps"><li class="step"><span class="step-number" aria-hidden="true">1</span><p class="step-title">Install</p><div class="step-content"><p>Run it.</p></div></li>' +
        '<li class="step"><span class="step-number" aria-hidden="true">2</span><p class="step-title">Deploy</p><div class="step-content"><p>Ship it.</p></div></li></ol>',
    );
  });

  it('renders AccordionGroup/Accordion with <details><summary>, each with an id to link to', async () => {
    const page = await render(
      '## Why?\n\n<AccordionGroup>\n  <Accordion title="Why?" defaultOpen>\n    Because.\n  </Accordion>\n  <Accordion title="How?" id="the-how">How.</Accordion>\n</AccordionGroup>\n',
    );
    // The heading took `why`: the accordion of the same title gets the next free id.
    expect(page.html).toBe(
      `<h2 id="why">Why?</h2>\n<div class="accordion-group"><details class="accordion" id="why-1" open><summary class="accordion-title">${CHEVRON}<span>Why?</span></summary><div class="accordion-content"><p>Because.</p></div></details>` +
        `<details class="accordion" id="the-how"><summary class="accordion-title">${CHEVRON}<span>How?</span></summary><div class="accordion-content">How.</div></details></div>`,
    );
    expect(page.links?.ids).toEqual(['why', 'why-1', 'the-how']);
  });

  it('renders Card (a link when it has href) and CardGroup with cols', async () => {
    const page = await render(
      '<CardGroup cols={3}>\n  <Card title="Quickstart" icon="rocket" href="/quickstart">\n    Start here.\n  </Card>\n  <Card title="Plain">No link.</Card>\n</CardGroup>\n',
    );
    expect(
      page.html.replace(
        /<svg class="icon icon-svg"[^>]*data-icon="rocket"[^>]*><path d="[^"]+"><\/path><\/svg>/,
        '<svg:rocket/>',
      ),
    ).toBe(
      '<div class="card-group cols-3" data-cols="3"><a class="card" href="/quickstart"><span class="card-icon"><svg:rocket/></span><div class="card-body"><p class="card-title">Quickstart</p><div class="card-content"><p>Start here.</p></div></div></a>' +
        '<div class="card"><div class="card-body"><p class="card-title">Plain</p><div class="card-content">No link.</div></div></div></div>',
    );
  });

  it('renders ParamField and ResponseField with name, location, type, required and default', async () => {
    const page = await render(
      '<ParamField query="limit" type="number" required default={10}>\n  How many.\n</ParamField>\n\n<ResponseField name="id" type="string" required>\n  The id.\n</ResponseField>\n',
    );
    expect(page.html).toBe(
      '<div class="field param-field" data-location="query" data-name="limit" data-required="true" id="param-limit"><div class="field-header"><code class="field-name">limit</code><span class="field-location">query</span><span class="field-type">number</span><span class="field-required">required</span><span class="field-default">default: <code>10</code></span></div><div class="field-content"><p>How many.</p></div></div>\n' +
        '<div class="field response-field" id="response-id"><div class="field-header"><code class="field-name">id</code><span class="field-type">string</span><span class="field-required">required</span></div><div class="field-content"><p>The id.</p></div></div>',
    );
  });

  it('warns when ParamField names no parameter', async () => {
    const page = await render('<ParamField type="string">x</ParamField>\n');
    expect(page.diagnostics).toEqual([
      expect.objectContaining({ code: 'CONTENT_ATTRIBUTE_INVALID', line: 6, column: 1 }),
    ]);
  });

  it('renders Expandable, Frame with caption and Tooltip', async () => {
    const page = await render(
      '<Expandable title="properties">\n  Inner.\n</Expandable>\n\n<Frame caption="The dashboard">\n  ![Dashboard](/images/d.png)\n</Frame>\n\nHover <Tooltip tip="Application Programming Interface">API</Tooltip> here.\n',
    );
    expect(page.html).toContain(
      '<details class="expandable"><summary>Show properties</summary><div class="expandable-content"><p>Inner.</p></div></details>',
    );
    expect(page.html).toContain(
      '<figure class="frame"><div class="frame-body"><p><img src="/images/d.png" alt="Dashboard"></p></div><figcaption>The dashboard</figcaption></figure>',
    );
    expect(page.html).toContain(
      '<p>Hover <span class="tooltip"><span class="tooltip-trigger" tabindex="0" aria-describedby="tooltip">API</span><span class="tooltip-content" role="tooltip" id="tooltip"><span class="tooltip-text">Application Programming Interface</span></span></span> here.</p>',
    );
  });

  it('renders Update with label and description', async () => {
    const page = await render('<Update label="2024-10-01" description="v1.2">\n  New things.\n</Update>\n');
    expect(page.html).toBe(
      '<div class="update" id="2024-10-01"><div class="update-meta"><a class="update-label" href="#2024-10-01">2024-10-01</a><p class="update-description">v1.2</p></div><div class="update-content"><p>New things.</p></div></div>',
    );
  });

  it('renders video, and iframes only with https sources', async () => {
    const page = await render(
      '<video controls src="/v.mp4" autoPlay muted />\n\n<iframe src="https://www.youtube.com/embed/x" title="Demo" allowFullScreen />\n\n<iframe src="http://example.com/x" />\n',
    );
    expect(page.html).toContain('<video controls src="/v.mp4" autoplay muted></video>');
    expect(page.html).toContain(
      '<iframe src="https://www.youtube.com/embed/x" title="Demo" allowfullscreen loading="lazy"></iframe>',
    );
    expect(page.html).not.toContain('http://example.com');
    expect(page.diagnostics).toEqual([expect.objectContaining({ code: 'CONTENT_ATTRIBUTE_INVALID', line: 10 })]);
  });

  it('renders the components real pages use without importing them', async () => {
    const page = await render(
      `${[
        'Go <Icon icon="check" color="#0f0" /> now <Badge>beta</Badge> and <Link href="/x">x</Link>.',
        '<Columns cols={2}>\n  <Column>A</Column>\n</Columns>',
        '<Tree>\n  <Tree.Folder name="src" defaultOpen>\n    <Tree.File name="index.ts" />\n  </Tree.Folder>\n</Tree>',
        '<Callout icon="key" color="#FFC107">Custom</Callout>',
        '<Color>\n  <Color.Row title="Brand">\n    <Color.Item name="primary" value="#16A34A" />\n  </Color.Row>\n</Color>',
        '<View title="Python">Py</View>',
        '<Visibility for="agents">Only for agents</Visibility>',
        '<Prompt description="Ask">Write a test</Prompt>',
        '<Panel>Side</Panel>',
        '<Tile href="/t" title="Tile">Preview</Tile>',
        '<Latex>E = mc^2</Latex>',
        '<CodeBlock filename="a.sh">\n```bash\nls\n```\n</CodeBlock>',
      ].join('\n\n')}\n`,
    );
    const html = page.html;
    expect(html).toMatch(
      /<p>Go <svg class="icon icon-svg" viewBox="0 0 448 512" fill="currentColor" aria-hidden="true" data-icon="check" data-icon-library="fontawesome" style="color:#0f0"><path d="[^"]+"><\/path><\/svg> now <span class="badge">beta<\/span> and <a href="\/x">x<\/a>.<\/p>/,
    );
    expect(html).toContain('<div class="columns cols-2" data-cols="2"><div class="column">A</div></div>');
    expect(html).toMatch(
      /<div class="tree" role="group" aria-label="File tree"><ul class="tree-list tree-root"><li class="tree-folder"><details open><summary class="tree-row">.*?<span class="tree-name">src<\/span><\/summary><ul class="tree-list"><li class="tree-file">.*?<span class="tree-name">index.ts<\/span>/,
    );
    expect(html).toMatch(
      /<div class="callout callout-custom" role="note" aria-label="Callout" data-icon="key" data-color="#FFC107" style="--callout-color: #FFC107"><span class="callout-icon" aria-hidden="true"><svg [\s\S]*?<\/svg><\/span><div class="callout-content">Custom<\/div><\/div>/,
    );
    expect(html).toContain(
      '<button type="button" class="color-swatch" aria-label="primary #16A34A" data-color-value="#16A34A" style="--swatch-light: #16A34A; --swatch-dark: #16A34A"></button><span class="color-name">primary</span><code class="color-value">#16A34A</code>',
    );
    expect(html).toContain('<div class="view" data-view-title="Python">Py</div>');
    expect(html).not.toContain('Only for agents');
    expect(html).toContain('<p class="prompt-description">Ask</p>');
    expect(html).toContain('<div class="prompt-text">Write a test</div>');
    expect(html).toContain('<div class="panel" role="complementary" aria-label="Panel">Side</div>');
    expect(html).toContain(
      '<a class="tile" href="/t"><div class="tile-preview">Preview</div><div class="tile-text"><p class="tile-title">Tile</p></div></a>',
    );
    expect(html).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
    expect(html).toContain(
      '<div class="code-block has-header" data-language="bash"><div class="code-block-header"><span class="code-block-title">a.sh</span></div>',
    );
    expect(page.diagnostics).toEqual([]);
  });

  it('renders an unknown component as its children and warns once per name', async () => {
    const page = await render('<Fancy>Kept **text**</Fancy>\n\n<Fancy>Again</Fancy>\n');
    expect(page.html).toContain('Kept <strong>text</strong>');
    expect(page.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONTENT_UNKNOWN_COMPONENT',
        severity: 'warning',
        line: 6,
        column: 1,
        message: '<Fancy> is not a Folio component; only its content is shown',
      }),
    ]);
  });

  it('lets the caller override or add components', async () => {
    const page = await renderPage({
      file: 'a.mdx',
      source: '<Note>x</Note>\n',
      lint: false,
      components: { Note: ({ children }) => [{ type: 'element', tagName: 'aside', properties: {}, children }] },
    });
    expect(page.html).toBe('<aside>x</aside>');
  });
});

describe('renderPage: attributes and expressions, read statically', () => {
  it('reads literal attribute values: strings, numbers, booleans, arrays, objects, template literals', async () => {
    const seen: unknown[] = [];
    await renderPage({
      file: 'a.mdx',
      source:
        '<Probe s="x" n={3} neg={-1} b={false} flag arr={["a", 1]} obj={{ k: "v", nested: [true] }} t={`plain`} />\n',
      lint: false,
      components: {
        Probe: ({ props }) => {
          seen.push({ ...props });
          return [];
        },
      },
    });
    expect(seen).toEqual([
      { s: 'x', n: 3, neg: -1, b: false, flag: true, arr: ['a', 1], obj: { k: 'v', nested: [true] }, t: 'plain' },
    ]);
  });

  it('drops attribute values that would need running code, with a warning naming them', async () => {
    const page = await render('<Card title={getTitle()} href={ID} {...rest}>x</Card>\n');
    expect(page.html).toBe('<div class="card"><div class="card-body"><div class="card-content">x</div></div></div>');
    expect(page.diagnostics.map((d) => [d.code, d.message])).toEqual([
      [
        'CONTENT_ATTRIBUTE_DROPPED',
        'the attribute title={getTitle()} on <Card> is ignored: a function call would have to run',
      ],
      [
        'CONTENT_ATTRIBUTE_DROPPED',
        'the attribute href={ID} on <Card> refers to "ID", which is not defined, and is ignored',
      ],
      ['CONTENT_ATTRIBUTE_DROPPED', 'the spread attribute {...rest} on <Card> is ignored: it would have to run'],
    ]);
  });

  it('substitutes literal exports, renders string literals, drops comments, shows undefined names as text', async () => {
    const page = await render(
      `export const version = "1.7";\nexport const meta = { os: "linux" };\n\nVersion {version} on {meta.os}{" "}and {\`v\${version}\`} {/* a comment */} costs {ID}.\n`,
    );
    expect(page.html).toBe('<p>Version 1.7 on linux and v1.7  costs {ID}.</p>');
    expect(page.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONTENT_EXPRESSION_UNDEFINED',
        message: '"ID" is not defined, so {ID} is shown as text',
        line: 9,
        column: 80,
      }),
    ]);
  });
});

describe('renderPage: imports and snippets', () => {
  it('inlines an .mdx snippet with literal props substituted', async () => {
    const page = await render(
      'import Greeting from \'/snippets/greeting.mdx\';\n\n<Greeting word="banana" count={3} />\n',
      {
        'snippets/greeting.mdx': 'Say **{word}** {count} times, {props.word}.\n',
      },
    );
    expect(page.html).toBe('<p>Say <strong>banana</strong> 3 times, banana.</p>');
    expect(page.dependencies).toEqual(['snippets/greeting.mdx']);
    expect(page.diagnostics).toEqual([]);
  });

  it('resolves relative snippet imports, named literal imports, nested snippets and <Snippet file>', async () => {
    const page = await render(
      "import Intro from '../snippets/intro.mdx';\nimport { product } from '/snippets/vars.mdx';\n\n<Intro />\n\n{product} rocks.\n\n<Snippet file=\"outro.mdx\" />\n",
      {
        'snippets/intro.mdx': "import Inner from './inner.md';\n\n## From snippet\n\n<Inner />\n",
        'snippets/inner.md': 'Inner text.\n',
        'snippets/vars.mdx': 'export const product = "Folio";\n',
        'snippets/outro.mdx': 'Bye.\n',
      },
    );
    expect(page.html).toBe(
      '<h2 id="from-snippet">From snippet</h2>\n<p>Inner text.</p>\n<p>Folio rocks.</p>\n<p>Bye.</p>',
    );
    expect(page.headings).toEqual([{ depth: 2, text: 'From snippet', id: 'from-snippet' }]);
    // `<Snippet file>` looks in the legacy `_snippets/` first: creating the file there changes the page.
    expect(page.dependencies).toEqual([
      '_snippets/outro.mdx',
      'snippets/inner.md',
      'snippets/intro.mdx',
      'snippets/outro.mdx',
      'snippets/vars.mdx',
    ]);
    expect(page.diagnostics).toEqual([]);
  });

  it('COMPAT: finds snippets in the legacy _snippets/ folder, for <Snippet file> and for imports of /snippets/', async () => {
    const page = await render(
      'import Intro from \'/snippets/intro.mdx\';\n\n<Intro word="legacy" />\n\n<Snippet file="outro.mdx" />\n\n<Snippet file="nested/tip.mdx" />\n',
      {
        '_snippets/intro.mdx': "import Inner from './inner.mdx';\n\nIntro {word}. <Inner />\n",
        '_snippets/inner.mdx': 'Inner.\n',
        '_snippets/outro.mdx': 'Legacy outro.\n',
        'snippets/outro.mdx': 'Current outro.\n',
        '_snippets/nested/tip.mdx': 'Tip.\n',
      },
    );
    // The format resolves `<Snippet file>` in `_snippets/`: the legacy file wins over `snippets/`.
    expect(page.html).toBe('<p>Intro legacy. Inner.</p>\n<p>Legacy outro.</p>\n<p>Tip.</p>');
    expect(page.diagnostics).toEqual([]);
    expect(page.dependencies).toEqual([
      '_snippets/inner.mdx',
      '_snippets/intro.mdx',
      '_snippets/nested/tip.mdx',
      '_snippets/outro.mdx',
      'snippets/intro.mdx',
    ]);
  });

  it('reports a missing snippet and an import leaving the repository', async () => {
    const page = await render(
      "import A from '/snippets/missing.mdx';\nimport B from '../../../etc/passwd.mdx';\n\n<A />\n",
    );
    expect(page.diagnostics.map((d) => [d.code, d.severity, d.line, d.message])).toEqual([
      ['CONTENT_IMPORT_NOT_FOUND', 'error', 6, 'snippet "snippets/missing.mdx" does not exist'],
      ['CONTENT_IMPORT_NOT_FOUND', 'error', 7, 'import "../../../etc/passwd.mdx" points outside the repository'],
    ]);
    expect(page.html).toBe('');
  });

  it('detects snippet cycles', async () => {
    const page = await render("import A from '/snippets/a.mdx';\n\n<A />\n", {
      'snippets/a.mdx': "import B from '/snippets/b.mdx';\n\nA says <B />\n",
      'snippets/b.mdx': "import A from '/snippets/a.mdx';\n\nB says <A />\n",
    });
    expect(page.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONTENT_IMPORT_CYCLE',
        file: 'snippets/b.mdx',
        line: 1,
        message: 'snippets import each other in a cycle: snippets/a.mdx → snippets/b.mdx → snippets/a.mdx',
      }),
    ]);
    expect(page.html).toBe('<p>A says B says </p>');
  });

  it('shows a placeholder for .jsx snippet components and MDX-defined components, never running them', async () => {
    const page = await render(
      "import { Chart } from '/snippets/chart.jsx';\nexport const Local = () => <b>hi</b>;\n\n<Chart data={[1, 2]} />\n\nInline <Local /> here.\n",
      {
        'snippets/chart.jsx': 'throw new Error("must never be read or run")',
      },
    );
    expect(page.html).toBe(
      '<div class="custom-component" data-component="Chart" role="note">The custom component Chart is not shown here.</div>\n' +
        '<p>Inline <span class="custom-component" data-component="Local" role="note">The custom component Local is not shown here.</span> here.</p>',
    );
    expect(page.dependencies).toEqual([]);
    expect(codes(page)).toEqual(['CONTENT_CUSTOM_COMPONENT', 'CONTENT_CUSTOM_COMPONENT']);
  });
});

describe('renderPage: safety', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never executes page code: exports, expressions and imports are read, not run', async () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('process.exit was called');
    }) as never);
    const envBefore = { ...process.env };
    const home = process.env.HOME ?? '/root';
    const page = await render(
      "import fs from 'fs';\nimport { execSync } from 'node:child_process';\nexport const x = process.exit(1);\nexport const y = fs.readFileSync('/etc/passwd', 'utf8');\n\nHome is {process.env.HOME} and {execSync('id')}.\n\n<Card title={process.env.HOME}>{x}</Card>\n",
    );
    expect(exit).not.toHaveBeenCalled();
    expect(process.env).toEqual(envBefore);
    expect(page.html).not.toContain(home);
    expect(page.html).not.toContain('root:');
    expect(page.html).toContain('<p>Home is  and .</p>');
    expect(codes(page)).toEqual([
      'CONTENT_IMPORT_IGNORED',
      'CONTENT_IMPORT_IGNORED',
      'CONTENT_EXPORT_IGNORED',
      'CONTENT_EXPORT_IGNORED',
      'CONTENT_EXPRESSION_DROPPED',
      'CONTENT_EXPRESSION_DROPPED',
      'CONTENT_ATTRIBUTE_DROPPED',
      'CONTENT_EXPRESSION_UNDEFINED',
    ]);
    expect(page.diagnostics.every((d) => d.severity === 'warning')).toBe(true);
  });

  it('removes scripts, event handlers and javascript: URLs from raw HTML, with warnings', async () => {
    const page = await render(
      '<div className="box" onClick="steal()" style={{ marginTop: 8 }}>\n  <a href="javascript:alert(1)">x</a>\n  <img src="/a.png" alt="a" onError="steal()" />\n  <script>alert(1)</script>\n  <style>{"body{display:none}"}</style>\n</div>\n\n<a href=" JaVaScRiPt:alert(1)">y</a> <a href="https://ok.example">ok</a>\n\n[md](javascript:alert(1))\n',
    );
    expect(page.html).not.toMatch(/script|onclick|onerror|javascript|steal|display:none/i);
    expect(page.html).toContain('<div class="box" style="margin-top: 8px">');
    expect(page.html).toContain('<img src="/a.png" alt="a">');
    expect(page.html).toContain('<a href="https://ok.example">ok</a>');
    expect(page.html).toContain('<p><a>md</a></p>');
    expect(codes(page).filter((code) => code === 'CONTENT_RAW_HTML_SANITISED')).toHaveLength(4);
    expect(codes(page).filter((code) => code === 'CONTENT_URL_REFUSED')).toHaveLength(3);
  });

  it('never lets a javascript: URL through component attributes', async () => {
    const page = await render(
      '<Card title="x" href="javascript:alert(1)">c</Card>\n\n<Link href="javascript:alert(2)">l</Link> <my-widget onload="x()">w</my-widget>\n',
    );
    expect(page.html).not.toMatch(/javascript|alert|onload/i);
    expect(page.html).toContain('<a class="card"><div class="card-body"><p class="card-title">x</p>');
    expect(page.html).toContain('<a>l</a> w');
    expect(codes(page)).toEqual(['CONTENT_URL_REFUSED', 'CONTENT_URL_REFUSED', 'CONTENT_RAW_HTML_SANITISED']);
  });

  it('keeps inline styles but not ones that load URLs', async () => {
    const page = await render(
      '<div style="color: red">a</div>\n\n<div style="background: url(https://evil.example/x)">b</div>\n',
    );
    expect(page.html).toBe('<div style="color: red">a</div>\n<div>b</div>');
  });

  it('refuses a page nested 10,000 deep without overflowing the stack', async () => {
    for (const source of [
      `${'<div>'.repeat(10_000)}x${'</div>'.repeat(10_000)}`,
      `${'>'.repeat(10_000)} x`,
      `${'*'.repeat(10_000)}x${'*'.repeat(10_000)}`,
      `${'['.repeat(10_000)}x${'](u)'.repeat(10_000)}`,
    ]) {
      const started = Date.now();
      const page = await renderPage({ file: 'deep.mdx', source, lint: false });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(page.html).toBe('');
      expect(page.diagnostics).toEqual([
        expect.objectContaining({ code: 'CONTENT_NESTING_TOO_DEEP', severity: 'error', file: 'deep.mdx', line: 1 }),
      ]);
    }
  });

  it('refuses deeply indented lists before the parser spends seconds on them', async () => {
    const source = Array.from({ length: 300 }, (_, depth) => `${' '.repeat(depth * 2)}- item`).join('\n');
    const started = Date.now();
    const page = await renderPage({ file: 'list.mdx', source, lint: false });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(codes(page)).toEqual(['CONTENT_NESTING_TOO_DEEP']);
  });

  it('refuses a page over the size limit', async () => {
    const page = await renderPage({ file: 'big.mdx', source: 'a'.repeat(4_000_001), lint: false });
    expect(page.html).toBe('');
    expect(page.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONTENT_PAGE_TOO_LARGE',
        message: 'the page has 4000001 characters, more than the 4000000 Folio renders',
      }),
    ]);
  });
});
