import { describe, expect, it } from 'vitest';
import { resolveNavigation } from './resolve-navigation.ts';
import { input, page } from './test-input.ts';

describe('front matter hidden and url', () => {
  it('hidden: true keeps a listed page reachable but marks it hidden; url makes its entry a link', () => {
    const result = resolveNavigation(
      input(
        { pages: ['index', 'secret', 'status', 'bad'] },
        {
          pages: [
            page('index'),
            page('secret', { hidden: true }),
            page('status', { url: 'https://status.acme.test' }),
            page('bad', { url: 'javascript:alert(1)', hidden: 'yes' }),
          ],
        },
      ),
    );
    const byPath = new Map(result.pages.map((p) => [p.path, p]));
    expect(byPath.get('secret')?.hidden).toBe(true);
    expect(byPath.get('status')?.url).toBe('https://status.acme.test');
    expect(byPath.get('bad')?.url).toBeUndefined();
    expect(byPath.get('bad')?.hidden).toBeUndefined();
    expect(byPath.get('index')?.hidden).toBeUndefined();
  });
});
