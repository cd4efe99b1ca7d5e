import { describe, expect, it } from 'vitest';
import { normalizeSpecSource } from './normalize-spec-source.ts';

describe('normalizeSpecSource', () => {
  it('normalises repository paths: leading slash, ./ and inner ..', () => {
    expect(normalizeSpecSource('/openapi.yaml')).toEqual({ kind: 'repo', path: 'openapi.yaml' });
    expect(normalizeSpecSource('./api/../specs/./v1.json')).toEqual({ kind: 'repo', path: 'specs/v1.json' });
  });

  it('accepts https:// URLs and refuses everything else', () => {
    expect(normalizeSpecSource('https://example.com/openapi.json')).toEqual({
      kind: 'url',
      url: 'https://example.com/openapi.json',
    });
    expect(normalizeSpecSource('../openapi.yaml')).toEqual({
      kind: 'invalid',
      reason: '"../openapi.yaml" points outside the repository',
    });
    expect(normalizeSpecSource('http://example.com/a.json')).toMatchObject({ kind: 'invalid' });
    expect(normalizeSpecSource('file:///etc/passwd')).toEqual({
      kind: 'invalid',
      reason: '"file:///etc/passwd" is a URL that is not https://',
    });
    expect(normalizeSpecSource('  ')).toMatchObject({ kind: 'invalid', reason: 'the OpenAPI source is empty' });
    expect(normalizeSpecSource('/')).toMatchObject({ kind: 'invalid' });
  });
});
