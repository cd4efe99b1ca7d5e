import { describe, expect, it } from 'vitest';
import { createMemoryReader } from './create-memory-reader.ts';
import { loadDocsConfig } from './load-docs-config.ts';

const BASE = `"name": "A", "theme": "mint", "colors": { "primary": "#000" }`;
const NAVIGATION = `"navigation": { "pages": ["index"] }`;

async function load(settings: string, navigation = NAVIGATION) {
  return loadDocsConfig({ readFile: createMemoryReader({ 'docs.json': `{ ${BASE}, ${navigation}, ${settings} }` }) });
}
const codes = (diagnostics: { code: string; path?: string }[]) => diagnostics.map((d) => `${d.path} ${d.code}`);

describe('navbar', () => {
  it('keeps links, their icons and each kind of call to action', async () => {
    const loaded = await load(
      `"navbar": { "links": [{ "label": "Blog", "href": "https://acme.dev/blog", "icon": "newspaper" }, { "type": "github", "href": "https://github.com/acme/sdk" }], ` +
        `"primary": { "type": "button", "label": "Sign up", "href": "https://app.acme.dev" } }`,
    );
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.navbar).toEqual({
      links: [
        { label: 'Blog', href: 'https://acme.dev/blog', icon: 'newspaper' },
        { type: 'github', href: 'https://github.com/acme/sdk' },
      ],
      primary: { type: 'button', label: 'Sign up', href: 'https://app.acme.dev' },
    });
    const github = await load(`"navbar": { "primary": { "type": "github", "href": "https://github.com/acme/sdk" } }`);
    expect(github.config?.navbar?.primary).toEqual({ type: 'github', href: 'https://github.com/acme/sdk' });
  });

  it('leaves out each bad link alone, with its JSON path', async () => {
    const loaded = await load(
      `"navbar": { "links": [{ "href": "/a" }, { "label": "X", "href": "javascript:alert(1)" }, { "label": "Ok", "href": "/ok" }, 4], "primary": { "type": "button", "href": "/go" } }`,
    );
    expect(codes(loaded.diagnostics)).toEqual([
      'navbar.links[0].label CONFIG_REQUIRED',
      'navbar.links[1].href CONFIG_URL_REFUSED',
      'navbar.links[3] CONFIG_WRONG_TYPE',
      'navbar.primary.label CONFIG_REQUIRED',
    ]);
    expect(loaded.config?.navbar).toEqual({ links: [{ label: 'Ok', href: '/ok' }] });
    const wrongType = await load(`"navbar": { "primary": { "type": "cta", "label": "Go", "href": "/go" } }`);
    expect(codes(wrongType.diagnostics)).toEqual(['navbar.primary.type CONFIG_INVALID_VALUE']);
  });
});

describe('footer', () => {
  it('keeps every network of the reference and link columns', async () => {
    const loaded = await load(
      `"footer": { "socials": { "x": "https://x.com/acme", "github": "https://github.com/acme", "hacker-news": "https://news.ycombinator.com/user?id=acme", "podcast": "https://pod.acme.dev" }, ` +
        `"links": [{ "header": "Company", "items": [{ "label": "About", "href": "https://acme.dev/about" }, { "label": "Docs", "href": "/" }] }] }`,
    );
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.footer).toEqual({
      socials: [
        { network: 'x', href: 'https://x.com/acme' },
        { network: 'github', href: 'https://github.com/acme' },
        { network: 'hacker-news', href: 'https://news.ycombinator.com/user?id=acme' },
        { network: 'podcast', href: 'https://pod.acme.dev' },
      ],
      links: [
        {
          header: 'Company',
          items: [
            { label: 'About', href: 'https://acme.dev/about' },
            { label: 'Docs', href: '/' },
          ],
        },
      ],
    });
  });

  it('refuses unknown networks, non-https profiles and a fifth column', async () => {
    const column = `{ "items": [{ "label": "A", "href": "/a" }] }`;
    const loaded = await load(
      `"footer": { "socials": { "githbu": "https://github.com/acme", "x": "http://x.com/acme", "reddit": "javascript:alert(1)" }, "links": [${[column, column, column, `{ "items": [] }`, column].join(',')}] }`,
    );
    expect(codes(loaded.diagnostics)).toEqual([
      'footer.socials.githbu CONFIG_UNKNOWN_KEY',
      'footer.socials.x CONFIG_URL_REFUSED',
      'footer.socials.reddit CONFIG_URL_REFUSED',
      'footer.links[3].items CONFIG_INVALID_VALUE',
      'footer.links[4] CONFIG_INVALID_VALUE',
    ]);
    expect(loaded.diagnostics[0]?.hint).toBe('Did you mean "github"?');
    expect(loaded.config?.footer?.socials).toEqual([]);
    expect(loaded.config?.footer?.links).toHaveLength(3);
  });
});

describe('contextual', () => {
  it('keeps the options Folio draws and custom ones, and reports the ones it cannot', async () => {
    const loaded = await load(
      `"contextual": { "options": ["copy", "view", "chatgpt", "claude", "perplexity", "mcp", "assistant", "cluade", "copy", ` +
        `{ "title": "Share", "description": "Share on X", "icon": "x-twitter", "href": { "base": "https://x.com/intent/tweet", "query": [{ "key": "text", "value": "Read $path" }] } }], "display": "toc" }`,
    );
    // `mcp` connects to the site's own MCP server; `assistant` needs one Folio does not host.
    expect(codes(loaded.diagnostics)).toEqual([
      'contextual.options[6] CONFIG_CONTEXTUAL_OPTION_UNAVAILABLE',
      'contextual.options[7] CONFIG_INVALID_VALUE',
      'contextual.options[8] CONFIG_INVALID_VALUE',
    ]);
    expect(loaded.diagnostics[1]?.hint).toBe('Did you mean "claude"?');
    expect(loaded.config?.contextual).toEqual({
      display: 'toc',
      options: [
        'copy',
        'view',
        'chatgpt',
        'claude',
        'perplexity',
        'mcp',
        {
          title: 'Share',
          description: 'Share on X',
          icon: 'x-twitter',
          href: { base: 'https://x.com/intent/tweet', query: [{ key: 'text', value: 'Read $path' }] },
        },
      ],
    });
  });

  it('leaves out a custom option whose link could run script', async () => {
    const loaded = await load(
      `"contextual": { "options": [{ "title": "Bad", "description": "d", "href": "javascript:alert(1)" }] }`,
    );
    expect(codes(loaded.diagnostics)).toEqual(['contextual.options[0].href CONFIG_URL_REFUSED']);
    expect(loaded.config?.contextual?.options).toEqual([]);
  });
});

describe('banner', () => {
  it('reads type and colours, and drops a colour that is not hex', async () => {
    const loaded = await load(
      `"banner": { "content": "**New**: v2 is out. [Read more](/changelog)", "dismissible": true, "type": "warning", "color": { "light": "#0F766E", "dark": "red;}" } }`,
    );
    expect(codes(loaded.diagnostics)).toEqual(['banner.color.dark CONFIG_INVALID_VALUE']);
    expect(loaded.config?.banner).toEqual({
      content: '**New**: v2 is out. [Read more](/changelog)',
      dismissible: true,
      type: 'warning',
      color: { light: '#0F766E' },
    });
  });

  it('lets languages and versions override the navbar, footer, banner and global anchors', async () => {
    const loaded = await load(
      `"banner": { "content": "Root" }`,
      `"navigation": { "languages": [{ "language": "en", "pages": ["index"] }, { "language": "fr", "banner": { "content": "Bonjour", "type": "critical" }, ` +
        `"navbar": { "links": [{ "label": "Blog FR", "href": "/fr/blog" }] }, "footer": { "socials": { "x": "https://x.com/acme_fr" } }, ` +
        `"versions": [{ "version": "v2", "banner": { "content": "v2 beta" }, "global": { "anchors": [{ "anchor": "Status", "href": "https://status.acme.dev" }] }, "pages": ["fr/index"] }] }] }`,
    );
    expect(loaded.diagnostics).toEqual([]);
    const french = loaded.config?.navigation.languages?.[1];
    expect(french?.banner).toEqual({ content: 'Bonjour', type: 'critical' });
    expect(french?.navbar).toEqual({ links: [{ label: 'Blog FR', href: '/fr/blog' }] });
    expect(french?.footer).toEqual({ socials: [{ network: 'x', href: 'https://x.com/acme_fr' }] });
    expect(french?.versions?.[0]?.banner).toEqual({ content: 'v2 beta' });
    expect(french?.versions?.[0]?.global).toEqual({ anchors: [{ anchor: 'Status', href: 'https://status.acme.dev' }] });
  });
});

describe('integrations', () => {
  it('keeps each provider whose ids are in its format', async () => {
    const loaded = await load(
      `"integrations": { "ga4": { "measurementId": "G-ABC123" }, "posthog": { "apiKey": "phc_abc", "apiHost": "https://eu.i.posthog.com", "sessionRecording": true }, ` +
        `"plausible": { "domain": "docs.acme.dev" }, "logrocket": { "appId": "acme/docs" }, "hotjar": { "hjid": "123", "hjsv": "6" }, "telemetry": { "enabled": false } }`,
    );
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.config?.integrations).toEqual({
      ga4: { measurementId: 'G-ABC123' },
      posthog: { apiKey: 'phc_abc', apiHost: 'https://eu.i.posthog.com/', sessionRecording: true },
      plausible: { domain: 'docs.acme.dev' },
      logrocket: { appId: 'acme/docs' },
      hotjar: { hjid: '123', hjsv: '6' },
      telemetry: { enabled: false },
    });
  });

  it('rejects an id that would break out of the script, and loads the others', async () => {
    const loaded = await load(
      `"integrations": { "ga4": { "measurementId": "G-1');alert(1)//" }, "fathom": { "siteId": "ABC\\" onload=\\"x" }, "adobe": { "launchUrl": "http://assets.adobedtm.com/x.js" }, ` +
        `"gtm": {}, "mixpanel": { "projectToken": "abc", "region": "mars" }, "clarity": { "projectId": "abc123" }, "matomo": { "id": "1" } }`,
    );
    expect(codes(loaded.diagnostics)).toEqual([
      'integrations.ga4.measurementId CONFIG_INTEGRATION_INVALID',
      'integrations.fathom.siteId CONFIG_INTEGRATION_INVALID',
      'integrations.adobe.launchUrl CONFIG_INTEGRATION_INVALID',
      'integrations.gtm.tagId CONFIG_INTEGRATION_INVALID',
      'integrations.mixpanel.region CONFIG_INTEGRATION_INVALID',
      'integrations.matomo CONFIG_UNKNOWN_KEY',
    ]);
    expect(loaded.config?.integrations).toEqual({ clarity: { projectId: 'abc123' } });
  });
});
