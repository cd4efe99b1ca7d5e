import { formatDiagnostic } from '@folio/diagnostics';
import { describe, expect, it } from 'vitest';
import { buildSite } from './build-site.ts';
import { checkSite } from './check-site.ts';
import { createMemoryReader } from './repo-reader.ts';

const DOCS = JSON.stringify({
  name: 'T',
  theme: 'mint',
  colors: { primary: '#000000' },
  navigation: { pages: ['index'] },
});

describe('checkSite', () => {
  it('reads page bodies: an unclosed <Note> and a bare { are the two repairs a build reports', async () => {
    const files = {
      'docs.json': DOCS,
      'index.mdx': '---\ntitle: Home\ndescription: D\n---\n\n## Start\n\nCosts { nothing.\n\n<Note>\nUnclosed note\n',
    };
    const checked = await checkSite(createMemoryReader(files), { renderPool: false });
    const built = await buildSite(createMemoryReader(files), { renderPool: false, manifest: false });
    const repairs = checked.diagnostics
      .filter((d) => d.code === 'CONTENT_MDX_REPAIRED')
      .map((d) => formatDiagnostic(d));
    expect(repairs).toHaveLength(2);
    expect(checked.diagnostics.map((d) => formatDiagnostic(d))).toEqual(
      built.diagnostics.map((d) => formatDiagnostic(d)),
    );
    expect(checked.checkedPages).toBe(1);
  });

  it('reads no page when nothing would be published, as a build renders none', async () => {
    const checked = await checkSite(
      createMemoryReader({ 'docs.json': '{ "name": ', 'index.mdx': 'Costs { nothing.\n' }),
      {
        renderPool: false,
      },
    );
    expect(checked.checkedPages).toBe(0);
    expect(checked.diagnostics.some((d) => d.code === 'CONFIG_JSON_SYNTAX')).toBe(true);
  });
});
