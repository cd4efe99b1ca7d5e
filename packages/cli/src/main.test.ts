import { describe, expect, it } from 'vitest';
import { main } from './main.ts';
import { createRecordingTerminal, createTerminal } from './terminal.ts';

async function run(...args: string[]) {
  const terminal = createRecordingTerminal();
  const code = await main(args, terminal);
  return { code, stdout: terminal.stdout, stderr: terminal.stderr };
}

describe('folio command line manners', () => {
  it('every command has --help with examples and exit codes', async () => {
    const overview = await run('--help');
    const names = [...overview.stdout.matchAll(/^ {2}([a-z-]+) {2,}/gm)].map((m) => m[1]);
    expect(names).toEqual(expect.arrayContaining(['check', 'openapi-check', 'rules']));
    for (const name of names) {
      const help = await run(name!, '--help');
      expect(help.code).toBe(0);
      expect(help.stdout).toContain(`Usage: folio ${name}`);
      expect(help.stdout).toContain('Examples:');
      expect(help.stdout).toContain('Exit codes:');
      expect((await run('help', name!)).stdout).toBe(help.stdout);
    }
  });

  it('prints the version, and usage with exit 2 when no command is given', async () => {
    expect((await run('--version')).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    expect((await run('-v')).code).toBe(0);
    const bare = await run();
    expect(bare.code).toBe(2);
    expect(bare.stdout).toContain('Usage: folio <command>');
    expect((await run('help', 'nope')).code).toBe(2);
  });

  it('uses colour only on a terminal, and never when NO_COLOR is set', () => {
    const stream = (isTTY: boolean) => ({ isTTY, write: () => true });
    expect(createTerminal({ stdout: stream(true), stderr: stream(true), env: {} }).color).toBe(true);
    expect(createTerminal({ stdout: stream(false), stderr: stream(true), env: {} }).color).toBe(false);
    expect(createTerminal({ stdout: stream(true), stderr: stream(true), env: { NO_COLOR: '1' } }).color).toBe(false);
    // no-color.org: an empty NO_COLOR does not disable colour.
    expect(createTerminal({ stdout: stream(true), stderr: stream(true), env: { NO_COLOR: '' } }).color).toBe(true);
  });
});
