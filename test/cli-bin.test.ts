import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const BIN = new URL('../packages/cli/bin/folio.js', import.meta.url).pathname;
const STARTER = new URL('../examples/starter', import.meta.url).pathname;

// The installed `folio` command, run as a user would: a separate process, real exit codes.
describe('the folio executable', () => {
  it('checks the sample site and exits 0', async () => {
    const { stdout } = await run(process.execPath, [BIN, 'check', STARTER]);
    expect(stdout).toMatch(/✔ 0 errors, \d+ warnings? in \d+ pages/);
  });

  it('exits 2 with usage on an unknown command, without colour when not on a terminal', async () => {
    const failure = await run(process.execPath, [BIN, 'nope']).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain('unknown command "nope"');
    expect(failure?.stderr).not.toContain('\u001b[');
  });
});
