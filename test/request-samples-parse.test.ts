// Every request sample generated for the playground fixture's operations, and for a request full
// of characters that need quoting, is checked where a checker is cheap to run: JSON bodies parse,
// shell samples pass `bash -n` and, run with a stand-in `curl`, hand curl exactly the URL, headers
// and body meant; Python parses (`ast`), JavaScript and Node.js pass `node --check`, TypeScript
// transpiles without a syntax error, Java compiles (javac, java.net.http), and Rust parses and is
// laid out as rustfmt lays it out (`rustfmt --check`: compiling it would need the reqwest, tokio
// and serde_json crates from crates.io, which a test cannot count on reaching).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite, createDirectoryReader } from '@folio/builder';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSamples } from '../packages/site/src/api-reference/openapi/request-samples/generate-samples.ts';
import type { SampleRequest } from '../packages/site/src/api-reference/openapi/request-samples/sample-request.ts';

const FIXTURE = new URL('fixtures/playground-auth', import.meta.url).pathname;
const has = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const HAS_PYTHON = has('python3', ['--version']);
const HAS_JAVAC = has('javac', ['-version']);
// rustfmt comes with every rustup toolchain (`rustup component add rustfmt`); without it the Rust
// check says it is skipped rather than passing silently.
const HAS_RUSTFMT = has('rustfmt', ['--version']);

/** A fenced sample of a page's Markdown: its language and code. */
interface Sample {
  where: string;
  lang: string;
  code: string;
}

const work = mkdtempSync(join(tmpdir(), 'folio-samples-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function samplesOfMarkdown(where: string, markdown: string): Sample[] {
  const section = markdown.slice(markdown.indexOf('## Request samples'));
  return [...section.matchAll(/^### (.+)\n\n(`{3,})(\S*)\n([\s\S]*?)\n\2$/gm)].map((m) => ({
    where: `${where} ${m[1]}`,
    lang: m[3]!,
    code: m[4]!,
  }));
}

/**
 * Runs a cURL sample with `curl` replaced by a function that prints its arguments, NUL-separated;
 * `@-` (a body on standard input: a here-document) is replaced by what curl would read.
 */
function curlArguments(code: string): string[] {
  const script = `curl() { for a in "$@"; do if [ "$a" = "@-" ]; then cat; printf '\\0'; else printf '%s\\0' "$a"; fi; done; }\n${code}\n`;
  const out = execFileSync('bash', ['-c', script], { encoding: 'utf8' });
  return out.split('\0').slice(0, -1);
}

function checkShell(sample: Sample, expected?: { url: string; body?: string }): void {
  const file = join(work, 'sample.sh');
  writeFileSync(file, sample.code);
  expect(spawnSync('bash', ['-n', file], { encoding: 'utf8' }).stderr, sample.where).toBe('');
  const args = curlArguments(sample.code);
  const url = args[args.indexOf('--url') + 1]!;
  expect(URL.canParse(url), `${sample.where}: ${url}`).toBe(true);
  const data = args.indexOf('--data');
  if (expected !== undefined) {
    expect(url, sample.where).toBe(expected.url);
    if (expected.body !== undefined) expect(JSON.parse(args[data + 1]!)).toEqual(JSON.parse(expected.body));
  } else if (data >= 0) JSON.parse(args[data + 1]!);
}

function checkPython(sample: Sample): void {
  const result = spawnSync('python3', ['-c', 'import ast, sys; ast.parse(sys.stdin.read())'], {
    input: sample.code,
    encoding: 'utf8',
  });
  expect(result.stderr, sample.where).toBe('');
}

function checkJavaScript(sample: Sample): void {
  const file = join(work, 'sample.mjs');
  writeFileSync(file, sample.code);
  expect(spawnSync(process.execPath, ['--check', file], { encoding: 'utf8' }).stderr, sample.where).toBe('');
}

/** Every TypeScript sample type-checked against the DOM's `fetch` types, in one tsc run. */
function checkTypeScript(samples: Sample[]): void {
  if (samples.length === 0) return;
  const dir = mkdtempSync(join(work, 'ts-'));
  samples.forEach((sample, index) => {
    writeFileSync(join(dir, `sample${index}.ts`), sample.code);
  });
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        strict: true,
        noEmit: true,
        moduleDetection: 'force',
        types: [],
      },
      include: ['*.ts'],
    }),
  );
  const tsc = new URL('../node_modules/.bin/tsc', import.meta.url).pathname;
  const result = spawnSync(tsc, ['-p', dir], { encoding: 'utf8' });
  expect(result.stdout + result.stderr, samples.map((s) => s.where).join(', ')).toBe('');
}

/** Every Java sample as the body of a `main` in its own class, compiled in one javac run. */
function checkJava(samples: Sample[]): void {
  const dir = mkdtempSync(join(work, 'java-'));
  const files = samples.map((sample, index) => {
    const file = join(dir, `Sample${index}.java`);
    writeFileSync(
      file,
      `import java.net.URI;\nimport java.net.http.HttpClient;\nimport java.net.http.HttpRequest;\nimport java.net.http.HttpResponse;\n\npublic class Sample${index} {\n  public static void main(String[] args) throws Exception {\n${sample.code}\n  }\n}\n`,
    );
    return file;
  });
  const result = spawnSync('javac', ['-d', dir, ...files], { encoding: 'utf8' });
  expect(result.stderr, samples.map((s) => s.where).join(', ')).toBe('');
}

/** Every Rust sample parsed by rustfmt, which must find nothing to change (the samples are rustfmt's layout). */
function checkRust(samples: Sample[]): void {
  for (const sample of samples) {
    const result = spawnSync('rustfmt', ['--edition', '2021', '--check', '--color', 'never'], {
      input: sample.code,
      encoding: 'utf8',
    });
    expect(result.stderr + result.stdout, sample.where).toBe('');
    expect(result.status, sample.where).toBe(0);
  }
}

function checkAll(samples: Sample[]): void {
  for (const sample of samples) {
    if (sample.lang === 'bash' && sample.code.startsWith('curl ')) checkShell(sample);
    else if (sample.lang === 'python' && HAS_PYTHON) checkPython(sample);
    else if (sample.lang === 'javascript') checkJavaScript(sample);
  }
  checkTypeScript(samples.filter((sample) => sample.lang === 'typescript'));
  if (HAS_JAVAC) checkJava(samples.filter((sample) => sample.lang === 'java'));
  if (HAS_RUSTFMT) checkRust(samples.filter((sample) => sample.lang === 'rust'));
}

describe('generated request samples', () => {
  it('parse or compile for every operation of the playground fixture, and its JSON bodies parse', async () => {
    const result = await buildSite(createDirectoryReader(FIXTURE));
    const pages = result.files.filter(
      (file) => file.urlPath.startsWith('/api-reference/') && file.urlPath.endsWith('.md'),
    );
    expect(pages.length).toBe(7);
    const samples = pages.flatMap((page) => samplesOfMarkdown(page.urlPath, String(page.body)));
    // Each operation has the 14 default languages.
    expect(samples.length).toBeGreaterThanOrEqual(7 * 14);
    expect(samples.filter((sample) => sample.lang === 'rust').length).toBe(7);
    for (const page of pages) {
      for (const [, json] of String(page.body).matchAll(/^```json\n([\s\S]*?)\n```$/gm)) JSON.parse(json!);
    }
    checkAll(samples);
  }, 120_000);

  it('quote what the reader typed safely: quotes, $, backquotes, backslashes and non-Latin text', () => {
    const body = JSON.stringify({ name: `Rex 'the "dog"' $HOME \`id\` \\ é 🐕`, tags: ['a b', '&'] });
    const request: SampleRequest = {
      method: 'POST',
      url: 'https://api.acme.test/v1/pets',
      query: [['q', `it's $HOME & "more"`]],
      headers: [
        ['X-API-Key', `k'ey$1"2`],
        ['Content-Type', 'application/json'],
      ],
      cookies: [],
      body: { mimeType: 'application/json', text: body },
    };
    const generated = generateSamples(request, [
      'curl',
      'python',
      'javascript',
      'node',
      'typescript',
      'java',
      'rust',
    ]).map((sample): Sample => ({ where: `hostile ${sample.id}`, lang: sample.lang, code: sample.code }));
    const curl = generated.find((sample) => sample.where === 'hostile curl')!;
    checkShell(curl, {
      url: 'https://api.acme.test/v1/pets?q=it%27s%20%24HOME%20%26%20%22more%22',
      body,
    });
    expect(curlArguments(curl.code)).toContain(`X-API-Key: k'ey$1"2`);
    checkAll(generated.filter((sample) => sample !== curl));
  });

  it.skipIf(!HAS_RUSTFMT)('Rust samples parse (rustfmt; skipped where no Rust toolchain is installed)', () => {
    const broken = spawnSync('rustfmt', ['--edition', '2021', '--check'], { input: 'fn main() { let x = ; }\n' });
    // The checker itself tells a syntax error from good code.
    expect(broken.status).not.toBe(0);
  });
});
