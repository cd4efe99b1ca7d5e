import { describe, expect, it } from 'vitest';
import { operationPagePath } from './operation-page-path.ts';
import { operationTitle } from './operation-title.ts';
import { operation } from './test-input.ts';

describe('operationPagePath', () => {
  it('COMPAT page paths: directory/<clean(tag)>/<clean(summary)>, directory defaulting to api-reference', () => {
    const listPets = operation('GET', '/pets', { summary: 'List all pets', tags: ['Pet Store', 'other'] });
    expect(operationPagePath(listPets)).toBe('api-reference/pet-store/list-all-pets');
    expect(operationPagePath(listPets, '/reference/v1/')).toBe('reference/v1/pet-store/list-all-pets');
  });

  it('COMPAT page paths: untagged operations sit directly under the directory', () => {
    expect(operationPagePath(operation('POST', '/api/show', { summary: 'Show model details' }))).toBe(
      'api-reference/show-model-details',
    );
  });

  it('COMPAT page paths: without a summary the title is <method>-<path>, a webhook uses its name', () => {
    expect(operationPagePath(operation('PATCH', '/users/{userId}/items/{itemId}'))).toBe(
      'api-reference/patch-users-items',
    );
    expect(operationPagePath(operation('GET', '/{id}'))).toBe('api-reference/get-');
    expect(operationPagePath(operation('POST', 'New Pet', { kind: 'webhook' }))).toBe('api-reference/new-pet');
  });

  it('drops what a URL path gives meaning to (%, ?, #, \\, control characters), so the page is reachable at its path', () => {
    expect(operationPagePath(operation('GET', '/discount/50%'))).toBe('api-reference/get-discount50');
    expect(operationPagePath(operation('GET', '/files/a%20b'))).toBe('api-reference/get-filesa20b');
    expect(operationPagePath(operation('GET', '/search?q=1#top', { tags: ['100% #1'] }))).toBe(
      'api-reference/100-1/get-searchq=1top',
    );
    expect(operationPagePath(operation('GET', '/a\\b\u0001'))).toBe('api-reference/get-ab');
  });

  it('COMPAT page paths: x-docs.href replaces the whole slug, leading / dropped', () => {
    expect(
      operationPagePath(
        operation('POST', '/api/generate', { summary: 'Generate', docs: { href: '/api/generate' } }),
        'x',
      ),
    ).toBe('api/generate');
  });

  it('COMPAT page paths: title is x-docs.metadata.title, else summary, else made from the slug', () => {
    expect(operationTitle(operation('GET', '/a', { summary: 'S', docs: { metadata: { title: 'Custom' } } }), 'p')).toBe(
      'Custom',
    );
    expect(operationTitle(operation('GET', '/a', { summary: 'List pets' }), 'p')).toBe('List pets');
    expect(operationTitle(operation('PATCH', '/users/{id}'), 'api-reference/patch-users-')).toBe('Patch Users');
  });
});
