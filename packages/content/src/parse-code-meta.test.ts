import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from './parse-code-meta.ts';

describe('parseCodeMeta', () => {
  it.each([
    ['index.js {1,3-5} lines', { title: 'index.js', lines: true, highlight: [1, 3, 4, 5] }],
    ['title="My app" icon="python" focus={2}', { title: 'My app', icon: 'python', focus: [2] }],
    ['expandable wrap', { wrap: true, expandable: true }],
    ['[expandable]', { expandable: true }],
    ['highlight="1,3" focus="2-4" nocopy', { nocopy: true, highlight: [1, 3], focus: [2, 3, 4] }],
    ['highlight={2,4}', { highlight: [2, 4] }],
    ['My File.js', { title: 'My File.js' }],
    ['lines=false wrap=true', { lines: false, wrap: true }],
    ["title='a \\' b'", { title: "a ' b" }],
    ['Request 2 {2}', { title: 'Request 2', highlight: [2] }],
    ['twoslash', {}],
    ['', {}],
  ])('reads %j as the format does', (meta, expected) => {
    expect(parseCodeMeta(meta)).toEqual(expected);
  });

  it('keeps unknown words in the title and an explicit title over them', () => {
    expect(parseCodeMeta('src/app.ts theme=dark')).toEqual({
      title: 'src/app.ts theme=dark'.replace(' theme=dark', ''),
    });
    expect(parseCodeMeta('ignored words title="Real"')).toEqual({ title: 'Real' });
  });

  it('bounds a line range that would never end', () => {
    const { highlight } = parseCodeMeta('{1-99999999}');
    expect(highlight).toHaveLength(10_000);
    expect(parseCodeMeta('{5-2,x,0}')).toEqual({});
  });
});
