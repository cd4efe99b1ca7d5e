import type { Diagnostic } from '@folio/diagnostics';
import { describe, expect, it, vi } from 'vitest';
import { renderSite } from './render-site.ts';
import { sampleSite } from './testing/sample-site.ts';

// Bugs are simulated by making Folio's own steps throw on one page or operation: what is under
// test is that such an exception costs that page only, is reported, and never escapes.
vi.mock('./frame/render-toc.ts', async (original) => {
  const actual = await original<typeof import('./frame/render-toc.ts')>();
  return {
    ...actual,
    renderToc: (headings: Parameters<typeof actual.renderToc>[0]) => {
      if (headings.some((heading) => heading.text === 'TOC-BUG'))
        throw new TypeError('heading.id.replace is not a function');
      return actual.renderToc(headings);
    },
  };
});
vi.mock('./api-reference/openapi/read-operation.ts', async (original) => {
  const actual = await original<typeof import('./api-reference/openapi/read-operation.ts')>();
  return {
    ...actual,
    readOperation: (...args: Parameters<typeof actual.readOperation>) => {
      if (args[1].method === 'POST') throw new RangeError('Maximum call stack size exceeded');
      return actual.readOperation(...args);
    },
  };
});

function build() {
  const input = sampleSite();
  input.content.set('en/v2/quickstart', {
    html: '<p>Quick.</p>',
    headings: [{ depth: 2, text: 'TOC-BUG', id: 'x' }],
    markdown: 'Quick.',
  });
  const diagnostics: Diagnostic[] = [];
  const files = renderSite({ ...input, onDiagnostic: (d) => diagnostics.push(d) });
  const text = (urlPath: string) => String(files.find((f) => f.urlPath === urlPath)?.body);
  return { diagnostics, text };
}

describe('renderSite when Folio meets an unexpected exception on one page', () => {
  it('lays the page out with an error notice, reports it on its file, and lays out the rest', () => {
    const { diagnostics, text } = build();
    const reported = diagnostics.filter(
      (d) => d.code === 'SITE_INTERNAL_PAGE_ERROR' && d.file === 'en/v2/quickstart.mdx',
    );
    expect(reported).toMatchObject([{ severity: 'error', line: 1, column: 1 }]);
    expect(reported[0]!.message).toBe(
      'Folio failed while laying out page "en/v2/quickstart" from "en/v2/quickstart.mdx" (TypeError: heading.id.replace is not a function); this is a bug in Folio, not in the file',
    );
    expect(text('/en/v2/quickstart')).toContain('This page could not be laid out.');
    expect(text('/en/v2/intro')).toContain('Body of Introduction.');
  });

  it('reports an operation that could not be read on its document, and documents the others', () => {
    const { diagnostics, text } = build();
    const reported = diagnostics.filter((d) => d.code === 'SITE_INTERNAL_PAGE_ERROR' && d.file === 'openapi.json');
    expect(reported.length).toBeGreaterThan(0);
    expect(reported[0]!.message).toContain('POST /pets');
    expect(text('/en/v2/api/create-a-pet')).not.toContain('Maximum call stack');
    expect(text('/en/v2/api/get-a-pet')).toContain('Returns one pet by its');
  });
});
