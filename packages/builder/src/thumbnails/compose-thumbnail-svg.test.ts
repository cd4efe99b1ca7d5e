import { describe, expect, it } from 'vitest';
import { composeThumbnailSvg, type ThumbnailCard } from './compose-thumbnail-svg.ts';
import type { FontMetrics } from './font-metrics.ts';
import { interFont } from './thumbnail-font.ts';
import { wrapText } from './wrap-text.ts';

/** Every character 10 units wide: widths easy to reason about. */
const mono: FontMetrics = { family: 'Mono', measure: (text, size) => [...text].length * size * 0.5 };
const width = (text: string) => [...text].length * 10;

function card(overrides: Partial<ThumbnailCard> = {}): ThumbnailCard {
  return {
    siteName: 'Acme',
    title: 'Title',
    appearance: 'light',
    accent: '#0D9373',
    font: { family: 'Mono', regular: mono, bold: mono },
    ...overrides,
  };
}

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

describe('wrapText', () => {
  it('breaks at spaces, never wider than the line', () => {
    expect(wrapText('one two three four', 100, 3, width)).toEqual(['one two', 'three four']);
  });

  it('ellipsises after the last line, at a word end when that keeps most of the line', () => {
    expect(wrapText('alpha beta gamma delta', 160, 1, width)).toEqual(['alpha beta…']);
    expect(wrapText('alpha beta gamma delta epsilon zeta eta', 110, 2, width)).toEqual(['alpha beta', 'gamma delt…']);
    expect(wrapText('alpha beta gamma delta epsilon zeta eta', 130, 2, width)).toEqual(['alpha beta', 'gamma delta…']);
  });

  it('splits a word longer than a line inside the word', () => {
    expect(wrapText('Supercalifragilistic', 100, 3, width)).toEqual(['Supercalif', 'ragilistic']);
    expect(wrapText('Supercalifragilisticexpialidocious', 100, 2, width)).toEqual(['Supercalif', 'ragilisti…']);
  });

  it('measures with the font: Inter wraps a long title into at most three lines', () => {
    const inter = interFont();
    const lines = wrapText(
      'Authenticate requests with API keys, OAuth 2.0 client credentials and signed webhooks in every SDK',
      1040,
      3,
      (text) => inter.bold.measure(text, 64),
    );
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(inter.bold.measure(line, 64)).toBeLessThanOrEqual(1040);
    expect(lines[2]).toMatch(/…$/);
  });
});

describe('composeThumbnailSvg', () => {
  it('escapes the tenant text as data: markup in a title stays text', () => {
    const svg = composeThumbnailSvg(
      card({
        siteName: 'A & B',
        eyebrow: '<Guides>',
        title: '</text><script>alert(1)</script>',
        description: 'Say "hi" \'there\'',
      }),
    );
    expect(svg).not.toContain('<script>');
    expect(texts(svg)).toEqual([
      'A &amp; B',
      '&lt;GUIDES&gt;',
      '&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
      'Say &quot;hi&quot; &#39;there&#39;',
    ]);
  });

  // The accent is a `HexColor` by type: docs-config rejects any other colour (read-color.test.ts).
  it('drops characters XML forbids, and never lets an image URL break out of its attribute', () => {
    const svg = composeThumbnailSvg(
      card({
        title: 'Bell\u0007 and \ud800lone',
        logo: 'data:image/png;base64,AA"/><script/>',
      }),
    );
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for the control characters XML forbids
    expect(svg).not.toMatch(/[\u0000-\u0008\ud800]/);
    expect(svg).not.toContain('<script');
  });

  it('writes the logo instead of the site name when there is one, and the background under a veil', () => {
    const withLogo = composeThumbnailSvg(
      card({ logo: 'data:image/svg+xml;base64,AA', background: 'data:image/png;base64,BB' }),
    );
    expect(texts(withLogo)).toEqual(['Title']);
    expect(withLogo).toContain('href="data:image/png;base64,BB"');
    expect(withLogo).toContain('url(#veil)');
    expect(texts(composeThumbnailSvg(card()))).toEqual(['Acme', 'Title']);
  });

  it('wraps the title to three lines and the description to two', () => {
    const svg = composeThumbnailSvg(card({ title: 'word '.repeat(200), description: 'text '.repeat(200) }));
    const lines = texts(svg);
    expect(lines.filter((line) => line!.startsWith('word'))).toHaveLength(3);
    expect(lines.filter((line) => line!.startsWith('text'))).toHaveLength(2);
  });

  it("draws an API page's request line between title and description: the method badge and the path, escaped", () => {
    const svg = composeThumbnailSvg(
      card({ title: 'Find <pets>', endpoint: { method: 'get', path: '/search/<term>&more' }, description: 'Finds.' }),
    );
    expect(svg).not.toContain('<term>');
    expect(texts(svg)).toEqual(['Acme', 'Find &lt;pets&gt;', 'GET', '/search/&lt;term&gt;&amp;more', 'Finds.']);
    expect(svg).toContain('fill="#dcfce7"');
    const channel = composeThumbnailSvg(card({ endpoint: { path: 'pets.{id}.adopted' } }));
    expect(texts(channel)).toEqual(['Acme', 'Title', 'pets.{id}.adopted']);
    expect(channel).not.toContain('<rect x="80"');
  });
});
