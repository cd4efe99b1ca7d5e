import { describe, expect, it } from 'vitest';
import { JsonPathSyntaxError, parseJsonPath } from './parse-json-path.ts';
import { JsonPathBudgetError, selectJsonPath } from './select-json-path.ts';

const doc = {
  info: { title: 'Pets', 'x-logo': { url: 'a.png' } },
  tags: [{ name: 'pets', description: 'old' }, { name: 'internal' }, { name: 'stores', 'x-internal': true }],
  paths: {
    '/pets': {
      get: {
        operationId: 'list',
        parameters: [
          { name: 'limit', in: 'query' },
          { name: 'filter', in: 'query' },
        ],
      },
      post: { operationId: 'create', 'x-internal': true },
    },
    '/pets/{id}': { get: { operationId: 'read', parameters: [{ name: 'filter', in: 'header' }] } },
  },
};
const values = (expression: string) =>
  selectJsonPath(doc, parseJsonPath(expression), { remaining: 10_000 }).map((node) => node.value);
const keys = (expression: string) =>
  selectJsonPath(doc, parseJsonPath(expression), { remaining: 10_000 }).map((node) => node.key);

describe('JSONPath (RFC 9535 subset of Overlay targets)', () => {
  it('selects the root, children by name in both notations, and indices from either end', () => {
    expect(values('$')).toEqual([doc]);
    expect(values('$.info.title')).toEqual(['Pets']);
    expect(values("$.paths['/pets'].get.operationId")).toEqual(['list']);
    expect(values('$["info"]["x-logo"].url')).toEqual(['a.png']);
    expect(values('$.tags[0].name')).toEqual(['pets']);
    expect(values('$.tags[-1].name')).toEqual(['stores']);
    expect(values('$.tags[7]')).toEqual([]);
    expect(values('$.nothing.here')).toEqual([]);
  });

  it('wildcards and descendants, in document order', () => {
    expect(values('$.paths.*.get.operationId')).toEqual(['list', 'read']);
    expect(values('$.paths[*].*.operationId')).toEqual(['list', 'create', 'read']);
    expect(values('$..operationId')).toEqual(['list', 'create', 'read']);
    expect(values("$..parameters[?@.name == 'filter'].in")).toEqual(['query', 'header']);
    expect(keys('$.info.*')).toEqual(['title', 'x-logo']);
  });

  it('filters by equality, inequality, existence and && of them', () => {
    expect(values("$.tags[?@.name == 'internal']")).toEqual([{ name: 'internal' }]);
    expect(values("$.tags[?@.name != 'pets'].name")).toEqual(['internal', 'stores']);
    expect(values('$.tags[?@.x-internal == true].name')).toEqual(['stores']);
    expect(values('$.tags[?@.description].name')).toEqual(['pets']);
    expect(values('$..[?@.x-internal == true].operationId')).toEqual(['create']);
    expect(values("$.paths.*.get.parameters[?@.name == 'filter' && @.in == 'query'].in")).toEqual(['query']);
  });

  it('reads own properties only', () => {
    expect(values('$.__proto__')).toEqual([]);
    expect(values('$.info.constructor')).toEqual([]);
    expect(values("$.tags[?@['constructor'] == 1]")).toEqual([]);
  });

  it('reports syntax errors with the offset of the offending character', () => {
    for (const [expression, offset] of [
      ['paths', 0],
      ['$.paths[', 8],
      ['$.paths[/pets]', 8],
      ['$.tags[?@.name == pets]', 18],
      ["$.a['b", 6],
      ['$.9a', 2],
      ['$.a b', 4],
    ] as const) {
      let caught: unknown;
      try {
        parseJsonPath(expression);
      } catch (error) {
        caught = error;
      }
      expect(caught, expression).toBeInstanceOf(JsonPathSyntaxError);
      expect((caught as JsonPathSyntaxError).offset, expression).toBe(offset);
    }
  });

  it('stops when a query visits more nodes than its budget', () => {
    expect(() => selectJsonPath(doc, parseJsonPath('$..*'), { remaining: 10 })).toThrow(JsonPathBudgetError);
  });
});
