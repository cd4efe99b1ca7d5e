import { describe, expect, it } from 'vitest';
import { buildSite } from './build-site.ts';
import { pageRenderSettings, renderSettingsKey } from './page-render-settings.ts';
import { createMemoryReader } from './repo-reader.ts';
import type { DocsConfig } from '@folio/docs-config';

const config = (codeblocks: unknown) =>
  ({ raw: {}, styling: codeblocks === undefined ? undefined : { codeblocks } }) as unknown as DocsConfig;

describe('pageRenderSettings', () => {
  it.each([
    [undefined, 'system'],
    ['dark', 'dark'],
    [{ theme: 'dracula' }, { light: 'dracula', dark: 'dracula' }],
    [{ theme: { light: 'github-light', dark: 'github-dark' } }, { light: 'github-light', dark: 'github-dark' }],
    [{ languages: { custom: [] } }, 'system'],
  ])('maps styling.codeblocks %j to the code theme %j', (codeblocks, codeTheme) => {
    expect(pageRenderSettings(config(codeblocks))).toEqual({ iconLibrary: 'fontawesome', codeTheme });
  });

  it('carries the checked custom grammars with a key of their text, which re-renders pages when a grammar changes', () => {
    const grammar = (keyword: string) => ({
      name: 'acme',
      scopeName: 'source.acme',
      patterns: [{ match: keyword, name: 'keyword' }],
    });
    const one = pageRenderSettings(config({ languages: { custom: ['a.json'], grammars: [grammar('let')] } }));
    const same = pageRenderSettings(config({ languages: { custom: ['b.json'], grammars: [grammar('let')] } }));
    const changed = pageRenderSettings(config({ languages: { custom: ['a.json'], grammars: [grammar('emit')] } }));
    expect(one.customLanguages?.grammars).toEqual([grammar('let')]);
    expect(one.customLanguages?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(same.customLanguages?.key).toBe(one.customLanguages?.key);
    expect(changed.customLanguages?.key).not.toBe(one.customLanguages?.key);
    expect(renderSettingsKey(changed)).not.toBe(renderSettingsKey(one));
  });

  it('reaches the pages: a theme pair in docs.json gives code both colours', async () => {
    const files: Record<string, string> = {
      'docs.json': JSON.stringify({
        name: 'X',
        theme: 'mint',
        colors: { primary: '#123456' },
        styling: { codeblocks: { theme: { light: 'github-light', dark: 'github-dark' } } },
        navigation: { pages: ['index'] },
      }),
      'index.mdx': '---\ntitle: Home\n---\n\n```js\nconst a = 1;\n```\n',
    };
    const built = await buildSite(createMemoryReader(files), {
      manifest: false,
      renderPool: false,
      fetchUrl: () => Promise.reject(new Error('offline')),
    });
    const page = built.files.find((file) => file.urlPath === '/');
    expect(String(page?.body)).toContain('<pre class="shiki shiki-themes github-light github-dark"');
  });
});
