import { describe, expect, it } from 'vitest';
import { parseOperationRef } from './parse-operation-ref.ts';

describe('parseOperationRef', () => {
  it('reads METHOD /path', () => {
    expect(parseOperationRef('GET /pets')).toEqual({ method: 'GET', path: '/pets', kind: 'operation' });
  });

  it('reads a spec token before the method: path, file name, name without extension, URL', () => {
    expect(parseOperationRef('openapi.yaml GET /pets')).toEqual({
      spec: 'openapi.yaml',
      method: 'GET',
      path: '/pets',
      kind: 'operation',
    });
    expect(parseOperationRef('/api/v1.json POST /pets/{id}')).toEqual({
      spec: '/api/v1.json',
      method: 'POST',
      path: '/pets/{id}',
      kind: 'operation',
    });
    expect(parseOperationRef('v1 DELETE /pets/{id}')?.spec).toBe('v1');
    expect(parseOperationRef('https://example.com/openapi.json GET /pets')?.spec).toBe(
      'https://example.com/openapi.json',
    );
  });

  it('collapses whitespace, including newlines of multi-line YAML values', () => {
    expect(parseOperationRef('  v1\n  GET\t /pets  ')).toEqual({
      spec: 'v1',
      method: 'GET',
      path: '/pets',
      kind: 'operation',
    });
  });

  it('recognises lower-case methods as written, so a hint can say "write GET"', () => {
    expect(parseOperationRef('get /users')).toEqual({ method: 'get', path: '/users', kind: 'operation' });
  });

  it('reads webhook <name> and <spec> webhook <name>, the keyword in any case', () => {
    expect(parseOperationRef('webhook newPet')).toEqual({ method: 'POST', path: 'newPet', kind: 'webhook' });
    expect(parseOperationRef('WEBHOOK /plant/webhook')).toEqual({
      method: 'POST',
      path: '/plant/webhook',
      kind: 'webhook',
    });
    expect(parseOperationRef('v1 webhook newPet')).toEqual({
      spec: 'v1',
      method: 'POST',
      path: 'newPet',
      kind: 'webhook',
    });
  });

  it('returns undefined for page paths and other shapes', () => {
    for (const entry of [
      'guides/setup',
      '/api/errors',
      'index',
      'get-started',
      'GET',
      'GET pets',
      'FETCH /pets',
      'a b /c d',
      '',
    ]) {
      expect(parseOperationRef(entry), entry).toBeUndefined();
    }
  });
});
