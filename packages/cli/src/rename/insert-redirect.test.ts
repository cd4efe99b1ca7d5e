import { describe, expect, it } from 'vitest';
import { insertRedirect } from './insert-redirect.ts';

const entry = { source: '/old', destination: '/new' };
const apply = (text: string, edit: { start: number; end: number; replacement: string } | undefined) =>
  edit === undefined ? undefined : text.slice(0, edit.start) + edit.replacement + text.slice(edit.end);

describe('insertRedirect', () => {
  it('puts the redirect first in an existing list, in the indentation of its items', () => {
    const text = '{\n  "name": "A",\n  "redirects": [\n    { "source": "/a", "destination": "/b" }\n  ]\n}\n';
    const edit = insertRedirect(text, entry, {
      redirectsAt: { file: 'docs.json', line: 3, column: 16 },
      rootAt: { file: 'docs.json', line: 1, column: 1 },
    });
    expect(apply(text, edit)).toBe(
      '{\n  "name": "A",\n  "redirects": [\n    { "source": "/old", "destination": "/new" },\n    { "source": "/a", "destination": "/b" }\n  ]\n}\n',
    );
  });

  it('fills an empty list', () => {
    const text = '{\n  "redirects": []\n}';
    const edit = insertRedirect(text, entry, {
      redirectsAt: { file: 'docs.json', line: 2, column: 16 },
      rootAt: { file: 'docs.json', line: 1, column: 1 },
    });
    expect(apply(text, edit)).toBe('{\n  "redirects": [\n    { "source": "/old", "destination": "/new" }\n  ]\n}');
  });

  it('adds the key after the last setting, with the file’s indentation, when there is none', () => {
    const text = '{\n\t"name": "A"\n}\n';
    const edit = insertRedirect(text, entry, {
      redirectsAt: undefined,
      rootAt: { file: 'docs.json', line: 1, column: 1 },
    });
    expect(apply(text, edit)).toBe(
      '{\n\t"name": "A",\n\t"redirects": [\n\t\t{ "source": "/old", "destination": "/new" }\n\t]\n}\n',
    );
  });

  it('gives up when the text is not where the positions say', () => {
    expect(
      insertRedirect('{ "a": 1 }', entry, {
        redirectsAt: { file: 'docs.json', line: 1, column: 4 },
        rootAt: undefined,
      }),
    ).toBeUndefined();
  });
});
