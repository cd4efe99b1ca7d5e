import { describe, expect, it } from 'vitest';
import { followRef, resolvePointer } from './resolve-ref.ts';

const document = {
  paths: {
    '/discount/50%': { get: { summary: 'percent' } },
    '/files/a%20b': { get: { summary: 'encoded' } },
    '/files/a b': { get: { summary: 'spaced' } },
  },
  components: { schemas: { 'My Pet': { type: 'object' }, '100%': { type: 'string' } } },
};

describe('resolvePointer', () => {
  it('reads an operation pointer as plain RFC 6901: the document key as written, `%` included', () => {
    expect(resolvePointer(document, '/paths/~1discount~150%/get')).toEqual({ summary: 'percent' });
    expect(resolvePointer(document, '/paths/~1files~1a%20b/get')).toEqual({ summary: 'encoded' });
    expect(resolvePointer(document, '/paths/~1files~1a b/get')).toEqual({ summary: 'spaced' });
  });
});

describe('followRef', () => {
  it('percent-decodes a `$ref` fragment, and keeps a stray `%` as written instead of throwing', () => {
    expect(followRef(document, { $ref: '#/components/schemas/My%20Pet' }).value).toEqual({ type: 'object' });
    expect(followRef(document, { $ref: '#/components/schemas/100%' }).value).toEqual({ type: 'string' });
    expect(followRef(document, { $ref: '#/components/schemas/%E0%A4%A' })).toMatchObject({ problem: 'missing' });
  });
});
