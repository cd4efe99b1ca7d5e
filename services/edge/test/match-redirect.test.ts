// The redirect matcher against hostile request paths: every location it gives must be one Node
// writes (`validateHeaderValue`) and, for a rule whose destination is a path, a path on the same
// site as a browser reads it. The fuzz is seeded: a failure names its input and replays exactly.
import { validateHeaderValue } from 'node:http';
import { matchRedirect, type SiteManifest } from '@folio/deployment';
import { buildManifest } from '@folio/site';
import { describe, expect, it } from 'vitest';
import { resolveRequestPath } from '../src/serving/resolve-request-path.ts';
import { createRandom as createSeededRandom } from '../../../test/helpers/seeded-random.ts';

type Redirect = SiteManifest['redirects'][number];

const RULES: Redirect[] = [
  { source: '/old/:slug*', destination: '/new/:slug*' },
  { source: '/docs/:slug*', destination: '/:slug*' },
  { source: '/blog/:a/:b', destination: '/:b/:a', permanent: false },
  { source: '/w/*', destination: '/*' },
  { source: '/q/:p*', destination: '/found?from=:p*#:p*' },
  { source: '/deep/*/:p', destination: '/:p/*' },
  { source: '/cafe/:p*', destination: '/café/:p*' },
  { source: '/sp/:p', destination: '/a b/\\:p' },
  { source: '/ext/:p*', destination: 'https://example.com/:p*' },
  { source: '/host/:h', destination: 'https://:h.example.com/' },
  { source: '/:rest*', destination: '/:rest*' },
];
/** A float source in [0, 1) for `seed`: the same sequence on every machine. */
const createRandom = (seed: number): (() => number) => createSeededRandom(seed).next;

const SAME_SITE = RULES.filter((rule) => rule.destination.startsWith('/'));
const EXTERNAL = RULES.filter((rule) => !rule.destination.startsWith('/'));
const SITE = 'https://docs.site.test';

const PIECES = [
  '/',
  '//',
  '///',
  '\\',
  '/\\',
  '\\/',
  '.',
  '..',
  '%',
  '%2',
  '%25',
  '%2F',
  '%5C',
  '%2f%2f',
  '%00',
  '%0A',
  '%E2%82%AC',
  '%C3',
  '%FF',
  '?',
  '#',
  ':',
  '@',
  '*',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u007f',
  '\u0085',
  '€',
  'é',
  '😀',
  '\ud800',
  '\udc00',
  '\u2028',
  '\ufeff',
  'evil.example',
  'http:',
  'javascript:',
  'a',
  'b',
];
const PREFIXES = [
  '/old/',
  '/docs/',
  '/docs//',
  '/docs/\\',
  '/blog/',
  '/w/',
  '/q/',
  '/deep/x/',
  '/cafe/',
  '/sp/',
  '/ext/',
  '/host/',
  '/',
  '',
];

function randomText(random: () => number): string {
  let text = PREFIXES[Math.floor(random() * PREFIXES.length)]!;
  const count = Math.floor(random() * 8);
  for (let i = 0; i < count; i++) {
    const roll = random();
    if (roll < 0.5) text += PIECES[Math.floor(random() * PIECES.length)]!;
    else if (roll < 0.8)
      text += String.fromCharCode(Math.floor(random() * 256)); // one random byte
    else text += String.fromCharCode(Math.floor(random() * 0x10000)); // any UTF-16 unit, surrogates too
  }
  return text;
}

/** A location Node writes, and that a browser on our site reads as a path here (`external`: on example.com). */
function expectSafe(location: string, input: string, external = false): void {
  const label = JSON.stringify(input);
  expect(() => validateHeaderValue('location', location), label).not.toThrow();
  if (external) {
    expect(new URL(location).origin, label).toBe('https://example.com');
    return;
  }
  expect(location, label).toMatch(/^\/(?![/\\])/);
  expect(new URL(location, SITE).origin, label).toBe(SITE);
}

describe('matchRedirect', () => {
  const match = (path: string) => matchRedirect(RULES, path)?.location;

  it('encodes substituted values, so Node accepts every Location header', () => {
    expect(match('/old/€')).toBe('/new/%E2%82%AC');
    expect(match('/old/\u0001')).toBe('/new/%01');
    expect(match('/old/50%')).toBe('/new/50%25');
    expect(match('/old/a?b#c d')).toBe('/new/a%3Fb%23c%20d');
    expect(match('/old/a/b/c')).toBe('/new/a/b/c');
    expect(match('/old/\ud800')).toBe('/new/%EF%BF%BD');
  });

  it('encodes the literal destination as written, keeping its valid escapes', () => {
    expect(match('/cafe/x')).toBe('/caf%C3%A9/x');
    expect(match('/sp/x')).toBe('/a%20b/%5Cx');
    expect(matchRedirect([{ source: '/a', destination: '/b%20c/100%' }], '/a')?.location).toBe('/b%20c/100%25');
  });

  it('never sends a same-site rule to another host', () => {
    expect(match('/docs//evil.example/x')).toBe('/evil.example/x');
    expect(match('/docs///evil.example')).toBe('/evil.example');
    expect(match('/docs/\\evil.example')).toBe('/%5Cevil.example');
    expect(match('/w//evil.example')).toBe('/evil.example');
    expect(match('//evil.example')).toBe('/evil.example');
    expect(matchRedirect([{ source: '/a', destination: '//evil.example' }], '/a')?.location).toBe('/evil.example');
  });

  it('keeps external destinations on their host, and refuses a parameter in the host', () => {
    expect(match('/ext/a b')).toBe('https://example.com/a%20b');
    expect(match('/ext//evil.example')).toBe('https://example.com//evil.example');
    expect(matchRedirect(EXTERNAL, '/host/evil')).toBeNull();
    expect(matchRedirect([{ source: '/a', destination: 'evil.example/:x' }], '/a')).toBeNull();
  });

  it('survives thousands of hostile paths: no throw, valid headers, same-site paths stay on the site', () => {
    const random = createRandom(0xf0110);
    for (let i = 0; i < 6_000; i++) {
      const path = randomText(random);
      for (const [rules, external] of [
        [SAME_SITE, false],
        [EXTERNAL, true],
      ] as const) {
        let result: ReturnType<typeof matchRedirect> = null;
        expect(() => (result = matchRedirect(rules, path)), JSON.stringify(path)).not.toThrow();
        if (result !== null) expectSafe((result as { location: string }).location, path, external);
      }
    }
  });
});

describe('resolveRequestPath with redirects', async () => {
  const { manifest } = await buildManifest([
    { path: 'index.html', urlPath: '/', contentType: 'text/html', body: 'home' },
    { path: 'a/index.html', urlPath: '/a', contentType: 'text/html', body: 'a' },
    { path: '404.html', urlPath: '/404', contentType: 'text/html', body: 'missing' },
    {
      path: '_folio/redirects.json',
      urlPath: '/_folio/redirects.json',
      contentType: 'application/json',
      body: JSON.stringify(RULES.slice(0, -1)),
    },
  ]);

  it('encodes a query it copies into the Location', () => {
    expect(resolveRequestPath(manifest, '/old/x', '?q=€ "x"')).toMatchObject({
      location: '/new/x?q=%E2%82%AC%20%22x%22',
    });
    expect(resolveRequestPath(manifest, '/a/', '?q=%41%zz\u0001')).toMatchObject({ location: '/a?q=%41%25zz%01' });
  });

  it('survives thousands of hostile raw request targets', () => {
    const random = createRandom(0x5eed);
    for (let i = 0; i < 6_000; i++) {
      const rawPath = randomText(random);
      const rawQuery = random() < 0.3 ? `?${randomText(random)}` : '';
      let resolution: ReturnType<typeof resolveRequestPath> | undefined;
      expect(
        () => (resolution = resolveRequestPath(manifest, rawPath, rawQuery)),
        JSON.stringify([rawPath, rawQuery]),
      ).not.toThrow();
      if (resolution?.kind !== 'redirect') continue;
      expectSafe(resolution.location, rawPath + rawQuery, resolution.location.startsWith('https:'));
    }
  });
});
