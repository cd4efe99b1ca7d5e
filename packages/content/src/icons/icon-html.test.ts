import { describe, expect, it } from 'vitest';
import { iconHtml } from './icon-html.ts';

describe('iconHtml', () => {
  it('gives the same icon for the same request, made once', () => {
    const first = iconHtml({ name: 'book-open' }, 'fontawesome');
    expect(first.html).toMatch(/^<svg /);
    expect(iconHtml({ name: 'book-open' }, 'fontawesome')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('makes a different icon for anything that decides it: library, style, class and name', () => {
    const solid = iconHtml({ name: 'star' }, 'fontawesome');
    const regular = iconHtml({ name: 'star', style: 'regular' }, 'fontawesome');
    const lucide = iconHtml({ name: 'star' }, 'lucide');
    const ownLibrary = iconHtml({ name: 'star', library: 'tabler' }, 'fontawesome');
    const classed = iconHtml({ name: 'star' }, 'fontawesome', 'card-icon');
    const htmls = [solid, regular, lucide, ownLibrary, classed].map((icon) => icon.html);
    expect(new Set(htmls).size).toBe(5);
    expect(classed.html).toContain('card-icon');
    expect(iconHtml({ name: 'no-such-icon-anywhere' }, 'fontawesome').resolution.kind).toBe('unknown');
  });
});
