import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A site large enough that `folio dev` serves it laid out first and renders pages in the
// background, rendering any page asked for meanwhile on demand.
const BIN = new URL('../bin/folio.js', import.meta.url).pathname;
const PAGES = 90;

let repo: string;
let dev: ChildProcess;
let output = '';
let base = '';

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; folio dev said:\n${output}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'folio-dev-large-'));
  await mkdir(join(repo, 'guides'));
  const pages = Array.from({ length: PAGES }, (_, i) => `guides/page-${i}`);
  for (const [i, page] of pages.entries()) {
    await writeFile(join(repo, `${page}.mdx`), `---\ntitle: "Guide ${i}"\ndescription: "Guide number ${i}."\n---\n\n## Step ${i}\n\nBody of guide ${i}.\n\n\`\`\`bash\necho ${i}\n\`\`\`\n`);
  }
  await writeFile(
    join(repo, 'docs.json'),
    JSON.stringify({ name: 'Large', theme: 'mint', colors: { primary: '#000000' }, navigation: { groups: [{ group: 'Guides', pages }] } }),
  );
  dev = spawn(process.execPath, [BIN, 'dev', repo, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  dev.stdout?.on('data', (chunk) => (output += chunk));
  dev.stderr?.on('data', (chunk) => (output += chunk));
  base = await waitFor('the serving line', () => /serving .* at (http:\/\/localhost:\d+)/.exec(output)?.[1]);
  await waitFor('ready', () => (output.includes('✔ ready in') ? true : undefined), 90_000);
}, 120_000);

afterAll(async () => {
  dev?.kill('SIGTERM');
  await new Promise((r) => dev?.once('exit', r));
  if (repo) await rm(repo, { recursive: true, force: true });
});

describe('folio dev on a large site', () => {
  it('serves any page fully rendered as soon as it is ready, then finishes the rest in the background', async () => {
    const response = await fetch(`${base}/guides/page-77`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Body of guide 77.');
    expect(html).not.toContain('This page is being rendered');
    await waitFor('the background build', () => (output.includes('↻ rebuilt') ? true : undefined), 90_000);
    const later = await (await fetch(`${base}/guides/page-3`)).text();
    expect(later).toContain('Body of guide 3.');
  });
});
