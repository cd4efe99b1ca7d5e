// The mechanical gates of `npm test`, run before the type-check and the tests: Biome (format and
// lint), dependency-cruiser (the architecture's import rules) and knip (unused files, exports and
// dependencies). Each prints what it found with file:line and its rule, then one line on how to
// fix it; the script exits 1 when any gate failed, after running all of them.
//
// Usage: node --import tsx scripts/check-gates.ts [biome|imports|unused ...]
import { spawn } from 'node:child_process';
import { join } from 'node:path';

interface Gate {
  name: string;
  what: string;
  command: string;
  args: string[];
  fix: string;
}

const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

const colors = process.stdout.isTTY ? 'force' : 'off';

const GATES: Gate[] = [
  {
    name: 'biome',
    what: 'format and lint (biome.jsonc)',
    command: bin('biome'),
    args: ['ci', '--error-on-warnings', '--max-diagnostics=200', `--colors=${colors}`, '.'],
    fix: '`npm run format` rewrites the formatting; each lint finding above names its rule and, where Biome has one, its fix (`npx biome lint --write <file>` applies the safe ones).',
  },
  {
    name: 'imports',
    what: 'import rules: layers, declared workspaces, no circles (.dependency-cruiser.cjs)',
    command: bin('depcruise'),
    args: [
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'err-long',
      'packages',
      'services',
      'test',
      'scripts',
      'bench',
      'reliability',
    ],
    fix: 'each violation above names its rule and how to fix it; the rules are in .dependency-cruiser.cjs and docs/architecture.md.',
  },
  {
    name: 'unused',
    what: 'unused files, exports and dependencies (knip.jsonc)',
    command: bin('knip'),
    args: ['--no-progress'],
    fix: 'delete what nothing uses, or drop its `export` (`npx knip --fix --fix-type exports,types`); a dependency loaded by path, not import, is listed in knip.jsonc with the reason.',
  },
];

function run(gate: Gate): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(gate.command, gate.args, {
      cwd: root,
      stdio: 'inherit',
      env: process.stdout.isTTY ? process.env : { ...process.env, NO_COLOR: '1' },
    });
    child.on('error', (error) => {
      process.stderr.write(`gates: ${gate.name} could not start (${error.message}); run npm install\n`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const only = process.argv.slice(2);
const unknown = only.filter((name) => !GATES.some((gate) => gate.name === name));
if (unknown.length > 0) {
  process.stderr.write(
    `gates: no gate named ${unknown.join(', ')} (gates: ${GATES.map((gate) => gate.name).join(', ')})\n`,
  );
  process.exit(2);
}

const failed: Gate[] = [];
for (const gate of GATES.filter((g) => only.length === 0 || only.includes(g.name))) {
  process.stdout.write(`\ngates: ${gate.name}: ${gate.what}\n`);
  const started = performance.now();
  const code = await run(gate);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (code === 0) {
    process.stdout.write(`gates: ${gate.name}: passed (${seconds} s)\n`);
  } else {
    process.stdout.write(`gates: ${gate.name}: FAILED (${seconds} s). To fix: ${gate.fix}\n`);
    failed.push(gate);
  }
}

if (failed.length > 0) {
  process.stdout.write(
    `\ngates: ${failed.length} failed: ${failed.map((gate) => gate.name).join(', ')}. npm test stops here; the tests run once every gate passes.\n`,
  );
  process.exit(1);
}
process.stdout.write('\ngates: all passed\n');
