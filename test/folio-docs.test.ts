import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
// The `folio` command from its TypeScript sources (bin/folio.cjs runs the compiled bundle, which
// test/cli-install.test.ts installs and runs).
const FOLIO = [
  '--conditions=@folio/source',
  '--import',
  'tsx',
  new URL('../packages/cli/src/main.ts', import.meta.url).pathname,
];
const DOCS = new URL('../docs', import.meta.url).pathname;

/** Variable names a .env.example sets or shows commented out (`# S3_ENDPOINT=…`), in order. */
function envExampleNames(text: string): string[] {
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const match = /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line.trim());
    if (match?.[1]) names.add(match[1]);
  }
  return [...names];
}

interface CheckReport {
  diagnostics: { code: string; severity: string; message: string; file: string | null }[];
  pages: { path: string; source: string }[];
}

// Folio's own documentation (docs/) is a Folio site: it must pass the check every customer runs,
// and its configuration page must name every variable the services read.
describe("Folio's own docs", () => {
  it('pass `folio check` without errors or warnings, with the API pages generated', async () => {
    const { stdout } = await run(process.execPath, [...FOLIO, 'check', DOCS, '--json', '--offline', '--no-cache'], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const report = JSON.parse(stdout) as CheckReport;
    const problems = report.diagnostics.map((d) => `${d.file ?? ''} ${d.severity} ${d.message} (${d.code})`);
    expect(problems).toEqual([]);
    const paths = report.pages.map((page) => page.path);
    expect(paths).toEqual(
      expect.arrayContaining(['index', 'quickstart', 'guides/webhooks', 'reference/configuration', 'diagnostics']),
    );
    // The control plane's OpenAPI document yields one page per operation, e.g. creating a site.
    const operations = report.pages.filter((page) => page.source === 'openapi');
    expect(operations.length).toBeGreaterThanOrEqual(20);
    expect(paths.some((path) => path.startsWith('api-reference/sites/'))).toBe(true);
  });

  for (const service of ['api', 'worker', 'edge']) {
    it(`document every variable of services/${service}/.env.example on the configuration page`, async () => {
      const example = await readFile(new URL(`../services/${service}/.env.example`, import.meta.url), 'utf8');
      const page = await readFile(new URL('../docs/reference/configuration.mdx', import.meta.url), 'utf8');
      const names = envExampleNames(example);
      expect(names.length).toBeGreaterThan(5);
      // The generated table of that service, between its heading and the next one.
      const section =
        page.split(/^### /m).find((part) => part.includes(`Template: \`services/${service}/.env.example\``)) ?? '';
      const missing = names.filter((name) => !section.includes(`| \`${name}\` |`));
      expect(missing, `run node --import tsx scripts/write-configuration-doc.ts`).toEqual([]);
    });
  }
});
