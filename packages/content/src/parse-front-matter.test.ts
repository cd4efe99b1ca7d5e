import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './parse-front-matter.ts';

describe('parseFrontMatter', () => {
  it('reads a mapping with multi-line values, key lines and the body start', () => {
    const page =
      '---\ntitle: "Quickstart"\ndescription: >\n  Start here\n  in five minutes\nopenapi: GET /users\n---\n\n## Install\n';
    const result = parseFrontMatter(page, 'quickstart.mdx');
    expect(result.data).toEqual({
      title: 'Quickstart',
      description: 'Start here in five minutes\n',
      openapi: 'GET /users',
    });
    expect(result.lines).toEqual({ title: 2, description: 3, openapi: 6 });
    expect(result.bodyLine).toBe(8);
    expect(result.body).toBe('\n## Install\n');
    expect(result.diagnostics).toEqual([]);
  });

  it('handles CRLF line endings and a byte-order mark', () => {
    const result = parseFrontMatter('\uFEFF---\r\ntitle: Hi\r\n---\r\nBody', 'a.mdx');
    expect(result.data).toEqual({ title: 'Hi' });
    expect(result.bodyLine).toBe(4);
    expect(result.body).toBe('Body');
  });

  it('returns empty data and the whole text when there is no front matter', () => {
    const result = parseFrontMatter('# Title\n\ntext', 'a.mdx');
    expect(result).toEqual({ data: {}, lines: {}, body: '# Title\n\ntext', bodyLine: 1, diagnostics: [] });
  });

  it('accepts an empty front matter', () => {
    const result = parseFrontMatter('---\n---\nBody', 'a.mdx');
    expect(result.data).toEqual({});
    expect(result.bodyLine).toBe(3);
    expect(result.diagnostics).toEqual([]);
  });

  it('reports YAML errors at the page line and column, never throwing', () => {
    const result = parseFrontMatter('---\ntitle: ok\ndescription: [oops\n---\nBody', 'guide.mdx');
    expect(result.data).toEqual({});
    expect(result.body).toBe('Body');
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({
      code: 'CONTENT_FRONT_MATTER_INVALID',
      severity: 'error',
      file: 'guide.mdx',
      line: 3,
    });
    expect(result.diagnostics[0]?.message).not.toMatch(/at line \d/);
  });

  it('reports duplicate keys', () => {
    const result = parseFrontMatter('---\ntitle: a\ntitle: b\n---\n', 'a.mdx');
    expect(result.diagnostics[0]).toMatchObject({ code: 'CONTENT_FRONT_MATTER_INVALID', line: 3, column: 1 });
    expect(result.diagnostics[0]?.message).toContain('unique');
  });

  it('rejects a front matter that is not a mapping', () => {
    const result = parseFrontMatter('---\n- a\n- b\n---\nx', 'a.mdx');
    expect(result.data).toEqual({});
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'CONTENT_FRONT_MATTER_NOT_MAPPING',
        line: 2,
        column: 1,
        message: 'front matter must be "key: value" pairs, found a list',
      }),
    ]);
  });

  it('refuses a YAML alias bomb', () => {
    const levels = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (const [previous, name] of [
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'd'],
      ['d', 'e'],
      ['e', 'f'],
      ['f', 'g'],
    ] as const) {
      levels.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`);
    }
    const started = Date.now();
    const result = parseFrontMatter(`---\n${levels.join('\n')}\n---\nBody`, 'bomb.mdx');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.data).toEqual({});
    expect(result.diagnostics.map((d) => d.code)).toEqual(['CONTENT_FRONT_MATTER_ALIASES']);
    expect(result.body).toBe('Body');
  });

  it('warns about an unclosed front matter and keeps the text as body', () => {
    const result = parseFrontMatter('---\ntitle: x\n\nBody', 'a.mdx');
    expect(result.data).toEqual({});
    expect(result.body).toBe('---\ntitle: x\n\nBody');
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'CONTENT_FRONT_MATTER_UNCLOSED', severity: 'warning', line: 1 }),
    ]);
  });
});
