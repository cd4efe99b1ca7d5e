import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const policy = fileURLToPath(new URL('./install-process-policy.ts', import.meta.url));

// A real process with the policy installed and a JSON-lines logger on stdout: the policy's whole
// point is what happens to the process, which no in-process test can show.
async function run(body: string): Promise<{ code: number; lines: Array<Record<string, unknown>>; stdout: string }> {
  const script = `
    import { installProcessPolicy } from ${JSON.stringify(policy)};
    const log = { error: (object, msg) => process.stdout.write(JSON.stringify({ ...object, err: { message: object.err?.message }, msg }) + '\\n') };
    installProcessPolicy({ log, service: 'test' });
    ${body}`;
  const result = await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    script,
  ]).then(
    (done) => ({ code: 0, stdout: done.stdout }),
    (failed: { code: number; stdout: string }) => ({ code: failed.code, stdout: failed.stdout }),
  );
  const lines = result.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { ...result, lines };
}

describe('installProcessPolicy', () => {
  it('logs an unhandled rejection with its error and keeps the process running', async () => {
    const { code, lines, stdout } = await run(`
      Promise.reject(new Error('nobody awaited me'));
      setTimeout(() => process.stdout.write('still running\\n'), 50);`);
    expect(code).toBe(0);
    expect(lines).toEqual([
      {
        err: { message: 'nobody awaited me' },
        service: 'test',
        policy: 'keep serving',
        msg: 'unhandled promise rejection',
      },
    ]);
    expect(stdout).toContain('still running');
  });

  it('logs an uncaught exception and exits 1', async () => {
    const { code, lines, stdout } = await run(`
      setImmediate(() => { throw new Error('state unknown'); });
      setTimeout(() => process.stdout.write('still running\\n'), 2000);`);
    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.objectContaining({ err: { message: 'state unknown' }, service: 'test', msg: 'uncaught exception' }),
    ]);
    expect(stdout).not.toContain('still running');
  });
});
