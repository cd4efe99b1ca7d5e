// How the one-shot commands (`folio check`, `folio build`) tune V8 for themselves, in CommonJS so
// the installed command (bin/folio.cjs) can apply it before any of its code loads, and the
// benchmarks can apply it to the check and the build they measure.
'use strict';

/**
 * V8's tier-up budget for a one-shot command: 8x the default (67,584 bytes of bytecode executed
 * before a function is considered for optimization). A check or a build is one pass over the pages
 * in fresh threads, and each thread parses and renders its first pages cold: with the default
 * budget V8 sends hundreds of parser functions to its optimizing compiler (on background threads,
 * billed to the process) that the short pass barely gets to use. With the larger budget only the
 * hottest functions are optimized, the rest run as baseline code. Measured on the real-world
 * fixtures: the check of the largest (284 pages on 2 threads) about a fifth less CPU (bench/check);
 * cold builds of 59 to 284 pages 5–25% less CPU with the same or a shorter wall time, and a
 * generated 1,000-page site the same CPU as with the default (bench/build, build-repository.ts).
 * The long-lived processes (`folio dev`, the hosted worker) keep V8's defaults.
 */
const ONE_SHOT_V8_FLAGS = ['--interrupt-budget=540672'];

/** The commands that run one pass and exit. */
const ONE_SHOT_COMMANDS = ['check', 'build'];

/** Whether `command` (the first argument of `folio`) is one of {@link ONE_SHOT_COMMANDS}. */
function isOneShotCommand(command) {
  return ONE_SHOT_COMMANDS.includes(command);
}

/**
 * Applies `ONE_SHOT_V8_FLAGS` to this process; call before any thread starts and before the
 * command's code runs.
 */
function tuneOneShotProcess() {
  const v8 = require('node:v8');
  for (const flag of ONE_SHOT_V8_FLAGS) v8.setFlagsFromString(flag);
}

module.exports = { ONE_SHOT_V8_FLAGS, isOneShotCommand, tuneOneShotProcess };
