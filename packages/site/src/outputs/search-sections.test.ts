import { describe, expect, it } from 'vitest';
import { searchSections } from './search-sections.ts';

describe('searchSections', () => {
  it('makes one section per ## to #### heading, with its anchor, its full text and its code apart', () => {
    const markdown = [
      'Intro text.',
      '## Install it',
      `Deep ${'words '.repeat(200)}NO_COLOR at the end.`,
      '```sh',
      '## not a heading',
      'npm i folio',
      '```',
      '##### Small heading',
      'Still install.',
      '### Configure',
      'Set `x-api-key`.',
    ].join('\n');
    const sections = searchSections(markdown, [
      { depth: 2, text: 'Install it', id: 'install-it' },
      { depth: 5, text: 'Small heading', id: 'small-heading' },
      { depth: 3, text: 'Configure', id: 'configure' },
    ]);
    expect(sections.map((s) => [s.heading, s.id])).toEqual([
      ['', ''],
      ['Install it', 'install-it'],
      ['Configure', 'configure'],
    ]);
    expect(sections[1]!.text.endsWith('NO_COLOR at the end. Small heading Still install.')).toBe(true);
    expect(sections[1]!.code).toBe('## not a heading npm i folio');
    expect(sections[2]!.text).toBe('Set x-api-key.');
  });

  it('keeps headings without a rendered anchor, linking the page itself', () => {
    expect(searchSections('## Parameters\n\n`id` string', [])).toEqual([
      { heading: 'Parameters', id: '', text: 'id string', code: '' },
    ]);
  });
});
