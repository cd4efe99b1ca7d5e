import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from './format-diagnostic.ts';
import { formatJsonPath, formatJsonPointer } from './json-path.ts';
import { createDiagnostic } from './create-diagnostic.ts';
import { defineCatalogue } from './define-catalogue.ts';

const catalogue = defineCatalogue({
  NAV_PAGE_NOT_FOUND: {
    severity: 'error',
    symptom: 'Navigation entry not found',
    cause: 'the entry matches no operation and no page file',
    fix: 'create the file at the expected path',
  },
});

describe('formatDiagnostic', () => {
  it('prints file:line:column, the JSON path, the message, the code and the hint', () => {
    const diagnostic = createDiagnostic(catalogue, 'NAV_PAGE_NOT_FOUND', {
      message: 'page "guides/setup" does not exist',
      file: 'docs.json',
      path: 'navigation.tabs[0].groups[1].pages[3]',
      line: 42,
      column: 9,
    });
    expect(formatDiagnostic(diagnostic)).toBe(
      'docs.json:42:9 navigation.tabs[0].groups[1].pages[3]: error page "guides/setup" does not exist (NAV_PAGE_NOT_FOUND)\n' +
        '  hint: create the file at the expected path',
    );
  });

  it('colours only when asked', () => {
    const diagnostic = createDiagnostic(catalogue, 'NAV_PAGE_NOT_FOUND', { message: 'm', severity: 'warning' });
    expect(formatDiagnostic(diagnostic)).not.toContain('\u001b[');
    expect(formatDiagnostic(diagnostic, { color: true })).toContain('\u001b[33mwarning');
  });

  it('leaves out location fields that are unknown', () => {
    const diagnostic = createDiagnostic(catalogue, 'NAV_PAGE_NOT_FOUND', { message: 'm', file: 'a.mdx' });
    expect(diagnostic).toEqual({
      code: 'NAV_PAGE_NOT_FOUND',
      severity: 'error',
      message: 'm',
      hint: 'create the file at the expected path',
      file: 'a.mdx',
    });
    expect(formatDiagnostic(diagnostic).split('\n')[0]).toBe('a.mdx: error m (NAV_PAGE_NOT_FOUND)');
  });

  it('labels an info diagnostic as a note, not a warning', () => {
    const diagnostic = {
      code: 'CONFIG_SETTING_IGNORED',
      severity: 'info' as const,
      message: 'ignored',
      file: 'docs.json',
      line: 3,
      column: 5,
      path: 'seo.trailingSlash',
    };
    expect(formatDiagnostic(diagnostic)).toBe('docs.json:3:5 seo.trailingSlash: info ignored (CONFIG_SETTING_IGNORED)');
  });
});

describe('JSON paths', () => {
  it('formats dotted paths with indices and quotes odd keys', () => {
    expect(formatJsonPath(['navigation', 'tabs', 0, 'groups', 1, 'pages', 3])).toBe(
      'navigation.tabs[0].groups[1].pages[3]',
    );
    expect(formatJsonPath(['redirects', '/old path'])).toBe('redirects["/old path"]');
    expect(formatJsonPath(['$schema'])).toBe('$schema');
  });
  it('formats RFC 6901 pointers', () => {
    expect(formatJsonPointer(['paths', '/pets/{id}', 'get'])).toBe('/paths/~1pets~1{id}/get');
    expect(formatJsonPointer(['a~b'])).toBe('/a~0b');
  });
});
