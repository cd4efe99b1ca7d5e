#!/usr/bin/env node
// The installed `folio` command. `--version` is answered here, in CommonJS, before any of the
// command's ES modules load: starting Node's ES module loader alone costs about as much as a bare
// `node -e 0` (bench/cli). Everything else runs the compiled bundle, which `npm run build` writes
// from src/ (`npm run folio` in the repository runs the TypeScript sources instead).
'use strict';

const argv = process.argv.slice(2);
if (argv[0] === '--version' || argv[0] === '-v') {
  process.stdout.write(`${require('../package.json').version}\n`);
} else {
  // A check or a build is one short pass over the pages: V8 is told so before its code first runs.
  const oneShot = require('./tune-one-shot-process.cjs');
  if (oneShot.isOneShotCommand(argv[0])) oneShot.tuneOneShotProcess();
  import('../dist/bundle/main.mjs').then(async ({ main }) => {
    process.exitCode = await main(argv);
  });
}
