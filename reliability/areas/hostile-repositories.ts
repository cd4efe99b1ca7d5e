// Area 1: hostile repositories. One site first serves a good deployment; each case pushes a hostile
// commit, which must end (succeed with a diagnostic, or fail with a reason) within its time limit
// without leaking anything from outside the checkout; then a good commit must build and be served
// by the same worker process (it stayed healthy).
import { readFile } from 'node:fs/promises';
import { AreaRecorder, type AreaResult } from '../lib/area-result.ts';
import { startCanary } from '../lib/canary.ts';
import { docsSite, type RepoFile } from '../lib/git-repo.ts';
import { readLiveSite } from '../lib/read-live-site.ts';
import { siteHost, startPlatform } from '../lib/start-platform.ts';

/** One hostile repository. */
export interface HostileRepoCase {
  name: string;
  files: (canaryPort: number) => Record<string, RepoFile> | Promise<Record<string, RepoFile>>;
  /** What the finished build must show (status, message or diagnostics); `null` when fine. */
  verdict: (build: EndedBuild) => string | null;
}

/** The build row a verdict reads. */
export interface EndedBuild {
  status: string;
  error_message: string | null;
  diagnostics: Array<{ code: string; message: string; file?: string }>;
}

const docsJson = (extra: Record<string, unknown>) =>
  JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Hostile', colors: { primary: '#0E7C66' }, navigation: { groups: [{ group: 'Docs', pages: ['index'] }] }, ...extra });
const index = '---\ntitle: Home\n---\n\nHello.\n';
const hasCode = (build: EndedBuild, pattern: RegExp) => build.diagnostics.some((d) => pattern.test(d.code) || pattern.test(d.message));
const endedWithReason = (build: EndedBuild) =>
  build.status === 'succeeded' || (build.status === 'failed' && (build.error_message ?? '').length > 0) ? null : `status ${build.status}, no reason`;
const billionLaughs = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]', ...'bcdefghij'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefghij'[i]}`).join(',')}]`)].join('\n');

/** The cases; `full` adds the 100,000-file and 500 MB repositories (slow to create). */
export function hostileRepoCases(full: boolean): HostileRepoCase[] {
  const cases: HostileRepoCase[] = [
    {
      name: 'symlinks out of the checkout',
      files: () => ({ 'docs.json': docsJson({}), 'index.mdx': index, 'secret.mdx': { symlink: '/etc/passwd' }, 'logo.txt': { symlink: '../../../../../../etc/passwd' }, etc: { symlink: '/etc' } }),
      verdict: (b) => endedWithReason(b) ?? (b.status === 'failed' || hasCode(b, /SYMLINK/) ? null : 'no diagnostic about the symbolic links'),
    },
    {
      name: '.. and odd Unicode paths',
      files: () => ({
        'docs.json': docsJson({ navigation: { groups: [{ group: 'Docs', pages: ['index', '../../etc/passwd', '..%2f..%2fetc%2fpasswd', 'ünï/cöde\u0301', 'rtl\u202etxt.mdx', 'zero\u200bwidth', '/etc/passwd', 'C:\\Windows\\win.ini'] }] } }),
        'index.mdx': index,
        'ünï/cöde\u0301.mdx': '---\ntitle: NFD\n---\n\nDecomposed.\n',
        'rtl\u202etxt.mdx.mdx': '---\ntitle: RTL\n---\n\nRight to left.\n',
        'zero\u200bwidth.mdx': '---\ntitle: ZW\n---\n\nZero width.\n',
        '..foo.mdx': '---\ntitle: dots\n---\n\nDots.\n',
        '%2e%2e/x.mdx': '---\ntitle: enc\n---\n\nEncoded.\n',
        '😀/emoji.mdx': '---\ntitle: Emoji\n---\n\nEmoji.\n',
      }),
      verdict: (b) => endedWithReason(b) ?? (b.status === 'failed' || hasCode(b, /NAV_|PAGE|PATH/) ? null : 'no diagnostic for the ".." navigation entries'),
    },
    {
      name: 'MDX nested 10,000 deep',
      files: () => ({ 'docs.json': docsJson({}), 'index.mdx': `---\ntitle: Deep\n---\n\n${'<div>'.repeat(10_000)}x${'</div>'.repeat(10_000)}\n\n${'> '.repeat(10_000)}quote\n\n${'- '.repeat(5_000)}list\n` }),
      verdict: (b) => endedWithReason(b) ?? (b.status === 'failed' || b.diagnostics.length > 0 ? null : 'no diagnostic for the nesting'),
    },
    {
      name: 'YAML alias bomb in front matter',
      files: () => ({ 'docs.json': docsJson({}), 'index.mdx': `---\ntitle: Bomb\n${billionLaughs}\n---\n\nBoom.\n` }),
      verdict: (b) => endedWithReason(b) ?? (b.status === 'failed' || b.diagnostics.length > 0 ? null : 'no diagnostic for the alias bomb'),
    },
    {
      name: 'YAML alias bomb in an OpenAPI document',
      files: () => ({
        'docs.json': docsJson({ navigation: { groups: [{ group: 'Docs', pages: ['index'] }, { group: 'API', openapi: 'openapi.yaml' }] } }),
        'index.mdx': index,
        'openapi.yaml': `openapi: 3.0.3\ninfo:\n  title: Bomb\n  version: "1"\nx-bomb:\n${billionLaughs.split('\n').map((l) => `  ${l}`).join('\n')}\npaths: {}\n`,
      }),
      verdict: (b) => endedWithReason(b) ?? (b.status === 'failed' || b.diagnostics.length > 0 ? null : 'no diagnostic for the alias bomb'),
    },
    {
      name: 'circular $ref in OpenAPI',
      files: () => ({
        'docs.json': docsJson({ navigation: { groups: [{ group: 'Docs', pages: ['index'] }, { group: 'API', openapi: 'openapi.yaml' }, { group: 'API 2', openapi: 'a.yaml' }] } }),
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
        'docs.json': JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Loop', colors: { primary: '#0E7C66' }, navigation: { $ref: './nav/a.json' } }),
        'nav/a.json': JSON.stringify({ groups: [{ group: 'A', pages: ['index'] }, { $ref: './b.json' }] }),
        'nav/b.json': JSON.stringify({ group: 'B', pages: [{ $ref: './a.json' }] }),
        'index.mdx': index,
      }),
      verdict: (b) => endedWithReason(b) ?? (b.status === 'failed' || hasCode(b, /REF|CIRC|CYCLE/i) ? null : 'no diagnostic for the $ref cycle'),
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
      verdict: (b) => endedWithReason(b) ?? (b.status === 'failed' || b.diagnostics.length >= 1 ? null : 'no diagnostic for the private OpenAPI URLs'),
    },
    {
      name: 'pages importing files outside the repository',
      files: () => ({
        'docs.json': docsJson({ navigation: { groups: [{ group: 'Docs', pages: ['index', 'other'] }] } }),
        'index.mdx': `---\ntitle: Home\n---\nimport Secret from '../../../../../../etc/passwd';\nimport Abs from '/etc/passwd';\nimport Up from '../outside.mdx';\n\n<Secret />\n<Abs />\n<Up />\n`,
        'other.mdx': `---\ntitle: Other\n---\nimport { x } from 'file:///etc/passwd';\nimport Y from '/proc/self/environ';\n\n{x}\n<Y />\n`,
      }),
      verdict: (b) => endedWithReason(b) ?? (b.status === 'failed' || hasCode(b, /IMPORT|SNIPPET/i) ? null : 'no diagnostic for the imports'),
    },
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
        verdict: (b) => (b.status === 'failed' && /files/.test(b.error_message ?? '') ? null : `expected a file-count failure, got ${b.status}: ${b.error_message}`),
      },
      {
        name: 'a 500 MB file',
        files: () => ({ 'docs.json': docsJson({}), 'index.mdx': index, 'video.bin': { sparseBytes: 500 * 1024 * 1024 } }),
        verdict: (b) => (b.status === 'failed' && /limit/.test(b.error_message ?? '') ? null : `expected a size failure, got ${b.status}: ${b.error_message}`),
      },
    );
  }
  return cases;
}

/** Runs the area on its own platform; `full` includes the two slow repositories. */
export async function runHostileRepositories(options: { full: boolean; buildTimeoutMs?: number; only?: string[] }): Promise<AreaResult> {
  const area = new AreaRecorder('hostile repositories');
  const buildTimeoutMs = options.buildTimeoutMs ?? 90_000;
  const passwd = (await readFile('/etc/passwd', 'utf8')).split('\n')[0]!;
  const canary = await startCanary();
  const platform = await startPlatform({ workerThread: { maxMemoryMb: 1_024, timeoutMs: buildTimeoutMs - 10_000 } });
  try {
    let worker = await platform.startWorker();
    const tenant = await platform.createTenant('Hostile');
    const repo = await platform.createRepo('hostile');
    const site = await platform.createSite(tenant.key, repo);
    let generation = 0;
    const buildAndWait = async (sha: string) => {
      const answer = await platform.pushWebhook(site, sha);
      const { buildId } = JSON.parse(answer.body.toString()) as { buildId: string };
      const deadline = Date.now() + buildTimeoutMs;
      for (;;) {
        const row = await platform.db.query<EndedBuild & { status: string }>('SELECT status, error_message, diagnostics FROM builds WHERE id = $1', [buildId]);
        const build = row.rows[0]!;
        if (['succeeded', 'failed', 'canceled', 'superseded'].includes(build.status)) return build;
        if (Date.now() > deadline) return null;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const pushGood = async (): Promise<boolean> => {
      const marker = `GOOD-${++generation}`;
      const sha = await repo.commit(docsSite(marker), { remove: ['*'] });
      const build = await buildAndWait(sha);
      if (build?.status !== 'succeeded') return false;
      const page = await platform.edge$(siteHost(site.slug), '/');
      return page.status === 200 && page.body.toString().includes(marker);
    };
    if (!(await pushGood())) throw new Error('the first good build did not go live');

    for (const item of hostileRepoCases(options.full)) {
      if (options.only && !options.only.includes(item.name)) continue;
      const before = `GOOD-${generation}`;
      const sha = await repo.commit(await item.files(canary.port), { remove: ['*'] });
      const started = Date.now();
      const build = await buildAndWait(sha);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const problems: string[] = [];
      if (build === null) problems.push(`did not end within ${buildTimeoutMs / 1000} s`);
      else {
        const verdict = item.verdict(build);
        if (verdict) problems.push(verdict);
      }
      // Nothing from outside the checkout is served, and a failed build left the last good one live.
      const live = await readLiveSite(platform.db, platform.s3, site.id);
      let leaked = 0;
      for (const bytes of live?.values() ?? []) if (bytes.includes(passwd)) leaked++;
      area.lose(leaked, `${item.name}: /etc/passwd served in ${leaked} files`);
      if (build?.status === 'failed') {
        const page = await platform.edge$(siteHost(site.slug), '/');
        if (!page.body.toString().includes(before)) area.lose(1, `${item.name}: the previous deployment stopped being served`);
      }
      if (canary.connections() > 0) problems.push(`${canary.connections()} connections reached the loopback canary`);
      const healthy = worker.alive() && (await pushGood());
      if (!healthy) problems.push('the worker was not healthy for the next build');
      if (!worker.alive()) worker = await platform.startWorker();
      area.check(`${item.name} (${build?.status ?? 'timeout'}, ${seconds} s)`, problems.length === 0, problems.join('; '));
      area.result.figures = { ...area.result.figures, [item.name]: `${build?.status ?? 'timeout'} in ${seconds} s${build?.error_message ? ` (${build.error_message.slice(0, 80)})` : build ? ` (${build.diagnostics.length} diagnostics)` : ''}` };
    }
  } finally {
    await platform.close();
    await canary.close();
  }
  return area.result;
}
