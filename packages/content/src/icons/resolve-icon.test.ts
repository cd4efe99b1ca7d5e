import { describe, expect, it } from 'vitest';
import { renderPage } from '../render-page.ts';
import { closestNames } from './closest-names.ts';
import { readIconSource } from './icon-files.ts';
import { PRO_ICON_ALIASES } from './pro-icon-aliases.ts';
import { resolveIcon } from './resolve-icon.ts';

describe('resolveIcon', () => {
  it('finds a Font Awesome solid icon by default, painted as a fill', () => {
    const icon = resolveIcon({ name: 'rocket' });
    expect(icon).toMatchObject({ kind: 'svg', library: 'fontawesome', set: 'fontawesome/solid', name: 'rocket' });
    if (icon.kind !== 'svg') throw new Error('unreachable');
    expect(icon.shape.paint).toBe('fill');
    expect(icon.shape.shapes[0]?.[0]).toBe('path');
  });

  it('takes the regular set for style regular, and falls back to solid for the paid styles', () => {
    expect(resolveIcon({ name: 'heart', style: 'regular' })).toMatchObject({ set: 'fontawesome/regular' });
    for (const style of ['light', 'thin', 'duotone', 'sharp-solid'])
      expect(resolveIcon({ name: 'heart', style })).toMatchObject({ set: 'fontawesome/solid' });
  });

  it('looks up brands when solid has no such name', () => {
    expect(resolveIcon({ name: 'github' })).toMatchObject({ kind: 'svg', set: 'fontawesome/brands' });
    expect(resolveIcon({ name: 'discord', style: 'solid' })).toMatchObject({ kind: 'svg', set: 'fontawesome/brands' });
  });

  it('reads Lucide and Tabler as outlines, by the default library or the icon’s own', () => {
    const lucide = resolveIcon({ name: 'circle-check' }, 'lucide');
    expect(lucide).toMatchObject({ kind: 'svg', set: 'lucide' });
    if (lucide.kind !== 'svg') throw new Error('unreachable');
    expect(lucide.shape.paint).toBe('stroke');
    expect(lucide.shape.shapes.map(([tag]) => tag)).toEqual(['circle', 'path']);
    const tabler = resolveIcon({ name: 'rocket', library: 'tabler' });
    expect(tabler).toMatchObject({ kind: 'svg', set: 'tabler/outline' });
    // Tabler's invisible bounding-box path is not drawn.
    if (tabler.kind !== 'svg') throw new Error('unreachable');
    expect(tabler.shape.shapes.some(([, attributes]) => attributes.d === 'M0 0h24v24H0z')).toBe(false);
    expect(resolveIcon({ name: 'heart', style: 'filled' }, 'tabler')).toMatchObject({ set: 'tabler/filled' });
  });

  it('reports an unknown name with the closest names of that library', () => {
    expect(resolveIcon({ name: 'rockett' })).toEqual({
      kind: 'unknown',
      library: 'fontawesome',
      name: 'rockett',
      suggestions: ['rocket', 'rocketchat'],
    });
    expect(resolveIcon({ name: 'githb' })).toMatchObject({
      kind: 'unknown',
      suggestions: expect.arrayContaining(['github']),
    });
    expect(closestNames('zzzzzzzz', ['rocket'])).toEqual([]);
  });

  it('never reads a file outside the icon sets', () => {
    // A name with a `/` is a repository path (an image the browser loads), never an icon file.
    for (const name of [
      '../../../package',
      '../solid/rocket',
      'solid/../../package',
      '..',
      'ROCKET/..',
      'rocket/../../x',
    ]) {
      expect(resolveIcon({ name }).kind).not.toBe('svg');
    }
    expect(readIconSource('fontawesome/solid', '../../package')).toBeUndefined();
    expect(readIconSource('lucide', '../package')).toBeUndefined();
  });

  it('draws a name the library lacks (Font Awesome Pro) from another free library that has it', () => {
    expect(resolveIcon({ name: 'sparkles' })).toMatchObject({
      kind: 'svg',
      library: 'lucide',
      name: 'sparkles',
      substituteFor: 'sparkles',
    });
    expect(resolveIcon({ name: 'browser' })).toMatchObject({
      kind: 'svg',
      library: 'tabler',
      set: 'tabler/outline',
      name: 'browser',
      substituteFor: 'browser',
    });
    expect(resolveIcon({ name: 'discord' }, 'lucide')).toMatchObject({
      kind: 'svg',
      library: 'fontawesome',
      set: 'fontawesome/brands',
      name: 'discord',
    });
    // In its own library a name is not a substitute.
    expect(resolveIcon({ name: 'sparkles' }, 'lucide')).not.toHaveProperty('substituteFor');
  });

  it('draws the alias table’s close free icon for Pro names no free library has', () => {
    expect(resolveIcon({ name: 'rocket-launch' })).toMatchObject({
      kind: 'svg',
      library: 'fontawesome',
      set: 'fontawesome/solid',
      name: 'rocket',
      substituteFor: 'rocket-launch',
    });
    expect(resolveIcon({ name: 'message-bot', style: 'duotone' })).toMatchObject({
      kind: 'svg',
      library: 'lucide',
      name: 'bot-message-square',
    });
    expect(resolveIcon({ name: 'square-3' })).toMatchObject({
      kind: 'svg',
      library: 'tabler',
      name: 'square-number-3',
    });
    for (const name of Object.keys(PRO_ICON_ALIASES))
      expect(resolveIcon({ name }), name).toMatchObject({ kind: 'svg', substituteFor: name });
    // Nothing close: still unknown, with suggestions.
    expect(resolveIcon({ name: 'constructor' })).toMatchObject({ kind: 'unknown' });
  });

  it('sends a URL or a path through the URL policy', () => {
    expect(resolveIcon({ name: 'https://example.com/icon.svg' })).toEqual({
      kind: 'image',
      src: 'https://example.com/icon.svg',
    });
    expect(resolveIcon({ name: '/images/x.svg' })).toEqual({ kind: 'image', src: '/images/x.svg' });
    // A path without a leading slash is from the repository root, so nested pages find it too.
    expect(resolveIcon({ name: 'images/x.svg' })).toEqual({ kind: 'image', src: '/images/x.svg' });
    expect(resolveIcon({ name: './images/x.svg' })).toEqual({ kind: 'image', src: '/images/x.svg' });
    expect(resolveIcon({ name: 'javascript:alert(1)' })).toMatchObject({ kind: 'refused' });
    expect(resolveIcon({ name: 'data:image/svg+xml,<svg/>' })).toMatchObject({ kind: 'refused' });
  });
});

describe('icons on a page', () => {
  it('inlines a sanitised SVG in cards, callouts, steps, tabs, accordions and badges, and warns about unknown names', async () => {
    const source = [
      '<Card title="A" icon="rocket">a</Card>',
      '',
      '<Note icon="flag">n</Note>',
      '',
      '<Steps><Step title="s" icon="check">x</Step></Steps>',
      '',
      '<Tabs><Tab title="T" icon="github">t</Tab></Tabs>',
      '',
      '<Accordion title="Q" icon="circle-question">a</Accordion>',
      '',
      'A <Badge icon="star">new</Badge> badge.',
      '',
      '<Card title="B" icon="rockett">b</Card>',
      '',
      '<Card title="C" icon="rocket-launch">c</Card>',
    ].join('\n');
    const page = await renderPage({ file: 'p.mdx', source, lint: false });
    const svgs =
      page.html.match(/<svg class="(?:icon|folio-icon) icon-svg"[^>]*aria-hidden="true"[^>]*><path d="M/g) ?? [];
    expect(svgs).toHaveLength(7);
    expect(page.html).not.toMatch(/<svg[^>]*icon-svg[^>]*>(?:(?!<\/svg>).)*(?:style|class|href)=/s);
    expect(page.html).toContain('<span class="icon" data-icon="rockett" aria-hidden="true"></span>');
    expect(page.diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([
      [
        'CONTENT_ICON_UNKNOWN',
        13,
        1,
        'the icon "rockett" is not in the fontawesome library; closest: "rocket", "rocketchat"; a dot is shown',
      ],
      [
        'CONTENT_ICON_SUBSTITUTED',
        15,
        1,
        'the icon "rocket-launch" is not a free Font Awesome icon (Pro icons cannot be shipped); "rocket" from fontawesome is shown instead',
      ],
    ]);
    expect(page.diagnostics.at(-1)?.severity).toBe('info');
  });

  it('draws from the site’s library and keeps rect geometry through the sanitiser', async () => {
    const page = await renderPage({
      file: 'p.mdx',
      source: '<Card title="A" icon="square">a</Card>',
      lint: false,
      iconLibrary: 'lucide',
    });
    expect(page.html).toContain('data-icon-library="lucide"');
    expect(page.html).toMatch(/<rect width="18" height="18" x="3" y="3" rx="2"/);
  });
});
