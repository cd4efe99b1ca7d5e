import { formatJsonPath, formatJsonPointer, type PathSegment } from '@folio/diagnostics';
import { describe, expect, it } from 'vitest';
import { parseJsonPath } from './parse-json-path.ts';

describe('parseJsonPath', () => {
  it('reads back every path formatJsonPath writes', () => {
    const cases: PathSegment[][] = [
      ['navigation', 'tabs', 0, 'groups', 1, 'pages', 3],
      ['paths', '/pets/{id}', 'get', 'responses', '200'],
      ['components', 'schemas', 'a "quoted" \\ key', 'x-y'],
      ['$schema'],
      [],
    ];
    for (const segments of cases) {
      expect(parseJsonPath(formatJsonPath(segments))?.map(String)).toEqual(segments.map(String));
    }
    expect(formatJsonPointer(parseJsonPath('paths["/pets"].get')!)).toBe('/paths/~1pets/get');
  });

  it('gives undefined for text that is not such a path', () => {
    expect(parseJsonPath('a..b')).toBeUndefined();
    expect(parseJsonPath('a["unterminated]')).toBeUndefined();
    expect(parseJsonPath('a b')).toBeUndefined();
  });
});
