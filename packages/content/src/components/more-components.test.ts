import { describe, expect, it } from 'vitest';
import { renderPage, type RenderedPage } from '../render-page.ts';

async function render(body: string, frontMatter = ''): Promise<RenderedPage> {
  return renderPage({ file: 'page.mdx', source: `---\ntitle: T\n${frontMatter}---\n\n${body}`, lint: false });
}

/** Markup without inline SVGs, which other tests pin: `<svg class="x">…</svg>` → `<svg:x/>`. */
function withoutSvg(html: string): string {
  return html.replace(/<svg class="([^"]+)"[^>]*>[\s\S]*?<\/svg>/g, '<svg:$1/>');
}

describe('Update', () => {
  const page = `<Update label="2024-05-01" description="v1.2" tags={["Feature", "Fix"]}>\n  New **thing**.\n</Update>\n\n<Update label="v1.1" tags={["Fix", " Fix "]} rss={{ title: "Older" }}>\n  Old thing.\n</Update>\n`;

  it('renders label, tags and description beside the entry, anchored and listed in the table of contents', async () => {
    const { html, headings } = await render(page);
    expect(html).toContain(
      '<div class="update" id="2024-05-01" data-tags="Feature\nFix"><div class="update-meta"><a class="update-label" href="#2024-05-01">2024-05-01</a>' +
        '<ul class="update-tags" aria-label="Tags"><li class="update-tag">Feature</li><li class="update-tag">Fix</li></ul><p class="update-description">v1.2</p></div>' +
        '<div class="update-content"><p>New <strong>thing</strong>.</p></div></div>',
    );
    expect(headings.map((h) => [h.depth, h.text, h.id])).toEqual([
      [2, '2024-05-01', '2024-05-01'],
      [2, 'v1.1', 'v11'],
    ]);
    // The update's own entry comes before the headings inside it.
    expect((await render('<Update label="v2">\n\n## Inside\n\n</Update>\n')).headings.map((h) => h.text)).toEqual([
      'v2',
      'Inside',
    ]);
  });

  it('puts one tag filter, hidden until the script runs, before the first update', async () => {
    const { html } = await render(page);
    expect(html.indexOf('class="update-filter"')).toBeLessThan(html.indexOf('class="update"'));
    expect(html).toContain(
      '<div class="update-filter" role="group" aria-label="Filter updates by tag" hidden><button type="button" class="update-filter-option" data-update-tag="" aria-pressed="true">All</button>' +
        '<button type="button" class="update-filter-option" data-update-tag="Feature" aria-pressed="false">Feature</button><button type="button" class="update-filter-option" data-update-tag="Fix" aria-pressed="false">Fix</button></div>',
    );
    expect((await render('<Update label="x">no tags</Update>\n')).html).not.toContain('update-filter');
  });

  it('lists the updates as feed items only when the front matter sets rss', async () => {
    expect((await render(page)).feed).toBeUndefined();
    const { feed } = await render(page, 'rss: true\n');
    expect(feed).toEqual([
      {
        title: '2024-05-01',
        anchor: '2024-05-01',
        description: 'v1.2',
        categories: ['Feature', 'Fix'],
        html: '<p>New <strong>thing</strong>.</p>',
      },
      { title: 'Older', anchor: 'v11', categories: ['Fix'], html: '<p>Old thing.</p>' },
    ]);
  });
});

describe('Tree and FileTree', () => {
  it('renders folders as details (open when asked) and files as rows, with icons', async () => {
    const { html } = await render(
      '<Tree>\n  <Tree.Folder name="src" defaultOpen>\n    <Tree.File name="index.ts" />\n  </Tree.Folder>\n  <Tree.Folder name="docs" openable={false}>\n    <Tree.File name="a.md" />\n  </Tree.Folder>\n  <Tree.File name="package.json" />\n</Tree>\n',
    );
    expect(withoutSvg(html)).toBe(
      '<div class="tree" role="group" aria-label="File tree"><ul class="tree-list tree-root">' +
        '<li class="tree-folder"><details open><summary class="tree-row"><svg:tree-chevron/><svg:tree-icon/><span class="tree-name">src</span></summary>' +
        '<ul class="tree-list"><li class="tree-file"><span class="tree-row"><svg:tree-icon/><span class="tree-name">index.ts</span></span></li></ul></details></li>' +
        '<li class="tree-folder tree-folder-fixed"><span class="tree-row"><svg:tree-icon/><span class="tree-name">docs</span></span>' +
        '<ul class="tree-list"><li class="tree-file"><span class="tree-row"><svg:tree-icon/><span class="tree-name">a.md</span></span></li></ul></li>' +
        '<li class="tree-file"><span class="tree-row"><svg:tree-icon/><span class="tree-name">package.json</span></span></li></ul></div>',
    );
  });

  it('reads the markdown-list form: nested lists and trailing slashes are folders', async () => {
    const { html } = await render('<FileTree>\n- app/\n  - page.tsx\n- lib/\n- README.md\n</FileTree>\n');
    const rows = [...withoutSvg(html).matchAll(/<li class="(tree-\w+)">.*?<span class="tree-name">([^<]+)</g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(rows).toEqual(['tree-folder app', 'tree-file page.tsx', 'tree-folder lib', 'tree-file README.md']);
  });
});

describe('Prompt, Color, GitHub.Repo, Heading, Tile', () => {
  it('renders a prompt with its text for copying and an open-in link carrying it', async () => {
    const page = await render(
      '<Prompt description="Write docs" actions={["copy", "cursor", "nope"]}>\n  You are **helpful**.\n\n  - be brief\n</Prompt>\n',
    );
    expect(page.html).toContain('<div class="prompt" data-prompt="You are **helpful**.\n\n- be brief">');
    expect(withoutSvg(page.html)).toContain(
      '<p class="prompt-description">Write docs</p><div class="prompt-actions"><button type="button" class="prompt-action prompt-copy" data-prompt-copy=""><svg:prompt-action-icon/><span class="prompt-copy-label">Copy prompt</span></button>' +
        '<a class="prompt-action" href="https://cursor.com/link/prompt?text=You%20are%20**helpful**.%0A%0A-%20be%20brief" target="_blank" rel="noopener noreferrer"><svg:prompt-action-icon/>Open in Cursor</a></div>',
    );
    expect(page.diagnostics.map((d) => d.message)).toEqual(['the Prompt action "nope" is not known and is left out']);
  });

  it('renders colour swatches as copy buttons, with light and dark values', async () => {
    const page = await render(
      '<Color variant="table">\n  <Color.Row title="Primary">\n    <Color.Item name="500" value="#0ea5e9" />\n    <Color.Item value={{ light: "#fff", dark: "#000" }} />\n    <Color.Item value="red;x:url(y)" />\n  </Color.Row>\n</Color>\n',
    );
    expect(page.html).toContain(
      '<div class="color-palette color-table" data-variant="table"><div class="color-row"><p class="color-row-title">Primary</p>',
    );
    expect(page.html).toContain(
      '<button type="button" class="color-swatch" aria-label="500 #0ea5e9" data-color-value="#0ea5e9" style="--swatch-light: #0ea5e9; --swatch-dark: #0ea5e9"></button><span class="color-name">500</span><code class="color-value">#0ea5e9</code>',
    );
    expect(page.html).toContain(
      'style="--swatch-light: #fff; --swatch-dark: #000"></button><code class="color-value">#fff / #000</code>',
    );
    expect(page.html).not.toContain('url(y)');
    expect(page.diagnostics.map((d) => d.code)).toEqual(['CONTENT_ATTRIBUTE_INVALID']);
  });

  it('draws a GitHub repository card from its props alone', async () => {
    const page = await render(
      '<GitHub.Repo repo="https://github.com/mintlify/docs" variant="flat" />\n\n<GitHub.Repo repo="not a repo" />\n',
    );
    expect(withoutSvg(page.html)).toBe(
      '<a class="github-repo github-repo-flat" href="https://github.com/mintlify/docs"><span class="github-repo-mark"><svg:icon icon-svg/></span><span class="github-repo-body">' +
        '<span class="github-repo-name"><span class="github-repo-owner">mintlify / </span><strong>docs</strong></span><span class="github-repo-host">github.com/mintlify/docs</span></span><svg:github-repo-arrow/></a>',
    );
    expect(page.diagnostics.map((d) => d.code)).toEqual(['CONTENT_ATTRIBUTE_INVALID']);
  });

  it('renders a Heading component at its level, with a unique id, in the table of contents', async () => {
    const page = await render(
      '## Setup\n\n<Heading level={3} id="setup">Setup</Heading>\n\n<Heading>Other</Heading>\n',
    );
    expect(page.html).toContain('<h3 id="setup-1">Setup</h3>');
    expect(page.html).toContain('<h2 id="other">Other</h2>');
    expect(page.headings.map((h) => `${h.depth} ${h.id}`)).toEqual(['2 setup', '3 setup-1', '2 other']);
  });

  it('renders a Tile with its preview, title and description', async () => {
    const page = await render('<Tile href="/x" title="Button" description="A button">![b](/b.png)</Tile>\n');
    expect(page.html).toBe(
      '<a class="tile" href="/x"><div class="tile-preview"><img src="/b.png" alt="b"></div><div class="tile-text"><p class="tile-title">Button</p><p class="tile-description">A button</p></div></a>',
    );
  });
});

describe('View and Visibility', () => {
  it('shows the first view title without script and gives the page one switcher', async () => {
    const page = await render(
      '<View title="Python" icon="python">Py</View>\n\n<View title="JS">Js</View>\n\n<View title="Python">Py 2</View>\n',
    );
    const html = withoutSvg(page.html);
    expect(html).toContain(
      '<div class="view-switcher" role="group" aria-label="Choose a view" hidden><button type="button" class="view-option" data-view-title="Python" aria-pressed="true"><svg:icon icon-svg/>Python</button>' +
        '<button type="button" class="view-option" data-view-title="JS" aria-pressed="false">JS</button></div><div class="view" data-view-title="Python">Py</div>',
    );
    expect(html).toContain('<div class="view" data-view-title="JS" hidden>Js</div>');
    expect(html).toContain('<div class="view" data-view-title="Python">Py 2</div>');
  });

  it('shows humans content on the page only and agents content in the Markdown only', async () => {
    const page = await render(
      'Intro.\n\n<Visibility for="humans">\n  Click **Get started**.\n</Visibility>\n\n<Visibility for="agents">\n  Call `POST /v1/accounts`.\n\n  - then wait\n</Visibility>\n\nEnd.\n',
    );
    expect(page.html).toContain(
      '<div class="visibility" data-for="humans"><p>Click <strong>Get started</strong>.</p></div>',
    );
    expect(page.html).not.toContain('accounts');
    expect(page.markdown).toBe('Intro.\n\nCall `POST /v1/accounts`.\n\n- then wait\n\nEnd.\n');
    // The search index reads what readers see.
    expect(page.searchMarkdown).toBe('\nIntro.\n\nClick **Get started**.\n\nEnd.\n');
  });
});

describe('Panels and examples in the right-hand column', () => {
  it('moves top-level Panel, RequestExample and ResponseExample into one column at the start', async () => {
    const page = await render(
      'Text.\n\n<RequestExample>\n\n```bash curl\ncurl x\n```\n\n</RequestExample>\n\n<Panel>Side note.</Panel>\n\n<Tabs>\n  <Tab title="A"><Panel>Nested</Panel></Tab>\n</Tabs>\n',
    );
    expect(
      page.html.startsWith(
        '<div class="side-panels"><div class="request-example" role="region" aria-label="Request example">',
      ),
    ).toBe(true);
    const column = page.html.slice(0, page.html.indexOf('<p>Text.</p>'));
    expect(column).toContain('<div class="panel" role="complementary" aria-label="Panel">Side note.</div></div>');
    expect(column).not.toContain('Nested');
  });
});

describe('Card, field and badge completeness', () => {
  it('draws a card icon given as static SVG markup, a relative image path, or a name in another style', async () => {
    const page = await render(
      '<Card title="S" icon={<svg viewBox="0 0 24 24" onClick="x()"><path d="M1 1h2" /></svg>}>a</Card>\n\n<Card title="P" icon="images/logo">b</Card>\n\n<Card title="R" icon="heart" iconType="regular">c</Card>\n\n<Card title="Off" href="/x" disabled>d</Card>\n',
    );
    expect(page.html).toContain(
      '<span class="card-icon card-icon-markup"><svg viewBox="0 0 24 24"><path d="M1 1h2"></path></svg></span>',
    );
    expect(page.html).toContain(
      '<span class="card-icon"><img class="icon icon-image" src="/images/logo" alt="" aria-hidden="true" width="16" height="16" loading="lazy"></span>',
    );
    expect(page.html).toMatch(/data-icon="heart" data-icon-library="fontawesome"/);
    expect(page.html).toContain(
      '<div class="card card-disabled" aria-disabled="true"><div class="card-body"><p class="card-title">Off</p>',
    );
    expect(page.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([
      'CONTENT_RAW_HTML_SANITISED: the event handler onClick on <svg> was removed',
    ]);
  });

  it('takes Param as ParamField, with pre/post labels and a deprecated mark, and nests an Expandable', async () => {
    const page = await render(
      '<Param body="user" type="object" post={["nullable"]} deprecated>\n  The user.\n  <Expandable title="properties">\n    <ResponseField name="id" type="string">Id.</ResponseField>\n  </Expandable>\n</Param>\n',
    );
    expect(page.html).toContain(
      '<div class="field param-field field-is-deprecated" data-location="body" data-name="user" id="param-user"><div class="field-header"><code class="field-name">user</code><span class="field-location">body</span><span class="field-type">object</span><span class="field-label">nullable</span><span class="field-deprecated">deprecated</span></div>',
    );
    expect(page.html).toMatch(
      /<details class="expandable"><summary>Show properties<\/summary><div class="expandable-content">\s*<div class="field response-field" id="response-id">/,
    );
  });

  it('renders Badge variant, lead and tail icons and a link', async () => {
    const page = await render(
      '<Badge stroke leadIcon="star" tailIcon="arrow-right" href="/x">New</Badge> <Badge variant="outline" href="/y" disabled>Off</Badge>\n',
    );
    expect(withoutSvg(page.html)).toBe(
      '<p><a class="badge badge-outline" href="/x"><svg:icon icon-svg/>New<svg:icon icon-svg/></a> <span class="badge badge-outline" data-disabled="true">Off</span></p>',
    );
  });
});
