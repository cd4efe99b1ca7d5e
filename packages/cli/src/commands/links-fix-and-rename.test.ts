// `folio check --fix` and `folio rename` on a copy of a real repository (coinbase/x402's docs):
// the fix rewrites the links whose page is elsewhere, the rename moves a page with relative links
// to and from it, and the result builds with no broken link.
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite, createDirectoryReader } from '@folio/builder';
import { afterEach, describe, expect, it } from 'vitest';
import { REAL_WORLD_FIXTURES } from '../../../../test/shared-fixtures.ts';
import type { CheckReport } from '../check-report.ts';
import { runFolio } from '../testing/cli-harness.ts';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A copy of the real-world repository, removed after the test. */
async function copyOfFixture(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'folio-links-'));
  folders.push(dir);
  await cp(join(REAL_WORLD_FIXTURES, name), dir, { recursive: true });
  return dir;
}

async function brokenLinks(dir: string): Promise<string[]> {
  const { stdout } = await runFolio('check', dir, '--json', '--offline');
  return (JSON.parse(stdout) as CheckReport).diagnostics
    .filter((d) => d.code.startsWith('LINK_'))
    .map((d) => `${d.file}:${d.line} ${d.code} ${d.suggestion}`);
}

async function builtBrokenLinks(dir: string): Promise<number | undefined> {
  const built = await buildSite(createDirectoryReader(dir), {
    fetchUrl: () => Promise.reject(new Error('offline')),
    renderPool: false,
    manifest: false,
  });
  return built.links?.broken.length;
}

describe('links of a real repository', () => {
  it('folio check --fix rewrites the links whose page is elsewhere, and the site builds with none broken', async () => {
    const dir = await copyOfFixture('coinbase__x402');
    // Written for the repository's docs/ folder on GitHub: on the site, the pages are at the root.
    expect(await brokenLinks(dir)).toEqual([
      'core-concepts/client-server.md:86 LINK_PAGE_NOT_FOUND /core-concepts/facilitator',
      'core-concepts/client-server.md:87 LINK_PAGE_NOT_FOUND /core-concepts/http-402',
      'core-concepts/facilitator.md:70 LINK_PAGE_NOT_FOUND /core-concepts/client-server',
      'core-concepts/facilitator.md:71 LINK_PAGE_NOT_FOUND /core-concepts/http-402',
    ]);
    const before = await readFile(join(dir, 'core-concepts/client-server.md'), 'utf8');

    const fixed = await runFolio('check', dir, '--fix', '--offline');
    expect(fixed.stdout).toContain(
      'core-concepts/client-server.md:86:3 "/docs/core-concepts/facilitator.md" → "/core-concepts/facilitator"',
    );
    expect(fixed.code).toBe(0);
    const after = await readFile(join(dir, 'core-concepts/client-server.md'), 'utf8');
    // Only the two URLs changed, byte for byte.
    expect(after).toBe(
      before
        .replace('(/docs/core-concepts/facilitator.md)', '(/core-concepts/facilitator)')
        .replace('(/docs/core-concepts/http-402.md)', '(/core-concepts/http-402)'),
    );
    expect(await brokenLinks(dir)).toEqual([]);
    expect(await builtBrokenLinks(dir)).toBe(0);
  }, 300_000);

  it('folio rename moves a page and keeps every link, navigation entry and old URL working', async () => {
    const dir = await copyOfFixture('coinbase__x402');
    await runFolio('check', dir, '--fix', '--offline');
    const docsBefore = await readFile(join(dir, 'docs.json'), 'utf8');

    const renamed = await runFolio('rename', 'extensions/offer-receipt', '/receipts/offers.mdx', '--dir', dir);
    expect(renamed.stderr).toBe('');
    expect(renamed.code).toBe(0);
    expect(renamed.stdout).toContain('Moved extensions/offer-receipt.mdx → receipts/offers.mdx');
    expect(existsSync(join(dir, 'extensions/offer-receipt.mdx'))).toBe(false);

    // The moved page's relative link now says where it went before; links to it name the new URL.
    const moved = await readFile(join(dir, 'receipts/offers.mdx'), 'utf8');
    expect(moved).toContain('[Extensions Overview](/extensions/overview)');
    expect(moved).not.toContain('](./overview)');
    const overview = await readFile(join(dir, 'extensions/overview.mdx'), 'utf8');
    expect(overview).toContain('[Signed Offers & Receipts](/receipts/offers)');
    // docs.json: the navigation entry and a redirect from the old URL, the rest as written.
    const docs = await readFile(join(dir, 'docs.json'), 'utf8');
    expect(docs).toContain('"receipts/offers"');
    expect(docs).not.toContain('"extensions/offer-receipt"');
    // It had no redirects: they are added after its last setting, in its own indentation.
    const lastBrace = docsBefore.lastIndexOf('}');
    const endOfLastValue = docsBefore.slice(0, lastBrace).trimEnd().length;
    expect(docs).toBe(
      `${docsBefore.slice(0, endOfLastValue)},\n  "redirects": [\n    { "source": "/extensions/offer-receipt", "destination": "/receipts/offers" }\n  ]${docsBefore.slice(endOfLastValue)}`.replace(
        '"extensions/offer-receipt",',
        '"receipts/offers",',
      ),
    );

    expect(await brokenLinks(dir)).toEqual([]);
    expect(await builtBrokenLinks(dir)).toBe(0);
    const built = await buildSite(createDirectoryReader(dir), {
      fetchUrl: () => Promise.reject(new Error('offline')),
      renderPool: false,
    });
    expect(built.analysis.pages.some((page) => page.path === 'receipts/offers' && page.hidden !== true)).toBe(true);
    expect(built.manifest?.redirects).toContainEqual({
      source: '/extensions/offer-receipt',
      destination: '/receipts/offers',
    });
  }, 300_000);

  it('refuses to move a page onto another, or something that is no page', async () => {
    const dir = await copyOfFixture('coinbase__x402');
    const taken = await runFolio('rename', 'faq', 'introduction', '--dir', dir);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toBe('folio rename: "introduction" is already a page of this site\n');
    const missing = await runFolio('rename', 'nowhere', 'somewhere', '--dir', dir);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('folio rename: "nowhere" is not a page file of this site\n');
    const usage = await runFolio('rename', 'faq', '--dir', dir);
    expect(usage.code).toBe(2);
  });
});
