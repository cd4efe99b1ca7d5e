import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');
const vitestBin = join(root, 'node_modules/.bin/vitest');
const reporter = join(root, 'scripts/unhandled-errors-reporter.mjs');
const summary = join(root, 'scripts/ci-summary.mjs');

/** Runs a command and returns its exit status and output, whatever the status. */
async function runAnyway(file: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(file, args, { env: { ...process.env, ...env, NO_COLOR: '1' }, cwd: root });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the CI summary', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'folio-ci-summary-'));
    await writeFile(join(dir, 'package.json'), '{"type":"module"}');
    // A passing test that leaves a rejection behind, as an unlistened pg client did (57P01).
    await writeFile(
      join(dir, 'leaves-rejection.test.ts'),
      `import { expect, it } from 'vitest';
it('passes', async () => {
  setTimeout(() => void Promise.reject(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })), 1);
  await new Promise((done) => setTimeout(done, 50));
  expect(1).toBe(1);
});
`,
    );
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('fails a run whose tests all passed but that left an unhandled error, and prints that error last', async () => {
    const report = join(dir, 'vitest.json');
    const unhandled = join(dir, 'unhandled.json');
    const tests = await runAnyway(
      vitestBin,
      ['run', '--root', dir, '--reporter=dot', '--reporter=json', `--outputFile=${report}`, `--reporter=${reporter}`],
      { FOLIO_UNHANDLED_ERRORS_FILE: unhandled },
    );
    expect(tests.status).not.toBe(0);

    const result = await runAnyway(process.execPath, [summary, report, unhandled, String(tests.status)]);
    expect(result.status).toBe(1);
    expect(result.stdout.trim()).toBe('vitest: 1 passed, 0 failed, 0 skipped');
    expect(result.stderr).toContain('[ci] vitest caught 1 unhandled error(s) outside any test; each fails the run:');
    expect(result.stderr).toContain(
      '[ci] 1. Unhandled Rejection: Error: terminating connection due to administrator command (code 57P01)',
    );
    expect(result.stderr).toMatch(/while running .*leaves-rejection\.test\.ts, last test "passes"/);
  });

  it('fails when vitest exited non-zero for a reason it did not report as a test or an error', async () => {
    const report = join(dir, 'clean.json');
    await writeFile(report, JSON.stringify({ numPassedTests: 3, numFailedTests: 0, testResults: [] }));
    const failed = await runAnyway(process.execPath, [summary, report, join(dir, 'absent.json'), '1']);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('vitest exited 1 although every test passed');
    const passed = await runAnyway(process.execPath, [summary, report, join(dir, 'absent.json'), '0']);
    expect(passed).toMatchObject({ status: 0, stdout: 'vitest: 3 passed, 0 failed, 0 skipped\n' });
  });
});
