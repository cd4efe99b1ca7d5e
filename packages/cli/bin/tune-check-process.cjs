// How `folio check` tunes V8 for itself, in CommonJS so the installed command (bin/folio.cjs) can
// apply it before any of its code loads, and bench/check can apply it to the check it measures.
'use strict';

/**
 * V8's tier-up budget for a `folio check` process: 8x the default (67,584 bytes of bytecode
 * executed before a function is considered for optimization). A check is one pass over the pages
 * in fresh threads, and each thread parses its first pages cold: with the default budget V8 sends
 * hundreds of parser functions to its optimizing compiler (on background threads, billed to the
 * process) that the short pass barely gets to use. With the larger budget only the hottest
 * functions are optimized, the rest run as baseline code; on the largest real-world repository
 * (284 pages on 2 threads) that cut the check's CPU time by about a fifth (bench/check). The long-
 * lived commands (`folio dev`, `folio build` in the hosted worker) keep V8's defaults.
 */
const CHECK_V8_FLAGS = ['--interrupt-budget=540672'];

/** Applies `CHECK_V8_FLAGS` to this process; call before any thread starts and before the check's code runs. */
function tuneCheckProcess() {
  const v8 = require('node:v8');
  for (const flag of CHECK_V8_FLAGS) v8.setFlagsFromString(flag);
}

module.exports = { CHECK_V8_FLAGS, tuneCheckProcess };
