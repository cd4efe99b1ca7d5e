import { describe, expect, it } from 'vitest';
import { readPageFrame } from './read-page-frame.ts';

describe('readPageFrame', () => {
  it('reads sidebarTitle, icon, tag and mode from front matter', () => {
    expect(
      readPageFrame({
        title: 'Getting started with Acme',
        sidebarTitle: 'Quickstart',
        icon: 'rocket',
        tag: 'NEW',
        mode: 'wide',
      }),
    ).toEqual({
      sidebarTitle: 'Quickstart',
      icon: 'rocket',
      tag: 'NEW',
      mode: 'wide',
    });
    expect(readPageFrame({ icon: { name: 'house', style: 'duotone', library: 'lucide' } })).toEqual({
      icon: { name: 'house', style: 'duotone', library: 'lucide' },
    });
  });

  it('leaves out values of the wrong shape instead of failing', () => {
    expect(readPageFrame({ sidebarTitle: ['x'], icon: { style: 'solid' }, tag: '  ', mode: 'fullscreen' })).toEqual({});
    expect(readPageFrame({ mode: 'default', icon: { name: 'x', library: 'nope' } })).toEqual({ icon: { name: 'x' } });
  });
});
