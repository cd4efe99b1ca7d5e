import { describe, expect, it } from 'vitest';
import { resolveRefPath } from './resolve-ref-path.ts';

describe('resolveRefPath', () => {
  it.each([
    ['docs.json', './nav/en.json', 'nav/en.json'],
    ['docs.json', 'nav/./en.json', 'nav/en.json'],
    ['nav/en.json', './tabs.json', 'nav/tabs.json'],
    ['nav/en.json', '../shared/a.json', 'shared/a.json'],
    ['a/b/c.json', '../../d.json', 'd.json'],
  ])('from %s, %s is %s', (from, ref, path) => {
    expect(resolveRefPath(from, ref)).toEqual({ ok: true, path });
  });

  it.each([
    ['docs.json', '../x.json', 'outside'],
    ['nav/en.json', '../../x.json', 'outside'],
    ['docs.json', '/abs.json', 'outside'],
    ['docs.json', '\\\\server\\share.json', 'outside'],
    ['docs.json', 'C:\\nav.json', 'outside'],
    ['docs.json', 'http://127.0.0.1/nav.json', 'outside'],
    ['docs.json', 'nav\\en.json', 'invalid'],
    ['docs.json', './', 'invalid'],
    ['docs.json', '   ', 'invalid'],
  ])('from %s, %j is refused (%s)', (from, ref, reason) => {
    expect(resolveRefPath(from, ref)).toMatchObject({ ok: false, reason });
  });
});
