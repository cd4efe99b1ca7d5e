// Area 1: hostile repositories. One site first serves a good deployment; each case pushes a hostile
// commit, which must end (succeed with a diagnostic, or fail with a reason) within its time limit
// without leaking anything from outside the checkout; then a good commit must build and be served
// by the same worker process (it stayed healthy) and every service still answer its health route.
// Content cases also read the published site: no script URL in any attribute, the CSP on HTML and
// on SVG, one attempt per build.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  expansionBombTree,
  linkedFolderTree,
  linkThenFileTree,
} from '../../services/worker/test/helpers/hostile-trees.ts';
import { AreaRecorder, type AreaResult } from '../lib/area-result.ts';
import { startCanary } from '../lib/canary.ts';
import { docsSite, type RepoFile } from '../lib/git-repo.ts';
import { findScriptUrls } from '../lib/find-script-urls.ts';
import { readLiveSite } from '../lib/read-live-site.ts';
import { siteHost, startPlatform } from '../lib/start-platform.ts';
import { imageBombCases } from './image-bombs.ts';
import type { EndedBuild, HostileRepoCase, OutsideTarget, PublishedSite } from '../lib/hostile-repo-case.ts';

const docsJson = (extra: Record<string, unknown>) =>
  JSON.stringify({
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Hostile',
    colors: { primary: '#0E7C66' },
    navigation: { groups: [{ group: 'Docs', pages: ['index'] }] },
    ...extra,
  });
const index = '---\ntitle: Home\n---\n\nHello.\n';
const CANARY = 'canary: never overwritten';
/** The policy a repository SVG must be served with (issue 13), as the edge writes it. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const hasCode = (build: EndedBuild, pattern: RegExp) =>
  build.diagnostics.some((d) => pattern.test(d.code) || pattern.test(d.message));
const endedWithReason = (build: EndedBuild) =>
  build.status === 'succeeded' || (build.status === 'failed' && (build.error_message ?? '').length > 0)
    ? null
    : `status ${build.status}, no reason`;
const CONTROL = String.fromCharCode(1);
const isHtml = (path: string, bytes: Buffer) =>
  path.endsWith('.html') || /^\s*<!doctype html/i.test(bytes.subarray(0, 64).toString());
const diagnosticOn = (build: EndedBuild, code: string, file: string) =>
  build.diagnostics.some((d) => d.code === code && (d.file ?? '').endsWith(file));
/** Problems common to the content cases: a build that took more than one attempt, HTML without the site's CSP. */
async function contentProblems(published: PublishedSite, pages: string[]): Promise<string[]> {
  const problems: string[] = [];
  if (published.attempts.length !== 1 || !/^report succeeded /.test(published.attempts[0] ?? ''))
    problems.push(`attempts: ${published.attempts.join(', ') || 'none reported'}`);
  for (const path of pages) {
    const answer = await published.get(path);
    const csp = String(answer.headers['content-security-policy'] ?? '');
    if (
      !/^text\/html/.test(String(answer.headers['content-type'])) ||
      !csp.includes("script-src 'self'") ||
      !csp.includes('frame-ancestors')
    ) {
      problems.push(
        `GET ${path}: HTTP ${answer.status} ${answer.headers['content-type']} without the site's Content-Security-Policy`,
      );
    }
  }
  return problems;
}
const billionLaughs = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...'bcdefghij'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefghij'[i]}`).join(',')}]`),
].join('\n');

/** The cases; `full` adds the 100,000-file and 500 MB repositories (slow to create). */
function hostileRepoCases(full: boolean): HostileRepoCase[] {
  const cases: HostileRepoCase[] = [
    {
      name: 'symlinks out of the checkout',
      files: () => ({
        'docs.json': docsJson({}),
        'index.mdx': index,
        'secret.mdx': { symlink: '/etc/passwd' },
        'logo.txt': { symlink: '../../../../../../etc/passwd' },
        etc: { symlink: '/etc' },
      }),
      verdict: (b) =>
        endedWithReason(b) ??
        (b.status === 'failed' || hasCode(b, /SYMLINK/) ? null : 'no diagnostic about the symbolic links'),
    },
    {
      name: '.. and odd Unicode paths',
      files: () => ({
        'docs.json': docsJson({
          navigation: {
            groups: [
              {
                group: 'Docs',
                pages: [
                  'index',
                  '../../etc/passwd',
                  '..%2f..%2fetc%2fpasswd',
                  'ünï/cöde\u0301',
                  'rtl\u202etxt.mdx',
                  'zero\u200bwidth',
                  '/etc/passwd',
                  'C:\\Windows\\win.ini',
                ],
              },
            ],
          },
        }),
        'index.mdx': index,
        'ünï/cöde\u0301.mdx': '---\ntitle: NFD\n---\n\nDecomposed.\n',
        'rtl\u202etxt.mdx.mdx': '---\ntitle: RTL\n---\n\nRight to left.\n',
        'zero\u200bwidth.mdx': '---\ntitle: ZW\n---\n\nZero width.\n',
        '..foo.mdx': '---\ntitle: dots\n---\n\nDots.\n',
        '%2e%2e/x.mdx': '---\ntitle: enc\n---\n\nEncoded.\n',
        '😀/emoji.mdx': '---\ntitle: Emoji\n---\n\nEmoji.\n',
      }),
      verdict: (b) =>
        endedWithReason(b) ??
        (b.status === 'failed' || hasCode(b, /NAV_|PAGE|PATH/)
          ? null
          : 'no diagnostic for the ".." navigation entries'),
    },
    {
      name: 'MDX nested 10,000 deep',
      files: () => ({
        'docs.json': docsJson({}),
        'index.mdx': `---\ntitle: Deep\n---\n\n${'<div>'.repeat(10_000)}x${'</div>'.repeat(10_000)}\n\n${'> '.repeat(10_000)}quote\n\n${'- '.repeat(5_000)}list\n`,
      }),
      verdict: (b) =>
        endedWithReason(b) ??
        (b.status === 'failed' || b.diagnostics.length > 0 ? null : 'no diagnostic for the nesting'),
    },
    {
      name: 'YAML alias bomb in front matter',
      files: () => ({ 'docs.json': docsJson({}), 'index.mdx': `---\ntitle: Bomb\n${billionLaughs}\n---\n\nBoom.\n` }),
      verdict: (b) =>
        endedWithReason(b) ??
        (b.status === 'failed' || b.diagnostics.length > 0 ? null : 'no diagnostic for the alias bomb'),
    },
    {
      name: 'YAML alias bomb in an OpenAPI document',
      files: () => ({
        'docs.json': docsJson({
          navigation: {
            groups: [
              { group: 'Docs', pages: ['index'] },
              { group: 'API', openapi: 'openapi.yaml' },
            ],
          },
        }),
        'index.mdx': index,
        'openapi.yaml': `openapi: 3.0.3\ninfo:\n  title: Bomb\n  version: "1"\nx-bomb:\n${billionLaughs
          .split('\n')
          .map((l) => `  ${l}`)
          .join('\n')}\npaths: {}\n`,
      }),
      verdict: (b) =>
        endedWithReason(b) ??
        (b.status === 'failed' || b.diagnostics.length > 0 ? null : 'no diagnostic for the alias bomb'),
    },
    {
      name: 'circular $ref in OpenAPI',
      files: () => ({
        'docs.json': docsJson({
          navigation: {
            groups: [
              { group: 'Docs', pages: ['index'] },
              { group: 'API', openapi: 'openapi.yaml' },
              { group: 'API 2', openapi: 'a.yaml' },
            ],
          },
        }),
        'index.mdx': index,
        'openapi.yaml':
          'openapi: 3.0.3\ninfo: {title: Loop, version: "1"}\npaths:\n  /pets:\n    get:\n      summary: List\n      responses:\n        "200":\n          description: ok\n          content:\n            application/json:\n              schema: {$ref: "#/components/schemas/A"}\n    post: {$ref: "#/paths/~1pets/post"}\ncomponents:\n  schemas:\n    A: {type: object, properties: {b: {$ref: "#/components/schemas/B"}}}\n    B: {type: object, properties: {a: {$ref: "#/components/schemas/A"}}}\n    C: {$ref: "#/components/schemas/D"}\n    D: {$ref: "#/components/schemas/C"}\n',
        'a.yaml': 'openapi: 3.0.3\ninfo: {title: A, version: "1"}\npaths:\n  /x: {$ref: "b.yaml#/paths/~1y"}\n',
        'b.yaml': 'openapi: 3.0.3\ninfo: {title: B, version: "1"}\npaths:\n  /y: {$ref: "a.yaml#/paths/~1x"}\n',
      }),
      verdict: endedWithReason,
    },
    {
      name: 'circular $ref in docs.json',
      files: () => ({
        'docs.json': JSON.stringify({
          $schema: 'https://mintlify.com/docs.json',
          theme: 'mint',
          name: 'Loop',
          colors: { primary: '#0E7C66' },
          navigation: { $ref: './nav/a.json' },
        }),
        'nav/a.json': JSON.stringify({ groups: [{ group: 'A', pages: ['index'] }, { $ref: './b.json' }] }),
        'nav/b.json': JSON.stringify({ group: 'B', pages: [{ $ref: './a.json' }] }),
        'index.mdx': index,
      }),
      verdict: (b) =>
        endedWithReason(b) ??
        (b.status === 'failed' || hasCode(b, /REF|CIRC|CYCLE/i) ? null : 'no diagnostic for the $ref cycle'),
    },
    {
      name: 'OpenAPI URL pointing to a private address',
      files: (port) => ({
        'docs.json': docsJson({
          navigation: {
            groups: [
              { group: 'Docs', pages: ['index'] },
              { group: 'A', openapi: `http://127.0.0.1:${port}/openapi.json` },
              { group: 'B', openapi: `https://localhost:${port}/openapi.json` },
              { group: 'C', openapi: `http://2130706433:${port}/openapi.json` },
              { group: 'D', openapi: `http://[::1]:${port}/openapi.json` },
              { group: 'E', openapi: `http://0x7f.0.0.1:${port}/openapi.json` },
            ],
          },
        }),
        'index.mdx': index,
      }),
      verdict: (b) =>
        endedWithReason(b) ??
        (b.status === 'failed' || b.diagnostics.length >= 1 ? null : 'no diagnostic for the private OpenAPI URLs'),
    },
    {
      name: 'pages importing files outside the repository',
      files: () => ({
        'docs.json': docsJson({ navigation: { groups: [{ group: 'Docs', pages: ['index', 'other'] }] } }),
        'index.mdx': `---\ntitle: Home\n---\nimport Secret from '../../../../../../etc/passwd';\nimport Abs from '/etc/passwd';\nimport Up from '../outside.mdx';\n\n<Secret />\n<Abs />\n<Up />\n`,
        'other.mdx': `---\ntitle: Other\n---\nimport { x } from 'file:///etc/passwd';\nimport Y from '/proc/self/environ';\n\n{x}\n<Y />\n`,
      }),
      verdict: (b) =>
        endedWithReason(b) ??
        (b.status === 'failed' || hasCode(b, /IMPORT|SNIPPET/i) ? null : 'no diagnostic for the imports'),
    },
    {
      name: 'link then file of the same name climbing out (issue 13)',
      tree: (outside) => linkThenFileTree(outside.fromDocsFolder(join(outside.folder, 'canary.txt'))),
      verdict: (b) =>
        endedWithReason(b) ??
        (b.status === 'failed' || hasCode(b, /WORKER_DUPLICATE_PATH/)
          ? null
          : 'no diagnostic for the name listed twice'),
    },
    {
      name: 'linked folder followed by files inside it',
      tree: (outside) => linkedFolderTree(outside.folder, outside.fromDocsFolder(outside.folder)),
      verdict: (b) =>
        endedWithReason(b) ??
        (b.status === 'failed' || hasCode(b, /WORKER_DUPLICATE_PATH/)
          ? null
          : 'no diagnostic for the names listed twice'),
    },
    {
      name: 'one 8 MB blob named 100 times (800 MB on disk)',
      tree: async (outside) => expansionBombTree(await outside.writeBlob(new Uint8Array(8 * 1024 * 1024)), 100),
      verdict: (b) =>
        b.status === 'failed' && /limit for one checkout/.test(b.error_message ?? '')
          ? null
          : `expected a checkout size failure, got ${b.status}: ${b.error_message}`,
    },
    {
      name: 'javascript: links however spelled, in pages and docs.json (issue 13)',
      files: () => ({
        'docs.json': docsJson({
          logo: { light: '/logo.svg', href: 'javascript:alert(document.domain)' },
          navigation: {
            global: {
              anchors: [
                { anchor: 'Tab', href: 'java\tscript:alert(1)' },
                { anchor: 'Space', href: ' javascript:alert(2)' },
                { anchor: 'Upper', href: 'JAVASCRIPT:alert(3)' },
                { anchor: 'Control', href: `${CONTROL}javascript:alert(4)` },
                { anchor: 'Fine', href: 'https://example.com/' },
              ],
            },
            groups: [
              { group: 'Docs', pages: ['index', 'links'] },
              { group: 'Out', href: 'vbscript:msgbox(5)', pages: ['more'] },
            ],
          },
        }),
        'logo.svg':
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        'index.mdx': index,
        'more.mdx': '---\ntitle: More\n---\n\n[upper](JAVASCRIPT:alert(6)) and [ok](/links).\n',
        'links.mdx': [
          '---\ntitle: Links\n---\n',
          '[tab](<java\tscript:alert(7)>) [space](< javascript:alert(8)>) [upper](JAVASCRIPT:alert(9)) [plain](javascript:alert(10))',
          `[control](<${CONTROL}javascript:alert(11)>) [ref][r]`,
          '',
          '[r]: javascript:alert(12)',
          '',
          '![img](javascript:alert(13))',
          '',
          '<a href="java\tscript:alert(14)">tab</a> <a href=" javascript:alert(15)">space</a> <a href="JAVASCRIPT:alert(16)">upper</a>',
          `<a href="${CONTROL}javascript:alert(17)">control</a> <a href="&#106;avascript:alert(18)">entity</a>`,
          '',
          '<img src="javascript:alert(19)" /> <iframe src="javascript:alert(20)" />',
          '',
          '<Card title="Card" href="javascript:alert(21)">card</Card>',
          '',
        ].join('\n'),
      }),
      verdict: (b) => {
        if (b.status !== 'succeeded') return `expected a build with diagnostics, got ${b.status}: ${b.error_message}`;
        const missing = [
          ['CONTENT_URL_REFUSED', 'links.mdx'],
          ['CONTENT_URL_REFUSED', 'more.mdx'],
          ['CONFIG_URL_REFUSED', 'docs.json'],
        ].filter(([code, file]) => !diagnosticOn(b, code!, file!));
        return missing.length === 0
          ? null
          : `no ${missing.map(([code, file]) => `${code} on ${file}`).join(', ')} among ${b.diagnostics.map((d) => `${d.code} ${d.file ?? '-'}`).join('; ')}`;
      },
      inspect: async (published) => {
        const problems = await contentProblems(published, ['/', '/links', '/more']);
        for (const [path, bytes] of published.files) {
          if (!isHtml(path, bytes)) continue;
          const urls = findScriptUrls(bytes.toString());
          if (urls.length > 0)
            problems.push(
              `${path} has script URLs: ${urls
                .slice(0, 3)
                .map((u) => JSON.stringify(u))
                .join(', ')}`,
            );
        }
        return problems.length === 0 ? null : problems.join('; ');
      },
    },
    {
      name: 'an SVG with a script, served by the edge (issue 13)',
      files: () => ({
        'docs.json': docsJson({}),
        'index.mdx': '---\ntitle: Home\n---\n\n![diagram](/images/evil.svg)\n',
        'images/evil.svg':
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
      }),
      verdict: (b) =>
        b.status === 'succeeded' ? null : `expected the SVG to be published, got ${b.status}: ${b.error_message}`,
      inspect: async (published) => {
        const problems = await contentProblems(published, ['/']);
        const svg = await published.get('/images/evil.svg');
        const csp = svg.headers['content-security-policy'];
        if (svg.status !== 200 || csp !== SVG_POLICY)
          problems.push(
            `GET /images/evil.svg: HTTP ${svg.status} ${svg.headers['content-type']} with Content-Security-Policy ${JSON.stringify(csp)}`,
          );
        return problems.length === 0 ? null : problems.join('; ');
      },
    },
    {
      name: 'OpenAPI paths /discount/50% and /files/a%20b (issue 13)',
      files: () => ({
        'docs.json': docsJson({
          navigation: {
            groups: [
              { group: 'Docs', pages: ['index', 'GET /discount/50%', 'GET /files/a%20b'] },
              { group: 'API', openapi: 'openapi.yaml' },
            ],
          },
        }),
        'index.mdx': index,
        'openapi.yaml': [
          'openapi: 3.0.3',
          'info: {title: Percent, version: "1"}',
          'paths:',
          '  /discount/50%:',
          '    get: {summary: Half price, responses: {"200": {description: ok}}}',
          '  /files/a%20b:',
          '    get: {summary: A file with a space, responses: {"200": {description: ok}}}',
          '',
        ].join('\n'),
      }),
      verdict: (b) => {
        if (b.status !== 'succeeded') return `expected a build, got ${b.status}: ${b.error_message}`;
        const wrong = b.diagnostics.filter(
          (d) => d.code === 'SITE_OPERATION_NOT_FOUND' || /URIError|URI malformed/.test(d.message),
        );
        return wrong.length === 0 ? null : wrong.map((d) => `${d.code} ${d.file ?? ''}: ${d.message}`).join('; ');
      },
      inspect: async (published) => {
        const problems = await contentProblems(published, ['/']);
        const html = [...published.files]
          .filter(([path, bytes]) => isHtml(path, bytes))
          .map(([, bytes]) => bytes.toString());
        for (const [summary, path] of [
          ['Half price', '/discount/50%'],
          ['A file with a space', '/files/a%20b'],
        ]) {
          if (!html.some((page) => page.includes(summary!) && page.includes(path!)))
            problems.push(`no published page shows ${path}`);
        }
        return problems.length === 0 ? null : problems.join('; ');
      },
    },
    ...imageBombCases(),
  ];
  if (full) {
    cases.push(
      {
        name: '100,000 files',
        files: () => {
          const files: Record<string, RepoFile> = { 'docs.json': docsJson({}), 'index.mdx': index };
          for (let i = 0; i < 100_000; i++) files[`many/${Math.floor(i / 1000)}/${i}.txt`] = '';
          return files;
        },
        verdict: (b) =>
          b.status === 'failed' && /files/.test(b.error_message ?? '')
            ? null
            : `expected a file-count failure, got ${b.status}: ${b.error_message}`,
      },
      {
        name: 'a 500 MB file',
        files: () => ({
          'docs.json': docsJson({}),
          'index.mdx': index,
          'video.bin': { sparseBytes: 500 * 1024 * 1024 },
        }),
        verdict: (b) =>
          b.status === 'failed' && /limit/.test(b.error_message ?? '')
            ? null
            : `expected a size failure, got ${b.status}: ${b.error_message}`,
      },
    );
  }
  return cases;
}

/** Runs the area on its own platform; `full` includes the two slow repositories; `only` keeps the cases whose name contains one of its parts. */
export async function runHostileRepositories(options: {
  full: boolean;
  buildTimeoutMs?: number;
  only?: string[];
}): Promise<AreaResult> {
  const area = new AreaRecorder('hostile repositories');
  const buildTimeoutMs = options.buildTimeoutMs ?? 90_000;
  const passwd = (await readFile('/etc/passwd', 'utf8')).split('\n')[0]!;
  const canary = await startCanary();
  // The folder hostile trees aim at, beside the worker's build folders (the default temporary root).
  const outsideFolder = await mkdtemp(join(tmpdir(), 'folio-reliability-outside-'));
  const resetOutside = async () => {
    await rm(outsideFolder, { recursive: true, force: true });
    await mkdir(outsideFolder);
    await writeFile(join(outsideFolder, 'canary.txt'), CANARY);
  };
  const outsideTouched = async (): Promise<boolean> =>
    (await readFile(join(outsideFolder, 'canary.txt'), 'utf8').catch(() => '')) !== CANARY ||
    (await readdir(outsideFolder)).join() !== 'canary.txt';
  const platform = await startPlatform({ workerThread: { maxMemoryMb: 1_024, timeoutMs: buildTimeoutMs - 10_000 } });
  try {
    let worker = await platform.startWorker();
    const tenant = await platform.createTenant('Hostile');
    const repo = await platform.createRepo('hostile');
    const site = await platform.createSite(tenant.key, repo);
    let generation = 0;
    let lastBuildId = '';
    const buildAndWait = async (sha: string) => {
      const answer = await platform.pushWebhook(site, sha);
      const { buildId } = JSON.parse(answer.body.toString()) as { buildId: string };
      lastBuildId = buildId;
      const deadline = Date.now() + buildTimeoutMs;
      for (;;) {
        const row = await platform.db.query<EndedBuild & { status: string }>(
          'SELECT status, error_message, diagnostics FROM builds WHERE id = $1',
          [buildId],
        );
        const build = row.rows[0]!;
        if (['succeeded', 'failed', 'canceled', 'superseded'].includes(build.status)) return build;
        if (Date.now() > deadline) return null;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    /** Pushes a good commit; `null` when it went live, else why not. */
    const pushGood = async (): Promise<string | null> => {
      const marker = `GOOD-${++generation}`;
      const sha = await repo.commit(docsSite(marker), { remove: ['*'] });
      const build = await buildAndWait(sha);
      if (build?.status !== 'succeeded')
        return `the next good build ended ${build?.status ?? 'never'}${build?.error_message ? ` (${build.error_message})` : ''}`;
      const page = await platform.edge$(siteHost(site.slug), '/');
      return page.status === 200 && page.body.toString().includes(marker)
        ? null
        : `the next good build was not served (HTTP ${page.status})`;
    };
    const first = await pushGood();
    if (first !== null) throw new Error(`the first good build did not go live: ${first}`);

    for (const item of hostileRepoCases(options.full)) {
      if (options.only && !options.only.some((part) => item.name.includes(part))) continue;
      const before = `GOOD-${generation}`;
      await resetOutside();
      const outside: OutsideTarget = {
        folder: outsideFolder,
        fromDocsFolder: (path) => relative(join(tmpdir(), 'folio-build-XXXXXX', 'docs'), path),
        writeBlob: (content) => repo.writeBlob(content),
      };
      const sha = item.tree
        ? await repo.commitLiteralTree(await item.tree(outside))
        : await repo.commit((await item.files?.(canary.port)) ?? {}, { remove: ['*'] });
      const started = Date.now();
      const build = await buildAndWait(sha);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const problems: string[] = [];
      if (build === null) problems.push(`did not end within ${buildTimeoutMs / 1000} s`);
      else {
        const verdict = item.verdict(build);
        if (verdict) problems.push(verdict);
        if (item.inspect && build.status === 'succeeded') {
          const buildId = lastBuildId;
          const published: PublishedSite = {
            files: (await readLiveSite(platform.db, platform.s3, site.id)) ?? new Map(),
            get: (path) => platform.edge$(siteHost(site.slug), path),
            attempts: worker.lines.filter((line) => line.startsWith('report ') && line.endsWith(` ${buildId}`)),
          };
          const seen = await item.inspect(published);
          if (seen) problems.push(seen);
        }
      }
      // Nothing from outside the checkout is served, and a failed build left the last good one live.
      const live = await readLiveSite(platform.db, platform.s3, site.id);
      let leaked = 0;
      for (const bytes of live?.values() ?? []) if (bytes.includes(passwd)) leaked++;
      area.lose(leaked, `${item.name}: /etc/passwd served in ${leaked} files`);
      if (build?.status === 'failed') {
        const page = await platform.edge$(siteHost(site.slug), '/');
        if (!page.body.toString().includes(before))
          area.lose(1, `${item.name}: the previous deployment stopped being served`);
      }
      if (canary.connections() > 0) problems.push(`${canary.connections()} connections reached the loopback canary`);
      if (await outsideTouched()) {
        problems.push('the checkout wrote outside its build folder');
        area.lose(1, `${item.name}: the checkout wrote outside its build folder`);
      }
      const next = worker.alive() ? await pushGood() : 'the worker process died';
      if (next !== null) problems.push(`the worker was not healthy for the next build: ${next}`);
      const down = await platform.servicesDown();
      area.crash(down, item.name);
      if (down.length > 0) problems.push(`not every service answered its health route: ${down.join(', ')}`);
      if (!worker.alive()) worker = await platform.startWorker();
      area.check(
        `${item.name} (${build?.status ?? 'timeout'}, ${seconds} s)`,
        problems.length === 0,
        problems.join('; '),
      );
      area.result.figures = {
        ...area.result.figures,
        [item.name]: `${build?.status ?? 'timeout'} in ${seconds} s${build?.error_message ? ` (${build.error_message.slice(0, 80)})` : build ? ` (${build.diagnostics.length} diagnostics)` : ''}`,
      };
    }
  } finally {
    await platform.close();
    await canary.close();
    await rm(outsideFolder, { recursive: true, force: true });
  }
  return area.result;
}
