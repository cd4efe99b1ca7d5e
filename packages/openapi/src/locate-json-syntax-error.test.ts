import { describe, expect, it } from 'vitest';
import { locateJsonSyntaxError } from './locate-json-syntax-error.ts';

describe('locateJsonSyntaxError', () => {
  it('returns undefined for valid JSON', () => {
    expect(locateJsonSyntaxError('{"a": [1, -2.5e3, true, null, "x\\u00e9\\n"], "b": {}}')).toBeUndefined();
  });

  it('points at the first offending character', () => {
    expect(locateJsonSyntaxError('{"a": }')).toBe(6);
    expect(locateJsonSyntaxError('{"a": 1,}')).toBe(8);
    expect(locateJsonSyntaxError('[1 2]')).toBe(3);
    expect(locateJsonSyntaxError('{"a": 1} x')).toBe(9);
    expect(locateJsonSyntaxError('{"a": tru}')).toBe(9);
    expect(locateJsonSyntaxError('{"a": 01}')).toBe(7);
    expect(locateJsonSyntaxError('{"a')).toBe(3);
  });
});
