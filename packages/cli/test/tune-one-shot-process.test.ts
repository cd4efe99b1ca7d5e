// bin/tune-one-shot-process.cjs tells V8 that `folio check` and `folio build` are one short pass.
// V8 ignores a flag it does not know (printing to stderr and going on), so a Node upgrade that
// renamed the flag would silently undo the tuning: these tests fail instead.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const MODULE = new URL('../bin/tune-one-shot-process.cjs', import.meta.url).pathname;
const { ONE_SHOT_V8_FLAGS, isOneShotCommand } = createRequire(import.meta.url)(MODULE) as {
  ONE_SHOT_V8_FLAGS: string[];
  isOneShotCommand: (command: string | undefined) => boolean;
};

/** Runs `script` in a fresh `node` (no inherited NODE_OPTIONS, as a user's shell runs `folio`). */
function runNode(args: string[]) {
  return spawnSync(process.execPath, args, { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
}

describe('the V8 tuning of a one-shot folio process', () => {
  it('is for the commands that run one pass and exit, not for the long-lived ones', () => {
    expect(isOneShotCommand('check')).toBe(true);
    expect(isOneShotCommand('build')).toBe(true);
    for (const command of ['dev', 'openapi-check', 'rename', '--version', undefined])
      expect(isOneShotCommand(command), String(command)).toBe(false);
  });

  it('names only flags this Node knows', () => {
    const known = runNode(['--v8-options']).stdout;
    expect(ONE_SHOT_V8_FLAGS.length).toBeGreaterThan(0);
    for (const flag of ONE_SHOT_V8_FLAGS) {
      const name = flag.replace(/=.*$/, '');
      expect(known, `${name} is not a V8 flag of Node ${process.version}`).toMatch(new RegExp(`^\\s+${name}\\s`, 'm'));
    }
  });

  it('is accepted by V8 at run time, before any thread starts', () => {
    const tuned = runNode(['-e', `require(${JSON.stringify(MODULE)}).tuneOneShotProcess(); console.log('tuned')`]);
    expect(tuned.stderr).toBe('');
    expect(tuned.stdout.trim()).toBe('tuned');
    // The same call with a flag V8 does not know does complain: the assertion above can fail.
    const unknown = runNode(['-e', `require('node:v8').setFlagsFromString('--no-such-folio-flag')`]);
    expect(unknown.stderr).toContain('unrecognized flag');
  });
});
