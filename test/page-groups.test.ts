// Front matter `groups` through a whole build: what the deployment records for the edge, and what
// the edge's filters leave each reader (`@folio/deployment`, `@folio/site-endpoints`).
import { describe, expect, it } from 'vitest';
import { buildSite, createMemoryReader, type BuildResult } from '@folio/builder';
import { isPathAllowedForGroups, stripRestrictedSegments, type ReaderAccessMode } from '@folio/deployment';
import {
  answerSearchRequest,
  filterSiteNavigationJson,
  readerFileAccess,
  readerFileText,
  SiteCache,
} from '@folio/site-endpoints';

const REPOSITORY: Record<string, string> = {
  'docs.json': JSON.stringify({
    theme: 'mint',
    name: 'Acme',
    colors: { primary: '#4f46e5' },
    navigation: {
      groups: [
        { group: 'Start', pages: ['index', 'billing'] },
        { group: 'Administration', pages: ['admin/users', 'admin/keys'] },
      ],
    },
  }),
  'index.mdx': '---\ntitle: Home\ndescription: Start here\n---\n\nWelcome to the quokka docs.\n',
  'billing.mdx':
    '---\ntitle: Billing\ndescription: Invoices\ngroups: [{ includes: ["finance", "admin"], excludes: ["contractor"] }]\n---\n\nBilling quokka invoices.\n',
  'admin/users.mdx':
    '---\ntitle: Users\ndescription: Manage users\ngroups: ["admin"]\n---\n\nThe quokka admin secret.\n',
  'admin/keys.mdx': '---\ntitle: Keys\ndescription: Rotate keys\ngroups: ["admin"]\n---\n\nRotate quokka keys.\n',
};

async function build(readerAccess: ReaderAccessMode, files = REPOSITORY): Promise<BuildResult> {
  return buildSite(createMemoryReader(files), { renderPool: false, readerAccess });
}

function text(result: BuildResult, urlPath: string): string {
  const file = result.files.find((candidate) => candidate.urlPath === urlPath);
  if (file === undefined) throw new Error(`no file ${urlPath}`);
  return String(file.body);
}

describe('front matter groups on a site whose readers sign in (oidc)', async () => {
  const result = await build('oidc');
  const manifest = result.manifest!;

  it('builds without a warning and records each restricted page’s groups on its HTML and Markdown', () => {
    expect(result.diagnostics).toEqual([]);
    expect(manifest.files['/admin/users']?.groups).toEqual([{ includes: ['admin'] }]);
    expect(manifest.files['/admin/users.md']?.groups).toEqual([{ includes: ['admin'] }]);
    expect(manifest.files['/billing']?.groups).toEqual([{ includes: ['finance', 'admin'], excludes: ['contractor'] }]);
    expect(manifest.files['/']?.groups).toBeUndefined();
    expect(isPathAllowedForGroups(manifest.files['/admin/users']!, ['admin'])).toBe(true);
    expect(isPathAllowedForGroups(manifest.files['/admin/users']!, ['finance'])).toBe(false);
    expect(isPathAllowedForGroups(manifest.files['/admin/users']!, undefined)).toBe(false);
    expect(isPathAllowedForGroups(manifest.files['/']!, undefined)).toBe(true);
  });

  it('marks the sidebar so the edge strips restricted entries, whole groups included', () => {
    expect(manifest.files['/']?.readerFilter).toBe('segments');
    const home = text(result, '/');
    const forAdmin = stripRestrictedSegments(home, ['admin']);
    expect(forAdmin).toContain('href="/admin/users"');
    expect(forAdmin).toContain('>Administration<');
    expect(forAdmin).toContain('href="/billing"');
    const forFinance = stripRestrictedSegments(home, ['finance']);
    expect(forFinance).toContain('href="/billing"');
    expect(forFinance).not.toContain('/admin/');
    expect(forFinance).not.toContain('Administration');
    const forContractor = stripRestrictedSegments(home, ['finance', 'contractor']);
    expect(forContractor).not.toContain('href="/billing"');
    const signedOut = stripRestrictedSegments(home, undefined);
    expect(signedOut).not.toMatch(/billing|admin|folio:groups/i);
    expect(signedOut).toContain('href="/"');
  });

  it('tells the edge per file: refuse, share, or make a reader’s own copy', () => {
    const entry = (urlPath: string) => manifest.files[urlPath]!;
    expect(readerFileAccess(entry('/admin/users'), ['finance'])).toBe('not-found');
    expect(readerFileAccess(entry('/admin/users.md'), undefined)).toBe('not-found');
    expect(readerFileAccess(entry('/admin/users'), ['admin'])).toBe('personal');
    expect(readerFileAccess(entry('/_folio/search.json'), ['admin'])).toBe('not-found');
    expect(readerFileAccess(entry('/robots.txt'), undefined)).toBe('shared');
    expect(readerFileAccess(entry('/_folio/navigation.json'), undefined)).toBe('personal');
    const llms = readerFileText(entry('/llms.txt'), text(result, '/llms.txt'), undefined);
    expect(llms).not.toMatch(/Users|Billing|folio:groups/);
    const navigation = readerFileText(entry('/_folio/navigation.json'), text(result, '/_folio/navigation.json'), []);
    expect(Object.keys(JSON.parse(navigation).pages)).toEqual(['/']);
  });

  it('marks llms.txt and llms-full.txt, and leaves restricted pages out of the sitemap', () => {
    expect(manifest.files['/llms.txt']?.readerFilter).toBe('segments');
    const llms = text(result, '/llms.txt');
    expect(stripRestrictedSegments(llms, ['admin'])).toContain('[Users](/admin/users.md)');
    expect(stripRestrictedSegments(llms, ['finance'])).not.toMatch(/Users|Keys|Administration/);
    const full = stripRestrictedSegments(text(result, '/llms-full.txt'), undefined);
    expect(full).toContain('Welcome to the quokka docs.');
    expect(full).not.toContain('admin secret');
    expect(text(result, '/sitemap.xml')).not.toMatch(/admin|billing/);
  });

  it('keeps restricted pages out of the browser’s search index and serves search.json to nobody', () => {
    const parts = result.files.filter((file) => file.urlPath.startsWith('/_folio/search-'));
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) expect(String(part.body)).not.toMatch(/secret|invoices/);
    expect(manifest.files['/_folio/search.json']?.groups).toEqual([]);
    expect(isPathAllowedForGroups(manifest.files['/_folio/search.json']!, ['admin'])).toBe(false);
  });

  it('filters navigation.json and the search endpoint by the reader’s groups', async () => {
    expect(manifest.files['/_folio/navigation.json']?.readerFilter).toBe('navigation');
    const navigation = text(result, '/_folio/navigation.json');
    const forFinance = JSON.parse(filterSiteNavigationJson(navigation, ['finance']));
    expect(Object.keys(forFinance.pages)).toEqual(['/', '/billing']);
    expect(JSON.stringify(forFinance.items)).not.toContain('Administration');
    expect(Object.keys(JSON.parse(filterSiteNavigationJson(navigation, ['admin'])).pages)).toHaveLength(4);
    expect(JSON.parse(filterSiteNavigationJson('not json', ['admin'])).pages).toEqual({});

    const byPath = new Map(result.files.map((file) => [file.urlPath, file.body]));
    const site = new SiteCache({ maxBytes: 64 * 1024 * 1024 }).get({
      id: 'deployment-1',
      read: async (urlPath) => {
        const body = byPath.get(urlPath);
        return body === undefined ? undefined : typeof body === 'string' ? new TextEncoder().encode(body) : body;
      },
    });
    const paths = async (readerGroups?: string[]) => {
      const answer = await answerSearchRequest('q=quokka', site, {
        origin: 'https://docs.acme.test',
        cacheControl: 'private, no-store',
        ...(readerGroups === undefined ? {} : { readerGroups }),
      });
      return (JSON.parse(String(answer.body)) as { results: { path: string }[] }).results.map((hit) => hit.path).sort();
    };
    expect(await paths()).toEqual(['/']);
    expect(await paths(['finance'])).toEqual(['/', '/billing']);
    expect(await paths(['admin'])).toEqual(['/', '/admin/keys', '/admin/users', '/billing']);
  });
});

describe('what a restricted page names besides its HTML', () => {
  it('gives its Open Graph card its groups', async () => {
    const result = await buildSite(createMemoryReader(REPOSITORY), {
      renderPool: false,
      readerAccess: 'jwt',
      thumbnails: true,
    });
    const card = (urlPath: string) =>
      /property="og:image" content="[^"]*?(\/_og\/[\w.]+\.png)"/.exec(text(result, urlPath))?.[1];
    const admin = card('/admin/users');
    const home = card('/');
    expect(admin).toBeDefined();
    expect(result.manifest!.files[admin!]?.groups).toEqual([{ includes: ['admin'] }]);
    expect(result.manifest!.files[home!]?.groups).toBeUndefined();
  });
});

describe('front matter groups on a site whose readers do not sign in', () => {
  it('withholds restricted pages with a warning and a fix, and publishes the rest', async () => {
    for (const access of ['public', 'password'] as const) {
      const result = await build(access);
      expect(result.ok).toBe(true);
      const warnings = result.diagnostics.filter((d) => d.code === 'BUILD_PAGE_GROUPS_WITHOUT_SIGN_IN');
      expect(warnings.map((d) => [d.file, d.line])).toEqual([
        ['admin/keys.mdx', 4],
        ['admin/users.mdx', 4],
        ['billing.mdx', 4],
      ]);
      expect(warnings[0]?.hint).toContain('dashboard → Access');
      expect(result.diagnostics.filter((d) => d.code !== 'BUILD_PAGE_GROUPS_WITHOUT_SIGN_IN')).toEqual([]);
      const urls = Object.keys(result.manifest!.files);
      expect(urls).not.toContain('/admin/users');
      expect(urls).not.toContain('/billing.md');
      const home = text(result, '/');
      expect(home).not.toMatch(/billing|admin|Administration|folio:groups/i);
      expect(text(result, '/llms-full.txt')).not.toContain('secret');
    }
  });

  it('reports a groups value of no known shape and shows the page to nobody', async () => {
    const result = await build('oidc', {
      ...REPOSITORY,
      'billing.mdx': '---\ntitle: Billing\ndescription: Invoices\ngroups: { finance: true }\n---\n\nBilling.\n',
    });
    expect(result.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['BUILD_PAGE_GROUPS_INVALID', 'billing.mdx', 4],
    ]);
    expect(result.manifest!.files['/billing']?.groups).toEqual([]);
  });
});
