import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loadDocsConfig } from './load-docs-config.ts';
import type { ReadRepoFile } from './model/source.ts';
import { REAL_WORLD_FIXTURES } from '../../../test/shared-fixtures.ts';

const FIXTURES = REAL_WORLD_FIXTURES;

/** Reads a fixture repository from disk: the injected I/O the builder and CLI also use. */
function fixtureReader(repo: string): ReadRepoFile {
  return async (repoPath) => {
    try {
      return await readFile(`${FIXTURES}/${repo}/${repoPath}`, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
}

async function loadFixture(repo: string) {
  const loaded = await loadDocsConfig({ readFile: fixtureReader(repo) });
  return { loaded, warnings: loaded.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.path} ${d.code}`) };
}

describe('real-world docs.json files (COMPAT.md: they must build unchanged)', () => {
  it('mintlify/starter loads with no diagnostics at all', async () => {
    const { loaded, warnings } = await loadFixture('mintlify__starter');
    expect(warnings).toEqual([]);
    expect(loaded.config?.navigation.tabs?.map((tab) => tab?.tab)).toEqual(['Guides', 'API Reference']);
    expect(loaded.config?.navigation.global?.anchors).toHaveLength(3);
  });

  it('hoppscotch/docs loads with no diagnostics (anchors, nested groups, link-only anchors, redirects)', async () => {
    const { loaded, warnings } = await loadFixture('hoppscotch__docs');
    expect(warnings).toEqual([]);
    expect(loaded.config?.navigation.anchors?.map((anchor) => anchor?.anchor)).toEqual([
      'Documentation',
      'Guides',
      'Support',
      'Download',
      'Blog',
      'Changelog',
    ]);
    expect(loaded.config?.styling).toEqual({ eyebrows: 'breadcrumbs' });
    expect(loaded.config?.redirects).toEqual([{ source: '/source/path', destination: '/destination/path' }]);
  });

  it('CleoNHSPS/docs: a warning for both `tabs` and `dropdowns` at the navigation root, and its MCP page-menu options kept', async () => {
    // A real issue of the repo: the reference keeps `tabs` and silently drops the whole
    // "API reference" dropdown (its reference navigation has no dropdown), so the author's
    // dropdown never shows. Folio builds the same tabs and says what was dropped.
    const { loaded, warnings } = await loadFixture('CleoNHSPS__docs');
    // `mcp`, `cursor` and `vscode` connect to the site's own MCP server (`/mcp`): all eight options are shown.
    expect(warnings).toEqual(['docs.json:12:18 navigation.dropdowns CONFIG_NAV_MULTIPLE_PRIMARY']);
    expect(loaded.diagnostics.map((d) => d.severity)).toEqual(['warning']);
    expect(loaded.config?.contextual?.options.slice(5)).toEqual(['mcp', 'cursor', 'vscode']);
    expect(Object.keys(loaded.config?.navigation ?? {})).toEqual(['global', 'tabs']);
  });

  it('coinbase/x402: two warnings, for the mint.json names inside `feedback`', async () => {
    // A real issue of the repo: `thumbsRating` and `suggestEdit` are mint.json's names; docs.json's
    // `feedback` says `thumbs` and `edits`, so as written they have no effect.
    const { loaded, warnings } = await loadFixture('coinbase__x402');
    expect(warnings).toEqual([
      'docs.json:99:21 feedback.thumbsRating CONFIG_UNKNOWN_KEY',
      'docs.json:100:20 feedback.suggestEdit CONFIG_UNKNOWN_KEY',
    ]);
    expect(loaded.config?.feedback).toEqual({});
    expect(loaded.config?.navigation.groups).toHaveLength(7);
    expect(loaded.config?.theme).toBe('maple');
  });

  it('ollama/ollama: three warnings, for `expanded` on top-level groups', async () => {
    // A real issue of the repo: the "Assistants", "Coding" and "IDEs & Editors" groups sit directly
    // in a tab's `groups`, so they are top-level and always expanded (SPEC.md Group behaviour 3);
    // their `expanded: true` does nothing.
    const { loaded, warnings } = await loadFixture('ollama__ollama');
    expect(warnings).toEqual([
      'docs.json:158:25 navigation.tabs[1].groups[1].expanded CONFIG_TOP_LEVEL_EXPANDED',
      'docs.json:167:25 navigation.tabs[1].groups[2].expanded CONFIG_TOP_LEVEL_EXPANDED',
      'docs.json:185:25 navigation.tabs[1].groups[3].expanded CONFIG_TOP_LEVEL_EXPANDED',
    ]);
    expect(loaded.config?.navigation.tabs?.[2]?.openapi).toBe('/openapi.yaml');
    expect(loaded.config?.api?.playground).toEqual({ display: 'simple' });
  });

  it('none of the five has an error', async () => {
    for (const repo of [
      'mintlify__starter',
      'hoppscotch__docs',
      'CleoNHSPS__docs',
      'coinbase__x402',
      'ollama__ollama',
    ]) {
      const { loaded } = await loadFixture(repo);
      expect(
        loaded.diagnostics.filter((d) => d.severity === 'error'),
        repo,
      ).toEqual([]);
      expect(loaded.config, repo).toBeDefined();
      expect(loaded.files, repo).toEqual(['docs.json']);
    }
  });
});
