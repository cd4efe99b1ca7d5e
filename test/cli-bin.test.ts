import { execFile } from 'node:child_process';
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
const STARTER = new URL('../examples/starter', import.meta.url).pathname;

// The installed `folio` command, run as a user would: a separate process, real exit codes.
describe('the folio executable', () => {
  it('checks the sample site and exits 0', async () => {
    const { stdout } = await run(process.execPath, [...FOLIO, 'check', STARTER, '--no-cache']);
    expect(stdout).toMatch(/✔ 0 errors, \d+ warnings? in \d+ pages/);
  });

  it('exits 2 with usage on an unknown command, without colour when not on a terminal', async () => {
    const failure = await run(process.execPath, [...FOLIO, 'nope']).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain('unknown command "nope"');
    expect(failure?.stderr).not.toContain('\u001b[');
  });
});
