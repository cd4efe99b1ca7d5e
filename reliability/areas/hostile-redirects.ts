// Hostile requests against a site's own redirect rules (issue 13): `/old/:slug*` → `/new/:slug*`
// once turned `GET /old/%E2%82%AC` into a Location Node refused (an unhandled rejection stopped the
// edge), and `/docs/:slug*` → `/:slug*` sent `GET /docs//evil.example/x` to `//evil.example/x`.
import { validateHeaderValue } from 'node:http';
import { AreaRecorder, type AreaResult } from '../lib/area-result.ts';
import { docsSite, type RepoFile } from '../lib/git-repo.ts';
import { rawHeader, rawHttp, rawStatus } from '../lib/raw-http.ts';
import { siteHost, type Platform } from '../lib/start-platform.ts';
import { createRandom } from '../../test/helpers/seeded-random.ts';

/** The redirect rules of the site under test, as a tenant writes them in docs.json. */
const HOSTILE_REDIRECT_RULES = [
  { source: '/old/:slug*', destination: '/new/:slug*' },
  { source: '/docs/:slug*', destination: '/:slug*' },
];

/** A docs site carrying `marker`, with {@link HOSTILE_REDIRECT_RULES}. */
export function redirectSite(marker: string): Record<string, RepoFile> {
  const files = docsSite(marker);
  const config = JSON.parse(files['docs.json'] as string) as Record<string, unknown>;
  files['docs.json'] = JSON.stringify({ ...config, redirects: HOSTILE_REDIRECT_RULES });
  return files;
}

/** The paths the issue names, then `fuzz` seeded random ones (percent escapes, controls, `//`, `\`). */
export function hostileRedirectPaths(fuzz: number, seed = 13): string[] {
  const named = [
    '/old/%E2%82%AC',
    '/old/%01',
    '/old/%00',
    '/old/%0d%0aSet-Cookie:%20x=1',
    '/old/%ff',
    '/old/%ED%A0%80',
    '/old/%C0%AF',
    '/old/%E2%80%AE',
    '/old/a?next=//evil.example',
    '/old/%3F%23',
    '/old//evil.example',
    '/old/%2F%2Fevil.example',
    '/docs//evil.example/x',
    '/docs/%2F%2Fevil.example',
    '/docs/\\evil.example',
    '/docs/%5Cevil.example',
    '/docs/%5C%5Cevil.example',
    '/docs/\\/evil.example',
    '/docs//\\evil.example',
    '/docs/%2F%5Cevil.example',
    '/docs/%09/evil.example',
    '/docs/%0A/evil.example',
    '/docs///evil.example',
    '/docs/https:%2F%2Fevil.example',
    '/docs/https://evil.example',
    '/docs/javascript:alert(1)',
    '/docs/%2e%2e/%2e%2e/evil',
    '/docs/@evil.example',
    '/docs/%40evil.example',
    '/docs',
    '/docs/',
    '/old',
    '/old/',
  ];
  const pieces = [
    '//',
    '\\',
    '%2F',
    '%2f',
    '%5C',
    '%5c',
    '%2e',
    '..',
    'evil.example',
    ':',
    '@',
    '%3A',
    '%40',
    '?',
    '#',
    '%3F',
    '%23',
    '%25',
    '%',
    '%E2%82%AC',
    '%F0%9F%98%80',
    '%ED%A0%80',
    '%C0%AE',
    '~',
    ';',
    '&',
    '=',
    '+',
    '$',
    '!',
    '*',
    "'",
    '(',
    ')',
    ',',
    '[',
    ']',
    '{',
    '}',
    '|',
    '^',
    '`',
    '"',
    '<',
    '>',
  ];
  // The same paths every run, so a failure can be replayed.
  const { next, pick } = createRandom(seed);
  const fuzzed: string[] = [];
  for (let i = 0; i < fuzz; i++) {
    let path = pick(['/old/', '/docs/', '/old', '/docs']);
    const count = 1 + Math.floor(next() * 6);
    for (let j = 0; j < count; j++) {
      const kind = next();
      if (kind < 0.35)
        path += `%${Math.floor(next() * 256)
          .toString(16)
          .padStart(2, '0')}`;
      else if (kind < 0.8) path += pick(pieces);
      else path += String.fromCharCode(0x21 + Math.floor(next() * 94)).replace(/[%\\]/, 'x');
    }
    fuzzed.push(path);
  }
  return [...named, ...fuzzed];
}

/**
 * The verdict on one answer: `null` when the edge answered 404, or a redirect whose Location Node
 * accepts as a header value and that a browser resolves to the site's own origin; else why not.
 */
export function judgeRedirectAnswer(status: number, location: string | undefined, origin: string): string | null {
  if (status === 404) return null;
  if (status === 0) return 'no answer (the edge closed the connection or died)';
  if (status < 300 || status > 308) return `HTTP ${status}, expected a redirect or 404`;
  if (location === undefined || location === '') return `HTTP ${status} without a Location`;
  try {
    validateHeaderValue('location', location);
  } catch {
    return `Location ${JSON.stringify(location)} is not a valid header value`;
  }
  // As a browser reads it: `//host`, `/\host` and `\\host` leave the site.
  let target: URL;
  try {
    target = new URL(location, `${origin}/`);
  } catch {
    return `Location ${JSON.stringify(location)} is not a URL a browser can follow`;
  }
  if (target.origin !== origin) return `Location ${JSON.stringify(location)} leaves the site for ${target.origin}`;
  return null;
}

/** One row: every path answered on the redirect site, then the services still up. */
export async function hostileRedirects(platform: Platform, site: { slug: string }): Promise<AreaResult> {
  const area = new AreaRecorder('hostile redirects (issue 13)');
  const host = siteHost(site.slug);
  const origin = `http://${host}`;
  const counts = new Map<number, number>();
  const paths = hostileRedirectPaths(400);
  for (const path of paths) {
    const answer = await rawHttp(
      platform.edgePort,
      `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    );
    const status = rawStatus(answer);
    counts.set(status, (counts.get(status) ?? 0) + 1);
    const why = judgeRedirectAnswer(status, rawHeader(answer, 'location'), origin);
    // A request line Node's HTTP parser refuses (400, before the edge sees it) is answered too.
    const refusedByParser = status === 400 && !answer.includes('content-security-policy');
    const down = await platform.servicesDown();
    area.crash(down, `GET ${path}`);
    area.check(`GET ${path} → ${status}`, (why === null || refusedByParser) && down.length === 0, why ?? '');
  }
  // The rules still work for an ordinary path (the walls did not turn redirects off).
  const plain = await rawHttp(
    platform.edgePort,
    `GET /docs/page-1 HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
  );
  const plainLocation = rawHeader(plain, 'location') ?? '';
  area.check(
    'GET /docs/page-1 still redirects to /page-1',
    rawStatus(plain) >= 301 &&
      rawStatus(plain) <= 308 &&
      URL.canParse(plainLocation, `${origin}/`) &&
      new URL(plainLocation, `${origin}/`).pathname === '/page-1',
    `HTTP ${rawStatus(plain)} ${plainLocation}`,
  );
  area.result.figures = {
    paths: paths.length,
    answers: [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' '),
  };
  return area.result;
}
