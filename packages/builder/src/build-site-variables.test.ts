import { describe, expect, it } from 'vitest';
import { buildSite } from './build-site.ts';
import { BuildCache } from './build-cache.ts';
import { createMemoryReader } from './repo-reader.ts';
import { substituteVariables } from './substitute-variables.ts';

const config = (variables: Record<string, string>) =>
  JSON.stringify({
    name: 'T',
    theme: 'mint',
    colors: { primary: '#000000' },
    variables,
    navigation: { pages: ['index'] },
  });
const INDEX = [
  '---',
  'title: "Install {{product}}"',
  'description: d',
  '---',
  '',
  'Version {{ version }} of {{product}}; {{unknown}} stays.',
  '',
  '```yaml',
  'image: acme/{{product}}:{{version}}',
  `token: \${{ secrets.TOKEN }}`,
  '```',
  '',
  '<Snippet file="note.mdx" />',
].join('\n');

const html = (result: Awaited<ReturnType<typeof buildSite>>, urlPath: string) =>
  new TextDecoder().decode(result.blobs.get(result.manifest!.files[urlPath]!.blob));

describe('docs.json variables', () => {
  it('replaces {{name}} in text, code, front matter and snippets, and leaves unknown names as written', async () => {
    const files = {
      'docs.json': config({ version: '2.4.1', product: 'Acme <b>CLI</b><script>alert(1)</script>' }),
      'index.mdx': INDEX,
      'snippets/note.mdx': 'Snippet says {{version}}.',
    };
    const result = await buildSite(createMemoryReader(files), { renderPool: false });
    expect(result.ok).toBe(true);
    const page = html(result, '/');
    expect(page).toContain('<h1>Install Acme CLI</h1>');
    expect(page).toContain('Version 2.4.1 of Acme CLI;');
    // An unknown name is left to the MDX reader, which reports the expression it cannot show.
    expect(result.diagnostics.map((d) => d.code)).toContain('CONTENT_EXPRESSION_DROPPED');
    expect(page).toContain('Snippet says 2.4.1.');
    expect(page).not.toContain('alert(1)');
    // Inside the highlighted code block too (the reference replaces before parsing), but not secrets.TOKEN.
    const code = page.slice(page.indexOf('<pre'), page.indexOf('</pre>')).replace(/<[^>]+>/g, '');
    expect(code).toContain('acme/Acme CLI:2.4.1');
    expect(code).toContain(`\${{ secrets.TOKEN }}`);
    // The page's Markdown for agents holds the values too, the snippet's included.
    expect(html(result, '/index.md')).toBe(
      `# Install Acme CLI\n\n> d\n\nVersion 2.4.1 of Acme CLI; stays.\n\n\`\`\`yaml\nimage: acme/Acme CLI:2.4.1\ntoken: \${{ secrets.TOKEN }}\n\`\`\`\n\nSnippet says 2.4.1.\n`,
    );
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('a changed value renders the pages again', async () => {
    const cache = new BuildCache();
    const files = { 'index.mdx': 'Version {{version}}.', 'snippets/note.mdx': '' };
    const first = await buildSite(createMemoryReader({ ...files, 'docs.json': config({ version: '1.0' }) }), {
      renderPool: false,
      cache,
    });
    const second = await buildSite(createMemoryReader({ ...files, 'docs.json': config({ version: '2.0' }) }), {
      renderPool: false,
      cache,
    });
    expect(html(first, '/')).toContain('Version 1.0.');
    expect(html(second, '/')).toContain('Version 2.0.');
  });

  it('values are text: tags removed, angle brackets escaped', () => {
    expect(substituteVariables('a {{x}} b', { x: '<img src=x onerror=alert(1)> 1 < 2' })).toBe('a  1 &lt; 2 b');
    expect(substituteVariables('{{constructor}} {{toString}}', {})).toBe('{{constructor}} {{toString}}');
  });
});
