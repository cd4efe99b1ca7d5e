import { describe, expect, it } from 'vitest';
import { listOperations } from './list-operations.ts';

const ok = { responses: { '200': { description: 'ok' } } };

describe('listOperations', () => {
  it('lists paths in document order and methods in the order get, put, post, delete, options, head, patch, trace', () => {
    const document = {
      openapi: '3.1.0',
      paths: {
        '/b': {
          trace: ok,
          patch: ok,
          head: ok,
          options: ok,
          delete: ok,
          post: ok,
          put: ok,
          get: ok,
          parameters: [],
          summary: 'not an operation',
        },
        '/a': { post: ok },
      },
    };
    expect(listOperations(document).map((o) => `${o.method} ${o.path}`)).toEqual([
      'GET /b',
      'PUT /b',
      'POST /b',
      'DELETE /b',
      'OPTIONS /b',
      'HEAD /b',
      'PATCH /b',
      'TRACE /b',
      'POST /a',
    ]);
  });

  it('puts 3.1 webhooks after all paths, named by the webhook', () => {
    const document = {
      webhooks: { 'order.paid': { post: { ...ok, summary: 'Order paid' } } },
      paths: { '/orders': { get: ok } },
    };
    expect(listOperations(document).map((o) => [o.kind, o.method, o.path, o.summary, o.pointer])).toEqual([
      ['operation', 'GET', '/orders', undefined, '/paths/~1orders/get'],
      ['webhook', 'POST', 'order.paid', 'Order paid', '/webhooks/order.paid/post'],
    ]);
  });

  it('reads tags, summary, description, operationId, deprecated, x-hidden and x-excluded', () => {
    const document = {
      paths: {
        '/users/{id}': {
          get: {
            ...ok,
            tags: ['users', 42, 'admin'],
            summary: 'Get user',
            description: 'One user',
            operationId: 'getUser',
            deprecated: true,
            'x-hidden': true,
          },
          delete: { ...ok, 'x-excluded': true, 'x-hidden': 'yes' },
        },
      },
    };
    const [get, remove] = listOperations(document);
    expect(get).toEqual({
      kind: 'operation',
      method: 'GET',
      path: '/users/{id}',
      operationId: 'getUser',
      summary: 'Get user',
      description: 'One user',
      tags: ['users', 'admin'],
      deprecated: true,
      hidden: true,
      excluded: false,
      pointer: '/paths/~1users~1{id}/get',
    });
    // Only a literal `true` hides: a string is not a flag.
    expect(remove).toMatchObject({ tags: [], deprecated: false, hidden: false, excluded: true });
    expect(remove?.docs).toBeUndefined();
  });

  it('reads x-docs, and x-mint as its alias, with x-docs winning field by field', () => {
    const document = {
      paths: {
        '/a': {
          get: { ...ok, 'x-docs': { href: '/custom/page', metadata: { title: 'Custom' }, content: '## Extra' } },
        },
        '/b': { get: { ...ok, 'x-mint': { href: 'legacy/page', metadata: { description: 'd' } } } },
        '/c': { get: { ...ok, 'x-mint': { href: 'old', content: 'kept' }, 'x-docs': { href: 'new' } } },
        '/d': { get: { ...ok, 'x-docs': { href: 3, metadata: 'x' } } },
      },
    };
    expect(listOperations(document).map((o) => o.docs)).toEqual([
      { href: '/custom/page', metadata: { title: 'Custom' }, content: '## Extra' },
      { href: 'legacy/page', metadata: { description: 'd' } },
      { href: 'new', content: 'kept' },
      undefined,
    ]);
  });

  it('follows a path item $ref inside the document, keeping the path as the pointer', () => {
    const document = {
      paths: {
        '/pets': { $ref: '#/components/pathItems/Pets' },
        '/gone': { $ref: '#/components/pathItems/Missing' },
        '/ext': { $ref: 'other.yaml' },
      },
      components: { pathItems: { Pets: { get: ok } } },
    };
    expect(listOperations(document).map((o) => [o.path, o.pointer])).toEqual([['/pets', '/paths/~1pets/get']]);
  });

  it('ignores malformed sections instead of throwing', () => {
    expect(listOperations({ paths: ['x'], webhooks: 'y' })).toEqual([]);
    expect(listOperations({ paths: { '/a': null, '/b': { get: 'nope' } } })).toEqual([]);
  });
});
