import type { Diagnostic } from '@folio/diagnostics';
import { describe, expect, it } from 'vitest';
import { createMemoryReader } from './create-memory-reader.ts';
import { loadDocsConfig } from './load-docs-config.ts';

/** Spellings of `javascript:` a browser runs and a textual scheme check misses. */
const BYPASSES = [
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  '\u0001javascript:alert(1)',
  'java\nscript:alert(1)',
];

async function load(config: Record<string, unknown>) {
  const text = JSON.stringify(
    { name: 'A', theme: 'mint', colors: { primary: '#000' }, navigation: { pages: ['index'] }, ...config },
    null,
    2,
  );
  return loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': text }) });
}

const refusals = (diagnostics: readonly Diagnostic[]) =>
  diagnostics
    .filter((d) => d.code === 'CONFIG_URL_REFUSED')
    .map((d) => ({
      path: d.path,
      file: d.file,
      hasLine: typeof d.line === 'number',
      hasHint: typeof d.hint === 'string',
      severity: d.severity,
    }));

describe('the URL policy in docs.json', () => {
  it.each(BYPASSES)('refuses %j in navigation hrefs, global anchors and logo.href, and drops the link', async (bad) => {
    const loaded = await load({
      logo: { light: '/l.svg', href: bad },
      navigation: {
        global: { anchors: [{ anchor: 'Blog', href: bad }] },
        tabs: [
          { tab: 'API', href: bad },
          { tab: 'Guides', pages: ['index'] },
        ],
      },
    });
    const found = refusals(loaded.diagnostics).sort((a, b) => String(a.path).localeCompare(String(b.path)));
    expect(found).toEqual(
      ['logo.href', 'navigation.global.anchors[0].href', 'navigation.tabs[0].href'].map((path) => ({
        path,
        file: 'docs.json',
        hasLine: true,
        hasHint: true,
        severity: 'error',
      })),
    );
    expect(loaded.config?.logo).toEqual({ light: '/l.svg' });
    expect(loaded.config?.navigation.global?.anchors?.[0]).toEqual({ anchor: 'Blog' });
    expect(loaded.config?.navigation.tabs?.[0]).not.toHaveProperty('href');
  });

  it('names the URL as written, escapes included, with a fix', async () => {
    const loaded = await load({ logo: { href: 'java\tscript:alert(1)' } });
    const [diagnostic] = loaded.diagnostics.filter((d) => d.code === 'CONFIG_URL_REFUSED');
    expect(diagnostic).toMatchObject({
      message: '`href` "java\\tscript:alert(1)" uses the "javascript:" scheme, which is not allowed here',
      hint: 'Use an http(s), mailto: or tel: URL, a path such as "/guides/setup", or a "#fragment".',
    });
  });

  it('refuses scripts and data: in logo images and the favicon', async () => {
    const loaded = await load({
      logo: { light: 'javascript:alert(1)', dark: 'data:image/svg+xml,<svg onload=alert(1)>' },
      favicon: ' JAVASCRIPT:x',
    });
    expect(refusals(loaded.diagnostics).map((r) => r.path)).toEqual(['logo.light', 'logo.dark', 'favicon']);
    expect(loaded.config?.logo).toEqual({});
    expect(loaded.config?.favicon).toBeUndefined();
  });

  it('keeps safe links as the browser reads them', async () => {
    const loaded = await load({ logo: { href: ' HTTPS://example.com/home ' }, favicon: '/favicon.svg' });
    expect(refusals(loaded.diagnostics)).toEqual([]);
    expect(loaded.config?.logo).toEqual({ href: 'https://example.com/home' });
    expect(loaded.config?.favicon).toBe('/favicon.svg');
  });

  it('accepts a redirect destination only when it is a same-site path or an http(s) URL', async () => {
    const loaded = await load({
      redirects: [
        { source: '/a', destination: '/new/:slug*' },
        { source: '/b', destination: 'https://example.com/x' },
        ...BYPASSES.map((destination) => ({ source: '/c', destination })),
        { source: '/d', destination: '//evil.example/x' },
        { source: '/e', destination: '/\\evil.example/x' },
        { source: '/f', destination: 'mailto:team@example.com' },
        { source: '/g', destination: 'data:text/html,<script>alert(1)</script>' },
      ],
    });
    expect(refusals(loaded.diagnostics).map((r) => r.path)).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => `redirects[${i}].destination`),
    );
    expect(loaded.config?.redirects).toEqual([
      { source: '/a', destination: '/new/:slug*' },
      { source: '/b', destination: 'https://example.com/x' },
    ]);
  });
});
