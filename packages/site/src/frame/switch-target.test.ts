import { describe, expect, it } from 'vitest';
import type { NavNode } from './nav-tree.ts';
import { switchTarget } from './switch-target.ts';

const node = (key: string, pages: string[]): NavNode => ({
  kind: 'version',
  label: key,
  key,
  hidden: false,
  children: [],
  sidebar: [],
  pages,
});

describe('switchTarget', () => {
  it('keeps the page when the target has it under its own key', () => {
    expect(
      switchTarget(
        'en/guides/setup',
        node('en', ['en/intro', 'en/guides/setup']),
        node('fr', ['fr/intro', 'fr/guides/setup']),
      ),
    ).toBe('fr/guides/setup');
  });
  it('maps common folders when labels differ from folders', () => {
    expect(
      switchTarget('v2/api/auth', node('v2.0', ['v2/intro', 'v2/api/auth']), node('v1.0', ['v1/intro', 'v1/api/auth'])),
    ).toBe('v1/api/auth');
  });
  it('keeps a page shared by both', () => {
    expect(switchTarget('shared/faq', node('v2', ['v2/a', 'shared/faq']), node('v1', ['v1/a', 'shared/faq']))).toBe(
      'shared/faq',
    );
  });
  it("falls back to the target's first page", () => {
    expect(switchTarget('v2/new-feature', node('v2', ['v2/a', 'v2/new-feature']), node('v1', ['v1/a', 'v1/b']))).toBe(
      'v1/a',
    );
    expect(switchTarget('v2/a', node('v2', ['v2/a']), node('v1', []))).toBeUndefined();
  });
});
